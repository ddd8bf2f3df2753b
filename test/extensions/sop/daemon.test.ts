// SOPs through the real CLI and daemon: list, validate and show output; runs surviving a restart.
import t from 'tap';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { daemon, svc } from '../../helpers/cli.js';
import { fakeLlm, openai } from '../../helpers/fake-llm.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { SOP_CONFIG, writeSop } from '../../helpers/sops.js';
import { waitFor } from '../../helpers/wait.js';

t.test('list, validate and show', async (t) => {
  const dir = tempConfigDir(t, SOP_CONFIG);
  writeSop(dir, 'deploy', { mode: 'supervised', steps: ['check', 'ship'], extra: 'priority = "high"' });
  writeSop(dir, 'manual_only', { path: null });
  const env = { SVC_CONFIG_DIR: dir };
  const list = await svc(['sop', 'list'], env);
  t.equal(list.code, 0, list.stderr);
  t.equal(list.stdout, 'deploy\tsupervised\tparallel\twebhook /sop/deploy\t2 steps\nmanual_only\tauto\tparallel\tno triggers\t0 steps\n');
  const json = JSON.parse((await svc(['sop', 'list', '--json'], env)).stdout);
  t.match(json.sops[0], { name: 'deploy', triggers: [{ type: 'webhook', path: '/sop/deploy', active: true }], steps: 2 });

  const show = await svc(['sop', 'show', 'deploy'], env);
  t.equal(show.code, 0);
  t.match(show.stdout, /^deploy 0\.1\.0: the deploy procedure\n/);
  t.match(show.stdout, /  priority: +high\n/);
  t.match(show.stdout, /  execution mode: +supervised\n/);
  t.match(show.stdout, /  triggers:\n    - webhook \/sop\/deploy\n  steps:\n    1\. check\n       do check\n    2\. ship\n       do ship\n$/);
  const unknown = await svc(['sop', 'show', 'nope'], env);
  t.equal(unknown.code, 2);
  t.match(unknown.stderr, /no SOP is named "nope"/);

  const ok = await svc(['sop', 'validate'], env);
  t.equal(ok.code, 0, 'warnings alone exit 0');
  t.match(ok.stdout, /^manual_only: warning: .*SOP\.toml: no triggers: the SOP can only be started with svc sop run\n2 SOPs checked: 0 errors, 1 warning\n$/);

  writeFileSync(join(dir, 'sops', 'deploy', 'SOP.toml'), '[sop]\nname = "deploy"\n[[triggers]]\ntype = "webhook"\n');
  const bad = await svc(['sop', 'validate', 'deploy'], env);
  t.equal(bad.code, 78);
  t.match(bad.stdout, /^deploy: error: .*SOP\.toml: triggers\[0\]: a webhook trigger needs a path starting with "\/"\n1 SOP checked: 1 error, 0 warnings\n$/);
  const daemonStart = await svc(['config', 'validate'], env);
  t.equal(daemonStart.code, 78, 'an invalid SOP is a configuration error');
  t.match(daemonStart.stderr, /sop\.sops_dir: SOP "deploy" .*a webhook trigger needs a path/);

  // An unknown key breaks its SOP: `mode` used to be a warning, and the SOP ran supervised.
  writeSop(dir, 'deploy', { extra: 'mode = "auto"' });
  const unknownKey = await svc(['config', 'validate'], env);
  t.equal(unknownKey.code, 78, 'an unknown key in a SOP is a configuration error');
  t.match(unknownKey.stderr, /sop\.sops_dir: SOP "deploy" \(.*sops\/deploy\/SOP\.toml\): unknown field "sop\.mode" \(did you mean "sop\.execution_mode"\?\)/);
  const listed = await svc(['sop', 'list'], env);
  t.equal(listed.code, 0, listed.stderr);
  t.equal(listed.stdout, 'deploy\tbroken\tSOP.toml: unknown field "sop.mode" (did you mean "sop.execution_mode"?)\nmanual_only\tauto\tparallel\tno triggers\t0 steps\n', 'a broken SOP is listed as broken, not hidden');
  const listedJson = JSON.parse((await svc(['sop', 'list', '--json'], env)).stdout);
  t.match(listedJson.sops, [
    { name: 'deploy', status: 'broken', file: /sops\/deploy\/SOP\.toml$/, error: 'unknown field "sop.mode" (did you mean "sop.execution_mode"?)', errors: 1 },
    { name: 'manual_only', status: 'ok', execution_mode: 'auto' },
  ]);
  const off = await svc(['sop', 'list'], { SVC_CONFIG_DIR: tempConfigDir(t, '') });
  t.equal(off.code, 1);
  t.match(off.stderr, /the SOP engine is off: sop\.sops_dir is not set/);
});

