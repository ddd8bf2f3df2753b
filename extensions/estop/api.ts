// The emergency stop's public API: whether it is engaged, for features that start work of their own. Reach it with
// `kernel.tryUse(estopPoint)` and `optionalDependsOn: ['estop']`.
import { createExtensionPoint } from '../../kernel/index.js';

export type { EstopConfig } from './config.generated.js';

export interface EstopState {
  readonly engaged: boolean;
  readonly reason: string | null;
  /** Who engaged or resumed last (`cli`, a client address). */
  readonly by: string | null;
  /** ISO 8601 times. */
  readonly engaged_at: string | null;
  readonly resumed_at: string | null;
  /** Resuming needs a one-time password: recorded when engaged, so a config edit before a restart cannot drop it. */
  readonly otp_required?: boolean;
}

export interface Estop {
  /** The state now (read from memory: the state file is read at start and written at each change). */
  state(): EstopState;
  /** A sentence saying work is refused (with the reason), or undefined while not engaged. */
  refusal(): string | undefined;
}

export const estopPoint = createExtensionPoint<Estop>('estop');
