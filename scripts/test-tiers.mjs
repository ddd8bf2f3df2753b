#!/usr/bin/env node
// The two test tiers, derived from what each test file imports (no hand-kept list). A test file is in the process
// tier when it, or a test helper it imports (modules under test/, followed transitively), does one of:
//   - imports node:child_process or playwright-core (value imports, static or `import('…')`), or imports a module of
//     the tree that imports node:child_process itself (extensions/cron/shell.ts runs /bin/sh);
//   - imports the testkit host (bin/testing.ts, or startWith/validateWith of testing/) or the daemon
//     (runner/daemon);
//   - loads the build: a string holding `dist/…` (the unit tier does not build);
//   - says `// @tier process` on a line of its own (for what the rules above cannot see).
// Every other test file is a unit test: in-process, no child process, no host of the built-ins, no build needed.
// scripts/tier-guard.mjs (loaded into every tap child, see package.json "tap") makes a unit test that starts a process
// fail, so a spawn the rules miss is found. Plain JavaScript: `npm run test:unit` runs on a fresh clone, unbuilt.
//
//   node scripts/test-tiers.mjs list                         each test file, its tier and why
//   node scripts/test-tiers.mjs unit|process|all [tap options]  tap on that tier's files (all: both, one tap run)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The environment variable that hands the unit tier (files relative to the root, one a line) to the guard. */
export const UNIT_ENV = 'TEST_TIERS_UNIT';

/** Packages whose import means a process is started. */
const SPAWNERS = new Set(['node:child_process', 'child_process', 'playwright-core', 'playwright']);
/** Modules of the tree (relative to the root, without extension) that start a host of the built-ins or the daemon. */
const HOSTS = [/^bin\/testing$/, /^testing\/host$/, /^runner\/daemon$/];
const BUILD = /(^|\.\.\/)dist\//;
const MARKER = /^[ \t]*\/\/[ \t]*@tier[ \t]+process\b/m;
/** Folders tap never runs tests from (its default exclude, and what it always skips). */
const SKIP_DIRS = new Set(['node_modules', 'dist', 'fixture', 'fixtures', 'tap-snapshots']);
const TEST_FILE = /\.test\.(ts|mts|js|mjs)$/;

let ts;
const typescript = () => (ts ??= require('typescript'));
const parsed = new Map();

/**
 * A module's value imports (`import type` and type positions are skipped), each with the names it takes (null: the
 * whole module), its re-exports by name, and its string literals.
 */
function scan(path) {
  let hit = parsed.get(path);
  if (hit) return hit;
  const ts = typescript();
  const text = readFileSync(path, 'utf8');
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, /\.m?js$/.test(path) ? ts.ScriptKind.JS : ts.ScriptKind.TS);
  const imports = [];
  const reexports = new Map();
  const strings = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const c = node.importClause;
      if (!c?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
        const b = c?.namedBindings;
        const named = !c?.name && b && ts.isNamedImports(b);
        const names = named ? b.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) : null;
        // `import { type A } from 'x'` is elided like `import type`.
        if (!(named && names.length === 0 && b.elements.length > 0)) imports.push({ spec: node.moduleSpecifier.text, names });
      }
    } else if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const spec = node.moduleSpecifier.text;
        const c = node.exportClause;
        const named = c && ts.isNamedExports(c);
        imports.push({ spec, names: named ? c.elements.map((e) => (e.propertyName ?? e.name).text) : null });
        if (!named) reexports.set('*', [...(reexports.get('*') ?? []), spec]);
        else for (const e of c.elements) if (!e.isTypeOnly) reexports.set(e.name.text, spec);
      }
    } else if (ts.isImportEqualsDeclaration(node)) {
      if (!node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
        imports.push({ spec: node.moduleReference.expression.text, names: null });
      }
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) imports.push({ spec: node.arguments[0].text, names: null });
    } else if (ts.isImportTypeNode(node)) {
      return; // `typeof import('…')`: a type, nothing is loaded
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  hit = { imports, reexports, strings, marker: MARKER.test(text) };
  parsed.set(path, hit);
  return hit;
}

/** A module of the tree and, when it re-exports what is taken from it (a barrel), the modules those names come from. */
function reached(path, names) {
  const out = [path];
  const { reexports } = scan(path);
  const specs = names === null ? [...reexports.values()].flat() : [...names.map((n) => reexports.get(n)), ...(reexports.get('*') ?? [])];
  for (const spec of new Set(specs)) {
    const target = spec?.startsWith('.') ? resolveSpecifier(path, spec) : undefined;
    if (target) out.push(target);
  }
  return out;
}

