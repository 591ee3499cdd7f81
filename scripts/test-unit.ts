// npm run test:unit [-- VITEST ARGS]: the Vitest suite (engine, contracts, server on PGlite and,
// with DATABASE_URL, on PostgreSQL, web). A test file whose worker process V8 itself aborted while
// freeing WebAssembly code (the embedded database's; a known bug of the V8 in Node 24, decision
// 200) is run once more, on its own. Nothing else is ever run again: a failed test, a failed file
// or any other error fails the run as it is.
import { spawn } from 'node:child_process';

interface Run {
  code: number;
  output: string;
}

function vitest(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('vitest', ['run', ...args], { stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      output += chunk.toString();
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

// Without colours, so the summary lines can be read.
// eslint-disable-next-line no-control-regex
const plain = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * The test files whose worker died of V8's abort, when that is the run's only trouble; else none.
 *
 * @example abortedFiles(output) // ['/repo/server/src/modules/scans/scans.test.ts']
 */
function abortedFiles(output: string): string[] {
  const text = plain(output);
  const aborted = [
    ...text.matchAll(
      /Worker exited unexpectedly with signal SIGTRAP during \w+ state while running test file (\S+)/g,
    ),
  ].map((m) => m[1] as string);
  if (aborted.length === 0) return [];
  const v8Abort = /Check failed: jit_page/.test(text);
  const failedTests = /^\s*Tests\s+.*\b\d+ failed/m.test(text);
  const failedFiles = /^\s*Test Files\s+.*\b\d+ failed/m.test(text);
  const errors = Number(/^\s*Errors\s+(\d+) errors?/m.exec(text)?.[1] ?? 0);
  if (!v8Abort || failedTests || failedFiles || errors !== aborted.length) return [];
  return [...new Set(aborted)];
}

const args = process.argv.slice(2);
const first = await vitest(args);
const again = first.code === 0 ? [] : abortedFiles(first.output);
if (again.length === 0) process.exit(first.code);
console.log(`\nV8 aborted the worker of ${again.length} test file(s); running them once more:`);
const second = await vitest(again);
process.exit(second.code);
