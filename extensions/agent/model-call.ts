// One model call of the agent, the only way a turn or its classifier reaches a provider: the beforeModelCall and
// afterModelCall hooks around it (a cost ledger reserves and settles there, a budget refuses or routes down) and the
// provider metrics.
import { randomUUID } from 'node:crypto';
import type { ConfigObject, Logger } from '../../kernel/index.js';
import { ModelCallRefused, ProviderError, type AgentHooks, type ModelCallStart, type ModelReply, type ModelRequest, type ProviderClient } from './api.js';

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
}

export interface ProviderFacts {
  /** The provider's configured model (`model` of its table); undefined for one that names none (echo). */
  model(ref: string): string | undefined;
  /** The provider's max_tokens when its table sets one. */
  maxTokens(ref: string): number | undefined;
}

export interface CallerDeps {
  readonly clients: ReadonlyMap<string, ProviderClient>;
  readonly hooks: AgentHooks;
  readonly facts: ProviderFacts;
  readonly logger: Logger;
  readonly now: () => number;
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
  constructor(private readonly d: CallerDeps) {}

  /** Sends `request` for `target`; rejects with ModelCallRefused when a tap refused it, else a ProviderError. */
  async call(target: CallTarget, request: ModelRequest): Promise<CallAnswer> {
    return this.attempt(target, target.provider, request);
  }

  /** One provider's attempt: the hooks, the call, the metrics. */
  private async attempt(target: CallTarget, ref: string, request: ModelRequest): Promise<CallAnswer> {
    const { d } = this;
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
      switchTo: (to, reason) => {
        const next = to.provider ?? provider;
        if (!d.clients.has(next)) throw new Error(`cannot switch the model call to ${next}: that provider is not running`);
        d.logger.info({ agent: target.agent, channel: target.channel, from: `${provider}/${model}`, to: `${next}/${to.model}`, reason }, 'model call switched');
        provider = next;
        model = to.model;
        Object.assign(start, { provider, model });
      },
    };
    try {
      await d.hooks.beforeModelCall.promise(start);
    } catch (err) {
      if (err instanceof ModelCallRefused) throw err;
      d.logger.warn({ agent: target.agent, channel: target.channel, err: (err as Error).message }, 'a beforeModelCall tap failed; the call is sent');
    }
    const client = d.clients.get(provider)!;
    const at = d.now();
    const switched = provider !== ref || model !== (request.model ?? d.facts.model(ref) ?? '');
    const sent: ModelRequest = switched && model ? { ...request, model } : request;
    const end = async (outcome: 'ok' | 'error' | 'cancelled', answered: string, reply?: ModelReply, error?: string): Promise<void> => {
      const seconds = (d.now() - at) / 1000;
      d.recordCall?.(provider, outcome, seconds, reply?.usage);
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
        });
      } catch (err) {
        d.logger.warn({ agent: target.agent, channel: target.channel, err: (err as Error).message }, 'an afterModelCall tap failed');
      }
    };
    let reply: ModelReply;
    try {
      reply = await client.complete(sent);
    } catch (err) {
      const e = err instanceof ProviderError ? err : new ProviderError(provider, (err as Error).message);
      await end(request.signal?.aborted ? 'cancelled' : 'error', model, undefined, e.message);
      throw e;
    }
    await end('ok', reply.model || model, reply);
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