t.test('a run waiting for approval and a run interrupted mid-step both survive a daemon restart', async (t) => {
  let hang = true;
  const held: (() => void)[] = [];
  const llm = await fakeLlm(() => openai.text('step done'));
  t.teardown(() => (held.forEach((h) => h()), llm.close()));
  // The first model call of the "long" SOP never answers, so that the daemon stops in the middle of it.
  const { createServer } = await import('node:http');
  const slow = createServer((req, res) => {
    if (hang) return void held.push(() => res.destroy());
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(openai.text('resumed').json)));
  });
  await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => slow.close(() => r())));
  const slowUrl = `http://127.0.0.1:${(slow.address() as import('node:net').AddressInfo).port}`;

  const dir = tempConfigDir(
    t,
    `${SOP_CONFIG}[daemon]\nshutdown_grace_secs = 1\n[providers.models.openai.fast]\nbase_url = "${llm.url}"\nmodel = "m"\n[providers.models.openai.slow]\nbase_url = "${slowUrl}"\nmodel = "m"\ntimeout_secs = 60\n[agents.default]\nmodel_provider = "openai.fast"\n[agents.slowpoke]\nmodel_provider = "openai.slow"\n`,
  );
  writeSop(dir, 'deploy', { mode: 'supervised', steps: ['check', 'ship'] });
  writeSop(dir, 'long', { steps: ['think'], extra: 'agent = "slowpoke"' });
  const env = { SVC_CONFIG_DIR: dir };

  const first = daemon(['daemon'], env);
  t.teardown(() => void first.child.kill('SIGKILL'));
  await first.waitFor((l) => l.msg === 'ready');
  const started = await svc(['sop', 'run', 'deploy', '--json'], env);
  t.equal(started.code, 0, started.stderr);
  const waiting = JSON.parse(started.stdout).run_id as string;
  const longRun = JSON.parse((await svc(['sop', 'run', 'long', '--json'], env)).stdout).run_id as string;
  await first.waitFor((l) => l.msg === 'run waiting for approval');
  await waitFor(() => held.length > 0, 'the long step to reach its model call', 20_000);
  t.equal(held.length, 1, 'the long step is in the middle of its model call');
  first.child.kill('SIGTERM');
  t.equal(await first.exited, 1, 'a model call was given up at the deadline');
  t.match(
    first.lines.find((l) => l.msg === 'run interrupted by shutdown; it resumes at this step after a restart'),
    { level: 40, ext: 'sop', work: 'sop_runs', sop: 'long', run_id: longRun, step: 1 },
  );
  t.match(first.lines.find((l) => l.msg === 'agent turn cancelled at shutdown'), { level: 50, ext: 'agent', work: 'agent_turns', agent: 'slowpoke', channel: 'sop', conversation: longRun });
  t.notOk(first.lines.some((l) => l.run_id === waiting && /interrupted/.test(String(l.msg))), 'a run waiting for approval is not work in flight');
  t.match(first.lines.at(-1), { msg: 'stopped', interrupted: { sop_runs: 1 }, abandoned: { agent_turns: 1 }, extensions_abandoned: [] });

  const offline = await svc(['sop', 'runs', '--json'], env);
  t.same(JSON.parse(offline.stdout).runs.map((r: { id: string; status: string }) => [r.id, r.status]).sort(), [[longRun, 'running'], [waiting, 'pending_approval']].sort(), 'read from the run store with no daemon');

  hang = false;
  const second = daemon(['daemon'], env);
  t.teardown(() => void second.child.kill('SIGKILL'));
  await second.waitFor((l) => l.msg === 'ready');
  await second.waitFor((l) => l.msg === 'run completed' && l.run_id === longRun);
  const resumed = JSON.parse((await svc(['sop', 'status', longRun, '--json'], env)).stdout);
  t.match(resumed, { status: 'completed', retries: 1, steps: [{ status: 'completed', output: 'resumed' }] }, 'resumed at its step, counted as a retry');
  t.equal(JSON.parse((await svc(['sop', 'status', waiting, '--json'], env)).stdout).status, 'pending_approval', 'still waiting after the restart');
  const approved = await svc(['sop', 'approve', waiting], env);
  t.equal(approved.code, 0, approved.stderr);
  t.equal(approved.stdout, `${waiting}: running\n`);
  await second.waitFor((l) => l.msg === 'run completed' && l.run_id === waiting);
  const status = await svc(['sop', 'status', waiting], env);
  t.match(status.stdout, new RegExp(`^${waiting}\\tdeploy\\tcompleted\\t`));
  t.match(status.stdout, /  1\. check: completed\n  2\. ship: completed\n$/);
  const again = await svc(['sop', 'approve', waiting], env);
  t.equal(again.code, 1);
  t.match(again.stderr, /is completed, not waiting for approval/);
  const unknown = await svc(['sop', 'run', 'nope'], env);
  t.equal(unknown.code, 2, 'an unknown SOP name is a usage error');
  second.child.kill('SIGTERM');
  t.equal(await second.exited, 0);
});
