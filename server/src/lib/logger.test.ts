import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const loggerModule = new URL('./logger.ts', import.meta.url).href;

/** Runs SCRIPT (ES module source) in a new Node process; its stdout lines. */
function runNode(script: string): string[] {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(result.status).toBe(0);
  return result.stdout.split('\n').filter(Boolean);
}

describe('createLogger', () => {
  it('writes every line logged before the process exits, though it writes asynchronously', () => {
    const lines = runNode(`
      import { createLogger } from ${JSON.stringify(loggerModule)};
      const logger = createLogger('info');
      for (let i = 0; i < 2000; i++) logger.info({ i }, 'request done');
      process.exit(0);
    `);
    expect(lines).toHaveLength(2000);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ i: 1999, msg: 'request done' });
  });

  it('keeps cookies and passwords out of the log', () => {
    const [line] = runNode(`
      import { createLogger } from ${JSON.stringify(loggerModule)};
      createLogger('info').info({ req: { headers: { cookie: 'session=secret' } }, body: { password: 'hunter2' } }, 'in');
    `);
    expect(line).toContain('[Redacted]');
    expect(line).not.toContain('secret');
    expect(line).not.toContain('hunter2');
  });
});
