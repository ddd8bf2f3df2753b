// The composition root: the built-in extensions, in the order they are offered to the host (which orders them by
// dependency). It lives beside the binary because it is the one place that imports every extension.
import type { ExtensionDefinition } from '../kernel/index.js';
import agent from '../extensions/agent/index.js';
import backup from '../extensions/backup/index.js';
import cron from '../extensions/cron/index.js';
import dashboard from '../extensions/dashboard/index.js';
import extraTools from '../extensions/extra-tools/index.js';
import gateway from '../extensions/gateway/index.js';
import integrations from '../extensions/integrations/index.js';
import memory from '../extensions/memory/index.js';
import messaging from '../extensions/messaging/index.js';
import observability from '../extensions/observability/index.js';
import operations from '../extensions/operations/index.js';
import providerAnthropic from '../extensions/provider-anthropic/index.js';
import providerEcho from '../extensions/provider-echo/index.js';
import providerOpenai from '../extensions/provider-openai/index.js';
import security from '../extensions/security/index.js';
import instances from '../extensions/instances/index.js';
import sop from '../extensions/sop/index.js';
import voice from '../extensions/voice/index.js';
import webhookAudit from '../extensions/webhook-audit/index.js';
import webhookChannel from '../extensions/webhook-channel/index.js';

export const builtinExtensions: readonly ExtensionDefinition[] = [
  agent,
  providerOpenai,
  providerAnthropic,
  providerEcho,
  webhookChannel,
  sop,
  observability,
  gateway,
  webhookAudit,
  cron,
  backup,
  dashboard,
  security,
  memory,
  voice,
  integrations,
  messaging,
  extraTools,
  operations,
  instances,
];
