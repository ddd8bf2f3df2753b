/* DO NOT EDIT: the config sections of the "agent" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * Rules routing "hint:<name>" to a provider and model, as [[model_routes]] tables.
 *
 * Items: One rule: a request for the model "hint:<hint>" (a cron job's model, cost.enforcement.route_down_model) goes to this provider and model. Other keys are accepted.
 */
export type ModelRoutesConfig = {
  /**
   * The hint name, used as "hint:<name>".
   */
  hint: string;
  /**
   * The model provider that serves the hint, as "<type>.<alias>".
   */
  provider: string;
  /**
   * The model used for the hint.
   */
  model: string;
  [k: string]: unknown;
}[];

/**
 * The config sections the "agent" extension owns, by dotted path.
 */
export interface AgentSections {
  agents: AgentsConfig;
  channels: ChannelsConfig;
  tools: ToolsConfig;
  http_request: HttpRequestConfig;
  shell_tool: ShellToolConfig;
  runtime_profiles: RuntimeProfilesConfig;
  pacing: PacingConfig;
  reliability: ReliabilityConfig;
  model_routes: ModelRoutesConfig;
  query_classification: QueryClassificationConfig;
}
/**
 * User-facing agents by alias: [agents.<alias>]. With none configured there is one agent, "default".
 */
