// Config sections of the browser-tools extension: [browser], [text_browser] and [image_gen].
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

const computerUse = s.table(
  undefined,
  'The computer_use backend: a sidecar that performs desktop actions over HTTP.',
  {
    allow_remote_endpoint: s.bool(false, 'Allow an endpoint that is not on the loopback interface.'),
    api_key: s.optStr('Bearer token sent to the sidecar.', { secret: true }),
    endpoint: s.str('http://127.0.0.1:8787/v1/actions', 'URL of the sidecar actions endpoint.'),
    max_coordinate_x: s.optInt('Largest x coordinate an action may use; unset leaves it unbounded.', { min: 0 }),
    max_coordinate_y: s.optInt('Largest y coordinate an action may use; unset leaves it unbounded.', { min: 0 }),
    timeout_ms: s.int(15000, 'Milliseconds to wait for one sidecar action.', { min: 0 }),
    window_allowlist: s.strList([], 'Window titles actions may target; empty allows every window.'),
  },
  { inert: 'unused' },
);

export const browserSection: JsonSchema = s.table(
  'BrowserConfig',
  'Browser tools on Chromium (driven over CDP by playwright-core, never a downloaded browser), on two independent flags: enabled registers browser_open, automation_enabled registers the browser automation tool. Every request a page makes passes the outbound rules of http_request.',
  {
    allowed_domains: s.strList(['*'], 'Domains a page or frame may be opened from (exact or subdomain match); * allows all. A page\'s subresources are checked by the address rules only.'),
    allowed_private_hosts: s.strList([], 'Private or loopback hosts the browser may reach despite SSRF protection ("127.0.0.1:8080", "db.lan", "[::1]"); svc\'s own listeners and cloud metadata addresses never.'),
    automation_enabled: s.bool(false, 'Register the browser automation tool (navigate, click, type, read text, screenshot into the workspace).'),
    backend: s.str('agent_browser', 'Automation backend.', { enum: ['agent_browser', 'rust_native', 'computer_use', 'auto'], inert: 'unused' }),
    enabled: s.bool(true, 'Register the browser_open tool (offered only when a Chromium executable and playwright-core are found).'),
    headed: s.optBool('Show the browser window (needs a display); unset or false runs headless.'),
    native_chrome_path: s.optStr('Chromium or Chrome executable; unset searches /usr/bin/chromium, chromium-browser, google-chrome on the PATH.'),
    native_headless: s.bool(true, 'Run the rust_native backend headless.', { inert: 'unused' }),
    native_webdriver_url: s.str('http://127.0.0.1:9515', 'WebDriver endpoint of the rust_native backend.', { inert: 'unused' }),
    session_name: s.optStr('Named browser session to reuse across calls.', { inert: 'unused' }),
    timeout_secs: s.int(30, 'Seconds one browser call may take (page load and actions included).', { min: 1, max: 600 }),
    computer_use: computerUse,
  },
);

export const textBrowserSection: JsonSchema = s.table(
  'TextBrowserConfig',
  'The text_browser tool: the page is fetched under the outbound rules of http_request, then rendered with a terminal browser (lynx, w3m or links) with -dump, which never touches the network itself.',
  {
    allowed_private_hosts: s.strList([], 'Private or loopback hosts allowed despite SSRF protection ("127.0.0.1:8080", "db.lan").'),
    enabled: s.bool(false, 'Register the text_browser tool (offered only when a terminal browser is found).'),
    preferred_browser: s.optStr('Terminal browser to use; unset auto-detects one (lynx, then w3m, then links).', { enum: ['lynx', 'links', 'w3m'] }),
    timeout_secs: s.int(30, 'Seconds to wait for a page and its rendering.', { min: 0 }),
  },
);

export const imageGenSection: JsonSchema = s.table(
  'ImageGenConfig',
  'The image_gen tool: asks an OpenAI-compatible images endpoint (POST <api_url>/images/generations) and saves the image into the agent\'s workspace.',
  {
    api_key_env: s.str('', 'Name of the environment variable holding the provider key; empty uses OPENAI_API_KEY. No key set sends no Authorization header.'),
    api_url: s.str('https://api.openai.com/v1', 'Base URL of the OpenAI-compatible API (/images/generations is appended); plain http only to a loopback host.'),
    default_model: s.str('', 'Model id used when a call names none; empty uses gpt-image-1.'),
    enabled: s.bool(false, 'Register the image_gen tool.'),
  },
);
