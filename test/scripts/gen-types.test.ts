// The committed generated schema and types (merged, and each extension's own, ending with its SectionTypes
// augmentation) match the merged schema; a stale copy fails the check.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  const gateway = readFileSync(join(ROOT, 'extensions', 'gateway', 'config.generated.ts'), 'utf8');
  t.match(gateway, /export interface GatewaySections \{\n(.*\n)*\s+gateway: GatewayConfig;\n(.*\n)*\s+nodes: NodesConfig;/);
  t.notMatch(gateway, /SopConfig/, 'only the sections the extension owns');
  t.match(
    gateway,
    /\ndeclare module '\.\.\/\.\.\/kernel\/index\.js' \{\n {2}interface SectionTypes \{\n {4}gateway: GatewayConfig;\n {4}nodes: NodesConfig;\n {2}\}\n\}\n$/,
    'ends by declaring its sections on the kernel\'s SectionTypes',
  );
  const webhook = readFileSync(join(ROOT, 'extensions', 'webhook-channel', 'config.generated.ts'), 'utf8');
  t.match(webhook, /\n {4}'channels\.webhook': WebhookChannelsConfig;\n/, 'a dotted path is quoted');
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
  const file = join(dir, 'extensions', 'gateway', 'config.generated.ts');
  const text = readFileSync(file, 'utf8');
  const edited = text.replace('    nodes: NodesConfig;\n', '');
  t.not(edited, text, 'the copy really differs');
  writeFileSync(file, edited);
  const r = check(['--root', dir]);
  t.equal(r.status, 1);
  t.match(r.stderr, /stale: .*gateway\/config\.generated\.ts/);
});