export interface AgentsConfig {
  /**
   * One user-facing agent.
   */
  [k: string]: {
    /**
     * Agent-to-agent publication of this agent. Not running yet: accepted and validated, writing it has no effect.
     */
    a2a: {
      /**
       * Skill ids exposed to peers; empty exposes all.
       */
      exposed_skills: string[];
      /**
       * Publish this agent to agent-to-agent peers.
       */
      published: boolean;
    };
    /**
     * Initialise this agent's mcp_bundles tools when serving ACP. Not running yet: accepted and validated, writing it has no effect.
     */
    acp_enable_mcp: boolean;
    /**
     * Channels this agent answers, as <type>.<alias> (e.g. webhook.main).
     */
    channels: string[];
    /**
     * Model provider the precheck asks whether a channel message needs an answer, as <type>.<alias> of [providers.models]; null: the precheck makes no model call.
     */
    classifier_provider: string | null;
    /**
     * Model provider that answers, as <type>.<alias> of [providers.models] (e.g. openai.home).
     */
    model_provider: string | null;
    /**
     * Model provider for summaries, as <type>.<alias> of [providers.models]. Not running yet: accepted and validated, writing it has no effect.
     */
    summary_provider: string | null;
    /**
     * Speech-to-text provider, as <type>.<alias> of [providers.transcription]. Not running yet: accepted and validated, writing it has no effect.
     */
    transcription_provider: string | null;
    /**
     * Text-to-speech provider, as <type>.<alias> of [providers.tts]. Not running yet: accepted and validated, writing it has no effect.
     */
    tts_provider: string | null;
    /**
     * Alias of a [risk_profiles] entry: what each tool call of this agent needs (run, an approval, a one-time password, or refused), in every turn it answers whoever started it, and in the turns of the agents it delegates to. Read at each tool call and delegation: a change applies at once.
     */
    risk_profile: string | null;
    /**
     * Alias of a [runtime_profiles] entry.
     */
    runtime_profile: string | null;
    /**
     * Aliases of [cron] jobs run as this agent. Not running yet: accepted and validated, writing it has no effect.
     */
    cron_jobs: string[];
    /**
     * Also let this agent delegate to the enabled agents that name the same risk_profile (besides its delegates roster). Whichever way a delegation is allowed, one to an agent whose risk profile is less strict than a caller's is refused.
     */
    delegate_same_risk_profile: boolean;
    /**
     * The agents this one may hand a task to with the delegate tool (see docs/guides/delegation-and-heartbeat.md); the tool is offered only to agents with at least one.
     *
     * Items: One delegate.
     */
    delegates: {
      /**
       * Alias of the [agents.<alias>] that does the task (another enabled agent).
       */
      agent: string;
      /**
       * The delegate works through longer multi-step tasks: its turn gets delegate.agentic_timeout_secs instead of delegate.timeout_secs.
       */
      agentic: boolean;
      /**
       * What this delegate is good at, told to the delegating agent so that it knows whom to ask (200 characters at most).
       */
      description: string | null;
    }[];
    /**
     * Run this agent.
     */
    enabled: boolean;
    /**
     * Where the agent's identity comes from; it opens the agent's system prompt (see docs/guides/agents.md).
     */
    identity: {
      /**
       * "openclaw": AGENTS.md, SOUL.md, IDENTITY.md, USER.md and TOOLS.md of the workspace, in that order, each when present; "aieos": the AIEOS JSON document of aieos_inline or aieos_path.
       */
      format: 'openclaw' | 'aieos';
      /**
       * The AIEOS JSON document itself (format = "aieos"); wins over aieos_path.
       */
      aieos_inline: string | null;
      /**
       * The AIEOS JSON file (format = "aieos"), relative to the workspace.
       */
      aieos_path: string | null;
    };
    /**
     * Aliases of [knowledge_bundles] whose files are ingested into this agent's memory (additive; each must be configured).
     */
    knowledge_bundles: string[];
    /**
     * Aliases of [mcp_bundles] whose servers this agent gets (additive; an exclude in any of them wins). Once any bundle exists, an agent naming none gets no MCP tool.
     */
    mcp_bundles: string[];
    /**
     * Aliases of [peer_groups] this agent opts into (svc addition): it is a peer of a group only when the group lists it in agents and it lists the group here (mutual opt-in); each must be configured. Read for each message, so a reload applies at once.
     */
    peer_groups: string[];
    /**
     * Aliases of [skill_bundles] (additive). Not running yet: accepted and validated, writing it has no effect.
     */
    skill_bundles: string[];
    /**
     * This agent's memory.
     */
    memory: {
      /**
       * Selects the memory backend for this agent (read by the memory extension); other keys are not fixed by the reference and are ignored.
       */
      backend: {
        /**
         * The backend of this agent's memory, as memory.backend names one: sqlite, markdown (MEMORY.md and daily notes in its workspace), postgres, postgres.<alias> or none (no memory for this agent). null: memory.backend.
         */
        kind: string | null;
        [k: string]: unknown;
      };
    };
    /**
     * A cheap screen of each channel message before the model answers it: an empty message, or one equal to a message of the same conversation still being answered, is not answered; with classifier_provider, that provider is asked whether the message needs an answer.
     */
    precheck: {
      /**
       * Run the precheck.
       */
      enabled: boolean;
      /**
       * Time the classifier_provider has to decide, in seconds; a late or failed answer lets the message through.
       */
      timeout_secs: number;
    };
    /**
     * The agent's working directory: its identity files live here, the shell runs here, and tools resolve file paths in it.
     */
    workspace: {
      /**
       * Other agents' workspaces this agent's tools may use: agent alias → "read" (or true) or "write"; empty grants none.
       */
      access: {
        [k: string]: unknown;
      };
      /**
       * Workspace directory, absolute or relative to the data directory; default <data dir>/workspaces/<alias>. Created 0700 with starter AGENTS.md and SOUL.md at the first start (an existing file is never overwritten).
       */
      path: string | null;
      /**
       * Agents whose memory this one also recalls (their shared entries only, never what their untrusted senders told them; never written): an alias, or a list of tables { agent = "<alias>" }.
       */
      read_memory_from:
        | string
        | {
            /**
             * The agent whose memory is read.
             */
            agent: string;
          }[];
      /**
       * Let tools use file paths outside the workspace. When false, a path is confined to the workspace and the granted ones, with symlinks and .. resolved before the check.
       */
      unrestricted_filesystem: boolean;
    };
  };
}
/**
 * Settings shared by every channel; instances live in [channels.<type>.<alias>].
 */
