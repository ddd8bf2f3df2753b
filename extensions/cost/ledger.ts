// The cost ledger: one row per priced call (a model call's reservation, settled with its real price after the call;
// a tool call), running totals of the settled spend per period and scope (so a budget check reads one row, not the
// day's calls), and marks per period (a WARN given, an override). Reads and reservations of the budget run under one
// lock: better-sqlite3 transactions here (one daemon per data dir), an advisory lock in PostgreSQL (pg-ledger.ts).
import { ensurePrivateFile, SQLITE_COMPANIONS } from '../../kernel/index.js';

/** The UTC day of `ms`: `2026-11-27`. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** The UTC month of `ms`: `2026-11`. */
export const monthOf = (ms: number): string => new Date(ms).toISOString().slice(0, 7);

/** A reservation left by a daemon that stopped mid-call stops counting after this long. */
export const STALE_RESERVATION_MS = 3_600_000;

export interface CallRow {
  readonly id: string;
  readonly at: number;
  readonly kind: 'model' | 'tool';
  /** Null when track_per_agent is off. */
  readonly agent: string | null;
  readonly channel: string;
  /** `<type>.<alias>`; '' for a tool. */
  readonly provider: string;
  /** The model; the tool's name for a tool. */
  readonly model: string;
  /** The agents a delegated call is made for (its delegation chain, first caller first): it counts against their budgets too. */
  readonly payers?: readonly string[];
}

/** Spend of the periods a budget looks at (settled prices, plus live reservations). */
export interface Spend {
  readonly day: number;
  readonly month: number;
  /** The agent's spend of the day (0 when no agent is asked about). */
  readonly agentDay: number;
  /** The day's spend of each of scope.payers, in its order: their own calls and those made for them by delegates. */
  readonly payersDay: readonly number[];
}

/** Where a budget applies: the day, the month, and the agent's day. */
export interface Scope {
  readonly day: string;
  readonly month: string;
  readonly agent: string | null;
  /** The agents a delegated call is made for (empty for a call of the agent's own turn). */
  readonly payers: readonly string[];
}

/** A mark of a period: `kind` once per `period` (`day:2026-11-27`, `month:2026-11`) and `scope` (`total`, `agent:otto`). */
export interface Mark {
  readonly period: string;
  readonly scope: string;
  /** `cancelled:<at>:<n>`: an override ended early (its note says when and by whom), kept for the record. */
  readonly kind: 'warned' | 'exceeded' | 'override' | `cancelled:${string}`;
  readonly at: number;
  readonly note: string;
}

export interface Settlement {
  /** What was really called (a route-down may have changed the provider). */
  readonly provider: string;
  readonly model: string;
  readonly inputTokens: number | null;
  readonly outputTokens: number | null;
  readonly cachedTokens: number | null;
  /** Null: unknown (no price for the model, or no usage reported). */
  readonly usd: number | null;
}

export interface ReportRow {
  /** The agent, model or channel (`(all)` when not grouped). */
  readonly key: string;
  readonly calls: number;
  readonly input_tokens: number;
  readonly output_tokens: number;
  readonly cached_input_tokens: number;
  /** Priced spend in USD. */
  readonly usd: number;
  /** Calls whose price is unknown (no rate, or no usage reported): not in `usd`. */
  readonly unpriced_calls: number;
}

export type GroupBy = 'agent' | 'model' | 'channel' | undefined;

/** Spend made for an agent by its delegates (their calls on channel `delegate`), by the agent it was made for. */
export interface DelegatedRow {
  /** The agent the calls were made for. */
  readonly key: string;
  readonly calls: number;
  readonly usd: number;
  readonly unpriced_calls: number;
}

/**
 * What `decide` answers inside the lock: `reserve` (USD) inserts the call as in flight; undefined inserts nothing (the
 * call is refused).
 */
export interface Decision<T> {
  readonly reserve?: number;
  readonly verdict: T;
}

