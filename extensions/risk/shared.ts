// Risk approvals in the shared mode: the tool calls waiting for an operator's approval on every instance, in
// PostgreSQL. An instance publishes each call it holds (ids, the summary already shown to the operator, never the
// arguments) and removes it when it ends; any instance can answer one (svc risk approve/deny, the admin API, the
// dashboard there): the answer is written into the row once, and the owner, polling its rows twice a second, lets the
// call run or refuses it. Rows of an instance that crashed expire with their wait (expires_at) and are pruned.
import type { SharedPostgres } from '../instances/api.js';
import type { PendingApproval } from './api.js';

const MIGRATIONS = [
  `CREATE TABLE svc_risk_pending (
     id text PRIMARY KEY,
     instance text NOT NULL,
     kind text NOT NULL,
     agent text NOT NULL,
     channel text NOT NULL,
     conversation text,
     sender text,
     tool text NOT NULL,
     summary text NOT NULL,
     risk_profile text NOT NULL,
     level text NOT NULL,
     created_at bigint NOT NULL,
     expires_at bigint NOT NULL,
     answer jsonb
   );
   CREATE INDEX svc_risk_pending_expires ON svc_risk_pending (expires_at)`,
];

/** An answer written by another instance. */
export interface RemoteDecision {
  readonly ok: boolean;
  readonly by: string;
  readonly reason?: string;
  readonly instance: string;
}

export interface SharedApproval extends PendingApproval {
  readonly instance: string;
  readonly answer?: RemoteDecision;
}

interface Row {
  id: string;
  instance: string;
  agent: string;
  channel: string;
  conversation: string | null;
  sender: string | null;
  tool: string;
  summary: string;
  risk_profile: string;
  level: string;
  created_at: string;
  expires_at: string;
  answer: RemoteDecision | null;
}

const fromRow = (r: Row): SharedApproval => ({
  id: r.id, instance: r.instance, agent: r.agent, channel: r.channel,
  ...(r.conversation !== null ? { conversation: r.conversation } : {}), ...(r.sender !== null ? { sender: r.sender } : {}),
  tool: r.tool, summary: r.summary, risk_profile: r.risk_profile, level: r.level, created_at: Number(r.created_at), expires_at: Number(r.expires_at),
  ...(r.answer ? { answer: r.answer } : {}),
});

export class SharedApprovals {
  private constructor(
    private readonly pg: SharedPostgres,
    readonly instance: string,
  ) {}

  static async open(pg: SharedPostgres, instance: string): Promise<SharedApprovals> {
    await pg.migrate('risk', MIGRATIONS);
    return new SharedApprovals(pg, instance);
  }

  async publish(a: PendingApproval): Promise<void> {
    await this.pg.query(
      `INSERT INTO svc_risk_pending (id, instance, kind, agent, channel, conversation, sender, tool, summary, risk_profile, level, created_at, expires_at)
       VALUES ($1, $2, 'approval', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [a.id, this.instance, a.agent, a.channel, a.conversation ?? null, a.sender ?? null, a.tool, a.summary, a.risk_profile, a.level, a.created_at, a.expires_at],
    );
  }

  async remove(id: string): Promise<void> {
    await this.pg.query('DELETE FROM svc_risk_pending WHERE id = $1 AND instance = $2', [id, this.instance]);
  }

  async removeMine(): Promise<void> {
    await this.pg.query('DELETE FROM svc_risk_pending WHERE instance = $1', [this.instance]);
  }

  /** Every call still waiting (expired rows are pruned first: an instance that crashed leaves nothing that lasts). */
  async all(now: number): Promise<SharedApproval[]> {
    await this.pg.query('DELETE FROM svc_risk_pending WHERE expires_at < $1', [now]);
    const r = await this.pg.query<Row>('SELECT id, instance, agent, channel, conversation, sender, tool, summary, risk_profile, level, created_at, expires_at, answer FROM svc_risk_pending ORDER BY created_at LIMIT 1000');
    return r.rows.map(fromRow);
  }

  /** Answers a call of another instance once; false when none waits under `id` (answered, ended, expired, or this instance's). */
  async answer(id: string, decision: Omit<RemoteDecision, 'instance'>, now: number): Promise<boolean> {
    const r = await this.pg.query(
      'UPDATE svc_risk_pending SET answer = $2 WHERE id = $1 AND instance <> $3 AND answer IS NULL AND expires_at > $4',
      [id, JSON.stringify({ ...decision, instance: this.instance }), this.instance, now],
    );
    return (r.rowCount ?? 0) > 0;
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
