// The secret canary: every x-secret field of the merged schema holds a unique canary; the CLI, a real daemon (its
// error paths: failing provider and delivery, refused reloads) and the admin API never print one anywhere.
import t from 'tap';
import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'smol-toml';
import { daemon, svc } from '../../helpers/cli.js';
import { fakeLlm } from '../../helpers/fake-llm.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import type { JsonSchema } from '../../../kernel/types.js';

const TOKEN = `svc_${'5e'.repeat(32)}`;
const TOKEN_HASH = createHash('sha256').update(TOKEN).digest('hex');
let counter = 0;
const canaries = new Set<string>([TOKEN, TOKEN_HASH]);
const canary = (): string => {
  const c = `cnry${++counter}x${Math.random().toString(36).slice(2, 8)}`;
  canaries.add(c);
  return c;
};

/** A canary a TOTP secret accepts (base32: A-Z and 2-7, 32 characters). */
const base32Canary = (): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const c = `CNRY${Array.from({ length: 28 }, () => alphabet[Math.floor(Math.random() * 32)]).join('')}`;
  canaries.add(c);
  return c;
};

type Doc = Record<string, unknown>;
function setIn(doc: Doc, path: readonly string[], value: unknown): void {
  let node = doc;
  for (const seg of path.slice(0, -1)) node = (node[seg] ??= {}) as Doc;
  node[path[path.length - 1]!] = value;
}

/** Every x-secret field of the schema with a canary of its type; alias and free keys become "canary", lists one item. */
function secretsOf(schema: JsonSchema): { paths: string[][]; doc: Doc } {
  const paths: string[][] = [];
  const doc: Doc = {};
  const walk = (node: JsonSchema, at: string[]): void => {
    if (node['x-secret'] === true) {
      paths.push(at);
      const types = [node.type].flat();
      const value = at.join('.') === 'gateway.paired_tokens' ? [TOKEN_HASH] : at.join('.') === 'security.otp.secret' ? base32Canary() : types.includes('array') ? [canary()] : types.includes('object') ? { 'X-Canary': canary() } : canary();
      setIn(doc, at, value);
      return;
    }
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...at, key]);
    if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, [...at, 'canary']);
  };
  walk(schema, []);
  return { paths, doc };
}

