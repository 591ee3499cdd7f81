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
 * Fonts used only for lone glyphs (never for a word), other than the body font: icon fonts.
 * @example iconFonts(pages, 'g_d0_f1') // Set { 'g_d0_f5' }
 */
export function iconFonts(pages: PdfPage[], bodyFont: string): Set<string> {
  const glyphs = new Map<string, number>();
  const words = new Set<string>();
  for (const page of pages)
    for (const it of page.items) {
      if (it.str.trim() === '') continue;
      if (isLoneGlyph(it) && !BULLETS.test(it.str.trim()))
        glyphs.set(it.font, (glyphs.get(it.font) ?? 0) + 1);
      else words.add(it.font);
    }
  const fonts = new Set<string>();
  for (const [font, n] of glyphs)
    if (n >= 2 && !words.has(font) && font !== bodyFont) fonts.add(font);
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
    const next = items.slice(i + 1).find((n) => n.str.trim() !== '');
    const joined =
      next &&
      Math.abs(next.y - it.y) < 0.4 * it.size &&
      next.x - (it.x + it.width) < WORD_PART_GAP * it.size &&
      /^\p{L}/u.test(next.str.trim());
    if (joined) return true;
    icons = true;
    return false;
  });
  return { items: kept, icons };
}
