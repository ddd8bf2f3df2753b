// One model call of the agent, the only way a turn or its classifier reaches a provider: a model route's hint resolved
// ([[model_routes]]), the providers tried in order (the agent's, then reliability.fallback_providers, those cooling
// down skipped), and around each attempt the beforeModelCall and afterModelCall hooks (a cost ledger reserves and
// settles there, a budget refuses or routes down) and the provider metrics.
import { randomUUID } from 'node:crypto';
import type { ConfigObject, Logger } from '../../kernel/index.js';
import { ModelCallRefused, ProviderError, type AgentHooks, type CacheableCall, type ModelCallEnd, type ModelCallStart, type ModelReply, type ModelRequest, type ProviderClient, type ResponseCache } from './api.js';
import type { Cooldowns } from './cooldowns.js';

/** Who makes a call, and to which provider (before any switch or fallback). */
export interface CallTarget {
  readonly agent: string;
  readonly channel: string;
  readonly conversation: string;
  readonly purpose: ModelCallStart['purpose'];
  /** `<type>.<alias>`. */
  readonly provider: string;
}

/** A reply and the provider that gave it. */
export interface CallAnswer extends ModelReply {
  readonly provider: string;
  /** True when a fallback provider answered (the first one asked failed or was cooling down). */
  readonly fellBack?: boolean;
}

/** [reliability] and [[model_routes]] as the caller applies them. */
export interface Routing {
  /** `<type>.<alias>`, tried in order after the first. */
  readonly fallbacks: readonly string[];
  /** 0: a failing provider is never skipped. */
  readonly cooldownMs: number;
  /** `hint` → provider and model. */
  readonly routes: ReadonlyMap<string, { readonly provider: string; readonly model: string }>;
  readonly cooldowns: Cooldowns;
}

/** The prefix of a model that names a route: `hint:fast`. */
export const HINT = 'hint:';

export interface ProviderFacts {
  /** The provider's configured model (`model` of its table); undefined for one that names none (echo). */
  model(ref: string): string | undefined;
  /** The provider's max_tokens when its table sets one. */
  maxTokens(ref: string): number | undefined;
}

export interface CallerDeps {
  /** The client of a configured model provider (made on first use), undefined for one that is not configured. */
  readonly client: (ref: string) => Promise<ProviderClient> | undefined;
  readonly routing?: Routing;
  /** Told when a fallback provider answered, and when a provider starts cooling down (metrics). */
  readonly fellBack?: (provider: string) => void;
  readonly cooled?: (provider: string) => void;
  readonly hooks: AgentHooks;
  readonly facts: ProviderFacts;
  readonly logger: Logger;
  readonly now: () => number;
  /** The response cache an extension set (memory.response_cache_enabled), asked after beforeModelCall. */
  readonly cache?: () => ResponseCache | undefined;
  /** Counts each call sent (svc_provider_* metrics). */
  readonly recordCall?: (provider: string, outcome: 'ok' | 'error' | 'cancelled', seconds: number, usage: ModelReply['usage']) => void;
}

/** Characters of what a request sends (messages and tool descriptions): about four per token. */
export function requestChars(request: ModelRequest): number {
  let n = 0;
  for (const m of request.messages) n += m.content.length + (m.role === 'assistant' && m.toolCalls ? JSON.stringify(m.toolCalls).length : 0);
  for (const t of request.tools) n += t.name.length + t.description.length + JSON.stringify(t.parameters).length;
  return n;
}

export class ModelCaller {
  /** When the last WARN about an unreadable cooldown store was logged. */
  private cooldownWarnedAt = -Infinity;

  constructor(private readonly d: CallerDeps) {}

