// `svc gateway` alone, and the pairing commands, as real processes: 503 for SOP and chat, codes over svc.sock.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { daemon, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { writeSop } from '../../helpers/sops.js';

async function post(url: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const r = await fetch(url + path, { method: 'POST', headers, ...(body !== undefined ? { body } : {}) });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

t.test('the standalone gateway pairs clients but dispatches nothing: /sop/* and /webhook chat answer 503', async (t) => {
  const dir = tempConfigDir(t, '[sop]\nsops_dir = "sops"\n');
  writeSop(dir, 'deploy', {});
  const env = { SVC_CONFIG_DIR: dir };
  t.equal((await svc(['gateway', 'get-paircode'], env)).code, 1, 'no daemon yet');
  const g = daemon(['gateway'], env);
  t.teardown(() => void g.child.kill('SIGKILL'));
  const listening = await g.waitFor((l) => l.msg === 'listening' && l.ext === 'gateway');
  await g.waitFor((l) => l.msg === 'ready');
  t.match(g.lines.find((l) => l.msg === 'ready'), { mode: 'gateway' });
  t.notOk(g.lines.some((l) => l.ext === 'agent' || l.ext === 'sop'), 'nothing else started');
  const url = String(listening.url).replace(/\/$/, '');
  t.equal((await fetch(`${url}/health`)).status, 200);

  const code = await svc(['gateway', 'get-paircode'], env);
  t.equal(code.code, 0, code.stderr);
  t.match(code.stdout, /^[A-Za-z0-9]{32}\n$/, 'the code alone on one line');
  t.equal((await svc(['gateway', 'get-paircode'], env)).stdout, code.stdout, 'the pending code again');
  const fresh = await svc(['gateway', 'get-paircode', '--new'], env);
  t.not(fresh.stdout, code.stdout);
  const paired = await post(url, '/pair', { 'x-pairing-code': fresh.stdout.trim() });
  t.equal(paired.status, 200);
  const auth = { authorization: `Bearer ${String(paired.body.token)}` };
  t.match(await post(url, '/sop/deploy', auth), { status: 503, body: { error: 'sop_dispatch_unavailable' } });
  t.match(await post(url, '/sop/deploy'), { status: 401 }, 'credentials still come first');
  t.match(await post(url, '/webhook', { ...auth, 'content-type': 'application/json' }, '{"message":"hi"}'), { status: 503, body: { error: 'not_ready' } });

  const list = await svc(['gateway', 'tokens', 'list'], env);
  t.match(list.stdout, /^[0-9a-f]{12}\n$/);
  t.same(JSON.parse((await svc(['gateway', 'tokens', 'list', '--json'], env)).stdout), { tokens: [{ prefix: list.stdout.trim(), user: null }] });
  t.notOk(JSON.stringify(g.lines).includes(fresh.stdout.trim()), 'the code never reached a log line');
  g.child.kill('SIGTERM');
  t.equal(await g.exited, 0);
  const revoke = await svc(['gateway', 'tokens', 'revoke', list.stdout.trim()], env);
  t.equal(revoke.code, 0, revoke.stderr);
  t.match(readFileSync(join(dir, 'config.toml'), 'utf8'), /paired_tokens = \[\s*\]/);
  t.equal((await svc(['gateway', 'tokens', 'revoke', 'zz'], env)).code, 2);
});

t.test('a public bind needs allow_public_bind (exit 78 before anything starts)', async (t) => {
  const r = await svc(['daemon'], { SVC_CONFIG_DIR: tempConfigDir(t, '[gateway]\nhost = "0.0.0.0"\n') });
  t.equal(r.code, 78);
  t.match(r.stderr, /gateway\.host: 0\.0\.0\.0 is not a loopback address; set gateway\.allow_public_bind = true/);
});
