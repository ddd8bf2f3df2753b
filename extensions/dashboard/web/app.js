// svc dashboard: sign-in, an overview of the running service, the chat (chat.js), cron jobs, SOP runs with their steps, memory (memory.js)
// and the config editor, refreshed every few seconds while the tab is visible (no build, no deps).
import { createChat } from './chat.js';
import { createMemory } from './memory.js';

const TOKEN_KEY = 'svc.token';
const POLL_MS = 5_000;
const READ_TIMEOUT_MS = 20_000;
const RUNS_SHOWN = 50;
const base = new URL('.', location.href); // the gateway may sit under a path prefix: every URL is relative to the page
const $ = (id) => document.getElementById(id);
const enc = encodeURIComponent;
const state = {
  etag: null,
  entries: new Map(),
  uid: 0,
  /** What each keyed region last showed (see `update`): unchanged data is not rendered again. */
  keys: new Map(),
  driftKey: '',
  /** The run whose details are shown. */
  openRun: null,
  runs: [],
  /** Cron job id → its view (built once, updated in place so open histories and messages stay). */
  jobs: new Map(),
  restart: { status: [], drift: [] },
  counts: null,
  poll: { timer: 0, on: false, running: null, again: null, seq: 0 },
};

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

/** A small line icon (16×16, drawn with the text colour); hidden from assistive technology, which gets the text. */
function icon(...paths) {
  const NS = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(NS, 'svg');
  for (const [k, v] of Object.entries({ viewBox: '0 0 16 16', class: 'icon', 'aria-hidden': 'true', focusable: 'false' })) svg.setAttribute(k, v);
  for (const d of paths) {
    const path = document.createElementNS(NS, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
const TERMINAL = ['M2.5 3h11a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z', 'M4.5 6.5l2 1.5-2 1.5', 'M8 10h3.5'];

const nextId = () => `f${++state.uid}`;
/** Sets a message (unchanged text is left alone, so live regions do not announce it again). */
const say = (node, text, isError = false) => {
  const error = isError && Boolean(text);
  if (node.textContent === text && node.classList.contains('is-error') === error && node.childElementCount === 0) return;
  node.textContent = text;
  node.classList.toggle('is-error', error);
};
const messageOf = (r) => r.data.message || `The gateway answered ${r.status}.`;
/** Problems ({path, message}) as lines of text, each naming its path when it has one. */
const lines = (errors) => errors.map((e) => (e.path ? `${e.path}: ${e.message}` : String(e.message)));
const problems = (r) => lines(r.data.errors?.length ? r.data.errors : [{ message: messageOf(r) }]);
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

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

/**
 * Renders `data` into `node` unless it is what the node shows already. Focus on a control with a `data-key` moves to
 * the control with the same key in the new content, or (when it is gone, e.g. an approved run's buttons) to the
 * heading of the section around it, so a refresh never throws the keyboard user out to the top of the page.
 */
function update(node, data, render) {
  const key = JSON.stringify(data);
  if (state.keys.get(node.id) === key) return false;
  state.keys.set(node.id, key);
  const had = node.contains(document.activeElement);
  const focused = had ? document.activeElement.dataset?.key : undefined;
  node.replaceChildren(...[render()].flat().filter(Boolean));
  if (had) (node.querySelector(`[data-key="${CSS.escape(focused ?? '')}"]`) ?? node.closest('section')?.querySelector('[tabindex="-1"]'))?.focus();
  return true;
}
/** Relative times ("in 5 min") go stale: regions showing them are rendered again once a minute. */
const minute = () => Math.floor(Date.now() / 60_000);

// ---- Times ----------------------------------------------------------------------------------------------------------

const pad = (n) => String(n).padStart(2, '0');
const dateOf = (value) => (value === null || value === undefined ? null : new Date(value));

function whenText(d) {
  if (Number.isNaN(d.getTime())) return 'unknown time';
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC`;
}

function duration(ms) {
  if (ms === null || ms === undefined) return '–';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s < 10 ? s.toFixed(1) : Math.floor(s)} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${Math.floor(s % 60)} s`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h} h ${m % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

/** "in 5 min", "3 h ago": the largest unit only. */
function relative(d) {
  const diff = d.getTime() - Date.now();
  const s = Math.abs(diff) / 1000;
  if (s < 60) return diff > 0 ? 'in under a minute' : 'under a minute ago';
  const text = s < 3600 ? `${Math.floor(s / 60)} min` : s < 86_400 ? `${Math.floor(s / 3600)} h` : `${Math.floor(s / 86_400)} d`;
  return diff > 0 ? `in ${text}` : `${text} ago`;
}

/** A <time> (UTC), optionally with how far it is from now; "—" for none. */
function timeEl(value, rel = false) {
  const d = dateOf(value);
  if (!d || Number.isNaN(d.getTime())) return el('span', { class: 'none', text: value == null ? '—' : String(value) });
  return el('time', { datetime: d.toISOString(), text: whenText(d) + (rel ? ` (${relative(d)})` : '') });
}

const pill = (kind, value, text = value) => el('span', { class: 'pill', [`data-${kind}`]: value, text });
/** A definition list of [term, value] pairs (falsy pairs skipped); each pair in a div so the grid can lay it out. */
const facts = (pairs, cls = 'facts') => el('dl', { class: cls }, pairs.filter(Boolean).map(([k, v]) => el('div', {}, el('dt', { text: k }), el('dd', {}, v))));
const none = (text) => el('p', { class: 'none', text });
/** A block of program output: kept as written, scrollable (and reachable by keyboard) when long. */
const output = (text, label, cls = 'output') => el('pre', { class: cls, tabindex: '0', 'aria-label': label, text });

// ---- API ----------------------------------------------------------------------------------------------------------

async function api(method, path, { body, headers = {} } = {}) {
  const all = { Accept: 'application/json', ...headers };
  const token = sessionStorage.getItem(TOKEN_KEY);
  if (token) all.Authorization = `Bearer ${token}`;
  if (body !== undefined) all['Content-Type'] = 'application/json';
  // A read that hangs must not stall the refresh behind it; writes (a cron run) may take long and are not cut short.
  const signal = method === 'GET' ? AbortSignal.timeout(READ_TIMEOUT_MS) : undefined;
  const res = await fetch(new URL(path, base), { method, headers: all, cache: 'no-store', signal, body: body === undefined ? undefined : JSON.stringify(body) });
  if (res.status === 401) {
    showSignIn('The token was refused.');
    throw new SignedOut();
  }
  const data = await res.json().catch(() => null);
  return { ok: res.ok, status: res.status, data: data ?? {}, etag: res.headers.get('ETag') };
}

// ---- Live refresh ---------------------------------------------------------------------------------------------------

/**
 * One refresh at a time, its requests one after another; a refresh asked for while one runs happens once, after it.
 * The next one is planned only while the tab is visible; showing the tab again refreshes at once.
 */
function refresh() {
  const poll = state.poll;
  if (!poll.on) return Promise.resolve();
  if (poll.running) {
    poll.again ??= poll.running.then(() => {
      poll.again = null;
      return refresh();
    });
    return poll.again;
  }
  clearTimeout(poll.timer);
  poll.running = tick(poll.seq).finally(() => {
    poll.running = null;
    if (!poll.again) plan();
  });
  return poll.running;
}

function plan() {
  clearTimeout(state.poll.timer);
  if (state.poll.on && document.visibilityState === 'visible') state.poll.timer = setTimeout(refresh, POLL_MS);
}

async function tick(seq) {
  $('overview').setAttribute('aria-busy', 'true');
  try {
    for (const step of [loadStatus, checkDrift, loadJobs, loadRuns, loadRunDetail]) {
      if (!state.poll.on || seq !== state.poll.seq) return;
      await step();
    }
    say($('refresh-note'), `Updated ${whenText(new Date())}; refreshes every ${POLL_MS / 1000} s while this tab is visible.`);
  } catch (err) {
    if (!(err instanceof SignedOut)) say($('overview-message'), `Could not reach the gateway: ${err.message}`, true);
  } finally {
    $('overview').removeAttribute('aria-busy');
  }
}

function stopPolling() {
  const poll = state.poll;
  clearTimeout(poll.timer);
  poll.on = false;
  poll.seq += 1;
}

// ---- Sign-in --------------------------------------------------------------------------------------------------------

function showSignIn(message = '', isError = true) {
  sessionStorage.removeItem(TOKEN_KEY);
  stopPolling();
  chat.stop();
  memory.stop();
  Object.assign(state, { etag: null, entries: new Map(), keys: new Map(), driftKey: '', openRun: null, runs: [], jobs: new Map(), counts: null, restart: { status: [], drift: [] } });
  $('app').hidden = true;
  for (const id of ['sign-out', 'refresh', 'nav']) $(id).hidden = true;
  $('signin').hidden = false;
  const emptied = ['config-groups', 'runs-body', 'drift-banner', 'status', 'runs-message', 'conflict-message', 'service', 'approvals-body', 'approvals-message',
    'restart-body', 'deliveries-body', 'listeners-body', 'extensions-body', 'overview-message', 'cron-jobs', 'cron-message', 'run-detail-body', 'run-detail-message'];
  for (const id of emptied) $(id).replaceChildren();
  for (const id of ['drift-banner', 'drift-none', 'conflict-banner', 'runs-wrap', 'run-detail']) $(id).hidden = true;
  $('token').value = '';
  $('paircode').value = '';
  say($('signin-message'), message, isError);
  $('paircode').focus();
}

/** Verifies the stored token with GET api/config/list, then shows the app and starts the live refresh. */
async function start() {
  say($('signin-message'), 'Checking the token…');
  const r = await api('GET', 'api/config/list');
  if (!r.ok) return showSignIn(`The gateway refused access: ${messageOf(r)}`);
  applyList(r);
  say($('signin-message'), '');
  $('token').value = ''; // kept in session storage only, not in a hidden field
  $('signin').hidden = true;
  $('app').hidden = false;
  for (const id of ['sign-out', 'refresh', 'nav']) $(id).hidden = false;
  $('overview-title').focus();
  stopPolling();
  state.poll.on = true;
  chat.start();
  // Before the first refresh, not beside it: the page makes one request at a time.
  await guard(memory.start, () => $('memory-message'))();
  await refresh();
}

// ---- Overview -------------------------------------------------------------------------------------------------------

async function loadStatus() {
  const r = await api('GET', 'api/status');
  if (!r.ok) {
    const why = r.status === 404 ? 'this gateway has no GET /api/status' : r.status === 503 ? 'the gateway runs outside a daemon' : messageOf(r);
    return say($('overview-message'), `The service status is not available: ${why}.`, true);
  }
  say($('overview-message'), '');
  renderStatus(r.data);
}

function renderStatus(s) {
  const sections = s.sections ?? {};
  const sop = sections.sop ?? {};
  const waiting = sop.waiting_for_approval ?? [];
  const channels = sections.webhook?.channels ?? [];
  const failed = channels.flatMap((c) => (c.failed_deliveries ?? []).map((f) => ({ ...f, channel: c.channel })));
  state.restart.status = s.restart_required ?? [];

  update($('service'), [s, minute()], () => serviceFacts(s));
  const estop = sections.estop;
  $('estop').hidden = !estop || estop.enabled === false;
  update($('estop-body'), [estop ?? null], () => estopView(estop ?? {}));
  attention('estop', estop?.engaged === true);
  const otp = sections.otp;
  // Shown while codes are asked, and while a call waits with security.otp off (a risk profile's "otp" level).
  $('otp').hidden = !otp || (otp.enabled !== true && !(otp.pending ?? []).length);
  state.otpPending = (otp?.pending ?? []).map((c) => c.id);
  update($('otp-body'), [otp ?? null], () => otpView(otp ?? {}));
  attention('otp', (otp?.pending ?? []).length > 0);
  update($('approvals-body'), [waiting, sop.engine, minute()], () => approvalsView(waiting, sop));
  update($('deliveries-body'), [channels], () => deliveriesView(channels, failed, 'webhook' in sections));
  update($('listeners-body'), s.listeners ?? [], () => listenersView(s.listeners ?? []));
  update($('extensions-body'), [s.extensions ?? [], s.not_running ?? null], () => extensionsView(s.extensions ?? [], s.not_running));
  renderRestart();
  attention('approvals', waiting.length > 0);
  attention('deliveries', failed.length > 0);
  attention('extensions', (s.extensions ?? []).some((e) => e.state === 'failed' || e.last_error));
  announce({ waiting: waiting.length, failed: failed.length, restart: state.restart.status.length });
}

function attention(id, on) {
  $(id).toggleAttribute('data-attention', on);
}

/** Says in the page's status region what newly needs attention (not on the first load, which the page shows). */
function announce(counts) {
  const before = state.counts;
  state.counts = counts;
  if (!before) return;
  const news = [
    counts.waiting > before.waiting && `${plural(counts.waiting, 'SOP run')} waiting for approval.`,
    counts.failed > before.failed && `${plural(counts.failed, 'failed delivery', 'failed deliveries')}.`,
    counts.restart > before.restart && `${plural(counts.restart, 'setting')} waiting for a restart.`,
  ].filter(Boolean);
  if (news.length) say($('status'), news.join(' '));
}

/** `$1.23 of $10.00` from the cost section's period (`svc cost`), with the unpriced calls it leaves out. */
function spendText(p) {
  const usd = (n) => `$${n.toFixed(2)}`;
  return `${usd(p.usd)}${p.limit_usd > 0 ? ` of ${usd(p.limit_usd)}` : ''}${p.unpriced_calls ? ` (${plural(p.unpriced_calls, 'call')} with an unknown price)` : ''}`;
}

function serviceFacts(s) {
  const { cron, backup, sop, cost } = s.sections ?? {};
  const next = cron?.next_runs?.[0];
  const last = backup?.last;
  return facts([
    ['Version', `svc ${s.version}`],
    ['Phase', pill('phase', s.phase)],
    ['Mode', `${s.mode} (pid ${s.pid})`],
    ['Up for', duration(s.uptime_ms)],
    sop && !sop.engine && ['SOP runs', `${sop.running ?? 0} running, ${(sop.waiting_for_approval ?? []).length} waiting`],
    cron && ['Scheduler', cron.scheduler === 'off' ? 'off' : `${cron.scheduler}, ${cron.running ?? 0} running`],
    next && ['Next cron run', [el('code', { text: next.job }), ' ', timeEl(next.next_run_at, true)]],
    cost?.today && ['Spend today (UTC)', `${spendText(cost.today)}, budgets ${cost.mode}`],
    cost?.month && ['Spend this month', spendText(cost.month)],
    backup && ['Backup', [backup.schedule === 'none' ? 'not scheduled' : backup.schedule,
      last && (last.error ? el('span', { class: 'is-error' }, '; last failed ', timeEl(last.at), `: ${last.error}`) : ['; last ', timeEl(last.at, true)])]],
  ]);
}

// ---- Emergency stop ---------------------------------------------------------------------------------------------------

/** Engage (with a reason), or resume (with a one-time password when the daemon asks for one). */
function estopView(s) {
  const id = nextId();
  if (s.engaged) {
    return [
      el('p', { class: 'is-error' }, el('strong', { text: 'Engaged' }), ' since ', timeEl(s.engaged_at), s.by ? ` by ${s.by}` : '', s.reason ? `: ${s.reason}` : '',
        '. Every tool and model call is refused.'),
      el('form', { class: 'signin-form', novalidate: true, onsubmit: guard((e) => (e.preventDefault(), estopAction('resume', { code: $(id).value.trim() || undefined })), () => $('estop-message')) },
        el('label', { for: id, text: 'One-time password' }),
        el('input', { id, autocomplete: 'one-time-code', inputmode: 'numeric', spellcheck: 'false', 'data-key': 'estop:code' }),
        el('button', { type: 'submit', 'data-key': 'estop:resume', text: 'Resume' })),
    ];
  }
  return [
    el('p', { text: s.resumed_at ? `Not engaged (resumed ${whenText(new Date(s.resumed_at))}${s.by ? ` by ${s.by}` : ''}).` : 'Not engaged.' }),
    el('form', { class: 'signin-form', novalidate: true, onsubmit: guard((e) => (e.preventDefault(), estopAction('engage', { reason: $(id).value.trim() || undefined })), () => $('estop-message')) },
      el('label', { for: id, text: 'Reason' }),
      el('input', { id, autocomplete: 'off', 'data-key': 'estop:reason' }),
      el('button', { type: 'submit', class: 'danger', 'data-key': 'estop:engage', text: 'Engage emergency stop' })),
  ];
}

// ---- One-time passwords -----------------------------------------------------------------------------------------------

/**
 * The gated tool calls waiting for a code, each with a button that gives the code typed in the panel's field (outside
 * this list, so a refresh keeps a half-typed code) for that call alone, like `svc otp verify CODE --challenge ID`.
 */
function otpView(s) {
  const pending = s.pending ?? [];
  return [
    pending.length
      ? el('ul', { class: 'items compact' }, ...pending.map((c) => el('li', {},
        el('code', { text: c.tool }), ` by agent ${c.agent} on ${c.channel}${c.asked === 'channel' ? ' (its sender was asked too)' : ''}; until `,
        timeEl(c.expires_at), c.attempts ? `; ${plural(c.attempts, 'wrong code')}` : '', ' ',
        // What the call does (redacted, bounded: the daemon's summary, never the raw arguments).
        c.summary ? el('code', { class: 'summary', text: c.summary }) : '', ' ',
        el('button', { type: 'button', 'data-key': `otp:verify:${c.id}`, 'aria-label': `Give code for ${c.tool} (${c.id})`, text: 'Give code', onclick: guard(() => otpVerify($('otp-code'), c.id), () => $('otp-message')) }))))
      : el('p', { text: s.enrolled === false ? 'No secret is enrolled (svc otp enroll): gated calls are refused.' : 'No gated call waits for a code.' }),
  ];
}

async function otpVerify(input, challenge) {
  const r = await api('POST', 'api/otp/verify', { body: { code: input.value.trim(), challenge } });
  input.value = '';
  const v = r.data ?? {};
  say($('otp-message'), !r.ok ? `Not accepted: ${messageOf(r)}` : v.valid ? `Code accepted${v.answered?.length ? `: ${plural(v.answered.length, 'waiting call')} run` : ''}.` : `Not accepted: ${v.reason ?? 'the code is wrong'}${v.refused?.length ? `; ${plural(v.refused.length, 'waiting call')} refused` : ''}.`, !r.ok || !v.valid);
  await refresh();
}

async function estopAction(action, body) {
  const r = await api('POST', `api/estop/${action}`, { body });
  say($('estop-message'), r.ok ? (action === 'engage' ? 'Emergency stop engaged.' : 'Resumed.') : `Not ${action === 'engage' ? 'engaged' : 'resumed'}: ${messageOf(r)}`, !r.ok);
  await refresh();
}

function decisionButtons(id, where) {
  const key = where.id;
  return [
    el('button', { type: 'button', 'data-key': `${key}:approve:${id}`, 'aria-label': `Approve run ${id}`, text: 'Approve', onclick: guard(() => decide(id, 'approve', where), () => where) }),
    el('button', { type: 'button', class: 'danger', 'data-key': `${key}:reject:${id}`, 'aria-label': `Reject run ${id}`, text: 'Reject', onclick: guard(() => decide(id, 'reject', where), () => where) }),
  ];
}

function approvalsView(waiting, sop) {
  if (sop.engine === 'off') return none('The SOP engine is not running.');
  if (!waiting.length) return none('No SOP run is waiting for approval.');
  const where = $('approvals-message');
  return el('ul', { class: 'items' }, waiting.map((w) => el('li', { 'data-run-id': w.run_id },
    el('p', {}, el('strong', { text: w.sop }), ' ', el('code', { text: w.run_id })),
    el('p', { class: 'meta' }, `step ${w.step}, waiting since `, timeEl(w.since, true)),
    el('div', { class: 'actions' }, decisionButtons(w.run_id, where),
      el('button', { type: 'button', class: 'secondary', 'data-key': `approvals:show:${w.run_id}`, 'aria-label': `Steps of run ${w.run_id}`, text: 'Steps', onclick: guard(() => showRun(w.run_id), () => where) })))));
}

function renderRestart() {
  const paths = [...new Set([...state.restart.status, ...state.restart.drift])].sort();
  attention('restart', paths.length > 0);
  update($('restart-body'), paths, () => (paths.length
    ? [el('p', { text: 'Changed in the running configuration; these apply only when the daemon restarts:' }), el('ul', { class: 'paths' }, paths.map((p) => el('li', {}, el('code', { text: p }))))]
    : none('Nothing waits for a restart.')));
}

function deliveriesView(channels, failed, known) {
  if (!known) return none('No webhook channel status here.');
  if (!channels.length) return none('No webhook channel is running.');
  return [
    el('ul', { class: 'items compact' }, channels.map((c) => el('li', { 'data-channel': c.channel },
      el('code', { text: c.channel }), `: ${c.inbound_queued ?? 0} inbound queued, ${c.outbound_pending ?? 0} outbound pending, ${plural((c.failed_deliveries ?? []).length, 'failed delivery', 'failed deliveries')}`))),
    failed.length
      ? el('ul', { class: 'items failures' }, failed.map((f) => el('li', { 'data-delivery-id': f.delivery_id },
        el('p', {}, el('code', { text: f.channel }), ' to ', el('strong', { class: 'recipient', text: f.recipient }), ', ', timeEl(f.at)),
        el('p', { class: 'error-text', text: f.error }),
        el('p', { class: 'meta' }, 'delivery ', el('code', { text: f.delivery_id })))))
      : none('No failed deliveries.'),
  ];
}

function listenersView(listeners) {
  if (!listeners.length) return none('Nothing listens.');
  return el('ul', { class: 'items compact' }, listeners.map((l) => el('li', { 'data-listener': l.name },
    el('strong', { text: l.name }), ' ', el('code', { class: 'url', text: l.url }), l.extension !== l.name && el('span', { class: 'meta', text: ` (${l.extension})` }))));
}

/**
 * Extensions with a problem (failed, or a last error) in a table with the error; the others as a compact list, each
 * `running` or `inert` (it only validates its sections); then the config that is accepted but does not run yet.
 */
function extensionsView(extensions, notRunning) {
  const bad = extensions.filter((e) => e.state === 'failed' || e.last_error);
  const good = extensions.filter((e) => !bad.includes(e));
  return [
    bad.length
      ? el('table', { class: 'cards-on-phone ext-table' },
        el('caption', { text: `${plural(bad.length, 'extension')} with a problem` }),
        el('thead', {}, el('tr', {}, ['Extension', 'State', 'Last error'].map((h) => el('th', { scope: 'col', text: h })))),
        el('tbody', {}, bad.map((e) => el('tr', { 'data-extension': e.name },
          el('td', { 'data-label': 'Extension' }, el('code', { text: e.name })),
          el('td', { 'data-label': 'State' }, pill('state', e.state)),
          el('td', { 'data-label': 'Last error', class: 'last-error' }, e.last_error
            ? [timeEl(e.last_error.time), ' ', el('span', { class: 'error-text', text: e.last_error.msg }), e.last_error.code && [' ', el('code', { text: e.last_error.code })]]
            : el('span', { class: 'none', text: 'none logged' }))))))
      : none('No extension has failed or logged an error since the start.'),
    good.length > 0 && el('h4', { text: `Without errors (${good.length})` }),
    good.length > 0 && el('ul', { class: 'chips' }, good.map((e) => el('li', { 'data-extension': e.name }, el('code', { text: e.name }), ' ', pill('state', e.state)))),
    notRunning && notRunningView(notRunning),
  ];
}

/** The sections with no runtime, and what the config writes that does not run yet (`svc config inert` lists it all). */
function notRunningView({ sections = [], written = [] }) {
  return el('div', { class: 'not-running', id: 'not-running' },
    el('h4', { text: `Sections without a runtime (${sections.length})` }),
    sections.length ? el('p', { class: 'meta' }, sections.flatMap((p, i) => [i ? ', ' : '', el('code', { text: p })])) : none('Every section runs.'),
    el('h4', { text: `Written, not running yet (${written.length})` }),
    written.length
      ? el('ul', { class: 'items compact', 'data-attention': '' }, written.map((p) => el('li', {}, el('code', { text: p }))))
      : none('The config writes nothing that does not run.'));
}

// ---- Cron jobs ------------------------------------------------------------------------------------------------------

async function loadJobs() {
  const r = await api('GET', 'api/cron/jobs');
  const message = $('cron-message');
  if (!r.ok) {
    renderJobs([]);
    if (r.status === 404) return say(message, 'No cron routes here: the cron extension is not loaded.');
    if (r.status === 503) return say(message, 'The scheduler is not running here.');
    return say(message, `Could not load the cron jobs: ${messageOf(r)}`, true);
  }
  const jobs = r.data.jobs ?? [];
  say(message, jobs.length ? plural(jobs.length, 'job') + '.' : 'No cron jobs.');
  await renderJobs(jobs);
}

/** Updates each job's view in place; an open history is read again when the job's last run changed. */
async function renderJobs(jobs) {
  const box = $('cron-jobs');
  const wanted = [];
  const stale = [];
  for (const job of jobs) {
    let view = state.jobs.get(job.id);
    if (!view) state.jobs.set(job.id, (view = jobView(job.id)));
    const key = JSON.stringify([job, minute()]);
    if (view.key !== key) {
      const lastChanged = view.last !== JSON.stringify(job.last_run);
      Object.assign(view, { key, last: JSON.stringify(job.last_run) });
      fillJob(view, job);
      if (lastChanged && view.history.open) stale.push(view);
    }
    wanted.push(view.node);
  }
  for (const [id, view] of state.jobs) if (!jobs.some((j) => j.id === id)) state.jobs.delete(id);
  // Moving a node would drop focus inside it: only reorder when the order changed.
  if (wanted.length !== box.children.length || wanted.some((n, i) => box.children[i] !== n)) box.replaceChildren(...wanted);
  for (const view of stale) await loadHistory(view);
}

function jobView(id) {
  const titleId = nextId();
  const view = { id, key: '', last: '', running: false };
  view.title = el('h3', { id: titleId });
  view.facts = el('div', { class: 'job-facts' });
  view.run = el('button', { type: 'button', 'aria-label': `Run job ${id} now`, text: 'Run now', onclick: () => runNow(view) });
  view.status = el('p', { class: 'message job-status', role: 'status', 'aria-live': 'polite' });
  view.result = el('div', { class: 'job-result' });
  view.historyBody = el('div', { class: 'history-body' });
  view.history = el('details', { class: 'history' }, el('summary', {}, 'History', el('span', { class: 'visually-hidden', text: ` of job ${id}` })), view.historyBody);
  view.history.addEventListener('toggle', () => view.history.open && guard(() => loadHistory(view), () => view.status)());
  view.node = el('article', { class: 'job panel', 'data-job-id': id, 'aria-labelledby': titleId },
    view.title, view.facts, el('div', { class: 'actions' }, view.run), view.status, view.result, view.history);
  return view;
}

function fillJob(view, job) {
  const last = job.last_run;
  view.title.replaceChildren(...[el('code', { text: job.id }), job.name && el('span', { class: 'job-name', text: ` ${job.name}` })].filter(Boolean));
  view.facts.replaceChildren(
    el('p', { class: 'tags' }, pill('source', job.source), ' ', pill('enabled', String(job.enabled), job.enabled ? 'enabled' : 'disabled'), job.job_type && [' ', pill('type', job.job_type)]),
    facts([
      ['Schedule', job.schedule],
      ['Next run', job.next_run_at ? timeEl(job.next_run_at, true) : el('span', { class: 'none', text: job.enabled ? 'not planned' : 'disabled' })],
      ['Last run', last
        ? el('span', { class: 'last-run' }, pill('status', last.status), ` ${last.trigger}, `, timeEl(last.started_at, true), last.duration_ms != null && `, took ${duration(last.duration_ms)}`)
        : el('span', { class: 'none', text: 'never' })],
    ]),
  );
}

async function runNow(view) {
  if (view.running) return; // aria-disabled keeps focus on the button; a second click does nothing
  view.running = true;
  view.run.setAttribute('aria-disabled', 'true');
  view.run.textContent = 'Running…';
  say(view.status, `Running ${view.id}…`);
  view.result.replaceChildren();
  try {
    const r = await api('POST', `api/cron/${enc(view.id)}/run`);
    if (!r.ok) say(view.status, `${view.id} did not run: ${messageOf(r)}`, true);
    else {
      const d = r.data;
      say(view.status, `${view.id} finished: ${d.status}, took ${duration(d.duration_ms)}.`, d.status !== 'ok');
      view.result.replaceChildren(...[
        d.output && output(d.output, `Output of ${view.id}`),
        d.error && output(d.error, `Error of ${view.id}`, 'output is-error'),
      ].filter(Boolean));
    }
  } catch (err) {
    if (!(err instanceof SignedOut)) say(view.status, `${view.id} did not run: ${err.message}`, true);
  } finally {
    view.running = false;
    view.run.removeAttribute('aria-disabled');
    view.run.textContent = 'Run now';
  }
  await refresh();
}

async function loadHistory(view) {
  if (!view.historyBody.childElementCount) view.historyBody.replaceChildren(none('Loading…'));
  const r = await api('GET', `api/cron/jobs/${enc(view.id)}/history`);
  if (!r.ok) return view.historyBody.replaceChildren(el('p', { class: 'is-error', text: `Could not load the history: ${messageOf(r)}` }));
  const runs = r.data.runs ?? [];
  view.historyBody.replaceChildren(runs.length
    ? el('ol', { class: 'history-list' }, runs.map((run) => el('li', { 'data-run-id': run.id },
      el('p', {}, pill('status', run.status), ` ${run.trigger}, `, timeEl(run.started_at), run.duration_ms != null && `, took ${duration(run.duration_ms)}`),
      run.output && output(run.output, `Output of the run of ${whenText(new Date(run.started_at))}`),
      run.error && output(run.error, `Error of the run of ${whenText(new Date(run.started_at))}`, 'output is-error'))))
    : none('No runs yet.'));
}

// ---- SOP runs -------------------------------------------------------------------------------------------------------

async function loadRuns() {
  const message = $('runs-message');
  const r = await api('GET', 'api/sop/runs');
  $('runs-wrap').hidden = !r.ok;
  if (r.status === 503) return say(message, 'The SOP engine is not running.');
  if (r.status === 404) return say(message, 'No SOP routes here: the sop extension is not loaded.');
  if (!r.ok) return say(message, `Could not load the SOP runs: ${messageOf(r)}`, true);
  state.runs = [...(r.data.runs ?? [])].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
  renderRuns();
  const n = state.runs.length;
  say(message, !n ? 'No SOP runs yet.' : n > RUNS_SHOWN ? `The ${RUNS_SHOWN} newest of ${n} runs.` : `${plural(n, 'run')}.`);
}

function renderRuns() {
  const shown = state.runs.slice(0, RUNS_SHOWN);
  update($('runs-body'), [shown, state.openRun], () => shown.map(runRow));
}

function runRow(run) {
  const where = $('runs-message');
  const open = state.openRun === run.id;
  // data-label names the column when narrow screens show each run as a card; no actions, no cell content.
  return el('tr', { 'data-run-id': run.id, class: open ? 'is-open' : undefined },
    el('td', { 'data-label': 'Run' }, el('button', { type: 'button', class: 'link', 'data-key': `runs:show:${run.id}`, 'aria-label': `Steps of run ${run.id}`,
      'aria-controls': 'run-detail', 'aria-expanded': String(open), onclick: guard(() => showRun(run.id), () => where) }, el('code', { text: run.id }))),
    el('td', { 'data-label': 'SOP' }, run.sop),
    el('td', { 'data-label': 'Status' }, pill('status', run.status)),
    el('td', { 'data-label': 'Created' }, timeEl(run.created_at)),
    el('td', { class: 'actions', 'data-label': 'Actions' }, run.status === 'pending_approval' ? decisionButtons(run.id, where) : []));
}

async function showRun(id) {
  state.openRun = id;
  state.keys.delete('run-detail-body');
  $('run-detail-title').textContent = `Run ${id}`;
  say($('run-detail-message'), 'Loading…');
  $('run-detail').hidden = false;
  renderRuns();
  $('run-detail-title').focus();
  await loadRunDetail();
}

function closeRun() {
  const id = state.openRun;
  state.openRun = null;
  $('run-detail').hidden = true;
  $('run-detail-body').replaceChildren();
  renderRuns();
  (document.querySelector(`[data-key="runs:show:${CSS.escape(id ?? '')}"]`) ?? $('runs-title')).focus();
}

async function loadRunDetail() {
  const id = state.openRun;
  if (!id) return;
  const r = await api('GET', `api/sop/runs/${enc(id)}`);
  if (state.openRun !== id) return;
  const message = $('run-detail-message');
  if (!r.ok) return say(message, r.status === 404 ? `No run has the id ${id}.` : `Could not load run ${id}: ${messageOf(r)}`, true);
  say(message, '');
  const { payload, ...run } = r.data; // the event's body is untrusted input: it is not shown
  update($('run-detail-body'), run, () => runDetail(run));
}

function runDetail(run) {
  const g = run.guard;
  const steps = run.steps ?? [];
  return [
    facts([
      ['SOP', run.sop],
      ['Status', pill('status', run.status)],
      run.trigger && ['Trigger', `${run.trigger.source} ${run.trigger.topic}`],
      ['Created', timeEl(run.created_at)],
      ['Updated', timeEl(run.updated_at)],
      run.finished_at && ['Finished', timeEl(run.finished_at)],
      run.awaiting && ['Waiting', [`for approval of step ${run.awaiting.step + 1} since `, timeEl(run.awaiting.since)]],
      run.decided_by && ['Decided by', el('code', { text: run.decided_by })],
      run.retries > 0 && ['Retries', String(run.retries)],
      g && (g.unsafe || g.findings?.length) && ['Input guard', `${g.unsafe ? 'unsafe' : 'flagged'} (score ${g.score}, mode ${g.mode}): ${g.findings.join(', ')}`],
      run.error && ['Error', el('span', { class: 'error-text', text: run.error })],
    ]),
    run.status === 'pending_approval' && el('div', { class: 'actions' }, decisionButtons(run.id, $('run-detail-message'))),
    el('h4', { text: `Steps (${steps.length})` }),
    steps.length
      ? el('ol', { class: 'steps' }, steps.map((s) => el('li', { 'data-step': s.number },
        el('p', { class: 'step-head' }, el('strong', { text: `Step ${s.number}: ${s.title}` }), ' ', pill('status', s.status),
          s.attempts > 0 && el('span', { class: 'meta', text: ` ${plural(s.attempts, 'attempt')}` })),
        s.output && output(s.output, `Output of step ${s.number}`),
        s.error && output(s.error, `Error of step ${s.number}`, 'output is-error'),
        !s.output && !s.error && el('p', { class: 'none', text: s.status === 'pending' ? 'Not run yet.' : 'No output yet.' }))))
      : none('This run has no steps.'),
  ];
}

async function decide(id, decision, where) {
  const r = await api('POST', `api/sop/runs/${enc(id)}/${decision}`);
  const done = decision === 'approve' ? 'approved' : 'rejected';
  say(where, r.ok ? `Run ${id} ${done}.` : `Run ${id} was not ${done}: ${messageOf(r)}`, !r.ok);
  await refresh();
}

// ---- Config editor ------------------------------------------------------------------------------------------------

const typesOf = (entry) => String(entry.type).split('|');
/** String fields are edited as raw text; everything else as JSON. */
const isRaw = (entry) => typesOf(entry).includes('string') && (entry.value == null || typeof entry.value === 'string');
const textOf = (entry) => (entry.value == null ? '' : isRaw(entry) ? entry.value : JSON.stringify(entry.value));
/** Set by the operator: in config.toml or the environment (`source`), not the schema's default. */
const isSet = (entry) => entry.source === 'file' || entry.source === 'env';

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
      el('summary', {}, el('h3', { text: name }), el('span', { class: 'count' })),
      entries.map(renderRow));
    if (open.get(name)) details.dataset.autoOpened = '1';
    const section = el('section', { class: 'group', 'data-section': name }, details);
    countSet(section);
    return section;
  });
  $('config-groups').replaceChildren(...sections);
  applyFilter();
}

