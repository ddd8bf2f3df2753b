// The emergency stop off by default and the break-glass for a lost authenticator, through the real CLI and daemon
// (trial 49, items 3 and 8): engage while off names the commands that switch it on (svc otp enroll first when resuming
// needs a code), svc doctor warns while it is off; a stop engaged before stays engaged with enabled = false; and
// svc estop resume --break-glass releases it without a code only with the daemon stopped, audited.
import t from 'tap';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { daemon, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

type Finding = { check: string; status: string; finding: string; fix?: string };
const estopFinding = async (env: Record<string, string>): Promise<Finding | undefined> =>
  (JSON.parse((await svc(['doctor', '--json'], env, 60_000)).stdout) as { checks: Finding[] }).checks.find((c) => c.check === 'estop');

t.test('engage while off names the way to switch it on; doctor warns while off', async (t) => {
  const dir = tempConfigDir(t, '');
  const env = { SVC_CONFIG_DIR: dir };
  const refused = await svc(['estop', 'engage'], env);
  t.equal(refused.code, 1, refused.stderr);
  t.match(refused.stderr, /the emergency stop is off \(security\.estop\.enabled = false, the default\): switch it on: svc otp enroll .*then svc config set security\.estop\.enabled true; or, to resume without a code, svc config set security\.estop\.require_otp_to_resume false/);
  t.match(await estopFinding(env), { status: 'warn', finding: /the emergency stop is off/, fix: /svc otp enroll/ });

  const optOut = tempConfigDir(t, '[security.estop]\nrequire_otp_to_resume = false\n');
  const env2 = { SVC_CONFIG_DIR: optOut };
  const r2 = await svc(['estop', 'engage'], env2);
  t.equal(r2.code, 1);
  t.match(r2.stderr, /switch it on: svc config set security\.estop\.enabled true/);
  t.notMatch(r2.stderr, /otp enroll/, 'no code needed to resume: no enrolment named');
  const on = await svc(['config', 'set', 'security.estop.enabled', 'true'], env2);
  t.equal(on.code, 0, on.stderr);
  t.match(await estopFinding(env2), { status: 'ok', finding: /the emergency stop is offered/ });
  const engaged = await svc(['estop', 'engage', '--reason', 'drill'], env2);
  t.equal(engaged.code, 0, engaged.stderr);
});

t.test('a stop engaged before stays engaged with enabled = false; --break-glass releases it only with the daemon stopped', async (t) => {
  const dir = tempConfigDir(t, ['[gateway]', 'host = "127.0.0.1"', 'port = 0', ''].join('\n'));
  const env = { SVC_CONFIG_DIR: dir };
  const stateDir = join(dir, 'data', 'state');
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const file = join(stateDir, 'estop.json');
  writeFileSync(file, JSON.stringify({ engaged: true, reason: 'incident', by: 'cli', engaged_at: '2026-11-27T09:00:00.000Z', resumed_at: null, otp_required: true }), { mode: 0o600 });

  const status = await svc(['estop', 'status', '--json'], env);
  t.match(JSON.parse(status.stdout), { enabled: false, engaged: true }, 'enabled = false does not release it');
  const noCode = await svc(['estop', 'resume'], env);
  t.not(noCode.code, 0, 'an ordinary resume needs a code');
  t.match(noCode.stderr, /one-time password/);

  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  t.ok(d.lines.some((l) => /does not release a stop engaged before/.test(String(l.msg))), 'the daemon starts stopped and says why');
  const running = await svc(['estop', 'resume', '--break-glass'], env);
  t.equal(running.code, 2, 'refused while the daemon runs');
  t.match(running.stderr, /works only with the daemon stopped/);
  t.match(JSON.parse(readFileSync(file, 'utf8')), { engaged: true }, 'still engaged');
  d.child.kill('SIGTERM');
  await d.exited;

  const broken = await svc(['estop', 'resume', '--break-glass'], env);
  t.equal(broken.code, 0, broken.stderr);
  t.match(broken.stdout, /released by break-glass .*svc otp enroll --force/);
  const state = JSON.parse(readFileSync(file, 'utf8'));
  t.match(state, { engaged: false, by: /^break-glass \(uid \d+\)$/, reason: 'incident' });
  t.notOk('otp_required' in state);
  t.match(readFileSync(join(dir, 'audit.log'), 'utf8'), /"estop\.break_glass"/, 'audited');
  const again = await svc(['estop', 'resume', '--break-glass'], env);
  t.equal(again.code, 0);
  t.match(again.stdout, /not engaged: nothing to release/);
});
