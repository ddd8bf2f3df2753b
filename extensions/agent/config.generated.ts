/* DO NOT EDIT: the config sections of the "agent" extension, generated from the merged schema. Run `npm run gen:types`. */

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
     * Agent-to-agent publication of this agent.
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
     * Initialise this agent's mcp_bundles tools when serving ACP.
     */
    acp_enable_mcp: boolean;
    /**
     * Channels this agent answers, as <type>.<alias> (e.g. webhook.main).
     */
    channels: string[];
    /**
     * Model provider for classification, as <type>.<alias> of [providers.models].
     */
    classifier_provider: string | null;
    /**
     * Model provider that answers, as <type>.<alias> of [providers.models] (e.g. openai.home).
     */
    model_provider: string | null;
    /**
     * Model provider for summaries, as <type>.<alias> of [providers.models].
     */
    summary_provider: string | null;
    /**
     * Speech-to-text provider, as <type>.<alias> of [providers.transcription].
     */
    transcription_provider: string | null;
    /**
     * Text-to-speech provider, as <type>.<alias> of [providers.tts].
     */
    tts_provider: string | null;
    /**
     * Alias of a [risk_profiles] entry.
     */
    risk_profile: string | null;
    /**
     * Alias of a [runtime_profiles] entry.
     */
    runtime_profile: string | null;
    /**
     * Aliases of [cron] jobs run as this agent.
     */
    cron_jobs: string[];
    /**
     * Allow delegation to agents that share the risk profile without asking.
     */
    delegate_same_risk_profile: boolean;
    /**
     * Explicit roster of agents this one may delegate to.
     *
     * Items: Fields not fixed by the reference: any keys are accepted.
     */
    delegates: {}[];
    /**
     * Run this agent.
     */
    enabled: boolean;
    /**
     * The agent's identity document.
     */
    identity: {
      /**
       * Identity format.
       */
      format: 'openclaw' | 'aieos';
      /**
       * AIEOS identity given inline.
       */
      aieos_inline: string | null;
      /**
       * AIEOS identity file, relative to the workspace.
       */
      aieos_path: string | null;
    };
    /**
     * Aliases of [knowledge_bundles] (additive).
     */
    knowledge_bundles: string[];
    /**
     * Aliases of [mcp_bundles] (additive).
     */
    mcp_bundles: string[];
    /**
     * Aliases of [skill_bundles] (additive).
     */
    skill_bundles: string[];
    /**
     * This agent's memory.
     */
    memory: {
      /**
       * Selects the memory backend for this agent; keys not fixed by the reference.
       */
      backend: {
        [k: string]: unknown;
      };
    };
    /**
     * A quick model call that screens each request first.
     */
    precheck: {
      /**
       * Run the precheck.
       */
      enabled: boolean;
      /**
       * Hard ceiling of the precheck call, in seconds.
       */
      timeout_secs: number;
    };
    /**
     * The agent's working directory and what it may read.
     */
    workspace: {
      /**
       * Cross-agent allowlist: agent alias to what it may access; empty grants none.
       */
      access: {
        [k: string]: unknown;
      };
      /**
       * Workspace directory; default under the data directory.
       */
      path: string | null;
      /**
       * Agents whose memory this one reads: an alias, or a list of tables.
       */
      read_memory_from: string | {}[];
      /**
       * Allow file tools outside the workspace.
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
   * Acknowledgement reactions on receipt and result.
   */
  ack_reactions: boolean;
  /**
   * The interactive CLI channel.
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
   * Notice policy when a reply falls back to another model of the same family; keys not fixed by the reference.
   */
  model_fallback_notice: {
    [k: string]: unknown;
  };
  /**
   * Where conversation history is kept.
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
     * Run the multi-step agentic loop.
     */
    agentic: boolean;
    /**
     * Timeout of one agentic run, in seconds.
     */
    agentic_timeout_secs: number | null;
    /**
     * Compact the context when it grows.
     */
    compact_context: boolean | null;
    /**
     * Context fill ratio that triggers compaction.
     */
    context_compact_ratio: number | null;
    /**
     * Load built-in tool schemas on demand.
     */
    deferred_builtin_tools: boolean;
    /**
     * Timeout of a delegation, in seconds.
     */
    delegation_timeout_secs: number | null;
    /**
     * Turns of tool context kept.
     */
    keep_tool_context_turns: number | null;
    /**
     * Actions per hour at most; 0 is a hard zero budget.
     */
    max_actions_per_hour: number;
    /**
     * Context tokens at most.
     */
    max_context_tokens: number | null;
    /**
     * Spend per day in cents at most; 0 inherits the global budget.
     */
    max_cost_per_day_cents: number;
    /**
     * Delegation depth at most; 0 inherits the default.
     */
    max_delegation_depth: number;
    /**
     * Iterations of the execution tree at most.
     */
    max_execution_tree_iterations: number | null;
    /**
     * History messages kept per conversation.
     */
    max_history_messages: number | null;
    /**
     * Characters of system prompt at most.
     */
    max_system_prompt_chars: number | null;
    /**
     * Tool rounds per request at most; 0 inherits.
     */
    max_tool_iterations: number;
    /**
     * Characters of one tool result at most.
     */
    max_tool_result_chars: number | null;
    /**
     * Memories recalled per request (global default 5).
     */
    memory_recall_limit: number | null;
    /**
     * Run independent tool calls in parallel.
     */
    parallel_tools: boolean | null;
    /**
     * How prompt-injection attempts in tool output are handled; keys not fixed by the reference.
     */
    prompt_injection_mode: {
      [k: string]: unknown;
    };
    /**
     * Shell command timeout in seconds; 0 inherits.
     */
    shell_timeout_secs: number;
    /**
     * At most one tool call per model turn.
     */
    single_tool_rounds: boolean | null;
    /**
     * Refuse tool calls whose arguments do not parse.
     */
    strict_tool_parsing: boolean;
    /**
     * Tools whose identical repeated calls are not deduplicated.
     */
    tool_call_dedup_exempt: string[];
    /**
     * Tool dispatcher to use.
     */
    tool_dispatcher: string | null;
    /**
     * Groups of tools filtered together.
     *
     * Items: Fields not fixed by the reference: any keys are accepted.
     */
    tool_filter_groups: {}[];
    /**
     * Hints chosen by automatic request classification.
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
       * model_routes hint for cost-optimized requests.
       */
      cost_optimized_hint: string;
    };
    /**
     * Summarising old context to stay within limits.
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
     * Routing between a local and a cloud model by effort; both hints are exact model_routes hints.
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
       * When to escalate to the cloud model; keys not fixed by the reference.
       */
      cloud_escalation: {
        [k: string]: unknown;
      };
    };
    /**
     * Self-evaluation of answers.
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
     * Pruning of conversation history.
     */
    history_pruning: {
      /**
       * Collapse old tool results.
       */
      collapse_tool_results: boolean;
      /**
       * Prune history.
       */
      enabled: boolean;
      /**
       * Recent messages always kept.
       */
      keep_recent: number;
      /**
       * History tokens kept at most.
       */
      max_tokens: number;
    };
    /**
     * Model reasoning effort.
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
     * Short HMAC-SHA256 tags appended to tool results.
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
       * Show receipts in replies.
       */
      show_in_response: boolean;
    };
  };
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
  }
}
