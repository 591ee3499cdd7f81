import { describe, expect, it } from 'vitest';
import { type BuiltChunk, moduleKey, pageChunks } from './page-chunks';

const chunk = (fileName: string, more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  type: 'chunk',
  fileName,
  imports: [],
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  ...more,
});

describe('moduleKey', () => {
  it('names a module by its path under the root, without extension or index', () => {
    expect(moduleKey('/app/web/src/pages/master-cv/index.tsx', '/app/web')).toBe(
      'src/pages/master-cv',
    );
    expect(moduleKey('/app/web/src/routes/route-data.ts', '/app/web/')).toBe(
      'src/routes/route-data',
    );
    expect(moduleKey('/elsewhere/x.ts', '/app/web')).toBeUndefined();
  });
});

describe('pageChunks', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', {
      isEntry: true,
      imports: ['assets/framework.js'],
    }),
    'assets/framework.js': chunk('assets/framework.js'),
    'assets/Button.js': chunk('assets/Button.js', { imports: ['assets/framework.js'] }),
    'assets/Paper.js': chunk('assets/Paper.js', { imports: ['assets/Button.js'] }),
    'assets/master-cv.js': chunk('assets/master-cv.js', {
      isDynamicEntry: true,
      facadeModuleId: '/app/web/src/pages/master-cv/index.tsx',
      imports: ['assets/Paper.js', 'assets/Button.js', 'assets/framework.js'],
    }),
    'assets/style.css': { type: 'asset' as const },
  };

  it('lists a lazy page’s files, dependencies first and each once, less what the entry loads', () => {
    expect(pageChunks(bundle, '/app/web')).toEqual({
      'src/pages/master-cv': ['/assets/Button.js', '/assets/Paper.js', '/assets/master-cv.js'],
    });
  });

  it('puts the site’s base before each file', () => {
    expect(pageChunks(bundle, '/app/web', '/jobfit/')['src/pages/master-cv']?.[0]).toBe(
      '/jobfit/assets/Button.js',
    );
  });
});
