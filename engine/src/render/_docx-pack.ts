// Packs a docx Document into bytes that depend only on the input: docx stamps the current time
// into docProps/core.xml and into every zip entry, so both are replaced (decision 050).
import { Packer, type Document } from 'docx';
import type { PageSize } from './_pdf-writer.ts';

/** Page sizes in twentieths of a point, as Word sets them. */
export const PAGE_TWIPS: Record<PageSize, { width: number; height: number }> = {
  A4: { width: 11906, height: 16838 },
  Letter: { width: 12240, height: 15840 },
};

const xmlEscape = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

function coreXml(title: string, author: string, date: string | undefined): string {
  const stamp = date
    ? ['created', 'modified']
        .map(
          (k) =>
            `<dcterms:${k} xsi:type="dcterms:W3CDTF">${xmlEscape(new Date(date).toISOString().replace(/\.\d+Z$/, 'Z'))}</dcterms:${k}>`,
        )
        .join('')
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${xmlEscape(title)}</dc:title><dc:creator>${xmlEscape(author)}</dc:creator>` +
    `<cp:lastModifiedBy>Jobfit</cp:lastModifiedBy>${stamp}</cp:coreProperties>`
  );
}

// 1980-01-01 00:00 in MS-DOS time/date fields: the zip format's earliest date.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** Sets every entry's modification time in the local headers and the central directory. */
function fixZipTimes(zip: Uint8Array): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let eocd = zip.length - 22;
  while (eocd >= 0 && view.getUint32(eocd, true) !== 0x06054b50) eocd--;
  if (eocd < 0) return zip;
  const count = view.getUint16(eocd + 10, true);
  let p = view.getUint32(eocd + 16, true);
  for (let i = 0; i < count && view.getUint32(p, true) === 0x02014b50; i++) {
    view.setUint16(p + 12, DOS_TIME, true);
    view.setUint16(p + 14, DOS_DATE, true);
    const local = view.getUint32(p + 42, true);
    if (view.getUint32(local, true) === 0x04034b50) {
      view.setUint16(local + 10, DOS_TIME, true);
      view.setUint16(local + 12, DOS_DATE, true);
    }
    p +=
      46 +
      view.getUint16(p + 28, true) +
      view.getUint16(p + 30, true) +
      view.getUint16(p + 32, true);
  }
  return zip;
}

/** The document's bytes, with fixed metadata and zip times. */
export async function packDocx(
  doc: Document,
  meta: { title: string; author: string; date?: string },
): Promise<Uint8Array> {
  const buffer = await Packer.toBuffer(doc, false, [
    { path: 'docProps/core.xml', data: coreXml(meta.title, meta.author, meta.date) },
  ]);
  return fixZipTimes(new Uint8Array(buffer));
}
