/* DO NOT EDIT: generated from the merged schema of the kernel and the built-in extensions. Run `npm run gen:types`. */

/**
 * Rules routing hint:<name> to an embedding provider and model, as [[embedding_routes]] tables (memory.embedding_provider = "hint:<name>").
 *
 * Items: One rule: memory.embedding_provider = "hint:<hint>" embeds with this provider and model. Other keys are accepted and ignored (the reference does not fix the entry shape).
 */
export type EmbeddingRoutesConfig = {
  /**
   * The hint name, used as hint:<name>.
   */
  hint: string;
  /**
   * openai, or custom:<URL> (an OpenAI-compatible API).
   */
  provider: string;
  /**
   * The embedding model.
   */
  model: string;
  /**
   * Dimensions asked of the provider; null: memory.embedding_dimensions.
   */
  dimensions: number | null;
  /**
   * API key of this provider; unset: memory.embedding_api_key.
   */
  api_key: string | null;
  [k: string]: unknown;
}[];
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
 * The svc configuration file (config.toml), merged from the sections of every loaded extension.
 */
export interface SvcConfig {
  a2a: A2AConfig;
  acp: AcpConfig;
  agents: AgentsConfig;
  backup: BackupConfig;
  browser: BrowserConfig;
  browser_delegate: BrowserDelegateConfig;
  channels: ChannelsConfig;
  claude_code: ClaudeCodeConfig;
  claude_code_runner: ClaudeCodeRunnerConfig;
  cloud_ops: CloudOpsConfig;
  codex_cli: CodexCliConfig;
  composio: ComposioConfig;
  conversational_ai: ConversationalAiConfig;
  cost: CostConfig;
  cron: CronJobsConfig;
  daemon: DaemonConfig;
  data_retention: DataRetentionConfig;
  decision_models: DecisionModelsConfig;
  delegate: DelegateConfig;
  embedding_routes: EmbeddingRoutesConfig;
  enroll: EnrollConfig;
  escalation: EscalationConfig;
  eval: EvalConfig;
  /**
   * Third-party extensions to load before the schema is merged: npm package names (resolved from the config directory, then from svc) or paths relative to the config directory.
   */
  extensions: string[];
  file_download: FileDownloadConfig;
  file_upload: FileUploadConfig;
  file_upload_bundle: FileUploadBundleConfig;
  gateway: GatewayConfig;
  gemini_cli: GeminiCliConfig;
  google_workspace: GoogleWorkspaceConfig;
  hardware: HardwareConfig;
  heartbeat: HeartbeatConfig;
  hooks: HooksConfig;
  http_request: HttpRequestConfig;
  image_gen: ImageGenConfig;
  jira: JiraConfig;
  knowledge: KnowledgeConfig;
  knowledge_bundles: KnowledgeBundlesConfig;
  link_enricher: LinkEnricherConfig;
  linkedin: LinkedinConfig;
  /**
   * Locale such as en or zh-CN; empty means auto-detect from the host, falling back to en. A top-level string, so it must stand before any table in the file. Accepted and validated; no runtime behaviour yet.
   */
  locale: string;
  mcp: McpConfig;
  mcp_bundles: McpBundlesConfig;
  media_pipeline: MediaPipelineConfig;
  memory: MemoryConfig;
  microsoft365: Microsoft365Config;
  model_routes: ModelRoutesConfig;
  multimodal: MultimodalConfig;
  nodes: NodesConfig;
  notion: NotionConfig;
  observability: ObservabilityConfig;
  oidc: OidcConfig;
  onboard_state: OnboardStateConfig;
  opencode_cli: OpencodeCliConfig;
  pacing: PacingConfig;
  peer_groups: PeerGroupsConfig;
  peripherals: PeripheralsConfig;
  permission_profiles: PermissionProfilesConfig;
  pipeline: PipelineConfig;
  plugins: PluginsConfig;
  project_intel: ProjectIntelConfig;
  proxy: ProxyConfig;
  query_classification: QueryClassificationConfig;
  relay: RelayConfig;
  reliability: ReliabilityConfig;
  risk_profiles: RiskProfilesConfig;
  rpc: RpcConfig;
  runtime: RuntimeConfig;
  runtime_profiles: RuntimeProfilesConfig;
  scheduler: SchedulerConfig;
  /**
   * Format version of this file. Defaults to 1, the only version this svc reads; any other value is refused.
   */
  schema_version: 1;
  secrets: SecretsConfig;
  security: SecurityConfig;
  security_ops: SecurityOpsConfig;
  shared: SharedConfig;
  shell_tool: ShellToolConfig;
  skill_bundles: SkillBundlesConfig;
  skills: SkillsConfig;
  sop: SopConfig;
  storage: StorageConfig;
  text_browser: TextBrowserConfig;
  tools: ToolsConfig;
  transcription: TranscriptionConfig;
  trust: TrustConfig;
  tts: TtsConfig;
  tunnel: TunnelConfig;
  users: UsersConfig;
  verifiable_intent: VerifiableIntentConfig;
  web_fetch: WebFetchConfig;
  web_search: WebSearchConfig;
  wss: WssConfig;
  /**
   * Sections under "providers".
   */
  providers: {
    transcription: ProvidersTranscriptionConfig;
    tts: ProvidersTtsConfig;
    /**
     * Sections under "providers.models".
     */
    models: {
      anthropic: AnthropicProvidersConfig;
      echo: EchoProvidersConfig;
      openai: OpenAiProvidersConfig;
    };
  };
}
/**
 * Agent-to-agent protocol: outbound client and inbound discovery. Accepted and validated; no runtime behaviour yet.
 */
export interface A2AConfig {
  /**
   * Outbound agent-to-agent client; default-closed, its four tools register only when enabled. Peers are declared statically, never discovered.
   */
  client: {
    /**
     * Allow peers on private, loopback or link-local hosts.
     */
    allow_private_hosts: boolean;
    /**
     * Explicit private hosts a peer may target.
     */
    allowed_private_hosts: string[];
    /**
     * Seconds an agent card is cached; 0 disables caching.
     */
    card_cache_ttl_secs: number;
    /**
     * Master switch of the client.
     */
    enabled: boolean;
    /**
     * Largest peer response body (card and calls) in bytes.
     */
    max_response_bytes: number;
    /**
     * Peers as [[a2a.client.peers]] tables.
     *
     * Items: One statically declared peer agent. Other keys are accepted (the reference does not fix the item shape).
     */
    peers: {
      /**
       * Name the tools use to address this peer.
       */
      name: string;
      /**
       * Base URL of the peer; its agent card is fetched from there.
       */
      url: string;
      [k: string]: unknown;
    }[];
    /**
     * Timeout of one JSON-RPC request, in seconds.
     */
    request_timeout_secs: number;
  };
  /**
   * Inbound discovery: what this agent advertises in its agent card.
   */
  server: {
    /**
     * Host advertised instead of the bound one (advertise-only).
     */
    bind: string | null;
    /**
     * Serve inbound agent-to-agent discovery.
     */
    enabled: boolean;
    /**
     * Port advertised with bind (advertise-only).
     */
    port: number | null;
    /**
     * Base URL advertised in the agent card endpoints.
     */
    public_base_url: string;
  };
}
/**
 * Agent Client Protocol sessions. Accepted and validated; no runtime behaviour yet.
 */
