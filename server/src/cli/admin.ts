// `npm run admin -- set-plan <email> pro|free` and `npm run admin -- set-role <email> admin|user`:
// what an administrator uses to set plans when Stripe is not configured. Same database
// configuration as the server (DATA_DIR / DATABASE_URL).
import { openDatabase } from '../db/client.ts';
import { InvalidEnvError, loadEnv } from '../env.ts';
import { setUserField } from '../modules/admin/admin.service.ts';

const usage = `Usage:
  npm run admin -- set-plan <email> pro|free
  npm run admin -- set-role <email> admin|user`;

/** Runs one admin command; returns the exit code. */
export async function runAdmin(argv: string[], env = process.env): Promise<number> {
  const [command, email, value] = argv;
  let field: { plan: 'free' | 'pro' } | { role: 'user' | 'admin' } | undefined;
  if (command === 'set-plan' && (value === 'pro' || value === 'free')) field = { plan: value };
  if (command === 'set-role' && (value === 'admin' || value === 'user')) field = { role: value };
  if (!field || !email) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  let config;
  try {
    config = loadEnv(env);
  } catch (err) {
    if (err instanceof InvalidEnvError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (!(await setUserField(database.db, email, field))) {
      process.stderr.write(`admin: no user with e-mail ${email}\n`);
      return 1;
    }
    process.stdout.write(`${email}: ${Object.entries(field)[0]?.join(' = ')}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) process.exitCode = await runAdmin(process.argv.slice(2));
