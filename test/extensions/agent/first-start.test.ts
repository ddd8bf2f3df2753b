// The first start shows the way (issue 33): a daemon with no model provider, started at a terminal (a pseudo-terminal
// from util-linux's `script`), prints once, on stderr, what runs and the next steps with the dashboard's real address;
// nothing when stderr is not a terminal or a model is configured, and never in the JSON log lines.
import t from 'tap';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstStartHint, invokedAs, unconfigured } from '../../../extensions/agent/first-start.js';
import { cleanEnv, daemon, SVC } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';

const STATUS = {
  pid: 42,
  listeners: [{ extension: 'gateway', name: 'gateway', url: 'http://127.0.0.1:5000/' }, { extension: 'webhook-channel', name: 'webhook.main', url: 'http://127.0.0.1:8090/' }],
  extensions: [{ name: 'dashboard', state: 'running' as const, start_ms: null, last_error: null, crashes: 0 }],
};

t.test('the hint: what runs, then onboard, chat and the dashboard at the bound address', async (t) => {
  const hint = firstStartHint(STATUS, 'svc');
  t.match(hint, /svc is running \(pid 42\), with no model configured/);
  t.match(hint, /  gateway +http:\/\/127\.0\.0\.1:5000\/\n  webhook\.main +http:\/\/127\.0\.0\.1:8090\//);
  t.match(hint, /\n  svc onboard +add a model.*\n  svc chat +talk to the agent\n  svc dashboard +sign in to the dashboard at http:\/\/127\.0\.0\.1:5000\/ /);
  t.notMatch(firstStartHint({ ...STATUS, extensions: [] }, 'svc'), /dashboard/, 'no dashboard served, no dashboard line');
  t.equal(invokedAs('/usr/lib/node_modules/.bin/svc', '/home/ann'), 'svc');
  t.equal(invokedAs('/src/svc/bin/svc.js', '/src/svc'), 'node bin/svc.js', 'from a checkout, as the README runs it');
  t.equal(invokedAs('/src/svc/bin/svc.js', '/home/ann'), 'node /src/svc/bin/svc.js');
  t.ok(unconfigured({}));
  t.notOk(unconfigured({ providers: { models: { openai: { home: { model: 'm' } } } } }));
});

/** `svc daemon` on a pseudo-terminal: everything it writes (stdout and stderr together), and its exit. */
function atTerminal(dir: string) {
  const command = `'${process.execPath}' '${SVC}' daemon`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env: cleanEnv({ SVC_CONFIG_DIR: dir, SVC_gateway__port: '0' }), stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const stop = async () => {
    const pid = Number(readFileSync(join(dir, 'data', 'svc.lock'), 'utf8').trim());
    process.kill(pid, 'SIGTERM');
    await exited;
  };
  return { output: () => out, stop, kill: () => child.kill('SIGKILL') };
}

t.test('an unconfigured daemon at a terminal prints the hint once, with a dashboard address that answers', async (t) => {
  const dir = tempConfigDir(t);
  const d = atTerminal(dir);
  t.teardown(d.kill);
  // The hint goes to stderr, the log lines to stdout (written asynchronously): both reach the terminal, in either order.
  await waitFor(() => /dashboard +sign in to the dashboard at \S+ /.test(d.output()) && /"ext":"gateway"[^\n]*"msg":"listening"/.test(d.output()), 'the hint and the gateway\'s listening line', 20_000);
  const out = d.output().replace(/\r/g, '');
  const url = /sign in to the dashboard at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)![1]!;
  const listening = out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'listening' && l.ext === 'gateway');
  t.equal(url, listening?.url, 'the address the gateway bound');
  const page = await send(url.replace(/\/$/, ''), '/', { method: 'GET' });
  t.match(page, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }, 'not not_found');
  t.match(out, / onboard +add a model/);
  t.match(out, / chat +talk to the agent/);
  t.equal(out.split('Next steps').length, 2, 'once');
  for (const line of out.split('\n').filter((l) => l.startsWith('{'))) t.notMatch(line, /Next steps|onboard/, 'not in a JSON log line');
  await d.stop();
});

t.test('no hint when stderr is not a terminal, or when a model is configured', async (t) => {
  const piped = daemon(['daemon'], { SVC_CONFIG_DIR: tempConfigDir(t) });
  t.teardown(() => void piped.child.kill('SIGKILL'));
  await piped.waitFor((l) => l.msg === 'ready');
  piped.child.kill('SIGTERM');
  t.equal(await piped.exited, 0);
  t.notMatch(piped.stderr(), /Next steps/);

  const dir = tempConfigDir(t, '[providers.models.openai.home]\nbase_url = "http://127.0.0.1:9/v1"\nmodel = "m"\n');
  const d = atTerminal(dir);
  t.teardown(d.kill);
  await waitFor(() => d.output().includes('"msg":"ready"'), 'ready', 20_000);
  t.notMatch(d.output(), /Next steps/);
  await d.stop();
});
