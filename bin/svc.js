#!/usr/bin/env node
// The `svc` binary: the composition root that hands the built-in extensions to the kernel's CLI, loaded from its
// bundle with the build's code cache (bin/load.ts).
import { loadCli } from '../dist/bin/load.js';

const { main, builtinExtensions } = loadCli(process.argv[2] === 'daemon' ? 'daemon' : 'commands').cli;

// A reader that went away (`svc … | head -1`) is not a failure of the command: what it writes later is dropped and
// it ends with its own exit code, without a stack trace. Any other stream error stays fatal.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err) => {
    if (err.code !== 'EPIPE' && err.code !== 'ERR_STREAM_DESTROYED') throw err;
  });
}

const code = await main(process.argv.slice(2), builtinExtensions, {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  // The bundle has no import() of its own (bin/load.ts): third-party extensions are imported from here.
  importModule: (specifier) => import(specifier),
});
process.exitCode = code;
// A handle an extension forgot to close must not keep a finished command alive.
setTimeout(() => process.exit(code), 2000).unref();
