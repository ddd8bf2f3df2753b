/* DO NOT EDIT: the config sections of the "operations" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * Rules routing hint:<name> to a provider and embedding model, as [[embedding_routes]] tables. Accepted and validated; no runtime behaviour yet.
 *
 * Items: One rule: requests for hint:<hint> go to this provider and embedding model. Other keys are accepted (the reference does not fix the entry shape).
 */
export type EmbeddingRoutesConfig = {
  /**
   * The hint name, used by callers as hint:<name>.
   */
  hint: string;
  /**
   * Provider that serves the hint.
   */
  provider: string;
  /**
   * The embedding model used for the hint.
   */
  model: string;
  [k: string]: unknown;
}[];
/**
 * Locale such as en or zh-CN; empty means auto-detect from the host, falling back to en. A top-level string, so it must stand before any table in the file. Accepted and validated; no runtime behaviour yet.
 */
export type LocaleConfig = string;
/**
 * Rules routing hint:<name> to a provider and model, as [[model_routes]] tables. Accepted and validated; no runtime behaviour yet.
 *
 * Items: One rule: requests for hint:<hint> go to this provider and model. Other keys are accepted (the reference does not fix the entry shape).
 */
export type ModelRoutesConfig = {
  /**
   * The hint name, used by callers as hint:<name>.
   */
  hint: string;
  /**
   * Provider that serves the hint.
   */
  provider: string;
  /**
   * The model used for the hint.
   */
  model: string;
  [k: string]: unknown;
}[];

/**
 * The config sections the "operations" extension owns, by dotted path.
 */
