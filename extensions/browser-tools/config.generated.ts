/* DO NOT EDIT: the config sections of the "browser-tools" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "browser-tools" extension owns, by dotted path.
 */
export interface BrowserToolsSections {
  browser: BrowserConfig;
  text_browser: TextBrowserConfig;
  image_gen: ImageGenConfig;
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

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    browser: BrowserConfig;
    text_browser: TextBrowserConfig;
    image_gen: ImageGenConfig;
  }
}
