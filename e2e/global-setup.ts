import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpCapture } from '../server/src/test/smtp-capture.ts';
import { E2E_PORT } from './playwright.config.ts';

/**
 * Starts a real SMTP capture (each message becomes a JSON file in E2E_MAIL_DIR for the tests to
 * read) and the real server, built web app included, on a fresh embedded database.
 */
export default async function globalSetup() {
  const work = mkdtempSync(path.join(tmpdir(), 'jobfit-e2e-'));
  const mailDir = path.join(work, 'mail');
  mkdirSync(mailDir);
  let n = 0;
  const smtp = await startSmtpCapture({
    onMessage: (mail) => {
      // Written under another name, then renamed: a test polling the folder never reads half a
      // message (a partly written file failed JSON.parse in a clean-clone run).
      const file = path.join(mailDir, `${String(++n).padStart(5, '0')}.json`);
      writeFileSync(`${file}.partial`, JSON.stringify(mail));
      renameSync(`${file}.partial`, file);
    },
  });
  process.env.E2E_MAIL_DIR = mailDir;

  const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
  const root = path.join(import.meta.dirname, '..');
  const server = spawn(process.execPath, ['server/src/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
      // Each test browser context sends its own X-Forwarded-For, so per-IP auth rate limits
      // apply per simulated visitor rather than to the whole suite.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      // posting-import.spec.ts serves saved postings on 127.0.0.1: the import may fetch that
      // host here only, by this explicit test setting (decision 170).
      IMPORT_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    },
  });
  const output: string[] = [];
  server.stdout.on('data', (d) => output.push(String(d)));
  server.stderr.on('data', (d) => output.push(String(d)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await smtp.close();
    if (process.env.E2E_SHOW_SERVER_LOG) process.stdout.write(output.join(''));
  };
}
