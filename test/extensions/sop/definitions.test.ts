// SOP definitions: the SOP.toml format, SOP.md steps, and the errors and warnings of `svc sop validate`.
import t from 'tap';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSops, parseSteps } from '../../../extensions/sop/definitions.js';
import { tempConfigDir } from '../../helpers/kernel.js';

function sop(dir: string, folder: string, toml: string, md?: string): void {
  mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, folder, 'SOP.toml'), toml);
  if (md !== undefined) writeFileSync(join(dir, folder, 'SOP.md'), md);
}

t.test('steps: numbered list under ## Steps, with tools and requires_confirmation', async (t) => {
  const { steps, problems } = parseSteps(`# Deploy\n\nIntro.\n\n## Steps\n1. **Build**: compile it\n   - tools: shell, http_request\n2. **Approve**: wait for a person\n   - requires_confirmation: true\n   and say why\n3. Plain title\n\n## Notes\n4. **Not a step**\n`);
  t.same(problems, []);
  t.same(steps, [
    { number: 1, title: 'Build', body: 'compile it', tools: ['shell', 'http_request'], requiresConfirmation: false },
    { number: 2, title: 'Approve', body: 'wait for a person\nand say why', tools: [], requiresConfirmation: true },
    { number: 3, title: 'Plain title', body: '', tools: [], requiresConfirmation: false },
  ]);
  t.same(parseSteps('1. **x**\n   - requires_confirmation: maybe\n').steps, [], 'no ## Steps heading, no steps');
  t.match(parseSteps('## Steps\n1. **x**\n   - requires_confirmation: maybe\n').problems, [/must be true or false/]);
});

t.test('a valid SOP loads with its defaults', async (t) => {
  const dir = tempConfigDir(t);
  sop(dir, 'deploy', '[sop]\nname = "deploy"\n[[triggers]]\ntype = "webhook"\npath = "/sop/deploy"\n[[triggers]]\ntype = "manual"\n', '## Steps\n1. **A**: a\n2. **B**: b\n');
  const r = loadSops(dir, 'supervised');
  t.same(r.findings, []);
  t.match(r.sops[0], {
    name: 'deploy',
    version: '0.1.0',
    priority: 'normal',
    executionMode: 'supervised',
    cooldownSecs: 0,
    maxConcurrent: 1,
    admissionPolicy: 'parallel',
    agent: null,
    triggers: [{ type: 'webhook', path: '/sop/deploy', active: true }, { type: 'manual', active: true }],
  });
});

t.test('errors and warnings', async (t) => {
  const dir = tempConfigDir(t);
  sop(dir, 'named', '[sop]\nname = "other"\n[[triggers]]\ntype = "manual"\n');
  sop(dir, 'nopath', '[sop]\nname = "nopath"\n[[triggers]]\ntype = "webhook"\n');
  sop(dir, 'badcron', '[sop]\nname = "badcron"\n[[triggers]]\ntype = "cron"\nexpression = "* *"\n');
  sop(dir, 'enums', '[sop]\nname = "enums"\nexecution_mode = "yolo"\nadmission_policy = "queue"\nmax_concurrent = 0\n');
  sop(dir, 'syntax', '[sop\nname = "syntax"\n');
  sop(dir, 'lonely', '[sop]\nname = "lonely"\ncolour = "blue"\n[extra]\nx = 1\n', '## Steps\n1. **a**: x\n3. **c**: y\n');
  sop(dir, 'odd', '[sop]\nname = "odd"\n[[triggers]]\ntype = "email"\n[[triggers]]\ntype = "cron"\nexpression = "0 3 * * *"\n');
  mkdirSync(join(dir, 'empty'));
  const r = loadSops(dir, 'auto');
  const of = (name: string, level: string) => r.findings.filter((f) => f.sop === name && f.level === level).map((f) => f.message);
  t.match(of('named', 'error'), [/sop\.name "other" differs from its folder name "named"/]);
  t.match(of('nopath', 'error'), [/a webhook trigger needs a path/]);
  t.match(of('badcron', 'error'), [/five-field expression/]);
  t.match(of('enums', 'error'), [/execution_mode must be one of auto, supervised, step_by_step, not "yolo"/, /max_concurrent must be an integer >= 1/, /admission_policy must be one of/]);
  t.match(of('syntax', 'error'), [/invalid TOML at line 1/]);
  t.match(of('empty', 'error'), [/SOP\.toml is missing/]);
  t.match(of('lonely', 'warning').sort(), [/no triggers/, /step numbering has a gap: step 2 is numbered 3/].sort());
  t.match(of('lonely', 'error').sort(), [/unknown field "extra"/, /unknown field "sop\.colour"/].sort());
  t.match(of('odd', 'warning'), [/trigger type "email" is not active/]);
  const odd = r.sops.find((s) => s.name === 'odd')!;
  t.same(odd.triggers.map((x) => [x.type, x.active]), [['email', false], ['cron', true]], 'other types load and say they are inactive; cron runs with the scheduler');
  t.same(r.sops.map((s) => s.name).sort(), ['odd'], 'only SOPs without errors load');
});

t.test('an unknown key is an error of its SOP, with the key it most likely meant', async (t) => {
  const dir = tempConfigDir(t);
  // The operator's case: `mode` instead of `execution_mode` used to run the SOP supervised, with a warning only.
  sop(dir, 'mode', '[sop]\nname = "mode"\nmode = "auto"\n[[triggers]]\ntype = "manual"\n');
  sop(dir, 'typo', '[sop]\nname = "typo"\nexecution_mdoe = "auto"\ncooldown = 5\n[[triggers]]\ntype = "manual"\n');
  sop(dir, 'toplevel', 'execution_mode = "auto"\n[sop]\nname = "toplevel"\n[[trigger]]\ntype = "manual"\n');
  sop(dir, 'trigger', '[sop]\nname = "trigger"\n[[triggers]]\ntype = "cron"\nexpr = "0 3 * * *"\nexpression = "0 3 * * *"\n[[triggers]]\ntype = "webhook"\npath = "/sop/trigger"\nsecret = "x"\n');
  sop(dir, 'inactive', '[sop]\nname = "inactive"\n[[triggers]]\ntype = "email"\nmailbox = "ops"\n');
  const r = loadSops(dir, 'supervised');
  const of = (name: string, level: string) => r.findings.filter((f) => f.sop === name && f.level === level).map((f) => f.message);
  t.same(of('mode', 'error'), ['unknown field "sop.mode" (did you mean "sop.execution_mode"?)']);
  t.same(of('typo', 'error'), ['unknown field "sop.execution_mdoe" (did you mean "sop.execution_mode"?)', 'unknown field "sop.cooldown" (did you mean "sop.cooldown_secs"?)']);
  t.same(of('toplevel', 'error'), ['unknown field "execution_mode" (did you mean "sop.execution_mode"?)', 'unknown field "trigger" (did you mean "triggers"?)']);
  t.same(of('trigger', 'error'), ['unknown field "triggers[0].expr" (did you mean "triggers[0].expression"?)', 'unknown field "triggers[1].secret"']);
  t.same(of('inactive', 'error'), [], 'the fields of a trigger type svc does not run are not judged');
  t.match(of('inactive', 'warning'), [/unknown field "triggers\[0\]\.mailbox": ignored, the trigger type "email" is not active/, /trigger type "email" is not active/]);
  t.same(r.sops.map((s) => s.name), ['inactive'], 'a SOP with an unknown key does not load, so it never runs with a default it did not ask for');
});
