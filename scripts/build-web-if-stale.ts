// Builds the web app when web/dist is missing or older than its sources, so that `npm start`
// after `npm install` works on a fresh clone and restarts stay fast.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const built = path.join(root, 'web/dist/index.html');
const sources = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/prerender-plugin.ts',
  'web/package.json',
  'contracts/src',
];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt >= sourcesAt) {
  process.stdout.write('web: build is up to date\n');
} else {
  process.stdout.write('web: building the app (vite build)…\n');
  const result = spawnSync('npm', ['run', 'build', '-w', '@jobfit/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
