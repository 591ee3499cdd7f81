import { once } from 'node:events';

/** Writes one output line, waiting when the reader is slower than we are (thousands of lines). */
async function writeLine(line: string): Promise<void> {
  if (!process.stdout.write(line)) await once(process.stdout, 'drain');
}

/**
 * A `--batch` run: each non-blank line of standard input is read as JSON and answered by
 * `answer`, whose fields are printed as one JSON line after the line's `id`, streamed; a line that
 * fails prints `{"id","error":"line N: …"}` (`why` words the error) and the run exits 1.
 *
 * @example process.exitCode = await runBatch('skills', (input) => ({ skills: [] }))
 */
export async function runBatch(
  command: string,
  answer: (input: Record<string, unknown>) => Promise<object> | object,
  why: (err: Error) => string = (err) => err.message,
): Promise<number> {
  let failed = 0;
  let lineNo = 0;
  // Loaded for a batch only: readline and the streams under it are ~5 ms of a start.
  const { createInterface } = await import('node:readline');
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    lineNo++;
    if (line.trim() === '') continue;
    let id: unknown = null;
    try {
      const input = JSON.parse(line) as Record<string, unknown>;
      id = input.id ?? null;
      await writeLine(`${JSON.stringify({ id, ...(await answer(input)) })}\n`);
    } catch (err) {
      failed++;
      const message = err instanceof SyntaxError ? 'not valid JSON' : why(err as Error);
      await writeLine(`${JSON.stringify({ id, error: `line ${lineNo}: ${message}` })}\n`);
    }
  }
  if (failed > 0)
    process.stderr.write(`jobfit ${command}: ${failed} line${failed === 1 ? '' : 's'} failed\n`);
  return failed > 0 ? 1 : 0;
}
