// What a user's permission profiles grant: pure decisions over [users] and [permission_profiles] (deny by default).
import type { Principal, Verb } from './api.js';
import type { PermissionProfilesConfig, UsersConfig } from './config.generated.js';

type Profile = PermissionProfilesConfig[string];

/** The profiles a user holds (missing ones are a config error, refused at load). */
function profilesOf(users: UsersConfig, profiles: PermissionProfilesConfig, user: string): Profile[] {
  const held = users[user]?.permission_profiles ?? [];
  return held.map((name) => profiles[name]).filter((p): p is Profile => p !== undefined);
}

export function principalOf(users: UsersConfig, profiles: PermissionProfilesConfig, user: string): Principal | undefined {
  const u = users[user];
  if (!u) return undefined;
  const held = profilesOf(users, profiles, user);
  return Object.freeze({ user, id: u.principal_id ?? `user:${user}`, admin: held.some((p) => p.admin), profiles: [...u.permission_profiles] });
}

/** The user whose users.<name>.tokens holds a prefix of `hash` (the first in name order when two claim it). */
export function userForToken(users: UsersConfig, hash: string): string | undefined {
  for (const name of Object.keys(users).sort()) if (users[name]!.tokens.some((prefix) => hash.startsWith(prefix.toLowerCase()))) return name;
  return undefined;
}

/** A config_write_paths entry: `*` every path, `a.b.*` every path below a.b, otherwise that exact path. */
export function configPathMatches(entry: string, path: string): boolean {
  if (entry === '*') return true;
  if (entry.endsWith('.*')) return path.startsWith(entry.slice(0, -1));
  return entry === path;
}

const names = (list: readonly string[], name: string): boolean => list.includes('*') || list.includes(name);

export class Decisions {
  constructor(
    private readonly users: () => UsersConfig,
    private readonly profiles: () => PermissionProfilesConfig,
    /** Whether another source of principals (OIDC issuers) is configured: profiles act then too. */
    private readonly sources: () => boolean = () => false,
  ) {}

  enforced(): boolean {
    return Object.keys(this.users()).length > 0 || this.sources();
  }

  /** A user's profiles as the config has them now; an external principal's as its verifier mapped them. */
  private held(p: Principal): Profile[] {
    if (p.source !== undefined) {
      const all = this.profiles();
      return p.profiles.filter((name) => Object.hasOwn(all, name)).map((name) => all[name]!);
    }
    return profilesOf(this.users(), this.profiles(), p.user);
  }

  private grant(p: Principal | undefined, test: (profile: Profile) => boolean): boolean {
    if (!this.enforced()) return true;
    if (!p) return false;
    return this.held(p).some((profile) => profile.admin || test(profile));
  }

  may(p: Principal | undefined, verb: Verb, kind: string): boolean {
    return this.grant(p, (profile) => [profile.grants[kind], profile.grants['*']].some((verbs) => verbs !== undefined && (verbs.includes(verb) || verbs.includes('*'))));
  }

  mayWriteConfig(p: Principal | undefined, path: string): boolean {
    return this.grant(p, (profile) => profile.config_write_paths.some((entry) => configPathMatches(entry, path)));
  }

  mayUseAgent(p: Principal | undefined, agent: string): boolean {
    return this.grant(p, (profile) => names(profile.allowed_agents, agent));
  }

  /** Tools are granted per profile with its agents: a profile's allowed_tools count only for its allowed_agents. */
  mayUseTool(p: Principal | undefined, tool: string, agent?: string): boolean {
    return this.grant(p, (profile) => names(profile.allowed_tools, tool) && (agent === undefined || names(profile.allowed_agents, agent)));
  }
}

/** The resource kind of a route: its first segment, after /api/ for the admin API (`/api/cron/:id/run` is cron). */
export function resourceKind(route: string): string {
  const parts = route.split('/').filter(Boolean);
  return (parts[0] === 'api' ? parts[1] : parts[0]) ?? '';
}

export function verbOf(method: string): Verb {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}
