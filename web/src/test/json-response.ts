/**
 * An API answer for a mocked `fetch`: the body as JSON with its content type.
 *
 * @example vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ error }, 500))
 */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
