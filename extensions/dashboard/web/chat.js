// svc dashboard: the Chat view. Conversations with the agents over the gateway's WebSocket chat (GET ws/chat; the
// frames are described in docs/guides/chat.md): the list of conversations, replies streamed as the model writes them,
// each turn's tool calls folded under the reply, a "New chat" button, and a resume after a reconnect.

/** Reconnects after a dropped socket wait 1, 2, 4 … s, at most this long; after this many in a row the view stops. */
const RECONNECT_MAX_MS = 30_000;
const RECONNECT_TRIES = 8;

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

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const timeText = (ms) => (ms ? new Date(ms).toLocaleString([], { dateStyle: 'short', timeStyle: 'short' }) : '');

/**
 * Mounts the view on the page's #chat elements. `token()` is the signed-in bearer token; `say(node, text, isError)`
 * the page's message setter. `start()` connects (after sign-in), `stop()` closes (sign-out).
 */
export function createChat({ base, token, say }) {
  const $ = (id) => document.getElementById(id);
  const ui = { list: $('chat-sessions'), log: $('chat-log'), form: $('chat-form'), input: $('chat-input'), send: $('chat-send'), cancel: $('chat-cancel'), message: $('chat-message'), title: $('chat-current') };
  const state = { socket: null, on: false, tries: 0, timer: 0, current: null, sessions: [], running: new Set(), reply: null, agent: null };

  function connect() {
    if (!state.on || state.socket) return;
    const url = new URL('ws/chat', base);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    // A browser cannot send Authorization on a WebSocket: the token is offered as a subprotocol, never put in the URL.
    const socket = new WebSocket(url, ['svc.chat', `svc.bearer.${token()}`]);
    state.socket = socket;
    socket.addEventListener('open', () => {
      state.tries = 0;
      say(ui.message, '');
      send({ type: 'sessions' });
      if (state.current) send({ type: 'resume', session: state.current });
    });
    socket.addEventListener('message', (event) => {
      let frame;
      try {
        frame = JSON.parse(event.data);
      } catch {
        return;
      }
      on(frame);
    });
    socket.addEventListener('close', () => {
      if (state.socket !== socket) return;
      state.socket = null;
      if (state.reply) finishReply(null, 'The connection closed; the reply will be here when the chat reconnects.');
      setBusy(false);
      if (!state.on) return;
      if (++state.tries > RECONNECT_TRIES) return say(ui.message, 'The chat is disconnected. Reload the page to try again.', true);
      const wait = Math.min(RECONNECT_MAX_MS, 1000 * 2 ** (state.tries - 1));
      say(ui.message, `The chat is disconnected; trying again in ${Math.round(wait / 1000)} s…`, true);
      state.timer = setTimeout(connect, wait);
    });
  }

  function send(frame) {
    if (state.socket?.readyState !== WebSocket.OPEN) return false;
    state.socket.send(JSON.stringify(frame));
    return true;
  }

  function on(frame) {
    switch (frame.type) {
      case 'welcome':
        state.agent = frame.agent;
        return;
      case 'sessions':
        state.sessions = frame.sessions ?? [];
        state.running = new Set(state.sessions.filter((s) => s.running).map((s) => s.id));
        return renderList();
      case 'session':
        if (!state.sessions.some((s) => s.id === frame.session)) state.sessions.unshift({ id: frame.session, agent: frame.agent, title: frame.title, updated_at: frame.updated_at });
        if (state.current === null && state.reply) {
          state.current = frame.session;
          state.reply.session = frame.session;
        }
        return renderList();
      case 'history':
        if (frame.session !== state.current) return;
        renderHistory(frame.messages ?? []);
        if (frame.running) startReply();
        return;
      case 'text':
        if (frame.session === state.current) appendText(frame.delta ?? '');
        return;
      case 'tool':
        if (frame.session === state.current) addTool(frame.tool, frame.summary);
        return;
      case 'done':
        state.running.delete(frame.session);
        if (frame.session === state.current) finishReply(frame);
        send({ type: 'sessions' });
        return;
      case 'error':
        // A failed turn's message names its error id (the daemon's log line carries it as error_id).
        if (frame.session && frame.session === state.current && state.reply) return finishReply(null, frame.message ?? 'The agent could not answer.');
        return say(ui.message, frame.message ?? 'The chat answered with an error.', true);
      default:
    }
  }

  function renderList() {
    ui.list.replaceChildren(
      ...state.sessions.map((s) =>
        el(
          'li',
          {},
          el(
            'button',
            { type: 'button', class: 'chat-session', 'aria-current': s.id === state.current ? 'true' : undefined, onclick: () => open(s.id) },
            el('span', { class: 'chat-session-title', text: s.title || 'New conversation' }),
            el('span', { class: 'meta', text: [s.agent, timeText(s.updated_at), state.running.has(s.id) ? 'answering…' : ''].filter(Boolean).join(' · ') }),
          ),
        ),
      ),
    );
    if (!state.sessions.length) ui.list.append(el('li', { class: 'none', text: 'No conversations yet.' }));
    const current = state.sessions.find((s) => s.id === state.current);
    ui.title.textContent = current ? current.title || 'New conversation' : 'New conversation';
  }

  function open(id) {
    if (id === state.current) return;
    if (state.current) send({ type: 'detach', session: state.current });
    state.current = id;
    state.reply = null;
    setBusy(false);
    ui.log.replaceChildren();
    send({ type: 'resume', session: id });
    renderList();
    ui.input.focus();
  }

  /** An empty conversation; the first message makes the session. Focus moves only when the person asked for it. */
  function newChat(focus = true) {
    if (state.current) send({ type: 'detach', session: state.current });
    state.current = null;
    state.reply = null;
    setBusy(false);
    ui.log.replaceChildren(el('li', { class: 'none', text: 'Ask anything: the reply appears here as the agent writes it.' }));
    renderList();
    if (focus) ui.input.focus();
  }

  function bubble(role, text) {
    const body = el('div', { class: 'chat-text', text });
    const item = el('li', { class: `chat-msg chat-${role}` }, el('span', { class: 'chat-who', text: role === 'user' ? 'You' : 'Agent' }), body);
    ui.log.querySelector(':scope > .none')?.remove();
    ui.log.append(item);
    item.scrollIntoView({ block: 'end' });
    return { item, body };
  }

  function renderHistory(messages) {
    ui.log.replaceChildren();
    for (const m of messages) bubble(m.role === 'user' ? 'user' : 'agent', m.content);
    if (!messages.length) ui.log.append(el('li', { class: 'none', text: 'No messages yet.' }));
  }

  function startReply() {
    const { item, body } = bubble('agent', '');
    item.setAttribute('aria-busy', 'true');
    body.classList.add('is-streaming');
    state.reply = { item, body, tools: null, count: 0, session: state.current };
    setBusy(true);
  }

  function appendText(delta) {
    if (!state.reply) startReply();
    state.reply.body.textContent += delta;
  }

  /** Tool calls fold into one "N tool calls" disclosure under the reply, closed unless opened. */
  function addTool(tool, summary) {
    if (!state.reply) startReply();
    const r = state.reply;
    if (!r.tools) {
      r.tools = { list: el('ul', { class: 'chat-tools' }), label: el('summary', {}) };
      r.item.insertBefore(el('details', { class: 'chat-tool-calls' }, r.tools.label, r.tools.list), r.body);
    }
    r.count += 1;
    r.tools.label.textContent = plural(r.count, 'tool call');
    r.tools.list.append(el('li', {}, el('code', { text: tool }), summary ? ` ${summary}` : ''));
  }

  function finishReply(done, problem) {
    if (!state.reply) startReply();
    const r = state.reply;
    state.reply = null;
    r.item.removeAttribute('aria-busy');
    r.body.classList.remove('is-streaming');
    if (done) {
      // The done frame holds the whole reply (text frames may be skipped for a slow reader); a cancelled one keeps what came.
      if (!done.cancelled) r.body.textContent = done.text ?? r.body.textContent;
      const note = done.cancelled ? 'Stopped.' : done.stopped ? `Stopped by a limit (${done.stopped}).` : done.declined ? `Not answered (${done.declined}).` : '';
      if (note) r.item.append(el('p', { class: 'meta', text: note }));
      if (done.model) r.item.append(el('p', { class: 'meta', text: `${done.agent ?? ''}${done.agent ? ' · ' : ''}${done.model}` }));
    }
    if (problem) {
      r.item.classList.add('chat-failed');
      r.item.append(el('p', { class: 'error-text', text: problem }));
    }
    setBusy(false);
  }

  function setBusy(busy) {
    ui.send.disabled = busy;
    ui.cancel.hidden = !busy;
  }

  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = ui.input.value.trim();
    if (!text) return say(ui.message, 'Write a message first.', true);
    if (state.reply) return;
    const frame = state.current ? { type: 'message', session: state.current, text } : { type: 'message', text };
    if (!send(frame)) return say(ui.message, 'The chat is not connected yet; try again in a moment.', true);
    say(ui.message, '');
    bubble('user', text);
    ui.input.value = '';
    startReply();
  });
  // Enter sends, Shift+Enter makes a new line.
  ui.input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      ui.form.requestSubmit();
    }
  });
  ui.cancel.addEventListener('click', () => state.current && send({ type: 'cancel', session: state.current }));
  $('chat-new').addEventListener('click', () => newChat());

  return {
    start() {
      if (state.on) return;
      state.on = true;
      state.tries = 0;
      newChat(false);
      connect();
    },
    stop() {
      state.on = false;
      clearTimeout(state.timer);
      const socket = state.socket;
      state.socket = null;
      socket?.close(1000);
      Object.assign(state, { current: null, sessions: [], reply: null });
      ui.list.replaceChildren();
      ui.log.replaceChildren();
      say(ui.message, '');
    },
  };
}
