// svc dashboard: passkey sign-in and registration (security.webauthn), shown only when the gateway offers them
// (GET api/webauthn). Signing in trades a passkey for a paired token bound to the passkey's user, kept like any token;
// the Passkeys panel lists the registered passkeys and removes one (which revokes the tokens its sign-ins issued).
const TOKEN_KEY = 'svc.token';
const base = new URL('.', location.href);
const $ = (id) => document.getElementById(id);
const tell = (node, text, error) => {
  node.textContent = text;
  node.classList.toggle('is-error', error);
};

async function call(path, body, token, method = 'POST') {
  const headers = { Accept: 'application/json' };
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(new URL(path, base), { method, headers, cache: 'no-store', ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}) });
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(data.message || `the gateway answered ${res.status}`);
  return data;
}

const supported = () => typeof PublicKeyCredential === 'function' && typeof PublicKeyCredential.parseRequestOptionsFromJSON === 'function';

async function signIn() {
  const say = (text, error = false) => tell($('signin-message'), text, error);
  try {
    say('Waiting for the passkey…');
    const options = await call('api/webauthn/login/options');
    const credential = await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options) });
    const { token } = await call('api/webauthn/login', credential.toJSON());
    sessionStorage.setItem(TOKEN_KEY, token);
    location.reload(); // the app signs in with the stored token as it loads
  } catch (err) {
    say(`Passkey sign-in failed: ${err.message}`, true);
  }
}

async function register() {
  const say = (text, error = false) => tell($('passkey-message'), text, error);
  const token = sessionStorage.getItem(TOKEN_KEY);
  try {
    say('Waiting for the authenticator…');
    const options = await call('api/webauthn/register/options', {}, token);
    const credential = await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options) });
    const { user } = await call('api/webauthn/register', credential.toJSON(), token);
    say(user ? `Passkey added for ${user}.` : 'Passkey added.');
    void listPasskeys();
  } catch (err) {
    say(`Adding a passkey failed: ${err.message}`, true);
  }
}

/** The Passkeys panel: every registered passkey with a Remove button; hidden when the token may not list them. */
async function listPasskeys() {
  const say = (text, error = false) => tell($('passkeys-message'), text, error);
  const token = sessionStorage.getItem(TOKEN_KEY);
  let data;
  try {
    data = await call('api/webauthn/credentials', undefined, token, 'GET');
  } catch {
    $('passkeys').hidden = true;
    return;
  }
  $('passkeys').hidden = false;
  const body = $('passkeys-body');
  body.replaceChildren();
  if (!data.credentials.length) say('No passkeys are registered.');
  for (const c of data.credentials) {
    const item = document.createElement('li');
    const who = c.user ?? 'no user';
    const text = document.createElement('span');
    text.textContent = `${who} · added ${c.created_at.slice(0, 10)} · last used ${c.last_used_at ? c.last_used_at.slice(0, 16).replace('T', ' ') : 'never'} · ${c.tokens} live sign-in token${c.tokens === 1 ? '' : 's'} `;
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'secondary';
    remove.textContent = 'Remove';
    remove.setAttribute('aria-label', `Remove the passkey of ${who} (${c.id.slice(0, 8)})`);
    remove.addEventListener('click', async () => {
      try {
        const done = await call(`api/webauthn/credentials/${encodeURIComponent(c.id)}`, undefined, token, 'DELETE');
        say(`Passkey of ${who} removed; ${done.revoked} sign-in token${done.revoked === 1 ? '' : 's'} revoked.`);
        void listPasskeys();
      } catch (err) {
        say(`Removing the passkey failed: ${err.message}`, true);
      }
    });
    item.append(text, remove);
    body.append(item);
  }
}

async function init() {
  const res = await fetch(new URL('api/webauthn', base), { headers: { Accept: 'application/json' }, cache: 'no-store' }).catch(() => null);
  const status = res?.ok ? await res.json().catch(() => ({})) : {};
  if (!status.enabled || !supported()) return;
  $('passkey-signin').hidden = false;
  $('passkey-signin').addEventListener('click', () => void signIn());
  $('passkey-register').addEventListener('click', () => void register());
  // Registration is for a signed-in operator: the button follows the app's visibility.
  const follow = () => {
    $('passkey-register').hidden = $('app').hidden;
    if ($('app').hidden) $('passkey-message').textContent = '';
    if (!$('app').hidden) void listPasskeys();
  };
  new MutationObserver(follow).observe($('app'), { attributes: true, attributeFilter: ['hidden'] });
  follow();
}

void init();
