// The webhook channel type [channels.webhook.<alias>] on the channel runtime: signed JSON messages in, replies out to
// send_url. What is particular to it is here and in inbound.ts / delivery.ts; listener, queue, workers, pacing, retries
// and drain are the runtime's.
import { defineExtension, doctorPoint, onboardingPoint, urlTargetProblem, type Clock, type ExtensionDefinition, type ProblemReport, type TargetRules } from '../../kernel/index.js';
import { channelRuntimePoint, type ChannelDefinition } from '../channel-runtime/api.js';
import type { WebhookChannelsConfig } from './config.generated.js';
import { sendWebhook, webhookPolicy } from './delivery.js';
import { readMessage, SIGNATURE_REFUSED, signatureValid } from './inbound.js';
import { instanceSchema } from './schema.js';
import { webhookDoctor } from './doctor.js';

export { DROP_WARN_INTERVAL_MS } from '../channel-runtime/api.js';
export const NAME = 'webhook-channel';

type Instance = WebhookChannelsConfig[string];

/**
 * send_url: http or https to any host, the LAN and loopback included (receivers often run there), but never with
 * credentials in the URL (they would be logged with every failure: use auth_header) and never to a link-local or
 * cloud metadata address or name, checked again for the addresses a name resolves to when connecting.
 */
export const SEND_URL_TARGETS: TargetRules = { purpose: 'replies', allowPrivate: true, allowPlainHttp: true };

function checkInstances(instances: WebhookChannelsConfig, report: ProblemReport): void {
  const bound = new Map<string, string>();
  for (const [alias, c] of Object.entries(instances)) {
    // Checked for disabled instances too: the URL is in the file either way, and enabling one must not need a new rule.
    const target = c.send_url ? urlTargetProblem(c.send_url, SEND_URL_TARGETS) : undefined;
    if (target) report.add(`channels.webhook.${alias}.send_url`, target);
    if (!c.enabled) continue;
    if (!c.secret) {
      report.add(
        `channels.webhook.${alias}.secret`,
        'is not set: a webhook channel verifies every inbound request with an HMAC secret and has no secretless mode; set secret (or enabled = false)',
      );
    } else if (!c.secret.trim()) {
      report.add(`channels.webhook.${alias}.secret`, 'is blank (only whitespace): an HMAC secret anyone can guess is no secret; set a long random value');
    }
    if (c.port === 0) continue;
    const key = `${c.host}:${c.port}`;
    const other = bound.get(key);
    if (other) report.add(`channels.webhook.${alias}.port`, `${key} is already bound by channels.webhook.${other}`);
    else bound.set(key, alias);
  }
}

/** The webhook channel as the runtime runs it. */
export const webhookChannel: ChannelDefinition<Instance> = {
  type: 'webhook',
  instance: (c) => ({
    enabled: c.enabled,
    listen: { host: c.host, port: c.port, path: c.listen_path ?? '/webhook' },
    excludedTools: c.excluded_tools,
    delivery: webhookPolicy(c),
  }),
  receive: {
    // The secret is read per request: a reload may rotate it.
    verify: (request, c) => signatureValid(request.raw, request.header('x-webhook-signature'), c.secret ?? '') || SIGNATURE_REFUSED,
    parse: (body) => readMessage(body),
  },
  send: (delivery, context) => sendWebhook(context.settings, delivery, context),
};

export interface WebhookChannelOptions {
  /** Time for backoff, pacing and attempt timeouts; tests pass a fake one. */
  readonly clock?: Clock;
  /** Jitter source in [0, 1). */
  readonly random?: () => number;
}

export function createWebhookChannelExtension(options: WebhookChannelOptions = {}): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Generic webhook channel: signed inbound messages, agent replies, retrying and paced outbound delivery.',
    dependsOn: ['agent'],
    // Runs its instances when loaded (always, among the built-ins); without it the section, checks and questions stay.
    optionalDependsOn: ['channel-runtime'],
    sections: { 'channels.webhook': instanceSchema },
    apply(kernel) {
      const instances = kernel.config<WebhookChannelsConfig>('channels.webhook');
      kernel.use(doctorPoint).add(webhookDoctor(instances));
      kernel.use(onboardingPoint).add({
        title: 'Webhook channel "main"',
        needs: 'channels.webhook.main.secret',
        order: 30,
        fields: [
          { path: 'channels.webhook.main.secret', question: 'HMAC secret that signs inbound requests' },
          { path: 'channels.webhook.main.host', question: 'Address the channel listens on (0.0.0.0: every interface, 127.0.0.1: this machine only)' },
          { path: 'channels.webhook.main.port', question: 'Port the channel listens on (0: any free port, logged at start)' },
          { path: 'channels.webhook.main.send_url', question: 'URL that receives replies (empty for none)' },
        ],
        next: (config) => {
          const c = instances.of(config).main;
          if (!c?.enabled || !c.secret) return undefined;
          const host = c.host.includes(':') ? `[${c.host}]` : c.host;
          return `webhook channel "main": POST messages signed with its secret (X-Webhook-Signature) to http://${host}:${c.port || '<port logged at start>'}${c.listen_path ?? '/webhook'}`;
        },
      });
      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkInstances(instances.of(config), report));
      const runtime = kernel.tryUse(channelRuntimePoint);
      if (runtime) return runtime.register(kernel, webhookChannel, options);
      kernel.hooks.start.tap(NAME, () => {
        const idle = Object.entries(instances()).filter(([, c]) => c.enabled);
        if (idle.length) kernel.logger.warn({ paths: idle.map(([alias]) => `channels.webhook.${alias}`) }, 'no channel runtime is loaded (extension channel-runtime): these instances do not run');
      });
    },
  });
}

export default createWebhookChannelExtension();
