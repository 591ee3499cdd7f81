#!/usr/bin/env node
// The jobfit command. The code is TypeScript, run by Node 24's type stripping (docs/decisions/002).
import module from 'node:module';
import v8 from 'node:v8';

// V8 keeps the compiled engine between runs (Node's compile cache, in the OS temp folder unless
// NODE_COMPILE_CACHE names another): later runs start in about half the CPU time. Enabled before
// the engine is imported, so every module of it is cached.
module.enableCompileCache?.();
// V8 first runs a regular expression in its interpreter and compiles it to machine code on the
// second use; the engine's large expressions cost more interpreted once than compiled at once,
// and a command is one short run (docs/decisions/219).
v8.setFlagsFromString('--no-regexp-tier-up');
const { main } = await import('../src/cli/main.ts');

process.exitCode = await main(process.argv.slice(2));
