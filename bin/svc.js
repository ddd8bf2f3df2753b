#!/usr/bin/env node
// The `svc` binary: the composition root that hands the built-in extensions to the kernel's CLI.
import { main } from '../dist/kernel/cli/main.js';
import { builtinExtensions } from '../dist/bin/builtins.js';

const code = await main(process.argv.slice(2), builtinExtensions, {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
process.exitCode = code;
// A handle an extension forgot to close must not keep a finished command alive.
setTimeout(() => process.exit(code), 2000).unref();
