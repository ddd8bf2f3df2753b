// The control socket's guard: who a proven peer uid is and what it may send (the access extension plugs it; the runner
// asks it). Types and the point's handle only: the runner provides the point on the kernel's behalf (runner/boot.ts).

/** The peer of a control connection: the uid it proved by creating a file (runner/peer-proof.ts says how). */
export interface ControlPeer {
  readonly uid: number;
}

/** Who may send which control command (users.<name>.uid and permission profiles). */
export interface ControlGuard {
  readonly name: string;
  /** Whether each peer must prove its uid before its command runs (read per connection). */
  required(): boolean;
  /** Whether uids other than the daemon's may reach the socket: it is created 0666 instead of 0600 (read at start). */
  openToOthers(): boolean;
  /** A command from a proven peer: refused with a message, or run inside `run` (which knows who asked). */
  admit(peer: ControlPeer, command: string, args: unknown): { readonly refused: string } | { run<T>(work: () => T): T };
}

export interface ControlGuardRegistry {
  /** Plugs the one guard of the control socket (in apply); a second is an error naming both. */
  plug(guard: ControlGuard): void;
}

/** The extension point of the guard (an ExtensionPoint<ControlGuardRegistry>: `kernel.use(controlGuardPoint)`). */
export const controlGuardPoint: { readonly id: string; readonly __type?: ControlGuardRegistry } = Object.freeze({ id: 'kernel.control-guard' });
