// The central directory of a ZIP file: enough to tell a DOCX from other zips and to refuse
// archives that would inflate to far more than a CV could need (zip bombs).

export interface ZipEntry {
  name: string;
  compressedSize: number;
  size: number;
  /** 0 stored, 8 deflated. */
  method: number;
  /** Offset of the entry's local header. */
  offset: number;
}

/** Lists a ZIP's entries from its central directory, or undefined when it is not a readable zip.
 * @example zipEntries(docxBytes)?.some((e) => e.name === 'word/document.xml') // true
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  if (bytes.length < 22) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const entries: ZipEntry[] = [];
  const names = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return undefined;
    entries.push({
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      method: view.getUint16(at + 10, true),
      offset: view.getUint32(at + 42, true),
    });
    at += 46 + skip;
  }
  return entries;
}

/**
 * Reads one entry's bytes (stored or deflated), or undefined when it cannot be read. Uses the
 * web-standard DecompressionStream, so it runs in Node and in browsers alike.
 * @example const xml = await readZipEntry(bytes, entries.find((e) => e.name === 'word/header1.xml')!)
 */
export async function readZipEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
): Promise<Uint8Array | undefined> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.offset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return undefined;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method !== 8) return undefined;
  try {
    const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch {
    return undefined;
  }
}