  /**
   * Sends `request` for `target`: to a route's provider and model when the model is `hint:<name>`, else to the
   * target's provider; when that fails, to each fallback provider in turn (with its own model), skipping those cooling
   * down while another can answer. Rejects with ModelCallRefused when a tap refused it, else the last ProviderError.
   */
  async call(target: CallTarget, request: ModelRequest): Promise<CallAnswer> {
    const { d } = this;
    let first = target.provider;
    let sent = request;
    if (request.model?.startsWith(HINT)) {
      const hint = request.model.slice(HINT.length);
      const route = d.routing?.routes.get(hint);
      if (!route) throw new Error(`the model "${request.model}" names no route: no [[model_routes]] entry has hint = ${JSON.stringify(hint)}`);
      first = route.provider;
      sent = { ...request, model: route.model };
    }
    const routing = d.routing;
    const chain = [...new Set([first, ...(routing?.fallbacks ?? [])])];
    // One provider and no fallback: it is always tried, so its cooldown would change nothing.
    if (!routing || chain.length === 1) return this.attempt(target, first, sent, { providers: [first], down: true });
    // A cooldown store that cannot be read (the shared PostgreSQL down) must not fail a call that has providers to try:
    // nothing counts as cooling, and a WARN says so (at most one a minute; the others at debug).
    const cooling = await routing.cooldowns.until(chain).catch((err: Error) => {
      const loud = d.now() - this.cooldownWarnedAt >= 60_000;
      if (loud) this.cooldownWarnedAt = d.now();
      d.logger[loud ? 'warn' : 'debug']({ agent: target.agent, providers: chain, err: err.message }, 'provider cooldowns could not be read; every provider is tried as if none were cooling down');
      return new Map<string, number>();
    });
    const now = d.now();
    // A provider cooling down is skipped while another can answer; when every one is, all are tried in order.
    const ready = chain.filter((ref) => !((cooling.get(ref) ?? 0) > now));
    const order = ready.length ? ready : chain;
    if (order.length < chain.length) d.logger.debug({ agent: target.agent, skipped: chain.filter((r) => !order.includes(r)) }, 'providers cooling down are skipped');
    let last: unknown;
    /** What each provider tried said, in order. */
    const failed: string[] = [];
    // Every provider tried so far failed as unavailable (those skipped were cooling down after such a failure).
    let down = true;
    for (const [i, ref] of order.entries()) {
      let streamed = false;
      const onText = sent.onText;
      // The caller's model (a cron job's, a route's) is the first provider's; a fallback answers with its own model.
      const { model: _model, ...own } = sent;
      const attempt: ModelRequest = { ...(ref === first ? sent : own), ...(onText ? { onText: (delta: string) => ((streamed = true), onText(delta)) } : {}) };
      try {
        const answer = await this.attempt(target, ref, attempt, i === order.length - 1 ? { providers: chain, down } : undefined);
        if (ref !== first) {
          d.fellBack?.(ref);
          d.logger.warn({ agent: target.agent, channel: target.channel, provider: ref, model: answer.model, first }, `a fallback provider answered: ${ref}`);
        }
        return ref === first ? answer : { ...answer, fellBack: true };
      } catch (err) {
        if (err instanceof ModelCallRefused || request.signal?.aborted) throw err;
        last = err;
        const e = err as ProviderError;
        down &&= e instanceof ProviderError && e.transient;
        if (e.transient && routing.cooldownMs > 0) {
          await routing.cooldowns.cool(ref, d.now() + routing.cooldownMs).catch((cause: Error) => d.logger.warn({ provider: ref, err: cause.message }, 'the provider cooldown could not be recorded'));
          d.cooled?.(ref);
          d.logger.warn({ provider: ref, cooldown_secs: routing.cooldownMs / 1000, err: e.message }, `provider ${ref} failed after its retries; it is skipped for ${routing.cooldownMs / 1000} s while another can answer`);
        }
        // Part of an answer already reached the listener: another provider's would follow it, so the call fails.
        if (streamed) throw err;
        const next = order[i + 1];
        if (next) d.logger.warn({ agent: target.agent, channel: target.channel, provider: ref, next, err: e.message }, `provider ${ref} failed; trying ${next}`);
        failed.push(e.message);
      }
    }
    // Every provider failed: the error is the last one's (its status and class decide what follows), and it names
    // the ones that failed before it, so the operator does not chase only the last.
    if (failed.length > 1 && last instanceof ProviderError) {
      const before = failed.slice(0, -1).join('; ');
      const { ref, status, transient } = last;
      const inner = last.message.startsWith(`provider ${ref}: `) ? last.message.slice(`provider ${ref}: `.length) : last.message;
      throw Object.assign(new ProviderError(ref, `${inner} (every provider failed; before it: ${before})`, status, transient), { cause: last });
    }
    throw last;
  }

