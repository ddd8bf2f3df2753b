// The cost ledger in the shared PostgreSQL: every instance books into one ledger and spends one budget. A reservation
// reads the spend and inserts under one transaction-scoped advisory lock, so two instances cannot both take the last
// of a budget.
import type { SharedPostgres, Sql } from '../instances/api.js';
import { agentReservedSql, dayOf, delegatedSql, monthOf, reportSql, STALE_RESERVATION_MS, toDelegatedRow, toReportRow, totalKeys, type CallRow, type CostLedger, type Decide, type DelegatedRow, type GroupBy, type Mark, type ReportRow, type Scope, type Settlement, type Spend } from './ledger.js';

const MIGRATIONS = [
  `CREATE TABLE cost_calls (
     id TEXT PRIMARY KEY,
     at BIGINT NOT NULL,
     day TEXT NOT NULL,
     month TEXT NOT NULL,
     kind TEXT NOT NULL,
     agent TEXT,
     channel TEXT NOT NULL,
     provider TEXT NOT NULL,
     model TEXT NOT NULL,
     input_tokens BIGINT,
     output_tokens BIGINT,
     cached_tokens BIGINT,
     usd DOUBLE PRECISION,
     reserved_usd DOUBLE PRECISION NOT NULL DEFAULT 0,
     state TEXT NOT NULL CHECK (state IN ('reserved', 'settled'))
   );
   CREATE INDEX cost_calls_day ON cost_calls (day, agent);
   CREATE INDEX cost_calls_month ON cost_calls (month);
   CREATE INDEX cost_calls_reserved ON cost_calls (day, month) WHERE state = 'reserved';
   CREATE TABLE cost_totals (
     period TEXT NOT NULL,
     scope TEXT NOT NULL,
     usd DOUBLE PRECISION NOT NULL,
     PRIMARY KEY (period, scope)
   );
   CREATE TABLE cost_marks (
     period TEXT NOT NULL,
     scope TEXT NOT NULL,
     kind TEXT NOT NULL,
     at BIGINT NOT NULL,
     note TEXT NOT NULL,
     PRIMARY KEY (period, scope, kind)
   );`,
  // The agents a delegated call was made for (its budget counts against theirs too).
  `CREATE TABLE cost_delegated (
     id TEXT NOT NULL,
     payer TEXT NOT NULL,
     PRIMARY KEY (id, payer)
   );
   CREATE INDEX cost_delegated_payer ON cost_delegated (payer);`,
];

const ADD_TOTAL = 'INSERT INTO cost_totals (period, scope, usd) VALUES ($1, $2, $3) ON CONFLICT (period, scope) DO UPDATE SET usd = cost_totals.usd + EXCLUDED.usd';

const INSERT = `INSERT INTO cost_calls (id, at, day, month, kind, agent, channel, provider, model, input_tokens, output_tokens, cached_tokens, usd, reserved_usd, state)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`;

export class PgLedger implements CostLedger {
  private constructor(private readonly pg: SharedPostgres) {}

  static async open(pg: SharedPostgres): Promise<PgLedger> {
    try {
      await pg.migrate('cost-ledger', MIGRATIONS);
    } catch (err) {
      await pg.close();
      throw err;
    }
    return new PgLedger(pg);
  }

  private async spendOn(sql: Sql, scope: Scope, now: number): Promise<Spend> {
    const live = now - STALE_RESERVATION_MS;
    // The settled totals and the live reservations, one query; reservations are few (calls in flight).
    const r = await sql.query<{ day: number; month: number; agent: number }>(
      `SELECT
         (SELECT COALESCE(SUM(usd), 0) FROM cost_totals WHERE period = 'day:' || $1 AND scope = 'total')
           + (SELECT COALESCE(SUM(reserved_usd), 0) FROM cost_calls WHERE state = 'reserved' AND day = $1 AND at > $3) AS day,
         (SELECT COALESCE(SUM(usd), 0) FROM cost_totals WHERE period = 'month:' || $2 AND scope = 'total')
           + (SELECT COALESCE(SUM(reserved_usd), 0) FROM cost_calls WHERE state = 'reserved' AND month = $2 AND at > $3) AS month,
         (SELECT COALESCE(SUM(usd), 0) FROM cost_totals WHERE period = 'day:' || $1 AND scope = 'agent:' || $4)
           + ${agentReservedSql('$1', '$4', '$3')} AS agent`,
      [scope.day, scope.month, live, scope.agent ?? ''],
    );
    const row = r.rows[0];
    const payersDay: number[] = [];
    for (const agent of scope.payers) {
      const p = await sql.query<{ agent: number }>(`SELECT (SELECT COALESCE(SUM(usd), 0) FROM cost_totals WHERE period = 'day:' || $1 AND scope = 'agent:' || $2) + ${agentReservedSql('$1', '$2', '$3')} AS agent`, [scope.day, agent, live]);
      payersDay.push(Number(p.rows[0]?.agent ?? 0));
    }
    return { day: Number(row?.day ?? 0), month: Number(row?.month ?? 0), agentDay: scope.agent === null ? 0 : Number(row?.agent ?? 0), payersDay };
  }

