// The shared mode's API for other extensions: this instance's id and, when [shared] has a postgres_url, a PostgreSQL
// connection a feature keeps its own tables in (it owns their schema: `migrate` applies its steps once, under a lock
// every instance takes). Reach it with `kernel.tryUse(sharedPoint)` and `optionalDependsOn: ['instances']`.
import { createExtensionPoint } from '../../kernel/index.js';

/** A row set as `pg` returns it. */
export interface QueryResult<R> {
  readonly rows: R[];
  readonly rowCount: number | null;
}

/** Something that runs SQL with `$1` parameters: the pool, or one transaction's client. */
export interface Sql {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/** One user's handle on the shared PostgreSQL pool; the pool closes when the last handle does. */
export interface SharedPostgres extends Sql {
  /** Where it points, for logs: scheme, host, port, database and schema; never a user or password. */
  readonly target: string;
  /** Runs `fn` in one transaction (READ COMMITTED), committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * Brings `component`'s tables to the last of `steps` (each one SQL text, applied in order, once, in one transaction
   * with the version row), under an advisory lock so that instances starting together migrate once. A database whose
   * version is newer than `steps` (a newer svc wrote it) is refused with nothing changed.
   */
  migrate(component: string, steps: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface Shared {
  /** Whether [shared] enabled is true in the running config. */
  enabled(): boolean;
  /** This instance: shared.instance_id, else the host name and the process id. */
  instanceId(): string;
  /** The shared PostgreSQL when the shared mode is on with a postgres_url, else undefined. Each call is a new handle. */
  postgres(): Promise<SharedPostgres | undefined>;
  /**
   * A handle on another PostgreSQL database (a feature's own, such as storage.postgres.<alias>), its tables in `schema`,
   * with the shared mode's timeouts; whether or not the shared mode is on. Errors carry no URL or password.
   */
  postgresAt?(url: string, schema: string): Promise<SharedPostgres>;
  /** shared.lease_secs in ms: how long a claim lives without a renewal. */
  leaseMs(): number;
}

export const sharedPoint = createExtensionPoint<Shared>('instances');

/** Where a feature keeps its state: `auto` lets the running config decide. */
export type StoreKind = 'auto' | 'postgres' | 'sqlite' | 'memory';

export type StoreBackend = Exclude<StoreKind, 'auto'>;

export interface StoreChoice<S> {
  /** What the operator asked for; default `auto`. */
  readonly kind?: StoreKind;
  /** Whether the state outlives a restart when no PostgreSQL is shared: under `auto`, SQLite when true, memory when false. */
  readonly persist: boolean;
  /** Under `auto`, the shared PostgreSQL even when `persist` is false (state every instance must see, such as SOP runs). */
  readonly sharedAlways?: boolean;
  readonly postgres?: (pg: SharedPostgres, shared: Shared) => Promise<S>;
  readonly sqlite?: () => Promise<S>;
  readonly memory?: () => S | Promise<S>;
}

/**
 * Opens the store the running config chooses, the same way for every feature: the shared PostgreSQL when the shared
 * mode has one (under `auto`, for persisted state or `sharedAlways`), else SQLite for persisted state, else memory. A
 * backend the feature does not offer falls through to the next one it does; `kind = "postgres"` without a shared
 * PostgreSQL throws (a feature that offers the kind checks it at validation, before anything starts).
 */
export async function openStore<S>(shared: Shared | undefined, choice: StoreChoice<S>): Promise<{ readonly store: S; readonly backend: StoreBackend }> {
  const kind = choice.kind ?? 'auto';
  if (choice.postgres && (kind === 'postgres' || (kind === 'auto' && (choice.persist || choice.sharedAlways)))) {
    const pg = await shared?.postgres();
    if (pg) return { store: await choice.postgres(pg, shared!), backend: 'postgres' };
    if (kind === 'postgres') throw new Error('the store kind "postgres" needs the shared mode with a PostgreSQL URL (shared.enabled and shared.postgres_url)');
  }
  if (choice.sqlite && (kind === 'sqlite' || (kind === 'auto' && (choice.persist || !choice.memory)))) return { store: await choice.sqlite(), backend: 'sqlite' };
  if (choice.memory) return { store: await choice.memory(), backend: 'memory' };
  if (choice.sqlite) return { store: await choice.sqlite(), backend: 'sqlite' };
  throw new Error('no store backend is offered');
}
