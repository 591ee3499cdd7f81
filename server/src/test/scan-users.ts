import { Scan } from '@jobfit/contracts';
import { expect } from 'vitest';
import { readJson, type TestClient } from './http-client.ts';
import type { TestContext, TestUser } from './test-context.ts';

/**
 * A new user whose master CV is one backend job at Northwind: its bullet and its skills list name
 * `skills`, so a scan of a backend posting finds them in both places.
 */
export async function userWithBackendCv(
  t: TestContext,
  basics: { name: string; email: string; phone?: string },
  skills = ['TypeScript'],
): Promise<TestUser> {
  const u = await t.signUp();
  const res = await u.client.request('/api/cv', {
    method: 'PUT',
    json: {
      resume: {
        basics,
        work: [
          {
            name: 'Northwind',
            position: 'Senior Backend Engineer',
            startDate: '2017-01',
            highlights: [`Built services with ${skills.join(', ')} serving 3 million users`],
          },
        ],
        education: [],
        skills: [{ name: 'Backend', keywords: skills }],
      },
    },
  });
  expect(res.status).toBe(200);
  return u;
}

/** POST /api/scans, which must create the scan; its answer, parsed. */
export async function newScan(client: TestClient, body: Record<string, unknown>): Promise<Scan> {
  const res = await client.post('/api/scans', body);
  expect(res.status).toBe(201);
  return Scan.parse(await readJson(res));
}