/** A section's summary: how many settings it has and how many of them are set. */
function countSet(section) {
  const rows = section.querySelectorAll('.row');
  const set = section.querySelectorAll('.row[data-set]').length;
  section.querySelector('.count').textContent = `${plural(rows.length, 'setting')}${set ? `, ${set} set` : ''}`;
}

/** A row: its body (rebuilt after a save) and a status line that stays, so screen readers announce it. */
function renderRow(entry) {
  return el('div', { class: 'row', 'data-path': entry.path, 'data-set': isSet(entry) },
    renderBody(entry),
    el('p', { class: 'field-status', role: 'status', 'aria-live': 'polite' }));
}

function onRowSubmit(event) {
  event.preventDefault();
  const row = event.target.closest('.row');
  guard(() => save(row), () => row.querySelector('.field-status'))();
}

function envBadge(entry) {
  const label = entry.env_var ? `env: overridden by the environment variable ${entry.env_var}` : 'env: overridden by an environment variable';
  return el('span', { class: 'env-badge', role: 'img', 'aria-label': label, title: label }, icon(...TERMINAL), el('span', { text: 'env' }));
}

function renderBody(entry) {
  const pathId = nextId();
  const inputId = nextId();
  const head = el('div', { class: 'row-head' },
    el('code', { class: 'path', id: pathId, text: entry.path }),
    el('span', { class: 'type', text: entry.type }),
    entry.is_env_overridden && envBadge(entry),
    entry.is_secret && el('span', { class: 'secret-state', text: entry.populated ? 'set' : 'unset' }),
    'default' in entry && el('span', { class: 'default', text: `default: ${JSON.stringify(entry.default)}` }));
  const warning = entry.is_env_overridden && el('p', { class: 'env-warning', role: 'note' },
    'Set by ', entry.env_var ? el('code', { class: 'env-var', text: entry.env_var }) : 'an environment variable',
    ': edits are written to config.toml but do not take effect while the variable is set.');
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
  // The row stays where it is even if it no longer matches "set by me": it does not vanish under the cursor.
  row.toggleAttribute('data-set', r.data.entry ? isSet(r.data.entry) : false);
  countSet(row.closest('.group'));
  const parts = [r.data.entry ? 'Saved.' : 'Saved; the key was removed.'];
  if (r.data.restart_required?.length) parts.push(`Needs a restart: ${r.data.restart_required.join(', ')}`);
  if (r.data.warning) parts.push(r.data.warning);
  say(status, parts.join(' '));
  await refresh();
}

