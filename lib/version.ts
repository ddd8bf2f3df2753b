// The package's root and version, read once from the package.json above this module (from the sources and from dist/).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let found: { root: string | undefined; version: string } | undefined;

function find(): { root: string | undefined; version: string } {
  if (found) return found;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'svc-runtime' && pkg.version) return (found = { root: dir, version: pkg.version });
    }
    if (dirname(dir) === dir) return (found = { root: undefined, version: '0.0.0' });
  }
}

export function version(): string {
  return find().version;
}

/** The svc-runtime package directory (bin/, extensions/, schema/ are in it); throws when it cannot be found. */
export function packageRoot(): string {
  const root = find().root;
  if (!root) throw new Error('cannot find the svc-runtime package directory above the kernel');
  return root;
}
