// Config sections of the agent extension: agents, channels (own keys), tools, http_request, shell_tool, runtime_profiles.
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

const agentInstance = s.table(undefined, 'One user-facing agent.', {
  a2a: s.table(undefined, 'Agent-to-agent publication of this agent.', {
    exposed_skills: s.strList([], 'Skill ids exposed to peers; empty exposes all.'),
    published: s.bool(false, 'Publish this agent to agent-to-agent peers.'),
  }, { inert: 'unused' }),
  acp_enable_mcp: s.bool(false, "Initialise this agent's mcp_bundles tools when serving ACP.", { inert: 'unused' }),
  channels: s.strList([], 'Channels this agent answers, as <type>.<alias> (e.g. webhook.main).'),
  classifier_provider: s.optStr('Model provider the precheck asks whether a channel message needs an answer, as <type>.<alias> of [providers.models]; null: the precheck makes no model call.'),
  model_provider: s.optStr('Model provider that answers, as <type>.<alias> of [providers.models] (e.g. openai.home).'),
  summary_provider: s.optStr('Model provider for summaries, as <type>.<alias> of [providers.models].', { inert: 'unused' }),
  transcription_provider: s.optStr('Speech-to-text provider, as <type>.<alias> of [providers.transcription].', { inert: 'unused' }),
  tts_provider: s.optStr('Text-to-speech provider, as <type>.<alias> of [providers.tts].', { inert: 'unused' }),
  risk_profile: s.optStr('Alias of a [risk_profiles] entry: what each tool call of this agent needs (run, an approval, a one-time password, or refused), in every turn it answers whoever started it, and in the turns of the agents it delegates to. Read at each tool call and delegation: a change applies at once.', { live: true }),
  runtime_profile: s.optStr('Alias of a [runtime_profiles] entry.'),
  cron_jobs: s.strList([], 'Aliases of [cron] jobs run as this agent.', { inert: 'unused' }),
  delegate_same_risk_profile: s.bool(true, 'Also let this agent delegate to the enabled agents that name the same risk_profile (besides its delegates roster). Whichever way a delegation is allowed, one to an agent whose risk profile is less strict than a caller\'s is refused.'),
  delegates: s.tableList(
    'The agents this one may hand a task to with the delegate tool (see docs/guides/delegation-and-heartbeat.md); the tool is offered only to agents with at least one.',
    s.table(undefined, 'One delegate.', {
      agent: s.reqStr('Alias of the [agents.<alias>] that does the task (another enabled agent).'),
      agentic: s.bool(false, 'The delegate works through longer multi-step tasks: its turn gets delegate.agentic_timeout_secs instead of delegate.timeout_secs.'),
      description: { ...s.optStr('What this delegate is good at, told to the delegating agent so that it knows whom to ask (200 characters at most).'), maxLength: 200 },
    }, { required: ['agent'] }),
  ),
  enabled: s.bool(true, 'Run this agent.'),
  identity: s.table(undefined, "Where the agent's identity comes from; it opens the agent's system prompt (see docs/guides/agents.md).", {
    format: s.str(
      'openclaw',
      '"openclaw": AGENTS.md, SOUL.md, IDENTITY.md, USER.md and TOOLS.md of the workspace, in that order, each when present; "aieos": the AIEOS JSON document of aieos_inline or aieos_path.',
      { enum: ['openclaw', 'aieos'] },
    ),
    aieos_inline: s.optStr('The AIEOS JSON document itself (format = "aieos"); wins over aieos_path.'),
    aieos_path: s.optStr('The AIEOS JSON file (format = "aieos"), relative to the workspace.'),
  }),
  knowledge_bundles: s.strList([], 'Aliases of [knowledge_bundles] whose files are ingested into this agent\'s memory (additive; each must be configured).'),
  mcp_bundles: s.strList([], 'Aliases of [mcp_bundles] whose servers this agent gets (additive; an exclude in any of them wins). Once any bundle exists, an agent naming none gets no MCP tool.'),
  peer_groups: s.strList([], 'Aliases of [peer_groups] this agent opts into (svc addition): it is a peer of a group only when the group lists it in agents and it lists the group here (mutual opt-in); each must be configured. Read for each message, so a reload applies at once.', { live: true }),
  skill_bundles: s.strList([], 'Aliases of [skill_bundles] (additive).', { inert: 'unused' }),
  memory: s.table(undefined, "This agent's memory.", {
    backend: s.open('Selects the memory backend for this agent (read by the memory extension); other keys are not fixed by the reference and are ignored.', {
      kind: s.optStr('The backend of this agent\'s memory, as memory.backend names one: sqlite, markdown (MEMORY.md and daily notes in its workspace), postgres, postgres.<alias> or none (no memory for this agent). null: memory.backend.', { minLength: 1 }),
    }),
  }),
  precheck: s.table(undefined, 'A cheap screen of each channel message before the model answers it: an empty message, or one equal to a message of the same conversation still being answered, is not answered; with classifier_provider, that provider is asked whether the message needs an answer.', {
    enabled: s.bool(true, 'Run the precheck.'),
    timeout_secs: s.int(5, 'Time the classifier_provider has to decide, in seconds; a late or failed answer lets the message through.', { min: 1 }),
  }),
  workspace: s.table(undefined, "The agent's working directory: its identity files live here, the shell runs here, and tools resolve file paths in it.", {
    access: s.map('Other agents\' workspaces this agent\'s tools may use: agent alias → "read" (or true) or "write"; empty grants none.', {}),
    path: s.optStr('Workspace directory, absolute or relative to the data directory; default <data dir>/workspaces/<alias>. Created 0700 with starter AGENTS.md and SOUL.md at the first start (an existing file is never overwritten).'),
    read_memory_from: {
      type: ['string', 'array'],
      description: 'Agents whose memory this one also recalls (their shared entries only, never what their untrusted senders told them; never written): an alias, or a list of tables { agent = "<alias>" }.',
      items: { type: 'object', description: 'One source: agent names the agent; other fields are not fixed by the reference and are ignored.', required: ['agent'], properties: { agent: { type: 'string', minLength: 1, description: 'The agent whose memory is read.' } } },
      default: [],
    },
    unrestricted_filesystem: s.bool(false, 'Let tools use file paths outside the workspace. When false, a path is confined to the workspace and the granted ones, with symlinks and .. resolved before the check.'),
  }),
});