  private async marksOn(sql: Sql, periods: readonly string[]): Promise<Mark[]> {
    const rows = (await sql.query<Record<string, unknown>>('SELECT period, scope, kind, at, note FROM cost_marks WHERE period = ANY($1)', [[...periods]])).rows;
    return rows.map((r) => ({ period: String(r.period), scope: String(r.scope), kind: r.kind as Mark['kind'], at: Number(r.at), note: String(r.note) }));
  }

  private async insert(sql: Sql, row: CallRow, r: Settlement | undefined, reserved: number): Promise<void> {
    await sql.query(INSERT, [row.id, row.at, dayOf(row.at), monthOf(row.at), row.kind, row.agent, row.channel, r?.provider ?? row.provider, r?.model ?? row.model, r?.inputTokens ?? null, r?.outputTokens ?? null, r?.cachedTokens ?? null, r?.usd ?? null, reserved, r ? 'settled' : 'reserved']);
    for (const p of row.payers ?? []) await sql.query('INSERT INTO cost_delegated (id, payer) VALUES ($1, $2) ON CONFLICT DO NOTHING', [row.id, p]);
  }

  reserve<T>(row: CallRow, scope: Scope, now: number, decide: Decide<T>): Promise<T> {
    return this.pg.transaction(async (sql) => {
      // One budget for every instance: the read and the reservation happen under one lock.
      await sql.query("SELECT pg_advisory_xact_lock(hashtext('svc.cost_ledger'))");
      const spend = await this.spendOn(sql, scope, now);
      const marks = await this.marksOn(sql, [`day:${scope.day}`, `month:${scope.month}`]);
      const overrides = marks.filter((m) => m.kind === 'override');
      const decision = decide(spend, () => overrides);
      if (decision.reserve !== undefined) await this.insert(sql, row, undefined, decision.reserve);
      return decision.verdict;
    });
  }

  async settle(id: string, r: Settlement): Promise<void> {
    await this.pg.transaction(async (sql) => {
      const row = (await sql.query<{ day: string; month: string; agent: string | null }>("UPDATE cost_calls SET model = $2, input_tokens = $3, output_tokens = $4, cached_tokens = $5, usd = $6, provider = $7, reserved_usd = 0, state = 'settled' WHERE id = $1 AND state = 'reserved' RETURNING day, month, agent", [id, r.model, r.inputTokens, r.outputTokens, r.cachedTokens, r.usd, r.provider])).rows[0];
      if (!row || !r.usd) return;
      const payers = (await sql.query<{ payer: string }>('SELECT payer FROM cost_delegated WHERE id = $1', [id])).rows.map((p) => p.payer);
      for (const [period, scope] of totalKeys(row.day, row.month, row.agent, payers)) await sql.query(ADD_TOTAL, [period, scope, r.usd]);
    });
  }

  async release(id: string): Promise<void> {
    await this.pg.transaction(async (sql) => {
      const gone = await sql.query("DELETE FROM cost_calls WHERE id = $1 AND state = 'reserved'", [id]);
      if (gone.rowCount) await sql.query('DELETE FROM cost_delegated WHERE id = $1', [id]);
    });
  }

  async record(row: CallRow, r: Settlement): Promise<void> {
    await this.pg.transaction(async (sql) => {
      await this.insert(sql, row, r, 0);
      if (r.usd) for (const [period, scope] of totalKeys(dayOf(row.at), monthOf(row.at), row.agent, row.payers)) await sql.query(ADD_TOTAL, [period, scope, r.usd]);
    });
  }

  spend(scope: Scope, now: number): Promise<Spend> {
    return this.spendOn(this.pg, scope, now);
  }

  async mark(m: Mark): Promise<boolean> {
    const r = await this.pg.query('INSERT INTO cost_marks (period, scope, kind, at, note) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [m.period, m.scope, m.kind, m.at, m.note]);
    return r.rowCount === 1;
  }

  marks(periods: readonly string[]): Promise<Mark[]> {
    return this.marksOn(this.pg, periods);
  }

  async cancelOverride(period: string, scope: string, at: number, note: string): Promise<Mark | undefined> {
    const r = await this.pg.query<Record<string, unknown>>(
      `UPDATE cost_marks SET kind = 'cancelled:' || $3::text || ':' || (SELECT COUNT(*) FROM cost_marks WHERE period = $1 AND scope = $2 AND kind LIKE 'cancelled:%')::text,
         note = note || $4 WHERE period = $1 AND scope = $2 AND kind = 'override' RETURNING period, scope, kind, at, note`,
      [period, scope, at, note],
    );
    const m = r.rows[0];
    return m ? { period: String(m.period), scope: String(m.scope), kind: m.kind as Mark['kind'], at: Number(m.at), note: String(m.note) } : undefined;
  }

  async report(period: { readonly day?: string; readonly month?: string }, by: GroupBy): Promise<ReportRow[]> {
    const column = period.day ? 'day' : 'month';
    return (await this.pg.query<Record<string, unknown>>(reportSql(column, by, '$1'), [period.day ?? period.month])).rows.map(toReportRow);
  }

  async delegated(period: { readonly day?: string; readonly month?: string }): Promise<DelegatedRow[]> {
    const column = period.day ? 'day' : 'month';
    return (await this.pg.query<Record<string, unknown>>(delegatedSql(column, '$1'), [period.day ?? period.month])).rows.map(toDelegatedRow);
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
