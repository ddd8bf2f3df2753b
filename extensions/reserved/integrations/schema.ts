// Config sections of the integrations extension: third-party services, coding-assistant CLIs and browser delegation.
import { s } from '../../../kernel/index.js';
import type { JsonSchema } from '../../../kernel/index.js';

const INERT = 'Accepted and validated; no runtime behaviour yet.';

export const composioSection: JsonSchema = s.table(
  'ComposioConfig',
  `Composio tool integrations. ${INERT}`,
  {
    api_key: s.optStr('Composio API key.', { secret: true }),
    enabled: s.bool(false, 'Offer Composio tools.'),
    entity_id: s.str('default', 'Composio entity the connected accounts belong to.'),
  },
  { inert: 'warn' },
);

export const jiraSection: JsonSchema = s.table(
  'JiraConfig',
  'Jira tickets. Cloud uses Basic auth with email plus token; server editions use Bearer when email is omitted. ' + INERT,
  {
    allowed_actions: s.strList(['get_ticket'], 'Jira actions the agent may use.', {
      items: { enum: ['get_ticket', 'search_tickets', 'comment_ticket'] },
    }),
    api_token: s.str('', 'Jira API token; empty falls back to an environment variable.', { secret: true }),
    base_url: s.str('', 'Base URL of the Jira site, e.g. https://example.atlassian.net.'),
    email: s.optStr('Account email for Basic auth (Cloud); unset uses a Bearer token (server editions).'),
    enabled: s.bool(false, 'Offer the Jira tool.'),
    timeout_secs: s.int(30, 'Seconds per Jira request.', { min: 1 }),
  },
  { inert: 'warn' },
);

export const notionSection: JsonSchema = s.table(
  'NotionConfig',
  `A Notion database polled as a task queue: rows carry input, status and result properties. ${INERT}`,
  {
    api_key: s.str('', 'Notion integration token.', { secret: true }),
    database_id: s.str('', 'Id of the Notion database polled for tasks.'),
    enabled: s.bool(false, 'Poll the Notion database.'),
    input_property: s.str('Input', 'Database property holding the task input.'),
    max_concurrent: s.int(4, 'Tasks processed at the same time at most.', { min: 1 }),
    poll_interval_secs: s.int(5, 'Seconds between polls of the database.', { min: 1 }),
    recover_stale: s.bool(true, 'Pick up tasks left in progress by an earlier run.'),
    result_property: s.str('Result', 'Database property that receives the result.'),
    status_property: s.str('Status', 'Database property holding the task status.'),
  },
  { inert: 'warn' },
);

export const googleWorkspaceSection: JsonSchema = s.table(
  'GoogleWorkspaceConfig',
  `Google Workspace APIs (Drive, Sheets, Gmail, Calendar, ...). Omitting the section equals the defaults (disabled). ${INERT}`,
  {
    allowed_operations: s.tableList(
      'Allowed resource and method pairs; empty allows any resource and method of the allowed services. ' +
        'Item fields are not shown by the reference: any keys are accepted.',
    ),
    allowed_services: s.strList(
      [],
      'Services the agent may call; empty means the default set: drive, sheets, gmail, calendar, docs, slides, ' +
        'tasks, people, chat, classroom, forms, keep, meet, events.',
    ),
    audit_log: s.bool(false, 'Log every Workspace call.'),
    credentials_path: s.optStr('Path of the OAuth or service-account credentials file.'),
    default_account: s.optStr('Account used when a call names none.'),
    enabled: s.bool(false, 'Offer the Google Workspace tool.'),
    rate_limit_per_minute: s.int(60, 'Workspace calls per minute at most.', { min: 0 }),
    timeout_secs: s.int(30, 'Seconds per Workspace call.', { min: 1 }),
  },
  { inert: 'warn' },
);

export const microsoft365Section: JsonSchema = s.table(
  'Microsoft365Config',
  `Microsoft 365 through the Graph API. ${INERT}`,
  {
    auth_flow: s.str('client_credentials', 'OAuth flow used to get Graph tokens.', { enum: ['client_credentials', 'device_code'] }),
    client_id: s.optStr('Application (client) id of the Entra app registration.'),
    client_secret: s.optStr('Client secret of the app registration (client_credentials flow).', { secret: true }),
    enabled: s.bool(false, 'Offer the Microsoft 365 tool.'),
    scopes: s.strList(['https://graph.microsoft.com/.default'], 'OAuth scopes requested; the default is the Graph default scope.'),
    tenant_id: s.optStr('Directory (tenant) id.'),
    token_cache_encrypted: s.bool(true, 'Encrypt the cached tokens at rest.'),
    user_id: s.optStr('User whose mailbox, calendar and files are used (application permissions).'),
  },
  { inert: 'warn' },
);

const imageVendor = (name: string, extra: Record<string, JsonSchema> = {}): JsonSchema =>
  s.table(undefined, `${name} image generation for LinkedIn posts.`, {
    api_key_env: s.optStr(`Name of the environment variable holding the ${name} API key; unset uses the vendor default.`),
    model: s.optStr(`${name} model; unset uses the vendor default.`),
    ...extra,
  });

