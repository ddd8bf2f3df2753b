// A default-on feature that does not run is not "on" (real daemon): the start logs one WARN listing the written keys
// that do not run, and `svc status` (text and --json) and the admin /api/status show each extension as running or
// inert and list the sections with no runtime.
import t from 'tap';
import { daemon, svc } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';

t.test('svc status shows running and inert extensions and the config that does not run', async (t) => {
  const toml = ['[gateway]', 'require_pairing = false', '[hardware]', 'baud_rate = 9600', '[observability]', 'log_tool_io = "full"', ''].join('\n');
  const dir = tempConfigDir(t, toml);
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  const warns = d.lines.filter((l) => l.level === 40 && Array.isArray(l.paths));
  t.equal(warns.length, 1, 'one WARN at the start');
  t.same(warns[0]!.paths, ['hardware.baud_rate', 'observability.log_tool_io']);

  const json = await svc(['status', '--json'], env);
  t.equal(json.code, 0, json.stderr);
  const s = JSON.parse(json.stdout) as { extensions: { name: string; state: string }[]; not_running: { sections: string[]; written: string[] } };
  const state = Object.fromEntries(s.extensions.map((e) => [e.name, e.state]));
  t.equal(state.reserved, 'inert', 'the reserved areas only validate');
  for (const name of ['gateway', 'agent', 'cron', 'sop']) t.equal(state[name], 'running', `${name} runs`);
  for (const section of ['a2a', 'hardware', 'trust', 'tunnel', 'channels.mqtt']) {
    t.ok(s.not_running.sections.includes(section), `${section} has no runtime`);
  }
  for (const section of ['gateway', 'agents', 'cron', 'security', 'security.leak_detection', 'users', 'permission_profiles', 'risk_profiles']) t.notOk(s.not_running.sections.includes(section), `${section} runs`);
  t.same(s.not_running.written, ['hardware.baud_rate', 'observability.log_tool_io']);

  const text = await svc(['status'], env);
  t.equal(text.code, 0, text.stderr);
  t.match(text.stdout, /^ {2}reserved +inert/m);
  t.match(text.stdout, /^ {2}gateway +running/m);
  t.match(text.stdout, new RegExp(`^sections without a runtime \\(${s.not_running.sections.length}\\): a2a, acp, `, 'm'));
  t.match(text.stdout, /^config writes keys that do not run yet \(2\): hardware\.baud_rate, observability\.log_tool_io$/m);

  const gateway = String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
  const api = await fetch(`${gateway}/api/status`);
  t.equal(api.status, 200);
  t.same(((await api.json()) as { not_running: unknown }).not_running, s.not_running, 'the dashboard reads the same');
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
});