function applyFilter() {
  const query = $('search').value.trim().toLowerCase();
  const onlySet = $('only-set').checked;
  const filtering = Boolean(query) || onlySet;
  let shown = 0;
  for (const section of $('config-groups').children) {
    let matches = 0;
    for (const row of section.querySelectorAll('.row')) {
      row.hidden = (Boolean(query) && !row.dataset.path.toLowerCase().includes(query)) || (onlySet && !row.hasAttribute('data-set'));
      if (!row.hidden) matches++;
    }
    section.hidden = matches === 0;
    const details = section.querySelector('details');
    if (filtering && matches && !details.open) {
      details.open = true;
      details.dataset.autoOpened = '1';
    } else if (!filtering && details.dataset.autoOpened) {
      details.open = false;
      delete details.dataset.autoOpened;
    }
    shown += matches;
  }
  const total = state.entries.size;
  $('search-count').textContent = onlySet
    ? `${shown} of ${total} settings ${query ? 'match and are' : 'are'} set in config.toml or the environment.`
    : query ? `${shown} of ${total} settings match.` : `${total} settings in ${$('config-groups').children.length} sections.`;
}

// ---- Conflict and drift ---------------------------------------------------------------------------------------------

function showConflict() {
  say($('conflict-message'), '');
  $('conflict-banner').hidden = false;
  $('conflict-banner').scrollIntoView({ block: 'nearest' });
}

