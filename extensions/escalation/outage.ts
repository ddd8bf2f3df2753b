// Every model provider down: a turn's model call failed on its provider and on each fallback, each as unavailable
// (afterModelCall's `exhausted.down`). One high escalation per outage, which ends when one of those providers answers.
import type { Logger } from '../../kernel/index.js';
import type { ModelCallEnd } from '../agent/api.js';
import { providerFailure, type Escalations } from './api.js';

/** Outages tracked at once at most (one per distinct provider chain). */
const MAX_OUTAGES = 100;

export class OutageWatch {
  /** Open outages by provider chain (sorted, joined): when each began. */
  private readonly open = new Map<string, { readonly providers: ReadonlySet<string>; readonly since: number }>();

  constructor(
    private readonly desk: Escalations,
    private readonly logger: Logger,
    private readonly now: () => number,
  ) {}

  /** afterModelCall: opens an outage (and escalates once) on an exhausted, down call; an answer ends those it touches. */
  seen(call: ModelCallEnd): void {
    if (call.outcome === 'ok') return this.answered(call.provider);
    const ex = call.exhausted;
    if (call.outcome !== 'error' || !ex?.down) return;
    const key = [...new Set(ex.providers)].sort().join(' ');
    if (this.open.has(key)) return;
    if (this.open.size >= MAX_OUTAGES) this.open.delete(this.open.keys().next().value!);
    this.open.set(key, { providers: new Set(ex.providers), since: this.now() });
    // The class of the last failure, never the provider's text: an error body can quote a key or a prompt.
    const last = providerFailure(call.status, ex.down);
    const which = ex.providers.length === 1 ? `its model provider ${ex.providers[0]} is down` : `every model provider is down (${ex.providers.join(', ')}, fallbacks included)`;
    this.desk.raise({
      severity: 'high',
      summary: `A turn could not be answered: ${which}; the last one: ${last}. Turns fail until one answers again; this alert is sent once per outage.`,
      source: 'agent',
      agent: call.agent,
      channel: call.channel,
    });
  }

  /** Whether any outage is open (every provider of some chain down, not answering since). */
  down(): boolean {
    return this.open.size > 0;
  }

  private answered(provider: string): void {
    if (!this.open.size) return;
    for (const [key, o] of this.open) {
      if (!o.providers.has(provider)) continue;
      this.open.delete(key);
      this.logger.info({ provider, providers: [...o.providers], outage_secs: Math.round((this.now() - o.since) / 1000) }, `model providers answer again (${provider}): the outage is over`);
    }
  }
}
