import { apiPath, apiRoutes } from '@jobfit/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { jsonResponse } from 'src/test/json-response';
import { apiCall } from './api-client';

afterEach(() => vi.restoreAllMocks());

const id = '4f0c7a52-1d1e-4b7e-9a43-0a4f3c1f5b10';

describe('apiCall: a route of the contracts table', () => {
  it('takes method and path from the table and sends the typed body', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiCall(apiRoutes.deleteAccount, { body: { password: 'pw' } })).resolves.toBe(
      undefined,
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/account');
    expect(init).toMatchObject({ method: 'DELETE', body: '{"password":"pw"}' });
  });

  it('fills path params and the query, and parses the answer with the route’s schema', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ updated: 2 }));
    const out = await apiCall(apiRoutes.restoreKeyword, {
      params: { id },
      query: { keyword: 'C# / .NET' },
    }).catch((err: unknown) => err);
    expect(fetch.mock.calls[0]![0]).toBe(
      `/api/scans/${id}/dismissed-keywords?keyword=C%23+%2F+.NET`,
    );
    // The answer is not a Scan: a drifting payload fails here, not in a component.
    expect(out).toBeInstanceOf(ZodError);
    fetch.mockResolvedValue(jsonResponse({ updated: 2 }));
    await expect(
      apiCall(apiRoutes.bulkSetJobStatus, { body: { ids: [id], status: 'applied' } }),
    ).resolves.toEqual({ updated: 2 });
  });

  it('builds the same URLs for SWR keys and links', () => {
    expect(apiPath(apiRoutes.getJobTarget, { params: { id: 'a/b' } })).toBe(
      '/api/job-targets/a%2Fb',
    );
    expect(
      apiPath(apiRoutes.listJobTargets, { query: { status: ['saved', 'offer'], page: 2 } }),
    ).toBe('/api/job-targets?status=saved&status=offer&page=2');
    expect(() => apiPath(apiRoutes.getScan, { params: {} as { id: string } })).toThrow(/no "id"/);
  });
});
