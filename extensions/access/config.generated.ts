/* DO NOT EDIT: the config sections of the "access" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "access" extension owns, by dotted path.
 */
export interface AccessSections {
  users: UsersConfig;
  permission_profiles: PermissionProfilesConfig;
}
/**
 * Local users and the permission profiles they hold. With none, every paired token is an administrator (the behaviour before users existed); with one or more, every request must come from a user and is denied what its profiles do not grant.
 */
export interface UsersConfig {
  /**
   * One user.
   */
  [k: string]: {
    /**
     * Aliases of [permission_profiles.<alias>] this user holds.
     */
    permission_profiles: string[];
    /**
     * Principal id naming this user in the audit trail (e.g. an issuer subject); default: user:<name>.
     */
    principal_id: string | null;
    /**
     * Local uid of this user: a peer of the control socket that proves this uid (it creates a file the daemon names; see the security guide) acts as this user. Setting one for another uid than the daemon's opens the socket to every local uid (0666), each proving its own.
     */
    uid: number | null;
    /**
     * Paired bearer tokens that act as this user: the first 12 to 64 hex digits of each token's SHA-256, as `svc gateway tokens list` prints them (`svc access bind PREFIX --user NAME` adds one).
     */
    tokens: string[];
  };
}
/**
 * Permission profiles, deny by default, held by users.<name>.permission_profiles. They act once any [users.<name>] exists; a user holding several has the union of what they grant.
 */
export interface PermissionProfilesConfig {
  /**
   * One permission profile.
   */
  [k: string]: {
    /**
     * Grant everything: every route, config path, agent and tool.
     */
    admin: boolean;
    /**
     * Agent aliases whose turns this profile may start (the POST /webhook chat) and whose tools it may call; "*" names every agent.
     */
    allowed_agents: string[];
    /**
     * Tools a turn started by this profile may call, by name; "*" names every tool; empty grants none.
     */
    allowed_tools: string[];
    /**
     * Dotted config paths this profile may write (PATCH /api/config): an entry matches that exact path, an entry ending in .* every path below it, "*" every path.
     */
    config_write_paths: string[];
    /**
     * Resource kind (the admin route's segment after /api/: config, status, cron, sop, estop, otp, nodes, pairing, openapi.json; "*" every kind) to the verbs granted on it: read (GET), write (any other method), "*" both.
     */
    grants: {
      [k: string]: string[];
    };
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    users: UsersConfig;
    permission_profiles: PermissionProfilesConfig;
  }
}