export const linkedinSection: JsonSchema = s.table(
  'LinkedinConfig',
  `LinkedIn posting: content sources and generated post images. ${INERT}`,
  {
    api_version: s.str('202602', 'LinkedIn API version as YYYYMM.', { pattern: '^[0-9]{4}(0[1-9]|1[0-2])$' }),
    enabled: s.bool(false, 'Offer the LinkedIn tool.'),
    content: s.table(undefined, 'Where post ideas come from and how posts are written.', {
      github_repos: s.strList([], 'GitHub repositories (owner/name) whose activity feeds posts.'),
      github_users: s.strList([], 'GitHub users whose activity feeds posts.'),
      instructions: s.str('', 'Extra writing instructions for posts.'),
      persona: s.str('', 'Persona the posts are written as.'),
      rss_feeds: s.strList([], 'RSS feed URLs that feed posts.'),
      topics: s.strList([], 'Topics to post about.'),
    }),
    image: s.table(
      undefined,
      'Images generated for posts.',
      {
        card_accent_color: s.str('#0A66C2', 'Accent colour of the fallback card, as #RRGGBB.', { pattern: '^#[0-9A-Fa-f]{6}$' }),
        enabled: s.bool(false, 'Attach generated images to posts.'),
        fallback_card: s.bool(true, 'Render a text card when every image provider fails.'),
        providers: s.strList([], 'Image vendors to try, in priority order.', { items: { enum: ['dalle', 'flux', 'imagen', 'stability'] } }),
        temp_dir: s.str('linkedin/images', 'Directory for generated images before upload.'),
        dalle: imageVendor('DALL-E'),
        flux: imageVendor('Flux'),
        imagen: imageVendor('Imagen', {
          project_id_env: s.optStr('Name of the environment variable holding the Google Cloud project id.'),
          region: s.optStr('Google Cloud region of the Imagen endpoint.'),
        }),
        stability: imageVendor('Stability'),
      },
      { inert: 'warn' },
    ),
  },
  { inert: 'warn' },
);

export const cloudOpsSection: JsonSchema = s.table(
  'CloudOpsConfig',
  `Cloud operations advice: cost review, infrastructure-as-code and well-architected checks. ${INERT}`,
  {
    cost_threshold_monthly_usd: s.num(100.0, 'Monthly cloud spend in USD above which costs are flagged.', { min: 0 }),
    default_cloud: s.str('aws', 'Cloud assumed when a request names none.'),
    enabled: s.bool(false, 'Offer the cloud operations tools.'),
    iac_tools: s.strList(['terraform'], 'Infrastructure-as-code tools in use.'),
    supported_clouds: s.strList(['aws', 'azure', 'gcp'], 'Clouds the tools work with.'),
    well_architected_frameworks: s.strList(['aws-waf'], 'Well-architected frameworks reviews follow.'),
  },
  { inert: 'warn' },
);

function codingCli(title: string, tool: string, extra: Record<string, JsonSchema> = {}): JsonSchema {
  return s.table(
    title,
    `The ${tool} coding-assistant CLI as a tool run in a subprocess. ${INERT}`,
    {
      enabled: s.bool(false, `Offer the ${tool} tool.`),
      env_passthrough: s.strList([], 'Extra environment variable names passed to the subprocess.'),
      max_output_bytes: s.int(2097152, 'Bytes of subprocess output kept at most.', { min: 1 }),
      timeout_secs: s.int(600, 'Seconds a run may take.', { min: 1 }),
      ...extra,
    },
    { inert: 'warn' },
  );
}

export const claudeCodeSection: JsonSchema = codingCli('ClaudeCodeConfig', 'Claude Code', {
  allowed_tools: s.strList(['Read', 'Edit', 'Bash', 'Write'], 'Claude Code tools the subprocess may use.'),
  system_prompt: s.optStr('System prompt added to each run.'),
});

export const codexCliSection: JsonSchema = codingCli('CodexCliConfig', 'Codex', {
  extra_args: s.strList([], 'Extra arguments placed before the prompt.'),
});

export const geminiCliSection: JsonSchema = codingCli('GeminiCliConfig', 'Gemini');

export const opencodeCliSection: JsonSchema = codingCli('OpencodeCliConfig', 'OpenCode');

export const claudeCodeRunnerSection: JsonSchema = s.table(
  'ClaudeCodeRunnerConfig',
  `Long-lived Claude Code sessions in tmux, locally or over SSH. ${INERT}`,
  {
    enabled: s.bool(false, 'Offer the Claude Code runner.'),
    session_ttl: s.int(3600, 'Seconds before an idle session is cleaned up.', { min: 1 }),
    ssh_host: s.optStr('Host the sessions run on over SSH; unset runs them locally.'),
    tmux_prefix: s.str('zc-claude-', 'Prefix of the tmux session names.'),
  },
  { inert: 'warn' },
);

export const browserDelegateSection: JsonSchema = s.table(
  'BrowserDelegateConfig',
  `Browser tasks delegated to a coding-assistant CLI driving Chrome. ${INERT}`,
  {
    allowed_domains: s.strList([], 'Domains the delegate may visit.'),
    blocked_domains: s.strList([], 'Domains the delegate may never visit.'),
    chrome_profile_dir: s.str('', 'Chrome profile directory; empty uses a fresh profile.'),
    cli_binary: s.str('claude', 'Coding-assistant CLI binary that runs the task.'),
    enabled: s.bool(false, 'Offer browser delegation.'),
    task_timeout_secs: s.int(120, 'Seconds a delegated task may take.', { min: 1 }),
  },
  { inert: 'warn' },
);
