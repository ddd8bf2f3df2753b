// The in-memory state store: TTL'd reservations and values, sliding-window hit lists; time from an injected clock.
import type { StateStore } from './api.js';

export class MemoryStateStore implements StateStore {
  private readonly reservations = new Map<string, number>();
  private readonly windows = new Map<string, number[]>();
  private readonly values = new Map<string, { value: string; until: number }>();

  constructor(private readonly now: () => number) {}

  reserve(key: string, ttlMs: number, maxKeys: number): 'reserved' | 'exists' | 'full' {
    const now = this.now();
    const until = this.reservations.get(key);
    if (until !== undefined && until > now) return 'exists';
    if (this.reservations.size >= maxKeys) {
      for (const [k, t] of this.reservations) if (t <= now) this.reservations.delete(k);
      if (this.reservations.size >= maxKeys) return 'full';
    }
    this.reservations.set(key, now + ttlMs);
    return 'reserved';
  }

  private window(bucket: string, windowMs: number): number[] {
    const since = this.now() - windowMs;
    const list = (this.windows.get(bucket) ?? []).filter((t) => t > since);
    if (list.length) this.windows.set(bucket, list);
    else this.windows.delete(bucket);
    return list;
  }

  hit(bucket: string, windowMs: number): { count: number; resetMs: number } {
    const list = this.window(bucket, windowMs);
    list.push(this.now());
    this.windows.set(bucket, list);
    return { count: list.length, resetMs: list[0]! + windowMs - this.now() };
  }

  peek(bucket: string, windowMs: number): { count: number; resetMs: number } {
    const list = this.window(bucket, windowMs);
    return { count: list.length, resetMs: list.length ? list[0]! + windowMs - this.now() : 0 };
  }

  buckets(windowMs: number): number {
    for (const b of [...this.windows.keys()]) this.window(b, windowMs);
    return this.windows.size;
  }

  put(key: string, value: string, ttlMs: number): void {
    this.values.set(key, { value, until: this.now() + ttlMs });
  }

  get(key: string): string | undefined {
    const v = this.values.get(key);
    if (!v) return undefined;
    if (v.until <= this.now()) {
      this.values.delete(key);
      return undefined;
    }
    return v.value;
  }

  delete(key: string): void {
    this.values.delete(key);
  }
}
