const usage = `Usage:
  jobfit parse-cv FILE [--json]
  jobfit skills FILE|- [--json] [--batch]
  jobfit scan --cv FILE --job FILE [--json] [--batch]`;

/** A CLI command: arguments after its name in, exit code out. Writes only to stdout/stderr. */
export type Command = (args: string[]) => Promise<number>;

// Each command loads its part of the engine only when it runs: `--help` or a usage error answers
// without loading the CV parsers, the skills index or the tagger.
const commands: Record<string, () => Promise<Command>> = {
  'parse-cv': async () => (await import('./parse-cv.ts')).parseCvCommand,
  skills: async () => (await import('./skills.ts')).skillsCommand,
  scan: async () => (await import('./scan.ts')).scanCommand,
};

/**
 * Runs the jobfit CLI and returns the exit code; errors are one line on stderr.
 *
 * @example process.exitCode = await main(['parse-cv', 'cv.pdf', '--json'])
 */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    process.stdout.write(`${usage}\n`);
    return name === undefined ? 2 : 0;
  }
  const load = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!load) {
    process.stderr.write(`jobfit: unknown command '${name}'\n${usage}\n`);
    return 2;
  }
  return (await load())(rest);
}
