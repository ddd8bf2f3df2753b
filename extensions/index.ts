// The built-in extensions, in the order they are offered to the host (the host orders them by dependency).
import type { ExtensionDefinition } from '../kernel/index.js';
import agent from './agent/index.js';
import cron from './cron/index.js';
import extraTools from './extra-tools/index.js';
import gateway from './gateway/index.js';
import integrations from './integrations/index.js';
import memory from './memory/index.js';
import messaging from './messaging/index.js';
import operations from './operations/index.js';
import providerAnthropic from './provider-anthropic/index.js';
import providerEcho from './provider-echo/index.js';
import providerOpenai from './provider-openai/index.js';
import security from './security/index.js';
import sop from './sop/index.js';
import voice from './voice/index.js';
import webhookAudit from './webhook-audit/index.js';
import webhookChannel from './webhook-channel/index.js';

export const builtinExtensions: readonly ExtensionDefinition[] = [
  agent,
  providerOpenai,
  providerAnthropic,
  providerEcho,
  webhookChannel,
  sop,
  gateway,
  webhookAudit,
  cron,
  security,
  memory,
  voice,
  integrations,
  messaging,
  extraTools,
  operations,
];
