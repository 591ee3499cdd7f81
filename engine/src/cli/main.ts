import { parseCvCommand } from './parse-cv.ts';
import { scanCommand } from './scan.ts';
import { skillsCommand } from './skills.ts';

const usage = `Usage:
  jobfit parse-cv FILE [--json]
  jobfit skills FILE|- [--json] [--batch]
  jobfit scan --cv FILE --job FILE [--json] [--batch]`;

/** A CLI command: arguments after its name in, exit code out. Writes only to stdout/stderr. */
export type Command = (args: string[]) => Promise<number>;

const commands: Record<string, Command> = {
  'parse-cv': parseCvCommand,
  skills: skillsCommand,
  scan: scanCommand,
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
  const command = commands[name];
  if (!command) {
    process.stderr.write(`jobfit: unknown command '${name}'\n${usage}\n`);
    return 2;
  }
  return command(rest);
}