/** Decides a reservation from the spend; `overrides` reads the period's override marks (called only when needed). */
export type Decide<T> = (spend: Spend, overrides: () => readonly Mark[]) => Decision<T>;

export interface CostLedger {
  /**
   * Reads the spend of `scope`, asks `decide` (which reads the period's overrides only when a budget is reached), and
   * reserves what it says, as one atomic step.
   */
  reserve<T>(row: CallRow, scope: Scope, now: number, decide: Decide<T>): Promise<T>;
  /** The call ended: its real price replaces the reservation. */
  settle(id: string, result: Settlement): Promise<void>;
  /** The call failed: its reservation goes. */
  release(id: string): Promise<void>;
  /** A call priced at once (a tool call), with no reservation. */
  record(row: CallRow, result: Settlement): Promise<void>;
  spend(scope: Scope, now: number): Promise<Spend>;
  /** Adds the mark unless the period has it; true when this call added it (one WARN across instances). */
  mark(mark: Mark): Promise<boolean>;
  marks(periods: readonly string[]): Promise<Mark[]>;
  /**
   * Ends the override of `period` and `scope`, if one is in force: it becomes a `cancelled:` mark whose note gains
   * `note` (kept for the record). The mark as it is now; undefined when no override was in force.
   */
  cancelOverride(period: string, scope: string, at: number, note: string): Promise<Mark | undefined>;
  report(period: { readonly day?: string; readonly month?: string }, by: GroupBy): Promise<ReportRow[]>;
  /** The settled spend delegates made for each agent in the period (already in the delegates' own rows). */
  delegated(period: { readonly day?: string; readonly month?: string }): Promise<DelegatedRow[]>;
  close(): Promise<void>;
}

/** The expression a report groups by. */
export const GROUP_COLUMN = { agent: "COALESCE(agent, '(not tracked)')", model: "CASE WHEN kind = 'tool' THEN 'tool:' || model ELSE provider || '/' || model END", channel: 'channel' } as const;

const REPORT_COLUMNS = `COUNT(*) AS calls, COALESCE(SUM(input_tokens), 0) AS input_tokens, COALESCE(SUM(output_tokens), 0) AS output_tokens,
  COALESCE(SUM(cached_tokens), 0) AS cached_input_tokens, COALESCE(SUM(usd), 0) AS usd, SUM(CASE WHEN usd IS NULL THEN 1 ELSE 0 END) AS unpriced_calls`;

/** The SQL of a report (both stores; `$1` is the period's key). */
export function reportSql(column: 'day' | 'month', by: GroupBy, placeholder: string): string {
  const key = by ? GROUP_COLUMN[by] : "'(all)'";
  return `SELECT ${key} AS key, ${REPORT_COLUMNS} FROM cost_calls WHERE ${column} = ${placeholder} AND state = 'settled' GROUP BY 1 ORDER BY usd DESC, key`;
}

export const toReportRow = (r: Record<string, unknown>): ReportRow => ({
  key: String(r.key),
  calls: Number(r.calls),
  input_tokens: Number(r.input_tokens),
  output_tokens: Number(r.output_tokens),
  cached_input_tokens: Number(r.cached_input_tokens),
  usd: Number(r.usd),
  unpriced_calls: Number(r.unpriced_calls),
});

/** The totals a settled price adds to: the day and the month, and the day of the agent and of those it worked for, when tracked. */
export function totalKeys(day: string, month: string, agent: string | null, payers: readonly string[] = []): [string, string][] {
  const keys: [string, string][] = [[`day:${day}`, 'total'], [`month:${month}`, 'total']];
  if (agent !== null) for (const a of new Set([agent, ...payers])) keys.push([`day:${day}`, `agent:${a}`]);
  return keys;
}

