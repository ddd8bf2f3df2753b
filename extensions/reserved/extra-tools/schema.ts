// Config sections of the extra-tools extension: browser, web, file transfer, image, skills, pipeline and plugin tools.
import { s } from '../../../kernel/index.js';
import type { JsonSchema } from '../../../kernel/index.js';

const INERT = 'Accepted and validated; no runtime behaviour yet.';

const headers = (what: string): JsonSchema =>
  s.map(`Headers sent with every ${what} request (often credentials); header name to value.`, { type: 'string' }, { secret: true });

const computerUse = s.table(undefined, 'The computer_use backend: a sidecar that performs desktop actions over HTTP.', {
  allow_remote_endpoint: s.bool(false, 'Allow an endpoint that is not on the loopback interface.'),
  api_key: s.optStr('Bearer token sent to the sidecar.', { secret: true }),
  endpoint: s.str('http://127.0.0.1:8787/v1/actions', 'URL of the sidecar actions endpoint.'),
  max_coordinate_x: s.optInt('Largest x coordinate an action may use; unset leaves it unbounded.', { min: 0 }),
  max_coordinate_y: s.optInt('Largest y coordinate an action may use; unset leaves it unbounded.', { min: 0 }),
  timeout_ms: s.int(15000, 'Milliseconds to wait for one sidecar action.', { min: 0 }),
  window_allowlist: s.strList([], 'Window titles actions may target; empty allows every window.'),
});

export const browserSection: JsonSchema = s.table(
  'BrowserConfig',
  `Browser tools on two independent flags: enabled registers browser_open, automation_enabled registers the full automation tool. ${INERT}`,
  {
    allowed_domains: s.strList(['*'], 'Domains the browser may open (exact or subdomain match); * allows all.'),
    allowed_private_hosts: s.strList([], 'Private or loopback hosts allowed despite SSRF protection.'),
    automation_enabled: s.bool(false, 'Register the full browser automation tool.'),
    backend: s.str('agent_browser', 'Automation backend.', { enum: ['agent_browser', 'rust_native', 'computer_use', 'auto'] }),
    enabled: s.bool(true, 'Register the browser_open tool.'),
    headed: s.optBool('Show the browser window; unset inherits the environment variable.'),
    native_chrome_path: s.optStr('Chrome or Chromium executable for the rust_native backend; unset searches the usual places.'),
    native_headless: s.bool(true, 'Run the rust_native backend headless.'),
    native_webdriver_url: s.str('http://127.0.0.1:9515', 'WebDriver endpoint of the rust_native backend.'),
    session_name: s.optStr('Named browser session to reuse across calls.'),
    computer_use: computerUse,
  },
  { inert: 'warn' },
);

const webFetchProvider = s.table(
  undefined,
  'The fetch service used as a fallback on an HTTP error, an empty body or a body under 100 characters.',
  {
    api_key_env: s.str('', 'Name of the environment variable holding the service key; empty uses the provider default.'),
    api_url: s.str('', 'Service endpoint; empty uses the provider default.'),
    enabled: s.bool(false, 'Fall back to the fetch service.'),
    mode: s.open('How the service is used; keys not fixed by the reference.'),
  },
  { inert: 'warn' },
);

export const webFetchSection: JsonSchema = s.table(
  'WebFetchConfig',
  `The web_fetch tool: fetch a URL and return its content; cross-host redirects are rejected. ${INERT}`,
  {
    allowed_domains: s.strList(['*'], 'Domains that may be fetched; * allows all.'),
    allowed_private_hosts: s.strList([], 'Private or loopback hosts allowed despite SSRF protection.'),
    blocked_domains: s.strList([], 'Domains never fetched; wins over allowed_domains.'),
    enabled: s.bool(true, 'Register the web_fetch tool.'),
    max_response_size: s.int(500000, 'Largest response read, in bytes.', { min: 0 }),
    timeout_secs: s.int(30, 'Seconds to wait for a response.', { min: 0 }),
    provider: webFetchProvider,
  },
  { inert: 'warn' },
);

const SEARCH_PROVIDERS = ['duckduckgo', 'brave', 'tavily', 'searxng', 'jina', 'bocha', 'serply'] as const;

const searchKey = (vendor: string): JsonSchema => s.optStr(`${vendor} API key.`, { secret: true });

