// When a failing model provider may be tried again (reliability.cooldown_secs): per daemon in memory, or for every
// instance in the shared PostgreSQL (pg-cooldowns.ts).
export interface Cooldowns {
  /** Epoch ms until which each of `refs` is skipped; a provider that is not cooling down is absent. */
  until(refs: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /** Skips `ref` until `until` (a later time already set is kept). */
  cool(ref: string, until: number): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCooldowns implements Cooldowns {
  private readonly map = new Map<string, number>();

  async until(refs: readonly string[]): Promise<ReadonlyMap<string, number>> {
    const out = new Map<string, number>();
    for (const ref of refs) {
      const t = this.map.get(ref);
      if (t !== undefined) out.set(ref, t);
    }
    return out;
  }

  async cool(ref: string, until: number): Promise<void> {
    this.map.set(ref, Math.max(until, this.map.get(ref) ?? 0));
  }

  async close(): Promise<void> {}
}
