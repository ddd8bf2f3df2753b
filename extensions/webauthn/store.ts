// Registered passkeys: one private JSON file under the data directory (0600, replaced atomically), read once and kept
// in memory; writes are serialised by the single daemon that owns the data directory. Version 2 of the file carries
// `tokens_recorded_since`: every sign-in of its passkeys from then on has its token recorded. A version 1 file has no such
// mark (a release before sign-in tokens expired wrote it, or the first one that recorded tokens), so any of its passkeys
// may have signed in without a recorded token, whatever its `tokens` list holds now: see legacy().
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeFileAtomic } from '../../lib/fs/atomic.js';

/** One passkey. The public key is not a secret, but the file is private all the same (it names users). */
export interface StoredCredential {
  /** base64url credential id, as the browser reports it. */
  readonly id: string;
  /** base64url COSE public key. */
  readonly public_key: string;
  /** The authenticator's signature counter as last seen (0: the authenticator keeps none). */
  counter: number;
  readonly transports: readonly string[];
  /** The users.<name> the registering token was bound to; null when it was bound to none. */
  readonly user: string | null;
  readonly created_at: string;
  last_used_at: string | null;
  /**
   * The paired tokens sign-ins with this passkey issued and that have not been pruned: their SHA-256 and expiry. Absent
   * in a file written before sign-in tokens expired (those releases recorded no token): see legacy().
   */
  tokens?: IssuedToken[];
  /**
   * ISO 8601: the first start that found this passkey used for sign-in by a release that recorded no token (its tokens
   * then are unknown here, so they cannot expire); set once, and the start warns once.
   */
  unrecorded_sign_ins_seen_at?: string;
}

/** A passkey that signed in before sign-in tokens were recorded (legacy()). */
export interface LegacyPasskey {
  readonly id: string;
  readonly user: string | null;
  readonly created_at: string;
  readonly last_used_at: string;
}

/** A paired token a passkey sign-in issued: refused from `expires_at` on, and revoked with its passkey. */
export interface IssuedToken {
  readonly hash: string;
  /** ISO 8601. */
  readonly expires_at: string;
}

interface FileShape {
  readonly version: 1 | 2;
  /** Version 2: ISO 8601, since when every sign-in's token is recorded (the start that checked the older passkeys). */
  readonly tokens_recorded_since?: string;
  readonly credentials: StoredCredential[];
}

/** At most this many passkeys are kept; a registration beyond it is refused. */
export const MAX_CREDENTIALS = 1000;

export class CredentialStore {
  #byId: Map<string, StoredCredential> | undefined;
  /** The file's tokens_recorded_since; undefined for a version 1 file until legacy() has checked its passkeys. */
  #recordedSince: string | undefined;
  /** Issued token hash to its expiry (ms), for the per-request check. */
  #expiry = new Map<string, number>();

  constructor(readonly file: string) {}

  #load(): Map<string, StoredCredential> {
    if (this.#byId) return this.#byId;
    const byId = new Map<string, StoredCredential>();
    if (existsSync(this.file)) {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as FileShape;
      if ((parsed?.version !== 1 && parsed?.version !== 2) || !Array.isArray(parsed.credentials)) throw new Error(`${this.file} is not a passkey file of version 1 or 2`);
      if (parsed.version === 2 && (typeof parsed.tokens_recorded_since !== 'string' || Number.isNaN(Date.parse(parsed.tokens_recorded_since)))) throw new Error(`${this.file} has no valid tokens_recorded_since`);
      if (parsed.version === 2) this.#recordedSince = parsed.tokens_recorded_since;
      for (const c of parsed.credentials) byId.set(c.id, c);
    } else {
      // A new file: this release records every sign-in's token from its first passkey on.
      this.#recordedSince = new Date().toISOString();
    }
    this.#byId = byId;
    this.#index();
    return byId;
  }

  #index(): void {
    this.#expiry = new Map();
    for (const c of this.#byId!.values()) for (const t of c.tokens ?? []) this.#expiry.set(t.hash, Date.parse(t.expires_at));
  }

  #save(): void {
    mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
    const credentials = [...this.#load().values()];
    // A version 1 file stays version 1 until legacy() has checked its passkeys (then it is marked).
    const data: FileShape = this.#recordedSince === undefined ? { version: 1, credentials } : { version: 2, tokens_recorded_since: this.#recordedSince, credentials };
    writeFileAtomic(this.file, `${JSON.stringify(data, null, 2)}\n`, 0o600);
  }

  get(id: string): StoredCredential | undefined {
    return this.#load().get(id);
  }

