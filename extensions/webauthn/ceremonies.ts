// The two WebAuthn ceremonies with @simplewebauthn/server: registration (by a signed-in operator's paired token) and
// sign-in (which issues a new paired token bound to the same user). Loaded at the gateway's start, not at apply.
import { createHash, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { ChallengeBook } from './challenges.js';
import type { WebauthnConfig } from './config.generated.js';
import type { CredentialStore } from './store.js';

/** A refused ceremony: `reason` is for the log and the audit trail, never the credential. */
export class CeremonyRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

/** The challenge a response's clientDataJSON names (checked against the book before the library verifies it). */
export function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string {
  const raw = response.response?.clientDataJSON;
  if (typeof raw !== 'string' || !/^[A-Za-z0-9_-]{1,4096}$/.test(raw)) throw new CeremonyRefused('clientDataJSON is missing or not base64url');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new CeremonyRefused('clientDataJSON is not JSON');
  }
  const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
  if (typeof challenge !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(challenge)) throw new CeremonyRefused('clientDataJSON names no challenge');
  return challenge;
}

export interface CeremonyDeps {
  readonly settings: () => WebauthnConfig;
  readonly challenges: ChallengeBook;
  readonly credentials: CredentialStore;
  readonly now: () => number;
}

export class Ceremonies {
  constructor(private readonly d: CeremonyDeps) {}

  /** Options for navigator.credentials.create: a discoverable passkey with user verification. */
  async registrationOptions(tokenHash: string, user: string | null): Promise<unknown> {
    const c = this.d.settings();
    const name = user ?? 'operator';
    const options = await generateRegistrationOptions({
      rpName: c.rp_name,
      rpID: c.rp_id,
      userName: name,
      userDisplayName: name,
      // One WebAuthn user handle per svc user, so an authenticator keeps one passkey per user and rp.
      userID: createHash('sha256').update(`svc-user:${name}`).digest().subarray(0, 32),
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: this.d.credentials.list().filter((k) => k.user === user).map((k) => ({ id: k.id, transports: k.transports as AuthenticatorTransport[] })),
    });
    this.d.challenges.add(options.challenge, { kind: 'register', tokenHash, user });
    return options;
  }

  /** Verifies a registration answered by the same paired token that asked for it; stores the passkey. */
  async register(response: RegistrationResponseJSON, tokenHash: string): Promise<{ id: string; user: string | null }> {
    const c = this.d.settings();
    const challenge = challengeOf(response);
    const pending = this.d.challenges.take(challenge);
    if (!pending || pending.kind !== 'register') throw new CeremonyRefused('unknown, used or expired challenge');
    if (pending.tokenHash !== tokenHash) throw new CeremonyRefused('the challenge was issued to another token');
    let verified;
    try {
      verified = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: c.rp_origin, expectedRPID: c.rp_id, requireUserVerification: true });
    } catch (err) {
      throw new CeremonyRefused((err as Error).message);
    }
    if (!verified.verified) throw new CeremonyRefused('the registration does not verify');
    const k = verified.registrationInfo.credential;
    const stored = this.d.credentials.add({
      id: k.id,
      public_key: b64url(k.publicKey),
      counter: k.counter,
      transports: k.transports ?? [],
      user: pending.user,
      created_at: new Date(this.d.now()).toISOString(),
      last_used_at: null,
    });
    if (!stored) throw new CeremonyRefused('the passkey is registered already, or the store is full');
    return { id: k.id, user: pending.user };
  }

  /** Options for navigator.credentials.get: any discoverable passkey of this relying party. */
  async loginOptions(): Promise<unknown> {
    const options = await generateAuthenticationOptions({ rpID: this.d.settings().rp_id, userVerification: 'required' });
    this.d.challenges.add(options.challenge, { kind: 'login' });
    return options;
  }

  /** Verifies a sign-in (origin, rp id, signature, user verification, counter); the passkey's user. */
  async login(response: AuthenticationResponseJSON): Promise<{ id: string; user: string | null }> {
    const c = this.d.settings();
    const challenge = challengeOf(response);
    const pending = this.d.challenges.take(challenge);
    if (!pending || pending.kind !== 'login') throw new CeremonyRefused('unknown, used or expired challenge');
    const stored = typeof response.id === 'string' ? this.d.credentials.get(response.id) : undefined;
    if (!stored) throw new CeremonyRefused('unknown passkey');
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: c.rp_origin,
        expectedRPID: c.rp_id,
        requireUserVerification: true,
        credential: { id: stored.id, publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')), counter: stored.counter, transports: stored.transports as AuthenticatorTransport[] },
      });
    } catch (err) {
      throw new CeremonyRefused((err as Error).message);
    }
    if (!verified.verified) throw new CeremonyRefused('the sign-in does not verify');
    // The library refuses a counter that did not grow (a cloned authenticator) when either side is non-zero.
    this.d.credentials.used(stored.id, verified.authenticationInfo.newCounter, new Date(this.d.now()));
    return { id: stored.id, user: stored.user };
  }
}

/** A new paired token, as POST /pair makes them. */
export function newToken(): string {
  return `svc_${randomBytes(32).toString('hex')}`;
}

export const sha256Hex = (s: string): string => createHash('sha256').update(s).digest('hex');
