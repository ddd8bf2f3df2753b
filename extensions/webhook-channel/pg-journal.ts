// Webhook-channel replies on PostgreSQL (the shared mode): each reply is recorded, with the instance sending it and a
// lease it renews, until it is delivered or given up. A reply whose instance stopped (its lease ran out, or it gave
// the claim up at a clean stop) is claimed by exactly one other instance of the same channel, which sends it with its
// delivery id (X-Webhook-Delivery-Id): delivery is at least once, and the id lets a receiver drop a repeat.
import type { SharedPostgres } from '../instances/api.js';
import type { DeliveryJob, DeliveryJournal } from './delivery.js';

const MIGRATIONS = [
  `CREATE TABLE webhook_deliveries (
     id TEXT PRIMARY KEY,
     channel TEXT NOT NULL,
     recipient TEXT NOT NULL,
     thread_id TEXT,
     body TEXT NOT NULL,
     owner TEXT NOT NULL,
     lease_until BIGINT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX webhook_deliveries_lapsed ON webhook_deliveries (channel, lease_until);`,
];

export class PgDeliveryJournal {
  private constructor(
    private readonly pg: SharedPostgres,
    private readonly instance: string,
    private readonly leaseMs: () => number,
    private readonly now: () => number,
  ) {}

  static async open(pg: SharedPostgres, instance: string, leaseMs: () => number, now: () => number): Promise<PgDeliveryJournal> {
    try {
      await pg.migrate('webhook-channel', MIGRATIONS);
    } catch (err) {
      await pg.close();
      throw err;
    }
    return new PgDeliveryJournal(pg, instance, leaseMs, now);
  }

  /** Journals for each channel instance: they share this one's connection. */
  forChannel(channel: string): DeliveryJournal & { claimLapsed(limit: number): Promise<DeliveryJob[]> } {
    return {
      record: async (job) => {
        const now = this.now();
        await this.pg.query(
          'INSERT INTO webhook_deliveries (id, channel, recipient, thread_id, body, owner, lease_until, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING',
          [job.id, channel, job.recipient, job.thread_id ?? null, job.body, this.instance, now + this.leaseMs(), now],
        );
      },
      settle: async (id) => void (await this.pg.query('DELETE FROM webhook_deliveries WHERE id = $1', [id])),
      release: async (ids) => {
        if (ids.length) await this.pg.query('UPDATE webhook_deliveries SET lease_until = 0 WHERE id = ANY($1) AND owner = $2', [ids, this.instance]);
      },
      claimLapsed: async (limit) => {
        const now = this.now();
        const r = await this.pg.query<{ id: string; recipient: string; thread_id: string | null; body: string }>(
          `UPDATE webhook_deliveries SET owner = $1, lease_until = $3 WHERE id IN (
             SELECT id FROM webhook_deliveries WHERE channel = $2 AND lease_until < $4 ORDER BY created_at LIMIT $5 FOR UPDATE SKIP LOCKED)
           RETURNING id, recipient, thread_id, body`,
          [this.instance, channel, now + this.leaseMs(), now, limit],
        );
        return r.rows.map((row) => ({ id: row.id, recipient: row.recipient, body: row.body, ...(row.thread_id === null ? {} : { thread_id: row.thread_id }) }));
      },
    };
  }

  /** Extends the claims on replies this instance is sending. */
  async renew(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.pg.query('UPDATE webhook_deliveries SET lease_until = $3 WHERE id = ANY($1) AND owner = $2', [ids, this.instance, this.now() + this.leaseMs()]);
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