export interface ChannelsConfig {
  /**
   * svc addition. What the agent does with a channel message that looks like a prompt injection (the SOP engine's patterns): "warn" answers it framed as untrusted input and logs a WARN, "block" does not answer it (the sender gets a short notice), "sanitize" removes what was found and answers. Every channel message is framed as untrusted input, and model special tokens in it are neutralised, whatever this says.
   */
  untrusted_input_guard: 'warn' | 'block' | 'sanitize';
  /**
   * svc addition. 0 to 1: how readily a channel message counts as a prompt injection (0.7: a finding of weight 0.3 or more).
   */
  untrusted_guard_sensitivity: number;
  /**
   * Acknowledgement reactions on receipt and result. Not running yet: accepted and validated, writing it has no effect.
   */
  ack_reactions: boolean;
  /**
   * The interactive CLI channel: `svc chat` talks with the running daemon's agent over its control socket (the operator's own words, trusted). With false, `svc chat` is refused.
   */
  cli: boolean;
  /**
   * Merges a sender's rapid messages in one conversation into one turn: each message waits this many milliseconds and each new one restarts the wait; then they go to the agent as one message, joined by newlines in order, and get one reply. A turn holds at most 20 messages and 64 KiB; the next message starts another. Held messages count towards the channel's inbound queue of 100. 0 turns it off.
   */
  debounce_ms: number;
  /**
   * Turns the agent answers at once per channel instance (webhook.main): further messages wait in the instance's inbound queue (100 messages; when it is full the channel refuses with its backpressure answer, 503 with Retry-After for the webhook channel). One conversation is answered one turn at a time, in order, whatever this says.
   */
  max_concurrent_per_channel: number;
  /**
   * Deadline of one turn, in seconds from the moment the agent starts answering it (time waiting in the queue does not count): the model call and its tools are cancelled, the sender is told that it took too long and was stopped, and the turn is logged (WARN, with its ids) and counted (svc_<type>_turn_timeouts_total). Also bounds a POST /webhook chat turn (answered 408).
   */
  message_timeout_secs: number;
  /**
   * Whether the sender is told that another model than the agent's own answered (a provider of reliability.fallback_providers, because the agent's was failing or cooling down).
   */
  model_fallback_notice: {
    /**
     * always: a notice after every reply a fallback provider gave; other_family: only when its provider type differs from the agent's (a same-family fallback, openai to openai, stays quiet); off: never.
     */
    mode: 'always' | 'other_family' | 'off';
    /**
     * The notice, appended to the reply (not to the stored history); {model} and {provider} are replaced.
     */
    text: string;
  };
  /**
   * Where conversation history is kept. Not running yet: accepted and validated, writing it has no effect.
   */
  session_backend: 'sqlite' | 'jsonl';
  /**
   * Persist conversation history.
   */
  session_persistence: boolean;
  /**
   * Hours after which stale sessions are archived; 0 disables.
   */
  session_ttl_hours: number;
  /**
   * Sends each tool call of a turn to its conversation as a message of its own as the call starts (the tool and a one-line summary of its arguments), before the reply; at most 5 per turn, then one "…and K more tool calls".
   */
  show_tool_calls: boolean;
  amqp: ChannelsAmqpConfig;
  email: ChannelsEmailConfig;
  filesystem: ChannelsFilesystemConfig;
  git: ChannelsGitConfig;
  gmail_push: ChannelsGmailPushConfig;
  irc: ChannelsIrcConfig;
  mqtt: ChannelsMqttConfig;
  plugin: ChannelsPluginConfig;
  voice_call: ChannelsVoiceCallConfig;
  voice_duplex: ChannelsVoiceDuplexConfig;
  voice_wake: ChannelsVoiceWakeConfig;
  webhook: WebhookChannelsConfig;
  wecom: ChannelsWecomConfig;
  wecom_ws: ChannelsWecomWsConfig;
}
/**
 * Channel instances of type amqp (an AMQP message broker), [channels.amqp.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsAmqpConfig {
  /**
   * One amqp channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type email (email (IMAP and SMTP)), [channels.email.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsEmailConfig {
  /**
   * One email channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type filesystem (a watched directory (SOP listener)), [channels.filesystem.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsFilesystemConfig {
  /**
   * One filesystem channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type git (a git forge), [channels.git.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsGitConfig {
  /**
   * One git channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type gmail_push (Gmail push notifications), [channels.gmail_push.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsGmailPushConfig {
  /**
   * One gmail_push channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type irc (IRC), [channels.irc.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsIrcConfig {
  /**
   * One irc channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type mqtt (an MQTT broker), [channels.mqtt.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsMqttConfig {
  /**
   * One mqtt channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type plugin (a WASM channel plugin), [channels.plugin.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsPluginConfig {
  /**
   * One plugin channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type voice_call (voice calls), [channels.voice_call.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsVoiceCallConfig {
  /**
   * One voice_call channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type voice_duplex (full-duplex voice sessions), [channels.voice_duplex.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsVoiceDuplexConfig {
  /**
   * One voice_duplex channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type voice_wake (wake-word voice input), [channels.voice_wake.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsVoiceWakeConfig {
  /**
   * One voice_wake channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Webhook channel instances by alias: [channels.webhook.<alias>].
 */