export const agentsSection: JsonSchema = s.aliasMap(
  'AgentsConfig',
  'User-facing agents by alias: [agents.<alias>]. With none configured there is one agent, "default".',
  agentInstance,
);

export const channelsSection: JsonSchema = s.table('ChannelsConfig', 'Settings shared by every channel; instances live in [channels.<type>.<alias>].', {
  untrusted_input_guard: s.str(
    'warn',
    'svc addition. What the agent does with a channel message that looks like a prompt injection (the SOP engine\'s patterns): "warn" answers it framed as untrusted input and logs a WARN, "block" does not answer it (the sender gets a short notice), "sanitize" removes what was found and answers. Every channel message is framed as untrusted input, and model special tokens in it are neutralised, whatever this says.',
    { enum: ['warn', 'block', 'sanitize'] },
  ),
  untrusted_guard_sensitivity: s.num(0.7, 'svc addition. 0 to 1: how readily a channel message counts as a prompt injection (0.7: a finding of weight 0.3 or more).', { min: 0, max: 1 }),
  ack_reactions: s.bool(true, 'Acknowledgement reactions on receipt and result.', { inert: 'unused' }),
  cli: s.bool(true, 'The interactive CLI channel: `svc chat` talks with the running daemon\'s agent over its control socket (the operator\'s own words, trusted). With false, `svc chat` is refused.', { live: true }),
  debounce_ms: s.int(
    0,
    "Merges a sender's rapid messages in one conversation into one turn: each message waits this many milliseconds and each new one restarts the wait; then they go to the agent as one message, joined by newlines in order, and get one reply. A turn holds at most 20 messages and 64 KiB; the next message starts another. Held messages count towards the channel's inbound queue of 100. 0 turns it off.",
    { min: 0, max: 60_000, live: true },
  ),
  max_concurrent_per_channel: s.int(
    4,
    "Turns the agent answers at once per channel instance (webhook.main): further messages wait in the instance's inbound queue (100 messages; when it is full the channel refuses with its backpressure answer, 503 with Retry-After for the webhook channel). One conversation is answered one turn at a time, in order, whatever this says.",
    { min: 1, live: true },
  ),
  message_timeout_secs: s.int(
    300,
    "Deadline of one turn, in seconds from the moment the agent starts answering it (time waiting in the queue does not count): the model call and its tools are cancelled, the sender is told that it took too long and was stopped, and the turn is logged (WARN, with its ids) and counted (svc_<type>_turn_timeouts_total). Also bounds a POST /webhook chat turn (answered 408).",
    { min: 1, live: true },
  ),
  model_fallback_notice: s.table(undefined, 'Whether the sender is told that another model than the agent\'s own answered (a provider of reliability.fallback_providers, because the agent\'s was failing or cooling down).', {
    mode: s.str(
      'always',
      'always: a notice after every reply a fallback provider gave; other_family: only when its provider type differs from the agent\'s (a same-family fallback, openai to openai, stays quiet); off: never.',
      { enum: ['always', 'other_family', 'off'] },
    ),
    text: s.str('(This answer comes from {model} via {provider}: the usual model is not available right now.)', 'The notice, appended to the reply (not to the stored history); {model} and {provider} are replaced.'),
  }),
  session_backend: s.str('sqlite', 'Where conversation history is kept.', { enum: ['sqlite', 'jsonl'], inert: 'unused' }),
  session_persistence: s.bool(true, 'Persist conversation history.'),
  session_ttl_hours: s.int(0, 'Hours after which stale sessions are archived; 0 disables.', { min: 0 }),
  show_tool_calls: s.bool(
    false,
    "Sends each tool call of a turn to its conversation as a message of its own as the call starts (the tool and a one-line summary of its arguments), before the reply; at most 5 per turn, then one \"…and K more tool calls\".",
    { live: true },
  ),
});

