// The nodes extension in a real host with the gateway: /ws/nodes and GET /api/nodes are its routes, its config check
// refuses nodes without a token, and nothing of it exists without the gateway.
import { Writable } from 'node:stream';
import t from 'tap';
import WebSocket from 'ws';
import { createGatewayExtension } from '../../../extensions/gateway/index.js';
import { createNodesExtension } from '../../../extensions/nodes/index.js';
import { LogRoot } from '../../../kernel/logger.js';
import { boot } from '../../../runner/boot.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { send } from '../../helpers/http.js';
import { serveExtensions } from '../../helpers/serve.js';

const serve = serveExtensions;

t.test('with the gateway: a node connects with the token, says hello and is listed; the heartbeat runs while the gateway listens', async (t) => {
  const intervals: number[] = [];
  let stopped = 0;
  const nodes = createNodesExtension({ every: (ms) => (intervals.push(ms), () => void (stopped += 1)) });
  const url = await serve(t, [createGatewayExtension(), nodes], '[gateway]\nrequire_pairing = false\nwebhook_secret = "s3cret-value"\nwebsocket_ping_interval_secs = 7\n[nodes]\nenabled = true\nauth_token = "node-token"\n');
  t.same(intervals, [7_000], 'armed once, at gateway.websocket_ping_interval_secs');
  t.match(await send(url, '/api/nodes', { method: 'GET' }), { status: 200, body: { nodes: [] } });
  t.match(await send(url, '/ws/nodes', { method: 'GET', headers: { authorization: 'Bearer node-token' } }), { status: 400, body: { error: 'invalid_request' } }, 'WebSocket upgrades only');
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws/nodes`, { headers: { authorization: 'Bearer node-token' } });
  t.teardown(() => ws.terminate());
  const welcome = new Promise<unknown>((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  ws.send(JSON.stringify({ type: 'hello', id: 'edge-1', capabilities: ['gpio'] }));
  t.match(await welcome, { type: 'welcome', id: 'edge-1', ping_interval_secs: 7 });
  t.match(await send(url, '/api/nodes', { method: 'GET' }), { body: { nodes: [{ id: 'edge-1', capabilities: ['gpio'] }] } });
  t.equal(stopped, 0);
});

t.test('nodes enabled without a token do not validate; without the gateway there are no routes and no check', async (t) => {
  const dir = tempConfigDir(t, '[nodes]\nenabled = true\n');
  const sink = new Writable({ write: (_c, _e, done) => done() });
  const session = await boot({ builtins: [createGatewayExtension(), createNodesExtension()], env: { SVC_CONFIG_DIR: dir }, logRoot: new LogRoot({ fd: 2, level: 'error', pretty: false, stream: sink }) });
  t.throws(() => session.config(), /nodes\.auth_token: is required when nodes\.enabled = true/);
  const alone = createNodesExtension();
  t.same([alone.dependsOn ?? [], alone.optionalDependsOn], [[], ['gateway']]);
  const bare = await boot({ builtins: [alone], env: { SVC_CONFIG_DIR: tempConfigDir(t) }, logRoot: new LogRoot({ fd: 2, level: 'error', pretty: false, stream: sink }) });
  t.ok(bare.config(), 'loaded alone it applies and declares nothing');
});