/** The SQL of the delegated spend per agent it was made for (both stores; `$1` is the period's key). */
export function delegatedSql(column: 'day' | 'month', placeholder: string): string {
  return `SELECT d.payer AS key, COUNT(*) AS calls, COALESCE(SUM(c.usd), 0) AS usd, SUM(CASE WHEN c.usd IS NULL THEN 1 ELSE 0 END) AS unpriced_calls
    FROM cost_delegated d JOIN cost_calls c ON c.id = d.id WHERE c.${column} = ${placeholder} AND c.state = 'settled' GROUP BY d.payer ORDER BY usd DESC, key`;
}

export const toDelegatedRow = (r: Record<string, unknown>): DelegatedRow => ({ key: String(r.key), calls: Number(r.calls), usd: Number(r.usd), unpriced_calls: Number(r.unpriced_calls) });

/** An agent's live reservations: its own calls and the delegated calls made for it (both stores; named parameters differ). */
export const agentReservedSql = (day: string, agent: string, live: string): string =>
  `(SELECT COALESCE(SUM(reserved_usd), 0) FROM cost_calls WHERE state = 'reserved' AND day = ${day} AND at > ${live} AND (agent = ${agent} OR id IN (SELECT id FROM cost_delegated WHERE payer = ${agent})))`;

type Db = import('better-sqlite3').Database;

export class SqliteLedger implements CostLedger {
  private readonly q;
  private readonly reserveTx;
  private readonly settleTx;
  /** The marks query by number of periods (prepared once). */
  private readonly marksBy = new Map<number, import('better-sqlite3').Statement>();
  private readonly recordTx;
  private readonly releaseTx;

