// The committed generated schema and types match the merged schema; a stale copy fails the check.
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
});

t.test('a stale copy fails the check and names the file', async (t) => {
  const dir = tempConfigDir(t);
  cpSync(join(ROOT, 'schema'), dir, { recursive: true });
  const file = join(dir, 'config.generated.ts');
  const stale = readFileSync(file, 'utf8').replace('export interface SvcConfig {', 'export interface SvcConfig {\n  removed_section: string;');
  t.not(stale, readFileSync(file, 'utf8'), 'the copy really differs');
  writeFileSync(file, stale);
  const r = check(['--dir', dir]);
  t.equal(r.status, 1);
  t.match(r.stderr, /stale: .*config\.generated\.ts/);
  t.match(r.stderr, /npm run gen:types/);
});