export const webSearchSection: JsonSchema = s.table(
  'WebSearchConfig',
  `The web_search tool and its search provider. ${INERT}`,
  {
    enabled: s.bool(true, 'Register the web_search tool.'),
    max_results: s.int(5, 'Results returned per search.', { min: 1, max: 10 }),
    search_provider: s.str('duckduckgo', 'Search provider.', { enum: SEARCH_PROVIDERS }),
    searxng_instance_url: s.optStr('Base URL of the SearXNG instance (searxng provider).'),
    timeout_secs: s.int(15, 'Seconds to wait for search results.', { min: 0 }),
    anysearch_api_key: searchKey('AnySearch'),
    bocha_api_key: searchKey('Bocha'),
    brave_api_key: searchKey('Brave Search'),
    jina_api_key: searchKey('Jina'),
    keenable_api_key: searchKey('Keenable'),
    serply_api_key: searchKey('Serply'),
    tavily_api_key: searchKey('Tavily'),
  },
  { inert: 'warn' },
);

export const textBrowserSection: JsonSchema = s.table(
  'TextBrowserConfig',
  `The text_browser tool: render pages with a terminal browser. ${INERT}`,
  {
    allowed_private_hosts: s.strList([], 'Private or loopback hosts allowed despite SSRF protection.'),
    enabled: s.bool(false, 'Register the text_browser tool.'),
    preferred_browser: s.optStr('Terminal browser to use; unset auto-detects one.', { enum: ['lynx', 'links', 'w3m'] }),
    timeout_secs: s.int(30, 'Seconds to wait for a page.', { min: 0 }),
  },
  { inert: 'warn' },
);

export const fileDownloadSection: JsonSchema = s.table(
  'FileDownloadConfig',
  `The file_download tool, registered only when url is non-empty; it streams to disk and enforces the size limit while streaming. ${INERT}`,
  {
    url: s.optStr('Download endpoint (only ever taken from config); unset or empty registers no tool.'),
    headers: headers('download'),
    max_file_size_bytes: s.int(26214400, 'Largest file downloaded, in bytes.', { min: 0 }),
    timeout_secs: s.int(120, 'Seconds a download may take.', { min: 0 }),
    allowed_private_hosts: s.strList([], 'Private or loopback hosts allowed despite SSRF protection.'),
  },
);

const UPLOAD_METHODS = ['POST', 'PUT'] as const;

export const fileUploadSection: JsonSchema = s.table(
  'FileUploadConfig',
  `The file_upload tool, registered only when url is non-empty; it sends multipart/form-data and rejects oversized files before sending. ${INERT}`,
  {
    url: s.optStr('Upload endpoint (only ever taken from config); unset or empty registers no tool.'),
    headers: headers('upload'),
    max_file_size_bytes: s.int(26214400, 'Largest file uploaded, in bytes.', { min: 0 }),
    timeout_secs: s.int(60, 'Seconds an upload may take.', { min: 0 }),
    field_name: s.str('file', 'Multipart form field that carries the file.'),
    method: s.str('POST', 'HTTP method of the upload.', { enum: UPLOAD_METHODS }),
  },
);

export const fileUploadBundleSection: JsonSchema = s.table(
  'FileUploadBundleConfig',
  `The file_upload_bundle tool: several files in one multipart/form-data request, registered only when url is non-empty. ${INERT}`,
  {
    url: s.optStr('Upload endpoint (only ever taken from config); unset or empty registers no tool.'),
    headers: headers('bundle upload'),
    max_file_size_bytes: s.int(10485760, 'Largest single file in a bundle, in bytes.', { min: 0 }),
    timeout_secs: s.int(120, 'Seconds a bundle upload may take.', { min: 0 }),
    field_name: s.str('file', 'Multipart form field that carries each file.'),
    method: s.str('POST', 'HTTP method of the upload.', { enum: UPLOAD_METHODS }),
    max_files: s.int(16, 'Files in one bundle at most.', { min: 0 }),
    max_total_size_bytes: s.int(33554432, 'Total size of one bundle at most, in bytes.', { min: 0 }),
    max_response_body_bytes: s.int(4096, 'Bytes of the endpoint response body kept at most.', { min: 0 }),
  },
);

export const imageGenSection: JsonSchema = s.table(
  'ImageGenConfig',
  `The image generation tool. ${INERT}`,
  {
    api_key_env: s.str('', 'Name of the environment variable holding the provider key; empty uses the provider default.'),
    default_model: s.str('', 'Model id used when a call names none; empty uses the provider default.'),
    enabled: s.bool(false, 'Register the image generation tool.'),
  },
  { inert: 'warn' },
);

export const linkEnricherSection: JsonSchema = s.table(
  'LinkEnricherConfig',
  `Fetches a preview of links found in incoming messages. ${INERT}`,
  {
    enabled: s.bool(false, 'Enrich links in incoming messages.'),
    max_links: s.int(3, 'Links enriched per message at most.', { min: 0 }),
    timeout_secs: s.int(10, 'Seconds to wait for one link.', { min: 0 }),
  },
  { inert: 'warn' },
);

