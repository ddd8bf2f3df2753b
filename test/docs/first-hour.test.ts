// The issue 33 "done when": a new user on a clean HOME starts the daemon as the README says, follows the first start's
// hint to `svc onboard` with a recording fake model (its one test request included), restarts, and has a streamed
// conversation through `svc chat` and through the dashboard's Chat page in Chromium, signed in by `svc dashboard`.
import t from 'tap';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { cleanEnv, SVC, svc } from '../helpers/cli.js';
import { streamingModel, type Script } from '../helpers/streaming-model.js';
import { waitFor } from '../helpers/wait.js';
import { CHROMIUM, REFRESHED } from '../extensions/dashboard/harness.js';

const script = (last: string): Script => (last.includes('slowly') ? { pieces: ['Otters ', 'hold ', 'hands.'], hold: true } : { pieces: ['Hello ', 'from the model.'] });

/** `svc daemon` as the README starts it, on a terminal (util-linux `script` gives it one), on a free port. */
function daemonAtTerminal(env: Record<string, string>, lock: string) {
  const child = spawn('script', ['-qfec', `'${process.execPath}' '${SVC}' daemon`, '/dev/null'], { env: cleanEnv({ ...env, SVC_gateway__port: '0' }), stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return {
    output: () => out.replace(/\r/g, ''),
    kill: () => child.kill('SIGKILL'),
    stop: async () => {
      process.kill(Number(readFileSync(lock, 'utf8').trim()), 'SIGTERM');
      await exited;
    },
  };
}

t.test('from the first start to a streamed conversation in the terminal and the dashboard', async (t) => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium`);
  const home = mkdtempSync(join(tmpdir(), 'svc-first-hour-'));
  t.teardown(() => rmSync(home, { recursive: true, force: true }));
  const env = { HOME: home };
  const lock = join(home, '.svc', 'data', 'svc.lock');
  const model = await streamingModel(script);
  t.teardown(() => model.close());

  // The first start shows the way.
  const first = daemonAtTerminal(env, lock);
  t.teardown(first.kill);
  await waitFor(() => /dashboard +sign in to the dashboard at \S+/.test(first.output()), 'the first-start hint', 30_000);
  t.match(first.output(), /no model configured[\s\S]* onboard +add a model[\s\S]* chat +talk to the agent/);

  // svc onboard, as the hint says: the gateway's defaults, the fake model, its test request; no webhook channel.
  const onboard = await new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [SVC, 'onboard'], { env: cleanEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(['', '', model.url, 'm', '', 'y', '', '', '', ''].join('\n') + '\n');
  });
  t.equal(onboard.code, 0, onboard.out);
  t.match(onboard.out, /ok: m answered "Hello from the model\."/, 'the one test request reached the fake model');
  t.match(onboard.out, /only after a restart/, 'the running daemon says a restart applies the model');
  await first.stop();

  const second = daemonAtTerminal(env, lock);
  t.teardown(second.kill);
  await waitFor(() => second.output().includes('"msg":"ready"'), 'the restart', 30_000);
  t.notMatch(second.output(), /Next steps/, 'configured now: no hint');

  // svc chat through a pipe: the reply streams from the model.
  const chat = await new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [SVC, 'chat'], { env: cleanEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end('hi there\n');
  });
  t.equal(chat.code, 0, chat.out);
  t.match(chat.out, /Hello from the model\./);
  t.equal(model.requests.at(-1)!.body.stream, true, 'svc chat asked for a streamed answer');

  // The dashboard: svc dashboard's link signs Chromium in; the Chat page streams a reply.
  const link = (await svc(['dashboard'], env)).stdout.trim();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  t.teardown(() => browser.close());
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(15_000);
  await page.goto(link);
  await page.locator('#service dl').waitFor({ timeout: REFRESHED });
  await page.getByRole('link', { name: 'Chat' }).click();
  await page.getByLabel('Message', { exact: true }).fill('tell me slowly');
  await page.getByRole('button', { name: 'Send' }).click();
  const reply = page.locator('#chat-log .chat-agent').last();
  await reply.getByText('Otters').waitFor();
  t.notOk(model.requests.at(-1)!.finished, 'the first piece is on the page before the model finished');
  model.release();
  await reply.getByText('Otters hold hands.').waitFor();
  await second.stop();
});
