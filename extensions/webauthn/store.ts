// Registered passkeys: one private JSON file under the data directory (0600, replaced atomically), read once and kept
// in memory; writes are serialised by the single daemon that owns the data directory.
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
}

interface FileShape {
  readonly version: 1;
  readonly credentials: StoredCredential[];
}

/** At most this many passkeys are kept; a registration beyond it is refused. */
export const MAX_CREDENTIALS = 1000;

export class CredentialStore {
  #byId: Map<string, StoredCredential> | undefined;

  constructor(readonly file: string) {}

  #load(): Map<string, StoredCredential> {
    if (this.#byId) return this.#byId;
    const byId = new Map<string, StoredCredential>();
    if (existsSync(this.file)) {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as FileShape;
      if (parsed?.version !== 1 || !Array.isArray(parsed.credentials)) throw new Error(`${this.file} is not a passkey file of version 1`);
      for (const c of parsed.credentials) byId.set(c.id, c);
    }
    this.#byId = byId;
    return byId;
  }

  #save(): void {
    mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
    const data: FileShape = { version: 1, credentials: [...this.#load().values()] };
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

  /** Records a successful sign-in: the new counter and when. */
  used(id: string, counter: number, at: Date): void {
    const c = this.#load().get(id);
    if (!c) return;
    c.counter = counter;
    c.last_used_at = at.toISOString();
    this.#save();
  }
}