export const toolsSection: JsonSchema = s.table('ToolsConfig', 'Which built-in tools agents are offered.', {
  optional: s.strList(['*'], 'Optional tools to offer; "*" is the full built-in selection. The shell tool is offered only when named explicitly.'),
});

export const httpRequestSection: JsonSchema = s.table('HttpRequestConfig', 'The http_request tool. Direct transport only; no proxy. Whatever these keys say, the tool never reaches svc\'s own listeners (gateway, channel listeners) nor a cloud metadata address; every rule is checked on the address a name resolves to, at every redirect hop.', {
  allow_private_hosts: s.bool(false, 'Allow private and loopback addresses (any port except svc\'s own listeners). Link-local and cloud metadata addresses stay refused.'),
  allowed_domains: s.strList(['*'], 'Domains the tool may reach (exact or subdomain match); empty rejects all.'),
  allowed_private_hosts: s.strList([], 'Private, loopback or link-local hosts allowed even when allow_private_hosts is false: "db.lan" (any port), "127.0.0.1:8080", "[::1]:9000", "*.lan". svc\'s own listeners and metadata addresses are never allowed.'),
  enabled: s.bool(true, 'Offer the http_request tool.'),
  max_redirects: s.int(0, 'Redirects followed at most, each hop checked by every rule again (credential headers are dropped when the origin changes); 0 returns the 3xx answer to the model.', { min: 0, max: 10 }),
  max_response_size: s.int(1000000, 'Response bytes read at most (chunked answers included); 0 is unlimited.', { min: 0 }),
  secret_hosts: s.map('The hosts each named secret may be sent to: secret name → ["api.github.com", "*.example.com", "127.0.0.1:8080"]. Every entry of secrets needs one; a call naming a secret for another host is refused before anything is sent.', { type: 'array', items: { type: 'string' } }),
  secrets: s.map('Named authorization secrets the tool may attach by name, as the Authorization header; each is bound to its hosts by secret_hosts.', { type: 'string' }, { secret: true }),
  timeout_secs: s.int(30, 'Timeout of one call (DNS, connection, every redirect hop and the whole answer), in seconds.', { min: 1 }),
});

export const shellToolSection: JsonSchema = s.table('ShellToolConfig', 'The shell tool (offered only when tools.optional names it).', {
  timeout_secs: s.int(60, 'Timeout of one command, in seconds.', { min: 1 }),
});

