// The engine's only door. Each area names its own public API in its folder's index.ts.
export * from './resume.ts';
export * from './engine-error.ts';
export type { NoValues, TextOf } from './engine-text.ts';
export * from './cv/index.ts';
export * from './posting/index.ts';
export * from './skills/index.ts';
export * from './match/index.ts';
export * from './render/index.ts';
export * from './tailor/index.ts';
