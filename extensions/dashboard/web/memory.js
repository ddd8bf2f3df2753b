// svc dashboard: the Memory view. Searches an agent's long-term memory (GET api/memory/search; an empty query lists the
// newest entries), shows each entry's category, namespace, scope and score, and forgets one after a confirmation
// (DELETE api/memory/entries/{id}). Entries hold untrusted text (what senders said): it is only ever set as text.

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

const enc = encodeURIComponent;
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const day = (iso) => String(iso ?? '').replace('T', ' ').slice(0, 16) + ' UTC';

/**
 * Mounts the view on the page's #memory elements. `api(method, path)` is the page's API call ({ok, status, data});
 * `say(node, text, isError)` its message setter; `guard(fn, where)` its handler wrapper. `start()` loads the agents
 * (after sign-in), `stop()` empties the view (sign-out).
 */
export function createMemory({ api, say, guard }) {
  const $ = (id) => document.getElementById(id);
  const ui = { form: $('memory-form'), agent: $('memory-agent'), query: $('memory-query'), results: $('memory-results'), message: $('memory-message'), mode: $('memory-mode') };
  const messageOf = (r) => r.data.message || `The gateway answered ${r.status}.`;
  let shown = [];

  async function start() {
    const r = await api('GET', 'api/memory');
    ui.form.hidden = !r.ok;
    if (!r.ok) {
      if (r.status === 404) return say(ui.message, 'No memory routes here: the memory extension is not loaded.');
      if (r.status === 503) return say(ui.message, 'Memory is not running here (memory.backend = "none").');
      return say(ui.message, `Could not load memory: ${messageOf(r)}`, true);
    }
    const current = ui.agent.value;
    ui.agent.replaceChildren(...r.data.agents.map((a) => el('option', { value: a.agent, text: a.has_memory ? a.agent : `${a.agent} (no memory yet)` })));
    if (r.data.agents.some((a) => a.agent === current)) ui.agent.value = current;
    say(ui.mode, r.data.search === 'hybrid' ? 'Search is hybrid: keywords and vectors.' : 'Search is keyword-only (no embedding provider, or it fails).');
    say(ui.message, '');
  }

  function stop() {
    ui.results.replaceChildren();
    ui.agent.replaceChildren();
    ui.query.value = '';
    shown = [];
    say(ui.message, '');
    say(ui.mode, '');
  }

  async function search() {
    const agent = ui.agent.value;
    if (!agent) return say(ui.message, 'No agent to search.', true);
    const q = ui.query.value.trim();
    say(ui.message, q ? 'Searching…' : 'Loading the newest entries…');
    const r = q ? await api('GET', `api/memory/search?agent=${enc(agent)}&q=${enc(q)}&limit=50`) : await api('GET', `api/memory/entries?agent=${enc(agent)}&limit=50`);
    if (!r.ok) return say(ui.message, `Could not search: ${messageOf(r)}`, true);
    shown = (q ? r.data.hits : r.data.entries) ?? [];
    render(agent);
    say(ui.message, shown.length ? `${plural(shown.length, 'entry', 'entries')}${q ? ' match, best first' : ', newest first'}.` : q ? 'No entry matches.' : `Agent ${agent} has no memory entries.`);
  }

  function render(agent) {
    ui.results.replaceChildren(...shown.map((e) => entryView(agent, e)));
  }

  function entryView(agent, e) {
    const actions = el('div', { class: 'actions' });
    const item = el('li', { 'data-entry-id': e.id },
      el('p', { class: 'memory-content', text: e.content }),
      el('dl', { class: 'facts memory-facts' },
        fact('Entry', el('code', { text: `#${e.id}` })),
        fact('Category', el('span', { class: 'pill', 'data-category': e.category, text: e.category })),
        fact('Namespace', el('code', { text: e.namespace })),
        fact('Scope', e.scope === null ? el('span', { text: 'shared' }) : el('code', { class: 'scope', text: e.scope })),
        fact('Score', typeof e.score === 'number' ? e.score.toFixed(3) : '—'),
        fact('Updated', day(e.updated_at)),
        e.archived_at && fact('Archived', day(e.archived_at)),
        e.superseded_by && fact('Superseded by', el('code', { text: `#${e.superseded_by}` }))),
      actions);
    const ask = () => {
      actions.replaceChildren(
        el('p', { class: 'confirm', role: 'alert', text: `Forget entry #${e.id} of agent ${agent} for good? Recall will no longer find it; this cannot be undone.` }),
        el('button', { type: 'button', class: 'danger', 'data-key': `memory:confirm:${e.id}`, text: 'Forget for good', onclick: guard(() => forget(agent, e, item), () => ui.message) }),
        el('button', { type: 'button', class: 'secondary', 'data-key': `memory:cancel:${e.id}`, text: 'Keep', onclick: () => (idle(), actions.querySelector('button')?.focus()) }),
      );
      actions.querySelector('button.danger').focus();
    };
    const idle = () => actions.replaceChildren(el('button', { type: 'button', class: 'danger', 'data-key': `memory:forget:${e.id}`, 'aria-label': `Forget entry #${e.id}`, text: 'Forget', onclick: ask }));
    idle();
    return item;
  }

  const fact = (term, value) => el('div', {}, el('dt', { text: term }), el('dd', {}, value));

  async function forget(agent, e, item) {
    const r = await api('DELETE', `api/memory/entries/${enc(e.id)}?agent=${enc(agent)}`);
    if (!r.ok) return say(ui.message, `Entry #${e.id} was not forgotten: ${messageOf(r)}`, true);
    shown = shown.filter((x) => x.id !== e.id);
    item.remove();
    say(ui.message, `Entry #${e.id} forgotten.`);
    ui.query.focus();
  }

  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    guard(search, () => ui.message)();
  });
  return { start, stop };
}
