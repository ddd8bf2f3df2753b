// svc dashboard: sign-in, config editor with drift and conflict banners, and SOP run approvals (no build, no deps).
const TOKEN_KEY = 'svc.token';
const DRIFT_EVERY_MS = 10_000;
const base = new URL('.', location.href); // the gateway may sit under a path prefix: every URL is relative to the page
const $ = (id) => document.getElementById(id);
const state = { etag: null, entries: new Map(), driftTimer: 0, driftSeq: 0, driftKey: '', uid: 0 };

/** Thrown after a 401 has sent the user back to the sign-in form; handlers stop quietly. */
class SignedOut extends Error {}

/** createElement with attributes (`text` = textContent, `on<event>` = listener) and children (strings become text). */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

const nextId = () => `f${++state.uid}`;
const say = (node, text, isError = false) => {
  node.textContent = text;
  node.classList.toggle('is-error', isError && Boolean(text));
};
const messageOf = (r) => r.data.message || `The gateway answered ${r.status}.`;
/** Problems ({path, message}) as lines of text, each naming its path when it has one. */
const lines = (errors) => errors.map((e) => (e.path ? `${e.path}: ${e.message}` : String(e.message)));
const problems = (r) => lines(r.data.errors?.length ? r.data.errors : [{ message: messageOf(r) }]);

/** Wraps an event handler: a 401 was already handled, anything else is reported in `where`. */
function guard(fn, where = () => $('status')) {
  return async (...args) => {
    try {
      await fn(...args);
    } catch (err) {
      if (!(err instanceof SignedOut)) say(where(), `Something went wrong: ${err.message}`, true);
    }
  };
}

// ---- API ----------------------------------------------------------------------------------------------------------

async function api(method, path, { body, headers = {} } = {}) {
  const all = { Accept: 'application/json', ...headers };
  const token = sessionStorage.getItem(TOKEN_KEY);
  if (token) all.Authorization = `Bearer ${token}`;
  if (body !== undefined) all['Content-Type'] = 'application/json';
  const res = await fetch(new URL(path, base), { method, headers: all, cache: 'no-store', body: body === undefined ? undefined : JSON.stringify(body) });
  if (res.status === 401) {
    showSignIn('The token was refused.');
    throw new SignedOut();
  }
  const data = await res.json().catch(() => null);
  return { ok: res.ok, status: res.status, data: data ?? {}, etag: res.headers.get('ETag') };
}

// ---- Sign-in --------------------------------------------------------------------------------------------------------

function showSignIn(message = '', isError = true) {
  sessionStorage.removeItem(TOKEN_KEY);
  clearInterval(state.driftTimer);
  Object.assign(state, { etag: null, entries: new Map(), driftKey: '', driftSeq: state.driftSeq + 1 });
  $('app').hidden = true;
  $('sign-out').hidden = true;
  $('signin').hidden = false;
  for (const id of ['config-groups', 'runs-body', 'drift-banner', 'status', 'runs-message', 'conflict-message']) $(id).replaceChildren();
  for (const id of ['drift-banner', 'conflict-banner', 'runs-wrap']) $(id).hidden = true;
  $('token').value = '';
  say($('signin-message'), message, isError);
  $('token').focus();
}

/** Verifies the stored token with GET api/config/list, then shows the app and starts the drift poll. */
async function start() {
  say($('signin-message'), 'Checking the token…');
  const r = await api('GET', 'api/config/list');
  if (!r.ok) return showSignIn(`The gateway refused access: ${messageOf(r)}`);
  applyList(r);
  say($('signin-message'), '');
  $('signin').hidden = true;
  $('app').hidden = false;
  $('sign-out').hidden = false;
  $('config-title').focus();
  clearInterval(state.driftTimer);
  state.driftTimer = setInterval(guard(checkDrift), DRIFT_EVERY_MS);
  await Promise.all([guard(checkDrift)(), guard(() => loadRuns(), () => $('runs-message'))()]);
}

// ---- Config editor ------------------------------------------------------------------------------------------------

const typesOf = (entry) => String(entry.type).split('|');
/** String fields are edited as raw text; everything else as JSON. */
const isRaw = (entry) => typesOf(entry).includes('string') && (entry.value == null || typeof entry.value === 'string');
const textOf = (entry) => (entry.value == null ? '' : isRaw(entry) ? entry.value : JSON.stringify(entry.value));

