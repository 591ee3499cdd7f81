// npm run bench:quality -- [cv|skills|scan|postings|letters] [DIR]: accuracy of the engine on real, public data.
const [area, dir] = process.argv.slice(2);
const runs: Record<string, () => Promise<{ run: (dir?: string) => Promise<void> }>> = {
  cv: () => import('./quality-cv.ts'),
  skills: () => import('./quality-skills.ts'),
  scan: () => import('./quality-scan.ts'),
  postings: () => import('./quality-postings.ts'),
  letters: () => import('./quality-letters.ts'),
};

const chosen = area ? [area] : Object.keys(runs);
for (const name of chosen) {
  const load = runs[name];
  if (!load) {
    console.error(`bench:quality: unknown area '${name}' (cv, skills, scan, postings or letters)`);
    process.exit(2);
  }
  await (await load()).run(area ? dir : undefined);
}
