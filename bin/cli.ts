// The bundle's entry (dist/bin/svc.cjs, made by scripts/bundle.ts): the command line, the built-in extensions, and the
// warm-up whose compiled code the build keeps as the bundle's V8 code cache.
export { main } from '../kernel/cli/main.js';
export { builtinExtensions } from './builtins.js';
export { warm } from './warm.js';