const skillCreation = s.table(
  undefined,
  'Creating new skills from completed tasks.',
  {
    enabled: s.bool(false, 'Create skills from completed tasks.'),
    max_final_answer_chars: s.int(2000, 'Characters of the final answer considered at most.', { min: 0 }),
    max_skills: s.int(500, 'Skills kept at most.', { min: 0 }),
    max_task_chars: s.int(1000, 'Characters of the task description considered at most.', { min: 0 }),
    max_tool_trace_chars: s.int(4000, 'Characters of the tool trace considered at most.', { min: 0 }),
    reflection_enabled: s.bool(false, 'Reflect on the task before writing the skill.'),
    similarity_threshold: s.num(0.85, 'Similarity (0 to 1) above which a new skill counts as a duplicate of an existing one.', { min: 0, max: 1 }),
  },
  { inert: 'warn' },
);

const skillImprovement = s.table(
  undefined,
  'Reviewing and improving existing skills.',
  {
    cooldown_secs: s.int(3600, 'Seconds between improvements of one skill at least.', { min: 0 }),
    enabled: s.bool(false, 'Improve existing skills.'),
    max_review_iterations: s.int(8, 'Review iterations per improvement at most.', { min: 0 }),
    nudge_interval_iterations: s.int(10, 'Agent iterations between nudges to review skills.', { min: 0 }),
  },
  { inert: 'warn' },
);

export const skillsSection: JsonSchema = s.table('SkillsConfig', `Skills: loading, registries, creation and improvement. ${INERT}`, {
  allow_scripts: s.bool(false, 'Allow skills to run bundled scripts.'),
  extra_registries: s.tableList('Additional skill registries, as an array of tables; item fields are not fixed by the reference, any keys are accepted.'),
  install_suggestions: s.table(
    undefined,
    'Suggesting skills to install.',
    { enabled: s.bool(false, 'Suggest skills to install.') },
    { inert: 'warn' },
  ),
  open_skills_dir: s.optStr('Directory of open skills; unset uses the default location.'),
  open_skills_enabled: s.bool(false, 'Load open skills.'),
  prompt_injection_mode: s.open('How skill text is placed in the prompt; keys not fixed by the reference.'),
  registry_url: s.optStr('URL of the skill registry; unset uses the default registry.'),
  skill_creation: skillCreation,
  skill_improvement: skillImprovement,
});

export const skillBundlesSection: JsonSchema = s.aliasMap(
  'SkillBundlesConfig',
  `Named sets of skills an agent may be granted ([skill_bundles.<alias>]). ${INERT}`,
  s.table(undefined, 'One skill bundle.', {
    directory: s.optStr('Directory the skills are read from; unset uses the skills directory.'),
    exclude: s.strList([], 'Skills removed from the bundle.'),
    include: s.strList([], 'Skills in the bundle; empty includes all.'),
  }),
);

export const pipelineSection: JsonSchema = s.table(
  'PipelineConfig',
  `The pipeline tool: runs a sequence of tool calls as one step. ${INERT}`,
  {
    allowed_tools: s.strList([], 'Tools a pipeline may call.'),
    enabled: s.bool(false, 'Register the pipeline tool.'),
    max_steps: s.int(20, 'Steps in one pipeline at most.', { min: 0 }),
  },
  { inert: 'warn' },
);

const pluginLimits: JsonSchema = {
  ...s.table(
    undefined,
    'Resource ceilings of each plugin; all must be non-zero. Further ceilings (memory, tables) are not fixed by the reference: other keys are accepted as integers of at least 1.',
    {
      call_fuel: s.int(1000000000, 'Fuel (instruction budget) of one plugin call.', { min: 1 }),
      call_timeout_ms: s.int(30000, 'Milliseconds one plugin call may take.', { min: 1 }),
      max_connections_per_instance: s.int(16, 'Connections one plugin instance may hold.', { min: 1 }),
      max_instances: s.int(64, 'Instances of one plugin at most.', { min: 1 }),
    },
    { open: true },
  ),
  additionalProperties: { type: 'integer', minimum: 1, description: 'A further resource ceiling; must be non-zero.' },
};

export const pluginsSection: JsonSchema = s.table(
  'PluginsConfig',
  `Sandboxed plugins: discovery, entries, limits and security. ${INERT}`,
  {
    auto_discover: s.bool(false, 'Load every plugin found in plugins_dir.'),
    enabled: s.bool(false, 'Run plugins.'),
    entries: s.tableList('Configured plugins, as an array of tables ([[plugins.entries]]); item fields are not fixed by the reference, any keys are accepted.'),
    max_active_instances: s.int(50, 'Plugin instances active at once at most.', { min: 0 }),
    plugins_dir: s.str('plugins', 'Directory plugins are loaded from; a relative path resolves from the data directory.'),
    limits: pluginLimits,
    security: s.open('Plugin security policy; keys not fixed by the reference.'),
  },
  { inert: 'warn' },
);
