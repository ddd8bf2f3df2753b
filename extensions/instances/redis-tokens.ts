// Paired tokens shared on Redis: one hash of SHA-256 token hashes (`paired` or `revoked`) and a version counter bumped
// with every change. Each instance reads the counter every half second and the hash when it moved, so a pairing or a
// revocation reaches every instance within a second, and a request never waits for Redis to check its token.
import type { Redis } from 'ioredis';
import type { Logger } from '../../kernel/index.js';
import { StateUnavailableError, type SharedTokens, type TokenSnapshot } from '../gateway/api.js';

/** How often the version counter is read. */
export const TOKEN_SYNC_MS = 500;
/** A snapshot this old is stale: tokens paired elsewhere stop passing until Redis answers again. */
export const TOKEN_STALE_MS = 5000;

export interface RedisTokensOptions {
  readonly client: Redis;
  readonly prefix: string;
  readonly log: Logger;
  readonly describe: (err: unknown) => string;
  readonly syncMs?: number;
  readonly staleMs?: number;
}

export class RedisTokens implements SharedTokens {
  private paired: ReadonlySet<string> = new Set();
  private revoked: ReadonlySet<string> = new Set();
  private version: string | undefined;
  private syncedAt = 0;
  private current: TokenSnapshot | undefined;
  private timer: NodeJS.Timeout | undefined;
  private syncing: Promise<void> | undefined;
  private failing = false;

  constructor(private readonly o: RedisTokensOptions) {}

  private get hashKey(): string {
    return `${this.o.prefix}tokens`;
  }

  private get versionKey(): string {
    return `${this.o.prefix}tokens:version`;
  }

  /** Reads the sets once (when Redis answers) and keeps them synchronised until `stop`. */
  async start(): Promise<void> {
    await this.sync();
    this.timer = setInterval(() => void this.sync(), this.o.syncMs ?? TOKEN_SYNC_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One synchronisation at a time; a failure keeps the last sets (they turn stale) and is logged once. */
  sync(): Promise<void> {
    return (this.syncing ??= this.fetch().finally(() => (this.syncing = undefined)));
  }

  private async fetch(): Promise<void> {
    try {
      const version = (await this.o.client.get(this.versionKey)) ?? '0';
      if (version !== this.version) {
        const all = await this.o.client.hgetall(this.hashKey);
        const paired = new Set<string>();
        const revoked = new Set<string>();
        for (const [hash, state] of Object.entries(all)) (state === 'revoked' ? revoked : paired).add(hash);
        this.paired = paired;
        this.revoked = revoked;
        this.version = version;
        this.current = undefined;
      }
      this.syncedAt = Date.now();
      if (this.failing) this.o.log.info('shared paired tokens synchronised again');
      this.failing = false;
    } catch (err) {
      if (!this.failing) this.o.log.warn({ err: this.o.describe(err) }, 'shared paired tokens could not be synchronised; the last ones stay until they are 5 s old');
      this.failing = true;
    }
  }

  snapshot(): TokenSnapshot {
    const stale = Date.now() - this.syncedAt > (this.o.staleMs ?? TOKEN_STALE_MS);
    if (!this.current || this.current.stale !== stale) this.current = Object.freeze({ version: `${this.version ?? 'none'}:${stale ? 'stale' : 'fresh'}`, paired: this.paired, revoked: this.revoked, stale });
    return this.current;
  }

  /** Runs a transaction; any failure (the connection, a command in it) fails closed. */
  private async write(build: (tx: ReturnType<Redis['multi']>) => void): Promise<void> {
    try {
      const tx = this.o.client.multi();
      build(tx);
      const results = await tx.incr(this.versionKey).exec();
      const failed = results?.find(([err]) => err);
      if (!results || failed) throw failed?.[0] ?? new Error('the transaction was discarded');
    } catch (err) {
      throw new StateUnavailableError(this.o.describe(err));
    }
    await this.sync();
  }

  add(hash: string): Promise<void> {
    return this.write((tx) => void tx.hsetnx(this.hashKey, hash, 'paired'));
  }

  async revoke(hashes: readonly string[]): Promise<void> {
    if (!hashes.length) return;
    await this.write((tx) => {
      for (const hash of hashes) tx.hset(this.hashKey, hash, 'revoked');
    });
  }
}
