import { createHash } from 'node:crypto';

/** `head`: markup put first in the head (a font preload); `css`, `script`: inline. */
export type ShellParts = { css: string; script: string; head?: string };

const STYLE_TAG = /<style data-emotion="[^"]*">[^<]*<\/style>/g;
const TITLE_TAG = /<title>[^<]*<\/title>/;
const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The app's scripts, which the shell's inline script requests once the shell has painted. */
type ShellAssets = { entry: string; preload: string[] };

/**
 * The built index.html with a shell: its title, emotion's styles (the critical CSS: only what the
 * shell uses) at the end of the head, where the app's emotion cache finds and keeps them, then the
 * shell itself before #root. The shell's fields lose their names, so that a form submitted
 * without JavaScript sends nothing. The app's entry script and its preloads leave the head for a
 * list (`#shell-assets`, data, not a script) that the inline script requests from after the
 * first paint, so that they do not share the slow start of the connection with the shell's
 * stylesheet and fonts.
 */
export function composeShellPage(indexHtml: string, shellHtml: string, parts: ShellParts): string {
  // Marked as moved already (`data-s`): emotion's cache otherwise moves each style the server
  // wrote to the end of the head when it starts, where they already are, and the browser takes
  // every move for a new stylesheet.
  const styles = (shellHtml.match(STYLE_TAG) ?? [])
    .map((tag) => tag.replace('<style ', '<style data-s="" '))
    .join('');
  const title = shellHtml.match(TITLE_TAG)?.[0];
  const body = shellHtml
    .replace(STYLE_TAG, '')
    .replace(TITLE_TAG, '')
    .replace(/<input([^>]*?) name="/g, '<input$1 data-name="');
  if (!indexHtml.includes('<div id="root"></div>')) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a build error, for developers
    throw new Error('index.html has no empty <div id="root"></div>');
  }
  const entry = indexHtml.match(ENTRY_TAG)?.[1];
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a build error, for developers
  if (!entry) throw new Error('index.html has no module entry script');
  const assets: ShellAssets = {
    entry,
    preload: [...indexHtml.matchAll(PRELOAD_TAG)].map((m) => m[1] ?? ''),
  };
  // `<` escaped: the list sits in a script element and must not be able to close it.
  const assetList = JSON.stringify(assets).replaceAll('<', '\\u003c');
  let page = indexHtml.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, '');
  if (title) page = page.replace(TITLE_TAG, () => title);
  // Replacer functions: the inserted text is taken as is ("$'" and the like mean nothing).
  return page
    .replace(
      '</head>',
      () =>
        `${parts.head ?? ''}<style>${parts.css}</style><script type="application/json" id="shell-assets">${assetList}</script>` +
        `<script>${parts.script}</script>${styles}</head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="shell">${body}</div><div id="root"></div>`);
}

/** The CSP source that allows an inline script with exactly this text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * The app's stylesheet's face of `family` for basic Latin (what the English shell's text is set
 * in), as a preload and a copy of its rule with `font-display: block`. The shell's text then
 * first paints in that face (preloaded, it comes with the stylesheet), not in a fallback that the
 * face replaces: the app's same text, drawn when the shell goes, is then no larger than the
 * shell's, so the shell's paint stays the largest contentful one. Undefined when there is none.
 */
export function blockingFontFace(
  css: string,
  family: string,
): { head: string; css: string } | undefined {
  const rule = (css.match(/@font-face\{[^}]*\}/g) ?? []).find(
    (r) =>
      r.replaceAll('"', '').includes(`font-family:${family};`) &&
      /unicode-range:U\+(\?\?|0+-0*FF)[,;}]/i.test(r),
  );
  const url = rule?.match(/url\(["']?([^)"']+)["']?\)/)?.[1];
  if (!rule || !url) return undefined;
  return {
    head: `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`,
    css: rule.replace(/font-display:\s*\w+/, 'font-display:block'),
  };
}
