// The control socket under users and permission profiles: which user a proven peer uid is (users.<name>.uid,
// security.trust_daemon_uid), what each control command needs of its profiles, and what svc doctor says of the socket.
import { statSync } from 'node:fs';
import type { DoctorFinding } from '../../kernel/index.js';
import type { UsersConfig } from './config.generated.js';
import type { Verb } from './api.js';

/** Commands that only read (their last segment): the others write. */
const READS = new Set(['status', 'list', 'pending', 'history', 'runs', 'report', 'tools', 'info']);

/** What a control command needs: a config write of these paths, a chat with an agent, or a grant (kind, verb). */
export type CommandNeed =
  | { readonly kind: 'config'; readonly paths: readonly string[] }
  | { readonly kind: 'agent'; readonly agent: string | undefined; readonly channel: string }
  | { readonly kind: 'grant'; readonly resource: string; readonly verb: Verb };

export function commandNeed(command: string, args: unknown): CommandNeed {
  const a = args !== null && typeof args === 'object' && !Array.isArray(args) ? (args as Record<string, unknown>) : {};
  if (command === 'config.set') {
    const changes = a.changes !== null && typeof a.changes === 'object' ? Object.keys(a.changes as object) : [];
    return { kind: 'config', paths: changes };
  }
  if (command === 'agent.chat' || command === 'agent.ask') {
    return { kind: 'agent', agent: typeof a.agent === 'string' ? a.agent : undefined, channel: typeof a.channel === 'string' ? a.channel : 'cli' };
  }
  const parts = command.split('.');
  return { kind: 'grant', resource: parts[0]!, verb: READS.has(parts[parts.length - 1]!) ? 'read' : 'write' };
}

/** The user whose users.<name>.uid is `uid` (the first in name order; two users with one uid are refused at load). */
export function userForUid(users: UsersConfig, uid: number): string | undefined {
  return Object.keys(users)
    .sort()
    .find((name) => users[name]!.uid === uid);
}

/**
 * Who reaches the control socket. Owner-only (0600) while no users.<name>.uid names another uid: only the daemon's uid
 * and root connect. Open (0666) when one does: every local uid connects, proves its uid, and gets what that uid's user
 * may do (the daemon's own uid and root: the operator while security.trust_daemon_uid holds).
 */
export function controlSocketFinding(path: string, open: boolean): DoctorFinding {
  let st;
  try {
    st = statSync(path);
  } catch {
    return { check: 'access.control_socket', status: 'ok', finding: `no daemon listens on ${path} now; the daemon creates it ${open ? 'open to every uid (0666), each proving its uid' : 'owner-only (0600)'}` };
  }
  const mode = st.mode & 0o777;
  if (open) {
    return { check: 'access.control_socket', status: 'ok', finding: `${path} is open (0${mode.toString(8)}): every local uid may connect, proves its uid with a file it creates, and gets what its users.<name>.uid's profiles grant` };
  }
  if (mode & 0o077) {
    return { check: 'access.control_socket', status: 'fail', finding: `${path} has mode ${mode.toString(8)}: other uids can reach the control socket`, fix: `chmod 600 ${path} (the daemon creates it 0600 while no users.<name>.uid names another uid; something changed it)` };
  }
  return { check: 'access.control_socket', status: 'ok', finding: `${path} is owner-only (0${mode.toString(8)}, uid ${st.uid}): only uid ${st.uid} and root reach it` };
}
