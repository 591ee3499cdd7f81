/**
 * A small browser-like HTTP client for integration tests: keeps cookies, sends the Origin a
 * browser would, and a per-client X-Forwarded-For so rate limits can tell test "devices" apart.
 */
export class TestClient {
  readonly baseUrl: string;
  readonly ip: string;
  private readonly cookies = new Map<string, string>();

  constructor(baseUrl: string, ip: string) {
    this.baseUrl = baseUrl;
    this.ip = ip;
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', this.baseUrl);
    headers.set('x-forwarded-for', this.ip);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(new URL(path, this.baseUrl), {
      ...init,
      headers,
      body,
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) this.storeCookie(cookie);
    return res;
  }

  get(path: string, init?: RequestInit) {
    return this.request(path, { ...init, method: 'GET' });
  }

  post(path: string, json?: unknown, init?: RequestInit) {
    return this.request(path, { ...init, method: 'POST', json: json ?? {} });
  }

  /** The cookie's value, or undefined. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.endsWith('session_token'));
  }

  private storeCookie(header: string) {
    const [pair, ...attrs] = header.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (!pair || eq < 0) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** A response body as JSON, loosely typed for assertions (`toMatchObject` checks the shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readJson = (res: Response): Promise<any> => res.json();
