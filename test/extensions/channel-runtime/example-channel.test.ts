// The channel guide's example, taken from the guide itself (so the guide cannot drift), loaded unchanged by the real
// daemon as a third-party extension: one message is answered by the echo agent and delivered, malformed input gets its
// 4xx, and the daemon keeps serving throughout.
import t from 'tap';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordingServer } from '../../../testing/receiver.js';
import { daemon } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const GUIDE = fileURLToPath(new URL('../../../docs/guides/extension-channel.md', import.meta.url));
const TOKEN = 'a-long-random-token-for-chat';

/** The guide's example channel: the first js block after its marker comment. */
function example(): string {
  const text = readFileSync(GUIDE, 'utf8');
  const at = text.indexOf('<!-- the example channel');
  const block = at < 0 ? null : /```js\n([\s\S]*?)```/.exec(text.slice(at));
  if (!block) throw new Error(`${GUIDE} has no example channel block after its marker`);
  return block[1]!;
}

t.test('the example channel is under 60 lines', async (t) => {
  t.ok(example().split('\n').length - 1 < 60);
});

t.test("the guide's example in a real daemon: answered and delivered, malformed input refused, the daemon serves on", async (t) => {
  const rx = await recordingServer();
  t.teardown(() => rx.close());
  const dir = tempConfigDir(t, `extensions = ["./my-channel.js"]\n\n[channels.chat.main]\ntoken = "${TOKEN}"\nreply_url = "${rx.url}/replies"\n`);
  writeFileSync(join(dir, 'my-channel.js'), example());
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void d.child.kill('SIGKILL'));
  const listening = await d.waitFor((l) => l.msg === 'listening' && l.ext === 'my-channel');
  t.match(listening, { channel: 'chat.main', url: /^http:\/\/127\.0\.0\.1:[1-9]\d*\/chat$/ });
  const gateway = String((await d.waitFor((l) => l.msg === 'listening' && l.ext === 'gateway')).url).replace(/\/$/, '');
  await d.waitFor((l) => l.msg === 'ready');
  const url = new URL(String(listening.url));
  const post = (body: string | Buffer, headers: Record<string, string> = {}) =>
    send(url.origin, url.pathname, { headers: { 'content-type': 'application/json', 'x-token': TOKEN, ...headers }, body });

  const ok = await post('{"user": "ann", "text": "hello"}');
  t.same([ok.status, ok.body.status], [200, 'queued']);
  const [reply] = await rx.received(1);
  t.same(reply!.json, { content: 'echo: hello', recipient: 'ann' }, 'the echo agent answered; the reply was delivered');
  t.match(reply!.headers['x-delivery-id'], /^[0-9a-f-]{36}$/);

  const refused: [string, Awaited<ReturnType<typeof post>>, number, string][] = [
    ['a body that is not json', await post('not json'), 400, 'invalid_json'],
    ['a body over 64 KiB', await post(Buffer.alloc(64 * 1024 + 1, 'a')), 413, 'payload_too_large'],
    ['a body over 64 KiB sent without Content-Length', await post(JSON.stringify({ user: 'ann', text: 'x'.repeat(70_000) }), { 'transfer-encoding': 'chunked' }), 413, 'payload_too_large'],
    ['a wrong content type', await post('{"user": "ann", "text": "hi"}', { 'content-type': 'text/plain' }), 415, 'unsupported_media_type'],
    ['no token', await post('{"user": "ann", "text": "hi"}', { 'x-token': '' }), 401, 'unauthorized'],
    ['a message without text', await post('{"user": "ann"}'), 400, 'invalid_request'],
    ['JSON null', await post('null'), 400, 'invalid_request'],
    ['prototype poisoning', await post('{"user": "ann", "text": "hi", "__proto__": {"admin": true}}'), 400, 'invalid_json'],
  ];
  for (const [what, r, status, error] of refused) t.same([r.status, r.body.error], [status, error], what);

  t.equal(d.child.exitCode, null, 'the daemon still runs');
  t.equal((await send(gateway, '/health', { method: 'GET' })).status, 200, '/health is still 200');
  t.equal((await post('{"user": "bo", "text": "still there?"}')).status, 200);
  t.same((await rx.received(2))[1]!.json, { content: 'echo: still there?', recipient: 'bo' });
  t.equal(rx.requests.length, 2, 'nothing refused reached the agent');

  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0, 'a clean stop');
  t.notMatch(JSON.stringify(d.lines) + d.stderr(), TOKEN, 'the token never reaches a log');
});