export interface AcpConfig {
  /**
   * Agent alias used when session/new omits agentAlias and several agents exist.
   */
  default_agent: string | null;
  /**
   * Concurrent sessions at most.
   */
  max_sessions: number;
  /**
   * Seconds an idle session is kept.
   */
  session_timeout_secs: number;
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
 * Backups of configuration and state: `svc backup create | list | restore`, and on a schedule through cron.
 */
export interface BackupConfig {
  /**
   * gzip the archive (.tar.gz).
   */
  compress: boolean;
  /**
   * Directory backups are written to; relative paths are under the data directory.
   */
  destination_dir: string;
  /**
   * Take the scheduled backups (schedule_cron); `svc backup create` works either way.
   */
  enabled: boolean;
  /**
   * Seal the archive with AES-256-GCM under a key derived from the secret store key, which then stays out of it (keep <config dir>/.secret_key apart: restore needs it).
   */
  encrypt: boolean;
  /**
   * "config": the whole config directory (SOPs, TLS files, …) besides config.toml and .secret_key, which are always in; any other name: that directory under the data directory, when it exists. Every SQLite store under the data directory is always in.
   */
  include_dirs: string[];
  /**
   * Backups kept in destination_dir; the oldest are pruned after each new one. 0 keeps every one.
   */
  max_keep: number;
  /**
   * Five-field cron expression of the scheduled backups (needs the cron extension); unset means none.
   */
  schedule_cron: string | null;
  /**
   * IANA time zone of schedule_cron; unset means UTC.
   */
  schedule_timezone: string | null;
}
/**
 * Browser tools on Chromium (driven over CDP by playwright-core, never a downloaded browser), on two independent flags: enabled registers browser_open, automation_enabled registers the browser automation tool. Every request a page makes passes the outbound rules of http_request.
 */
export interface BrowserConfig {
  /**
   * Domains a page or frame may be opened from (exact or subdomain match); * allows all. A page's subresources are checked by the address rules only.
   */
  allowed_domains: string[];
  /**
   * Private or loopback hosts the browser may reach despite SSRF protection ("127.0.0.1:8080", "db.lan", "[::1]"); svc's own listeners and cloud metadata addresses never.
   */
  allowed_private_hosts: string[];
  /**
   * Register the browser automation tool (navigate, click, type, read text, screenshot into the workspace).
   */
  automation_enabled: boolean;
  /**
   * Automation backend. Not running yet: accepted and validated, writing it has no effect.
   */
  backend: 'agent_browser' | 'rust_native' | 'computer_use' | 'auto';
  /**
   * Register the browser_open tool (offered only when a Chromium executable and playwright-core are found).
   */
  enabled: boolean;
  /**
   * Show the browser window (needs a display); unset or false runs headless.
   */
  headed: boolean | null;
  /**
   * Chromium or Chrome executable; unset searches /usr/bin/chromium, chromium-browser, google-chrome on the PATH.
   */
  native_chrome_path: string | null;
  /**
   * Run the rust_native backend headless. Not running yet: accepted and validated, writing it has no effect.
   */
  native_headless: boolean;
  /**
   * WebDriver endpoint of the rust_native backend. Not running yet: accepted and validated, writing it has no effect.
   */
  native_webdriver_url: string;
  /**
   * Named browser session to reuse across calls. Not running yet: accepted and validated, writing it has no effect.
   */
  session_name: string | null;
  /**
   * Seconds one browser call may take (page load and actions included).
   */
  timeout_secs: number;
  /**
   * The computer_use backend: a sidecar that performs desktop actions over HTTP. Not running yet: accepted and validated, writing it has no effect.
   */
  computer_use: {
    /**
     * Allow an endpoint that is not on the loopback interface.
     */
    allow_remote_endpoint: boolean;
    /**
     * Bearer token sent to the sidecar.
     */
    api_key: string | null;
    /**
     * URL of the sidecar actions endpoint.
     */
    endpoint: string;
    /**
     * Largest x coordinate an action may use; unset leaves it unbounded.
     */
    max_coordinate_x: number | null;
    /**
     * Largest y coordinate an action may use; unset leaves it unbounded.
     */
    max_coordinate_y: number | null;
    /**
     * Milliseconds to wait for one sidecar action.
     */
    timeout_ms: number;
    /**
     * Window titles actions may target; empty allows every window.
     */
    window_allowlist: string[];
  };
}
/**
 * Browser tasks delegated to a coding-assistant CLI driving Chrome. Accepted and validated; no runtime behaviour yet.
 */
export interface BrowserDelegateConfig {
  /**
   * Domains the delegate may visit.
   */
  allowed_domains: string[];
  /**
   * Domains the delegate may never visit.
   */
  blocked_domains: string[];
  /**
   * Chrome profile directory; empty uses a fresh profile.
   */
  chrome_profile_dir: string;
  /**
   * Coding-assistant CLI binary that runs the task.
   */
  cli_binary: string;
  /**
   * Offer browser delegation.
   */
  enabled: boolean;
  /**
   * Seconds a delegated task may take.
   */
  task_timeout_secs: number;
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
 * The Claude Code coding-assistant CLI as a tool run in a subprocess. Accepted and validated; no runtime behaviour yet.
 */
export interface ClaudeCodeConfig {
  /**
   * Offer the Claude Code tool.
   */
  enabled: boolean;
  /**
   * Extra environment variable names passed to the subprocess.
   */
  env_passthrough: string[];
  /**
   * Bytes of subprocess output kept at most.
   */
  max_output_bytes: number;
  /**
   * Seconds a run may take.
   */
  timeout_secs: number;
  /**
   * Claude Code tools the subprocess may use.
   */
  allowed_tools: string[];
  /**
   * System prompt added to each run.
   */
  system_prompt: string | null;
}
/**
 * Long-lived Claude Code sessions in tmux, locally or over SSH. Accepted and validated; no runtime behaviour yet.
 */
export interface ClaudeCodeRunnerConfig {
  /**
   * Offer the Claude Code runner.
   */
  enabled: boolean;
  /**
   * Seconds before an idle session is cleaned up.
   */
  session_ttl: number;
  /**
   * Host the sessions run on over SSH; unset runs them locally.
   */
  ssh_host: string | null;
  /**
   * Prefix of the tmux session names.
   */
  tmux_prefix: string;
}
/**
 * Cloud operations advice: cost review, infrastructure-as-code and well-architected checks. Accepted and validated; no runtime behaviour yet.
 */
export interface CloudOpsConfig {
  /**
   * Monthly cloud spend in USD above which costs are flagged.
   */
  cost_threshold_monthly_usd: number;
  /**
   * Cloud assumed when a request names none.
   */
  default_cloud: string;
  /**
   * Offer the cloud operations tools.
   */
  enabled: boolean;
  /**
   * Infrastructure-as-code tools in use.
   */
  iac_tools: string[];
  /**
   * Clouds the tools work with.
   */
  supported_clouds: string[];
  /**
   * Well-architected frameworks reviews follow.
   */
  well_architected_frameworks: string[];
}
/**
 * The Codex coding-assistant CLI as a tool run in a subprocess. Accepted and validated; no runtime behaviour yet.
 */
export interface CodexCliConfig {
  /**
   * Offer the Codex tool.
   */
  enabled: boolean;
  /**
   * Extra environment variable names passed to the subprocess.
   */
  env_passthrough: string[];
  /**
   * Bytes of subprocess output kept at most.
   */
  max_output_bytes: number;
  /**
   * Seconds a run may take.
   */
  timeout_secs: number;
  /**
   * Extra arguments placed before the prompt.
   */
  extra_args: string[];
}
/**
 * Composio tool integrations. Accepted and validated; no runtime behaviour yet.
 */
export interface ComposioConfig {
  /**
   * Composio API key.
   */
  api_key: string | null;
  /**
   * Offer Composio tools.
   */
  enabled: boolean;
  /**
   * Composio entity the connected accounts belong to.
   */
  entity_id: string;
}
/**
 * Conversational assistant settings; parsed but not consumed. Accepted and validated; no runtime behaviour yet.
 */
export interface ConversationalAiConfig {
  /**
   * Collect conversation analytics.
   */
  analytics_enabled: boolean;
  /**
   * Detect the language of each conversation.
   */
  auto_detect_language: boolean;
  /**
   * Seconds an idle conversation is kept.
   */
  conversation_timeout_secs: number;
  /**
   * Default language (BCP-47).
   */
  default_language: string;
  /**
   * Run the conversational assistant.
   */
  enabled: boolean;
  /**
   * Confidence below which a conversation is escalated.
   */
  escalation_confidence_threshold: number;
  /**
   * Tool used to search the knowledge base.
   */
  knowledge_base_tool: string | null;
  /**
   * Turns in one conversation at most.
   */
  max_conversation_turns: number;
  /**
   * Languages offered (BCP-47).
   */
  supported_languages: string[];
}
/**
 * The cost ledger (every model and priced tool call, in SQLite or the shared PostgreSQL) and the budgets it enforces; every key applies from the next model call, without a restart; see docs/guides/costs.md.
 */
export interface CostConfig {
  /**
   * Let an operator lift a reached budget for the rest of its period with `svc cost override` (recorded in the ledger, the log and the audit trail; `svc cost override --cancel` ends one early, allowed whatever this says).
   */
  allow_override: boolean;
  /**
   * Spend of all agents per UTC day at most, in USD; 0: no daily limit.
   */
  daily_limit_usd: number;
  /**
   * Record every model call in the ledger and enforce the budgets; false: no ledger, no budget.
   */
  enabled: boolean;
  /**
   * Spend of all agents per UTC calendar month at most, in USD; 0: no monthly limit.
   */
  monthly_limit_usd: number;
  /**
   * Record which agent made each call (svc cost --by agent) and enforce each agent's runtime_profiles.<p>.max_cost_per_day_cents.
   */
  track_per_agent: boolean;
  /**
   * Percent of a budget at which one WARN is logged per period and budget (0: no warning).
   */
  warn_at_percent: number;
  /**
   * What happens when a budget (daily, monthly, or an agent's max_cost_per_day_cents) is reached.
   */
  enforcement: {
    /**
     * warn: one WARN per period, calls go on; block: a model call that would cross a limit is refused before it is sent (the sender is told, a SOP step or cron run fails with the reason); route_down: such a call goes to route_down_model instead.
     */
    mode: 'warn' | 'block' | 'route_down';
    /**
     * Percent of each limit kept back for calls already in flight (whose final price is not known yet): block and route_down act once spent, reserved and the call's estimate pass (100 - reserve_percent)% of the limit.
     */
    reserve_percent: number;
    /**
     * The model a call goes to once a budget is reached when mode = "route_down": a model name of the same provider, "<type>.<alias>/<model>" for another configured model provider, or "hint:<name>" of a [[model_routes]] entry.
     */
    route_down_model: string | null;
  };
  /**
   * Price sheets the ledger prices each call with; a model or tool with no price is recorded with an unknown cost, never a zero one.
   */
  rates: {
    /**
     * Rate sheets by kind, keyed by provider type and model (or voice).
     */
    providers: {
      /**
       * Chat model prices: [cost.rates.providers.models.<type>."<model>"] with input_per_mtok and output_per_mtok (USD per million tokens). <type> is the provider type (openai, anthropic), "<model>" the model name as the provider reports it or as the provider table names it.
       */
      models: {
        /**
         * Models of one provider type, by model name.
         */
        [k: string]: {
          /**
           * Prices of one model in USD per million tokens, as the provider bills them.
           */
          [k: string]: {
            /**
             * USD per million input (prompt) tokens.
             */
            input_per_mtok: number;
            /**
             * USD per million output (completion) tokens.
             */
            output_per_mtok: number;
            /**
             * USD per million input tokens read from the provider's prompt cache; null: priced as input_per_mtok.
             */
            cached_input_per_mtok: number | null;
          };
        };
      };
      /**
       * Transcription prices: [cost.rates.providers.transcription.<type>."<model>"] with per_minute_usd. Not running yet: accepted and validated, writing it has no effect.
       */
      transcription: {
        /**
         * Models of one transcription provider type, by model name.
         */
        [k: string]: {
          /**
           * Price of one transcription model.
           */
          [k: string]: {
            /**
             * USD per minute of audio.
             */
            per_minute_usd: number;
          };
        };
      };
      /**
       * Text-to-speech prices: [cost.rates.providers.tts.<type>."<voice>"] with per_mchar_usd. Not running yet: accepted and validated, writing it has no effect.
       */
      tts: {
        /**
         * Voices of one text-to-speech provider type, by voice or model.
         */
        [k: string]: {
          /**
           * Price of one text-to-speech voice or model.
           */
          [k: string]: {
            /**
             * USD per million characters spoken.
             */
            per_mchar_usd: number;
          };
        };
      };
    };
    /**
     * USD per successful call, by tool name: [cost.rates.tools] shell = 0.001.
     */
    tools: {
      [k: string]: number;
    };
  };
}
/**
 * Declarative scheduled jobs by id: [cron.<alias>]. Imperative jobs are never deleted by the sync.
 */
export interface CronJobsConfig {
  /**
   * One declarative job; its key is the stable job id. Synced to the database at scheduler start (config wins).
   */
  [k: string]: {
    /**
     * Tools an agent job may use; null allows the agent defaults.
     */
    allowed_tools: string[] | null;
    /**
     * Shell command (required when job_type = "shell").
     */
    command: string | null;
    /**
     * Where the output goes.
     */
    delivery: {
      /**
       * A failed delivery does not fail the job.
       */
      best_effort: boolean;
      /**
       * Channel as <type>.<alias>.
       */
      channel: string | null;
      /**
       * none keeps the output; announce sends it to the channel.
       */
      mode: 'none' | 'announce';
      /**
       * Thread to reply in.
       */
      thread_id: string | null;
      /**
       * Recipient on the channel.
       */
      to: string | null;
    };
    /**
     * Run this job.
     */
    enabled: boolean;
    /**
     * What the job runs.
     */
    job_type: 'shell' | 'agent';
    /**
     * Model override for agent jobs.
     */
    model: string | null;
    /**
     * Display name.
     */
    name: string | null;
    /**
     * Prompt (required when job_type = "agent").
     */
    prompt: string | null;
    /**
     * When the job runs: { kind = "cron", expr = "* /5 * * * *", tz = "Europe/Berlin" }, { kind = "every", every_ms = 60000 } or { kind = "at", at = "2026-12-01T09:00:00Z" }.
     */
    schedule: {
      /**
       * cron (five-field expression), every (fixed interval) or at (once).
       */
      kind: 'cron' | 'every' | 'at';
      /**
       * Five-field cron expression (kind = "cron").
       */
      expr: string | null;
      /**
       * IANA time zone of expr (kind = "cron"); default UTC.
       */
      tz: string | null;
      /**
       * Interval in milliseconds (kind = "every").
       */
      every_ms: number | null;
      /**
       * RFC 3339 date-time (kind = "at").
       */
      at: string | null;
    };
    /**
     * Session an agent job runs in.
     */
    session_target: 'isolated' | 'main' | null;
    /**
     * How shell output is formatted; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.
     */
    shell_output_format: {
      [k: string]: unknown;
    };
    /**
     * An agent job's runs recall memory and are saved to it (memory.auto_hydrate, auto_save); false: neither.
     */
    uses_memory: boolean;
  };
}
/**
 * How `svc daemon` (and `svc gateway`) start and stop their extensions.
 */
export interface DaemonConfig {
  /**
   * Seconds one extension's start may take; one that takes longer fails the start by name, and what started before it is shut down.
   */
  start_timeout_secs: number;
  /**
   * Seconds the shutdown may take: in-flight work finishes within it; an extension still shutting down at the end is abandoned by name and the others still shut down.
   */
  shutdown_grace_secs: number;
}
/**
 * A read-only retention preview of memory (the spec has no confirmed purge): svc memory retention --preview lists the entries older than retention_days.
 */
export interface DataRetentionConfig {
  /**
   * Categories covered (reserved by the spec, not applied). Not running yet: accepted and validated, writing it has no effect.
   */
  categories: string[];
  /**
   * Only report what would be purged (reserved by the spec: the preview never purges). Not running yet: accepted and validated, writing it has no effect.
   */
  dry_run: boolean;
  /**
   * Compute the retention preview on its own (svc memory retention --preview runs whatever this says). Not running yet: accepted and validated, writing it has no effect.
   */
  enabled: boolean;
  /**
   * Days after its last update an entry is listed by the retention preview.
   */
  retention_days: number;
}
/**
 * Typed-decision models, [decision_models.<alias>], selected by a SOP in its [decision] model field; an unconfigured alias makes that SOP dispatch fail closed. Accepted and validated; no runtime behaviour yet.
 */
export interface DecisionModelsConfig {
  /**
   * One typed-decision model.
   */
  [k: string]: {
    /**
     * Credential for the provider.
     */
    api_key: string | null;
    /**
     * Endpoint of the provider (required for a custom provider).
     */
    base_url: string | null;
    /**
     * Model id.
     */
    model: string | null;
    /**
     * Which provider serves the model; keys are not fixed by the reference: any keys are accepted.
     */
    provider: {
      [k: string]: unknown;
    };
  };
}
/**
 * How long an agent that was handed a task with the delegate tool may work on it. Whom an agent may hand tasks to is its agents.<alias>.delegates roster; how deep chains go, its runtime profile's max_delegation_depth.
 */
export interface DelegateConfig {
  /**
   * Seconds an agentic delegate (agents.<alias>.delegates entry with agentic = true) has to answer; then its turn is cancelled and the delegating agent told.
   */
  agentic_timeout_secs: number;
  /**
   * Seconds a delegate has to answer a task; then its turn is cancelled (its model and tool calls aborted) and the delegating agent told. A runtime profile's delegation_timeout_secs overrides both for the agents that use it.
   */
  timeout_secs: number;
}
/**
 * Certificate enrollment: submit a CSR and receive a signed certificate, CA chain and relay profile, over server-authenticated TLS behind a pairing-code gate; requires wss. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.
 */
export interface EnrollConfig {
  /**
   * Reserved: any value is rejected.
   */
  allow_unpaired_enrollment: string;
  /**
   * Address to bind.
   */
  bind: string;
  /**
   * Serve enrollment.
   */
  enabled: boolean;
  /**
   * Port to bind.
   */
  port: number;
}
/**
 * Escalations: what needs a person, raised by an agent (the escalate tool) or by svc itself (a failing heartbeat, the heartbeat dead man). Every one is logged; high and critical ones are also sent to alert_channels. See docs/guides/delegation-and-heartbeat.md.
 */
export interface EscalationConfig {
  /**
   * Channels (<type>.<alias>, to their default target) that receive high and critical escalations, best effort: a failed send is logged, never retried by the caller, and never holds up a turn. The same alert is sent once per 10 minutes, and at most 30 alerts an hour in all. Empty: escalations are only logged, and the escalate tool is not offered.
   */
  alert_channels: string[];
}
/**
 * Regression evaluation suites. Accepted and validated; no runtime behaviour yet.
 */
export interface EvalConfig {
  /**
   * Mode used when --mode is omitted.
   */
  mode: 'replay' | 'live';
  /**
   * Directory of the evaluation suites.
   */
  suite_dir: string;
}
/**
 * The file_download tool, registered only when url is set: GET url + the file's name, streamed into the agent's workspace with the size limit enforced while streaming (outbound rules of http_request; redirects stay on the endpoint's host).
 */
export interface FileDownloadConfig {
  /**
   * Download endpoint (only ever taken from config); the file name the model gives is appended as a path. Unset or empty registers no tool.
   */
  url: string | null;
  /**
   * Headers sent with every download request (often credentials); header name to value.
   */
  headers: {
    [k: string]: string;
  };
  /**
   * Largest file downloaded, in bytes.
   */
  max_file_size_bytes: number;
  /**
   * Seconds a download may take.
   */
  timeout_secs: number;
  /**
   * Private or loopback hosts the endpoint may be on despite SSRF protection ("10.0.0.5", "127.0.0.1:8080").
   */
  allowed_private_hosts: string[];
}
/**
 * The file_upload tool, registered only when url is set: one workspace file sent as multipart/form-data; a file over the limit is refused before anything is sent.
 */
export interface FileUploadConfig {
  /**
   * Upload endpoint (only ever taken from config); unset or empty registers no tool.
   */
  url: string | null;
  /**
   * Headers sent with every upload request (often credentials); header name to value.
   */
  headers: {
    [k: string]: string;
  };
  /**
   * Largest file uploaded, in bytes.
   */
  max_file_size_bytes: number;
  /**
   * Seconds an upload may take.
   */
  timeout_secs: number;
  /**
   * Multipart form field that carries the file.
   */
  field_name: string;
  /**
   * HTTP method of the upload.
   */
  method: 'POST' | 'PUT';
}
/**
 * The file_upload_bundle tool: several workspace files in one multipart/form-data request, registered only when url is set; refused before sending when over any limit.
 */
export interface FileUploadBundleConfig {
  /**
   * Upload endpoint (only ever taken from config); unset or empty registers no tool.
   */
  url: string | null;
  /**
   * Headers sent with every bundle upload request (often credentials); header name to value.
   */
  headers: {
    [k: string]: string;
  };
  /**
   * Largest single file in a bundle, in bytes.
   */
  max_file_size_bytes: number;
  /**
   * Seconds a bundle upload may take.
   */
  timeout_secs: number;
  /**
   * Multipart form field that carries each file.
   */
  field_name: string;
  /**
   * HTTP method of the upload.
   */
  method: 'POST' | 'PUT';
  /**
   * Files in one bundle at most.
   */
  max_files: number;
  /**
   * Total size of one bundle at most, in bytes.
   */
  max_total_size_bytes: number;
  /**
   * Bytes of the endpoint response body kept at most.
   */
  max_response_body_bytes: number;
}
/**
 * The HTTP gateway: the front door for webhooks, SOP dispatch, pairing and admin routes.
 */
export interface GatewayConfig {
  /**
   * Allow binding a non-loopback host without a tunnel.
   */
  allow_public_bind: boolean;
  /**
   * Authenticated remote callers may use the admin endpoints.
   */
  allow_remote_admin: boolean;
  /**
   * Allow triggering a self-upgrade. Not running yet: accepted and validated, writing it has no effect.
   */
  allow_self_upgrade: boolean;
  /**
   * Poll for newer releases. Not running yet: accepted and validated, writing it has no effect.
   */
  check_updates: boolean;
  /**
   * Address to bind.
   */
  host: string;
  /**
   * Port to bind; 0 picks a free one.
   */
  port: number;
  /**
   * Live idempotency keys at most; a full store refuses new keys with 503.
   */
  idempotency_max_keys: number;
  /**
   * Seconds an idempotency key is remembered.
   */
  idempotency_ttl_secs: number;
  /**
   * Timeout of POST /api/cron/{id}/run, in seconds.
   */
  long_running_request_timeout_secs: number;
  /**
   * Timeout of every other route, in seconds.
   */
  request_timeout_secs: number;
  /**
   * POST /pair requests per client per minute; 0 disables.
   */
  pair_rate_limit_per_minute: number;
  /**
   * Requests to /webhook and /sop/* per client per minute; 0 disables.
   */
  webhook_rate_limit_per_minute: number;
  /**
   * Clients tracked per limiter (requests, pairing, pairing lockouts); beyond it the least recently seen idle client is forgotten, and while every tracked client is active a new one is refused (429).
   */
  rate_limit_max_keys: number;
  /**
   * Lower-case hex SHA-256 of each paired bearer token; managed automatically.
   */
  paired_tokens: string[];
  /**
   * Reverse-proxy prefix under which every route is mounted, e.g. /svc.
   */
  path_prefix: string | null;
  /**
   * Require a paired bearer token on the webhook and SOP routes.
   */
  require_pairing: boolean;
  /**
   * Keep the WebSocket chat's sessions (GET /ws/chat) in SQLite (state/chat-sessions.db, 0600), so they survive a restart; false keeps them in memory. Their messages are the conversation store's (channels.session_persistence).
   */
  session_persistence: boolean;
  /**
   * Hours after which an idle WebSocket chat session is archived (no longer listed or resumable); 0 disables.
   */
  session_ttl_hours: number;
  /**
   * Trust X-Forwarded-For and X-Real-IP (one trusted proxy hop).
   */
  trust_forwarded_headers: boolean;
  /**
   * Absolute path of other dashboard files to serve at / (~ and $HOME are not expanded); null: the dashboard the package ships (`svc dashboard path` prints where).
   */
  web_dist_dir: string | null;
  /**
   * Shared secret for the generic webhook routes, sent as X-Webhook-Secret.
   */
  webhook_secret: string | null;
  /**
   * Seconds between WebSocket pings (/ws/nodes, /ws/chat); a socket that did not answer the previous ping is dropped.
   */
  websocket_ping_interval_secs: number;
  /**
   * The one policy for every issued pairing code (startup code, get-paircode --new, POST /api/pairing/initiate).
   */
  pairing_code: {
    /**
     * Characters in a pairing code.
     */
    length: number;
    /**
     * Character family: alphanumeric (default), unambiguous (Crockford Base32) or numeric.
     */
    charset: 'alphanumeric' | 'unambiguous' | 'numeric';
  };
  /**
   * Pairing code lifetime and brute-force limits.
   */
  pairing_dashboard: {
    /**
     * Seconds a pairing code stays valid (the startup code too).
     */
    code_ttl_secs: number;
    /**
     * Seconds a client is locked out after max_failed_attempts.
     */
    lockout_secs: number;
    /**
     * Failed pairing attempts before a lockout.
     */
    max_failed_attempts: number;
    /**
     * Live pairing codes at most; a new one revokes the oldest.
     */
    max_pending_codes: number;
  };
  /**
   * HTTPS for the gateway. Files are re-read on reload: a renewed certificate applies to new connections without a restart.
   */
  tls?: {
    /**
     * PEM certificate chain (required when [gateway.tls] is present); relative to the config directory.
     */
    cert_path: string;
    /**
     * PEM private key (required when [gateway.tls] is present); relative to the config directory.
     */
    key_path: string;
    /**
     * Serve HTTPS.
     */
    enabled: boolean;
    /**
     * Mutual TLS: client certificates.
     */
    client_auth: {
      /**
       * PEM file of the CA that signs client certificates (required with enabled = true).
       */
      ca_cert_path: string;
      /**
       * Revoked client certificates: a file with one SHA-256 fingerprint (hex, colons allowed) per line; # starts a comment.
       */
      crl_path: string;
      /**
       * Ask clients for certificates (mutual TLS).
       */
      enabled: boolean;
      /**
       * SHA-256 fingerprints of the only client certificates accepted; empty accepts any the CA signed.
       */
      pinned_certs: string[];
      /**
       * Refuse clients without a valid certificate during the handshake; with false, a certificate is checked only when sent.
       */
      require_client_cert: boolean;
    };
  };
}
/**
 * The Gemini coding-assistant CLI as a tool run in a subprocess. Accepted and validated; no runtime behaviour yet.
 */
export interface GeminiCliConfig {
  /**
   * Offer the Gemini tool.
   */
  enabled: boolean;
  /**
   * Extra environment variable names passed to the subprocess.
   */
  env_passthrough: string[];
  /**
   * Bytes of subprocess output kept at most.
   */
  max_output_bytes: number;
  /**
   * Seconds a run may take.
   */
  timeout_secs: number;
}
/**
 * Google Workspace APIs (Drive, Sheets, Gmail, Calendar, ...). Omitting the section equals the defaults (disabled). Accepted and validated; no runtime behaviour yet.
 */
export interface GoogleWorkspaceConfig {
  /**
   * Allowed resource and method pairs; empty allows any resource and method of the allowed services. Item fields are not shown by the reference: any keys are accepted.
   *
   * Items: Fields not fixed by the reference: any keys are accepted.
   */
  allowed_operations: {}[];
  /**
   * Services the agent may call; empty means the default set: drive, sheets, gmail, calendar, docs, slides, tasks, people, chat, classroom, forms, keep, meet, events.
   */
  allowed_services: string[];
  /**
   * Log every Workspace call.
   */
  audit_log: boolean;
  /**
   * Path of the OAuth or service-account credentials file.
   */
  credentials_path: string | null;
  /**
   * Account used when a call names none.
   */
  default_account: string | null;
  /**
   * Offer the Google Workspace tool.
   */
  enabled: boolean;
  /**
   * Workspace calls per minute at most.
   */
  rate_limit_per_minute: number;
  /**
   * Seconds per Workspace call.
   */
  timeout_secs: number;
}
/**
 * Attached hardware (boards reached natively, over serial or through a probe). Accepted and validated; no runtime behaviour yet.
 */
export interface HardwareConfig {
  /**
   * Serial line speed.
   */
  baud_rate: number;
  /**
   * Use attached hardware.
   */
  enabled: boolean;
  /**
   * Chip id for the Probe transport.
   */
  probe_target: string | null;
  /**
   * Serial device, e.g. /dev/ttyUSB0.
   */
  serial_port: string | null;
  /**
   * How the hardware is reached.
   */
  transport: 'None' | 'Native' | 'Serial' | 'Probe' | null;
  /**
   * Index .md and .txt datasheets of the workspace.
   */
  workspace_datasheets: boolean;
}
/**
 * An agent that checks in on its own: every interval it reads its tasks (HEARTBEAT.md of its workspace, else message), asks cheaply whether any needs doing (two_phase), and only then runs them, sending the result to target. A dead-man alert fires when no heartbeat succeeds for deadman_timeout_minutes. See docs/guides/delegation-and-heartbeat.md.
 */
export interface HeartbeatConfig {
  /**
   * Adapt the interval between min_interval_minutes and max_interval_minutes: halved after a heartbeat that had work, doubled after one that had none or failed.
   */
  adaptive: boolean;
  /**
   * Alias of the agent the heartbeat runs as; required when enabled.
   */
  agent: string;
  /**
   * Channel (<type>.<alias>) told when no heartbeat succeeded within deadman_timeout_minutes; unset: the alert is logged at ERROR and raised as a critical escalation only.
   */
  deadman_channel: string | null;
  /**
   * Minutes without a successful heartbeat (a run, or a skip because nothing needed doing) before the dead-man alert, once per outage; 0 turns it off. Must be longer than the interval (max_interval_minutes when adaptive).
   */
  deadman_timeout_minutes: number;
  /**
   * Recipient of the dead-man alert on deadman_channel; unset: the channel's default target.
   */
  deadman_to: string | null;
  /**
   * Run the heartbeat. The first heartbeat comes one interval after the start, never at the start itself.
   */
  enabled: boolean;
  /**
   * Minutes between heartbeats (the starting interval when adaptive).
   */
  interval_minutes: number;
  /**
   * Run the tasks in one continuing conversation (heartbeat:main), so each run sees the history of the last ones; false: each run starts fresh, which is cheaper. The two-phase check never loads history.
   */
  load_session_context: boolean;
  /**
   * Longest interval when adaptive, in minutes.
   */
  max_interval_minutes: number;
  /**
   * Heartbeats remembered for svc status (in memory; a restart forgets them).
   */
  max_run_history: number;
  /**
   * The tasks when the workspace has no HEARTBEAT.md, or one with no task in it (only headings, comments and blank lines).
   */
  message: string | null;
  /**
   * Shortest interval when adaptive, in minutes.
   */
  min_interval_minutes: number;
  /**
   * Channel (<type>.<alias>) that receives the result of each heartbeat that ran its tasks; unset: the result is only logged and kept in the history. A reply of HEARTBEAT_OK is never sent.
   */
  target: string | null;
  /**
   * Seconds one heartbeat (the check and the run together) may take; then it is cancelled and counts as failed.
   */
  task_timeout_secs: number;
  /**
   * Recipient on target (required when target is set).
   */
  to: string | null;
  /**
   * First ask the agent, without tools or history, whether any task needs doing now, and run the tasks only when it answers RUN; any other answer skips the heartbeat.
   */
  two_phase: boolean;
}
/**
 * Hooks that observe agent tool calls.
 */
export interface HooksConfig {
  /**
   * false disables every hook extension.
   */
  enabled: boolean;
  /**
   * Sections under "hooks.builtin".
   */
  builtin: {
    /**
     * Log every tool call (tool, duration, success; never arguments) to the daemon log.
     */
    command_logger: boolean;
    webhook_audit: WebhookAuditConfig;
  };
}
/**
 * POSTs a JSON audit event (format version 1, see README) to url when a tool call matches tool_patterns.
 */
export interface WebhookAuditConfig {
  /**
   * Send audit events.
   */
  enabled: boolean;
  /**
   * Include the tool arguments (secrets redacted).
   */
  include_args: boolean;
  /**
   * Bytes of serialised arguments sent at most; longer ones are cut and marked arguments_truncated.
   */
  max_args_bytes: number;
  /**
   * Glob patterns of tool names to audit (* any run of characters, ? one character).
   */
  tool_patterns: string[];
  /**
   * Receives an HTTP POST with a JSON body: https, or http on a loopback address; never a private or link-local address.
   */
  url: string;
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
 * The image_gen tool: asks an OpenAI-compatible images endpoint (POST <api_url>/images/generations) and saves the image into the agent's workspace.
 */
export interface ImageGenConfig {
  /**
   * Name of the environment variable holding the provider key; empty uses OPENAI_API_KEY. No key set sends no Authorization header.
   */
  api_key_env: string;
  /**
   * Base URL of the OpenAI-compatible API (/images/generations is appended); plain http only to a loopback host.
   */
  api_url: string;
  /**
   * Model id used when a call names none; empty uses gpt-image-1.
   */
  default_model: string;
  /**
   * Register the image_gen tool.
   */
  enabled: boolean;
}
/**
 * Jira tickets. Cloud uses Basic auth with email plus token; server editions use Bearer when email is omitted. Accepted and validated; no runtime behaviour yet.
 */
export interface JiraConfig {
  /**
   * Jira actions the agent may use.
   */
  allowed_actions: ('get_ticket' | 'search_tickets' | 'comment_ticket')[];
  /**
   * Jira API token; empty falls back to an environment variable.
   */
  api_token: string;
  /**
   * Base URL of the Jira site, e.g. https://example.atlassian.net.
   */
  base_url: string;
  /**
   * Account email for Basic auth (Cloud); unset uses a Bearer token (server editions).
   */
  email: string | null;
  /**
   * Offer the Jira tool.
   */
  enabled: boolean;
  /**
   * Seconds per Jira request.
   */
  timeout_secs: number;
}
/**
 * The knowledge graph: entities and the relations between them, written and read by the agents' knowledge_add, knowledge_query and knowledge_forget tools and recalled when a message names an entity.
 */
export interface KnowledgeConfig {
  /**
   * Capture knowledge from conversations automatically (needs a model to extract it). Not running yet: accepted and validated, writing it has no effect.
   */
  auto_capture: boolean;
  /**
   * SQLite file of the graph (0600, WAL); unset: <data dir>/state/knowledge/graph.db; a relative path resolves from the data directory.
   */
  db_path: string | null;
  /**
   * Keep the graph and offer its tools to every agent.
   */
  enabled: boolean;
  /**
   * Entities in the graph at most: a relation that would add more is refused (the model is told).
   */
  max_nodes: number;
  /**
   * Before a turn, add the relations of the entities its message names (up to 5 entities, 20 relations) to the message's context.
   */
  suggest_on_query: boolean;
}
/**
 * Knowledge bundles, one [knowledge_bundles.<alias>] each: text files ingested into the memory of every agent that lists the bundle in agents.<a>.knowledge_bundles (every bundle goes to the one agent "default" when no [agents] exist), kept in line as the files change.
 */
export interface KnowledgeBundlesConfig {
  /**
   * One knowledge bundle.
   */
  [k: string]: {
    /**
     * Files and folders of the bundle (relative paths resolve from the config directory; folders are walked, hidden files and links inside them skipped): text files (.md, .txt, .rst, .adoc, .org, .csv, .json, .yaml, .yml, .toml, .html) of at most 1 MiB, 2,000 files and 20 MiB a bundle.
     */
    sources: string[];
    /**
     * Tags given to every memory entry of the bundle (with source:<path>).
     */
    tags: string[];
  };
}
/**
 * Previews of links found in incoming messages: the title and a short summary of each (fetched under web_fetch's rules), added to the turn's context as untrusted text.
 */
export interface LinkEnricherConfig {
  /**
   * Enrich links in incoming messages.
   */
  enabled: boolean;
  /**
   * Links enriched per message at most.
   */
  max_links: number;
  /**
   * Seconds to wait for one link.
   */
  timeout_secs: number;
}
/**
 * LinkedIn posting: content sources and generated post images. Accepted and validated; no runtime behaviour yet.
 */
export interface LinkedinConfig {
  /**
   * LinkedIn API version as YYYYMM.
   */
  api_version: string;
  /**
   * Offer the LinkedIn tool.
   */
  enabled: boolean;
  /**
   * Where post ideas come from and how posts are written.
   */
  content: {
    /**
     * GitHub repositories (owner/name) whose activity feeds posts.
     */
    github_repos: string[];
    /**
     * GitHub users whose activity feeds posts.
     */
    github_users: string[];
    /**
     * Extra writing instructions for posts.
     */
    instructions: string;
    /**
     * Persona the posts are written as.
     */
    persona: string;
    /**
     * RSS feed URLs that feed posts.
     */
    rss_feeds: string[];
    /**
     * Topics to post about.
     */
    topics: string[];
  };
  /**
   * Images generated for posts.
   */
  image: {
    /**
     * Accent colour of the fallback card, as #RRGGBB.
     */
    card_accent_color: string;
    /**
     * Attach generated images to posts.
     */
    enabled: boolean;
    /**
     * Render a text card when every image provider fails.
     */
    fallback_card: boolean;
    /**
     * Image vendors to try, in priority order.
     */
    providers: ('dalle' | 'flux' | 'imagen' | 'stability')[];
    /**
     * Directory for generated images before upload.
     */
    temp_dir: string;
    /**
     * DALL-E image generation for LinkedIn posts.
     */
    dalle: {
      /**
       * Name of the environment variable holding the DALL-E API key; unset uses the vendor default.
       */
      api_key_env: string | null;
      /**
       * DALL-E model; unset uses the vendor default.
       */
      model: string | null;
    };
    /**
     * Flux image generation for LinkedIn posts.
     */
    flux: {
      /**
       * Name of the environment variable holding the Flux API key; unset uses the vendor default.
       */
      api_key_env: string | null;
      /**
       * Flux model; unset uses the vendor default.
       */
      model: string | null;
    };
    /**
     * Imagen image generation for LinkedIn posts.
     */
    imagen: {
      /**
       * Name of the environment variable holding the Imagen API key; unset uses the vendor default.
       */
      api_key_env: string | null;
      /**
       * Imagen model; unset uses the vendor default.
       */
      model: string | null;
      /**
       * Name of the environment variable holding the Google Cloud project id.
       */
      project_id_env: string | null;
      /**
       * Google Cloud region of the Imagen endpoint.
       */
      region: string | null;
    };
    /**
     * Stability image generation for LinkedIn posts.
     */
    stability: {
      /**
       * Name of the environment variable holding the Stability API key; unset uses the vendor default.
       */
      api_key_env: string | null;
      /**
       * Stability model; unset uses the vendor default.
       */
      model: string | null;
    };
  };
}
/**
 * Model Context Protocol servers whose tools agents may use (docs/guides/mcp.md).
 */
export interface McpConfig {
  /**
   * Offer the model a tool_search tool instead of every MCP tool: it searches names and descriptions and loads the schemas of the tools it picks.
   */
  deferred_loading: boolean;
  /**
   * Connect the configured MCP servers; false starts none of them.
   */
  enabled: boolean;
  /**
   * MCP servers, as an array of tables ([[mcp.servers]]).
   *
   * Items: One MCP server: a child process spoken to over stdio, or a remote server over Streamable HTTP (or the older SSE transport).
   */
  servers: {
    /**
     * Server name (alias grammar); its tools reach the model as mcp__<name>__<tool>, and mcp_bundles grant it by this name. Unique among servers.
     */
    name: string;
    /**
     * "stdio" (command), "http" (Streamable HTTP at url) or "sse" (the older HTTP+SSE transport at url); unset: stdio when command is set, else http.
     */
    transport: 'stdio' | 'http' | 'sse' | null;
    /**
     * Executable of a stdio server (found on PATH when not absolute); started with the daemon in its own process group.
     */
    command: string | null;
    /**
     * Arguments of command.
     */
    args: string[];
    /**
     * Environment of a stdio server, added to the sandbox's allowlist (PATH, LANG, TERM, …, HOME = cwd, runtime.env_passthrough); values are secrets.
     */
    env: {
      [k: string]: string;
    };
    /**
     * Working directory of a stdio server and the one directory its sandbox may write; unset: <data dir>/mcp/<name> (made 0700). It must not hold the config or data directory.
     */
    cwd: string | null;
    /**
     * Let this stdio server's sandbox reach the network even when the runtime adapter's network is "none".
     */
    network: boolean;
    /**
     * Endpoint of an http or sse server (http:// or https://).
     */
    url: string | null;
    /**
     * Headers sent with every request to an http or sse server (often credentials); values are secrets.
     */
    headers: {
      [k: string]: string;
    };
    /**
     * Seconds one tool call (and the start: connect, initialise, list tools) may take; the call is then cancelled and the model told so.
     */
    timeout_secs: number;
    /**
     * Only these tools of the server are offered (names as the server gives them); unset: every tool.
     */
    allowed_tools: string[] | null;
    /**
     * Tools of the server never offered (wins over allowed_tools).
     */
    excluded_tools: string[];
    /**
     * Connect this server; false keeps it configured and stopped.
     */
    enabled: boolean;
  }[];
}
/**
 * Named sets of MCP servers an agent may be granted ([mcp_bundles.<alias>]), selected by agents.<a>.mcp_bundles. Once any bundle exists, an agent with no bundle gets no MCP tool.
 */
export interface McpBundlesConfig {
  /**
   * One MCP bundle.
   */
  [k: string]: {
    /**
     * Names of the MCP servers granted; "*" grants every server.
     */
    servers: string[];
    /**
     * Server names removed; deny wins across every bundle an agent references.
     */
    exclude: string[];
  };
}
/**
 * Automatic processing of inbound media before it reaches the agent. Accepted and validated; no runtime behaviour yet.
 */
export interface MediaPipelineConfig {
  /**
   * Describe inbound images in text.
   */
  describe_images: boolean;
  /**
   * Run the media pipeline on inbound attachments.
   */
  enabled: boolean;
  /**
   * Summarize inbound videos in text.
   */
  summarize_video: boolean;
  /**
   * Transcribe inbound audio.
   */
  transcribe_audio: boolean;
}
/**
 * Agent memory (one SQLite store per agent): what is saved, how it is searched and recalled into each turn. Keys marked as not running yet are accepted and do nothing.
 */
export interface MemoryConfig {
  /**
   * Where memory is kept: sqlite (one file per agent, <data dir>/state/memory/<agent>.db), markdown (MEMORY.md and memory/YYYY-MM-DD.md in each agent's workspace), postgres (every agent's memory in the shared mode's database: needs shared.enabled and shared.postgres_url), postgres.<alias> (the database of [storage.postgres.<alias>]) or none (no memory: no tools, no recall, nothing saved). agents.<a>.memory.backend.kind overrides it for one agent. qdrant, lucid and the named stores of other backends are refused at load: they do not run yet.
   */
  backend: string;
  /**
   * Days after its last update a daily entry is archived by the hygiene: kept and listed, no longer recalled. 0 never archives.
   */
  archive_after_days: number;
  /**
   * Days after its last update an archived entry is deleted by the hygiene. 0 never purges.
   */
  purge_after_days: number;
  /**
   * Record every memory write and forget (ids, namespace, category, scope; never the content) in memory's own audit trail (kept audit_retention_days) and in the audit log (security.audit).
   */
  audit_enabled: boolean;
  /**
   * Days the records of memory's own audit trail (<data dir>/state/memory-audit.db, read with svc memory audit) are kept; the hygiene deletes older ones. 0 keeps them forever. The security audit log (security.audit) gets the same events and is never pruned.
   */
  audit_retention_days: number;
  /**
   * Before each turn, add a [Memory context] block of the best entries for the message (memory_recall_limit of the agent's runtime profile, default 5; entries of the conversation being answered are left out) to the message's context.
   */
  auto_hydrate: boolean;
  /**
   * Rebuild the index when the embedding identity (provider, model, dimensions) changes. Not running yet: accepted and validated, writing it has no effect.
   */
  auto_reindex_on_identity_change: boolean;
  /**
   * After each answered turn, save the user's message and the final reply as two conversation entries of the default namespace.
   */
  auto_save: boolean;
  /**
   * Candidates fetched per requested result from each stage (keyword, vector) before ranking.
   */
  candidate_multiplier: number;
  /**
   * Tokens of one entry at most (about 4 characters a token): a longer text is kept as several entries tagged "chunk i/n", cut at a paragraph or sentence (16 chunks at most; one entry never holds more than 8 KiB).
   */
  chunk_max_tokens: number;
  /**
   * A new core entry close to an older one of the same namespace and scope (conflict_threshold) supersedes it: the older one is kept and listed, no longer recalled.
   */
  conflict_supersede_enabled: boolean;
  /**
   * Similarity at which a new core entry supersedes an older one: the cosine of their vectors when both have one, else the Jaccard similarity of their words.
   */
  conflict_threshold: number;
  /**
   * Extract facts when consolidating entries. Not running yet: accepted and validated, writing it has no effect.
   */
  consolidation_extract_facts: boolean;
  /**
   * Days after its last update a conversation entry is deleted by the hygiene; 0 keeps them forever (policy.retention_days_by_category overrides).
   */
  conversation_retention_days: number;
  /**
   * Days after its last update a core entry is deleted by the hygiene; 0 keeps them forever.
   */
  core_retention_days: number;
  /**
   * Days after its last update a daily entry is deleted by the hygiene; 0 keeps them forever (archive_after_days and purge_after_days apply too).
   */
  daily_retention_days: number;
  /**
   * Bytes of core entries' content at most, per agent; beyond it entries are evicted at the write (in evict_order). 0 is unbounded.
   */
  core_max_bytes: number;
  /**
   * Core entries at most, per agent, evicted as core_max_bytes. 0 is unbounded.
   */
  core_max_rows: number;
  /**
   * Daily entries at most, per agent, evicted as core_max_bytes. 0 is unbounded.
   */
  daily_max_rows: number;
  /**
   * What a duplicate written again does (dedup_on_write): { kind = "refresh" } (the default: the existing entry's date is renewed and it keeps the greater importance), { kind = "skip" } (the new text is dropped, the existing entry left as it was) or { kind = "replace" } (the existing entry is deleted and the new text kept, with the greater importance). Other keys are accepted and ignored.
   */
  dedup_action: {
    /**
     * refresh, skip or replace.
     */
    kind: 'refresh' | 'skip' | 'replace';
    [k: string]: unknown;
  };
  /**
   * Jaccard similarity of words at which a written entry is a duplicate of a live one (same namespace, category and scope).
   */
  dedup_jaccard_threshold: number;
  /**
   * A duplicate written again (dedup_jaccard_threshold) is not added: dedup_action says what happens instead (default: the existing entry is refreshed).
   */
  dedup_on_write: boolean;
  /**
   * svc addition. false: what an untrusted sender (a channel, the /webhook chat, a SOP payload) tells the agent is recalled only in that sender's turns and the operator's. true: every entry is shared by every turn of the agent, whoever said it (for a deployment whose channels only its owner uses; on a public channel one sender then reads what another told the agent).
   */
  share_across_senders: boolean;
  /**
   * Namespace of entries that name none (auto_save and memory_store without a namespace).
   */
  default_namespace: string;
  /**
   * API key of the embedding provider, sent as a Bearer token.
   */
  embedding_api_key: string | null;
  /**
   * Embeddings kept in an in-process LRU at most (each store also keeps every vector in its embeddings table, keyed by content hash).
   */
  embedding_cache_size: number;
  /**
   * Dimensions asked of the provider; an answer of another length is an embedding failure.
   */
  embedding_dimensions: number;
  /**
   * Embedding model sent to the provider.
   */
  embedding_model: string;
  /**
   * none (keyword search only), openai, custom:<URL> (an OpenAI-compatible API; <URL>/embeddings is called), or hint:<name> (the [[embedding_routes]] rule of that hint gives the provider, model, and optionally dimensions and api_key). A provider that fails degrades recall to keyword search with one WARN.
   */
  embedding_provider: string;
  /**
   * Which entries a cap (core_max_rows, core_max_bytes, daily_max_rows, policy.max_entries_per_*) evicts first: { kind = "importance" } (the default: the least important, then the least recently updated), { kind = "oldest" } (the least recently updated, whatever their importance) or { kind = "largest" } (the longest content, then the least recently updated). Other keys are accepted and ignored.
   */
  evict_order: {
    /**
     * importance, oldest or largest.
     */
    kind: 'importance' | 'oldest' | 'largest';
    [k: string]: unknown;
  };
  /**
   * When retrieval_stages has fts before vector: if the best keyword match scores this or more (bm25 / (1 + bm25), 0 to 1), recall returns keyword results without embedding the query. Above 1 never returns early.
   */
  fts_early_return_score: number;
  /**
   * Run the memory hygiene (retention, archive, purge, caps) one minute after the start and every six hours, logged with its counts; svc memory hygiene runs it at once.
   */
  hygiene_enabled: boolean;
  /**
   * Weight of an entry's importance (0 to 1) added to its score.
   */
  importance_weight: number;
  /**
   * Weight of recency (0.5 ^ (age in days / 30)) added to an entry's score.
   */
  recency_weight: number;
  /**
   * Weight of the keyword score (BM25 divided by the best BM25 of the candidates) in the relevance.
   */
  keyword_weight: number;
  /**
   * Weight of the cosine similarity in the relevance, when an embedding provider answers.
   */
  vector_weight: number;
  /**
   * Entries whose relevance (before importance and recency) is below this are not recalled.
   */
  min_relevance_score: number;
  /**
   * Maximal marginal relevance trade-off: 1 favours relevance, 0 diversity (similarity: cosine of vectors, else Jaccard of words).
   */
  mmr_lambda: number;
  /**
   * Importance at which an entry is pinned: recalled first in every turn whatever the message (up to the recall limit); above 1.0 disables it.
   */
  pin_min_importance: number;
  /**
   * Namespaces whose entries are pinned (recalled first in every turn the scope allows).
   */
  pin_namespaces: string[];
  /**
   * Prefix each entry of the [Memory context] block with the date it was saved (YYYY-MM-DD).
   */
  recall_date_stamp: boolean;
  /**
   * Re-rank recall results with rerank_strategy.
   */
  rerank_enabled: boolean;
  /**
   * none, or mmr (maximal marginal relevance, mmr_lambda): near-copies give way to other entries.
   */
  rerank_strategy: 'none' | 'mmr';
  /**
   * Candidates above min_relevance_score needed before re-ranking applies.
   */
  rerank_threshold: number;
  /**
   * Cache model answers by exact prompt: a call of the same agent with the same provider, model, messages and tools is answered from the cache without a provider request (counted, costing nothing). Answers with tool calls, errors and cancelled calls are never kept.
   */
  response_cache_enabled: boolean;
  /**
   * Cached answers kept in memory at most (the least recently used go first); 0 keeps none there.
   */
  response_cache_hot_entries: number;
  /**
   * Cached answers kept in <data dir>/state/response-cache.db at most (the least recently used go first); 0 keeps none on disk.
   */
  response_cache_max_entries: number;
  /**
   * Minutes a cached answer is served after it was kept; 0: until it is evicted.
   */
  response_cache_ttl_minutes: number;
  /**
   * Candidate stages of recall, in order: fts (the keyword index) and vector (the query's embedding). One stage alone searches with it only (vector alone falls back to fts while the embedding provider fails); fts first allows fts_early_return_score.
   *
   * @minItems 1
   */
  retrieval_stages: ['fts' | 'vector', ...('fts' | 'vector')[]];
  /**
   * How recall combines its stages: { kind = "hybrid" } (the default: vector_weight × cosine + keyword_weight × normalised BM25) or { kind = "rrf", k = 60 } (reciprocal rank fusion: each stage scores a candidate by its rank, (k + 1) / (k + rank), weighted the same way). Other keys are accepted and ignored.
   */
  search_mode: {
    /**
     * hybrid or rrf.
     */
    kind: 'hybrid' | 'rrf';
    /**
     * The rank constant of rrf: larger values flatten the difference between ranks.
     */
    k: number;
    [k: string]: unknown;
  };
  /**
   * Write a Markdown snapshot of each agent's live core entries to <data dir>/state/memory/<agent>.snapshot.md (0600, replaced whole) at each hygiene pass (the schedule and svc memory hygiene).
   */
  snapshot_enabled: boolean;
  /**
   * With snapshot_enabled: take the snapshot before the hygiene pass (what the pass deletes is in it) instead of after it.
   */
  snapshot_on_hygiene: boolean;
  /**
   * Limits, redaction and threat scanning applied to memory entries.
   */
  policy: {
    /**
     * Entries of each category at most, per agent; beyond it the least important, then the least recently updated, are evicted at the write. 0 is unlimited.
     */
    max_entries_per_category: number;
    /**
     * Entries of each namespace at most, per agent, evicted as max_entries_per_category. 0 is unlimited.
     */
    max_entries_per_namespace: number;
    /**
     * Namespaces the memory_store and memory_forget tools refuse to write (recall still reads them).
     */
    read_only_namespaces: string[];
    /**
     * Kinds of text replaced by [REDACTED:<kind>] when redact_on_write is on: secret (a value after password, token, secret, pin…), api_key (provider key prefixes), private_key (PEM blocks), email, phone (8 to 15 digits).
     */
    redact_categories: ('secret' | 'api_key' | 'private_key' | 'email' | 'phone')[];
    /**
     * Redact redact_categories in an entry before it is stored (the leak detector's pass applies either way).
     */
    redact_on_write: boolean;
    /**
     * Days entries of a category are kept, overriding the *_retention_days keys; 0 keeps them forever, an absent key falls back.
     */
    retention_days_by_category: {
      /**
       * Days core entries are kept.
       */
      core?: number;
      /**
       * Days daily entries are kept.
       */
      daily?: number;
      /**
       * Days conversation entries are kept.
       */
      conversation?: number;
    };
    /**
     * Scan of entries for injected instructions (the untrusted-input guard's patterns) before they are kept: off, on, or strict (weaker signs flagged too).
     */
    threat_scan: 'off' | 'on' | 'strict';
    /**
     * Also scan entries when they are recalled, with threat_scan_on_hit applied there.
     */
    threat_scan_load_time: boolean;
    /**
     * What happens to a flagged entry: reject (not kept; left out of recall), sanitize (the phrases removed), or warn (kept, one WARN).
     */
    threat_scan_on_hit: 'reject' | 'sanitize' | 'warn';
  };
  /**
   * Typed memory entries; requires the sqlite backend.
   */
  types: {
    /**
     * Store typed entries (requires memory.backend to be sqlite or a [storage.sqlite.<alias>]). Not running yet: accepted and validated, writing it has no effect.
     */
    enabled: boolean;
  };
}
/**
 * Microsoft 365 through the Graph API. Accepted and validated; no runtime behaviour yet.
 */
export interface Microsoft365Config {
  /**
   * OAuth flow used to get Graph tokens.
   */
  auth_flow: 'client_credentials' | 'device_code';
  /**
   * Application (client) id of the Entra app registration.
   */
  client_id: string | null;
  /**
   * Client secret of the app registration (client_credentials flow).
   */
  client_secret: string | null;
  /**
   * Offer the Microsoft 365 tool.
   */
  enabled: boolean;
  /**
   * OAuth scopes requested; the default is the Graph default scope.
   */
  scopes: string[];
  /**
   * Directory (tenant) id.
   */
  tenant_id: string | null;
  /**
   * Encrypt the cached tokens at rest.
   */
  token_cache_encrypted: boolean;
  /**
   * User whose mailbox, calendar and files are used (application permissions).
   */
  user_id: string | null;
}
/**
 * Images in model requests. Tool text is never scanned for image paths; only explicitly declared attachments are base64-inlined into the next provider request. Accepted and validated; no runtime behaviour yet.
 */
export interface MultimodalConfig {
  /**
   * Fetch images from remote URLs to inline them.
   */
  allow_remote_fetch: boolean;
  /**
   * Largest image inlined, in megabytes.
   */
  max_image_size_mb: number;
  /**
   * Images stay only on this many most recent turns of the history; 0 does not trim.
   */
  max_image_turns: number;
  /**
   * Images inlined into one request at most.
   */
  max_images: number;
  /**
   * Model used for image turns; unset uses the agent model.
   */
  vision_model: string | null;
  /**
   * Provider of vision_model; unset uses the agent provider.
   */
  vision_model_provider: string | null;
}
/**
 * Remote nodes that connect to /ws/nodes and advertise capabilities.
 */
export interface NodesConfig {
  /**
   * Token nodes present to connect (Authorization: Bearer); required when enabled.
   */
  auth_token: string | null;
  /**
   * Accept node connections on /ws/nodes.
   */
  enabled: boolean;
  /**
   * Connected nodes at most (open sockets, registered or not).
   */
  max_nodes: number;
  /**
   * Discovery of peers over mDNS. Accepted and validated; not run yet.
   */
  mdns: {
    /**
     * Seconds between announcements.
     */
    announce_interval_secs: number;
    /**
     * Announce and discover over mDNS.
     */
    enabled: boolean;
    /**
     * Peers remembered at most.
     */
    max_peers: number;
    /**
     * Name announced for this node.
     */
    node_name: string | null;
    /**
     * Seconds a silent peer is remembered.
     */
    peer_ttl_secs: number;
  };
}
/**
 * A Notion database polled as a task queue: rows carry input, status and result properties. Accepted and validated; no runtime behaviour yet.
 */
export interface NotionConfig {
  /**
   * Notion integration token.
   */
  api_key: string;
  /**
   * Id of the Notion database polled for tasks.
   */
  database_id: string;
  /**
   * Poll the Notion database.
   */
  enabled: boolean;
  /**
   * Database property holding the task input.
   */
  input_property: string;
  /**
   * Tasks processed at the same time at most.
   */
  max_concurrent: number;
  /**
   * Seconds between polls of the database.
   */
  poll_interval_secs: number;
  /**
   * Pick up tasks left in progress by an earlier run.
   */
  recover_stale: boolean;
  /**
   * Database property that receives the result.
   */
  result_property: string;
  /**
   * Database property holding the task status.
   */
  status_property: string;
}
/**
 * Metrics, traces and the runtime trace log.
 */
export interface ObservabilityConfig {
  /**
   * Where telemetry goes.
   */
  backend: 'none' | 'log' | 'verbose' | 'prometheus' | 'otel';
  /**
   * How much of each model request is logged. Not running yet: accepted and validated, writing it has no effect.
   */
  log_llm_request_payload: 'off' | 'redacted' | 'full';
  /**
   * How much of tool input and output is logged. Not running yet: accepted and validated, writing it has no effect.
   */
  log_tool_io: 'off' | 'redacted' | 'full';
  /**
   * How much model content goes into OpenTelemetry spans. Not running yet: accepted and validated, writing it has no effect.
   */
  otel_genai_content: 'off' | 'redacted' | 'full';
  /**
   * How much tool input and output goes into OpenTelemetry spans. Not running yet: accepted and validated, writing it has no effect.
   */
  otel_tool_io: 'off' | 'redacted' | 'full';
  /**
   * How the runtime trace log is kept (rolling or segmented); keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.
   */
  log_persistence: {
    [k: string]: unknown;
  };
  /**
   * Size cap of the daemon's persisted log in bytes, its rotated segments included (each segment is this divided by retention_max_files + 1); 0 keeps the built-in cap of 64 MiB.
   */
  log_persistence_max_bytes: number;
  /**
   * Entries kept in rolling mode. Not running yet: accepted and validated, writing it has no effect.
   */
  log_persistence_max_entries: number;
  /**
   * Lines per segment of the persisted log before it rotates; 0: only the size and the day rotate it.
   */
  log_persistence_max_entries_per_segment: number;
  /**
   * The daemon's persisted log (the JSON lines it prints, secrets scrubbed; svc logs reads it), relative to the data directory; rotated segments sit beside it as <path>.1, <path>.2, ….
   */
  log_persistence_path: string;
  /**
   * Days a rotated segment is kept after its last line; 0: only retention_max_files limits them.
   */
  log_persistence_retention_max_age_days: number;
  /**
   * Rotated segments kept besides the active file; 0 keeps none.
   */
  log_persistence_retention_max_files: number;
  /**
   * Start a new segment of the persisted log every UTC day.
   */
  log_persistence_rotate_daily: boolean;
  /**
   * Tools whose input and output are never logged. Not running yet: accepted and validated, writing it has no effect.
   */
  log_tool_io_denylist: string[];
  /**
   * Bytes of tool input or output logged at most. Not running yet: accepted and validated, writing it has no effect.
   */
  log_tool_io_truncate_bytes: number;
  /**
   * OpenTelemetry collector URL. Not running yet: accepted and validated, writing it has no effect.
   */
  otel_endpoint: string | null;
  /**
   * Characters of model content per span at most. Not running yet: accepted and validated, writing it has no effect.
   */
  otel_genai_content_max_chars: number;
  /**
   * Characters of tool input or output per span at most. Not running yet: accepted and validated, writing it has no effect.
   */
  otel_tool_io_max_chars: number;
  /**
   * Headers sent to the collector (often credentials). Not running yet: accepted and validated, writing it has no effect.
   */
  otel_headers: {
    [k: string]: string;
  } | null;
  /**
   * Service name in traces; the default names svc. Not running yet: accepted and validated, writing it has no effect.
   */
  otel_service_name: string | null;
}
/**
 * OpenID Connect issuers, one [oidc.<alias>] each: the gateway accepts their bearer JWTs (checked against the issuer's published keys) on the admin API, POST /webhook and /ws/chat, and the access extension judges each as a principal holding the permission profiles its claims map to, deny by default.
 */
export interface OidcConfig {
  /**
   * One OpenID Connect issuer whose bearer JWTs the gateway accepts on the admin API and the chat; the alias is a handle for logs, identity is keyed by issuer plus subject.
   */
  [k: string]: {
    /**
     * Dotted path of the claim naming the party acting for the subject (delegation, e.g. act.sub of RFC 8693); empty: none. The actor is named in logs, the audit trail and refusals.
     */
    actor_claim: string;
    /**
     * Actors recognised in actor_claim (any key) to the permission profiles a token acting through that actor may hold at most ("*": all the subject's). When any is set, a token whose actor it does not name is refused (401).
     */
    actor_claim_marks: {
      [k: string]: string[];
    };
    /**
     * Accepted values of the azp claim (the client the token was issued to); empty accepts any, a token without azp is refused when set.
     */
    allowed_authorized_parties: string[];
    /**
     * Expected audience (aud): required, a token for any other audience is refused (401 unauthorized).
     */
    audience: string;
    /**
     * Dotted path of the claim whose value (a string or a list of strings) is mapped through profile_map, e.g. groups or realm_access.roles; empty maps nothing.
     */
    claim_path: string;
    /**
     * OAuth client id of svc at this issuer: tokens issued to it are interactive (never service) tokens; with client_secret, the client svc asks the issuer's introspection_endpoint with.
     */
    client_id: string;
    /**
     * OAuth client secret of svc at this issuer; with client_id, every token is introspected (RFC 7662) when verified and at each revalidation, so one revoked at the issuer is refused; an issuer that cannot be asked refuses the token.
     */
    client_secret: string | null;
    /**
     * Client ids (client_id or azp claim) of interactive (human) clients; when set, a token of any other client that is not a service client is refused.
     */
    interactive_clients: string[];
    /**
     * Issuer URL (iss), https (http only for 127.0.0.1 or localhost): its discovery document is <issuer>/.well-known/openid-configuration and its jwks_uri the signing keys.
     */
    issuer: string;
    /**
     * Seconds after the user authenticated (auth_time, else iat) a token is accepted at most.
     */
    max_auth_lifetime_secs: number;
    /**
     * Value of the claim at claim_path to the permission profiles it grants, for interactive clients.
     */
    profile_map: {
      [k: string]: string[];
    };
    /**
     * Require access tokens in JWT form (RFC 9068: header typ at+jwt).
     */
    require_at_jwt: boolean;
    /**
     * Require multi-factor authentication: the amr claim must contain mfa.
     */
    require_mfa: boolean;
    /**
     * Accepted authentication context classes (acr); empty accepts any.
     */
    required_acr: string[];
    /**
     * Seconds a verified token is trusted before it is verified again against the issuer's current keys and this config (never past its exp); 0 verifies every request.
     */
    revalidation_secs: number;
    /**
     * Client ids of service (machine, client credentials) clients; their tokens take the profiles of service_profile_map.
     */
    service_clients: string[];
    /**
     * Service client id (client_id or azp claim) to the permission profiles its tokens hold.
     */
    service_profile_map: {
      [k: string]: string[];
    };
    /**
     * Token validation settings; the reference fixes no keys, so others are accepted and do nothing.
     */
    validation: {
      /**
       * Seconds of clock skew allowed on exp, nbf, iat and auth_time.
       */
      clock_tolerance_secs: number;
      /**
       * Seconds the issuer's signing keys (JWKS) are used before they are fetched again.
       */
      jwks_cache_secs: number;
      /**
       * Seconds after a fetch of the keys before a token signed with an unknown key id fetches them again (key rotation).
       */
      jwks_cooldown_secs: number;
      [k: string]: unknown;
    };
  };
}
/**
 * Progress of the onboarding wizard. Accepted and validated; no runtime behaviour yet.
 */
export interface OnboardStateConfig {
  /**
   * Onboarding sections already completed.
   */
  completed_sections: string[];
  /**
   * The quickstart has been completed.
   */
  quickstart_completed: boolean;
}
/**
 * The OpenCode coding-assistant CLI as a tool run in a subprocess. Accepted and validated; no runtime behaviour yet.
 */
export interface OpencodeCliConfig {
  /**
   * Offer the OpenCode tool.
   */
  enabled: boolean;
  /**
   * Extra environment variable names passed to the subprocess.
   */
  env_passthrough: string[];
  /**
   * Bytes of subprocess output kept at most.
   */
  max_output_bytes: number;
  /**
   * Seconds a run may take.
   */
  timeout_secs: number;
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
 * Peer groups, [peer_groups.<alias>]: agents that talk to each other on one shared channel, with mutual opt-in, bounded hops and a flood bound. Read for each message, so a reload applies at once.
 */
export interface PeerGroupsConfig {
  /**
   * One peer group: agents that talk to each other on one shared channel. Two agents are peers only when both opt in: the group lists each in agents and each lists the group in agents.<alias>.peer_groups (mutual opt-in).
   */
  [k: string]: {
    /**
     * Members are admins within the agent scope. svc gives channel senders, peers included, no admin commands at all: a peer's message is untrusted like any sender's, so there is nothing for this key to grant. Not running yet: accepted and validated, writing it has no effect.
     */
    admin_for_agent_scope: boolean;
    /**
     * Agent aliases in the group; an agent is a member only when it also lists the group in agents.<alias>.peer_groups.
     */
    agents: string[];
    /**
     * The channel the group talks on, `<type>.<alias>` of a configured channel instance. A member's reply posted in one of its conversations reaches the other members as a peer message.
     */
    channel: string;
    /**
     * Sender ids on the channel (other bots) treated as peers: their messages are answered, framed as a peer's, and count toward max_hops. Sender ids are not authenticated on every channel type (see the guide).
     */
    external_peers: string[];
    /**
     * Sender ids on the channel whose messages are dropped before any agent sees them.
     */
    ignore: string[];
    /**
     * Peer messages delivered in one conversation (to members, or from external peers) after the last message of another sender; then the exchange stops until someone else speaks (svc addition: the loop bound).
     */
    max_hops: number;
    /**
     * Peer messages the whole group delivers or accepts in any hour, all conversations together (svc addition: the flood bound; a sliding window).
     */
    max_messages_per_hour: number;
    /**
     * Output modality per member agent alias, or `default` for all: only "text" (the channels svc runs carry text); any other value is refused at load.
     */
    output_modality: {
      /**
       * An output modality: "text".
       */
      [k: string]: string;
    };
  };
}
/**
 * Peripheral boards and their datasheets. Accepted and validated; no runtime behaviour yet.
 */
export interface PeripheralsConfig {
  /**
   * Boards as [[peripherals.boards]] tables; item fields are not fixed by the reference.
   *
   * Items: Fields not fixed by the reference: any keys are accepted.
   */
  boards: {}[];
  /**
   * Directory of board datasheets.
   */
  datasheet_dir: string | null;
  /**
   * Use peripheral boards.
   */
  enabled: boolean;
}
/**
 * Permission profiles, deny by default, held by users.<name>.permission_profiles. They act once any [users.<name>] exists; a user holding several has the union of what they grant.
 */
export interface PermissionProfilesConfig {
  /**
   * One permission profile.
   */
  [k: string]: {
    /**
     * Grant everything: every route, config path, agent and tool.
     */
    admin: boolean;
    /**
     * Agent aliases whose turns this profile may start (the POST /webhook chat) and whose tools it may call; "*" names every agent.
     */
    allowed_agents: string[];
    /**
     * Tools a turn started by this profile may call, by name; "*" names every tool; empty grants none.
     */
    allowed_tools: string[];
    /**
     * Dotted config paths this profile may write (PATCH /api/config): an entry matches that exact path, an entry ending in .* every path below it, "*" every path.
     */
    config_write_paths: string[];
    /**
     * Resource kind (the admin route's segment after /api/: config, status, cron, sop, estop, otp, nodes, pairing, openapi.json; "*" every kind) to the verbs granted on it: read (GET), write (any other method), "*" both.
     */
    grants: {
      [k: string]: string[];
    };
  };
}
/**
 * The pipeline tool: runs a sequence of tool calls as one step. Accepted and validated; no runtime behaviour yet.
 */
export interface PipelineConfig {
  /**
   * Tools a pipeline may call.
   */
  allowed_tools: string[];
  /**
   * Register the pipeline tool.
   */
  enabled: boolean;
  /**
   * Steps in one pipeline at most.
   */
  max_steps: number;
}
/**
 * Sandboxed plugins: discovery, entries, limits and security. Accepted and validated; no runtime behaviour yet.
 */
export interface PluginsConfig {
  /**
   * Load every plugin found in plugins_dir.
   */
  auto_discover: boolean;
  /**
   * Run plugins.
   */
  enabled: boolean;
  /**
   * Configured plugins, as an array of tables ([[plugins.entries]]); item fields are not fixed by the reference, any keys are accepted.
   *
   * Items: Fields not fixed by the reference: any keys are accepted.
   */
  entries: {}[];
  /**
   * Plugin instances active at once at most.
   */
  max_active_instances: number;
  /**
   * Directory plugins are loaded from; a relative path resolves from the data directory.
   */
  plugins_dir: string;
  /**
   * Resource ceilings of each plugin; all must be non-zero. Further ceilings (memory, tables) are not fixed by the reference: other keys are accepted as integers of at least 1.
   */
  limits: {
    /**
     * Fuel (instruction budget) of one plugin call.
     */
    call_fuel: number;
    /**
     * Milliseconds one plugin call may take.
     */
    call_timeout_ms: number;
    /**
     * Connections one plugin instance may hold.
     */
    max_connections_per_instance: number;
    /**
     * Instances of one plugin at most.
     */
    max_instances: number;
    /**
     * A further resource ceiling; must be non-zero.
     */
    [k: string]: number;
  };
  /**
   * Plugin security policy; keys not fixed by the reference.
   */
  security: {
    [k: string]: unknown;
  };
}
/**
 * Project intelligence reports. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.
 */
export interface ProjectIntelConfig {
  [k: string]: unknown;
}
/**
 * Outbound HTTP proxy settings and the scopes they apply to. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.
 */
export interface ProxyConfig {
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
/**
 * Relay connection settings. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.
 */
export interface RelayConfig {
  [k: string]: unknown;
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
 * Risk profiles, selected by agents.<alias>.risk_profile: a risk level for each tool and what each level needs (run, an operator's approval, a one-time password, or refused). The profile of the agent acts on every turn it answers, whoever started it (a channel sender, the chat, cron, a SOP step, the heartbeat, svc agent ask), and a delegated turn is held by the profiles of every agent of its chain too.
 */
export interface RiskProfilesConfig {
  /**
   * One risk profile.
   */
  [k: string]: {
    /**
     * Risk level (low, medium, high, critical) by tool: a tool name (shell), a pattern where * stands for any characters (mcp_*), or a reach (@network, @filesystem, @process, @memory, @agents). An exact name wins; otherwise the highest level of the matching patterns and reaches; otherwise default_level.
     */
    tools: {
      [k: string]: 'low' | 'medium' | 'high' | 'critical';
    };
    /**
     * Risk level of a tool no entry of tools matches.
     */
    default_level: 'low' | 'medium' | 'high' | 'critical';
    /**
     * What a call needs, by the risk level of its tool.
     */
    actions: {
      /**
       * What a call of a low-risk tool needs: "allow" runs it, "approve" waits for an operator's approval (svc risk approve), "otp" for a valid one-time password (svc otp verify), "deny" refuses it.
       */
      low: 'allow' | 'approve' | 'otp' | 'deny';
      /**
       * What a call of a medium-risk tool needs: "allow" runs it, "approve" waits for an operator's approval (svc risk approve), "otp" for a valid one-time password (svc otp verify), "deny" refuses it.
       */
      medium: 'allow' | 'approve' | 'otp' | 'deny';
      /**
       * What a call of a high-risk tool needs: "allow" runs it, "approve" waits for an operator's approval (svc risk approve), "otp" for a valid one-time password (svc otp verify), "deny" refuses it.
       */
      high: 'allow' | 'approve' | 'otp' | 'deny';
      /**
       * What a call of a critical-risk tool needs: "allow" runs it, "approve" waits for an operator's approval (svc risk approve), "otp" for a valid one-time password (svc otp verify), "deny" refuses it.
       */
      critical: 'allow' | 'approve' | 'otp' | 'deny';
    };
    /**
     * Seconds a call that needs an approval waits for it; then it is refused.
     */
    approval_timeout_secs: number;
  };
}
/**
 * RPC interface settings. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.
 */
export interface RpcConfig {
  [k: string]: unknown;
}
/**
 * Where the processes agent tools start run (the shell tool, MCP stdio servers): a sandbox adapter and its limits (docs/guides/security.md).
 */
export interface RuntimeConfig {
  /**
   * "auto": bubblewrap where it works, else docker where a daemon answers, else none (then the shell tool and MCP stdio servers are refused at load); "bubblewrap" or "docker": that adapter or refusal at load; "native": the explicit opt-out, processes run unsandboxed as the daemon's user (svc doctor and svc status say so).
   */
  kind: 'auto' | 'bubblewrap' | 'docker' | 'native';
  /**
   * Names of the daemon's environment variables passed into the sandbox, beside PATH, LANG, LC_ALL, LC_CTYPE, TERM and TZ (HOME is the workspace). SVC_ variables are never passed.
   */
  env_passthrough: string[];
  /**
   * CPU-time limit (RLIMIT_CPU) of each shell command's processes in seconds; null sets none. Long-running servers (MCP) get none.
   */
  cpu_time_limit_secs: number | null;
  /**
   * Processes one sandbox may hold at once (RLIMIT_NPROC in a user namespace; a pids cgroup when the daemon runs as root; --pids-limit with docker).
   */
  max_processes: number;
  /**
   * The bubblewrap sandbox (Linux, Debian package bubblewrap): the spec's container settings that apply without an image.
   */
  bubblewrap: {
    /**
     * Data segment limit (RLIMIT_DATA) of each process in MiB; null sets no limit.
     */
    memory_limit_mb: number | null;
    /**
     * Bind the workspace (the agent's, or an MCP server's directory) read-write at its own path; false leaves no writable directory but a private /tmp.
     */
    mount_workspace: boolean;
    /**
     * "none": a network namespace of its own (loopback only, nothing reachable); "host": the host's network.
     */
    network: 'none' | 'host';
    /**
     * Bind the root file system read-only; false binds it read-write (the config and data directories stay hidden).
     */
    read_only_rootfs: boolean;
  };
  /**
   * The docker adapter: the spec's runtime container settings. Each process runs in its own container (docker run --rm).
   */
  docker: {
    /**
     * CPUs the container may use (--cpus); null sets no limit.
     */
    cpu_limit: number | null;
    /**
     * Container image; it must hold /bin/sh and the commands the tools run.
     */
    image: string;
    /**
     * Memory limit of the container in MiB (--memory); null sets no limit.
     */
    memory_limit_mb: number | null;
    /**
     * Mount the workspace at /workspace (the working directory).
     */
    mount_workspace: boolean;
    /**
     * Container network mode (--network): none, bridge, host or a network name.
     */
    network: string;
    /**
     * Mount the root file system read-only (--read-only), with a private /tmp.
     */
    read_only_rootfs: boolean;
  };
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
 * The job scheduler.
 */
export interface SchedulerConfig {
  /**
   * Run jobs missed while the daemon was down.
   */
  catch_up_on_startup: boolean;
  /**
   * false runs no cron jobs.
   */
  enabled: boolean;
  /**
   * Jobs running at once at most.
   */
  max_concurrent: number;
  /**
   * Runs kept per job.
   */
  max_run_history: number;
  /**
   * Jobs at most.
   */
  max_tasks: number;
}
/**
 * How secret fields (x-secret) are stored in this file.
 */
export interface SecretsConfig {
  /**
   * Store secret fields encrypted (enc2:) with the key in <config dir>/.secret_key.
   */
  encrypt: boolean;
}
/**
 * Security controls: who a peer of the local control socket is (trust_daemon_uid). [security.leak_detection], [security.audit], [security.estop], [security.otp] and [security.webauthn] belong to the leak-detection, audit, estop, otp and webauthn extensions.
 */
export interface SecurityConfig {
  /**
   * Trust local socket peers running under the daemon's own uid (and root) as the operator. With false, they too must be a users.<name>.uid to send control commands.
   */
  trust_daemon_uid: boolean;
  /**
   * The network's own NAT64 prefixes (IPv6 CIDR of length 32, 40, 48, 56, 64 or 96, RFC 6052): every outbound check (private, loopback, metadata) judges an address inside one by the IPv4 address it carries. The well-known prefix 64:ff9b::/96 is always judged so.
   */
  nat64_prefixes: string[];
  /**
   * Deprecated and ignored; any keys are accepted so old files still load. Not running yet: accepted and validated, writing it has no effect.
   */
  nevis: {
    [k: string]: unknown;
  };
  audit: AuditConfig;
  estop: EstopConfig;
  leak_detection: LeakDetectionConfig;
  otp: OtpConfig;
  webauthn: WebauthnConfig;
}
/**
 * The audit trail: an append-only JSON-lines log of security events (pairing, token revocation, refused admin credentials, config changes by path, emergency stop, one-time-password challenges, SOP approvals). Never a secret value, never a code.
 */
export interface AuditConfig {
  /**
   * Write the audit log.
   */
  enabled: boolean;
  /**
   * The audit log file; a relative path resolves from the config directory.
   */
  log_path: string;
  /**
   * Size of the audit log in MiB before it is renamed to <log_path>.<UTC time> and a new one starts (rotated files are kept); 0 never rotates.
   */
  max_size_mb: number;
  /**
   * Chain each event to the one before with an HMAC-SHA256 under <config dir>/.audit_key (64 hex digits, mode 0600, created on the first signed event), so that `svc audit verify` detects an edited, inserted or removed line.
   */
  sign_events: boolean;
}
/**
 * Emergency stop: `svc estop engage` (or POST /api/estop/engage) refuses every tool call and model call until `svc estop resume`; the state survives a restart.
 */
export interface EstopConfig {
  /**
   * Offer the emergency stop (svc estop, /api/estop/*); off by default. While false, engage is refused (its error names the commands that switch it on); a stop engaged before stays engaged (every tool and model call refused) until `svc estop resume`, and `svc doctor` warns.
   */
  enabled: boolean;
  /**
   * Resuming needs a valid one-time password (security.otp.secret, see `svc otp enroll`).
   */
  require_otp_to_resume: boolean;
  /**
   * File holding the stop state; unset means state/estop.json under the data directory; a relative path resolves from the config directory.
   */
  state_file: string | null;
}
/**
 * Detection of credentials leaking into outbound text: channel replies and deliveries, cron results, audit events, stored conversations, log lines and control-socket errors are scanned, and a hit is replaced by [REDACTED:<kind>].
 */
export interface LeakDetectionConfig {
  /**
   * Scan outbound text for leaked credentials; false passes it through unchanged.
   */
  enabled: boolean;
  /**
   * Also flag long high-entropy strings that match no known credential shape.
   */
  high_entropy_tokens: boolean;
  /**
   * Detection sensitivity, 0.0 (lenient) to 1.0 (strict): how long and how random a string must be to count as high-entropy (minimum length round(40 - 20 s), entropy ratio 0.95 - 0.15 s; see the security guide).
   */
  sensitivity: number;
}
/**
 * One-time passwords (RFC 6238 TOTP: SHA1, 6 digits, 30 s steps) on dangerous tool calls. A gated call pauses its turn and waits for a code: from the sender of a channel turn, asked in its conversation, or from the operator naming the call (`svc otp verify CODE --challenge ID`, POST /api/otp/verify, the dashboard); a valid code lets it run, and spares further prompts for cache_valid_secs (see there).
 */
export interface OtpConfig {
  /**
   * Require a code before gated tool calls (needs a secret: run `svc otp enroll`).
   */
  enabled: boolean;
  /**
   * The shared TOTP secret (base32), written by `svc otp enroll`; stored encrypted like every secret.
   */
  secret: string | null;
  /**
   * Seconds after a valid code during which gated calls run without asking again: after the operator answered a call of an operator-started turn (cli, cron, SOP, heartbeat, dashboard chat), that agent's operator-started turns; after a channel sender's code, the rest of that sender's turn only (never a later turn, never another sender); 0 asks every time.
   */
  cache_valid_secs: number;
  /**
   * Wrong codes after which the waiting gated calls are refused.
   */
  challenge_max_attempts: number;
  /**
   * Tools whose every call needs a code.
   */
  gated_actions: string[];
  /**
   * Domain presets gated as if listed in gated_domains: banking, medical, government, identity_providers (short lists of well-known domains; add your own to gated_domains). An unknown name is refused at load.
   */
  gated_domain_categories: string[];
  /**
   * Hosts whose access through http_request, web_fetch or browser navigation needs a code: `example.com` (and its subdomains) or `*.example.com` (subdomains only).
   */
  gated_domains: string[];
  /**
   * How codes are produced: { kind = "totp" } (the default, and the one method offered; another kind, or another key, is refused at load).
   */
  method: {
    [k: string]: unknown;
  };
  /**
   * Seconds a gated call waits for its code before it is refused.
   */
  token_ttl_secs: number;
}
/**
 * Passkey (WebAuthn) sign-in to the dashboard. An operator signed in with a paired token registers a passkey; signing in with it later issues a new paired token bound to the same user (users.<name>.tokens), so access rules keep applying. Credentials are kept in <data dir>/webauthn/credentials.json (mode 0600).
 */
export interface WebauthnConfig {
  /**
   * Serve passkey registration and sign-in (/api/webauthn/*).
   */
  enabled: boolean;
  /**
   * Relying party id: the domain the dashboard is served from (no scheme, no port).
   */
  rp_id: string;
  /**
   * Relying party display name, shown by the browser.
   */
  rp_name: string;
  /**
   * The exact origin (scheme, host, port) the dashboard is opened at; a ceremony from any other origin is refused.
   */
  rp_origin: string;
}
/**
 * Security operations: triage of findings and playbooks. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.
 */
export interface SecurityOpsConfig {
  /**
   * Triage incoming findings automatically.
   */
  auto_triage: boolean;
  /**
   * Run security operations.
   */
  enabled: boolean;
  /**
   * Highest severity handled without an operator.
   */
  max_auto_severity: string;
  /**
   * Directory of playbooks; unset means the default directory under the data directory.
   */
  playbooks_dir: string | null;
  /**
   * Directory reports are written to; unset means the default directory under the data directory.
   */
  report_output_dir: string | null;
  /**
   * Ask an operator before a playbook acts.
   */
  require_approval_for_actions: boolean;
  /**
   * SIEM findings are exchanged with.
   */
  siem_integration: string | null;
}
/**
 * Shared mode: several instances serve as one. Gateway state (rate limits, lockouts, idempotency keys, pairing codes, paired tokens) lives on Redis; cron jobs, SOP runs, conversation history and webhook-channel replies on PostgreSQL. Off by default: one instance keeps everything in memory and SQLite.
 */
export interface SharedConfig {
  /**
   * Share state with the other instances through the backends below.
   */
  enabled: boolean;
  /**
   * This instance in logs, `svc status` and claims; unset: the host name and the process id.
   */
  instance_id: string | null;
  /**
   * redis:// or rediss:// URL of the Redis server holding the gateway state (credentials may be in it: the field is secret). Needs the ioredis package.
   */
  redis_url: string | null;
  /**
   * Prefix of every key svc writes on Redis, so that several services can share one server.
   */
  redis_key_prefix: string;
  /**
   * A Redis command unanswered this long fails, and the request that needed it is answered 503 with Retry-After.
   */
  redis_command_timeout_ms: number;
  /**
   * How long the start waits for the first connection before it goes on failing closed until Redis answers.
   */
  redis_connect_timeout_ms: number;
  /**
   * postgres:// or postgresql:// URL of the PostgreSQL database holding cron jobs and their runs, SOP runs, conversation history and webhook-channel replies not yet delivered (credentials may be in it: the field is secret). Needs the pg package.
   */
  postgres_url: string | null;
  /**
   * Schema svc creates its tables in (created when missing).
   */
  postgres_schema: string;
  /**
   * A PostgreSQL connection not made this long fails.
   */
  postgres_connect_timeout_ms: number;
  /**
   * A statement running this long is cancelled by the server.
   */
  postgres_statement_timeout_ms: number;
  /**
   * A claim (a cron run, a SOP run, a reply being delivered) whose instance stops renewing it for this long is given up: another instance resumes the SOP run at its step and sends the reply; the cron run is marked failed by the next instance that starts.
   */
  lease_secs: number;
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
 * Named sets of skills an agent may be granted ([skill_bundles.<alias>]). Accepted and validated; no runtime behaviour yet.
 */
export interface SkillBundlesConfig {
  /**
   * One skill bundle.
   */
  [k: string]: {
    /**
     * Directory the skills are read from; unset uses the skills directory.
     */
    directory: string | null;
    /**
     * Skills removed from the bundle.
     */
    exclude: string[];
    /**
     * Skills in the bundle; empty includes all.
     */
    include: string[];
  };
}
/**
 * Skills: loading, registries, creation and improvement. Accepted and validated; no runtime behaviour yet.
 */
export interface SkillsConfig {
  /**
   * Allow skills to run bundled scripts.
   */
  allow_scripts: boolean;
  /**
   * Additional skill registries, as an array of tables; item fields are not fixed by the reference, any keys are accepted.
   *
   * Items: Fields not fixed by the reference: any keys are accepted.
   */
  extra_registries: {}[];
  /**
   * Suggesting skills to install.
   */
  install_suggestions: {
    /**
     * Suggest skills to install.
     */
    enabled: boolean;
  };
  /**
   * Directory of open skills; unset uses the default location.
   */
  open_skills_dir: string | null;
  /**
   * Load open skills.
   */
  open_skills_enabled: boolean;
  /**
   * How skill text is placed in the prompt; keys not fixed by the reference.
   */
  prompt_injection_mode: {
    [k: string]: unknown;
  };
  /**
   * URL of the skill registry; unset uses the default registry.
   */
  registry_url: string | null;
  /**
   * Creating new skills from completed tasks.
   */
  skill_creation: {
    /**
     * Create skills from completed tasks.
     */
    enabled: boolean;
    /**
     * Characters of the final answer considered at most.
     */
    max_final_answer_chars: number;
    /**
     * Skills kept at most.
     */
    max_skills: number;
    /**
     * Characters of the task description considered at most.
     */
    max_task_chars: number;
    /**
     * Characters of the tool trace considered at most.
     */
    max_tool_trace_chars: number;
    /**
     * Reflect on the task before writing the skill.
     */
    reflection_enabled: boolean;
    /**
     * Similarity (0 to 1) above which a new skill counts as a duplicate of an existing one.
     */
    similarity_threshold: number;
  };
  /**
   * Reviewing and improving existing skills.
   */
  skill_improvement: {
    /**
     * Seconds between improvements of one skill at least.
     */
    cooldown_secs: number;
    /**
     * Improve existing skills.
     */
    enabled: boolean;
    /**
     * Review iterations per improvement at most.
     */
    max_review_iterations: number;
    /**
     * Agent iterations between nudges to review skills.
     */
    nudge_interval_iterations: number;
  };
}
/**
 * Standard Operating Procedures: definitions, admission and runs. The engine runs only when sops_dir is set.
 */
export interface SopConfig {
  /**
   * Who may approve runs and how; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.
   */
  approval: {
    [k: string]: unknown;
  };
  /**
   * How approvals are requested; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.
   */
  approval_mode: {
    [k: string]: unknown;
  };
  /**
   * What happens when an approval times out; the default fails closed (timed_out). Not running yet: accepted and validated, writing it has no effect.
   */
  approval_timeout_action: {
    [k: string]: unknown;
  };
  /**
   * Seconds a run waits for approval.
   */
  approval_timeout_secs: number;
  /**
   * Execution mode of SOPs that do not set one.
   */
  default_execution_mode: 'auto' | 'supervised' | 'step_by_step';
  /**
   * Seconds between maintenance passes (timeouts, pruning). Not running yet: accepted and validated, writing it has no effect.
   */
  maintenance_interval_secs: number;
  /**
   * Runs in flight across every SOP at most.
   */
  max_concurrent_total: number;
  /**
   * Finished runs kept.
   */
  max_finished_runs: number;
  /**
   * Retries of a failed step.
   */
  max_step_retries: number;
  /**
   * Step executions per run at most, retries and loops (sop_advance next_step) included; past it the run fails.
   */
  max_step_visits: number;
  /**
   * Keep run state on disk so runs survive a restart.
   */
  persist_runs: boolean;
  /**
   * Learn from finished runs. Not running yet: accepted and validated, writing it has no effect.
   */
  procedural_memory_enabled: boolean;
  /**
   * Directory of persisted runs; default state/sop in the data directory.
   */
  run_state_dir: string | null;
  /**
   * Store of run state; other keys are not fixed by the reference.
   */
  run_store_backend: {
    /**
     * auto: PostgreSQL when the shared mode has shared.postgres_url, else SQLite (persist_runs = true) or memory; postgres: the shared PostgreSQL, required; sqlite: the SQLite file even in the shared mode; memory: nothing kept across restarts.
     */
    kind: 'auto' | 'postgres' | 'sqlite' | 'memory';
    [k: string]: unknown;
  };
  /**
   * Directory of SOP definitions (<name>/SOP.toml and SOP.md); unset leaves the engine off.
   */
  sops_dir: string | null;
  /**
   * Tools every step is offered (a SOP tool not named here is offered only to steps that declare it).
   */
  step_mandatory_tools: string[];
  /**
   * Validate step outputs against the step's schema. Not running yet: accepted and validated, writing it has no effect.
   */
  step_schema_enforce: boolean;
  /**
   * Offer each step only its declared tools (the `- tools:` line of SOP.md) plus step_mandatory_tools.
   */
  step_scope_enforce: boolean;
  /**
   * Tell the model that the payload is untrusted data.
   */
  untrusted_frame_warning: boolean;
  /**
   * Sensitivity of the prompt-injection detector, 0.0 to 1.0.
   */
  untrusted_guard_sensitivity: number;
  /**
   * What the untrusted-input guard does with a suspicious payload.
   */
  untrusted_input_guard: 'warn' | 'block' | 'sanitize';
  /**
   * Redact untrusted payload text from outbound messages. Not running yet: accepted and validated, writing it has no effect.
   */
  untrusted_outbound_redact: boolean;
  /**
   * Payload bytes given to the model at most.
   */
  untrusted_payload_max_bytes: number;
}
/**
 * Named stores, [storage.<backend>.<alias>], that memory.backend refers to as <backend>.<alias>. postgres stores run; the named stores of the other backends do not run yet (memory.backend refuses them).
 */
export interface StorageConfig {
  /**
   * lucid stores, one [storage.lucid.<alias>] each. Not running yet: accepted and validated, writing it has no effect.
   */
  lucid: {
    /**
     * One lucid store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.
     */
    [k: string]: {
      /**
       * Connection URL or path of the store.
       */
      url: string | null;
      /**
       * Collection, table or index inside the store.
       */
      collection: string | null;
      /**
       * Credential of the store.
       */
      api_key: string | null;
      [k: string]: unknown;
    };
  };
  /**
   * markdown stores, one [storage.markdown.<alias>] each. Not running yet: accepted and validated, writing it has no effect.
   */
  markdown: {
    /**
     * One markdown store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.
     */
    [k: string]: {
      /**
       * Connection URL or path of the store.
       */
      url: string | null;
      /**
       * Collection, table or index inside the store.
       */
      collection: string | null;
      /**
       * Credential of the store.
       */
      api_key: string | null;
      [k: string]: unknown;
    };
  };
  /**
   * PostgreSQL stores, one [storage.postgres.<alias>] each.
   */
  postgres: {
    /**
     * One PostgreSQL database holding memory (memory.backend = "postgres.<alias>"): every agent that uses it keeps its entries there, so that several instances share them. Other keys are accepted and ignored.
     */
    [k: string]: {
      /**
       * postgres:// or postgresql:// URL of the database, with its user and password (a secret: never logged or shown). Required when a backend names this store.
       */
      url: string | null;
      /**
       * PostgreSQL schema the memory tables are created in (created when missing); null: svc.
       */
      collection: string | null;
      /**
       * Not used by PostgreSQL (its credentials are in url). Not running yet: accepted and validated, writing it has no effect.
       */
      api_key: string | null;
      [k: string]: unknown;
    };
  };
  /**
   * qdrant stores, one [storage.qdrant.<alias>] each. Not running yet: accepted and validated, writing it has no effect.
   */
  qdrant: {
    /**
     * One qdrant store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.
     */
    [k: string]: {
      /**
       * Connection URL or path of the store.
       */
      url: string | null;
      /**
       * Collection, table or index inside the store.
       */
      collection: string | null;
      /**
       * Credential of the store.
       */
      api_key: string | null;
      [k: string]: unknown;
    };
  };
  /**
   * sqlite stores, one [storage.sqlite.<alias>] each. Not running yet: accepted and validated, writing it has no effect.
   */
  sqlite: {
    /**
     * One sqlite store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.
     */
    [k: string]: {
      /**
       * Connection URL or path of the store.
       */
      url: string | null;
      /**
       * Collection, table or index inside the store.
       */
      collection: string | null;
      /**
       * Credential of the store.
       */
      api_key: string | null;
      [k: string]: unknown;
    };
  };
}
/**
 * The text_browser tool: the page is fetched under the outbound rules of http_request, then rendered with a terminal browser (lynx, w3m or links) with -dump, which never touches the network itself.
 */
export interface TextBrowserConfig {
  /**
   * Private or loopback hosts allowed despite SSRF protection ("127.0.0.1:8080", "db.lan").
   */
  allowed_private_hosts: string[];
  /**
   * Register the text_browser tool (offered only when a terminal browser is found).
   */
  enabled: boolean;
  /**
   * Terminal browser to use; unset auto-detects one (lynx, then w3m, then links).
   */
  preferred_browser: 'lynx' | 'links' | 'w3m' | null;
  /**
   * Seconds to wait for a page and its rendering.
   */
  timeout_secs: number;
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
 * Speech-to-text for voice messages: the hosted endpoint and per-vendor sub-providers. Accepted and validated; no runtime behaviour yet.
 */
export interface TranscriptionConfig {
  /**
   * Key of the hosted speech-to-text endpoint.
   */
  api_key: string | null;
  /**
   * Hosted speech-to-text endpoint (OpenAI-compatible).
   */
  api_url: string;
  /**
   * Transcribe incoming voice messages.
   */
  enabled: boolean;
  /**
   * Prompt that primes the model with vocabulary or style.
   */
  initial_prompt: string | null;
  /**
   * Spoken language as an ISO-639-1 code (e.g. en); unset lets the model detect it.
   */
  language: string | null;
  /**
   * Largest audio file sent for transcription, in bytes; unset uses the endpoint limit.
   */
  max_audio_bytes: number | null;
  /**
   * Longest audio transcribed, in seconds.
   */
  max_duration_secs: number;
  /**
   * Model of the hosted endpoint.
   */
  model: string;
  /**
   * Also transcribe audio files that are not push-to-talk voice notes.
   */
  transcribe_non_ptt_audio: boolean;
  /**
   * AssemblyAI speech-to-text.
   */
  assemblyai: {
    /**
     * AssemblyAI API key.
     */
    api_key: string | null;
  };
  /**
   * Deepgram speech-to-text.
   */
  deepgram: {
    /**
     * Deepgram API key.
     */
    api_key: string | null;
    /**
     * Deepgram model.
     */
    model: string;
  };
  /**
   * Google Cloud speech-to-text.
   */
  google: {
    /**
     * Google Cloud API key.
     */
    api_key: string | null;
    /**
     * Recognition language as a BCP-47 tag.
     */
    language_code: string;
  };
  /**
   * A self-hosted Whisper server (absent until written; url is then required).
   */
  local_whisper?: {
    /**
     * Transcription endpoint of the local Whisper server.
     */
    url: string;
    /**
     * Bearer token sent to the local server.
     */
    bearer_token: string | null;
    /**
     * Largest audio file sent to the local server, in bytes.
     */
    max_audio_bytes: number;
    /**
     * Seconds to wait for a transcription.
     */
    timeout_secs: number;
  };
  /**
   * OpenAI speech-to-text.
   */
  openai: {
    /**
     * OpenAI API key.
     */
    api_key: string | null;
    /**
     * OpenAI transcription model.
     */
    model: string;
  };
}
/**
 * Trust scoring: how a score starts, grows with success, drops on correction and decays. Not implemented yet, so any key written in [trust] is refused. Accepted and validated; no runtime behaviour yet.
 */
export interface TrustConfig {
  /**
   * Score subtracted when an operator corrects a result.
   */
  correction_penalty: number;
  /**
   * Half-life of score decay, in days.
   */
  decay_half_life_days: number;
  /**
   * Score a new subject starts with.
   */
  initial_score: number;
  /**
   * Score below which a subject counts as regressed.
   */
  regression_threshold: number;
  /**
   * Score added per successful result.
   */
  success_boost: number;
}
/**
 * Text-to-speech for spoken replies. Accepted and validated; no runtime behaviour yet.
 */
export interface TtsConfig {
  /**
   * Audio format of synthesized speech.
   */
  default_format: 'mp3' | 'opus' | 'wav';
  /**
   * Voice used when none is chosen.
   */
  default_voice: string;
  /**
   * Synthesize spoken replies.
   */
  enabled: boolean;
  /**
   * Characters of text synthesized at most per request.
   */
  max_text_length: number;
}
/**
 * Tunnel that exposes the gateway. Not implemented yet, so any key written in [tunnel] is refused. Accepted and validated; no runtime behaviour yet.
 */
export interface TunnelConfig {
  /**
   * Tunnel used.
   */
  tunnel_provider: 'none' | 'cloudflare' | 'tailscale' | 'ngrok' | 'openvpn' | 'pinggy' | 'custom';
  /**
   * Cloudflare tunnel.
   */
  cloudflare: {
    /**
     * Tunnel token.
     */
    token: string;
  };
  /**
   * ngrok tunnel.
   */
  ngrok: {
    /**
     * ngrok auth token.
     */
    auth_token: string | null;
    /**
     * Reserved domain.
     */
    domain: string | null;
  };
  /**
   * Tailscale tunnel.
   */
  tailscale: {
    /**
     * Expose publicly with Tailscale Funnel.
     */
    funnel: boolean;
    /**
     * Tailscale host name.
     */
    hostname: string | null;
  };
  /**
   * Pinggy tunnel.
   */
  pinggy: {
    /**
     * Pinggy region.
     */
    region: 'us' | 'eu' | 'ap' | 'br' | 'au' | null;
    /**
     * Pinggy token.
     */
    token: string | null;
  };
  /**
   * A tunnel started by a command of your own.
   */
  custom: {
    /**
     * Command that starts the tunnel; {port} and {host} are substituted.
     */
    start_command: string;
    /**
     * URL polled to check the tunnel is up.
     */
    health_url: string | null;
    /**
     * Pattern that finds the public URL in the command output.
     */
    url_pattern: string | null;
  };
  /**
   * OpenVPN tunnel; config_file is required when this table is present.
   */
  openvpn?: {
    /**
     * OpenVPN configuration file.
     */
    config_file: string;
    /**
     * Address advertised for the tunnel.
     */
    advertise_address: string | null;
    /**
     * OpenVPN credentials file.
     */
    auth_file: string | null;
    /**
     * Seconds to wait for the tunnel to connect.
     */
    connect_timeout_secs: number;
    /**
     * Extra command-line arguments for openvpn.
     */
    extra_args: string[];
  };
}
/**
 * Local users and the permission profiles they hold. With none, every paired token is an administrator (the behaviour before users existed); with one or more, every request must come from a user and is denied what its profiles do not grant.
 */
export interface UsersConfig {
  /**
   * One user.
   */
  [k: string]: {
    /**
     * Aliases of [permission_profiles.<alias>] this user holds.
     */
    permission_profiles: string[];
    /**
     * Principal id naming this user in the audit trail (e.g. an issuer subject); default: user:<name>.
     */
    principal_id: string | null;
    /**
     * Local uid of this user: a peer of the control socket that proves this uid (it creates a file the daemon names; see the security guide) acts as this user. Setting one for another uid than the daemon's opens the socket to every local uid (0666), each proving its own.
     */
    uid: number | null;
    /**
     * Paired bearer tokens that act as this user: the first 12 to 64 hex digits of each token's SHA-256, as `svc gateway tokens list` prints them (`svc access bind PREFIX --user NAME` adds one).
     */
    tokens: string[];
  };
}
/**
 * Verifiable intent checks; no verification tool is exposed. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.
 */
export interface VerifiableIntentConfig {
  /**
   * Verify intents.
   */
  enabled: boolean;
  /**
   * How strictly intents are verified.
   */
  strictness: string;
}
/**
 * The web_fetch tool: GET a page and return its main content as Markdown-like text (Readability), under http_request's outbound rules: every address checked at connect time, svc's own listeners and cloud metadata never, private hosts only when listed, cross-host redirects refused.
 */
export interface WebFetchConfig {
  /**
   * Domains that may be fetched (exact or subdomain match); * allows all.
   */
  allowed_domains: string[];
  /**
   * Private or loopback hosts allowed despite SSRF protection ("host", "10.0.0.5", "127.0.0.1:8080").
   */
  allowed_private_hosts: string[];
  /**
   * Domains never fetched; wins over allowed_domains.
   */
  blocked_domains: string[];
  /**
   * Register the web_fetch tool.
   */
  enabled: boolean;
  /**
   * Largest response read, in bytes (counted while it streams; 0: unbounded).
   */
  max_response_size: number;
  /**
   * Seconds to wait for the whole response.
   */
  timeout_secs: number;
  /**
   * A reader service web_fetch falls back to on an HTTP error, an empty body or a body under 100 characters: GET api_url followed by the page URL (the Jina Reader shape), the key from the environment variable api_key_env as a Bearer token.
   */
  provider: {
    /**
     * Name of the environment variable holding the service key; empty: JINA_API_KEY (none set: no key is sent).
     */
    api_key_env: string;
    /**
     * Service endpoint the page URL is appended to; empty: https://r.jina.ai/.
     */
    api_url: string;
    /**
     * Fall back to the reader service.
     */
    enabled: boolean;
    /**
     * How the service is used; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.
     */
    mode: {
      [k: string]: unknown;
    };
  };
}
/**
 * The web_search tool and its search provider (each key a secret; the provider is reached over https, or the SearXNG instance the operator names).
 */
export interface WebSearchConfig {
  /**
   * Register the web_search tool.
   */
  enabled: boolean;
  /**
   * Results returned per search.
   */
  max_results: number;
  /**
   * Search provider.
   */
  search_provider: 'duckduckgo' | 'brave' | 'tavily' | 'searxng' | 'jina' | 'bocha' | 'serply';
  /**
   * Base URL of the SearXNG instance (searxng provider); its JSON format must be enabled.
   */
  searxng_instance_url: string | null;
  /**
   * Seconds to wait for search results.
   */
  timeout_secs: number;
  /**
   * AnySearch API key. Not running yet: accepted and validated, writing it has no effect.
   */
  anysearch_api_key: string | null;
  /**
   * Bocha API key.
   */
  bocha_api_key: string | null;
  /**
   * Brave Search API key.
   */
  brave_api_key: string | null;
  /**
   * Jina API key.
   */
  jina_api_key: string | null;
  /**
   * Keenable API key. Not running yet: accepted and validated, writing it has no effect.
   */
  keenable_api_key: string | null;
  /**
   * Serply API key.
   */
  serply_api_key: string | null;
  /**
   * Tavily API key.
   */
  tavily_api_key: string | null;
}
/**
 * Secure WebSocket listener (mutual TLS) for relays and enrolled clients. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.
 */
export interface WssConfig {
  /**
   * Address to bind.
   */
  bind: string;
  /**
   * PEM certificate chain.
   */
  cert_path: string;
  /**
   * PEM private key.
   */
  key_path: string;
  /**
   * Serve the secure WebSocket listener.
   */
  enabled: boolean;
  /**
   * Seconds a TLS and WebSocket handshake may take.
   */
  handshake_timeout_secs: number;
  /**
   * Seconds a partly received message may stay incomplete.
   */
  incomplete_message_timeout_secs: number;
  /**
   * Handshakes in progress at most.
   */
  max_pending_handshakes: number;
  /**
   * Open sessions at most.
   */
  max_sessions: number;
  /**
   * Open sessions per client certificate at most.
   */
  max_sessions_per_client: number;
  /**
   * Port to bind.
   */
  port: number;
  /**
   * Subject alternative names of the server certificate.
   */
  sans: string[];
  /**
   * Client certificates on the secure WebSocket listener; a client certificate is always required.
   */
  client_auth: {
    /**
     * PEM file of the CA that signs client certificates.
     */
    ca_cert_path: string;
    /**
     * Revocation list: one SHA-256 hex fingerprint per line.
     */
    crl_path: string;
    /**
     * Check client certificates against this table.
     */
    enabled: boolean;
    /**
     * SHA-256 fingerprints of the only client certificates accepted.
     */
    pinned_certs: string[];
  };
}
/**
 * Speech-to-text providers, [providers.transcription.<type>.<alias>]: keys are provider types, each a map of named entries that agents refer to as <type>.<alias>. Accepted and validated; no runtime behaviour yet.
 */
export interface ProvidersTranscriptionConfig {
  /**
   * Named speech-to-text provider entries of one type.
   */
  [k: string]: {
    /**
     * One speech-to-text provider entry. The reference does not show its fields: these are defined and other keys are accepted.
     */
    [k: string]: {
      /**
       * Provider API key.
       */
      api_key: string | null;
      /**
       * Provider API base URL; unset uses the type default.
       */
      base_url: string | null;
      /**
       * Transcription model; unset uses the type default.
       */
      model: string | null;
      [k: string]: unknown;
    };
  };
}
/**
 * Text-to-speech providers, [providers.tts.<type>.<alias>]: keys are provider types, each a map of named entries that agents refer to as <type>.<alias>. Accepted and validated; no runtime behaviour yet.
 */
export interface ProvidersTtsConfig {
  /**
   * Named text-to-speech provider entries of one type.
   */
  [k: string]: {
    /**
     * One text-to-speech provider entry. The reference does not show its fields: these are defined and other keys are accepted.
     */
    [k: string]: {
      /**
       * Provider API key.
       */
      api_key: string | null;
      /**
       * Provider API base URL; unset uses the type default.
       */
      base_url: string | null;
      /**
       * Speech model; unset uses the type default.
       */
      model: string | null;
      /**
       * Voice; unset uses tts.default_voice.
       */
      voice: string | null;
      [k: string]: unknown;
    };
  };
}
/**
 * Anthropic model providers by alias: [providers.models.anthropic.<alias>].
 */
export interface AnthropicProvidersConfig {
  /**
   * One Anthropic Messages API endpoint. Other keys are accepted.
   */
  [k: string]: {
    /**
     * API key sent as x-api-key.
     */
    api_key: string | null;
    /**
     * Base URL; /v1/messages is appended.
     */
    base_url: string;
    /**
     * Model name (required), e.g. claude-sonnet-4-5.
     */
    model: string;
    /**
     * Value of the anthropic-version header.
     */
    anthropic_version: string;
    /**
     * Tokens per reply at most (the API requires a value).
     */
    max_tokens: number;
    /**
     * Timeout of one request, in seconds.
     */
    timeout_secs: number;
    /**
     * Retries of a transient failure (timeout, 429, 5xx, overloaded).
     */
    max_retries: number;
    /**
     * Sampling temperature.
     */
    temperature: number | null;
    [k: string]: unknown;
  };
}
/**
 * Echo model providers by alias: [providers.models.echo.<alias>].
 */
export interface EchoProvidersConfig {
  /**
   * An offline provider: the reply to a user message M is exactly "echo: M"; it calls no tools and its model is "echo". Other keys are accepted.
   */
  [k: string]: {
    [k: string]: unknown;
  };
}
/**
 * OpenAI-compatible model providers by alias: [providers.models.openai.<alias>].
 */
export interface OpenAiProvidersConfig {
  /**
   * One OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server, ...). Other keys are accepted.
   */
  [k: string]: {
    /**
     * API key sent as a bearer token; local servers may need none.
     */
    api_key: string | null;
    /**
     * Base URL; /chat/completions is appended.
     */
    base_url: string;
    /**
     * Model name (required), e.g. gpt-4o-mini or llama3.1.
     */
    model: string;
    /**
     * Ask for a streamed (server-sent events) answer.
     */
    stream: boolean;
    /**
     * In a streamed answer, ask for the token usage (stream_options.include_usage) so the cost ledger can price it; switch off only for a server that refuses the option.
     */
    stream_usage: boolean;
    /**
     * Timeout of one request, in seconds.
     */
    timeout_secs: number;
    /**
     * Retries of a transient failure (timeout, network error, 429, 5xx).
     */
    max_retries: number;
    /**
     * Sampling temperature.
     */
    temperature: number | null;
    /**
     * Tokens per reply at most.
     */
    max_tokens: number | null;
    [k: string]: unknown;
  };
}