export interface WebhookChannelsConfig {
  /**
   * One webhook channel instance: its own HTTP listener for signed JSON messages, and optional outbound replies.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * HMAC-SHA256 shared secret for inbound X-Webhook-Signature. Required: an instance without it does not start.
     */
    secret: string | null;
    /**
     * Address the listener binds.
     */
    host: string;
    /**
     * Port the listener binds; 0 picks a free one (logged).
     */
    port: number;
    /**
     * Path routed for inbound POST; null means /webhook.
     */
    listen_path: string | null;
    /**
     * Outbound delivery URL; unset drops replies (debug log).
     */
    send_url: string | null;
    /**
     * PUT (any case) or else POST.
     */
    send_method: string | null;
    /**
     * Sent verbatim as the Authorization header of outbound requests; include the scheme.
     */
    auth_header: string | null;
    /**
     * Tools not offered to the model when answering through this channel.
     */
    excluded_tools: string[];
    /**
     * Retries of a transient outbound failure; null means 3; 0 is fire and forget.
     */
    max_retries: number | null;
    /**
     * Base of the exponential backoff in ms; null means 500; values below 1 count as 1.
     */
    retry_base_delay_ms: number | null;
    /**
     * Cap of any single wait in ms; null means 30000; values below 1 count as 1.
     */
    retry_max_delay_ms: number | null;
    /**
     * Pacing floor per recipient in seconds; 0 disables pacing.
     */
    reply_min_interval_secs: number;
    /**
     * Replies waiting per recipient while pacing; 0 means 16 when pacing is on.
     */
    reply_queue_depth_max: number;
  };
}
/**
 * Channel instances of type wecom (WeCom (WeChat Work)), [channels.wecom.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsWecomConfig {
  /**
   * One wecom channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Channel instances of type wecom_ws (WeCom over a WebSocket connection), [channels.wecom_ws.<alias>]. Accepted and validated; no runtime behaviour yet.
 */
export interface ChannelsWecomWsConfig {
  /**
   * One wecom_ws channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.
   */
  [k: string]: {
    /**
     * Run this instance.
     */
    enabled: boolean;
    /**
     * WebSocket URL that replaces the default endpoint, for tests or a proxy.
     */
    ws_url: string | null;
    [k: string]: unknown;
  };
}
/**
 * Which built-in tools agents are offered.
 */
export interface ToolsConfig {
  /**
   * Optional tools to offer; "*" is the full built-in selection. The shell tool is offered only when named explicitly.
   */
  optional: string[];
}
/**
 * The http_request tool. Direct transport only; no proxy. Whatever these keys say, the tool never reaches svc's own listeners (gateway, channel listeners) nor a cloud metadata address; every rule is checked on the address a name resolves to, at every redirect hop.
 */
export interface HttpRequestConfig {
  /**
   * Allow private and loopback addresses (any port except svc's own listeners). Link-local and cloud metadata addresses stay refused.
   */
  allow_private_hosts: boolean;
  /**
   * Domains the tool may reach (exact or subdomain match); empty rejects all.
   */
  allowed_domains: string[];
  /**
   * Private, loopback or link-local hosts allowed even when allow_private_hosts is false: "db.lan" (any port), "127.0.0.1:8080", "[::1]:9000", "*.lan". svc's own listeners and metadata addresses are never allowed.
   */
  allowed_private_hosts: string[];
  /**
   * Offer the http_request tool.
   */
  enabled: boolean;
  /**
   * Redirects followed at most, each hop checked by every rule again (credential headers are dropped when the origin changes); 0 returns the 3xx answer to the model.
   */
  max_redirects: number;
  /**
   * Response bytes read at most (chunked answers included); 0 is unlimited.
   */
  max_response_size: number;
  /**
   * The hosts each named secret may be sent to: secret name → ["api.github.com", "*.example.com", "127.0.0.1:8080"]. Every entry of secrets needs one; a call naming a secret for another host is refused before anything is sent.
   */
  secret_hosts: {
    [k: string]: string[];
  };
  /**
   * Named authorization secrets the tool may attach by name, as the Authorization header; each is bound to its hosts by secret_hosts.
   */
  secrets: {
    [k: string]: string;
  };
  /**
   * Timeout of one call (DNS, connection, every redirect hop and the whole answer), in seconds.
   */
  timeout_secs: number;
}
/**
 * The shell tool (offered only when tools.optional names it).
 */
