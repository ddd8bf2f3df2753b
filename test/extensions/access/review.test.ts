// Review fixes of issue 37 against a real daemon: /health shows admins what needs attention only when the request guard
// grants the kind `health` (asked without a trace); a flood of refusals writes one access.refused line and one summary
// with the count to the audit trail; GET /api/webauthn has a limit of its own (it no longer uses up pairing attempts);
// a flood of refused passkey ceremonies writes one webauthn.refused line and one summary.
import t from 'tap';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { daemon } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const sha = (s: string): string => createHash('sha256').update(s).digest('hex');
const [ADMIN, VIEWER, WATCHER, STRANGER] = ['a', 'b', 'c', 'd'].map((c) => `svc_${c.repeat(64)}`) as [string, string, string, string];
const FLOOD = 300;

t.test('health for admins by grant; refusals and refused ceremonies are throttled in the audit trail; a status limit of its own', async (t) => {
  const dir = tempConfigDir(t, [
    '[gateway]', 'host = "127.0.0.1"', 'port = 0', 'pair_rate_limit_per_minute = 10',
    `paired_tokens = [${[ADMIN, VIEWER, WATCHER, STRANGER].map((x) => `"${sha(x)}"`).join(', ')}]`,
    '[permission_profiles.admin]', 'admin = true',
    '[permission_profiles.viewer]', 'grants = { status = ["read"] }',
    '[permission_profiles.watcher]', 'grants = { health = ["read"] }',
    '[users.root]', 'permission_profiles = ["admin"]', `tokens = ["${sha(ADMIN)}"]`,
    '[users.viewer]', 'permission_profiles = ["viewer"]', `tokens = ["${sha(VIEWER)}"]`,
    '[users.watcher]', 'permission_profiles = ["watcher"]', `tokens = ["${sha(WATCHER)}"]`,
    '[security.webauthn]', 'enabled = true',
    '',
  ].join('\n'));
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  const gateway = String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
  const health = (token: string) => send(gateway, '/health', { method: 'GET', headers: { authorization: `Bearer ${token}` } });

  // /health: the admin view goes through the guard.
  t.ok((await health(ADMIN)).body.extensions, 'positive control: an administrator sees the extensions');
  t.ok((await health(WATCHER)).body.extensions, 'a profile granting health = ["read"] sees them');
  const viewer = await health(VIEWER);
  t.equal(viewer.status, 200);
  t.same(Object.keys(viewer.body).sort(), ['status', 'version'], 'a paired token whose profiles do not grant health learns only that it is up');
  t.same(Object.keys((await health(STRANGER)).body).sort(), ['status', 'version'], 'nor does a token bound to no user');
  t.notOk(d.lines.some((l) => l.msg === 'permission refused' && l.route === '/health'), 'the probe leaves no refusal in the log');

  // A flood of refusals: every one refused, one line in the audit trail (and the log), the rest summed up.
  let denied = 0;
  for (let i = 0; i < FLOOD; i++) if ((await send(gateway, '/api/status', { method: 'GET', headers: { authorization: `Bearer ${STRANGER}` } })).status === 403) denied++;
  t.equal(denied, FLOOD, 'every request of the flood is refused');
  t.equal((await send(gateway, '/api/cron/x/run', { headers: { authorization: `Bearer ${VIEWER}` } })).status, 403, 'positive control: another user\'s refusal');

  // GET /api/webauthn: more than the pairing limit (10) in a minute, and pairing still answers (no 429).
  let shown = 0;
  for (let i = 0; i < 15; i++) if ((await send(gateway, '/api/webauthn', { method: 'GET' })).status === 200) shown++;
  t.equal(shown, 15, 'more status requests than the pairing limit are answered');
  const pair = await send(gateway, '/pair', { headers: { 'x-pairing-code': 'WRONGCODE' } });
  t.equal(pair.body.error, 'invalid_pairing_code', 'pairing attempts were not used up by the status requests');
  let limited = 0;
  for (let i = 0; i < 130 && !limited; i++) if ((await send(gateway, '/api/webauthn', { method: 'GET' })).status === 429) limited = i;
  t.ok(limited > 0, 'the status route has a limit of its own all the same');

  // A flood of forged passkey answers (up to the pairing limit, shared by sign-in): one webauthn.refused line.
  const forged = { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: Buffer.from(JSON.stringify({ challenge: 'A'.repeat(43) })).toString('base64url') } };
  let refusedCeremonies = 0;
  for (let i = 0; i < 20; i++) {
    const r = await send(gateway, '/api/webauthn/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify(forged) });
    if (r.status === 401) refusedCeremonies++;
  }
  t.ok(refusedCeremonies >= 5, `several ceremonies refused (${refusedCeremonies})`);

  // The summaries are written when the window ends, or at the latest when the daemon stops.
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
  const events = readFileSync(join(dir, 'audit.log'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
  const noUser = events.filter((e) => e.event === 'access.refused' && e.reason === 'no_user');
  t.equal(noUser.length, 1, `one access.refused line for ${FLOOD} refusals`);
  const summary = events.filter((e) => e.event === 'access.refused.suppressed' && e.reason === 'no_user');
  t.match(summary, [{ surface: 'admin', count: FLOOD - 1 }], 'one summary with the count left out');
  t.equal(events.filter((e) => e.event === 'access.refused' && e.user === 'viewer').length, 1, 'positive control: another key is written');
  t.equal(events.filter((e) => e.event === 'webauthn.refused').length, 1, 'one webauthn.refused line');
  t.match(events.filter((e) => e.event === 'webauthn.refused.suppressed'), [{ ceremony: 'login', count: refusedCeremonies - 1 }]);
  t.ok(events.length < 40, `the audit trail stays small (${events.length} events)`);
});
