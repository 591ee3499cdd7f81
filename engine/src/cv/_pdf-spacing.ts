// Word breaks inside letter-spaced text ("J A R E D R I C H A R D S"). pdf.js writes one space
// for every gap, so the real space glyph between the words is lost in the text layer; the page's
// operator list still has it. Read only when a large letter-spaced line is on the page, because
// the operator list costs about as much as the text itself (decision 120).
import { getResolvedPDFJS } from 'unpdf';
import type { PdfItem } from './_pdf-layout.ts';

interface Glyph {
  unicode?: string;
  isSpace?: boolean;
}

interface OperatorSource {
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[] }>;
}

const SPACED = /^(?:\p{L}{1,2} ){4,}\p{L}{1,2}$/u;

/** Items that look letter-spaced and stand out by size (a name, a title). */
export function letterSpacedItems(items: PdfItem[]): PdfItem[] {
  const sizes = items.map((it) => it.size).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 10;
  return items.filter((it) => {
    const text = it.str.trim();
    if (it.size < 1.3 * body || text.length > 100 || !SPACED.test(text)) return false;
    const tokens = text.split(' ');
    return tokens.filter((t) => t.length === 1).length >= tokens.length * 0.6;
  });
}

/**
 * Marks the word breaks of letter-spaced items with a double space, from the space glyphs in the
 * page's operator list: "JA R E D R I C H A R D S" → "JA R E D  R I C H A R D S".
 * @example await markWordBreaks(page, letterSpacedItems(items))
 */
export async function markWordBreaks(page: OperatorSource, items: PdfItem[]): Promise<void> {
  if (items.length === 0) return;
  let list: Awaited<ReturnType<OperatorSource['getOperatorList']>>;
  let showText: number;
  try {
    showText = (await getResolvedPDFJS()).OPS.showText;
    list = await page.getOperatorList();
  } catch {
    // The text layer is already read; word breaks are a repair, not a reason to fail.
    return;
  }
  // The page's glyphs in drawing order, each letter noting whether a space glyph came before it.
  let letters = '';
  const spaceBefore: boolean[] = [];
  let pending = false;
  list.fnArray.forEach((fn, i) => {
    if (fn !== showText) return;
    const [glyphs] = (list.argsArray[i] ?? []) as [unknown];
    if (!Array.isArray(glyphs)) return;
    for (const g of glyphs as (Glyph | number | null)[]) {
      if (!g || typeof g !== 'object') continue;
      const text = g.unicode ?? '';
      if (g.isSpace || text.trim() === '') {
        pending = true;
        continue;
      }
      for (let j = 0; j < text.length; j++) {
        letters += text[j];
        spaceBefore.push(pending);
        pending = false;
      }
    }
  });
  for (const it of items) {
    const plain = it.str.replace(/\s+/g, '');
    const at = letters.indexOf(plain);
    if (at < 0) continue;
    let out = plain[0] ?? '';
    for (let k = 1; k < plain.length; k++) out += (spaceBefore[at + k] ? '  ' : ' ') + plain[k];
    if (out.includes('  ')) it.str = out;
  }
}
