// `npm run dev`: the API server (restarting on change) on :3000 and Vite's dev server on :5173,
// which proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const children = [
  spawn(
    process.execPath,
    [
      '--watch-path=server/src',
      '--watch-path=engine/src',
      '--watch-path=contracts/src',
      'server/src/index.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'development',
        APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
      },
    },
  ),
  spawn('npm', ['run', 'dev', '-w', '@jobfit/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