const hint = (what: string) => s.optStr(`model_routes hint for ${what} requests.`);

const runtimeProfileInstance = s.table(undefined, 'Limits and behaviour of the agent loop. Null inherits the global value.', {
  agentic: s.bool(false, 'Run the multi-step agentic loop.', { inert: 'unused' }),
  agentic_timeout_secs: s.optInt('Timeout of one agentic run, in seconds.', { min: 1, inert: 'unused' }),
  compact_context: s.optBool('Compact the context when it grows.', null, { inert: 'unused' }),
  context_compact_ratio: s.optNum('Context fill ratio that triggers compaction.', { min: 0, max: 1, inert: 'unused' }),
  deferred_builtin_tools: s.bool(false, 'Load built-in tool schemas on demand.', { inert: 'unused' }),
  delegation_timeout_secs: s.optInt('Seconds a delegate of this agent has to answer a task it hands over (the delegate tool); null: delegate.timeout_secs (delegate.agentic_timeout_secs for an agentic delegate).', { min: 1 }),
  keep_tool_context_turns: s.optInt('Past turns whose tool calls and results are replayed to the model with the history (null: 2; 0: none). They are stored with each reply in any case.', { min: 0 }),
  max_actions_per_hour: s.int(20, 'Tool calls this agent may make in any rolling hour (agents with no runtime profile get 20 too); a refused call is a tool error the model reads. 0 refuses every tool call. Counted per daemon, or for every instance together in the shared mode with PostgreSQL.', { min: 0 }),
  max_context_tokens: s.optInt('Tokens of one model request at most, estimated as characters / 4: the oldest history is left out to fit; a message that does not fit alone is not answered (the sender is told). Null: no bound but max_history_messages.', { min: 1 }),
  max_cost_per_day_cents: s.int(500, 'Spend of this agent per UTC day at most, in cents (the cost extension enforces it as cost.enforcement.mode says, when cost.track_per_agent); 0: only the global budgets apply. Read at each model call, so a change applies at once.', { min: 0, live: true }),
  max_delegation_depth: s.int(0, 'How deep a chain of delegations that passes through this agent may go when it delegates (its own hand-over counted: 1 lets its delegates do the task but not hand it on); 0: 3. A chain that would come back to an agent already in it is refused whatever this says.', { min: 0 }),
  max_execution_tree_iterations: s.optInt('Iterations of the execution tree at most.', { min: 1, inert: 'unused' }),
  max_history_messages: s.optInt('Stored messages of the conversation given to the model (null: 50; 0: none).', { min: 0 }),
  max_system_prompt_chars: s.optInt('Characters of the system prompt at most: a longer one is cut with a marker, and a WARN is logged once. Null: no limit.', { min: 1 }),
  max_tool_iterations: s.int(0, 'Rounds of tool calls in one turn; after the last, the model must answer without tools. 0: 8.', { min: 0 }),
  max_tool_result_chars: s.optInt('Characters of one tool result the model sees and the history keeps; the rest is cut with a marker (null: 20000). A turn keeps 512 KiB of tool results at most in any case.', { min: 1 }),
  memory_recall_limit: s.optInt('Entries of the memory extension recalled into each turn of this agent (null: 5; 0: none).', { min: 0 }),
  parallel_tools: s.optBool('Run the tool calls of one model reply 4 at a time instead of one after the other.'),
  prompt_injection_mode: s.open('How prompt-injection attempts in tool output are handled; keys not fixed by the reference.', {}, { inert: 'unused' }),
  shell_timeout_secs: s.int(60, 'Timeout of one shell tool command of this agent, in seconds; 0 uses shell_tool.timeout_secs.', { min: 0 }),
  single_tool_rounds: s.optBool('Run only the first tool call of each model reply; the others get an error telling the model to call them one per round.'),
  strict_tool_parsing: s.bool(false, 'Refuse tool calls whose arguments are not valid JSON; when false, code fences and trailing commas are removed and the arguments parsed again first.'),
  tool_call_dedup_exempt: s.strList([], 'Tools whose identical calls (same arguments) in one turn run again; any other tool runs once and the repeat gets the first result.'),
  tool_dispatcher: s.optStr('Tool dispatcher to use.', { inert: 'unused' }),
  tool_filter_groups: s.tableList('Groups of tools filtered together.', undefined, { inert: 'unused' }),
  auto_classify: s.table(undefined, 'With [query_classification] enabled: the agent\'s classifier_provider sorts each message into simple, standard or complex, and the hint named here for that class ([[model_routes]]) answers it; a class with no hint, or a classifier that fails, leaves the agent\'s own model.', {
    complex_hint: hint('complex'),
    simple_hint: hint('simple'),
    standard_hint: hint('standard'),
    cost_optimized_hint: s.str('cost-optimized', 'model_routes hint for cost-optimized requests.', { inert: 'unused' }),
  }),
  context_compression: s.table(undefined, 'Summarising old context to stay within limits.', {
    enabled: s.bool(false, 'Compress context.'),
    identifier_policy: s.str('strict', 'How identifiers are kept through compression.'),
    max_passes: s.int(3, 'Compression passes at most.', { min: 1 }),
    protect_first_n: s.int(3, 'First messages never compressed.', { min: 0 }),
    protect_last_n: s.int(4, 'Last messages never compressed.', { min: 0 }),
    source_max_chars: s.int(50000, 'Characters given to the summariser at most.', { min: 1 }),
    summary_max_chars: s.int(4000, 'Characters of a summary at most.', { min: 1 }),
    summary_model: s.optStr('Model that writes summaries.'),
    summary_provider: s.optStr('Provider that writes summaries, as <type>.<alias> of [providers.models].'),
    threshold_ratio: s.num(0.5, 'Context fill ratio that triggers compression.', { min: 0, max: 1 }),
    timeout_secs: s.int(60, 'Timeout of one compression, in seconds.', { min: 1 }),
    tool_result_retrim_chars: s.int(2000, 'Characters old tool results are trimmed to.', { min: 0 }),
    tool_result_trim_exempt: s.strList([], 'Tools whose results are never trimmed.'),
  }, { inert: 'unused' }),
  effort_routing: s.table(
    undefined,
    'Routing between a local and a cloud model by effort, with [query_classification] enabled: a message the classifier_provider calls SIMPLE or STANDARD goes to local_hint, COMPLEX to cloud_hint (auto_classify hints, when set for the class, come first); both are exact [[model_routes]] hints.',
    {
      cloud_hint: s.reqStr('model_routes hint of the cloud model (required).'),
      local_hint: s.reqStr('model_routes hint of the local model (required).'),
      cloud_escalation: s.open('When to escalate to the cloud model; keys not fixed by the reference.', {}, { inert: 'unused' }),
    },
    { required: ['cloud_hint', 'local_hint'] },
  ),
  eval: s.table(undefined, 'Self-evaluation of answers.', {
    enabled: s.bool(false, 'Evaluate answers.'),
    max_retries: s.int(1, 'Retries of an answer below the score.', { min: 0 }),
    min_quality_score: s.num(0.5, 'Lowest accepted quality score.', { min: 0, max: 1 }),
  }, { inert: 'unused' }),
  history_pruning: s.table(undefined, 'Before each model call, a history longer than max_tokens (estimated as characters / 4) is pruned: older tool results collapsed, then the oldest messages left out.', {
    collapse_tool_results: s.bool(true, 'Collapse tool results older than the keep_recent newest messages to a note of their size first.'),
    enabled: s.bool(false, 'Prune history.'),
    keep_recent: s.int(4, 'Newest messages never collapsed or left out.', { min: 0 }),
    max_tokens: s.int(8192, 'Estimated tokens of history kept at most.', { min: 1 }),
  }),
  thinking: s.table(undefined, 'Model reasoning effort.', {
    budget_tokens: s.map('Token budget per thinking level.', { type: 'integer', minimum: 0 }),
    default_level: s.str('off', 'Thinking level when none is asked for.', { enum: ['off', 'minimal', 'low', 'medium', 'high', 'max'] }),
    display: s.str('off', 'How thinking is shown.', { enum: ['off', 'omitted', 'updates', 'summarized'] }),
    native_thinking: s.bool(false, "Use the provider's native thinking API."),
  }, { inert: 'unused' }),
  tool_receipts: s.table(undefined, 'A [receipt: <16 hex>] tag ending each tool result: HMAC-SHA256 under a key made at each start, over the tool, its arguments and its result, so a reply that quotes a result can be told from one the model invented.', {
    enabled: s.bool(false, 'Append receipts.'),
    inject_system_prompt: s.bool(true, 'Explain receipts in the system prompt.'),
    show_in_response: s.bool(false, 'End the reply with the receipts of the turn\'s tool calls.'),
  }),
});

