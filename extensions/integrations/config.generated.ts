/* DO NOT EDIT: the config sections of the "integrations" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "integrations" extension owns, by dotted path.
 */
export interface IntegrationsSections {
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

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
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
  }
}
