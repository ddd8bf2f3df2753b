// The daemon the heartbeat tests drive: its agent `hb` on a local fake model (or the one at `model`), results and
// alerts through the webhook channel `webhook.out` to a local receiver, the heartbeat and escalation on one manual
// clock, and the heartbeat's handle. `heartbeat` adds lines to [heartbeat]; `extra` adds sections after it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeOpenAI, recordingServer, type FakeOpenAI, type RecordingServer } from '../../../bin/testing.js';
import { createEscalationExtension } from '../../../extensions/escalation/index.js';
import { heartbeatPoint, type Heartbeat } from '../../../extensions/heartbeat/api.js';
import { createHeartbeatExtension } from '../../../extensions/heartbeat/index.js';
import { defineExtension } from '../../../kernel/extension.js';
import { manualClock, startAgent } from '../../helpers/agent.js';

type T = Parameters<typeof startAgent>[0];

export interface HeartbeatDaemonOptions {
  /** The model's base URL (a held model, say); absent: a fake model the test scripts. */
  readonly model?: string;
  /** Sections after [heartbeat]. */
  readonly extra?: string;
  /** heartbeat.enabled (true unless said). */
  readonly enabled?: boolean;
}

export async function heartbeatDaemon(t: T, heartbeat: string, options: HeartbeatDaemonOptions = {}) {
  const model: FakeOpenAI | undefined = options.model ? undefined : await fakeOpenAI();
  if (model) t.teardown(() => model.close());
  const rx: RecordingServer = await recordingServer();
  t.teardown(() => rx.close());
  const clock = manualClock();
  const workspace = mkdtempSync(join(tmpdir(), 'svc-heartbeat-ws-'));
  t.teardown(() => rmSync(workspace, { recursive: true, force: true }));
  let hb: Heartbeat | undefined;
  const grab = defineExtension({ name: 'test-heartbeat', version: '1', dependsOn: ['heartbeat'], apply: (k) => void (hb = k.use(heartbeatPoint)) });
  const toml = [
    '[providers.models.openai.m]',
    `base_url = "${options.model ?? model!.baseUrl}"`,
    'model = "m"',
    'max_retries = 0',
    '[agents.hb]',
    'model_provider = "openai.m"',
    `workspace = { path = "${workspace}" }`,
    '[channels.webhook.out]',
    'secret = "heartbeat-test-secret"',
    'host = "127.0.0.1"',
    'port = 0',
    `send_url = "${rx.url}/out"`,
    '[heartbeat]',
    `enabled = ${options.enabled ?? true}`,
    'agent = "hb"',
    heartbeat,
    options.extra ?? '',
  ].join('\n');
  const h = await startAgent(t, toml, { extensions: [createHeartbeatExtension({ clock }), createEscalationExtension({ clock }), grab] });
  const tasks = (text: string) => writeFileSync(join(workspace, 'HEARTBEAT.md'), text);
  const sent = () => rx.requests.map((r) => r.json as { content: string; recipient?: string });
  return { ...h, model: model!, rx, clock, hb: hb!, tasks, sent };
}
