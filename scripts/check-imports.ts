// The import rules of STYLE.md, checked on the source tree: the kernel imports no extension and no role folder but
// lib/ (runner/, core/, cli/, testing/ build on the kernel, never the other way round); lib/ imports nothing of the
// tree outside itself (small utilities, like a dependency); an extension imports another extension only through its
// api.ts, and no role folder but the runner's composition; no extension imports pino (it gets kernel.logger); config
// types come from their owner's generated file (never the merged schema/config.generated.ts); and the kernel's modules
// import one another without a cycle (type-only imports included).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Violation {
  readonly file: string;
  readonly imports: string;
  readonly rule: string;
}

const SOURCE = /\.(ts|mts|js|mjs)$/;
/** Static imports, re-exports and dynamic `import('…')` with a literal specifier. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

function* sources(dir: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules') yield* sources(path);
    } else if (SOURCE.test(e.name) && !e.name.endsWith('.d.ts')) yield path;
  }
}

/** The folders that run on the kernel, each named for its role; the kernel imports none of them but lib/. */
export const ROLE_FOLDERS = ['lib', 'core', 'runner', 'cli', 'testing'] as const;
/** What an extension may import besides the kernel, lib/ and other extensions' api.ts. */
const EXTENSION_MAY_IMPORT = new Set(['kernel', 'lib', 'extensions', 'schema', 'node_modules']);

/** Every violation under `root` (a checkout: its kernel/, role folders, extensions/, bin/ and test/ folders). */
export function importViolations(root: string): Violation[] {
  const out: Violation[] = [];
  for (const top of ['kernel', ...ROLE_FOLDERS, 'extensions', 'bin', 'test']) {
    for (const path of sources(join(root, top))) {
      const file = relative(root, path);
      const from = file.split(sep);
      const text = readFileSync(path, 'utf8');
      for (const m of text.matchAll(SPECIFIER)) {
        const spec = m[1]!;
        if (spec === 'pino' && from[0] === 'extensions') out.push({ file, imports: spec, rule: 'an extension logs through kernel.logger, never pino' });
        if (!spec.startsWith('.')) continue;
        const to = normalize(join(dirname(file), spec)).split(sep);
        if (to.join('/').replace(/\.(js|ts)$/, '') === 'schema/config.generated') {
          out.push({ file, imports: spec, rule: 'section types come from their owner (extensions/<name>/config.generated.ts, re-exported by its api.ts)' });
        }
        if (from[0] === 'kernel' && to[0] === 'extensions') out.push({ file, imports: spec, rule: 'the kernel imports no extension' });
        if (from[0] === 'kernel' && (ROLE_FOLDERS as readonly string[]).includes(to[0]!) && to[0] !== 'lib') {
          out.push({ file, imports: spec, rule: `the kernel imports no role folder (${to[0]}/ builds on the kernel)` });
        }
        if (from[0] === 'lib' && to[0] !== 'lib') out.push({ file, imports: spec, rule: 'lib/ imports nothing of the tree outside itself' });
        if (from[0] === 'extensions' && !EXTENSION_MAY_IMPORT.has(to[0]!)) {
          out.push({ file, imports: spec, rule: `an extension imports the kernel's public entry, lib/ and other extensions' api.ts, never ${to[0]}/` });
        }
        if (from[0] === 'extensions' && to[0] === 'extensions' && to[1] !== from[1] && !/^api\.(js|ts)$/.test(to.slice(2).join('/'))) {
          out.push({ file, imports: spec, rule: `an extension reaches another only through its api.ts (extensions/${to[1]}/api.ts)` });
        }
      }
    }
  }
  return out;
}

/** The import cycles among the modules under `root/kernel`, each as its files (strongly connected components). */
export function kernelCycles(root: string): string[][] {
  const graph = new Map<string, string[]>();
  for (const path of sources(join(root, 'kernel'))) {
    const file = relative(root, path);
    const deps: string[] = [];
    for (const m of readFileSync(path, 'utf8').matchAll(SPECIFIER)) {
      if (!m[1]!.startsWith('.')) continue;
      const to = normalize(join(dirname(file), m[1]!)).replace(/\.js$/, '.ts');
      if (to.startsWith(`kernel${sep}`)) deps.push(to);
    }
    graph.set(file, deps);
  }
  // Tarjan's algorithm: a component of more than one module is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** What a newcomer reads in 20 minutes (issue 32): the kernel's source lines in all, and in any one file. */
export const KERNEL_LIMITS = { total: 3000, file: 400 } as const;

/** The kernel's size against KERNEL_LIMITS: one line for the total or a file over its limit, none when within. */
export function kernelSizeProblems(root: string, limits: { total: number; file: number } = KERNEL_LIMITS): string[] {
  const out: string[] = [];
  let total = 0;
  for (const path of sources(join(root, 'kernel'))) {
    const text = readFileSync(path, 'utf8');
    const lines = text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    total += lines;
    if (lines > limits.file) out.push(`${relative(root, path)} is ${lines} lines (at most ${limits.file}: split it by job)`);
  }
  if (total > limits.total) out.push(`kernel/ is ${total} lines (at most ${limits.total}: move what is not the host to a role folder or lib/)`);
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const found = importViolations(root);
  for (const v of found) console.log(`${v.file}: imports ${v.imports}: ${v.rule}`);
  const cycles = kernelCycles(root);
  for (const c of cycles) console.log(`import cycle in the kernel: ${c.join(' -> ')}`);
  const size = kernelSizeProblems(root);
  for (const p of size) console.log(p);
  process.exitCode = found.length || cycles.length || size.length ? 1 : 0;
}
