// The table of built-in extensions in docs/reference/extensions.md is what `svc extensions --json` says: names in
// dependency order, their (optional) dependencies and their sections.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { svc } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';

const PAGE = fileURLToPath(new URL('../../docs/reference/extensions.md', import.meta.url));
const HEAD = '| extension | depends on (optionally) | sections |\n|---|---|---|\n';

t.test('the extension table matches svc extensions', async (t) => {
  const r = await svc(['extensions', '--json'], { SVC_CONFIG_DIR: tempConfigDir(t) });
  t.equal(r.code, 0, r.stderr);
  const parsed = JSON.parse(r.stdout) as { extensions?: unknown[] } | unknown[];
  const list = (Array.isArray(parsed) ? parsed : parsed.extensions!) as { name: string; dependsOn: string[]; optionalDependsOn: string[]; sections: string[] }[];
  const want = list.map((e) => {
    const deps = [...e.dependsOn, ...e.optionalDependsOn.map((d) => `(${d})`)].join(', ') || '-';
    const sections = e.sections.map((s) => `\`${s}\``).join(', ') || '-';
    return `| \`${e.name}\` | ${deps} | ${sections} |`;
  });
  const text = readFileSync(PAGE, 'utf8');
  const at = text.indexOf(HEAD);
  t.ok(at > 0, 'the table is on the page');
  const rows = text.slice(at + HEAD.length, text.indexOf('\n\n', at)).split('\n');
  t.same(rows, want);
});