export const runtimeProfilesSection: JsonSchema = s.aliasMap(
  'RuntimeProfilesConfig',
  'Agent loop profiles by alias: [runtime_profiles.<alias>], referenced by agents.<alias>.runtime_profile.',
  runtimeProfileInstance,
);

export const pacingSection: JsonSchema = s.table('PacingConfig', 'Loop detection and step timeouts of agent turns (every agent).', {
  loop_detection_enabled: s.bool(true, 'Stop a turn that repeats itself (the two checks below).'),
  loop_detection_max_repeats: s.int(
    3,
    'A turn stops with a clear answer when the same tool is called with the same arguments this many times among its last loop_detection_window_size calls; 0 turns this check off.',
    { min: 0 },
  ),
  loop_detection_min_elapsed_secs: s.optInt('Seconds a turn must have run before loop detection applies; null applies it at once.', { min: 0 }),
  loop_detection_no_progress_min_calls: s.int(
    5,
    'A turn stops when this many tool calls in a row each returned a result already seen in the turn (no progress); 0 turns this check off.',
    { min: 0 },
  ),
  loop_detection_window_size: s.int(20, 'Recent tool calls of a turn that loop detection examines.', { min: 1 }),
  loop_ignore_tools: s.strList([], 'Tools never counted by loop detection.'),
  message_timeout_scale_max: s.optInt('Largest factor by which a message timeout is scaled; null uses the built-in cap of 4.', { min: 0, inert: 'unused' }),
  step_timeout_secs: s.optInt('Timeout of one tool call, in seconds: the call is cancelled and the model told; null or 0 leaves each tool its own timeout.', { min: 0 }),
});