  private constructor(private readonly db: Db) {
    this.q = {
      // The settled totals and the live reservations of the day, the month and the agent's day, in one statement.
      spend: db.prepare(`SELECT
        (SELECT COALESCE(SUM(usd), 0) FROM cost_totals WHERE period = 'day:' || @day AND scope = 'total')
          + (SELECT COALESCE(SUM(reserved_usd), 0) FROM cost_calls WHERE state = 'reserved' AND day = @day AND at > @live) AS day,
        (SELECT COALESCE(SUM(usd), 0) FROM cost_totals WHERE period = 'month:' || @month AND scope = 'total')
          + (SELECT COALESCE(SUM(reserved_usd), 0) FROM cost_calls WHERE state = 'reserved' AND month = @month AND at > @live) AS month,
        (SELECT COALESCE(SUM(usd), 0) FROM cost_totals WHERE period = 'day:' || @day AND scope = 'agent:' || @agent)
          + ${agentReservedSql('@day', '@agent', '@live')} AS agent`),
      agentSpend: db.prepare(`SELECT (SELECT COALESCE(SUM(usd), 0) FROM cost_totals WHERE period = 'day:' || @day AND scope = 'agent:' || @agent)
          + ${agentReservedSql('@day', '@agent', '@live')} AS agent`),
      addPayer: db.prepare('INSERT OR IGNORE INTO cost_delegated (id, payer) VALUES (?, ?)'),
      payers: db.prepare('SELECT payer FROM cost_delegated WHERE id = ?').pluck(),
      releasePayers: db.prepare('DELETE FROM cost_delegated WHERE id = ? AND id IN (SELECT id FROM cost_calls WHERE id = ? AND state = \'reserved\')'),
      addTotal: db.prepare('INSERT INTO cost_totals (period, scope, usd) VALUES (?, ?, ?) ON CONFLICT (period, scope) DO UPDATE SET usd = usd + excluded.usd'),
      insert: db.prepare(`INSERT INTO cost_calls (id, at, day, month, kind, agent, channel, provider, model, input_tokens, output_tokens, cached_tokens, usd, reserved_usd, state)
        VALUES (@id, @at, @day, @month, @kind, @agent, @channel, @provider, @model, @input, @output, @cached, @usd, @reserved, @state)`),
      settle: db.prepare(`UPDATE cost_calls SET provider = @provider, model = @model, input_tokens = @input, output_tokens = @output, cached_tokens = @cached, usd = @usd, reserved_usd = 0, state = 'settled' WHERE id = @id AND state = 'reserved' RETURNING day, month, agent`),
      release: db.prepare('DELETE FROM cost_calls WHERE id = ? AND state = \'reserved\''),
      mark: db.prepare('INSERT OR IGNORE INTO cost_marks (period, scope, kind, at, note) VALUES (@period, @scope, @kind, @at, @note)'),
      cancel: db.prepare(`UPDATE cost_marks SET kind = 'cancelled:' || @at || ':' || (SELECT COUNT(*) FROM cost_marks WHERE period = @period AND scope = @scope AND kind LIKE 'cancelled:%'),
        note = note || @note WHERE period = @period AND scope = @scope AND kind = 'override' RETURNING period, scope, kind, at, note`),
    };
    this.reserveTx = db.transaction(<T>(row: CallRow, scope: Scope, now: number, decide: Decide<T>): T => {
      const decision = decide(this.spendNow(scope, now), () => this.marksNow([`day:${scope.day}`, `month:${scope.month}`]).filter((m) => m.kind === 'override'));
      if (decision.reserve !== undefined) {
        this.q.insert.run({ ...this.params(row), input: null, output: null, cached: null, usd: null, reserved: decision.reserve, state: 'reserved' });
        for (const p of row.payers ?? []) this.q.addPayer.run(row.id, p);
      }
      return decision.verdict;
    });
    this.settleTx = db.transaction((id: string, r: Settlement) => {
      const row = this.q.settle.get({ id, provider: r.provider, model: r.model, input: r.inputTokens, output: r.outputTokens, cached: r.cachedTokens, usd: r.usd }) as { day: string; month: string; agent: string | null } | undefined;
      if (row && r.usd) for (const [period, scope] of totalKeys(row.day, row.month, row.agent, this.q.payers.all(id) as string[])) this.q.addTotal.run(period, scope, r.usd);
    });
    this.releaseTx = db.transaction((id: string) => {
      this.q.releasePayers.run(id, id);
      this.q.release.run(id);
    });
    this.recordTx = db.transaction((row: CallRow, r: Settlement) => {
      this.q.insert.run({ ...this.params(row), provider: r.provider, model: r.model, input: r.inputTokens, output: r.outputTokens, cached: r.cachedTokens, usd: r.usd, reserved: 0, state: 'settled' });
      for (const p of row.payers ?? []) this.q.addPayer.run(row.id, p);
      if (r.usd) for (const [period, scope] of totalKeys(dayOf(row.at), monthOf(row.at), row.agent, row.payers)) this.q.addTotal.run(period, scope, r.usd);
    });
  }

  /** Opens (creating) the ledger file, 0600, with WAL; better-sqlite3 is imported only here. */
  static async open(file: string): Promise<SqliteLedger> {
    const { default: Sqlite } = await import('better-sqlite3');
    ensurePrivateFile(file, SQLITE_COMPANIONS);
    const db = new Sqlite(file);
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    db.exec(`
      CREATE TABLE IF NOT EXISTS cost_calls (
        id TEXT PRIMARY KEY,
        at INTEGER NOT NULL,
        day TEXT NOT NULL,
        month TEXT NOT NULL,
        kind TEXT NOT NULL,
        agent TEXT,
        channel TEXT NOT NULL,
        provider TEXT NOT NULL,
        model TEXT NOT NULL,
        input_tokens INTEGER,
        output_tokens INTEGER,
        cached_tokens INTEGER,
        usd REAL,
        reserved_usd REAL NOT NULL DEFAULT 0,
        state TEXT NOT NULL CHECK (state IN ('reserved', 'settled'))
      );
      CREATE INDEX IF NOT EXISTS cost_calls_day ON cost_calls (day, agent);
      CREATE INDEX IF NOT EXISTS cost_calls_month ON cost_calls (month);
      CREATE INDEX IF NOT EXISTS cost_calls_reserved ON cost_calls (day, month) WHERE state = 'reserved';
      CREATE TABLE IF NOT EXISTS cost_totals (
        period TEXT NOT NULL,
        scope TEXT NOT NULL,
        usd REAL NOT NULL,
        PRIMARY KEY (period, scope)
      );
      CREATE TABLE IF NOT EXISTS cost_delegated (
        id TEXT NOT NULL,
        payer TEXT NOT NULL,
        PRIMARY KEY (id, payer)
      );
      CREATE INDEX IF NOT EXISTS cost_delegated_payer ON cost_delegated (payer);
      CREATE TABLE IF NOT EXISTS cost_marks (
        period TEXT NOT NULL,
        scope TEXT NOT NULL,
        kind TEXT NOT NULL,
        at INTEGER NOT NULL,
        note TEXT NOT NULL,
        PRIMARY KEY (period, scope, kind)
      );
    `);
    return new SqliteLedger(db);
  }

