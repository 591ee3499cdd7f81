#!/usr/bin/env node
// The jobfit command. The code is TypeScript, run by Node 24's type stripping (docs/decisions/002).
import module from 'node:module';

// V8 keeps the compiled engine between runs (Node's compile cache, in the OS temp folder unless
// NODE_COMPILE_CACHE names another): later runs start in about half the CPU time. Enabled before
// the engine is imported, so every module of it is cached.
module.enableCompileCache?.();
const { main } = await import('../src/cli/main.ts');

process.exitCode = await main(process.argv.slice(2));