export interface ShellToolConfig {
  /**
   * Timeout of one command, in seconds.
   */
  timeout_secs: number;
}
/**
 * Agent loop profiles by alias: [runtime_profiles.<alias>], referenced by agents.<alias>.runtime_profile.
 */
export interface RuntimeProfilesConfig {
  /**
   * Limits and behaviour of the agent loop. Null inherits the global value.
   */
  [k: string]: {
    /**
     * Run the multi-step agentic loop. Not running yet: accepted and validated, writing it has no effect.
     */
    agentic: boolean;
    /**
     * Timeout of one agentic run, in seconds. Not running yet: accepted and validated, writing it has no effect.
     */
    agentic_timeout_secs: number | null;
    /**
     * Compact the context when it grows. Not running yet: accepted and validated, writing it has no effect.
     */
    compact_context: boolean | null;
    /**
     * Context fill ratio that triggers compaction. Not running yet: accepted and validated, writing it has no effect.
     */
    context_compact_ratio: number | null;
    /**
     * Load built-in tool schemas on demand. Not running yet: accepted and validated, writing it has no effect.
     */
    deferred_builtin_tools: boolean;
    /**
     * Seconds a delegate of this agent has to answer a task it hands over (the delegate tool); null: delegate.timeout_secs (delegate.agentic_timeout_secs for an agentic delegate).
     */
    delegation_timeout_secs: number | null;
    /**
     * Past turns whose tool calls and results are replayed to the model with the history (null: 2; 0: none). They are stored with each reply in any case.
     */
    keep_tool_context_turns: number | null;
    /**
     * Tool calls this agent may make in any rolling hour (agents with no runtime profile get 20 too); a refused call is a tool error the model reads. 0 refuses every tool call. Counted per daemon, or for every instance together in the shared mode with PostgreSQL.
     */
    max_actions_per_hour: number;
    /**
     * Tokens of one model request at most, estimated as characters / 4: the oldest history is left out to fit; a message that does not fit alone is not answered (the sender is told). Null: no bound but max_history_messages.
     */
    max_context_tokens: number | null;
    /**
     * Spend of this agent per UTC day at most, in cents (the cost extension enforces it as cost.enforcement.mode says, when cost.track_per_agent); 0: only the global budgets apply. Read at each model call, so a change applies at once.
     */
    max_cost_per_day_cents: number;
    /**
     * How deep a chain of delegations that passes through this agent may go when it delegates (its own hand-over counted: 1 lets its delegates do the task but not hand it on); 0: 3. A chain that would come back to an agent already in it is refused whatever this says.
     */
    max_delegation_depth: number;
    /**
     * Iterations of the execution tree at most. Not running yet: accepted and validated, writing it has no effect.
     */
    max_execution_tree_iterations: number | null;
    /**
     * Stored messages of the conversation given to the model (null: 50; 0: none).
     */
    max_history_messages: number | null;
    /**
     * Characters of the system prompt at most: a longer one is cut with a marker, and a WARN is logged once. Null: no limit.
     */
    max_system_prompt_chars: number | null;
    /**
     * Rounds of tool calls in one turn; after the last, the model must answer without tools. 0: 8.
     */
    max_tool_iterations: number;
    /**
     * Characters of one tool result the model sees and the history keeps; the rest is cut with a marker (null: 20000). A turn keeps 512 KiB of tool results at most in any case.
     */
    max_tool_result_chars: number | null;
    /**
     * Entries of the memory extension recalled into each turn of this agent (null: 5; 0: none).
     */
    memory_recall_limit: number | null;
    /**
     * Run the tool calls of one model reply 4 at a time instead of one after the other.
     */
    parallel_tools: boolean | null;
    /**
     * How prompt-injection attempts in tool output are handled; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.
     */
    prompt_injection_mode: {
      [k: string]: unknown;
    };
    /**
     * Timeout of one shell tool command of this agent, in seconds; 0 uses shell_tool.timeout_secs.
     */
    shell_timeout_secs: number;
    /**
     * Run only the first tool call of each model reply; the others get an error telling the model to call them one per round.
     */
    single_tool_rounds: boolean | null;
    /**
     * Refuse tool calls whose arguments are not valid JSON; when false, code fences and trailing commas are removed and the arguments parsed again first.
     */
    strict_tool_parsing: boolean;
    /**
     * Tools whose identical calls (same arguments) in one turn run again; any other tool runs once and the repeat gets the first result.
     */
    tool_call_dedup_exempt: string[];
    /**
     * Tool dispatcher to use. Not running yet: accepted and validated, writing it has no effect.
     */
    tool_dispatcher: string | null;
    /**
     * Groups of tools filtered together. Not running yet: accepted and validated, writing it has no effect.
     *
     * Items: Fields not fixed by the reference: any keys are accepted.
     */
    tool_filter_groups: {}[];
    /**
     * With [query_classification] enabled: the agent's classifier_provider sorts each message into simple, standard or complex, and the hint named here for that class ([[model_routes]]) answers it; a class with no hint, or a classifier that fails, leaves the agent's own model.
     */
    auto_classify: {
      /**
       * model_routes hint for complex requests.
       */
      complex_hint: string | null;
      /**
       * model_routes hint for simple requests.
       */
      simple_hint: string | null;
      /**
       * model_routes hint for standard requests.
       */
      standard_hint: string | null;
      /**
       * model_routes hint for cost-optimized requests. Not running yet: accepted and validated, writing it has no effect.
       */
      cost_optimized_hint: string;
    };
    /**
     * Summarising old context to stay within limits. Not running yet: accepted and validated, writing it has no effect.
     */
    context_compression: {
      /**
       * Compress context.
       */
      enabled: boolean;
      /**
       * How identifiers are kept through compression.
       */
      identifier_policy: string;
      /**
       * Compression passes at most.
       */
      max_passes: number;
      /**
       * First messages never compressed.
       */
      protect_first_n: number;
      /**
       * Last messages never compressed.
       */
      protect_last_n: number;
      /**
       * Characters given to the summariser at most.
       */
      source_max_chars: number;
      /**
       * Characters of a summary at most.
       */
      summary_max_chars: number;
      /**
       * Model that writes summaries.
       */
      summary_model: string | null;
      /**
       * Provider that writes summaries, as <type>.<alias> of [providers.models].
       */
      summary_provider: string | null;
      /**
       * Context fill ratio that triggers compression.
       */
      threshold_ratio: number;
      /**
       * Timeout of one compression, in seconds.
       */
      timeout_secs: number;
      /**
       * Characters old tool results are trimmed to.
       */
      tool_result_retrim_chars: number;
      /**
       * Tools whose results are never trimmed.
       */
      tool_result_trim_exempt: string[];
    };
    /**
     * Routing between a local and a cloud model by effort, with [query_classification] enabled: a message the classifier_provider calls SIMPLE or STANDARD goes to local_hint, COMPLEX to cloud_hint (auto_classify hints, when set for the class, come first); both are exact [[model_routes]] hints.
     */
    effort_routing?: {
      /**
       * model_routes hint of the cloud model (required).
       */
      cloud_hint: string;
      /**
       * model_routes hint of the local model (required).
       */
      local_hint: string;
      /**
       * When to escalate to the cloud model; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.
       */
      cloud_escalation: {
        [k: string]: unknown;
      };
    };
    /**
     * Self-evaluation of answers. Not running yet: accepted and validated, writing it has no effect.
     */
    eval: {
      /**
       * Evaluate answers.
       */
      enabled: boolean;
      /**
       * Retries of an answer below the score.
       */
      max_retries: number;
      /**
       * Lowest accepted quality score.
       */
      min_quality_score: number;
    };
    /**
     * Before each model call, a history longer than max_tokens (estimated as characters / 4) is pruned: older tool results collapsed, then the oldest messages left out.
     */
    history_pruning: {
      /**
       * Collapse tool results older than the keep_recent newest messages to a note of their size first.
       */
      collapse_tool_results: boolean;
      /**
       * Prune history.
       */
      enabled: boolean;
      /**
       * Newest messages never collapsed or left out.
       */
      keep_recent: number;
      /**
       * Estimated tokens of history kept at most.
       */
      max_tokens: number;
    };
    /**
     * Model reasoning effort. Not running yet: accepted and validated, writing it has no effect.
     */
    thinking: {
      /**
       * Token budget per thinking level.
       */
      budget_tokens: {
        [k: string]: number;
      };
      /**
       * Thinking level when none is asked for.
       */
      default_level: 'off' | 'minimal' | 'low' | 'medium' | 'high' | 'max';
      /**
       * How thinking is shown.
       */
      display: 'off' | 'omitted' | 'updates' | 'summarized';
      /**
       * Use the provider's native thinking API.
       */
      native_thinking: boolean;
    };
    /**
     * A [receipt: <16 hex>] tag ending each tool result: HMAC-SHA256 under a key made at each start, over the tool, its arguments and its result, so a reply that quotes a result can be told from one the model invented.
     */
    tool_receipts: {
      /**
       * Append receipts.
       */
      enabled: boolean;
      /**
       * Explain receipts in the system prompt.
       */
      inject_system_prompt: boolean;
      /**
       * End the reply with the receipts of the turn's tool calls.
       */
      show_in_response: boolean;
    };
  };
}
/**
 * Loop detection and step timeouts of agent turns (every agent).
 */
