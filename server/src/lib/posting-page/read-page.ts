// A fetched posting page read into fields: JSON-LD first, else Readability over a linkedom DOM
// (decision 170). Runs in the scan workers (../scan-worker.ts), like every parser of user input.
import { Readability } from '@mozilla/readability';
import { readPostingHeading, readPostingJsonLd } from '@jobfit/engine';
import { parseHTML } from 'linkedom';
import type { ImportedFields } from './fields.ts';
import { cleanText } from './fields.ts';

// A page with more elements than this is read as its whole text, not through Readability: its
// scoring pass grows with the page (decision 170).
const READABILITY_MAX_ELEMENTS = 20_000;

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'HEAD']);
const PARAGRAPHS = new Set(['P', 'UL', 'OL', 'TABLE', 'BLOCKQUOTE', 'PRE', 'H1', 'H2', 'H3']);
const LINES = new Set([
  'DIV',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'ASIDE',
  'NAV',
  'H4',
  'H5',
  'H6',
  'TR',
  'DL',
  'DT',
  'DD',
  'FIGURE',
  'FORM',
  'HR',
]);

interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}

/**
 * The text of an HTML fragment as lines: paragraphs and headings apart, list items as "- "
 * bullets, scripts and styles left out. Walked with a stack, so deep nesting cannot overflow.
 */
export function htmlToPlainText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return nodeText(document.body as unknown as DomNode);
}

function nodeText(root: DomNode): string {
  const out: string[] = [];
  // Each entry is a node to visit or a string to emit once the node's children are done.
  const stack: (DomNode | string)[] = [root];
  while (stack.length > 0) {
    const item = stack.pop() as DomNode | string;
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    if (item.nodeType === 3) {
      out.push((item.textContent ?? '').replace(/\s+/g, ' '));
      continue;
    }
    if (item.nodeType !== 1 && item !== root) continue;
    const tag = item.nodeName.toUpperCase();
    if (SKIPPED.has(tag)) continue;
    if (tag === 'BR') {
      out.push('\n');
      continue;
    }
    const [open, close] =
      tag === 'LI'
        ? ['\n- ', '']
        : PARAGRAPHS.has(tag)
          ? ['\n\n', '\n\n']
          : LINES.has(tag) || tag === 'TD' || tag === 'TH'
            ? [tag === 'TD' || tag === 'TH' ? ' ' : '\n', tag === 'TD' || tag === 'TH' ? ' ' : '\n']
            : ['', ''];
    out.push(open);
    stack.push(close);
    const children = Array.from(item.childNodes);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as DomNode);
  }
  return cleanText(out.join(''));
}

/**
 * A fetched document's posting: the JSON-LD `JobPosting` when the page (or JSON) has one, else
 * the page's main text as Readability finds it, else undefined.
 */
export function readDocument(body: string, contentType: string): ImportedFields | undefined {
  if (contentType === 'text/plain') {
    const text = cleanText(body);
    return text === '' ? undefined : { ...EMPTY, postingText: text, source: 'page' };
  }
  const ld = readPostingJsonLd(body);
  if (ld && ld.text.length >= 50) {
    return {
      title: ld.title ?? null,
      company: ld.company ?? null,
      location: ld.location ?? (ld.remote ? 'Remote' : null),
      salary: ld.salary ?? null,
      deadline: ld.validThrough ?? null,
      employmentType: ld.employmentType ?? null,
      datePosted: ld.datePosted ?? null,
      postingText: ld.text,
      source: 'json-ld',
    };
  }
  if (contentType !== 'text/html' && contentType !== 'application/xhtml+xml') return undefined;
  const text = mainText(body);
  if (!text) return undefined;
  const heading = readPostingHeading(body);
  const title = heading.title ?? text.title ?? null;
  return {
    ...EMPTY,
    title,
    company: heading.company ?? text.siteName ?? null,
    // Readability takes the page's title out of the article: the posting starts with it again.
    postingText:
      title && !text.text.startsWith(title)
        ? `${title}

${text.text}`
        : text.text,
    source: 'page',
  };
}

const EMPTY: ImportedFields = {
  title: null,
  company: null,
  location: null,
  salary: null,
  deadline: null,
  employmentType: null,
  datePosted: null,
  postingText: '',
  source: 'page',
};

function mainText(html: string): { text: string; title?: string; siteName?: string } | undefined {
  const { document } = parseHTML(html);
  let article: ReturnType<Readability<string>['parse']> = null;
  try {
    article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], {
      maxElemsToParse: READABILITY_MAX_ELEMENTS,
    }).parse();
  } catch {
    // Over the element budget: the whole body's text stands in.
  }
  const text = article?.content
    ? htmlToPlainText(article.content)
    : document.body
      ? nodeText(document.body as unknown as DomNode)
      : '';
  if (text === '') return undefined;
  return {
    text,
    ...(article?.title ? { title: article.title.trim() } : {}),
    ...(article?.siteName ? { siteName: article.siteName.trim() } : {}),
  };
}
