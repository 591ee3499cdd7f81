// WOFF 1.0 → TrueType. fontkit reads WOFF, but inflates a table with a slow JavaScript inflater on
// every access, which made a CV PDF take ~0.8 s; unpacking once with the platform's own inflater
// (the web-standard DecompressionStream) and caching the TrueType bytes takes that to milliseconds.

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The sfnt (TrueType/OpenType) bytes of a WOFF file; other bytes are returned unchanged. */
export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // 'wOFF'
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const e = 44 + i * 20;
    const offset = view.getUint32(e + 4);
    const compLength = view.getUint32(e + 8);
    const origLength = view.getUint32(e + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: view.getUint32(e),
      checksum: view.getUint32(e + 16),
      data: compLength < origLength ? await inflate(raw) : raw,
    });
  }
  const pad = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + numTables * 16;
  const size = tables.reduce((s, t) => s + pad(t.data.length), headerSize);
  const out = new Uint8Array(size);
  const o = new DataView(out.buffer);
  const log2 = Math.floor(Math.log2(numTables));
  o.setUint32(0, flavor);
  o.setUint16(4, numTables);
  o.setUint16(6, 2 ** log2 * 16);
  o.setUint16(8, log2);
  o.setUint16(10, numTables * 16 - 2 ** log2 * 16);
  let at = headerSize;
  tables.forEach((t, i) => {
    const r = 12 + i * 16;
    o.setUint32(r, t.tag);
    o.setUint32(r + 4, t.checksum);
    o.setUint32(r + 8, at);
    o.setUint32(r + 12, t.data.length);
    out.set(t.data, at);
    at += pad(t.data.length);
  });
  return out;
}
