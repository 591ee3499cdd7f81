import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { user } from '../db/schema.ts';
import { backup, restore } from './backup.ts';

describe.skipIf(process.env.JOBFIT_TEST_DB === 'postgres')('backup and restore', () => {
  it('brings back the embedded database, files and auth secret', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jobfit-backup-'));
    let database = await openDatabase({ dataDir });
    await database.db.insert(user).values({ id: 'b1', name: 'Backed Up', email: 'b@example.com' });
    await database.close();
    await mkdir(path.join(dataDir, 'files', 'b1'), { recursive: true });
    await writeFile(path.join(dataDir, 'files', 'b1', 'cv'), 'original file');
    await writeFile(path.join(dataDir, 'auth-secret'), 's'.repeat(40));

    const folder = await backup(dataDir, false, path.join(dataDir, '..', `bk-${Date.now()}`));

    // Lose data after the backup.
    database = await openDatabase({ dataDir });
    await database.db.delete(user).where(eq(user.id, 'b1'));
    await database.close();
    await writeFile(path.join(dataDir, 'files', 'b1', 'cv'), 'overwritten');

    await restore(dataDir, false, folder);
    database = await openDatabase({ dataDir });
    const rows = await database.db.select().from(user).where(eq(user.id, 'b1'));
    await database.close();
    expect(rows.map((r) => r.name)).toEqual(['Backed Up']);
    expect(await readFile(path.join(dataDir, 'files', 'b1', 'cv'), 'utf8')).toBe('original file');
    expect(await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).toBe('s'.repeat(40));
  });

  it('refuses a folder that is not a backup', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jobfit-notbackup-'));
    await writeFile(path.join(dir, 'backup.json'), '{"format":"other"}');
    await expect(restore(dir, false, dir)).rejects.toThrow('is not a Jobfit backup');
  });
});
