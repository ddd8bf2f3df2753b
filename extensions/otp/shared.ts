// One-time passwords in the shared mode: the calls waiting for a code on every instance, and the step of the last code
// used, in PostgreSQL. An instance publishes each challenge it holds (who may answer it, never a code) and removes it
// when it ends; any instance can answer one (the operator's CLI, admin API or dashboard there, or the sender's code
// arriving there through a load balancer): it checks the code itself, claims the code's step in one statement (a step
// is claimed once across all instances, so a code is good once anywhere), and writes the verdict into the row; the
// owner polls its rows twice a second and lets or refuses the call. Rows of an instance that crashed expire with their
// challenge (expires_at) and are pruned.
import type { SharedPostgres } from '../instances/api.js';

const MIGRATIONS = [
  `CREATE TABLE svc_otp_pending (
     id text PRIMARY KEY,
     instance text NOT NULL,
     kind text NOT NULL,
     tool text NOT NULL,
     agent text NOT NULL,
     channel text NOT NULL,
     conversation text,
     sender text,
     operator_only boolean NOT NULL,
     operator_turn boolean NOT NULL,
     created_at bigint NOT NULL,
     expires_at bigint NOT NULL,
     attempts integer NOT NULL DEFAULT 0,
     wrong integer NOT NULL DEFAULT 0,
     answer jsonb,
     ended_at bigint
   );
   CREATE INDEX svc_otp_pending_expires ON svc_otp_pending (expires_at);
   CREATE TABLE svc_otp_step (tag text PRIMARY KEY, last_step bigint NOT NULL)`,
  // Of the wrong codes given elsewhere, the sender's: the owner tells them how many attempts are left.
  'ALTER TABLE svc_otp_pending ADD COLUMN sender_wrong integer NOT NULL DEFAULT 0',
  // What the call does, as the operator is shown it (gate.ts operatorSummary: redacted, bounded; never the arguments).
  "ALTER TABLE svc_otp_pending ADD COLUMN summary text NOT NULL DEFAULT ''",
];

/** How long a pending row is kept past its expiry (or its end) at most: a channel's late codes are still withheld then. */
export const KEEP_PAST_END_MS = 90_000;

/** An answer written by another instance: the call runs (`ok`) or is refused; `who` says whether the operator or the call's sender gave it. */
export interface RemoteAnswer {
  readonly ok: boolean;
  readonly by: string;
  readonly who: 'operator' | 'sender';
  readonly instance: string;
}

/** A challenge as every instance sees it. */
export interface SharedChallenge {
  readonly id: string;
  readonly instance: string;
  readonly tool: string;
  readonly agent: string;
  readonly channel: string;
  /** What the call does, as the operator is shown it (redacted, bounded; never the raw arguments). */
  readonly summary: string;
  /** Set for a call of a channel conversation: the only sender whose code there answers it (unless operator_only). */
  readonly conversation?: string;
  readonly sender?: string;
  /** Only the operator may answer it (its arguments were too long to show on the channel, or no sender was asked). */
  readonly operator_only: boolean;
  /** The call came from an operator-started turn: the operator's answer spares that agent's operator-started turns. */
  readonly operator_turn: boolean;
  readonly created_at: number;
  readonly expires_at: number;
  /** Wrong codes the owner counted, and those given on other instances. */
  readonly attempts: number;
  readonly wrong: number;
  /** Of `wrong`, those the call's sender gave (the owner tells them in the conversation). */
  readonly sender_wrong: number;
  readonly answer?: RemoteAnswer;
  /** Set when the challenge ended (answered, refused, timed out): the row stays until ended_at + KEEP_PAST_END_MS so a late code is withheld everywhere. */
  readonly ended_at?: number;
}

interface Row {
  id: string;
  instance: string;
  tool: string;
  agent: string;
  channel: string;
  summary: string;
  conversation: string | null;
  sender: string | null;
  operator_only: boolean;
  operator_turn: boolean;
  created_at: string;
  expires_at: string;
  attempts: number;
  wrong: number;
  sender_wrong: number;
  answer: RemoteAnswer | null;
  ended_at: string | null;
}

const fromRow = (r: Row): SharedChallenge => ({
  id: r.id, instance: r.instance, tool: r.tool, agent: r.agent, channel: r.channel, summary: r.summary,
  ...(r.conversation !== null ? { conversation: r.conversation } : {}), ...(r.sender !== null ? { sender: r.sender } : {}),
  operator_only: r.operator_only, operator_turn: r.operator_turn, created_at: Number(r.created_at), expires_at: Number(r.expires_at),
  attempts: r.attempts, wrong: r.wrong, sender_wrong: r.sender_wrong, ...(r.answer ? { answer: r.answer } : {}), ...(r.ended_at !== null ? { ended_at: Number(r.ended_at) } : {}),
});

