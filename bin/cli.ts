// The bundle's entry (dist/bin/svc.cjs, made by scripts/bundle.ts): the command line, the built-in extensions, and the
// warm-up whose compiled code the build keeps as the bundle's V8 code cache.
export { main } from '../cli/main.js';
export { builtinExtensions } from './builtins.js';
/** The build's warm-ups (bin/warm.ts), loaded only when the build runs them; `ready`: the daemon answered /health. */
export async function warm(variant: 'commands' | 'daemon', ready: () => void = () => {}): Promise<string[]> {
  const warmUps = await import('./warm.js');
  return variant === 'daemon' ? warmUps.warmDaemon(ready) : warmUps.warm();
}
// The bundle's own copy: the caches of what the bundle loaded that way (the generated validator).
export { codeCaches, codeCacheStates } from '../lib/code-cache.js';
