// The committed generated schema, types (merged, and each extension's own, ending with its SectionTypes augmentation)
// and standalone validator match the merged schema; a stale copy fails the check.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint } from '../../core/config/compiled.js';
import { tempConfigDir } from '../helpers/kernel.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GEN = join(ROOT, 'dist', 'scripts', 'gen-types.js');
const check = (args: string[]) => spawnSync(process.execPath, [GEN, '--check', ...args], { encoding: 'utf8' });

t.test('the committed files are up to date', async (t) => {
  const r = check([]);
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

t.test('a stale copy fails the check and names the file', async (t) => {
  const dir = tempConfigDir(t);
  cpSync(join(ROOT, 'schema'), join(dir, 'schema'), { recursive: true });
  cpSync(join(ROOT, 'extensions'), join(dir, 'extensions'), { recursive: true, filter: (src) => !src.includes('node_modules') });
  t.equal(check(['--root', dir]).status, 0, 'the copy is up to date');
  const file = join(dir, 'schema', 'config.generated.ts');
  const stale = readFileSync(file, 'utf8').replace('export interface SvcConfig {', 'export interface SvcConfig {\n  removed_section: string;');
  t.not(stale, readFileSync(file, 'utf8'), 'the copy really differs');
  writeFileSync(file, stale);
  const r = check(['--root', dir]);
  t.equal(r.status, 1);
  t.match(r.stderr, /stale: .*config\.generated\.ts/);
  t.match(r.stderr, /npm run gen:types/);
});

t.test('a generated file whose augmentation was edited is stale too', async (t) => {
  const dir = tempConfigDir(t);
  cpSync(join(ROOT, 'schema'), join(dir, 'schema'), { recursive: true });
  cpSync(join(ROOT, 'extensions'), join(dir, 'extensions'), { recursive: true, filter: (src) => !src.includes('node_modules') });
  const file = join(dir, 'extensions', 'cron', 'config.generated.ts');
  const text = readFileSync(file, 'utf8');
  const edited = text.replace('    scheduler: SchedulerConfig;\n', '');
  t.not(edited, text, 'the copy really differs');
  writeFileSync(file, edited);
  const r = check(['--root', dir]);
  t.equal(r.status, 1);
  t.match(r.stderr, /stale: .*cron\/config\.generated\.ts/);
});

t.test('a stale validator or hash file fails the check', async (t) => {
  const dir = tempConfigDir(t);
  cpSync(join(ROOT, 'schema'), join(dir, 'schema'), { recursive: true });
  cpSync(join(ROOT, 'extensions'), join(dir, 'extensions'), { recursive: true, filter: (src) => !src.includes('node_modules') });
  for (const [name, edit] of [
    ['validate.generated.cjs', (text: string) => text.replace('message:"must be <= 65535"', 'message:"must be <= 65536"')],
    ['validator.generated.ts', (text: string) => text.replace(/BUILTIN_SCHEMA_HASH = '[0-9a-f]{4}/, "BUILTIN_SCHEMA_HASH = '0000")],
  ] as const) {
    const file = join(dir, 'schema', name);
    const text = readFileSync(file, 'utf8');
    t.not(edit(text), text, `${name}: the copy really differs`);
    writeFileSync(file, edit(text));
    const r = check(['--root', dir]);
    t.equal(r.status, 1);
    t.match(r.stderr, new RegExp(`stale: .*schema/${name.replace(/\./g, '\\.')}`));
    writeFileSync(file, text);
  }
});