async function echoServer(t: { teardown(fn: () => unknown): void }, status: number): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      // A hostile or careless peer quotes the credential back: the daemon must not log it.
      const echoed = `${req.headers.authorization ?? ''} ${req.headers['x-api-key'] ?? ''}`;
      seen.push(echoed);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `bad credential ${echoed}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

t.test('no canary of any secret field reaches stdout, stderr, a log line or an HTTP body', async (t) => {
  const dir = tempConfigDir(t);
  const schemaRun = await svc(['config', 'schema'], { SVC_CONFIG_DIR: dir });
  t.equal(schemaRun.code, 0, schemaRun.stderr);
  const { paths, doc } = secretsOf(JSON.parse(schemaRun.stdout) as JsonSchema);
  t.ok(paths.length >= 40, `the merged schema has ${paths.length} secret fields`);

  const llm = await fakeLlm((r) => ({ status: 401, json: { error: { message: `invalid key ${r.headers.authorization ?? ''} ${r.headers['x-api-key'] ?? ''}` } } }));
  t.teardown(() => llm.close());
  const receiver = await echoServer(t, 500);
  // The fields the secrets' tables require, and wiring that makes the daemon use them.
  setIn(doc, ['providers', 'models', 'openai', 'canary', 'model'], 'm');
  setIn(doc, ['providers', 'models', 'openai', 'canary', 'base_url'], `${llm.url}/v1`);
  setIn(doc, ['providers', 'models', 'anthropic', 'canary', 'model'], 'm');
  setIn(doc, ['providers', 'models', 'anthropic', 'canary', 'base_url'], llm.url);
  setIn(doc, ['providers', 'models', 'echo', 'e'], {});
  setIn(doc, ['transcription', 'local_whisper', 'url'], 'http://127.0.0.1:1/');
  setIn(doc, ['agents', 'default'], { model_provider: 'openai.canary' });
  setIn(doc, ['agents', 'chan'], { model_provider: 'echo.e', channels: ['webhook.canary'] });
  Object.assign(((doc.channels as Doc).webhook as Doc).canary as Doc, { host: '127.0.0.1', port: 0, send_url: receiver.url, max_retries: 1, retry_base_delay_ms: 1 });
  setIn(doc, ['gateway', 'host'], '127.0.0.1');
  // Every named http_request secret is bound to its hosts (refused at load otherwise).
  setIn(doc, ['http_request', 'secret_hosts', 'X-Canary'], ['api.example.com']);
  // Sections refused while they do not run (tunnel, …): their canaries are checked on the refusal path only. So is
  // oidc's: its one secret (client_secret) is read by nothing (marked unused), and an issuer would make profiles act.
  const schema = JSON.parse(schemaRun.stdout) as JsonSchema;
  const refusedSections = Object.keys(schema.properties ?? {}).filter((k) => (schema.properties![k]!['x-inert'] === 'refuse-entries' || k === 'oidc') && doc[k] !== undefined);
  const withheld = Object.fromEntries(refusedSections.map((k) => [k, doc[k]]));
  for (const k of refusedSections) delete doc[k];
  t.ok(refusedSections.includes('oidc') && refusedSections.includes('tunnel'), `refused sections with secrets: ${refusedSections.join(', ')}`);
  const file = join(dir, 'config.toml');
  writeFileSync(file, stringify(doc));
  const webhookSecret = (doc.gateway as Doc).webhook_secret as string;
  const channelSecret = (((doc.channels as Doc).webhook as Doc).canary as Doc).secret as string;
  const envSecret = canary();
  const env = { SVC_CONFIG_DIR: dir, SVC_nodes__auth_token: envSecret };

  const outputs: string[] = [];
  const cli = async (args: string[], extra: Record<string, string> = {}) => {
    const r = await svc(args, { ...env, ...extra });
    // The command line itself is not output: it may hold a canary the test typed.
    outputs.push(`$ svc ${args.slice(0, 2).join(' ')}\n${r.stdout}\n${r.stderr}`);
    return r;
  };
  t.equal((await cli(['config', 'validate'])).code, 0, 'the canary config loads');
  const refused = tempConfigDir(t, stringify({ ...doc, ...withheld }));
  t.equal((await cli(['config', 'validate'], { SVC_CONFIG_DIR: refused })).code, 78, 'the refused tables are refused');

  // Read-only CLI commands (they read the file; none needs the daemon).
  await cli(['config', 'list']);
  await cli(['config', 'list', '--json']);
  await cli(['config', 'list', '--secrets']);
  const sections = [...new Set(paths.map((p) => p[0]!))];
  const gets = [...sections.map((s) => [s, '--json']), ...['providers', 'channels', 'gateway', 'http_request'].map((s) => [s])];
  // Four at a time: each is a whole process start.
  for (let i = 0; i < gets.length; i += 4) await Promise.all(gets.slice(i, i + 4).map((args) => cli(['config', 'get', ...args])));
  await cli(['extensions']);
  await cli(['gateway', 'tokens', 'list', '--json']);
  const d = daemon(['daemon', '--log-level', 'debug'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  const gw = String((await d.waitFor((l) => l.msg === 'listening' && l.ext === 'gateway')).url);
  const channel = String((await d.waitFor((l) => l.msg === 'listening' && l.ext === 'webhook-channel')).url);
  const http: string[] = [];
  const call = async (path: string, opts: Parameters<typeof send>[2] = {}) => {
    const r = await send(gw, path, opts);
    http.push(`${opts.method ?? 'POST'} ${path} ${r.status} ${JSON.stringify(r.headers)} ${r.text}`);
    return r;
  };
  // Writes beside the running daemon (they go through it when it runs).
  t.equal((await cli(['config', 'set', 'channels.webhook.canary.auth_header', `Bearer ${canary()}`])).code, 0);
  t.equal((await cli(['config', 'set', 'gateway.webhook_secret', `${canary()}\n`])).code, 2, 'a control character is refused');
  const admin = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };


  // Failing provider: the chat fallback through an agent whose provider quotes the key back.
  const chat = await call('/webhook', { headers: { ...admin, 'x-webhook-secret': webhookSecret }, body: JSON.stringify({ message: 'hi' }) });
  t.equal(chat.status, 502, 'the provider refused the key (model_unavailable)');
  t.ok(llm.requests.some((r) => String(r.headers.authorization).includes(String(((doc.providers as Doc).models as Doc as Record<string, Record<string, Record<string, string>>>).openai!.canary!.api_key))), 'positive control: the provider received the api_key');
  // Failing delivery: a signed channel message whose reply goes to a receiver that quotes auth_header back.
  const body = JSON.stringify({ sender: 'alice', content: 'hello' });
  const signature = `sha256=${createHmac('sha256', channelSecret).update(body).digest('hex')}`;
  const inbound = await send(channel, '', { headers: { 'content-type': 'application/json', 'x-webhook-signature': signature }, body });
  t.equal(inbound.status, 200, inbound.text);
  await d.waitFor((l) => l.msg === 'delivery failed', 20_000);
  t.ok(receiver.seen.length >= 1, 'positive control: the receiver got the auth_header');

  // Admin API: list, drift after an outside edit of a secret, refused PATCHes, a refused reload.
  await call('/api/config/list', { method: 'GET', headers: admin });
  await call('/health', { method: 'GET' });
  await call('/metrics', { method: 'GET', headers: admin });
  const edited = structuredClone(doc);
  setIn(edited, ['gateway', 'webhook_secret'], canary());
  writeFileSync(file, stringify(edited));
  const drift = await call('/api/config/drift', { method: 'GET', headers: admin });
  t.ok(drift.body.drifted?.some((e: { path: string }) => e.path === 'gateway.webhook_secret'), 'positive control: the drifted secret is listed');
  writeFileSync(file, stringify(doc));
  for (const [path, value] of [
    ['gateway.webhook_secret', [canary()]],
    ['channels.webhook.canary.auth_header', { v: canary() }],
    ['channels.webhook.canary.auth_header', `Bearer ${canary()}\nX-Injected: 1`],
    ['channels.webhook.canary.send_url', `https://user:${canary()}@example.com/`],
    ['http_request.secrets', { gh: [canary()] }],
  ] as const) {
    const r = await call('/api/config', { method: 'PATCH', headers: { ...admin, 'if-match': '*' }, body: JSON.stringify({ path, value }) });
    t.equal(r.status, 400, `PATCH ${path} is refused: ${r.text}`);
  }
  const broken = structuredClone(doc);
  setIn(broken, ['gateway', 'webhook_secret'], [canary()]);
  setIn(broken, ['providers', 'models', 'openai', 'canary', 'api_key'], { v: canary() });
  writeFileSync(file, stringify(broken));
  t.equal((await call('/api/config/reload', { method: 'POST', headers: admin })).status, 400);
  d.child.kill('SIGHUP');
  await d.waitFor((l) => String(l.msg).startsWith('config reload refused') && l.by === 'SIGHUP', 15_000);
  await cli(['config', 'validate']);
  writeFileSync(file, stringify(doc));

  d.child.kill('SIGTERM');
  await d.exited;
  const everything = [...outputs, ...http, ...d.lines.map((l) => JSON.stringify(l)), d.stderr()].join('\n');
  t.ok(d.lines.some((l) => String(l.msg).startsWith('config reload refused')), 'positive control: the refused reload was logged');
  t.ok(everything.length > 10_000, `positive control: ${everything.length} characters of output were searched`);
  const leaked = [...canaries].filter((c) => everything.includes(c));
  t.same(leaked, [], `no canary leaked (${canaries.size} canaries)`);
  if (leaked.length) {
    for (const c of leaked) {
      const at = everything.indexOf(c);
      t.comment(`leak of ${c}: …${everything.slice(Math.max(0, at - 300), at + 100)}…`);
    }
  }
});
