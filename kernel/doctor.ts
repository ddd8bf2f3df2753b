// The checks of `svc doctor` that extensions add (doctorPoint): what a check gets and what it answers.
import { createExtensionPoint } from './extension.js';
import type { DaemonStatus } from './status.js';
import type { ConfigObject, Paths } from './types.js';

/** How one `svc doctor` finding went: `warn` is reported and passes, `fail` makes the exit code 1. */
export type DoctorStatus = 'ok' | 'warn' | 'fail';

/** One finding of `svc doctor`. */
export interface DoctorFinding {
  /** Dotted and stable (`gateway.bind`, `provider.openai.default`): what a script greps for. */
  readonly check: string;
  readonly status: DoctorStatus;
  /** One line: what was found. Never a secret value. */
  readonly finding: string;
  /** For a warn or a fail: what to do, a command or a config line. */
  readonly fix?: string;
  /** Time a probe took (a provider request, a connect), in ms. */
  readonly latency_ms?: number;
}

/** What a check gets: the validated config, the paths, and the daemon running on this data directory, if any. */
export interface DoctorContext {
  readonly config: ConfigObject;
  readonly paths: Paths;
  /** `svc status --json` of the daemon running on this data directory; undefined when none answers its control socket. */
  readonly daemon: DaemonStatus | undefined;
  /** Aborts when the check's time is up (30 s): a probe must stop then. */
  readonly signal: AbortSignal;
}

/** A check an extension adds to `svc doctor` (the gateway its bind, the agent each provider, …). */
export interface DoctorCheck {
  /** The group its findings are shown under (`gateway`, `providers`). */
  readonly name: string;
  /** Its findings; a throw is one `fail` finding naming the extension. Must write nothing and start nothing that stays. */
  run(ctx: DoctorContext): Promise<readonly DoctorFinding[]>;
}

export interface DoctorRegistry {
  add(check: DoctorCheck): void;
}

/** The checks of `svc doctor`: each extension adds those of what it runs; provided by the kernel to every extension. */
export const doctorPoint = createExtensionPoint<DoctorRegistry>('kernel.doctor');
