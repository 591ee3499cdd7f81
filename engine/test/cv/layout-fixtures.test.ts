import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { LAYOUT_FIXTURES } from '../fixtures/cv/layout/make-fixtures.ts';

describe('layout fixture files', () => {
  it.each(Object.keys(LAYOUT_FIXTURES))(
    '%s on disk is what make-fixtures.ts builds (run it after changing a builder)',
    async (name) => {
      const built = await LAYOUT_FIXTURES[name]?.();
      const onDisk = await readFile(new URL(`../fixtures/cv/layout/${name}`, import.meta.url));
      expect(Buffer.from(built ?? []).equals(onDisk)).toBe(true);
    },
  );
});
