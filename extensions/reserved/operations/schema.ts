// Config sections of the operations extension: agent-to-agent, costs, routing, heartbeat, hardware, tunnel and other operational knobs.
import { s } from '../../../kernel/index.js';
import type { JsonSchema } from '../../../kernel/index.js';

const INERT = 'Accepted and validated; no runtime behaviour yet.';

/** A section the reference leaves open; x-inert makes an explicit enabled = true in it warn like any inert table. */
function openSection(title: string, description: string, properties: Record<string, JsonSchema> = {}): JsonSchema {
  return { ...s.open(`${description} ${INERT}`, properties), title, 'x-inert': 'warn' };
}

// --- a2a -------------------------------------------------------------------------------------------------------

const a2aPeer = s.table(
  undefined,
  'One statically declared peer agent. Other keys are accepted (the reference does not fix the item shape).',
  {
    name: s.reqStr('Name the tools use to address this peer.'),
    url: s.reqStr('Base URL of the peer; its agent card is fetched from there.'),
  },
  { required: ['name', 'url'], open: true },
);

const a2aClient = s.table(
  undefined,
  'Outbound agent-to-agent client; default-closed, its four tools register only when enabled. Peers are declared statically, never discovered.',
  {
    allow_private_hosts: s.bool(false, 'Allow peers on private, loopback or link-local hosts.'),
    allowed_private_hosts: s.strList([], 'Explicit private hosts a peer may target.'),
    card_cache_ttl_secs: s.int(300, 'Seconds an agent card is cached; 0 disables caching.', { min: 0 }),
    enabled: s.bool(false, 'Master switch of the client.'),
    max_response_bytes: s.int(1000000, 'Largest peer response body (card and calls) in bytes.', { min: 0 }),
    peers: s.tableList('Peers as [[a2a.client.peers]] tables.', a2aPeer),
    request_timeout_secs: s.int(120, 'Timeout of one JSON-RPC request, in seconds.', { min: 0 }),
  },
  { inert: 'warn' },
);

const a2aServer = s.table(
  undefined,
  'Inbound discovery: what this agent advertises in its agent card.',
  {
    bind: s.optStr('Host advertised instead of the bound one (advertise-only).'),
    enabled: s.bool(false, 'Serve inbound agent-to-agent discovery.'),
    port: s.optInt('Port advertised with bind (advertise-only).', { min: 0, max: 65535 }),
    public_base_url: s.str('', 'Base URL advertised in the agent card endpoints.'),
  },
  { inert: 'warn' },
);

export const a2aSection: JsonSchema = s.table('A2aConfig', `Agent-to-agent protocol: outbound client and inbound discovery. ${INERT}`, {
  client: a2aClient,
  server: a2aServer,
});

// --- acp -------------------------------------------------------------------------------------------------------

export const acpSection: JsonSchema = s.table('AcpConfig', `Agent Client Protocol sessions. ${INERT}`, {
  default_agent: s.optStr('Agent alias used when session/new omits agentAlias and several agents exist.'),
  max_sessions: s.int(10, 'Concurrent sessions at most.', { min: 0 }),
  session_timeout_secs: s.int(3600, 'Seconds an idle session is kept.', { min: 0 }),
});

// --- decision_models ------------------------------------------------------------------------------------------

const decisionModel = s.table(undefined, 'One typed-decision model.', {
  api_key: s.optStr('Credential for the provider.', { secret: true }),
  base_url: s.optStr('Endpoint of the provider (required for a custom provider).'),
  model: s.optStr('Model id.'),
  provider: s.open('Which provider serves the model; keys are not fixed by the reference: any keys are accepted.'),
});

export const decisionModelsSection: JsonSchema = s.aliasMap(
  'DecisionModelsConfig',
  `Typed-decision models, [decision_models.<alias>], selected by a SOP in its [decision] model field; an unconfigured alias makes that SOP dispatch fail closed. ${INERT}`,
  decisionModel,
);

// --- eval -----------------------------------------------------------------------------------------------------

export const evalSection: JsonSchema = s.table('EvalConfig', `Regression evaluation suites. ${INERT}`, {
  mode: s.str('replay', 'Mode used when --mode is omitted.', { enum: ['replay', 'live'] }),
  suite_dir: s.str('evals/regression', 'Directory of the evaluation suites.'),
});

// --- hardware, peripherals ----------------------------------------------------------------------------------------

export const hardwareSection: JsonSchema = s.table(
  'HardwareConfig',
  `Attached hardware (boards reached natively, over serial or through a probe). ${INERT}`,
  {
    baud_rate: s.int(115200, 'Serial line speed.', { min: 1 }),
    enabled: s.bool(false, 'Use attached hardware.'),
    probe_target: s.optStr('Chip id for the Probe transport.'),
    serial_port: s.optStr('Serial device, e.g. /dev/ttyUSB0.'),
    transport: s.optStr('How the hardware is reached.', { enum: ['None', 'Native', 'Serial', 'Probe'] }),
    workspace_datasheets: s.bool(false, 'Index .md and .txt datasheets of the workspace.'),
  },
  { inert: 'warn' },
);