function parseValue(entry, text) {
  if (text === '' && typesOf(entry).includes('null')) return { value: null };
  if (isRaw(entry)) return { value: text };
  try {
    return { value: JSON.parse(text) };
  } catch (err) {
    return { error: `Enter a JSON value such as 42, true, "text" or ["a", "b"] (${err.message}).` };
  }
}

async function loadConfig() {
  const r = await api('GET', 'api/config/list');
  if (!r.ok) return say($('status'), `Could not load the settings: ${messageOf(r)}`, true);
  applyList(r);
}

function applyList(r) {
  state.etag = r.etag;
  state.entries = new Map((r.data.entries ?? []).map((e) => [e.path, e]));
  const open = new Map([...document.querySelectorAll('#config-groups details[open]')].map((d) => [d.parentElement.dataset.section, d.dataset.autoOpened]));
  const groups = new Map();
  for (const entry of state.entries.values()) {
    const section = entry.path.split('.')[0];
    if (!groups.has(section)) groups.set(section, []);
    groups.get(section).push(entry);
  }
  const sections = [...groups].map(([name, entries]) => {
    const details = el('details', { open: open.has(name) },
      el('summary', {}, el('h2', { text: name }), el('span', { class: 'count', text: `${entries.length} settings` })),
      entries.map(renderRow));
    if (open.get(name)) details.dataset.autoOpened = '1';
    return el('section', { class: 'group', 'data-section': name }, details);
  });
  $('config-groups').replaceChildren(...sections);
  applyFilter();
}

/** A row: its body (rebuilt after a save) and a status line that stays, so screen readers announce it. */
function renderRow(entry) {
  return el('div', { class: 'row', 'data-path': entry.path },
    renderBody(entry),
    el('p', { class: 'field-status', role: 'status', 'aria-live': 'polite' }));
}

function onRowSubmit(event) {
  event.preventDefault();
  const row = event.target.closest('.row');
  guard(() => save(row), () => row.querySelector('.field-status'))();
}

function renderBody(entry) {
  const pathId = nextId();
  const envName = entry.env_var ?? 'an environment variable';
  const inputId = nextId();
  const head = el('div', { class: 'row-head' },
    el('code', { class: 'path', id: pathId, text: entry.path }),
    el('span', { class: 'type', text: entry.type }),
    entry.is_env_overridden && el('span', { class: 'env-badge', title: `Overridden by ${envName}` }, el('span', { 'aria-hidden': 'true', text: '💉' }), ' env'),
    entry.is_secret && el('span', { class: 'secret-state', text: entry.populated ? 'set' : 'unset' }),
    'default' in entry && el('span', { class: 'default', text: `default: ${JSON.stringify(entry.default)}` }));
  const warning = entry.is_env_overridden && el('p', { class: 'env-warning', role: 'note',
    text: `Set by ${envName}: edits are written to config.toml but do not take effect while the variable is set.` });
  const label = el('label', { for: inputId, class: 'visually-hidden', text: entry.is_secret ? `New value for ${entry.path}` : entry.path });
  const form = el('form', { class: 'editor', novalidate: true, onsubmit: onRowSubmit },
    label, editorFor(entry, inputId), el('button', { type: 'submit', 'aria-describedby': pathId, text: 'Save' }));
  return el('div', { class: 'row-body' }, head, warning, form);
}

function editorFor(entry, id) {
  // No `name` attributes: if the script ever failed to stop a submit, no value could reach a URL.
  if (entry.is_secret) return el('input', { id, type: 'password', autocomplete: 'new-password', spellcheck: 'false', placeholder: 'new value' });
  const types = typesOf(entry);
  if (types.includes('boolean') && types.every((t) => t === 'boolean' || t === 'null')) {
    const choices = [['true', 'true'], ['false', 'false']];
    if (types.includes('null') || entry.value == null) choices.push(['', 'unset (default)']);
    const select = el('select', { id }, choices.map(([value, text]) => el('option', { value, text })));
    select.value = textOf(entry);
    return select;
  }
  const input = el('input', { id, type: 'text', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'off' });
  input.value = textOf(entry);
  return input;
}

