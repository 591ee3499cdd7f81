// npm run bench [-- cv|scan|render|cli]: engine speed. Inputs are built before timing; no asserts on time.
const [area] = process.argv.slice(2);
const runs: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  cv: () => import('./speed-cv.ts'),
  scan: () => import('./speed-scan.ts'),
  render: () => import('./speed-render.ts'),
  cli: () => import('./speed-cli.ts'),
};

for (const name of area ? [area] : Object.keys(runs)) {
  const load = runs[name];
  if (!load) {
    console.error(`bench: unknown area '${name}' (cv, scan, render or cli)`);
    process.exit(2);
  }
  await (await load()).run();
}
