// svc dashboard: passkey sign-in and registration (security.webauthn), shown only when the gateway offers them
// (GET api/webauthn). Signing in trades a passkey for a paired token bound to the passkey's user, kept like any token.
const TOKEN_KEY = 'svc.token';
const base = new URL('.', location.href);
const $ = (id) => document.getElementById(id);
const tell = (node, text, error) => {
  node.textContent = text;
  node.classList.toggle('is-error', error);
};

async function call(path, body, token) {
  const headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(new URL(path, base), { method: 'POST', headers, cache: 'no-store', body: JSON.stringify(body ?? {}) });
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
  } catch (err) {
    say(`Adding a passkey failed: ${err.message}`, true);
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
  };
  new MutationObserver(follow).observe($('app'), { attributes: true, attributeFilter: ['hidden'] });
  follow();
}

void init();
