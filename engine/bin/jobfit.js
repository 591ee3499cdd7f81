#!/usr/bin/env -S node --no-regexp-tier-up
// The jobfit command. The code is TypeScript, run by Node 24's type stripping (docs/decisions/002).
// A command is one short run in which the engine's hundreds of regular expressions are each used a
// few times: V8 compiles each to machine code at its first use rather than interpreting it first
// and compiling it on the next (`--no-regexp-tier-up` on the #! line, given before V8 starts;
// decision 224, after 219's attempt to set it at run time).
import module from 'node:module';

// V8 keeps the compiled engine between runs (Node's compile cache, in the OS temp folder unless
// NODE_COMPILE_CACHE names another): later runs start in about half the CPU time. Enabled before
// the engine is imported, so every module of it is cached.
module.enableCompileCache?.();
const { main } = await import('../src/cli/main.ts');

process.exitCode = await main(process.argv.slice(2));
