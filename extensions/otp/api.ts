// The otp extension's public API: codes checked for other extensions (the emergency stop's resume). Reach it with
// `kernel.tryUse(otpPoint)` and `optionalDependsOn: ['otp']`.
import { createExtensionPoint } from '../../kernel/index.js';
import type { ToolCallEvent } from '../agent/api.js';

export type { OtpConfig } from './config.generated.js';

/** A gated tool call waiting for its code (never the code). */
export interface OtpChallenge {
  readonly id: string;
  readonly tool: string;
  readonly agent: string;
  readonly channel: string;
  /**
   * What the call does, as its channel prompt shows it (shell's command, a URL tool's method and URL without query, else
   * the arguments as JSON): leaks redacted, neutralised, at most 300 characters then "… (N more characters)". Never the
   * raw arguments.
   */
  readonly summary: string;
  /** Epoch ms. */
  readonly created_at: number;
  readonly expires_at: number;
  /** Wrong codes given while it waited. */
  readonly attempts: number;
  /** Who was asked: `channel` (the sender of the turn, in its conversation; the operator may answer too) or `operator` alone. */
  readonly asked: 'channel' | 'operator';
  /** The shared mode: the instance whose turn made the call (any instance can answer it). */
  readonly instance?: string;
}

export interface OtpVerdict {
  readonly valid: boolean;
  /** Why not, in a few words (never the code). */
  readonly reason?: string;
  /** Ids of the waiting challenges a valid code answered (they run), or a wrong one refused (attempts used up). */
  readonly answered: readonly string[];
  readonly refused: readonly string[];
  /** Epoch ms until which the answered call's agent runs gated calls of operator-started turns (or, for a channel sender, the rest of that turn) without asking. */
  readonly unlocked_until?: number;
}

export interface OtpService {
  /** Whether a secret is enrolled (security.otp.secret). */
  enrolled(): boolean;
  /**
   * Checks a code: valid when it is the code of the current 30 s step or one either side, and no code of that step or
   * a later one was used before (a code is good once). `unlock` (the default: the operator answering a gated call) also
   * lets one waiting challenge run: the one `challenge` names, or the only one waiting (with more than one the id is
   * required, and the code is not checked); when it came from an operator-started turn, that agent's operator-started
   * turns are spared for cache_valid_secs (a channel sender is never spared by the operator's code). A wrong code counts
   * against that challenge and in the operator's own lockout (channel senders' wrong codes never lock the operator out).
   * `by` says who gave it (`cli`, a client address), for the log and the audit trail.
   */
  verify(code: string, by: string, options?: { readonly unlock?: boolean; readonly purpose?: string; readonly challenge?: string }): OtpVerdict;
  /**
   * As verify, and in the shared mode the code's step is claimed across every instance first (a code is good once
   * anywhere), and `challenge` may name a call waiting on another instance (it runs there within about a second).
   * Without the shared mode it is verify.
   */
  verifyAny?(code: string, by: string, options?: { readonly unlock?: boolean; readonly purpose?: string; readonly challenge?: string }): Promise<OtpVerdict>;
  /**
   * Why security.otp gates a tool call (gated_actions, gated_domains; none while disabled), or undefined. While gated
   * domains are set, an event that offers them gets its redirects pinned (pinRedirects) and its hosts beyond those it
   * declares guarded (guardHosts: a gated one is refused).
   */
  gatedBecause(event: Pick<ToolCallEvent, 'tool' | 'arguments' | 'targets' | 'pinRedirects' | 'guardHosts'>): string | undefined;
  /**
   * Pauses a tool call until the operator gives a valid code, as a gated call waits (token_ttl_secs, cache_valid_secs,
   * challenge_max_attempts), whatever gated_actions says: a risk profile's "otp" level. `because` says why, for the log
   * and the model. Rejects with a sentence for the model when no valid code comes or no secret is enrolled.
   */
  challenge(event: ToolCallEvent, because: string): Promise<void>;
  /** The gated calls waiting for a code now. */
  pending(): readonly OtpChallenge[];
  /** Refuses every waiting call at once (the emergency stop); returns their ids. */
  refuseAll(reason: string): readonly string[];
}

export const otpPoint = createExtensionPoint<OtpService>('otp');
