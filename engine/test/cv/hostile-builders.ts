// Hostile files for the limit tests (decision 140), built in memory: small on disk, huge when
// inflated or walked. Nothing here is a real CV.
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/** One part of a zip: its real content and, optionally, the size its headers claim. */
export interface ZipPart {
  name: string;
  data: Uint8Array;
  /** The uncompressed size written in the headers (a lie when it differs from `data`). */
  declaredSize?: number;
}

/** A deflated zip of `parts`, with the sizes each part declares (honest unless told). */
export function zip(parts: ZipPart[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = deflateRawSync(part.data, { level: 9 });
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? part.data.length;
    const crc = crc32(part.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const utf8 = (s: string) => new Uint8Array(Buffer.from(s));

/**
 * A DOCX whose `part` (e.g. `word/header1.xml` or `word/document.xml`) is padded with `size`
 * bytes of whitespace while its headers declare only the size of the unpadded part.
 */
export function lyingDocxBomb(part: string, size: number): Uint8Array {
  const body = (text: string) =>
    `<?xml version="1.0"?><w:document ${W}><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;
  const header = `<?xml version="1.0"?><w:hdr ${W}><w:p><w:r><w:t>Sam Bomb</w:t></w:r></w:p></w:hdr>`;
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': body('Experience: Engineer at Acme, 2020 - Present'),
    'word/header1.xml': header,
  };
  return zip(
    Object.entries(parts).map(([name, xml]) => {
      if (name !== part) return { name, data: utf8(xml) };
      const padded = Buffer.alloc(xml.length + size, 0x20);
      padded.write(xml.slice(0, xml.lastIndexOf('<')));
      padded.write(
        xml.slice(xml.lastIndexOf('<')),
        padded.length - (xml.length - xml.lastIndexOf('<')),
      );
      return { name, data: new Uint8Array(padded), declaredSize: xml.length };
    }),
  );
}

/** A one-page PDF whose content stream is `content`, Flate-compressed `layers` times. */
export function pdfWithContent(content: Uint8Array, layers = 1): Uint8Array {
  let stream: Uint8Array = content;
  for (let i = 0; i < layers; i++) stream = new Uint8Array(deflateSync(stream, { level: 9 }));
  return pdfWithDeflatedContent(stream, layers);
}

/**
 * A one-page PDF around a content stream already Flate-compressed `layers` times (zlib format),
 * for bombs too big to build in memory first.
 */
export function pdfWithDeflatedContent(stream: Uint8Array, layers = 1): Uint8Array {
  const filter = Array.from({ length: layers }, () => '/FlateDecode').join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let at = chunks[0]!.length;
  objects.forEach((o, i) => {
    offsets.push(at);
    const parts =
      o === null
        ? [
            Buffer.from(
              `${i + 1} 0 obj\n<< /Length ${stream.length} /Filter [${filter}] >>\nstream\n`,
            ),
            Buffer.from(stream),
            Buffer.from('\nendstream\nendobj\n'),
          ]
        : [Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`)];
    for (const p of parts) {
      chunks.push(p);
      at += p.length;
    }
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    `startxref\n${at}`,
    '%%EOF\n',
  ].join('\n');
  chunks.push(Buffer.from(xref));
  return new Uint8Array(Buffer.concat(chunks));
}

/** A PDF whose page content inflates to `size` bytes of whitespace (a flate bomb). */
export function flateBombPdf(size: number, layers = 1): Uint8Array {
  const text = Buffer.from(
    'BT /F1 12 Tf 72 720 Td (Sam Bomb, Senior Backend Engineer at Acme) Tj ET\n',
  );
  const content = Buffer.alloc(text.length + size, 0x20);
  text.copy(content);
  return pdfWithContent(new Uint8Array(content), layers);
}

/** A PDF drawing `items` separate pieces of text (each placed on its own with Tm). */
export function manyItemsPdf(items: number): Uint8Array {
  const ops: string[] = ['BT /F1 1 Tf'];
  for (let i = 0; i < items; i++)
    ops.push(`1 0 0 1 ${i % 600} ${(i * 7) % 780} Tm (w${i % 10}) Tj`);
  ops.push('ET');
  return pdfWithContent(utf8(ops.join('\n')));
}

/** A JSON Resume whose `basics` holds arrays nested `depth` levels deep. */
export function deepJsonResume(depth: number): Uint8Array {
  return utf8(`{"basics":{"name":"Deep"},"work":${'['.repeat(depth)}${']'.repeat(depth)}}`);
}
