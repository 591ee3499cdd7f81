import { i18n } from '@lingui/core';
import { apiRoutes } from '@jobfit/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../api-client';

// The server writes e-mails and errors in the language the request names (decision 196).
afterEach(() => {
  vi.restoreAllMocks();
  i18n.activate('en');
});

const headerOf = (init: RequestInit | undefined) =>
  new Headers(init?.headers).get('accept-language');

describe('the reader’s language goes with every request', () => {
  it('names the active language in API calls', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(null, { status: 204 })));
    await apiCall(apiRoutes.deleteAvatar);
    expect(headerOf(fetch.mock.calls[0]![1])).toBe('en');
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    await apiCall(apiRoutes.deleteAvatar);
    expect(headerOf(fetch.mock.calls[1]![1])).toBe('de');
  });

  it('names it in the auth client’s calls, which send the e-mails', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(Response.json({ status: true }, { status: 200 })));
    // The client takes `fetch` when it is made, so it is made after the spy.
    const { authClient } = await import('../auth-client');
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    await authClient.requestPasswordReset({ email: 'a@example.com' });
    const [input, init] = fetch.mock.calls[0]!;
    const headers = input instanceof Request ? input.headers : new Headers(init?.headers);
    expect(String(input instanceof Request ? input.url : input)).toContain(
      '/api/auth/request-password-reset',
    );
    expect(headers.get('accept-language')).toBe('de');
  });
});