export const peripheralsSection: JsonSchema = s.table(
  'PeripheralsConfig',
  `Peripheral boards and their datasheets. ${INERT}`,
  {
    boards: s.tableList('Boards as [[peripherals.boards]] tables; item fields are not fixed by the reference.'),
    datasheet_dir: s.optStr('Directory of board datasheets.'),
    enabled: s.bool(false, 'Use peripheral boards.'),
  },
  { inert: 'warn' },
);

// --- locale, onboard_state, conversational_ai -------------------------------------------------------------------------

export const localeSection: JsonSchema = s.str(
  '',
  `Locale such as en or zh-CN; empty means auto-detect from the host, falling back to en. A top-level string, so it must stand before any table in the file. ${INERT}`,
);

export const onboardStateSection: JsonSchema = s.table('OnboardStateConfig', `Progress of the onboarding wizard. ${INERT}`, {
  completed_sections: s.strList([], 'Onboarding sections already completed.'),
  quickstart_completed: s.bool(false, 'The quickstart has been completed.'),
});

export const conversationalAiSection: JsonSchema = s.table(
  'ConversationalAiConfig',
  `Conversational assistant settings; parsed but not consumed. ${INERT}`,
  {
    analytics_enabled: s.bool(false, 'Collect conversation analytics.'),
    auto_detect_language: s.bool(true, 'Detect the language of each conversation.'),
    conversation_timeout_secs: s.int(1800, 'Seconds an idle conversation is kept.', { min: 0 }),
    default_language: s.str('en', 'Default language (BCP-47).'),
    enabled: s.bool(false, 'Run the conversational assistant.'),
    escalation_confidence_threshold: s.num(0.3, 'Confidence below which a conversation is escalated.', { min: 0, max: 1 }),
    knowledge_base_tool: s.optStr('Tool used to search the knowledge base.'),
    max_conversation_turns: s.int(50, 'Turns in one conversation at most.', { min: 0 }),
    supported_languages: s.strList(['en', 'de', 'fr', 'it'], 'Languages offered (BCP-47).'),
  },
  { inert: 'warn' },
);

// --- sections with no fields shown -------------------------------------------------------------------------------------

export const projectIntelSection: JsonSchema = openSection('ProjectIntelConfig', 'Project intelligence reports. Keys are not fixed by the reference: any keys are accepted.');
export const proxySection: JsonSchema = openSection('ProxyConfig', 'Outbound HTTP proxy settings and the scopes they apply to. Keys are not fixed by the reference: any keys are accepted.');
export const rpcSection: JsonSchema = openSection('RpcConfig', 'RPC interface settings. Keys are not fixed by the reference: any keys are accepted.');
export const relaySection: JsonSchema = openSection('RelayConfig', 'Relay connection settings. Keys are not fixed by the reference: any keys are accepted.');

// --- tunnel ----------------------------------------------------------------------------------------------------------

const tunnelOpenvpn = s.table(
  undefined,
  'OpenVPN tunnel; config_file is required when this table is present.',
  {
    config_file: s.reqStr('OpenVPN configuration file.'),
    advertise_address: s.optStr('Address advertised for the tunnel.'),
    auth_file: s.optStr('OpenVPN credentials file.'),
    connect_timeout_secs: s.int(30, 'Seconds to wait for the tunnel to connect.', { min: 1 }),
    extra_args: s.strList([], 'Extra command-line arguments for openvpn.'),
  },
  { required: ['config_file'] },
);

export const tunnelSection: JsonSchema = s.table('TunnelConfig', `Tunnel that exposes the gateway. Not implemented yet, so any key written in [tunnel] is refused. ${INERT}`, {
  tunnel_provider: s.str('none', 'Tunnel used.', { enum: ['none', 'cloudflare', 'tailscale', 'ngrok', 'openvpn', 'pinggy', 'custom'] }),
  cloudflare: s.table(undefined, 'Cloudflare tunnel.', {
    token: s.str('', 'Tunnel token.', { secret: true }),
  }),
  ngrok: s.table(undefined, 'ngrok tunnel.', {
    auth_token: s.optStr('ngrok auth token.', { secret: true }),
    domain: s.optStr('Reserved domain.'),
  }),
  tailscale: s.table(undefined, 'Tailscale tunnel.', {
    funnel: s.bool(false, 'Expose publicly with Tailscale Funnel.'),
    hostname: s.optStr('Tailscale host name.'),
  }),
  pinggy: s.table(undefined, 'Pinggy tunnel.', {
    region: s.optStr('Pinggy region.', { enum: ['us', 'eu', 'ap', 'br', 'au'] }),
    token: s.optStr('Pinggy token.', { secret: true }),
  }),
  custom: s.table(undefined, 'A tunnel started by a command of your own.', {
    start_command: s.str('', 'Command that starts the tunnel; {port} and {host} are substituted.'),
    health_url: s.optStr('URL polled to check the tunnel is up.'),
    url_pattern: s.optStr('Pattern that finds the public URL in the command output.'),
  }),
  openvpn: tunnelOpenvpn,
}, { inert: 'refuse-entries' });