/** POST api/config/reload, then the list (and its ETag) and the rest again; 400 problems go to `messageNode`. */
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
  await refresh();
}

async function checkDrift() {
  const r = await api('GET', 'api/config/drift');
  if (!r.ok) return;
  state.restart.drift = r.data.restart_required ?? [];
  renderRestart();
  renderDrift(r.data);
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
  $('drift-none').hidden = !banner.hidden;
  attention('drift', !banner.hidden);
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

// ---- Wiring ---------------------------------------------------------------------------------------------------------

const chat = createChat({ base, token: () => sessionStorage.getItem(TOKEN_KEY) ?? '', say });
const memory = createMemory({ api, say, guard });

/**
 * Trades a pairing code (typed, or from a `svc dashboard` link) for a token with POST pair, then signs in with it. The
 * code is single use: a failed or repeated attempt says so and leaves the form.
 */
async function pairWith(code) {
  say($('signin-message'), 'Pairing…');
  const res = await fetch(new URL('pair', base), { method: 'POST', headers: { Accept: 'application/json', 'X-Pairing-Code': code }, cache: 'no-store' });
  const data = await res.json().catch(() => ({}));
  if (!res.ok || typeof data.token !== 'string') {
    const why = data.error === 'pairing_locked' ? `too many failed attempts; try again in ${data.retry_after ?? 'a few'} s` : data.error === 'invalid_pairing_code' ? 'the code is wrong, used or expired (svc dashboard or svc gateway get-paircode give a new one)' : messageOf({ status: res.status, data });
    return showSignIn(`Pairing failed: ${why}.`);
  }
  sessionStorage.setItem(TOKEN_KEY, data.token);
  $('paircode').value = '';
  return start();
}

/** The code of a `svc dashboard` link (`#code=…`), taken out of the address bar and history before anything else. */
function linkCode() {
  const match = /^#code=([^&]+)$/.exec(location.hash);
  if (!match) return null;
  history.replaceState(null, '', location.pathname + location.search);
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

$('pair-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const code = $('paircode').value.trim();
  if (!/^[\x21-\x7e]{1,128}$/.test(code)) return say($('signin-message'), 'Enter the pairing code that svc gateway get-paircode printed.', true);
  guard(() => pairWith(code), () => $('signin-message'))();
});
$('signin-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const token = $('token').value.trim();
  if (!/^[\x21-\x7e]+$/.test(token)) return say($('signin-message'), 'Enter the paired token (printable ASCII, e.g. svc_…).', true);
  sessionStorage.setItem(TOKEN_KEY, token);
  guard(start, () => $('signin-message'))();
});
$('otp-form').addEventListener('submit', (event) => {
  event.preventDefault();
  // Enter in the field answers the one waiting call; with several, each row's button names the call.
  const ids = state.otpPending ?? [];
  if (ids.length !== 1) return say($('otp-message'), ids.length ? 'Several calls wait: press the button of the call this code answers.' : 'No gated call waits for a code.', true);
  guard(() => otpVerify($('otp-code'), ids[0]), () => $('otp-message'))();
});
$('sign-out').addEventListener('click', () => showSignIn('Signed out.', false));
$('refresh').addEventListener('click', () => void refresh());
$('search').addEventListener('input', applyFilter);
$('only-set').addEventListener('change', applyFilter);
$('conflict-reload').addEventListener('click', guard(() => reload($('conflict-message')), () => $('conflict-message')));
$('run-detail-close').addEventListener('click', closeRun);
document.addEventListener('visibilitychange', () => (document.visibilityState === 'visible' ? void refresh() : clearTimeout(state.poll.timer)));

const code = linkCode();
if (code) {
  showSignIn('', false);
  guard(() => pairWith(code), () => $('signin-message'))();
} else if (sessionStorage.getItem(TOKEN_KEY)) guard(start, () => $('signin-message'))();
else showSignIn();
