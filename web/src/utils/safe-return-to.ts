/**
 * The `returnTo` query value when it is a same-site relative path, else `fallback`.
 * Rejects absolute URLs, protocol-relative `//host` and backslash tricks (`/\host`).
 */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (Array.from(value).some((ch) => ch.charCodeAt(0) < 32)) return fallback;
  return value;
}
