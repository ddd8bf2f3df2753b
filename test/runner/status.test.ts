// State an operator can see (real daemon process): `svc status` shows listeners, extensions with their last error,
// pending restarts, runs waiting for approval and the next cron runs; an admin /health and /api/config/drift show the
// pending restart; /metrics counts provider calls and tokens, SOP runs and cron runs; log lines carry ISO-8601 times.
import t from 'tap';
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { cleanEnv, daemon, SVC, svc } from '../helpers/cli.js';
import { waitFor } from '../helpers/wait.js';
import { fakeLlm, openai } from '../helpers/fake-llm.js';
import { tempConfigDir } from '../helpers/kernel.js';
import { writeSop } from '../helpers/sops.js';

const CANARY = 'status-canary-secret-9f3b';

t.test('svc status, the admin /health, drift and /metrics show what needs attention', async (t) => {
  const llm = await fakeLlm(() => openai.text('fallback'));
  t.teardown(() => llm.close());
  // Where the channel's replies go: refuses them (400 is not retried), so the delivery fails at once.
  const { createServer } = await import('node:http');
  const refusing = createServer((req, res) => void req.resume().on('end', () => res.writeHead(400).end()));
  await new Promise<void>((r) => refusing.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (refusing.closeAllConnections(), refusing.close(() => r()))));
  const sendUrl = `http://127.0.0.1:${(refusing.address() as import('node:net').AddressInfo).port}/in`;
  llm.push({ json: { ...(openai.text('hi there').json as object), usage: { prompt_tokens: 11, completion_tokens: 7 } } }, { status: 400, json: { error: 'bad request' } });
  const toml = [
    '[gateway]',
    'require_pairing = false',
    '[observability]',
    'backend = "prometheus"',
    '[providers.models.openai.local]',
    `base_url = "${llm.url}"`,
    'model = "m"',
    'max_retries = 0',
    '[sop]',
    'sops_dir = "sops"',
    '[channels.webhook.main]',
    `secret = "${CANARY}"`,
    'host = "127.0.0.1"',
    'port = 0',
    `send_url = "${sendUrl}"`,
    '[cron.nightly]',
    'command = "echo nightly"',
    'schedule = { kind = "every", every_ms = 3600000 }',
    '',
  ].join('\n');
  const dir = tempConfigDir(t, toml);
  writeSop(dir, 'deploy', { mode: 'supervised', steps: ['check'] });
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  t.match(d.lines[0], { time: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/ }, 'log lines carry ISO-8601 UTC times');
  const gateway = String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
  const channelUrl = String(d.lines.find((l) => l.msg === 'listening' && l.channel === 'webhook.main')!.url);

  const chat = (message: string) => fetch(`${gateway}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) });
  t.equal((await chat('hello')).status, 200);
  t.equal((await chat('again')).status, 502, 'the provider refuses the second call (model_unavailable)');
  const run = await svc(['sop', 'run', 'deploy', '--json'], env);
  const runId = JSON.parse(run.stdout).run_id as string;
  await d.waitFor((l) => l.msg === 'run waiting for approval');
  const ran = await svc(['cron', 'run', 'nightly'], env);
  t.equal(ran.code, 0, ran.stderr);
  const { createHmac } = await import('node:crypto');
  const message = JSON.stringify({ sender: 'carol', content: 'ping' });
  const sent = await fetch(channelUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-webhook-signature': `sha256=${createHmac('sha256', CANARY).update(message).digest('hex')}` }, body: message });
  t.equal(sent.status, 200);
  await d.waitFor((l) => l.msg === 'delivery failed');

  // A change that waits for a restart: the bind address.
  writeFileSync(join(dir, 'config.toml'), `${readFileSync(join(dir, 'config.toml'), 'utf8').replace('[gateway]\n', '[gateway]\nhost = "127.0.0.2"\n')}`);
  d.child.kill('SIGHUP');
  await d.waitFor((l) => l.msg === 'restart_required');

  const json = await svc(['status', '--json'], env);
  t.equal(json.code, 0, json.stderr);
  const s = JSON.parse(json.stdout);
  t.match(s, { phase: 'ready', mode: 'daemon', pid: d.child.pid, restart_required: ['gateway.host'] });
  t.same(
    s.listeners.map((l: { name: string; extension: string; url: string }) => [l.name, l.extension, l.url]),
    [
      ['gateway', 'gateway', `${gateway}/`],
      ['webhook.main', 'webhook-channel', channelUrl],
    ],
  );
  const byName = Object.fromEntries(s.extensions.map((e: { name: string }) => [e.name, e]));
  t.match(byName.gateway, { state: 'running', start_ms: Number, last_error: null });
  t.ok(byName.gateway.start_ms > 0, 'its start took some time, in ms');
  for (const name of ['gateway', 'agent', 'sop', 'cron', 'webhook-channel']) t.type(byName[name].start_ms, 'number', `${name}: its start time`);
  t.equal(byName['provider-echo'].start_ms, null, 'none for an extension without a start tap');
  t.match(byName.agent, { state: 'running', last_error: { time: /Z$/, msg: /HTTP 400/ } }, 'the provider failure is the agent\'s last error');
  t.match(s.sections.sop, { running: 0, waiting_for_approval: [{ run_id: runId, sop: 'deploy', step: 1, since: /Z$/ }] });
  t.match(s.sections.cron, { scheduler: 'on', running: 0, next_runs: [{ job: 'nightly', next_run_at: /Z$/ }] });

  t.match(s.sections.webhook, { channels: [{ channel: 'webhook.main', inbound_queued: 0, failed_deliveries: [{ delivery_id: /\S/, recipient: 'carol', error: 'HTTP 400', at: /Z$/ }] }] });
  const api = (await (await fetch(`${gateway}/api/status`)).json()) as Record<string, unknown>;
  t.match(api, { phase: 'ready', restart_required: ['gateway.host'], sections: { sop: { waiting_for_approval: [{ run_id: runId }] } } }, '/api/status is svc status --json');
  const jobs = (await (await fetch(`${gateway}/api/cron/jobs`)).json()) as { jobs: Record<string, unknown>[] };
  t.match(jobs.jobs, [{ id: 'nightly', source: 'declarative', enabled: true, schedule: 'every 3600s', next_run_at: /Z$/, last_run: { status: 'ok', trigger: 'manual', started_at: /Z$/ } }]);
  const history = (await (await fetch(`${gateway}/api/cron/jobs/nightly/history`)).json()) as { runs: Record<string, unknown>[] };
  t.match(history.runs, [{ status: 'ok', trigger: 'manual', output: /nightly/, started_at: /Z$/ }]);
  t.equal((await fetch(`${gateway}/api/cron/jobs/nope/history`)).status, 404);

  const text = await svc(['status'], env);
  t.equal(text.code, 0, text.stderr);
  t.match(text.stdout, /^svc \S+ ready \(daemon, pid \d+, up \d+ s\)\n/);
  t.match(text.stdout, new RegExp(`\\n  webhook\\.main\\s+${channelUrl.replace(/[.]/g, '\\.')}\\n`));
  t.match(text.stdout, /\nrestart required to apply: gateway\.host\n/);
  t.match(text.stdout, /\n  agent\s+running\s+started in [0-9.]+ ms\s+last error \S+Z: .*HTTP 400/);
  t.match(text.stdout, new RegExp(`\\n  waiting_for_approval: 1\\n    run_id=${runId} sop=deploy step=1 since=\\S+Z\\n`));
  t.match(text.stdout, /\n  next_runs: 1\n    job=nightly next_run_at=\S+Z\n/);

  const health = (await (await fetch(`${gateway}/health`)).json()) as Record<string, unknown>;
  t.match(health, { status: 'ok', restart_required: ['gateway.host'] }, 'a local admin sees the pending restart');
  t.match((health.extensions as { name: string }[]).find((e) => e.name === 'observability'), { state: 'running', last_error: null });
  t.match(health.listeners, [{ name: 'gateway' }, { name: 'webhook.main' }]);
  const drift = (await (await fetch(`${gateway}/api/config/drift`)).json()) as Record<string, unknown>;
  t.match(drift, { restart_required: ['gateway.host'] });

  const metrics = await (await fetch(`${gateway}/metrics`)).text();
  t.match(metrics, /svc_provider_requests_total\{provider="openai\.local",outcome="ok"\} 2\n/, 'the chat and the channel message');
  t.match(metrics, /svc_provider_requests_total\{provider="openai\.local",outcome="error"\} 1\n/);
  t.match(metrics, /svc_provider_tokens_total\{provider="openai\.local",direction="input"\} 11\n/);
  t.match(metrics, /svc_provider_tokens_total\{provider="openai\.local",direction="output"\} 7\n/);
  t.match(metrics, /svc_provider_request_duration_seconds_count\{provider="openai\.local"\} 3\n/);
  t.match(metrics, /svc_sop_runs_total\{sop="deploy",status="started"\} 1\n/);
  t.match(metrics, /svc_cron_runs_total\{status="ok"\} 1\n/);

  t.notMatch(json.stdout + text.stdout + JSON.stringify(health) + JSON.stringify(drift), new RegExp(CANARY), 'no secret in any of them');
  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
});

t.test('--pretty prints one line per event, its fields inline', async (t) => {
  const dir = tempConfigDir(t, '[channels.webhook.main]\nsecret = "pretty-secret-value"\nhost = "127.0.0.1"\nport = 0\n');
  const child = spawn(process.execPath, [SVC, 'daemon', '--pretty'], { env: cleanEnv({ SVC_CONFIG_DIR: dir, SVC_gateway__port: '0' }), stdio: ['ignore', 'pipe', 'pipe'] });
  t.teardown(() => void child.kill('SIGKILL'));
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  await waitFor(() => /\bready\b/.test(out), 'the ready line');
  child.kill('SIGTERM');
  t.equal(await exited, 0);
  const lines = out.trimEnd().split('\n');
  t.ok(lines.length >= 4, `several events: ${lines.length}`);
  for (const line of lines) t.match(line, /^\[\d\d:\d\d:\d\d\.\d{3}\] (INFO|WARN|ERROR) \(\d+\): /, 'each line is one whole event');
  t.match(out, /listening \{.*"channel":"webhook\.main".*\}\n/, 'fields stay on the line of their event');
  t.match(lines.at(-1), /stopped/);
});
