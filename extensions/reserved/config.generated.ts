/* DO NOT EDIT: the config sections of the "reserved" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * Locale such as en or zh-CN; empty means auto-detect from the host, falling back to en. A top-level string, so it must stand before any table in the file. Accepted and validated; no runtime behaviour yet.
 */
export type LocaleConfig = string;

/**
 * The config sections the "reserved" extension owns, by dotted path.
 */
export interface ReservedSections {
  transcription: TranscriptionConfig;
  tts: TtsConfig;
  media_pipeline: MediaPipelineConfig;
  multimodal: MultimodalConfig;
  'providers.tts': ProvidersTtsConfig;
  'providers.transcription': ProvidersTranscriptionConfig;
  'channels.amqp': ChannelsAmqpConfig;
  'channels.email': ChannelsEmailConfig;
  'channels.filesystem': ChannelsFilesystemConfig;
  'channels.git': ChannelsGitConfig;
  'channels.gmail_push': ChannelsGmailPushConfig;
  'channels.irc': ChannelsIrcConfig;
  'channels.mqtt': ChannelsMqttConfig;
  'channels.plugin': ChannelsPluginConfig;
  'channels.voice_call': ChannelsVoiceCallConfig;
  'channels.voice_duplex': ChannelsVoiceDuplexConfig;
  'channels.voice_wake': ChannelsVoiceWakeConfig;
  'channels.wecom': ChannelsWecomConfig;
  'channels.wecom_ws': ChannelsWecomWsConfig;
  composio: ComposioConfig;
  jira: JiraConfig;
  notion: NotionConfig;
  google_workspace: GoogleWorkspaceConfig;
  microsoft365: Microsoft365Config;
  linkedin: LinkedinConfig;
  cloud_ops: CloudOpsConfig;
  claude_code: ClaudeCodeConfig;
  codex_cli: CodexCliConfig;
  gemini_cli: GeminiCliConfig;
  opencode_cli: OpencodeCliConfig;
  claude_code_runner: ClaudeCodeRunnerConfig;
  browser_delegate: BrowserDelegateConfig;
  security_ops: SecurityOpsConfig;
  trust: TrustConfig;
  verifiable_intent: VerifiableIntentConfig;
  enroll: EnrollConfig;
  wss: WssConfig;
  skills: SkillsConfig;
  skill_bundles: SkillBundlesConfig;
  pipeline: PipelineConfig;
  plugins: PluginsConfig;
  a2a: A2AConfig;
  acp: AcpConfig;
  conversational_ai: ConversationalAiConfig;
  decision_models: DecisionModelsConfig;
  eval: EvalConfig;
  hardware: HardwareConfig;
  locale: LocaleConfig;
  onboard_state: OnboardStateConfig;
  peripherals: PeripheralsConfig;
  project_intel: ProjectIntelConfig;
  proxy: ProxyConfig;
  relay: RelayConfig;
  rpc: RpcConfig;
  tunnel: TunnelConfig;
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
 * Relay connection settings. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.
 */
export interface RelayConfig {
  [k: string]: unknown;
}
/**
 * RPC interface settings. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.
 */
export interface RpcConfig {
  [k: string]: unknown;
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

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    transcription: TranscriptionConfig;
    tts: TtsConfig;
    media_pipeline: MediaPipelineConfig;
    multimodal: MultimodalConfig;
    'providers.tts': ProvidersTtsConfig;
    'providers.transcription': ProvidersTranscriptionConfig;
    'channels.amqp': ChannelsAmqpConfig;
    'channels.email': ChannelsEmailConfig;
    'channels.filesystem': ChannelsFilesystemConfig;
    'channels.git': ChannelsGitConfig;
    'channels.gmail_push': ChannelsGmailPushConfig;
    'channels.irc': ChannelsIrcConfig;
    'channels.mqtt': ChannelsMqttConfig;
    'channels.plugin': ChannelsPluginConfig;
    'channels.voice_call': ChannelsVoiceCallConfig;
    'channels.voice_duplex': ChannelsVoiceDuplexConfig;
    'channels.voice_wake': ChannelsVoiceWakeConfig;
    'channels.wecom': ChannelsWecomConfig;
    'channels.wecom_ws': ChannelsWecomWsConfig;
    composio: ComposioConfig;
    jira: JiraConfig;
    notion: NotionConfig;
    google_workspace: GoogleWorkspaceConfig;
    microsoft365: Microsoft365Config;
    linkedin: LinkedinConfig;
    cloud_ops: CloudOpsConfig;
    claude_code: ClaudeCodeConfig;
    codex_cli: CodexCliConfig;
    gemini_cli: GeminiCliConfig;
    opencode_cli: OpencodeCliConfig;
    claude_code_runner: ClaudeCodeRunnerConfig;
    browser_delegate: BrowserDelegateConfig;
    security_ops: SecurityOpsConfig;
    trust: TrustConfig;
    verifiable_intent: VerifiableIntentConfig;
    enroll: EnrollConfig;
    wss: WssConfig;
    skills: SkillsConfig;
    skill_bundles: SkillBundlesConfig;
    pipeline: PipelineConfig;
    plugins: PluginsConfig;
    a2a: A2AConfig;
    acp: AcpConfig;
    conversational_ai: ConversationalAiConfig;
    decision_models: DecisionModelsConfig;
    eval: EvalConfig;
    hardware: HardwareConfig;
    locale: LocaleConfig;
    onboard_state: OnboardStateConfig;
    peripherals: PeripheralsConfig;
    project_intel: ProjectIntelConfig;
    proxy: ProxyConfig;
    relay: RelayConfig;
    rpc: RpcConfig;
    tunnel: TunnelConfig;
  }
}