const COLUMNS = 'id, instance, tool, agent, channel, summary, conversation, sender, operator_only, operator_turn, created_at, expires_at, attempts, wrong, sender_wrong, answer, ended_at';

export class SharedOtp {
  private constructor(
    private readonly pg: SharedPostgres,
    readonly instance: string,
  ) {}

  static async open(pg: SharedPostgres, instance: string): Promise<SharedOtp> {
    await pg.migrate('otp', MIGRATIONS);
    return new SharedOtp(pg, instance);
  }

  async publish(c: Omit<SharedChallenge, 'instance' | 'attempts' | 'wrong' | 'sender_wrong' | 'answer' | 'ended_at'>): Promise<void> {
    await this.pg.query(
      `INSERT INTO svc_otp_pending (id, instance, kind, tool, agent, channel, conversation, sender, operator_only, operator_turn, created_at, expires_at, summary)
       VALUES ($1, $2, 'otp', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [c.id, this.instance, c.tool, c.agent, c.channel, c.conversation ?? null, c.sender ?? null, c.operator_only, c.operator_turn, c.created_at, c.expires_at, c.summary],
    );
  }

  /** The challenge ended: a channel's row stays (ended) for the late-code grace, the others go. */
  async end(id: string, at: number, keep: boolean): Promise<void> {
    if (keep) await this.pg.query('UPDATE svc_otp_pending SET ended_at = $2 WHERE id = $1 AND instance = $3', [id, at, this.instance]);
    else await this.pg.query('DELETE FROM svc_otp_pending WHERE id = $1 AND instance = $2', [id, this.instance]);
  }

  /** The owner's own wrong-code count, for the listings of the other instances. */
  async setAttempts(id: string, attempts: number): Promise<void> {
    await this.pg.query('UPDATE svc_otp_pending SET attempts = $2 WHERE id = $1 AND instance = $3', [id, attempts, this.instance]);
  }

  /** The sender could not be asked after all: only the operator may answer. */
  async operatorOnly(id: string): Promise<void> {
    await this.pg.query('UPDATE svc_otp_pending SET operator_only = true WHERE id = $1 AND instance = $2', [id, this.instance]);
  }

  /** This instance stops: its rows go (its calls were refused). */
  async removeMine(): Promise<void> {
    await this.pg.query('DELETE FROM svc_otp_pending WHERE instance = $1', [this.instance]);
  }

  /** Every row not yet pruned (open ones, and ended ones still in their late-code grace); prunes the rest first. */
  async all(now: number): Promise<SharedChallenge[]> {
    await this.pg.query('DELETE FROM svc_otp_pending WHERE COALESCE(ended_at, expires_at) < $1', [now - KEEP_PAST_END_MS]);
    const r = await this.pg.query<Row>(`SELECT ${COLUMNS} FROM svc_otp_pending ORDER BY created_at LIMIT 1000`);
    return r.rows.map(fromRow);
  }

  async get(id: string): Promise<SharedChallenge | undefined> {
    const r = await this.pg.query<Row>(`SELECT ${COLUMNS} FROM svc_otp_pending WHERE id = $1`, [id]);
    return r.rows[0] ? fromRow(r.rows[0]) : undefined;
  }

  /** Writes the answer to an open, unanswered, unexpired challenge of another instance; false when there is none (any more). */
  async answer(id: string, answer: Omit<RemoteAnswer, 'instance'>, now: number): Promise<boolean> {
    const r = await this.pg.query(
      'UPDATE svc_otp_pending SET answer = $2 WHERE id = $1 AND answer IS NULL AND ended_at IS NULL AND expires_at > $3',
      [id, JSON.stringify({ ...answer, instance: this.instance }), now],
    );
    return (r.rowCount ?? 0) > 0;
  }

  /** Counts a wrong code given here for an open challenge of another instance: its wrong codes in all, or undefined when it is not open. */
  async wrongCode(id: string, now: number, bySender = false): Promise<number | undefined> {
    const r = await this.pg.query<{ total: number }>(
      'UPDATE svc_otp_pending SET wrong = wrong + 1, sender_wrong = sender_wrong + $3 WHERE id = $1 AND answer IS NULL AND ended_at IS NULL AND expires_at > $2 RETURNING attempts + wrong AS total',
      [id, now, bySender ? 1 : 0],
    );
    return r.rows[0]?.total;
  }

  /**
   * Marks `step` of the secret tagged `tag` as used, once across every instance: true when it was later than every step
   * used before (the code is good), false when that step or a later one was used anywhere (a replay).
   */
  async claimStep(tag: string, step: number): Promise<boolean> {
    const r = await this.pg.query(
      'INSERT INTO svc_otp_step (tag, last_step) VALUES ($1, $2) ON CONFLICT (tag) DO UPDATE SET last_step = EXCLUDED.last_step WHERE svc_otp_step.last_step < EXCLUDED.last_step',
      [tag, step],
    );
    return (r.rowCount ?? 0) > 0;
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
