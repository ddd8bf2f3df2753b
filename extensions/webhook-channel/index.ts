// The webhook channel type [channels.webhook.<alias>]: per instance a signed inbound listener, a bounded queue the
// agent answers from, and an outbox that retries and paces replies to send_url. Registered in the channel registry.
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { defineExtension, metricsPoint, onboardingPoint, statusPoint, systemClock, urlTargetProblem, type Clock, type ExtensionDefinition, type ProblemReport, type TargetRules } from '../../kernel/index.js';
import type { WebhookChannelsConfig } from './config.generated.js';
import { agentRuntimePoint, channelsPoint } from '../agent/api.js';
import { sharedPoint } from '../instances/api.js';
import type { DeliveryJob, DeliveryJournal, Outbox, Reply } from './delivery.js';
import type { PgDeliveryJournal } from './pg-journal.js';
import type { InboundMessage } from './inbound.js';
import { instanceSchema } from './schema.js';

// node:crypto on first use: every command loads this module, few need crypto (`svc --help` none).
const require = createRequire(import.meta.url);
const crypto = (): typeof import('node:crypto') => require('node:crypto') as typeof import('node:crypto');

export const NAME = 'webhook-channel';

type Instance = WebhookChannelsConfig[string];
/** Messages answered at once per instance; one conversation is answered in order. */
const WORKERS = 4;
/** At most one "inbound queue full" WARN per instance in this window; later refusals are counted in the next one and in /metrics. */
export const DROP_WARN_INTERVAL_MS = 60_000;

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

/** What log lines about an inbound message carry: its ids, never its content. */
function messageIds(m: InboundMessage): Record<string, string> {
  return { ...(m.id ? { message_id: m.id } : {}), sender: m.sender, ...(m.thread_id !== undefined ? { thread_id: m.thread_id } : {}) };
}

/** A reply given up after its last attempt. */
interface Failure {
  readonly delivery_id: string;
  readonly recipient: string;
  readonly error: string;
  readonly at: string;
}

/** Failed deliveries kept per instance for `svc status`. */
const FAILURES_KEPT = 10;

interface Running {
  readonly alias: string;
  /** The last FAILURES_KEPT failed deliveries, oldest first. */
  readonly failures: Failure[];
  server?: Server;
  readonly outbox: Outbox;
  /** Hands a reply to the outbox, counted in svc_webhook_outbound_total. */
  readonly send: (reply: Reply) => string | undefined;
  /** Accepted messages not yet handed to the agent. */
  readonly queue: InboundMessage[];
  /** Conversations being answered now. */
  readonly busy: Set<string>;
  /** Messages being answered now. */
  readonly answering: Set<InboundMessage>;
  active: number;
  /** Messages answered (or failed) since the start. */
  answered: number;
  idle?: () => void;
  /** Inbound messages refused (queue full) since the last WARN, and when that WARN was logged. */
  readonly drops: { sinceWarn: number; warnedAt: number };
}

export interface WebhookChannelOptions {
  /** Time for backoff, pacing and attempt timeouts; tests pass a fake one. */
  readonly clock?: Clock;
  /** Jitter source in [0, 1). */
  readonly random?: () => number;
}