export interface OperationsSections {
  a2a: A2AConfig;
  acp: AcpConfig;
  conversational_ai: ConversationalAiConfig;
  cost: CostConfig;
  decision_models: DecisionModelsConfig;
  delegate: DelegateConfig;
  embedding_routes: EmbeddingRoutesConfig;
  escalation: EscalationConfig;
  eval: EvalConfig;
  hardware: HardwareConfig;
  heartbeat: HeartbeatConfig;
  locale: LocaleConfig;
  model_routes: ModelRoutesConfig;
  onboard_state: OnboardStateConfig;
  pacing: PacingConfig;
  peer_groups: PeerGroupsConfig;
  peripherals: PeripheralsConfig;
  project_intel: ProjectIntelConfig;
  proxy: ProxyConfig;
  query_classification: QueryClassificationConfig;
  relay: RelayConfig;
  reliability: ReliabilityConfig;
  rpc: RpcConfig;
  runtime: RuntimeConfig;
  tunnel: TunnelConfig;
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
 * Spending tracking and budgets. Accepted and validated; no runtime behaviour yet.
 */
export interface CostConfig {
  /**
   * Allow a caller to override a reached budget.
   */
  allow_override: boolean;
  /**
   * Daily budget in USD.
   */
  daily_limit_usd: number;
  /**
   * Track costs and enforce budgets.
   */
  enabled: boolean;
  /**
   * Monthly budget in USD.
   */
  monthly_limit_usd: number;
  /**
   * Keep costs per agent as well as in total.
   */
  track_per_agent: boolean;
  /**
   * Percent of a budget at which a warning is raised.
   */
  warn_at_percent: number;
  /**
   * What happens when a budget is reached.
   */
  enforcement: {
    /**
     * warn logs, block refuses the call, route_down switches to route_down_model.
     */
    mode: 'warn' | 'block' | 'route_down';
    /**
     * Percent of the budget kept in reserve.
     */
    reserve_percent: number;
    /**
     * Cheaper model used when mode = route_down.
     */
    route_down_model: string | null;
  };
  /**
   * Price sheets used to compute costs.
   */
  rates: {
    /**
     * Rate sheets by kind (models, transcription, tts), keyed by provider type and model or voice; any keys are accepted.
     */
    providers: {
      /**
       * Model rate sheets keyed by provider type and model.
       */
      models: {
        [k: string]: unknown;
      };
      /**
       * Transcription rate sheets keyed by provider type and model.
       */
      transcription: {
        [k: string]: unknown;
      };
      /**
       * Text-to-speech rate sheets keyed by provider type and voice.
       */
      tts: {
        [k: string]: unknown;
      };
      [k: string]: unknown;
    };
    /**
     * Per-call rate in USD by tool name.
     */
    tools: {
      [k: string]: number;
    };
  };
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
 * Delegation of work to sub-agents. Accepted and validated; no runtime behaviour yet.
 */
export interface DelegateConfig {
  /**
   * Timeout of an agentic delegation, in seconds.
   */
  agentic_timeout_secs: number;
  /**
   * Timeout of a plain delegation, in seconds.
   */
  timeout_secs: number;
}
/**
 * Alerts on high or critical escalations. Accepted and validated; no runtime behaviour yet.
 */
export interface EscalationConfig {
  /**
   * Channel names alerted on high or critical escalations (best effort).
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
 * Periodic heartbeat worker and dead-man alert. Accepted and validated; no runtime behaviour yet.
 */
export interface HeartbeatConfig {
  /**
   * Adapt the interval between min_interval_minutes and max_interval_minutes.
   */
  adaptive: boolean;
  /**
   * Agent alias the worker runs as; required when enabled.
   */
  agent: string;
  /**
   * Channel alerted when no heartbeat completes within deadman_timeout_minutes.
   */
  deadman_channel: string | null;
  /**
   * Minutes without a completed heartbeat before the dead-man alert; 0 disables it.
   */
  deadman_timeout_minutes: number;
  /**
   * Recipient of the dead-man alert on deadman_channel.
   */
  deadman_to: string | null;
  /**
   * Run the heartbeat worker.
   */
  enabled: boolean;
  /**
   * Minutes between heartbeats.
   */
  interval_minutes: number;
  /**
   * Load the session context into each heartbeat run.
   */
  load_session_context: boolean;
  /**
   * Longest adaptive interval, in minutes.
   */
  max_interval_minutes: number;
  /**
   * Heartbeat runs kept in history.
   */
  max_run_history: number;
  /**
   * Prompt sent on each heartbeat.
   */
  message: string | null;
  /**
   * Shortest adaptive interval, in minutes.
   */
  min_interval_minutes: number;
  /**
   * Channel that receives heartbeat output.
   */
  target: string | null;
  /**
   * Timeout of one heartbeat run, in seconds.
   */
  task_timeout_secs: number;
  /**
   * Recipient on target (required when target is set).
   */
  to: string | null;
  /**
   * Decide first whether anything needs doing, then act.
   */
  two_phase: boolean;
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
 * Loop detection and step timeouts of agent runs. Accepted and validated; no runtime behaviour yet.
 */
export interface PacingConfig {
  /**
   * Detect an agent repeating itself.
   */
  loop_detection_enabled: boolean;
  /**
   * Identical calls in the window that count as a loop.
   */
  loop_detection_max_repeats: number;
  /**
   * Seconds a run must last before loop detection applies.
   */
  loop_detection_min_elapsed_secs: number | null;
  /**
   * Calls without progress that count as a loop.
   */
  loop_detection_no_progress_min_calls: number;
  /**
   * Recent calls examined for loops.
   */
  loop_detection_window_size: number;
  /**
   * Tools never counted by loop detection.
   */
  loop_ignore_tools: string[];
  /**
   * Largest factor by which a message timeout is scaled; null uses the built-in cap of 4.
   */
  message_timeout_scale_max: number | null;
  /**
   * Timeout of one agent step, in seconds.
   */
  step_timeout_secs: number | null;
}
/**
 * Peer groups, [peer_groups.<alias>]: agents that may talk to each other on a channel. Accepted and validated; no runtime behaviour yet.
 */
export interface PeerGroupsConfig {
  /**
   * One peer group: two agents are peers only when both list each other's group (mutual opt-in).
   */
  [k: string]: {
    /**
     * Members are admins within the agent scope.
     */
    admin_for_agent_scope: boolean;
    /**
     * Agent aliases in the group.
     */
    agents: string[];
    /**
     * Channel the group talks on (a channel reference).
     */
    channel: string;
    /**
     * Peers outside this service that belong to the group.
     */
    external_peers: string[];
    /**
     * Senders the group ignores.
     */
    ignore: string[];
    /**
     * Output modality of the group; keys are not fixed by the reference: any keys are accepted.
     */
    output_modality: {
      [k: string]: unknown;
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
 * Classification of incoming queries into routing hints. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.
 */
export interface QueryClassificationConfig {
  [k: string]: unknown;
}
/**
 * Relay connection settings. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.
 */
export interface RelayConfig {
  [k: string]: unknown;
}
/**
 * Retries, backoff and fallbacks of providers and channels. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.
 */
export interface ReliabilityConfig {
  [k: string]: unknown;
}
/**
 * RPC interface settings. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.
 */
export interface RpcConfig {
  [k: string]: unknown;
}
/**
 * Where agent tools run. The adapter-selection keys are not fixed by the reference: any keys are accepted; [runtime.docker] holds the container settings. Accepted and validated; no runtime behaviour yet.
 */
export interface RuntimeConfig {
  /**
   * Container settings of the runtime (the reference's "runtime container settings").
   */
  docker: {
    /**
     * CPUs the container may use; null sets no limit.
     */
    cpu_limit: number | null;
    /**
     * Container image.
     */
    image: string;
    /**
     * Memory limit of the container in MiB; null sets no limit.
     */
    memory_limit_mb: number | null;
    /**
     * Mount the workspace at /workspace.
     */
    mount_workspace: boolean;
    /**
     * Container network mode.
     */
    network: string;
    /**
     * Mount the root file system read-only.
     */
    read_only_rootfs: boolean;
  };
  [k: string]: unknown;
}
/**
 * Tunnel that exposes the gateway. Accepted and validated; no runtime behaviour yet.
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

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    a2a: A2AConfig;
    acp: AcpConfig;
    conversational_ai: ConversationalAiConfig;
    cost: CostConfig;
    decision_models: DecisionModelsConfig;
    delegate: DelegateConfig;
    embedding_routes: EmbeddingRoutesConfig;
    escalation: EscalationConfig;
    eval: EvalConfig;
    hardware: HardwareConfig;
    heartbeat: HeartbeatConfig;
    locale: LocaleConfig;
    model_routes: ModelRoutesConfig;
    onboard_state: OnboardStateConfig;
    pacing: PacingConfig;
    peer_groups: PeerGroupsConfig;
    peripherals: PeripheralsConfig;
    project_intel: ProjectIntelConfig;
    proxy: ProxyConfig;
    query_classification: QueryClassificationConfig;
    relay: RelayConfig;
    reliability: ReliabilityConfig;
    rpc: RpcConfig;
    runtime: RuntimeConfig;
    tunnel: TunnelConfig;
  }
}