  private params(row: CallRow) {
    return { id: row.id, at: row.at, day: dayOf(row.at), month: monthOf(row.at), kind: row.kind, agent: row.agent, channel: row.channel, provider: row.provider, model: row.model };
  }

  private spendNow(scope: Scope, now: number): Spend {
    const live = now - STALE_RESERVATION_MS;
    // Reservations are few (calls in flight): a partial index holds only them.
    const r = this.q.spend.get({ day: scope.day, month: scope.month, agent: scope.agent ?? '', live }) as { day: number; month: number; agent: number };
    const payersDay = scope.payers.map((agent) => (this.q.agentSpend.get({ day: scope.day, agent, live }) as { agent: number }).agent);
    return { day: r.day, month: r.month, agentDay: scope.agent === null ? 0 : r.agent, payersDay };
  }

  private marksNow(periods: readonly string[]): Mark[] {
    if (!periods.length) return [];
    let q = this.marksBy.get(periods.length);
    if (!q) this.marksBy.set(periods.length, (q = this.db.prepare(`SELECT period, scope, kind, at, note FROM cost_marks WHERE period IN (${periods.map(() => '?').join(', ')})`)));
    return q.all(...periods) as Mark[];
  }

  async reserve<T>(row: CallRow, scope: Scope, now: number, decide: Decide<T>): Promise<T> {
    return this.reserveTx.immediate(row, scope, now, decide) as T;
  }

  async settle(id: string, r: Settlement): Promise<void> {
    this.settleTx.immediate(id, r);
  }

  async release(id: string): Promise<void> {
    this.releaseTx.immediate(id);
  }

  async record(row: CallRow, r: Settlement): Promise<void> {
    this.recordTx.immediate(row, r);
  }

  async spend(scope: Scope, now: number): Promise<Spend> {
    return this.spendNow(scope, now);
  }

  async mark(mark: Mark): Promise<boolean> {
    return this.q.mark.run(mark).changes === 1;
  }

  async marks(periods: readonly string[]): Promise<Mark[]> {
    return this.marksNow(periods);
  }

  async cancelOverride(period: string, scope: string, at: number, note: string): Promise<Mark | undefined> {
    return this.q.cancel.get({ period, scope, at, note }) as Mark | undefined;
  }

  async report(period: { readonly day?: string; readonly month?: string }, by: GroupBy): Promise<ReportRow[]> {
    const column = period.day ? 'day' : 'month';
    return (this.db.prepare(reportSql(column, by, '?')).all(period.day ?? period.month) as Record<string, unknown>[]).map(toReportRow);
  }

  async delegated(period: { readonly day?: string; readonly month?: string }): Promise<DelegatedRow[]> {
    const column = period.day ? 'day' : 'month';
    return (this.db.prepare(delegatedSql(column, '?')).all(period.day ?? period.month) as Record<string, unknown>[]).map(toDelegatedRow);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