export interface PacingConfig {
  /**
   * Stop a turn that repeats itself (the two checks below).
   */
  loop_detection_enabled: boolean;
  /**
   * A turn stops with a clear answer when the same tool is called with the same arguments this many times among its last loop_detection_window_size calls; 0 turns this check off.
   */
  loop_detection_max_repeats: number;
  /**
   * Seconds a turn must have run before loop detection applies; null applies it at once.
   */
  loop_detection_min_elapsed_secs: number | null;
  /**
   * A turn stops when this many tool calls in a row each returned a result already seen in the turn (no progress); 0 turns this check off.
   */
  loop_detection_no_progress_min_calls: number;
  /**
   * Recent tool calls of a turn that loop detection examines.
   */
  loop_detection_window_size: number;
  /**
   * Tools never counted by loop detection.
   */
  loop_ignore_tools: string[];
  /**
   * Largest factor by which a message timeout is scaled; null uses the built-in cap of 4. Not running yet: accepted and validated, writing it has no effect.
   */
  message_timeout_scale_max: number | null;
  /**
   * Timeout of one tool call, in seconds: the call is cancelled and the model told; null or 0 leaves each tool its own timeout.
   */
  step_timeout_secs: number | null;
}
/**
 * Model provider fallback: when the agent's provider fails after its own retries, the next of fallback_providers answers; a provider that failed with 429, 529, 5xx or a timeout is skipped for cooldown_secs (per daemon, or for every instance in the shared mode with PostgreSQL). Other keys are accepted and have no effect.
 */
