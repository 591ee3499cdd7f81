/**
 * An `attachment` Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266/5987),
 * so no file name can break the header.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
