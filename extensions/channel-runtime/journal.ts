// Channel replies on PostgreSQL (the shared mode): each reply is recorded, with the instance sending it and a lease it
// renews, until it is delivered or given up. A reply whose instance stopped (its lease ran out, or it gave the claim up at
// a clean stop) is claimed by exactly one other instance running the same channel, which sends it with its delivery id:
// delivery is at least once, and the id lets a receiver drop a repeat. One journal serves every channel type.
import type { Logger } from '../../kernel/index.js';
import type { SharedPostgres } from '../instances/api.js';
import type { Delivery, DeliveryJournal, Outbox } from './outbox.js';

const MIGRATIONS = [
  // The webhook channel's table before the runtime existed: its rows (replies in flight at the upgrade) are kept.
  `CREATE TABLE channel_deliveries (
     id TEXT PRIMARY KEY,
     channel TEXT NOT NULL,
     recipient TEXT NOT NULL,
     thread_id TEXT,
     body TEXT NOT NULL,
     owner TEXT NOT NULL,
     lease_until BIGINT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX channel_deliveries_lapsed ON channel_deliveries (channel, lease_until);
   DO $$ BEGIN
     IF to_regclass('webhook_deliveries') IS NOT NULL THEN
       INSERT INTO channel_deliveries SELECT id, channel, recipient, thread_id, body, owner, lease_until, created_at FROM webhook_deliveries
         ON CONFLICT (id) DO NOTHING;
       DROP TABLE webhook_deliveries;
     END IF;
   END $$;`,
];

/** Replies taken over per channel instance and poll. */
const CLAIM_BATCH = 20;
/** How often claims are renewed and lapsed ones taken. */
const POLL_MS = 1000;

interface Watched {
  readonly outbox: Outbox;
  readonly logger: Logger;
}

export class SharedDeliveries {
  private readonly watched = new Map<string, Watched>();
  private readonly timer: NodeJS.Timeout;
  private polling = false;

  private constructor(
    private readonly pg: SharedPostgres,
    private readonly instance: string,
    private readonly leaseMs: () => number,
    private readonly now: () => number,
    private readonly logger: Logger,
  ) {
    this.timer = setInterval(() => this.poll(), POLL_MS);
    this.timer.unref();
  }

  static async open(pg: SharedPostgres, instance: string, leaseMs: () => number, now: () => number, logger: Logger): Promise<SharedDeliveries> {
    try {
      await pg.migrate('channel-runtime', MIGRATIONS);
    } catch (err) {
      await pg.close();
      throw err;
    }
    return new SharedDeliveries(pg, instance, leaseMs, now, logger);
  }

  /** The journal of one channel instance (`webhook.main`). */
  journal(channel: string): DeliveryJournal {
    return {
      record: async (d) => {
        const now = this.now();
        await this.pg.query(
          'INSERT INTO channel_deliveries (id, channel, recipient, thread_id, body, owner, lease_until, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING',
          [d.id, channel, d.recipient, d.thread_id ?? null, d.body, this.instance, now + this.leaseMs(), now],
        );
      },
      settle: async (id) => void (await this.pg.query('DELETE FROM channel_deliveries WHERE id = $1', [id])),
      release: async (ids) => {
        if (ids.length) await this.pg.query('UPDATE channel_deliveries SET lease_until = 0 WHERE id = ANY($1) AND owner = $2', [ids, this.instance]);
      },
    };
  }

  /** From now on the claims of `outbox`'s replies are renewed, and the lapsed replies of `channel` are handed to it. */
  watch(channel: string, outbox: Outbox, logger: Logger): void {
    this.watched.set(channel, { outbox, logger });
  }

  /** The instance drains: its outbox takes nothing more and gives its claims up itself. */
  unwatch(channel: string): void {
    this.watched.delete(channel);
  }

  /** Replies of `channel` whose lease ran out, now claimed by this instance. */
  async claimLapsed(channel: string, limit: number): Promise<Delivery[]> {
    const now = this.now();
    const r = await this.pg.query<{ id: string; recipient: string; thread_id: string | null; body: string }>(
      `UPDATE channel_deliveries SET owner = $1, lease_until = $3 WHERE id IN (
         SELECT id FROM channel_deliveries WHERE channel = $2 AND lease_until < $4 ORDER BY created_at LIMIT $5 FOR UPDATE SKIP LOCKED)
       RETURNING id, recipient, thread_id, body`,
      [this.instance, channel, now + this.leaseMs(), now, limit],
    );
    return r.rows.map((row) => ({ id: row.id, recipient: row.recipient, body: row.body, ...(row.thread_id === null ? {} : { thread_id: row.thread_id }) }));
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.watched.clear();
    await this.pg.close();
  }

  /** Once a second: renew the claims on the replies this instance is sending, and take those of an instance that stopped. */
  private poll(): void {
    if (this.polling || !this.watched.size) return;
    this.polling = true;
    void (async () => {
      const ids = [...this.watched.values()].flatMap((w) => w.outbox.ids());
      if (ids.length) await this.pg.query('UPDATE channel_deliveries SET lease_until = $3 WHERE id = ANY($1) AND owner = $2', [ids, this.instance, this.now() + this.leaseMs()]);
      for (const [channel, w] of this.watched) {
        for (const d of await this.claimLapsed(channel, CLAIM_BATCH)) {
          w.logger.warn({ channel, delivery_id: d.id, recipient: d.recipient }, 'taking over a reply whose instance stopped sending it');
          w.outbox.adopt(d);
        }
      }
    })()
      .catch((err: Error) => this.logger.error({ err: err.message }, 'shared channel deliveries could not be polled; retrying'))
      .finally(() => (this.polling = false));
  }
}
