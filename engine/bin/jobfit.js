#!/usr/bin/env node
// The jobfit command. The code is TypeScript, run by Node 24's type stripping (docs/decisions/002).
import { main } from '../src/cli/main.ts';

process.exitCode = await main(process.argv.slice(2));
