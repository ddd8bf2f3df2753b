// The gateway's security events in the audit trail, against a real daemon: a failed and a good pairing, refused
// credentials (once a minute, with the count), a token revoked through the CLI and the config changes both made, each
// one line of a signed log that `svc audit verify` accepts; never a pairing code, a token or a secret value.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { daemon, svc } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const CANARY = 'canary-webhook-secret-4c9e1a7b3d';

t.test('pairing, refused credentials and a revoked token are audited, without codes, tokens or secrets', async (t) => {
  const dir = tempConfigDir(t, `[gateway]\nhost = "127.0.0.1"\nport = 0\n[channels.webhook.main]\nsecret = "${CANARY}"\nhost = "127.0.0.1"\nport = 0\n[security.audit]\nsign_events = true\n`);
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['gateway'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  const url = String((await d.waitFor((l) => l.msg === 'listening' && l.ext === 'gateway')).url).replace(/\/$/, '');
  await d.waitFor((l) => l.msg === 'ready');

  const bad = await send(url, '/pair', { headers: { 'x-pairing-code': 'WRONGCODE' } });
  t.equal(bad.status, 403);
  const code = (await svc(['gateway', 'get-paircode'], env)).stdout.trim();
  const paired = await send(url, '/pair', { headers: { 'x-pairing-code': code } });
  t.equal(paired.status, 200, paired.text);
  const token = String(paired.body.token);
  for (let i = 0; i < 3; i++) t.equal((await send(url, '/api/config/list', { method: 'GET', headers: { authorization: 'Bearer svc_nope' } })).status, 401);
  t.equal((await send(url, '/api/config/list', { method: 'GET', headers: { authorization: `Bearer ${token}` } })).status, 200);
  const list = await svc(['gateway', 'tokens', 'list'], env);
  const prefix = list.stdout.trim().split('\n')[0]!;
  const revoke = await svc(['gateway', 'tokens', 'revoke', prefix], env);
  t.equal(revoke.code, 0, revoke.stderr);
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);

  const text = readFileSync(join(dir, 'audit.log'), 'utf8');
  const events = text.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  t.match(events, [
    { event: 'pairing.failed', client: '127.0.0.1' },
    { event: 'config.changed', paths: ['gateway.paired_tokens'], count: 1 },
    { event: 'pairing.paired', client: '127.0.0.1', token_hash_prefix: prefix },
    { event: 'gateway.refused', kind: 'unauthorized', client: '127.0.0.1', count: 1 },
    { event: 'config.changed', paths: ['gateway.paired_tokens'] },
    { event: 'token.revoked', by: 'cli', prefix, count: 1 },
  ]);
  t.equal(events.length, 6, 'three refusals within a minute are one line');
  for (const [what, value] of [['code', code], ['token', token], ['secret', CANARY]] as const) t.notOk(text.includes(value), `no ${what} in the audit log`);
  const verified = await svc(['audit', 'verify'], env);
  t.equal(verified.code, 0, verified.stderr);
  t.equal(verified.stdout, 'ok: 6 events in 1 file, 6 signed\n');
});
