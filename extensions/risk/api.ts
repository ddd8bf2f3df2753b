// The risk extension's public API: the tool calls waiting for an operator's approval and answering them, and whether a
// delegation would be refused. Reach it with `kernel.tryUse(riskPoint)` and `optionalDependsOn: ['risk']`.
import { createExtensionPoint } from '../../kernel/index.js';

export type { RiskProfilesConfig } from './config.generated.js';

/**
 * A tool call waiting for an operator's approval. Its arguments are the model's: they are shown only as `summary`,
 * leaks redacted, model control tokens and terminal controls neutralised, SUMMARY_CHARS at most.
 */
export interface PendingApproval {
  readonly id: string;
  readonly agent: string;
  readonly channel: string;
  /** The turn's conversation and who started it, when the channel knows. */
  readonly conversation?: string;
  readonly sender?: string;
  readonly tool: string;
  /** What the call would do: its arguments on one line, redacted, neutralised and bounded (never whole). */
  readonly summary: string;
  /** The risk profile that asked for the approval, and the tool's level under it. */
  readonly risk_profile: string;
  readonly level: string;
  /** Epoch ms. */
  readonly created_at: number;
  readonly expires_at: number;
  /** The shared mode: the instance whose turn made the call (any instance can answer it). */
  readonly instance?: string;
}

export interface RiskService {
  pending(): readonly PendingApproval[];
  /** Lets the waiting call run (`ok`) or refuses it; `by` names who answered (`cli`, a client address). False: no such call waits. */
  answer(id: string, ok: boolean, by: string, reason?: string): boolean;
  /** Refuses every waiting call at once; returns their ids. */
  refuseAll(reason: string): readonly string[];
  /**
   * Why handing a task from the turn of `chain` (the first caller first, the delegating agent last) to agent `to` is
   * refused (its risk profile is less strict than one of the chain's), or undefined when it is not.
   */
  delegationRefusal(chain: readonly string[], to: string): string | undefined;
}

export const riskPoint = createExtensionPoint<RiskService>('risk');