  /** One provider's attempt: the hooks, the call, the metrics. `last`: no provider is left after it (the chain, and whether all before were down). */
  private async attempt(target: CallTarget, ref: string, asked: ModelRequest, last?: { readonly providers: readonly string[]; readonly down: boolean }): Promise<CallAnswer> {
    const { d } = this;
    // The answer text streamed so far: a call cancelled mid-stream is priced by it (its usage would have come last).
    let streamedChars = 0;
    const onText = asked.onText;
    const request: ModelRequest = onText ? { ...asked, onText: (delta: string) => ((streamedChars += delta.length), onText(delta)) } : asked;
    let provider = ref;
    let model = request.model ?? d.facts.model(ref) ?? '';
    const id = randomUUID();
    const maxOutputTokens = d.facts.maxTokens(ref);
    const start: ModelCallStart = {
      id,
      agent: target.agent,
      channel: target.channel,
      conversation: target.conversation,
      provider,
      model,
      purpose: target.purpose,
      inputChars: requestChars(request),
      ...(maxOutputTokens ? { maxOutputTokens } : {}),
      at: d.now(),
      switchTo: (want, reason) => {
        // A hint (cost.enforcement.route_down_model = "hint:cheap") names its route's provider and model.
        const route = want.model.startsWith(HINT) ? d.routing?.routes.get(want.model.slice(HINT.length)) : undefined;
        if (want.model.startsWith(HINT) && !route) throw new Error(`cannot switch the model call to "${want.model}": no [[model_routes]] entry has that hint`);
        const to = route ?? want;
        const next = to.provider ?? provider;
        if (!d.client(next)) throw new Error(`cannot switch the model call to ${next}: it is not a configured model provider`);
        d.logger.info({ agent: target.agent, channel: target.channel, from: `${provider}/${model}`, to: `${next}/${to.model}`, reason }, 'model call switched');
        provider = next;
        model = to.model;
        Object.assign(start, { provider, model });
      },
    };
    let at = d.now();
    let sending = false;
    const end = async (outcome: ModelCallEnd['outcome'], answered: string, reply?: ModelReply, error?: string, exhausted?: ModelCallEnd['exhausted'], status?: number): Promise<void> => {
      const seconds = (d.now() - at) / 1000;
      // A call stopped before it was sent (refused by a tap, no client) is no provider request.
      if (sending && outcome !== 'refused' && outcome !== 'cached') d.recordCall?.(provider, outcome, seconds, reply?.usage);
      try {
        await d.hooks.afterModelCall.promise({
          id,
          agent: target.agent,
          channel: target.channel,
          conversation: target.conversation,
          purpose: target.purpose,
          provider,
          model: answered,
          outcome,
          ...(reply?.usage ? { usage: reply.usage } : {}),
          durationMs: d.now() - at,
          ...(error ? { error } : {}),
          ...(status !== undefined ? { status } : {}),
          ...(outcome === 'cancelled' && streamedChars ? { streamedChars } : {}),
          ...(exhausted ? { exhausted } : {}),
        });
      } catch (err) {
        d.logger.warn({ agent: target.agent, channel: target.channel, err: (err as Error).message }, 'an afterModelCall tap failed');
      }
    };
    // Once the before-hooks ran, afterModelCall always follows: a tap may have reserved something for the call (the
    // cost ledger's estimate) that a later tap's refusal or a missing client must give back.
    try {
      await d.hooks.beforeModelCall.promise(start);
    } catch (err) {
      if (err instanceof ModelCallRefused) {
        await end('refused', model, undefined, err.message);
        throw err;
      }
      d.logger.warn({ agent: target.agent, channel: target.channel, err: (err as Error).message }, 'a beforeModelCall tap failed; the call is sent');
    }
    const made = d.client(provider);
    if (!made) {
      const e = new ProviderError(provider, 'not a configured model provider ([providers.models.<type>.<alias>])');
      await end('error', model, undefined, e.message);
      throw e;
    }
    const switched = provider !== ref || model !== (request.model ?? d.facts.model(ref) ?? '');
    const sent: ModelRequest = switched && model ? { ...request, model } : request;
    // The cache is asked once the taps had their say (a budget's refusal or route down applies; the key is the model
    // really called): a hit sends nothing, and afterModelCall says `cached` (a cost reservation is given back).
    const cache = d.cache?.();
    const cacheable: CacheableCall = { agent: target.agent, purpose: target.purpose, provider, model, request: sent };
    const hit = cache && (await cache.lookup(cacheable).catch((err: Error) => void d.logger.warn({ agent: target.agent, err: err.message }, 'the response cache could not be read; the call is sent')));
    if (hit) {
      request.onText?.(hit.text);
      await end('cached', hit.model || model);
      return { ...hit, provider };
    }
    at = d.now();
    sending = true;
    let reply: ModelReply;
    try {
      reply = await (await made).complete(sent);
    } catch (err) {
      const e = err instanceof ProviderError ? err : new ProviderError(provider, (err as Error).message);
      const cancelled = request.signal?.aborted === true;
      await end(cancelled ? 'cancelled' : 'error', model, undefined, e.message, !cancelled && last ? { providers: last.providers, down: last.down && e.transient } : undefined, e.status);
      throw e;
    }
    await end('ok', reply.model || model, reply);
    // Only a whole answer in words is kept: never tool calls (they act), errors or a cancelled call's part.
    if (cache && !reply.toolCalls.length && reply.text && !request.signal?.aborted) {
      await cache.keep(cacheable, reply).catch((err: Error) => d.logger.warn({ agent: target.agent, err: err.message }, 'the response cache could not keep an answer'));
    }
    return { ...reply, provider };
  }
}

/** What the caller reads of the providers' own tables (another extension's sections: read from the whole config). */
export function providerFacts(config: ConfigObject): ProviderFacts {
  const table = (ref: string): Record<string, unknown> | undefined => {
    const dot = ref.indexOf('.');
    const models = (config.providers as { models?: Record<string, Record<string, Record<string, unknown>>> } | undefined)?.models;
    return dot > 0 ? models?.[ref.slice(0, dot)]?.[ref.slice(dot + 1)] : undefined;
  };
  return {
    model: (ref) => {
      const m = table(ref)?.model;
      return typeof m === 'string' ? m : undefined;
    },
    maxTokens: (ref) => {
      const m = table(ref)?.max_tokens;
      return typeof m === 'number' && m > 0 ? m : undefined;
    },
  };
}