// ---- reliability and model_routes (the agent's model-call path: model-call.ts) ----------------------------------

export const reliabilitySection: JsonSchema = s.table(
  'ReliabilityConfig',
  'Model provider fallback: when the agent\'s provider fails after its own retries, the next of fallback_providers answers; a provider that failed with 429, 529, 5xx or a timeout is skipped for cooldown_secs (per daemon, or for every instance in the shared mode with PostgreSQL). Other keys are accepted and have no effect.',
  {
    fallback_providers: s.strList([], 'Model providers tried in this order after the agent\'s own (or a model route\'s) failed, as "<type>.<alias>" of [providers.models.<type>.<alias>]; each answers with its own configured model.'),
    cooldown_secs: s.int(60, 'Seconds a provider that failed with 429, 529, 5xx or a timeout (after its retries) is skipped while another can answer; 0: never skipped.', { min: 0 }),
  },
  { open: true },
);

const modelRoute = s.table(
  undefined,
  'One rule: a request for the model "hint:<hint>" (a cron job\'s model, cost.enforcement.route_down_model) goes to this provider and model. Other keys are accepted.',
  {
    hint: s.reqStr('The hint name, used as "hint:<name>".'),
    provider: s.reqStr('The model provider that serves the hint, as "<type>.<alias>".'),
    model: s.reqStr('The model used for the hint.'),
  },
  { required: ['hint', 'provider', 'model'], open: true },
);

export const queryClassificationSection: JsonSchema = s.table(
  'QueryClassificationConfig',
  'Classification of each message into a model route by the agent\'s classifier_provider, for agents whose runtime profile sets auto_classify hints. Other keys are accepted and have no effect.',
  {
    enabled: s.bool(false, 'Classify messages (one more classifier_provider call per message, before the answer).'),
    timeout_secs: s.int(5, 'Time the classifier has, in seconds; a late answer leaves the agent\'s own model.', { min: 1 }),
  },
  { open: true },
);

export const modelRoutesSection: JsonSchema = { ...s.tableList('Rules routing "hint:<name>" to a provider and model, as [[model_routes]] tables.', modelRoute), title: 'ModelRoutesConfig' };
