// Loads the extensions named in `extensions = [...]`: npm packages or files relative to the config directory.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, kernelError } from '../kernel/errors.js';
import { assertExtension } from '../kernel/extension.js';
import type { LoadedExtension } from '../kernel/host.js';

/** Imports an ES module by URL or package name. */
export type ImportModule = (specifier: string) => Promise<unknown>;

/**
 * `import()` of this module. The bundled CLI hands the kernel its own (bin/svc.js): code compiled from a V8 code cache
 * has no dynamic import of its own, and the bundle's `import()` became `require()`, which cannot load an ES module.
 */
export const importNative: ImportModule = (specifier) => import(specifier);

function isPathEntry(entry: string): boolean {
  return entry.startsWith('./') || entry.startsWith('../') || isAbsolute(entry) || entry === '.' || entry === '..';
}

/** The module file a package directory exposes: `exports` (import/default), then `main`, then index.js. */
function packageEntry(dir: string): string {
  const pkgFile = join(dir, 'package.json');
  if (!existsSync(pkgFile)) return join(dir, 'index.js');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports?: unknown; main?: string };
  let target: unknown = pkg.exports;
  if (target && typeof target === 'object' && !Array.isArray(target) && '.' in target) target = (target as Record<string, unknown>)['.'];
  if (target && typeof target === 'object' && !Array.isArray(target)) {
    const t = target as Record<string, unknown>;
    target = t.import ?? t.default ?? t.node;
  }
  if (typeof target === 'string') return join(dir, target);
  return join(dir, pkg.main ?? 'index.js');
}

function findPackageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** `engines.svc` of a package directory's package.json, when it declares one. */
function engineRange(dir: string): string | undefined {
  try {
    const range = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { engines?: { svc?: unknown } }).engines?.svc;
    return typeof range === 'string' ? range : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The module, the package directory it came from (none for a single file or a bare import) and where its code lives
 * (that directory, or the single file), by which an error's stack names it.
 */
async function importEntry(entry: string, configDir: string, importModule: ImportModule): Promise<{ mod: unknown; dir?: string; location?: string }> {
  if (isPathEntry(entry)) {
    const target = resolve(configDir, entry);
    if (!existsSync(target)) throw new Error(`no file or directory at ${target}`);
    if (!statSync(target).isDirectory()) return { mod: await importModule(pathToFileURL(target).href), location: target };
    return { mod: await importModule(pathToFileURL(packageEntry(target)).href), dir: target, location: target };
  }
  const dir = findPackageDir(entry, configDir);
  if (dir) return { mod: await importModule(pathToFileURL(packageEntry(dir)).href), dir, location: dir };
  return { mod: await importModule(entry) };
}

/** Imports each entry and checks its default export; any failure is a configuration error naming the entry. */
export async function loadThirdParty(entries: unknown, configDir: string, file: string, importModule: ImportModule = importNative): Promise<LoadedExtension[]> {
  if (entries === undefined) return [];
  if (!Array.isArray(entries) || entries.some((e) => typeof e !== 'string' || e.trim() === '')) {
    throw kernelError('SVC_ERR_EXT_LOAD', `${file}: "extensions" must be an array of package names or paths`);
  }
  const out: LoadedExtension[] = [];
  for (const entry of entries as string[]) {
    let loaded: { mod: unknown; dir?: string; location?: string };
    try {
      loaded = await importEntry(entry, configDir, importModule);
    } catch (err) {
      throw kernelError('SVC_ERR_EXT_LOAD', `cannot load extension "${entry}" listed in ${file}: ${describe(err)}`, { cause: err });
    }
    const definition = (loaded.mod as { default?: unknown }).default;
    assertExtension(definition, `extension "${entry}" listed in ${file}`);
    const hostRange = loaded.dir === undefined ? undefined : engineRange(loaded.dir);
    out.push({ definition, source: entry, ...(hostRange === undefined ? {} : { hostRange }), ...(loaded.location === undefined ? {} : { location: loaded.location }) });
  }
  return out;
}
