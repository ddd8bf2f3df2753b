// The committed generated schema, types (merged, and each extension's own, ending with its SectionTypes augmentation)
// and standalone validator match the merged schema; a stale copy fails the check.
import t from 'tap';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint } from '../../core/config/compiled.js';
import { tempConfigDir } from '../helpers/kernel.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GEN = join(ROOT, 'dist', 'scripts', 'gen-types.js');
/** `gen-types --check` as a child, not waited on synchronously, so the independent runs below overlap. */
const check = (args: string[]) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [GEN, '--check', ...args], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 90_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

// The generator takes ~3 s of CPU a run (prettier and ajv): the check of the repository and the two of a copy (below)
// run side by side, started before the tests await them.
const committed = check([]);

t.test('the committed files are up to date', async (t) => {
  const r = await committed;
  t.equal(r.status, 0, r.stderr);
  t.match(r.stdout, /up to date/);
  const types = readFileSync(join(ROOT, 'schema', 'config.generated.ts'), 'utf8');
  t.match(types, /^\/\* DO NOT EDIT/);
  t.match(types, /export interface SvcConfig \{/);
  const cron = readFileSync(join(ROOT, 'extensions', 'cron', 'config.generated.ts'), 'utf8');
  t.match(cron, /export interface CronSections \{\n(.*\n)*\s+cron: CronJobsConfig;\n(.*\n)*\s+scheduler: SchedulerConfig;/);
  t.notMatch(cron, /SopConfig/, 'only the sections the extension owns');
  t.match(
    cron,
    /\ndeclare module '\.\.\/\.\.\/kernel\/index\.js' \{\n {2}interface SectionTypes \{\n {4}cron: CronJobsConfig;\n {4}scheduler: SchedulerConfig;\n {2}\}\n\}\n$/,
    'ends by declaring its sections on the kernel\'s SectionTypes',
  );
  const webhook = readFileSync(join(ROOT, 'extensions', 'webhook-channel', 'config.generated.ts'), 'utf8');
  t.match(webhook, /\n {4}'channels\.webhook': WebhookChannelsConfig;\n/, 'a dotted path is quoted');
});

t.test('the committed validator was made from the schema `svc config schema` prints, and loads from dist/', async (t) => {
  const { $comment, ...schema } = JSON.parse(readFileSync(join(ROOT, 'schema', 'config.schema.generated.json'), 'utf8')) as Record<string, unknown>;
  t.match($comment, /^DO NOT EDIT/);
  const hash = fingerprint(schema);
  const validator = readFileSync(join(ROOT, 'schema', 'validate.generated.cjs'), 'utf8');
  t.match(validator, /^\/\/ DO NOT EDIT: .*Run `npm run gen:types`\.\n'use strict';\n/);
  t.match(validator, `\nexports.schemaHash = '${hash}';\n`);
  t.match(readFileSync(join(ROOT, 'schema', 'validator.generated.ts'), 'utf8'), `\nexport const BUILTIN_SCHEMA_HASH = '${hash}';\n`);
  const load = [
    `import { generatedValidator } from ${JSON.stringify(join(ROOT, 'dist', 'core', 'config', 'compiled.js'))};`,
    `const validate = generatedValidator(${JSON.stringify(hash)});`,
    'const config = {};',
    'process.stdout.write(JSON.stringify([typeof validate, validate(config), config.schema_version]));',
  ].join('\n');
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', load], { encoding: 'utf8' });
  t.equal(r.status, 0, r.stderr);
  t.same(JSON.parse(r.stdout), ['function', true, 1], 'the built kernel finds it in the package\'s schema/ folder');
});

// One copy, one check of the clean copy and one of the copy with every kind of staleness at once: --check reports every
// stale file it finds, so each edit below is proven found by its own file being named (a check that missed one would
// not name it), with the clean run as the control.
const staleCopy = (async () => {
  const dir = tempConfigDir(t);
  cpSync(join(ROOT, 'schema'), join(dir, 'schema'), { recursive: true });
  cpSync(join(ROOT, 'extensions'), join(dir, 'extensions'), { recursive: true, filter: (src) => !src.includes('node_modules') });
  const clean = await check(['--root', dir]);
  const edits: { file: string; edit: (text: string) => string }[] = [
    { file: 'schema/config.generated.ts', edit: (text) => text.replace('export interface SvcConfig {', 'export interface SvcConfig {\n  removed_section: string;') },
    { file: 'extensions/cron/config.generated.ts', edit: (text) => text.replace('    scheduler: SchedulerConfig;\n', '') },
    { file: 'schema/validate.generated.cjs', edit: (text) => text.replace('message:"must be <= 65535"', 'message:"must be <= 65536"') },
    { file: 'schema/validator.generated.ts', edit: (text) => text.replace(/BUILTIN_SCHEMA_HASH = '[0-9a-f]{4}/, "BUILTIN_SCHEMA_HASH = '0000") },
  ];
  const differs = new Map<string, boolean>();
  for (const { file, edit } of edits) {
    const text = readFileSync(join(dir, file), 'utf8');
    differs.set(file, edit(text) !== text);
    writeFileSync(join(dir, file), edit(text));
  }
  return { clean, differs, r: await check(['--root', dir]) };
})();

t.test('a stale copy fails the check and names the file', async (t) => {
  const stale = await staleCopy;
  t.equal(stale.clean.status, 0, `the copy is up to date\n${stale.clean.stderr}`);
  t.ok(stale.differs.get('schema/config.generated.ts'), 'the copy really differs');
  t.equal(stale.r.status, 1);
  // schema/ named: the cron file, stale too, also ends in config.generated.ts.
  t.match(stale.r.stderr, /stale: .*schema\/config\.generated\.ts/);
  t.match(stale.r.stderr, /npm run gen:types/);
});

t.test('a generated file whose augmentation was edited is stale too', async (t) => {
  const stale = await staleCopy;
  t.ok(stale.differs.get('extensions/cron/config.generated.ts'), 'the copy really differs');
  t.equal(stale.r.status, 1);
  t.match(stale.r.stderr, /stale: .*cron\/config\.generated\.ts/);
});

t.test('a stale validator or hash file fails the check', async (t) => {
  const stale = await staleCopy;
  for (const name of ['validate.generated.cjs', 'validator.generated.ts']) {
    t.ok(stale.differs.get(`schema/${name}`), `${name}: the copy really differs`);
    t.equal(stale.r.status, 1);
    t.match(stale.r.stderr, new RegExp(`stale: .*schema/${name.replace(/\./g, '\\.')}`));
  }
});