export function createWebhookChannelExtension(options: WebhookChannelOptions = {}): ExtensionDefinition {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Generic webhook channel: signed inbound messages, agent replies, retrying and paced outbound delivery.',
    dependsOn: ['agent'],
    // Replies are recorded on PostgreSQL in the shared mode, so another instance sends those of an instance that stops.
    optionalDependsOn: ['instances'],
    sections: { 'channels.webhook': instanceSchema },
    apply(kernel) {
      const log = kernel.logger;
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
      const instances = kernel.config<WebhookChannelsConfig>('channels.webhook');
      const running = new Map<string, Running>();
      /** Settings of each started instance as last seen: one removed by a reload keeps them until the restart. */
      const known = new Map<string, Instance>();
      const settings = (alias: string): Instance => instances()[alias] ?? known.get(alias)!;
      const stopAbort = new AbortController();
      let started = false;
      const shared = kernel.tryUse(sharedPoint);
      /** Shared mode: the journal of replies, and the poll that renews this instance's claims and takes lapsed ones. */
      let journal: PgDeliveryJournal | undefined;
      let journalPoll: NodeJS.Timeout | undefined;

      kernel.hooks.validateConfig.tap(NAME, (config, report) => checkInstances(instances.of(config), report));
      kernel.use(channelsPoint).register({
        type: 'webhook',
        deliver: async (alias, message) => {
          const r = running.get(alias);
          if (!r) throw new Error(`channels.webhook.${alias} is not running`);
          return r.send({ content: message.content, recipient: message.recipient ?? '', ...(message.thread_id !== undefined ? { thread_id: message.thread_id } : {}) });
        },
      });

      kernel.hooks.start.tapPromise(NAME, async () => {
        started = true;
        const enabled = Object.entries(instances()).filter(([, c]) => c.enabled);
        if (!enabled.length) return;
        const { createListener, INBOUND_QUEUE_MAX } = await import('./inbound.js');
        const { Outbox } = await import('./delivery.js');
        const pg = await shared?.postgres();
        if (pg) journal = await (await import('./pg-journal.js')).PgDeliveryJournal.open(pg, shared!.instanceId(), () => shared!.leaseMs(), () => clock.now());
        const channelJournals = new Map<string, DeliveryJournal & { claimLapsed(limit: number): Promise<DeliveryJob[]> }>();
        const agent = kernel.use(agentRuntimePoint);
        const metrics = kernel.use(metricsPoint);
        const labelNames = ['channel'];
        const deliveries = metrics.counter({ name: 'svc_webhook_deliveries_total', help: 'Webhook channel replies by outcome (delivered, failed, dropped).', labelNames: ['channel', 'outcome'] });
        const retries = metrics.counter({ name: 'svc_webhook_delivery_retries_total', help: 'Webhook channel delivery retries.', labelNames });
        const received = metrics.counter({ name: 'svc_webhook_inbound_total', help: 'Webhook channel inbound messages accepted.', labelNames });
        const refused = metrics.counter({ name: 'svc_webhook_inbound_dropped_total', help: 'Webhook channel inbound messages refused with 503 because the inbound queue was full.', labelNames });
        const outbound = metrics.counter({
          name: 'svc_webhook_outbound_total',
          help: 'Webhook channel replies handed to delivery; each ends once in svc_webhook_deliveries_total.',
          labelNames,
        });
        metrics.gauge({
          name: 'svc_webhook_queue_depth',
          help: 'Webhook channel queue depths: inbound messages waiting for the agent, outbound replies waiting or in flight.',
          labelNames: ['channel', 'queue'],
          collect: (g) => {
            for (const r of running.values()) {
              g.set({ channel: `webhook.${r.alias}`, queue: 'inbound' }, r.queue.length);
              g.set({ channel: `webhook.${r.alias}`, queue: 'outbound' }, r.outbox.pending);
            }
          },
        });

        const answer = async (r: Running, m: InboundMessage): Promise<void> => {
          const channel = `webhook.${r.alias}`;
          try {
            const reply = await agent.respond({
              channel,
              conversation: m.thread_id ?? m.sender,
              message: m.content,
              excludedTools: settings(r.alias).excluded_tools,
              signal: stopAbort.signal,
            });
            r.send({ content: reply.text, recipient: m.sender, ...(m.thread_id !== undefined ? { thread_id: m.thread_id } : {}) });
          } catch (err) {
            // Cancelled at the end of the shutdown's grace period: the drain reports the message.
            if (stopAbort.signal.aborted) return;
            log.error({ channel, ...messageIds(m), err: (err as Error).message }, 'the agent could not answer a webhook message');
          }
        };
        const pump = (r: Running): void => {
          while (r.active < WORKERS) {
            const i = r.queue.findIndex((m) => !r.busy.has(m.thread_id ?? m.sender));
            if (i < 0) break;
            const [m] = r.queue.splice(i, 1);
            const key = m!.thread_id ?? m!.sender;
            r.busy.add(key);
            r.answering.add(m!);
            r.active += 1;
            void answer(r, m!).finally(() => {
              r.busy.delete(key);
              r.answering.delete(m!);
              r.answered += 1;
              r.active -= 1;
              if (r.active === 0 && r.queue.length === 0) r.idle?.();
              pump(r);
            });
          }
        };

        for (const [alias, c] of enabled) {
          known.set(alias, c);
          const channel = `webhook.${alias}`;
          const failures: Failure[] = [];
          const channelJournal = journal?.forChannel(channel);
          if (channelJournal) channelJournals.set(alias, channelJournal);
          const outbox: Outbox = new Outbox({
            channel,
            ...(channelJournal ? { journal: channelJournal } : {}),
            settings: () => settings(alias),
            clock,
            random,
            logger: log,
            metrics: {
              delivered: () => deliveries.inc({ channel, outcome: 'delivered' }),
              failed: (failure) => {
                deliveries.inc({ channel, outcome: 'failed' });
                if (!failure) return;
                // The last few, for svc status and the dashboard; bounded whatever the failure rate.
                failures.push({ ...failure, at: new Date(clock.now()).toISOString() });
                if (failures.length > FAILURES_KEPT) failures.shift();
              },
              dropped: () => deliveries.inc({ channel, outcome: 'dropped' }),
              retried: () => retries.inc({ channel }),
            },
          });
          const send = (reply: Reply): string | undefined => {
            outbound.inc({ channel });
            return outbox.send(reply);
          };
          const r: Running = { alias, outbox, send, failures, queue: [], busy: new Set(), answering: new Set(), active: 0, answered: 0, drops: { sinceWarn: 0, warnedAt: -Infinity } };
          const server = await createListener({
            secret: () => settings(alias).secret ?? '',
            path: c.listen_path ?? '/webhook',
            requestTimeoutMs: 30_000,
            accept: (m) => {
              if (r.queue.length >= INBOUND_QUEUE_MAX) {
                refused.inc({ channel });
                r.drops.sinceWarn += 1;
                // A flood of refusals is one line a minute: the ids of the message that opens the window, and the count
                // refused since the previous line (this one included). Never the content.
                if (clock.now() - r.drops.warnedAt >= DROP_WARN_INTERVAL_MS) {
                  log.warn(
                    { channel, sender: m.sender, ...(m.thread_id !== undefined ? { thread_id: m.thread_id } : {}), queued: r.queue.length, dropped: r.drops.sinceWarn },
                    'inbound queue full: message refused with 503 (at most one such line a minute per channel)',
                  );
                  r.drops.sinceWarn = 0;
                  r.drops.warnedAt = clock.now();
                }
                return undefined;
              }
              const id = crypto().randomUUID();
              r.queue.push({ ...m, id });
              received.inc({ channel });
              pump(r);
              return id;
            },
          });
          r.server = server;
          await new Promise<void>((resolve, reject) => {
            server.once('error', reject);
            server.listen(c.port, c.host, () => {
              server.off('error', reject);
              resolve();
            });
          });
          running.set(alias, r);
          const address = server.address();
          const port = typeof address === 'object' && address ? address.port : c.port;
          const host = c.host.includes(':') ? `[${c.host}]` : c.host;
          const url = `http://${host}:${port}${c.listen_path ?? '/webhook'}`;
          log.info({ channel, url }, 'listening');
          kernel.use(statusPoint).listener(channel, url);
          if (!c.send_url) log.info({ channel }, 'no send_url: replies of this channel are dropped');
        }
        if (journal) {
          const j = journal;
          let polling = false;
          // Once a second: renew the claims on the replies this instance is sending, and take those of an instance that
          // stopped (its lease ran out, or it gave them up) for each channel running here.
          journalPoll = setInterval(() => {
            if (polling) return;
            polling = true;
            void (async () => {
              await j.renew([...running.values()].flatMap((r) => r.outbox.ids()));
              for (const [alias, cj] of channelJournals) {
                const r = running.get(alias);
                if (!r) continue;
                for (const job of await cj.claimLapsed(20)) {
                  log.warn({ channel: `webhook.${alias}`, delivery_id: job.id, recipient: job.recipient }, 'taking over a reply whose instance stopped sending it');
                  r.outbox.adopt(job);
                }
              }
            })()
              .catch((err: Error) => log.error({ err: err.message }, 'shared webhook deliveries could not be polled; retrying'))
              .finally(() => (polling = false));
          }, 1000);
          journalPoll.unref();
        }
      });

      kernel.use(statusPoint).section('webhook', () => ({
        channels: [...running.values()].map((r) => ({
          channel: `webhook.${r.alias}`,
          inbound_queued: r.queue.length,
          outbound_pending: r.outbox.pending,
          failed_deliveries: [...r.failures].reverse(),
        })),
      }));

      kernel.hooks.configReloaded.tap(NAME, () => {
        if (!started) return;
        const now = instances();
        for (const [alias, c] of Object.entries(now)) if (known.has(alias)) known.set(alias, c);
        const wanted = new Set(Object.entries(now).filter(([, c]) => c.enabled).map(([a]) => a));
        // Instance settings are read per event; a listener that should start or stop waits for a restart.
        const moved = [...new Set([...running.keys(), ...wanted])].filter((a) => running.has(a) !== wanted.has(a));
        if (moved.length) log.warn({ paths: moved.map((a) => `channels.webhook.${a}`) }, 'restart_required');
      });

      kernel.hooks.drain.tapPromise(NAME, async ({ deadline }, work) => {
        const all = [...running.values()];
        running.clear();
        // No new messages; answer what is queued while the grace period lasts.
        const answeredBefore = all.map((r) => r.answered);
        const timeUp = new Promise<void>((resolve) => (deadline.aborted ? resolve() : deadline.addEventListener('abort', () => resolve(), { once: true })));
        // Idle keep-alive connections are closed at once, or closing would wait for them to time out; one still
        // sending its request gets until the deadline.
        const closed = Promise.all(
          all.map(
            (r) =>
              new Promise<void>((resolve) => {
                if (!r.server) return resolve();
                r.server.close(() => resolve());
                r.server.closeIdleConnections();
              }),
          ),
        );
        await Promise.race([closed, timeUp]);
        for (const r of all) r.server?.closeAllConnections();
        await Promise.race([
          Promise.all(all.map((r) => (r.active === 0 && r.queue.length === 0 ? undefined : new Promise<void>((resolve) => (r.idle = resolve))))),
          timeUp,
        ]);
        // What is still being answered is cancelled (the agent's calls are aborted); what waits is never answered.
        stopAbort.abort();
        all.forEach((r, i) => {
          const channel = `webhook.${r.alias}`;
          work.finished('messages', r.answered - answeredBefore[i]!);
          for (const m of r.answering) work.abandoned('messages', { channel, ...messageIds(m) }, 'inbound message abandoned at shutdown: its answer was cancelled');
          for (const m of r.queue) work.abandoned('messages', { channel, ...messageIds(m) }, 'inbound message abandoned at shutdown: never answered');
          r.queue.length = 0;
        });
        clearInterval(journalPoll);
        await Promise.all(all.map((r) => r.outbox.drain(deadline, work)));
      });
      kernel.hooks.shutdown.tapPromise(NAME, async () => {
        const j = journal;
        journal = undefined;
        await j?.close();
      });
    },
  });
}

export default createWebhookChannelExtension();
