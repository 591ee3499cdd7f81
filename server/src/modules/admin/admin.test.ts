import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AdminUserList } from '@jobfit/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin.ts';
import { openDatabase } from '../../db/client.ts';
import { user } from '../../db/schema.ts';
import { readJson } from '../../test/http-client.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('admin API', () => {
  it('is for admins only', async () => {
    const u = await t.signUp();
    const res = await u.client.get('/api/admin/users');
    expect(res.status).toBe(403);
    expect(await readJson(res)).toEqual({
      error: { code: 'forbidden', message: 'Administrators only.' },
    });
    expect((await t.client().get('/api/admin/users')).status).toBe(401);
  });

  it('lists users with plan, usage and verification for an admin', async () => {
    const admin = await t.signUp({ name: 'Admin' });
    await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
    const other = await t.signUp({ name: 'Other' });
    const list = AdminUserList.parse(await readJson(await admin.client.get('/api/admin/users')));
    expect(list.items.find((i) => i.id === other.id)).toMatchObject({
      name: 'Other',
      emailVerified: true,
      role: 'user',
      plan: 'free',
      scansThisMonth: 0,
    });
    expect(list.items.find((i) => i.id === admin.id)?.role).toBe('admin');
  });
});

describe('npm run admin', () => {
  it('sets a plan and a role by e-mail in the configured database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jobfit-admin-'));
    const seed = await openDatabase({ dataDir });
    await seed.db.insert(user).values({ id: 'u1', name: 'Cli', email: 'cli@example.com' });
    await seed.close();

    const env = { DATA_DIR: dataDir };
    expect(await runAdmin(['set-plan', 'CLI@example.com', 'pro'], env)).toBe(0);
    expect(await runAdmin(['set-role', 'cli@example.com', 'admin'], env)).toBe(0);
    expect(await runAdmin(['set-plan', 'nobody@example.com', 'pro'], env)).toBe(1);
    expect(await runAdmin(['set-plan', 'cli@example.com', 'gold'], env)).toBe(2);

    const check = await openDatabase({ dataDir });
    const [row] = await check.db.select().from(user).where(eq(user.id, 'u1'));
    await check.close();
    expect(row).toMatchObject({ plan: 'pro', role: 'admin' });
  });
});
