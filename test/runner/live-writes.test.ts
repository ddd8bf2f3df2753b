// With a daemon running, `svc config set` and `svc onboard` write through its config store (svc.sock): live paths apply at once.
import t from 'tap';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanEnv, daemon, SVC, svc, type Daemon } from '../helpers/cli.js';
import { tempConfigDir } from '../helpers/kernel.js';

const CANARY = 'canary-Qx7-live-secret';

async function start(t: { teardown(fn: () => void): void }, dir: string): Promise<{ d: Daemon; url: string }> {
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void d.child.kill('SIGKILL'));
  const listening = await d.waitFor((l) => l.msg === 'listening' && l.ext === 'gateway');
  await d.waitFor((l) => l.msg === 'ready');
  return { d, url: String(listening.url).replace(/\/$/, '') };
}

/** The running value of a path, as the daemon's admin API reports it (loopback, require_pairing = false). */
async function running(url: string, path: string): Promise<Record<string, unknown> | undefined> {
  const res = await fetch(`${url}/api/config/list`);
  const body = (await res.json()) as { entries: Record<string, unknown>[] };
  return body.entries.find((e) => e.path === path);
}

t.test('config set of a live path applies in the running daemon at once; one audit line, in the daemon', async (t) => {
  const dir = tempConfigDir(t, '# notes stay\n[gateway]\nrequire_pairing = false\n');
  const env = { SVC_CONFIG_DIR: dir };
  const { d, url } = await start(t, dir);
  t.match(await running(url, 'gateway.request_timeout_secs'), { value: 30 });

  const set = await svc(['config', 'set', 'gateway.request-timeout-secs', '45'], env);
  t.equal(set.code, 0, set.stderr);
  t.match(set.stdout, new RegExp(`^gateway\\.request_timeout_secs = 45\\napplied by the running daemon \\(pid ${d.child.pid}\\) at once: gateway\\.request_timeout_secs\\n$`));
  t.match(await running(url, 'gateway.request_timeout_secs'), { value: 45 }, 'the running config has it, without SIGHUP');
  t.match(readFileSync(join(dir, 'config.toml'), 'utf8'), /^# notes stay\n[\s\S]*request_timeout_secs = 45/);
  t.notMatch(set.stderr, /config changed/, 'the CLI does not log the change a second time');
  const audit = d.lines.filter((l) => l.msg === 'config changed');
  t.equal(audit.length, 1, 'one audit line');
  t.match(audit[0], { paths: ['gateway.request_timeout_secs'], by: 'cli' });
  t.notOk(d.lines.some((l) => l.msg === 'config reloaded' || l.msg === 'restart_required'));

  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
});

t.test('config set of a path that is not live: written, adopted, and the CLI says a restart is needed', async (t) => {
  const dir = tempConfigDir(t, '[gateway]\nrequire_pairing = false\n');
  const env = { SVC_CONFIG_DIR: dir };
  const { d } = await start(t, dir);
  const set = await svc(['config', 'set', 'gateway.host', '127.0.0.2'], env);
  t.equal(set.code, 0, set.stderr);
  t.equal(set.stdout, `gateway.host = "127.0.0.2"\nwritten; the running daemon (pid ${d.child.pid}) applies gateway.host only after a restart\n`);
  t.match(readFileSync(join(dir, 'config.toml'), 'utf8'), /host = "127\.0\.0\.2"/);
  t.match(await d.waitFor((l) => l.msg === 'restart_required'), { by: 'cli', paths: ['gateway.host'] });
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
});

t.test('errors through the daemon keep the exit codes and messages of a direct write', async (t) => {
  const dir = tempConfigDir(t, '[gateway]\nrequire_pairing = false\n');
  const env = { SVC_CONFIG_DIR: dir };
  const before = readFileSync(join(dir, 'config.toml'), 'utf8');
  const cases = [
    ['config', 'set', 'gateway.host', '0.0.0.0'],
    ['config', 'set', 'gateway.port', '70000'],
    ['config', 'set', 'providers.models.openai.home.api_key', CANARY],
  ];
  const direct = [];
  for (const args of cases) direct.push(await svc(args, env));
  const { d } = await start(t, dir);
  for (const [i, args] of cases.entries()) {
    const via = await svc(args, env);
    t.equal(via.code, 2, `${args.join(' ')}: exit 2`);
    t.equal(via.code, direct[i]!.code, 'same exit code as without a daemon');
    t.equal(via.stderr, direct[i]!.stderr, 'same message as without a daemon');
  }
  t.match(direct[0]!.stderr, /gateway\.host: 0\.0\.0\.0 is not a loopback address.*nothing was written/);
  t.equal(readFileSync(join(dir, 'config.toml'), 'utf8'), before, 'nothing was written');
  t.notOk(d.lines.some((l) => l.msg === 'config changed'));
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
});

t.test('a secret set through the daemon is applied, stored encrypted and never echoed', async (t) => {
  const dir = tempConfigDir(t, '[gateway]\nrequire_pairing = false\n');
  const env = { SVC_CONFIG_DIR: dir };
  const { d, url } = await start(t, dir);
  t.match(await running(url, 'gateway.webhook_secret'), { populated: false });
  const set = await svc(['config', 'set', 'gateway.webhook_secret', CANARY], env);
  t.equal(set.code, 0, set.stderr);
  t.match(set.stdout, /^gateway\.webhook_secret = \(set\) 🔒\napplied by the running daemon/);
  t.match(await running(url, 'gateway.webhook_secret'), { populated: true });
  t.match(readFileSync(join(dir, 'config.toml'), 'utf8'), /webhook_secret = "enc2:[0-9a-f]+"/);
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
  const everything = [set.stdout, set.stderr, d.stderr(), JSON.stringify(d.lines), readFileSync(join(dir, 'config.toml'), 'utf8')].join('\n');
  t.notOk(everything.includes(CANARY), 'the secret is in no output, log line or file');
});

t.test('onboard with a daemon running writes through it; a path the daemon\'s environment overrides is said so', async (t) => {
  const dir = tempConfigDir(t, '[gateway]\nrequire_pairing = false\nport = 0\n');
  const env = { SVC_CONFIG_DIR: dir };
  const { d } = await start(t, dir);
  const onboard = (input: string) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [SVC, 'onboard'], { env: cleanEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c) => (stdout += c));
      child.stderr.on('data', (c) => (stderr += c));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(input);
    });
  // Gateway: a new host, keep the port; skip the provider and the webhook channel.
  const out = await onboard('127.0.0.3\n\n\n\n\n\n\n');
  t.equal(out.code, 0, out.stderr);
  t.match(out.stdout, new RegExp(`wrote 1 value to .*config\\.toml\\nwritten; the running daemon \\(pid ${d.child.pid}\\) applies gateway\\.host only after a restart\\n\\nNext steps:`));
  t.match(readFileSync(join(dir, 'config.toml'), 'utf8'), /host = "127\.0\.0\.3"/);
  t.match(await d.waitFor((l) => l.msg === 'config changed'), { paths: ['gateway.host'], by: 'cli' });
  // The daemon runs with SVC_gateway__port=0 (test helper): the file changes, the running port cannot.
  const port = await onboard('\n4321\n\n\n\n\n\n');
  t.equal(port.code, 0, port.stderr);
  t.match(port.stdout, /wrote 1 value to .*config\.toml\n\nNext steps:/, 'not claimed as applied');
  t.match(port.stderr, /SVC_gateway__port overrides gateway\.port: the file now holds the new value/);
  t.match(readFileSync(join(dir, 'config.toml'), 'utf8'), /port = 4321/);
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
});

t.test('without a daemon (none started, or killed leaving its socket) the CLI writes the file itself', async (t) => {
  const dir = tempConfigDir(t, '[gateway]\nrequire_pairing = false\n');
  const env = { SVC_CONFIG_DIR: dir };
  const first = await svc(['config', 'set', 'gateway.request_timeout_secs', '31'], env);
  t.equal(first.code, 0, first.stderr);
  t.equal(first.stdout, 'gateway.request_timeout_secs = 31\n');
  t.match(first.stderr, /"msg":"config changed"/, 'the CLI logs its own write');
  const { d } = await start(t, dir);
  d.child.kill('SIGKILL');
  await d.exited;
  t.ok(existsSync(join(dir, 'data', 'svc.sock')), 'the killed daemon left its socket behind');
  const second = await svc(['config', 'set', 'gateway.request_timeout_secs', '32'], env);
  t.equal(second.code, 0, second.stderr);
  t.equal(second.stdout, 'gateway.request_timeout_secs = 32\n');
  t.match(readFileSync(join(dir, 'config.toml'), 'utf8'), /request_timeout_secs = 32/);
});
