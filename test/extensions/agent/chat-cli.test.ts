// `svc chat` through the real CLI binary and a real daemon with a recording fake model: replies stream as written,
// tool calls show one line each, Ctrl-C cancels the turn (the model's connection closes) and not the daemon, the pipe
// mode, every slash command, channels.cli = false refuses, a failed turn names its log line's id, and no daemon is exit 1.
import { spawn, type ChildProcess } from 'node:child_process';
import t from 'tap';
import { cleanEnv, daemon, SVC, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { streamingModel, type Script } from '../../helpers/streaming-model.js';
import { waitFor } from '../../helpers/wait.js';

interface Chat {
  readonly child: ChildProcess;
  stdout(): string;
  stderr(): string;
  say(line: string): void;
  end(): void;
  readonly exited: Promise<number | null>;
}

function chat(args: string[], env: Record<string, string>): Chat {
  const child = spawn(process.execPath, [SVC, 'chat', ...args], { env: cleanEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const kill = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const exited = new Promise<number | null>((r) => child.on('close', (code) => (clearTimeout(kill), r(code))));
  return { child, stdout: () => out, stderr: () => err, say: (line) => void child.stdin!.write(`${line}\n`), end: () => void child.stdin!.end(), exited };
}

const script = (last: string): Script => {
  if (last.includes('[tool result]')) return { pieces: ['Nothing ', 'there.'] };
  if (last.includes('fetch')) return { pieces: [], tool: { name: 'http_request', args: { url: 'http://127.0.0.1:9/x', method: 'GET' } } };
  if (last.includes('slowly')) return { pieces: ['Otters ', 'hold ', 'hands.'], hold: true };
  return { pieces: ['You said ', `${last.slice(0, 40)}.`] };
};

t.test('svc chat against a real daemon', async (t) => {
  const model = await streamingModel(script);
  t.teardown(() => model.close());
  const dir = tempConfigDir(t, `[providers.models.openai.local]\nbase_url = "${model.url}"\nmodel = "m"\nmax_retries = 0\n[agents.default]\nmodel_provider = "openai.local"\n[agents.other]\nmodel_provider = "openai.local"\n`);
  const env = { SVC_CONFIG_DIR: dir };

  const none = await svc(['chat'], env);
  t.equal(none.code, 1, 'no daemon: exit 1');
  t.match(none.stderr, /no running daemon/);

  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');

  t.test('replies stream as written; Ctrl-C cancels the turn and the model call, not the daemon', async (t) => {
    const c = chat([], env);
    c.say('tell me slowly');
    // Positive control: the first piece is printed while the model still holds the rest of its answer.
    await waitFor(() => c.stdout().includes('Otters '), 'the first streamed piece');
    t.equal(model.requests.at(-1)!.body.stream, true, 'the chat asked for a streamed answer');
    t.notOk(model.requests.at(-1)!.finished, 'the model has not finished when the first piece is shown');
    t.notMatch(c.stdout(), /hands/);
    model.release();
    await waitFor(() => c.stdout().includes('Otters hold hands.\n'), 'the whole reply');

    c.say('again slowly');
    await waitFor(() => (c.stdout().match(/Otters /g) ?? []).length === 2, 'the second reply to start');
    const held = model.requests.at(-1)!;
    c.child.kill('SIGINT');
    await waitFor(() => held.closedEarly, 'the model to see its connection close');
    await waitFor(() => c.stdout().includes('(cancelled)'), 'the chat to say the turn was cancelled');
    c.say('still there?');
    await waitFor(() => c.stdout().includes('You said still there?.'), 'the next turn, after the cancelled one');
    c.end();
    t.equal(await c.exited, 0, c.stderr());
    t.equal(d.child.exitCode, null, 'the daemon keeps running');
    const history = await svc(['agent', 'ask', '--json', 'ping'], env);
    t.equal(history.code, 0, history.stderr);
  });

  t.test('through a pipe: plain replies, tool calls one line on stderr, every slash command, exit 0 at EOF', async (t) => {
    const c = chat(['--conversation', 'pipe-1'], env);
    for (const line of ['/help', 'hello there', 'please fetch it', '/history', '/agent', '/agent other', 'who are you', '/new', '/history']) c.say(line);
    c.end();
    t.equal(await c.exited, 0, c.stderr());
    const out = c.stdout();
    t.match(out, /^\/new {11}start a new conversation/m, '/help lists the commands');
    t.match(out, /^You said hello there\.\n/m, 'a reply, plainly');
    t.match(out, /^Nothing there\.\n/m, 'the answer after the tool call');
    t.match(c.stderr(), /^ {2}↳ http_request: .*127\.0\.0\.1:9/m, 'the tool call, one line');
    t.match(out, /^you> hello there\nagent> You said hello there\.\nyou> please fetch it\nagent> Nothing there\.\n/m, '/history prints the stored conversation');
    t.match(out, /^agent default \(agents: default, other\)$/m, '/agent alone names the agent');
    t.match(out, /^agent other$/m);
    const system = model.requests.at(-1)!.body.messages!.find((m) => m.role === 'system')!.content as string;
    t.match(system, /Agent: other/, '/agent switched the agent');
    t.match(out, /^new conversation cli-[0-9a-f]{8}\nconversation cli-[0-9a-f]{8} has no stored messages$/m, '/new starts an empty conversation');
    t.notMatch(out, /svc chat:/, 'no banner or prompt through a pipe');

    const bad = chat([], env);
    bad.say('/agent nobody');
    bad.say('/exit');
    bad.say('never sent');
    t.equal(await bad.exited, 1, 'a failed command through a pipe is exit 1');
    t.match(bad.stderr(), /no enabled agent is named "nobody"/);
    t.notOk(model.requests.some((r) => JSON.stringify(r.body).includes('never sent')), '/exit stops reading');
  });

  t.test('channels.cli = false refuses svc chat with a clear message', async (t) => {
    const off = await svc(['config', 'set', 'channels.cli', 'false'], env);
    t.equal(off.code, 0, off.stderr);
    const r = await svc(['chat'], env);
    t.equal(r.code, 1);
    t.match(r.stderr, /the interactive CLI channel is off \(channels\.cli = false\)/);
    const on = await svc(['config', 'set', 'channels.cli', 'true'], env);
    t.equal(on.code, 0, on.stderr);
  });

  t.test('a model that stops answering: the chat says what failed and the id of the log line', async (t) => {
    await model.close();
    const c = chat([], env);
    c.say('are you there?');
    c.end();
    t.equal(await c.exited, 1, 'a failed turn through a pipe is exit 1');
    const id = /svc chat: provider openai\.local: .*\(error (E-[0-9a-f]{8}) in the daemon's log\)/.exec(c.stderr())?.[1];
    t.ok(id, c.stderr());
    await d.waitFor((l) => l.msg === 'svc chat turn failed' && l.error_id === id);
  });
});