function clearError(row) {
  row.querySelector('.field-error')?.remove();
  const control = row.querySelector('.editor input, .editor select');
  control.removeAttribute('aria-invalid');
  control.removeAttribute('aria-describedby');
}

function showError(row, messages) {
  clearError(row);
  const box = el('div', { class: 'field-error', role: 'alert', id: nextId() }, messages.map((m) => el('p', { text: m })));
  row.querySelector('.field-status').before(box);
  const control = row.querySelector('.editor input, .editor select');
  control.setAttribute('aria-invalid', 'true');
  control.setAttribute('aria-describedby', box.id);
}

async function save(row) {
  const entry = state.entries.get(row.dataset.path);
  const status = row.querySelector('.field-status');
  clearError(row);
  const parsed = parseValue(entry, row.querySelector('.editor input, .editor select').value);
  if (parsed.error) return showError(row, [parsed.error]);
  say(status, 'Saving…');
  const headers = state.etag ? { 'If-Match': state.etag } : {};
  const r = await api('PATCH', 'api/config', { body: { path: entry.path, value: parsed.value }, headers });
  if (r.status === 409 && r.data.error === 'conflict') {
    showConflict();
    return say(status, 'Not saved: config.toml changed on disk.', true);
  }
  if (!r.ok) {
    say(status, '');
    return showError(row, problems(r));
  }
  if (r.etag) state.etag = r.etag;
  if (r.data.entry) {
    const hadFocus = row.contains(document.activeElement);
    state.entries.set(entry.path, r.data.entry);
    row.querySelector('.row-body').replaceWith(renderBody(r.data.entry));
    if (hadFocus) row.querySelector('.editor input, .editor select').focus();
  }
  const parts = [r.data.entry ? 'Saved.' : 'Saved; the key was removed.'];
  if (r.data.restart_required?.length) parts.push(`Needs a restart: ${r.data.restart_required.join(', ')}`);
  if (r.data.warning) parts.push(r.data.warning);
  say(status, parts.join(' '));
  await checkDrift();
}

function applyFilter() {
  const query = $('search').value.trim().toLowerCase();
  let shown = 0;
  for (const section of $('config-groups').children) {
    let matches = 0;
    for (const row of section.querySelectorAll('.row')) {
      row.hidden = Boolean(query) && !row.dataset.path.toLowerCase().includes(query);
      if (!row.hidden) matches++;
    }
    section.hidden = matches === 0;
    const details = section.querySelector('details');
    if (query && matches && !details.open) {
      details.open = true;
      details.dataset.autoOpened = '1';
    } else if (!query && details.dataset.autoOpened) {
      details.open = false;
      delete details.dataset.autoOpened;
    }
    shown += matches;
  }
  $('search-count').textContent = query ? `${shown} of ${state.entries.size} settings match.` : `${shown} settings.`;
}

// ---- Conflict and drift banners -------------------------------------------------------------------------------------

function showConflict() {
  say($('conflict-message'), '');
  $('conflict-banner').hidden = false;
}

/** POST api/config/reload, then the list (and its ETag) and the drift again; 400 problems go to `messageNode`. */
async function reload(messageNode) {
  say(messageNode, 'Reloading…');
  const r = await api('POST', 'api/config/reload');
  if (!r.ok) {
    messageNode.replaceChildren(el('p', { text: 'config.toml was not reloaded:' }), el('ul', {}, problems(r).map((m) => el('li', { text: m }))));
    messageNode.classList.add('is-error');
    return;
  }
  await loadConfig();
  $('conflict-banner').hidden = true;
  const restart = r.data.restart_required?.length ? ` Needs a restart: ${r.data.restart_required.join(', ')}` : '';
  say($('status'), `Reloaded config.toml (${r.data.changed?.length ?? 0} changed).${restart}`);
  state.driftKey = '';
  await checkDrift();
}

async function checkDrift() {
  const seq = ++state.driftSeq; // only the latest answer is shown
  const r = await api('GET', 'api/config/drift');
  if (seq === state.driftSeq && r.ok) renderDrift(r.data);
}

const valueText = (d) => [
  'in_memory_value' in d && `running: ${JSON.stringify(d.in_memory_value)}`,
  'on_disk_value' in d && `on disk: ${JSON.stringify(d.on_disk_value)}`,
].filter(Boolean).join(', ');

