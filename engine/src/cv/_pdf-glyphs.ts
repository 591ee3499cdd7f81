// Icon glyphs in a PDF's text layer: contact icons, rating stars and skill dots set in an icon
// font come out as stray letters ("T +39 …", "B United Kingdom") or private-use code points.
import type { PdfItem, PdfPage } from './_pdf-layout.ts';
import { smallCapsToLetters } from './_text-clean.ts';

const BULLETS = /^[•◦▪▫■□●○‣⁃∙·*–-]$/u;
const PRIVATE_USE = /[\uE000-\uF8FF]/u;
// A lone glyph directly followed by a letter is part of a word (a drop capital), not an icon.
const WORD_PART_GAP = 0.15;

function isLoneGlyph(it: PdfItem): boolean {
  const text = it.str.trim();
  return text !== '' && [...text].length === 1;
}

/**
 * Whether the lone glyph `items[i]` labels the text after it on its line, as an icon before a
 * heading or a contact line does: the next item with text is in another font, a little apart
 * (not a letter of the same word), on the same baseline.
 */
function labelsText(items: PdfItem[], i: number): boolean {
  const it = items[i];
  if (!it) return false;
  const next = items.slice(i + 1, i + 4).find((n) => n.str.trim() !== '');
  if (!next || next.font === it.font || Math.abs(next.y - it.y) >= 0.4 * it.size) return false;
  const gap = next.x - (it.x + it.width);
  return !partOfWord(items, i) && gap < 2 * it.size && /^\p{L}/u.test(next.str.trim());
}

/**
 * Whether the lone glyph `items[i]` is a letter of the word after it (a drop capital): a letter
 * follows straight on, with no space item between.
 */
function partOfWord(items: PdfItem[], i: number): boolean {
  const it = items[i];
  const j = items.findIndex((n, k) => k > i && n.str.trim() !== '');
  const next = items[j];
  if (!it || !next) return false;
  const spaced = items.slice(i + 1, j).some((n) => n.str !== '' && n.str.trim() === '');
  return (
    !spaced &&
    Math.abs(next.y - it.y) < 0.4 * it.size &&
    next.x - (it.x + it.width) < WORD_PART_GAP * it.size &&
    /^\p{L}/u.test(next.str.trim())
  );
}

/**
 * Fonts used only for lone glyphs (never for a word), other than the body font: icon fonts. A
 * font with one glyph in the whole document counts when that glyph labels the text after it
 * (icon fonts are often embedded once per icon); one stray glyph alone could be anything.
 * @example iconFonts(pages, 'g_d0_f1') // Set { 'g_d0_f5' }
 */
export function iconFonts(pages: PdfPage[], bodyFont: string): Set<string> {
  const glyphs = new Map<string, { n: number; labels: number }>();
  const words = new Set<string>();
  for (const page of pages)
    page.items.forEach((it, i) => {
      if (it.str.trim() === '') return;
      // Runs of symbols ("○ ○ ○" rating dots) are not words: no letter or digit.
      if (!/[\p{L}\p{N}]/u.test(it.str) && !isLoneGlyph(it)) return;
      if (isLoneGlyph(it) && !BULLETS.test(it.str.trim())) {
        const g = glyphs.get(it.font) ?? { n: 0, labels: 0 };
        g.n++;
        if (labelsText(page.items, i)) g.labels++;
        glyphs.set(it.font, g);
      } else words.add(it.font);
    });
  const fonts = new Set<string>();
  for (const [font, g] of glyphs)
    if ((g.n >= 2 || g.labels === g.n) && !words.has(font) && font !== bodyFont) fonts.add(font);
  return fonts;
}

/**
 * Drops icon glyphs from a page's items: lone glyphs in an icon font (unless a letter follows
 * straight on) and items that are nothing but private-use code points. Says whether the page
 * shows icons (private-use glyphs inside a run count too; cleanText removes those).
 * @example dropIcons(page.items, new Set(['g_d0_f5'])).icons // true
 */
export function dropIcons(
  items: PdfItem[],
  fonts: Set<string>,
): { items: PdfItem[]; icons: boolean } {
  let icons = false;
  const kept = items.filter((it, i) => {
    const text = it.str.trim();
    if (text === '') return true;
    if (PRIVATE_USE.test(text)) {
      // Glyphs inside a run are removed with the text clean-up; small capitals are letters.
      if (PRIVATE_USE.test(smallCapsToLetters(text))) icons = true;
      if (text.replace(/[\uE000-\uF8FF\s]/gu, '') === '') return false;
    }
    if (!fonts.has(it.font) || !isLoneGlyph(it) || BULLETS.test(text)) return true;
    if (partOfWord(items, i)) return true;
    icons = true;
    return false;
  });
  return { items: kept, icons };
}
