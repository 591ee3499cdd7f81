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

// Where an entry's data starts, from its local header (whose own sizes are never trusted).
function dataOf(bytes: Uint8Array, entry: ZipEntry): Uint8Array | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.offset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return undefined;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * Inflates `data` chunk by chunk, handing each chunk to `onChunk`; stops as soon as more than
 * `maxBytes` came out, whatever the archive declares (decision 140). Returns the bytes counted
 * and whether the data inflated cleanly to its end (false when invalid, or cut at the limit).
 */
export async function inflateCounted(
  data: Uint8Array,
  format: 'deflate' | 'deflate-raw',
  maxBytes: number,
  onChunk?: (chunk: Uint8Array) => void,
): Promise<{ bytes: number; complete: boolean }> {
  const reader = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream(format))
    .getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes: total, complete: true };
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { bytes: total, complete: false };
      }
      onChunk?.(value);
    }
  } catch {
    return { bytes: total, complete: false };
  }
}

/**
 * Inflates every entry of a zip with a running count, and says whether all of them together
 * stay within `maxBytes` (and the archive within `maxEntries` parts). Lying headers do not help:
 * the count is of what comes out, and it stops one chunk past the limit.
 * @example if (!(await zipInflatesWithin(bytes, 50 << 20, 2000))) throw new EngineError('too_large', { key: 'docx_inflates' })
 */
export async function zipInflatesWithin(
  bytes: Uint8Array,
  maxBytes: number,
  maxEntries: number,
): Promise<boolean> {
  const entries = zipEntries(bytes);
  if (!entries) return true; // not a readable zip: the reader reports it as damaged
  if (entries.length > maxEntries) return false;
  let left = maxBytes;
  for (const entry of entries) {
    const data = dataOf(bytes, entry);
    if (!data) continue;
    left -=
      entry.method === 8
        ? (await inflateCounted(data, 'deflate-raw', left)).bytes
        : data.byteLength;
    if (left < 0) return false;
  }
  return true;
}

/**
 * Reads one entry's bytes (stored or deflated), or undefined when it cannot be read or inflates
 * beyond `maxBytes`. Uses the web-standard DecompressionStream, so it runs in Node and in
 * browsers alike.
 * @example const xml = await readZipEntry(bytes, entries.find((e) => e.name === 'word/header1.xml')!)
 */
export async function readZipEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  maxBytes = 50 * 1024 * 1024,
): Promise<Uint8Array | undefined> {
  const data = dataOf(bytes, entry);
  if (!data) return undefined;
  if (entry.method === 0) return data.byteLength <= maxBytes ? data : undefined;
  if (entry.method !== 8) return undefined;
  const chunks: Uint8Array[] = [];
  const { bytes: n, complete } = await inflateCounted(data, 'deflate-raw', maxBytes, (c) =>
    chunks.push(c),
  );
  if (!complete) return undefined;
  const out = new Uint8Array(n);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
