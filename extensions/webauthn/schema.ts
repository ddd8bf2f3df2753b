// Config section of the webauthn extension: [security.webauthn].
import { s } from '../../kernel/index.js';

export const webauthnSection = s.table(
  'WebauthnConfig',
  'Passkey (WebAuthn) sign-in to the dashboard. An operator signed in with a paired token registers a passkey; signing in with it later issues a new paired token bound to the same user (users.<name>.tokens), so access rules keep applying. Credentials are kept in <data dir>/webauthn/credentials.json (mode 0600).',
  {
    enabled: s.bool(false, 'Serve passkey registration and sign-in (/api/webauthn/*).'),
    rp_id: s.str('localhost', 'Relying party id: the domain the dashboard is served from (no scheme, no port).'),
    rp_name: s.str('svc', 'Relying party display name, shown by the browser.'),
    rp_origin: s.str('http://localhost:42617', 'The exact origin (scheme, host, port) the dashboard is opened at; a ceremony from any other origin is refused.'),
  },
  { live: true },
);
