// Pending WebAuthn challenges: single use, expiring, and bounded in number, each operation O(1) under a flood.

/** What a challenge was issued for: a registration (by the paired token that asked) or a sign-in. */
export type ChallengeFor =
  | { readonly kind: 'register'; readonly tokenHash: string; readonly user: string | null }
  | { readonly kind: 'login' };

interface Pending {
  readonly expiresAt: number;
  readonly for: ChallengeFor;
}

/**
 * Challenges in insertion order (a Map keeps it); all share one lifetime, so the oldest entry is also the first to
 * expire. Adding prunes expired entries from the front and, when `max` are still pending, drops the oldest: memory and
 * time stay bounded whatever a client sends. Taking a challenge removes it, so an answer to it is accepted once.
 */
export class ChallengeBook {
  readonly #pending = new Map<string, Pending>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  add(challenge: string, what: ChallengeFor): void {
    const now = this.now();
    for (const [key, entry] of this.#pending) {
      if (entry.expiresAt > now && this.#pending.size < this.max) break;
      this.#pending.delete(key);
    }
    this.#pending.set(challenge, { expiresAt: now + this.ttlMs, for: what });
  }

  /** The challenge's purpose when it is pending and live, removing it either way (single use). */
  take(challenge: string): ChallengeFor | undefined {
    const entry = this.#pending.get(challenge);
    if (!entry) return undefined;
    this.#pending.delete(challenge);
    return entry.expiresAt > this.now() ? entry.for : undefined;
  }

  get size(): number {
    return this.#pending.size;
  }
}
