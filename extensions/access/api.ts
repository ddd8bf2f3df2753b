// The access extension's public API: who a request or turn acts for (a user of [users.<name>]) and what that user's
// permission profiles let it do. Reach it with `kernel.tryUse(accessPoint)` and `optionalDependsOn: ['access']`.
import { createExtensionPoint } from '../../kernel/index.js';
import type { ExternalIdentity } from '../gateway/api.js';

export type { PermissionProfilesConfig, UsersConfig } from './config.generated.js';

/** A user as its profiles add up: `admin` when any profile is. */
export interface Principal {
  readonly user: string;
  /** users.<name>.principal_id, else `user:<name>`: what logs and the audit trail name. */
  readonly id: string;
  readonly admin: boolean;
  readonly profiles: readonly string[];
  /** Set for a principal no [users.<name>] names (an OIDC subject, `oidc:<alias>`): `profiles` are what it holds. */
  readonly source?: string;
}

/** `read` for GET and HEAD, `write` for any other method. */
export type Verb = 'read' | 'write';

export interface AccessControl {
  /** Whether any [users.<name>] exists: then everything is denied that a user's profiles do not grant. */
  enforced(): boolean;
  /** The user a paired token (its SHA-256, hex) is bound to by users.<name>.tokens. */
  principalForToken(tokenHash: string): Principal | undefined;
  /** The principal of a bearer identity a verifier accepted (an OIDC subject): it holds exactly its mapped profiles. */
  principalForIdentity(identity: ExternalIdentity): Principal;
  /**
   * Another source of principals (the oidc extension's issuers) makes profiles act, deny by default, while `active()`
   * says so, as any [users.<name>] does: an accepted JWT is then never an administrator by default.
   */
  enforceFor(source: string, active: () => boolean): void;
  /** The principal of a user by name (undefined when no such user). */
  principal(user: string): Principal | undefined;
  /** May `p` do `verb` on resource kind `kind` (grants)? Always true while not enforced. */
  may(p: Principal | undefined, verb: Verb, kind: string): boolean;
  /** May `p` write the dotted config path (config_write_paths)? */
  mayWriteConfig(p: Principal | undefined, path: string): boolean;
  /** May `p` start turns of, and call tools through, agent `agent` (allowed_agents)? */
  mayUseAgent(p: Principal | undefined, agent: string): boolean;
  /** May a turn `p` started call `tool` (allowed_tools of a profile whose allowed_agents name `agent`, when given)? */
  mayUseTool(p: Principal | undefined, tool: string, agent?: string): boolean;
  /** The principal the running request or agent turn acts for (undefined: none, e.g. cron, svc agent ask). */
  current(): Principal | undefined;
  /** Runs `work` acting for `p`: what it starts (a turn's tool calls) is checked against p's profiles. */
  runAs<T>(p: Principal | undefined, work: () => T): T;
}

export const accessPoint = createExtensionPoint<AccessControl>('access');
