/* DO NOT EDIT: the config sections of the "webauthn" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "webauthn" extension owns, by dotted path.
 */
export interface WebauthnSections {
  'security.webauthn': WebauthnConfig;
}
/**
 * Passkey (WebAuthn) sign-in to the dashboard. An operator signed in with a paired token registers a passkey; signing in with it later issues a new paired token bound to the same user (users.<name>.tokens), so access rules keep applying. Credentials are kept in <data dir>/webauthn/credentials.json (mode 0600).
 */
export interface WebauthnConfig {
  /**
   * Serve passkey registration and sign-in (/api/webauthn/*).
   */
  enabled: boolean;
  /**
   * Relying party id: the domain the dashboard is served from (no scheme, no port).
   */
  rp_id: string;
  /**
   * Relying party display name, shown by the browser.
   */
  rp_name: string;
  /**
   * The exact origin (scheme, host, port) the dashboard is opened at; a ceremony from any other origin is refused.
   */
  rp_origin: string;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    'security.webauthn': WebauthnConfig;
  }
}