/** The file a relative specifier names (TypeScript's `./x.js` is `./x.ts`), or undefined. */
function resolveSpecifier(from, spec) {
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(js|mjs|ts|mts)$/, '');
  const candidates = /\.m(js|ts)$/.test(base) ? [`${stem}.mts`, `${stem}.mjs`] : [`${stem}.ts`, `${stem}.tsx`, `${stem}.js`, base, join(base, 'index.ts'), join(base, 'index.js')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

const inside = (dir, path) => !relative(dir, path).startsWith('..');
const label = (root, path) => relative(root, path).split(sep).join('/');

/**
 * The tier of one test file under `root` and the reasons it is not a unit test (empty for a unit test).
 * @returns {{ tier: 'unit' | 'process', reasons: string[] }}
 */
export function classify(file, root = ROOT) {
  const testDir = join(root, 'test');
  const reasons = [];
  const seen = new Set();
  const walk = (path, via) => {
    if (seen.has(path)) return;
    seen.add(path);
    const where = via ? ` (through ${via})` : '';
    const { imports, strings, marker } = scan(path);
    if (marker) reasons.push(`says @tier process${where}`);
    for (const s of strings) if (BUILD.test(s)) reasons.push(`loads the build: ${JSON.stringify(s.length > 60 ? `${s.slice(0, 60)}…` : s)}${where}`);
    for (const { spec, names } of imports) {
      if (SPAWNERS.has(spec)) {
        reasons.push(`imports ${spec}${where}`);
        continue;
      }
      if (!spec.startsWith('.')) continue;
      const target = resolveSpecifier(path, spec);
      if (!target) continue;
      if (inside(testDir, target)) {
        walk(target, label(root, target));
        continue;
      }
      if (!inside(root, target)) continue;
      for (const mod of reached(target, names)) {
        const name = label(root, mod).replace(/\.(ts|mts|tsx|js|mjs)$/, '');
        const spawner = scan(mod).imports.find((i) => SPAWNERS.has(i.spec));
        if (HOSTS.some((h) => h.test(name))) reasons.push(`imports the host ${name}${where}`);
        else if (spawner) reasons.push(`imports ${name}, which imports ${spawner.spec}${where}`);
      }
    }
  };
  walk(resolve(file), '');
  return { tier: reasons.length ? 'process' : 'unit', reasons: [...new Set(reasons)] };
}

/** Every test file tap runs under root/test, relative to root, sorted. */
export function testFiles(root = ROOT) {
  const out = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) walk(join(dir, e.name));
      } else if (TEST_FILE.test(e.name)) out.push(label(root, join(dir, e.name)));
    }
  };
  walk(join(root, 'test'));
  return out.sort();
}

/** The test files of each tier, relative to root, and why each process test is one. */
export function tiers(root = ROOT) {
  const out = { unit: [], process: [], reasons: {} };
  for (const file of testFiles(root)) {
    const c = classify(join(root, file), root);
    out[c.tier].push(file);
    if (c.tier === 'process') out.reasons[file] = c.reasons;
  }
  return out;
}

/** Whether tap's built Test class still loads a plugin that package.json's tap.plugin removes ("!name"). */
function staleTapBuild() {
  try {
    const removed = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).tap?.plugin ?? []).filter((p) => p.startsWith('!')).map((p) => p.slice(1));
    const built = readFileSync(join(dirname(require.resolve('@tapjs/test/package.json')), 'test-built', 'dist', 'esm', 'index.js'), 'utf8');
    return removed.some((name) => built.includes(`"${name}/import"`) || built.includes(`"${name}"`));
  } catch {
    return false; // no build to read: tap builds it itself
  }
}

function main(argv) {
  const [cmd, ...args] = argv;
  const t = tiers();
  if (cmd === 'list') {
    for (const f of t.unit) console.log(`unit     ${f}`);
    for (const f of t.process) console.log(`process  ${f}  (${t.reasons[f].join('; ')})`);
    return 0;
  }
  if (cmd === 'unit' || cmd === 'process' || cmd === 'all') {
    const tap = join(dirname(require.resolve('tap/package.json')), require('tap/package.json').bin.tap);
    // tap's options go before the files (`npm run test:unit -- -R terse`); `all` lets tap's include find them. The unit
    // list goes to the guard in each tap child, which then need not classify anything itself.
    const files = cmd === 'all' ? [] : t[cmd];
    const env = { ...process.env, [UNIT_ENV]: t.unit.join('\n') };
    // tap rebuilds its Test class when the configured plugins changed (a fresh install builds the default set, with
    // @tapjs/typescript), but a run reads the loaders of the class it found: that first run would load every test
    // through ts-node as well as tsx. Build first when the built class still names a plugin the config removed.
    if (staleTapBuild()) spawnSync(process.execPath, [tap, 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    const r = spawnSync(process.execPath, [tap, ...args, ...files], { cwd: ROOT, stdio: 'inherit', env });
    return r.status ?? 1;
  }
  console.error('usage: node scripts/test-tiers.mjs list | unit|process|all [tap options]');
  return 2;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
