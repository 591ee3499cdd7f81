import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webShells } from './web-shells.ts';

const HASH = "'sha256-cD5iJ5C55PMroLT6IMLvWsDVBRpQty+jPr+yZXXCJF4='";
let base: string;
let dist: string;

async function writeManifest(manifest: unknown, at = new Date()) {
  const file = path.join(dist, 'prerender/shells.json');
  await writeFile(file, JSON.stringify(manifest));
  await utimes(file, at, at);
}

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'jobfit-web-shells-'));
  dist = path.join(base, 'web');
  await mkdir(path.join(dist, 'prerender/auth'), { recursive: true });
  await writeFile(path.join(dist, 'prerender/auth/sign-in.html'), '<p>Sign in</p>');
  await writeFile(path.join(base, 'outside.html'), '<p>Not the web build</p>');
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('webShells', () => {
  it("serves a route's page and the script hashes the manifest names", async () => {
    await writeManifest({
      pages: { '/auth/sign-in': 'prerender/auth/sign-in.html' },
      scriptHashes: [HASH],
    });
    const shells = webShells(dist);
    expect(shells.page('/auth/sign-in')).toBe('<p>Sign in</p>');
    expect(shells.page('/auth/sign-up')).toBeUndefined();
    expect(shells.scriptSources()).toBe(HASH);
  });

  it('has no pages and no hashes in a build without shells', () => {
    const shells = webShells(dist);
    expect(shells.page('/auth/sign-in')).toBeUndefined();
    expect(shells.scriptSources()).toBe('');
  });

  it('reads the build again after a rebuild', async () => {
    await writeManifest(
      { pages: { '/auth/sign-in': 'prerender/auth/sign-in.html' }, scriptHashes: [] },
      new Date(2026, 0, 1),
    );
    const shells = webShells(dist);
    expect(shells.page('/auth/sign-in')).toBe('<p>Sign in</p>');
    await writeFile(path.join(dist, 'prerender/auth/sign-in.html'), '<p>Rebuilt</p>');
    await writeManifest(
      { pages: { '/auth/sign-in': 'prerender/auth/sign-in.html' }, scriptHashes: [HASH] },
      new Date(2026, 0, 2),
    );
    expect(shells.page('/auth/sign-in')).toBe('<p>Rebuilt</p>');
    expect(shells.scriptSources()).toBe(HASH);
  });

  it('ignores a page outside the build and a source that is not a hash', async () => {
    await writeManifest({
      pages: { '/auth/sign-in': 'prerender/auth/sign-in.html', '/up': '../outside.html' },
      scriptHashes: ["'unsafe-inline'", HASH],
    });
    const shells = webShells(dist);
    expect(shells.page('/auth/sign-in')).toBe('<p>Sign in</p>');
    expect(shells.page('/up')).toBeUndefined();
    expect(shells.scriptSources()).toBe(HASH);
  });
});
