// Font files for the PDF renderers. The fonts are Source Serif 4 and Source Sans 3 (SIL OFL) from
// their Fontsource packages, read once from node_modules: embedding them is what keeps the text
// selectable with exact glyphs on every reader (decision 050). Each style comes in the `latin`
// subset, and `latin-ext` is added only when the text needs it (Polish, Czech, Turkish names …).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { woffToSfnt } from './_woff.ts';

export type FontStyle = 'regular' | 'bold' | 'italic' | 'semibold';
export type FontSubset = 'latin' | 'latin-ext';

const PACKAGES = {
  serif: ['@fontsource/source-serif-4', 'source-serif-4'],
  sans: ['@fontsource/source-sans-3', 'source-sans-3'],
} as const;

const FILE_STYLE: Record<FontStyle, string> = {
  regular: '400-normal',
  semibold: '600-normal',
  bold: '700-normal',
  italic: '400-italic',
};

const cache = new Map<string, Promise<Uint8Array>>();

/** The TrueType bytes of one face, from its WOFF file (not WOFF2, which needs Brotli). */
export function fontBytes(
  family: 'serif' | 'sans',
  style: FontStyle,
  subset: FontSubset,
): Promise<Uint8Array> {
  const [pkg, base] = PACKAGES[family];
  const spec = `${pkg}/files/${base}-${subset}-${FILE_STYLE[style]}.woff`;
  let bytes = cache.get(spec);
  if (!bytes) {
    bytes = readFile(fileURLToPath(import.meta.resolve(spec))).then((b) =>
      woffToSfnt(new Uint8Array(b)),
    );
    cache.set(spec, bytes);
  }
  return bytes;
}
