// The composition root: the built-in extensions, in the order they are offered to the host (which orders them by
// dependency). It lives beside the binary because it is the one place that imports every extension.
import type { ExtensionDefinition } from '../kernel/index.js';
import access from '../extensions/access/index.js';
import agent from '../extensions/agent/index.js';
import audit from '../extensions/audit/index.js';
import backup from '../extensions/backup/index.js';
import browserTools from '../extensions/browser-tools/index.js';
import channelRuntime from '../extensions/channel-runtime/index.js';
import cost from '../extensions/cost/index.js';
import cron from '../extensions/cron/index.js';
import dashboard from '../extensions/dashboard/index.js';
import estop from '../extensions/estop/index.js';
import delegate from '../extensions/delegate/index.js';
import escalation from '../extensions/escalation/index.js';
import fileTools from '../extensions/file-tools/index.js';
import gateway from '../extensions/gateway/index.js';
import heartbeat from '../extensions/heartbeat/index.js';
import peerGroups from '../extensions/peer-groups/index.js';
import observability from '../extensions/observability/index.js';
import reserved from '../extensions/reserved/index.js';
import risk from '../extensions/risk/index.js';
import providerAnthropic from '../extensions/provider-anthropic/index.js';
import providerEcho from '../extensions/provider-echo/index.js';
import providerOpenai from '../extensions/provider-openai/index.js';
import instances from '../extensions/instances/index.js';
import leakDetection from '../extensions/leak-detection/index.js';
import mcp from '../extensions/mcp/index.js';
import memory from '../extensions/memory/index.js';
import knowledge from '../extensions/knowledge/index.js';
import nodes from '../extensions/nodes/index.js';
import oidc from '../extensions/oidc/index.js';
import otp from '../extensions/otp/index.js';
import webauthn from '../extensions/webauthn/index.js';
import sandbox from '../extensions/sandbox/index.js';
import sop from '../extensions/sop/index.js';
import webhookAudit from '../extensions/webhook-audit/index.js';
import webhookChannel from '../extensions/webhook-channel/index.js';
import webTools from '../extensions/web-tools/index.js';

export const builtinExtensions: readonly ExtensionDefinition[] = [
  sandbox,
  agent,
  providerOpenai,
  providerAnthropic,
  providerEcho,
  channelRuntime,
  webhookChannel,
  sop,
  observability,
  gateway,
  webhookAudit,
  cron,
  backup,
  dashboard,
  nodes,
  instances,
  cost,
  leakDetection,
  audit,
  access,
  oidc,
  otp,
  risk,
  webauthn,
  estop,
  mcp,
  browserTools,
  webTools,
  fileTools,
  memory,
  knowledge,
  delegate,
  escalation,
  heartbeat,
  peerGroups,
  reserved,
];
