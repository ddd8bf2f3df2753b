/* DO NOT EDIT: the config sections of the "extra-tools" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "extra-tools" extension owns, by dotted path.
 */
export interface ExtraToolsSections {
  browser: BrowserConfig;
  web_fetch: WebFetchConfig;
  web_search: WebSearchConfig;
  text_browser: TextBrowserConfig;
  file_download: FileDownloadConfig;
  file_upload: FileUploadConfig;
  file_upload_bundle: FileUploadBundleConfig;
  image_gen: ImageGenConfig;
  link_enricher: LinkEnricherConfig;
  mcp: McpConfig;
  mcp_bundles: McpBundlesConfig;
  skills: SkillsConfig;
  skill_bundles: SkillBundlesConfig;
  pipeline: PipelineConfig;
  plugins: PluginsConfig;
}
/**
 * Browser tools on two independent flags: enabled registers browser_open, automation_enabled registers the full automation tool. Accepted and validated; no runtime behaviour yet.
 */
export interface BrowserConfig {
  /**
   * Domains the browser may open (exact or subdomain match); * allows all.
   */
  allowed_domains: string[];
  /**
   * Private or loopback hosts allowed despite SSRF protection.
   */
  allowed_private_hosts: string[];
  /**
   * Register the full browser automation tool.
   */
  automation_enabled: boolean;
  /**
   * Automation backend.
   */
  backend: 'agent_browser' | 'rust_native' | 'computer_use' | 'auto';
  /**
   * Register the browser_open tool.
   */
  enabled: boolean;
  /**
   * Show the browser window; unset inherits the environment variable.
   */
  headed: boolean | null;
  /**
   * Chrome or Chromium executable for the rust_native backend; unset searches the usual places.
   */
  native_chrome_path: string | null;
  /**
   * Run the rust_native backend headless.
   */
  native_headless: boolean;
  /**
   * WebDriver endpoint of the rust_native backend.
   */
  native_webdriver_url: string;
  /**
   * Named browser session to reuse across calls.
   */
  session_name: string | null;
  /**
   * The computer_use backend: a sidecar that performs desktop actions over HTTP.
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
 * The web_fetch tool: fetch a URL and return its content; cross-host redirects are rejected. Accepted and validated; no runtime behaviour yet.
 */
export interface WebFetchConfig {
  /**
   * Domains that may be fetched; * allows all.
   */
  allowed_domains: string[];
  /**
   * Private or loopback hosts allowed despite SSRF protection.
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
   * Largest response read, in bytes.
   */
  max_response_size: number;
  /**
   * Seconds to wait for a response.
   */
  timeout_secs: number;
  /**
   * The fetch service used as a fallback on an HTTP error, an empty body or a body under 100 characters.
   */
  provider: {
    /**
     * Name of the environment variable holding the service key; empty uses the provider default.
     */
    api_key_env: string;
    /**
     * Service endpoint; empty uses the provider default.
     */
    api_url: string;
    /**
     * Fall back to the fetch service.
     */
    enabled: boolean;
    /**
     * How the service is used; keys not fixed by the reference.
     */
    mode: {
      [k: string]: unknown;
    };
  };
}
/**
 * The web_search tool and its search provider. Accepted and validated; no runtime behaviour yet.
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
   * Base URL of the SearXNG instance (searxng provider).
   */
  searxng_instance_url: string | null;
  /**
   * Seconds to wait for search results.
   */
  timeout_secs: number;
  /**
   * AnySearch API key.
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
   * Keenable API key.
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
 * The text_browser tool: render pages with a terminal browser. Accepted and validated; no runtime behaviour yet.
 */
export interface TextBrowserConfig {
  /**
   * Private or loopback hosts allowed despite SSRF protection.
   */
  allowed_private_hosts: string[];
  /**
   * Register the text_browser tool.
   */
  enabled: boolean;
  /**
   * Terminal browser to use; unset auto-detects one.
   */
  preferred_browser: 'lynx' | 'links' | 'w3m' | null;
  /**
   * Seconds to wait for a page.
   */
  timeout_secs: number;
}
/**
 * The file_download tool, registered only when url is non-empty; it streams to disk and enforces the size limit while streaming. Accepted and validated; no runtime behaviour yet.
 */
export interface FileDownloadConfig {
  /**
   * Download endpoint (only ever taken from config); unset or empty registers no tool.
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
   * Private or loopback hosts allowed despite SSRF protection.
   */
  allowed_private_hosts: string[];
}
/**
 * The file_upload tool, registered only when url is non-empty; it sends multipart/form-data and rejects oversized files before sending. Accepted and validated; no runtime behaviour yet.
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
 * The file_upload_bundle tool: several files in one multipart/form-data request, registered only when url is non-empty. Accepted and validated; no runtime behaviour yet.
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
 * The image generation tool. Accepted and validated; no runtime behaviour yet.
 */
export interface ImageGenConfig {
  /**
   * Name of the environment variable holding the provider key; empty uses the provider default.
   */
  api_key_env: string;
  /**
   * Model id used when a call names none; empty uses the provider default.
   */
  default_model: string;
  /**
   * Register the image generation tool.
   */
  enabled: boolean;
}
/**
 * Fetches a preview of links found in incoming messages. Accepted and validated; no runtime behaviour yet.
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
 * Model Context Protocol servers whose tools agents may use. Accepted and validated; no runtime behaviour yet.
 */
export interface McpConfig {
  /**
   * Load tool schemas on demand via tool_search instead of at start.
   */
  deferred_loading: boolean;
  /**
   * Connect the configured MCP servers.
   */
  enabled: boolean;
  /**
   * MCP servers, as an array of tables ([[mcp.servers]]).
   *
   * Items: One MCP server. The reference does not fix its fields: name, command, args, url, env and headers are defined, other keys are accepted.
   */
  servers: {
    /**
     * Server name, as mcp_bundles grant it; unique among servers.
     */
    name: string | null;
    /**
     * Executable started for a stdio server.
     */
    command: string | null;
    /**
     * Arguments of command.
     */
    args: string[];
    /**
     * Endpoint of a remote (HTTP) server.
     */
    url: string | null;
    /**
     * Environment variables passed to command (often credentials).
     */
    env: {
      [k: string]: string;
    };
    /**
     * Headers sent to a remote server (often credentials).
     */
    headers: {
      [k: string]: string;
    };
    [k: string]: unknown;
  }[];
}
/**
 * Named sets of MCP servers an agent may be granted ([mcp_bundles.<alias>]). Accepted and validated; no runtime behaviour yet.
 */
export interface McpBundlesConfig {
  /**
   * One MCP bundle.
   */
  [k: string]: {
    /**
     * Names of the MCP servers granted; a name with no matching server grants nothing.
     */
    servers: string[];
    /**
     * Server names removed; deny wins across every bundle an agent references.
     */
    exclude: string[];
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

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    browser: BrowserConfig;
    web_fetch: WebFetchConfig;
    web_search: WebSearchConfig;
    text_browser: TextBrowserConfig;
    file_download: FileDownloadConfig;
    file_upload: FileUploadConfig;
    file_upload_bundle: FileUploadBundleConfig;
    image_gen: ImageGenConfig;
    link_enricher: LinkEnricherConfig;
    mcp: McpConfig;
    mcp_bundles: McpBundlesConfig;
    skills: SkillsConfig;
    skill_bundles: SkillBundlesConfig;
    pipeline: PipelineConfig;
    plugins: PluginsConfig;
  }
}
