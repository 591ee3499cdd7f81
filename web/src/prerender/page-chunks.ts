/** What the build says about one output chunk (the fields of Rolldown's output chunk used here). */
export type BuiltChunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
};

/** A lazily loaded module of the app, by its source path ("src/pages/master-cv"), to its files. */
export type PageChunks = Record<string, string[]>;

/** The file the build writes the list to, at the root of the site. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/** The key a module is listed under: its path under the app's root, without extension or `/index`. */
export function moduleKey(moduleId: string, root: string): string | undefined {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  if (!moduleId.startsWith(prefix)) return undefined;
  return moduleId
    .slice(prefix.length)
    .replace(/\.[cm]?[jt]sx?$/, '')
    .replace(/\/index$/, '');
}

/**
 * For each lazily imported module of the build: its chunk and every chunk it imports statically,
 * each once, in load order (dependencies first), less the files every page loads with the entry.
 * The app's idle prefetch asks the browser to fetch and compile these files (`modulepreload`)
 * without running them: running a page's modules ahead of time made long tasks on a slow phone
 * while the dashboard was settling.
 */
export function pageChunks(
  bundle: Record<string, BuiltChunk | { type: 'asset' }>,
  root: string,
  base = '/',
): PageChunks {
  const byFile = new Map<string, BuiltChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') byFile.set(output.fileName, output);
  }
  /** FILE and what it imports statically, dependencies first, into FILES (each once). */
  const visit = (file: string, files: string[]) => {
    if (files.includes(file)) return files;
    for (const dependency of byFile.get(file)?.imports ?? []) visit(dependency, files);
    files.push(file);
    return files;
  };
  const loaded = new Set<string>();
  for (const chunk of byFile.values()) {
    if (chunk.isEntry) visit(chunk.fileName, []).forEach((file) => loaded.add(file));
  }
  const map: PageChunks = {};
  for (const chunk of byFile.values()) {
    const key =
      chunk.isDynamicEntry && chunk.facadeModuleId
        ? moduleKey(chunk.facadeModuleId, root)
        : undefined;
    if (!key) continue;
    map[key] = visit(chunk.fileName, [])
      .filter((file) => !loaded.has(file))
      .map((file) => `${base}${file}`);
  }
  return map;
}