  list(): StoredCredential[] {
    return [...this.#load().values()];
  }

  /** Adds a passkey; false when the id is known already or MAX_CREDENTIALS are kept. */
  add(credential: StoredCredential): boolean {
    const byId = this.#load();
    if (byId.has(credential.id) || byId.size >= MAX_CREDENTIALS) return false;
    byId.set(credential.id, credential);
    this.#save();
    return true;
  }

  /** The token hashes sign-ins with passkey `id` issued (undefined when no passkey has this id). */
  tokensOf(id: string): string[] | undefined {
    const c = this.#load().get(id);
    return c ? (c.tokens ?? []).map((t) => t.hash) : undefined;
  }

  /** Removes a passkey (revoke its tokens first: their expiry goes with it); false when no passkey has this id. */
  remove(id: string): boolean {
    const byId = this.#load();
    if (!byId.delete(id)) return false;
    this.#index();
    this.#save();
    return true;
  }

  /** Records a token a sign-in with passkey `id` issued, refused from `expiresAt` (ms) on. */
  issued(id: string, hash: string, expiresAt: number): void {
    const c = this.#load().get(id);
    if (!c) return;
    c.tokens = [...(c.tokens ?? []), { hash, expires_at: new Date(expiresAt).toISOString() }];
    this.#expiry.set(hash, expiresAt);
    this.#save();
  }

  /** Whether `hash` is a token a passkey issued and it has expired by `now` (ms); O(1). */
  expired(hash: string, now: number): boolean {
    this.#load();
    const at = this.#expiry.get(hash);
    return at !== undefined && !(at > now);
  }

  /** The issued tokens expired by `now`: remove them from the config, then drop() them here (so none loses its expiry). */
  due(now: number): string[] {
    return [...this.#load().values()].flatMap((c) => (c.tokens ?? []).filter((t) => !(Date.parse(t.expires_at) > now)).map((t) => t.hash));
  }

  /** Forgets issued tokens the config no longer lists. */
  drop(hashes: readonly string[]): void {
    if (!hashes.length) return;
    const gone = new Set(hashes);
    for (const c of this.#load().values()) if (c.tokens?.some((t) => gone.has(t.hash))) c.tokens = c.tokens.filter((t) => !gone.has(t.hash));
    this.#index();
    this.#save();
  }

  /**
   * The passkeys that may have signed in under a release that recorded no sign-in token: in a version 1 file, every
   * passkey with a last sign-in, whatever its `tokens` list holds (the first release that recorded tokens created that
   * list at the first sign-in after the upgrade, so a list says nothing of the sign-ins before it); in a version 2 file
   * only one with no `tokens` list at all (edited by hand). Each is recorded as seen (`unrecorded_sign_ins_seen_at`) and
   * the file is marked version 2 (`tokens_recorded_since` = now), so a start reports each once. A passkey already
   * reported by an earlier start is not reported again.
   */
  legacy(now: number): LegacyPasskey[] {
    const found: LegacyPasskey[] = [];
    let changed = false;
    const unmarked = this.#load() && this.#recordedSince === undefined;
    for (const c of this.#byId!.values()) {
      if (!unmarked && Array.isArray(c.tokens)) continue;
      if (!Array.isArray(c.tokens)) {
        c.tokens = [];
        changed = true;
      }
      if (c.last_used_at === null || c.unrecorded_sign_ins_seen_at) continue;
      c.unrecorded_sign_ins_seen_at = new Date(now).toISOString();
      changed = true;
      found.push({ id: c.id, user: c.user, created_at: c.created_at, last_used_at: c.last_used_at });
    }
    if (unmarked) {
      this.#recordedSince = new Date(now).toISOString();
      changed = true;
    }
    if (changed) this.#save();
    return found;
  }

  /** The issued tokens whose recorded expiry is missing or no time: refused as expired (and pruned), counted per passkey. */
  withoutExpiry(): { readonly id: string; readonly user: string | null; readonly count: number }[] {
    return this.list().flatMap((c) => {
      const count = (c.tokens ?? []).filter((t) => typeof t.expires_at !== 'string' || Number.isNaN(Date.parse(t.expires_at))).length;
      return count ? [{ id: c.id, user: c.user, count }] : [];
    });
  }

  /** Records a successful sign-in: the new counter and when. */
  used(id: string, counter: number, at: Date): void {
    const c = this.#load().get(id);
    if (!c) return;
    c.counter = counter;
    c.last_used_at = at.toISOString();
    this.#save();
  }
}
