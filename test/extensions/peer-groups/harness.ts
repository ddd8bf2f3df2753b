// The peer-groups daemon tests' harness: the daemon in-process with a real webhook channel, each agent on its own local
// fake model, the channel's replies delivered to a local receiver, and the running groups' status.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeOpenAI, type FakeOpenAI } from '../../../bin/testing.js';
import { createPeerGroupsExtension } from '../../../extensions/peer-groups/index.js';
import { peerGroupsPoint, type PeerGroups } from '../../../extensions/peer-groups/api.js';
import { defineExtension } from '../../../kernel/index.js';
import { manualClock, startAgent, type ManualClock } from '../../helpers/agent.js';
import { send } from '../../helpers/http.js';

export type T = Parameters<typeof startAgent>[0];
export const SECRET = 'peer-group-test-secret';

export interface Posted {
  content: string;
  recipient?: string;
  thread_id?: string;
}

export async function fake(t: T, reply?: (m: string) => string): Promise<FakeOpenAI> {
  const f = await fakeOpenAI(reply ? { reply } : {});
  t.teardown(() => f.close());
  return f;
}

/** A local receiver of the channel's replies. */
export async function receiver(t: T) {
  const got: Posted[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => (got.push(JSON.parse(body) as Posted), res.writeHead(200).end()));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/inbox`, got };
}

export interface DaemonOptions {
  readonly clock?: ManualClock;
  /** Lines before the agents (e.g. [memory], [tools], [risk_profiles]); default: `[memory] backend = "none"`. */
  readonly head?: string;
  /** More lines of [channels.webhook.team]. */
  readonly channel?: string;
  /** The webhook channel's clock too (its drop-line windows); default: the real one. */
  readonly channelClock?: boolean;
}

/** The daemon: agents on their own fakes; `agents` are the [agents] tables; `group` is the [peer_groups.team] body. */
export async function daemon(t: T, models: Record<string, FakeOpenAI>, agents: string, group: string, options: DaemonOptions = {}) {
  const clock = options.clock ?? manualClock();
  const inbox = await receiver(t);
  const toml = [
    ...Object.entries(models).flatMap(([alias, f]) => [`[providers.models.openai.${alias}]`, `base_url = "${f.baseUrl}"`, 'model = "m"']),
    // No memory unless asked: nothing recalled is appended to a message, so each fake's answer is `fake: <the message>` exactly.
    options.head ?? ['[memory]', 'backend = "none"'].join('\n'),
    '[channels.webhook.team]',
    `secret = "${SECRET}"`,
    'host = "127.0.0.1"',
    'port = 0',
    `send_url = "${inbox.url}"`,
    options.channel ?? '',
    agents,
    '[peer_groups.team]',
    'channel = "webhook.team"',
    group,
  ].join('\n');
  let groups: PeerGroups | undefined;
  const grab = defineExtension({ name: 'test-peer-groups', version: '1', dependsOn: ['peer-groups'], apply: (k) => void (groups = k.use(peerGroupsPoint)) });
  const h = await startAgent(t, toml, { extensions: [createPeerGroupsExtension({ clock }), grab], ...(options.channelClock ? { webhookClock: clock } : {}) });
  const line = h.logs.find((l) => l.ext === 'webhook-channel' && l.msg === 'listening' && l.channel === 'webhook.team');
  const url = new URL(String(line?.url));
  const post = async (message: Record<string, string>) => {
    const body = JSON.stringify(message);
    const sig = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
    const r = await send(url.origin, url.pathname, { headers: { 'content-type': 'application/json', 'x-webhook-signature': sig }, body });
    if (r.status !== 200) throw new Error(`the channel answered ${r.status} to ${message.sender}'s message`);
  };
  return { ...h, inbox, post, clock, groups: groups! };
}

/** [agents.a] answers webhook.team and [agents.b] does not; both opt into "team". */
export const TWO = ['[agents.a]', 'model_provider = "openai.a"', 'channels = ["webhook.team"]', 'peer_groups = ["team"]', '[agents.b]', 'model_provider = "openai.b"', 'peer_groups = ["team"]'].join('\n');