export interface ReliabilityConfig {
  /**
   * Model providers tried in this order after the agent's own (or a model route's) failed, as "<type>.<alias>" of [providers.models.<type>.<alias>]; each answers with its own configured model.
   */
  fallback_providers: string[];
  /**
   * Seconds a provider that failed with 429, 529, 5xx or a timeout (after its retries) is skipped while another can answer; 0: never skipped.
   */
  cooldown_secs: number;
  [k: string]: unknown;
}
/**
 * Classification of each message into a model route by the agent's classifier_provider, for agents whose runtime profile sets auto_classify hints. Other keys are accepted and have no effect.
 */
export interface QueryClassificationConfig {
  /**
   * Classify messages (one more classifier_provider call per message, before the answer).
   */
  enabled: boolean;
  /**
   * Time the classifier has, in seconds; a late answer leaves the agent's own model.
   */
  timeout_secs: number;
  [k: string]: unknown;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    agents: AgentsConfig;
    channels: ChannelsConfig;
    tools: ToolsConfig;
    http_request: HttpRequestConfig;
    shell_tool: ShellToolConfig;
    runtime_profiles: RuntimeProfilesConfig;
    pacing: PacingConfig;
    reliability: ReliabilityConfig;
    model_routes: ModelRoutesConfig;
    query_classification: QueryClassificationConfig;
  }
}