function renderDrift(report) {
  const drifted = report.drifted ?? [];
  const invalid = report.valid === false;
  const key = JSON.stringify([drifted, invalid && report.errors]);
  if (key === state.driftKey) return; // unchanged: keep the banner (and any reload message) as it is
  state.driftKey = key;
  const banner = $('drift-banner');
  banner.hidden = drifted.length === 0 && !invalid;
  if (banner.hidden) return banner.replaceChildren();
  const message = el('div', { class: 'message' });
  banner.replaceChildren(...[
    drifted.length > 0 && el('p', { text: 'config.toml differs from the running configuration:' }),
    drifted.length > 0 && el('ul', { class: 'drift-list' }, drifted.map((d) => {
      const values = valueText(d);
      return el('li', { 'data-path': d.path }, el('code', { text: d.path }), values && ` (${values})`);
    })),
    invalid && el('p', { text: 'config.toml would not load:' }),
    invalid && el('ul', { class: 'drift-errors' }, lines(report.errors ?? []).map((m) => el('li', { text: m }))),
    el('button', { type: 'button', id: 'drift-reload', text: 'Reload config', onclick: guard(() => reload(message), () => message) }),
    message,
  ].filter(Boolean));
}

// ---- SOP runs -------------------------------------------------------------------------------------------------------

async function loadRuns(note = '', noteIsError = false) {
  const message = $('runs-message');
  const r = await api('GET', 'api/sop/runs');
  $('runs-wrap').hidden = !r.ok;
  if (r.status === 503) return say(message, 'The SOP engine is not running.');
  if (!r.ok) return say(message, `Could not load the SOP runs: ${messageOf(r)}`, true);
  const runs = [...(r.data.runs ?? [])].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
  $('runs-body').replaceChildren(...runs.map(runRow));
  say(message, note || (runs.length ? `${runs.length} run${runs.length === 1 ? '' : 's'}.` : 'No SOP runs yet.'), noteIsError);
}

function runRow(run) {
  const onError = () => $('runs-message');
  const actions = run.status !== 'pending_approval' ? [] : [
    el('button', { type: 'button', 'aria-label': `Approve run ${run.id}`, text: 'Approve', onclick: guard(() => decide(run.id, 'approve'), onError) }),
    el('button', { type: 'button', class: 'danger', 'aria-label': `Reject run ${run.id}`, text: 'Reject', onclick: guard(() => decide(run.id, 'reject'), onError) }),
  ];
  // data-label names the column when narrow screens show each run as a card.
  return el('tr', { 'data-run-id': run.id },
    el('td', { 'data-label': 'Run' }, el('code', { text: run.id })),
    el('td', { 'data-label': 'SOP' }, run.sop),
    el('td', { 'data-label': 'Status' }, el('span', { class: 'run-status', 'data-status': run.status, text: run.status })),
    el('td', { 'data-label': 'Created' }, el('time', { datetime: run.created_at, text: run.created_at })),
    el('td', { class: 'actions', 'data-label': 'Actions' }, actions));
}

async function decide(id, decision) {
  const r = await api('POST', `api/sop/runs/${encodeURIComponent(id)}/${decision}`);
  const done = decision === 'approve' ? 'approved' : 'rejected';
  await loadRuns(r.ok ? `Run ${id} ${done}.` : `Run ${id} was not ${done}: ${messageOf(r)}`, !r.ok);
  if (document.activeElement === document.body) $('runs-refresh').focus(); // the clicked button is gone
}

// ---- Wiring ---------------------------------------------------------------------------------------------------------

$('signin-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const token = $('token').value.trim();
  if (!/^[\x21-\x7e]+$/.test(token)) return say($('signin-message'), 'Enter the paired token (printable ASCII, e.g. svc_…).', true);
  sessionStorage.setItem(TOKEN_KEY, token);
  guard(start, () => $('signin-message'))();
});
$('sign-out').addEventListener('click', () => showSignIn('Signed out.', false));
$('search').addEventListener('input', applyFilter);
$('conflict-reload').addEventListener('click', guard(() => reload($('conflict-message')), () => $('conflict-message')));
$('runs-refresh').addEventListener('click', guard(() => loadRuns(), () => $('runs-message')));

if (sessionStorage.getItem(TOKEN_KEY)) guard(start, () => $('signin-message'))();
else showSignIn();
