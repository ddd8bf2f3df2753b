// DO NOT EDIT: generated from the merged schema of the kernel and the built-in extensions. Run `npm run gen:types`.
'use strict';
/** SHA-256 of the schema (plain JSON, keys in order) this validator was made from. */
exports.schemaHash = '2e0476d7dc6cf44dde2be75f52c33c6d342278b2e4e9a414087164b84ab3db2a';
/** SHA-256 of the section claims merged into it, each checked alone when it was made. */
exports.claimsHash = 'aa64a13a018b3c6f0b4436d466aa66ff33ad31f02d26381222c64ac97db11650';
/** ajv's standalone code: `require` resolves ajv's run-time helpers, `runtime` holds the kernel's keyword functions. */
exports.validator = function (require, runtime) {
const module = { exports: {} };
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"SvcConfig","description":"The svc configuration file (config.toml), merged from the sections of every loaded extension.","type":"object","additionalProperties":false,"properties":{"a2a":{"type":"object","description":"Agent-to-agent protocol: outbound client and inbound discovery. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"client":{"type":"object","description":"Outbound agent-to-agent client; default-closed, its four tools register only when enabled. Peers are declared statically, never discovered.","additionalProperties":false,"properties":{"allow_private_hosts":{"type":"boolean","description":"Allow peers on private, loopback or link-local hosts.","default":false},"allowed_private_hosts":{"type":"array","description":"Explicit private hosts a peer may target.","items":{"type":"string"},"default":[]},"card_cache_ttl_secs":{"type":"integer","description":"Seconds an agent card is cached; 0 disables caching.","minimum":0,"default":300},"enabled":{"type":"boolean","description":"Master switch of the client.","default":false},"max_response_bytes":{"type":"integer","description":"Largest peer response body (card and calls) in bytes.","minimum":0,"default":1000000},"peers":{"type":"array","description":"Peers as [[a2a.client.peers]] tables.","items":{"type":"object","description":"One statically declared peer agent. Other keys are accepted (the reference does not fix the item shape).","additionalProperties":true,"properties":{"name":{"type":"string","description":"Name the tools use to address this peer.","minLength":1},"url":{"type":"string","description":"Base URL of the peer; its agent card is fetched from there.","minLength":1}},"x-open":true,"required":["name","url"]},"default":[]},"request_timeout_secs":{"type":"integer","description":"Timeout of one JSON-RPC request, in seconds.","minimum":0,"default":120}},"default":{},"x-inert":"warn"},"server":{"type":"object","description":"Inbound discovery: what this agent advertises in its agent card.","additionalProperties":false,"properties":{"bind":{"type":["string","null"],"description":"Host advertised instead of the bound one (advertise-only).","default":null},"enabled":{"type":"boolean","description":"Serve inbound agent-to-agent discovery.","default":false},"port":{"type":["integer","null"],"description":"Port advertised with bind (advertise-only).","minimum":0,"maximum":65535,"default":null},"public_base_url":{"type":"string","description":"Base URL advertised in the agent card endpoints.","default":""}},"default":{},"x-inert":"warn"}},"title":"A2aConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"acp":{"type":"object","description":"Agent Client Protocol sessions. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"default_agent":{"type":["string","null"],"description":"Agent alias used when session/new omits agentAlias and several agents exist.","default":null},"max_sessions":{"type":"integer","description":"Concurrent sessions at most.","minimum":0,"default":10},"session_timeout_secs":{"type":"integer","description":"Seconds an idle session is kept.","minimum":0,"default":3600}},"title":"AcpConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"agents":{"type":"object","description":"User-facing agents by alias: [agents.<alias>]. With none configured there is one agent, \"default\".","x-alias-map":true,"additionalProperties":{"type":"object","description":"One user-facing agent.","additionalProperties":false,"properties":{"a2a":{"type":"object","description":"Agent-to-agent publication of this agent. Not running yet: accepted and validated, writing it has no effect.","additionalProperties":false,"properties":{"exposed_skills":{"type":"array","description":"Skill ids exposed to peers; empty exposes all.","items":{"type":"string"},"default":[]},"published":{"type":"boolean","description":"Publish this agent to agent-to-agent peers.","default":false}},"default":{},"x-inert":"unused"},"acp_enable_mcp":{"type":"boolean","description":"Initialise this agent's mcp_bundles tools when serving ACP. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":false},"channels":{"type":"array","description":"Channels this agent answers, as <type>.<alias> (e.g. webhook.main).","items":{"type":"string"},"default":[]},"classifier_provider":{"type":["string","null"],"description":"Model provider the precheck asks whether a channel message needs an answer, as <type>.<alias> of [providers.models]; null: the precheck makes no model call.","default":null},"model_provider":{"type":["string","null"],"description":"Model provider that answers, as <type>.<alias> of [providers.models] (e.g. openai.home).","default":null},"summary_provider":{"type":["string","null"],"description":"Model provider for summaries, as <type>.<alias> of [providers.models]. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":null},"transcription_provider":{"type":["string","null"],"description":"Speech-to-text provider, as <type>.<alias> of [providers.transcription]. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":null},"tts_provider":{"type":["string","null"],"description":"Text-to-speech provider, as <type>.<alias> of [providers.tts]. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":null},"risk_profile":{"type":["string","null"],"description":"Alias of a [risk_profiles] entry. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":null},"runtime_profile":{"type":["string","null"],"description":"Alias of a [runtime_profiles] entry.","default":null},"cron_jobs":{"type":"array","description":"Aliases of [cron] jobs run as this agent. Not running yet: accepted and validated, writing it has no effect.","items":{"type":"string"},"default":[],"x-inert":"unused"},"delegate_same_risk_profile":{"type":"boolean","description":"Allow delegation to agents that share the risk profile without asking. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":true},"delegates":{"type":"array","description":"Explicit roster of agents this one may delegate to. Not running yet: accepted and validated, writing it has no effect.","items":{"type":"object","description":"Fields not fixed by the reference: any keys are accepted."},"default":[],"x-inert":"unused"},"enabled":{"type":"boolean","description":"Run this agent.","default":true},"identity":{"type":"object","description":"Where the agent's identity comes from; it opens the agent's system prompt (see docs/guides/agents.md).","additionalProperties":false,"properties":{"format":{"type":"string","description":"\"openclaw\": AGENTS.md, SOUL.md, IDENTITY.md, USER.md and TOOLS.md of the workspace, in that order, each when present; \"aieos\": the AIEOS JSON document of aieos_inline or aieos_path.","enum":["openclaw","aieos"],"default":"openclaw"},"aieos_inline":{"type":["string","null"],"description":"The AIEOS JSON document itself (format = \"aieos\"); wins over aieos_path.","default":null},"aieos_path":{"type":["string","null"],"description":"The AIEOS JSON file (format = \"aieos\"), relative to the workspace.","default":null}},"default":{}},"knowledge_bundles":{"type":"array","description":"Aliases of [knowledge_bundles] (additive). Not running yet: accepted and validated, writing it has no effect.","items":{"type":"string"},"default":[],"x-inert":"unused"},"mcp_bundles":{"type":"array","description":"Aliases of [mcp_bundles] (additive). Not running yet: accepted and validated, writing it has no effect.","items":{"type":"string"},"default":[],"x-inert":"unused"},"skill_bundles":{"type":"array","description":"Aliases of [skill_bundles] (additive). Not running yet: accepted and validated, writing it has no effect.","items":{"type":"string"},"default":[],"x-inert":"unused"},"memory":{"type":"object","description":"This agent's memory. Not running yet: accepted and validated, writing it has no effect.","additionalProperties":false,"properties":{"backend":{"type":"object","description":"Selects the memory backend for this agent; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"default":{},"x-inert":"unused"},"precheck":{"type":"object","description":"A cheap screen of each channel message before the model answers it: an empty message, or one equal to a message of the same conversation still being answered, is not answered; with classifier_provider, that provider is asked whether the message needs an answer.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Run the precheck.","default":true},"timeout_secs":{"type":"integer","description":"Time the classifier_provider has to decide, in seconds; a late or failed answer lets the message through.","minimum":1,"default":5}},"default":{}},"workspace":{"type":"object","description":"The agent's working directory: its identity files live here, the shell runs here, and tools resolve file paths in it.","additionalProperties":false,"properties":{"access":{"type":"object","description":"Other agents' workspaces this agent's tools may use: agent alias \u2192 \"read\" (or true) or \"write\"; empty grants none.","additionalProperties":{},"default":{}},"path":{"type":["string","null"],"description":"Workspace directory, absolute or relative to the data directory; default <data dir>/workspaces/<alias>. Created 0700 with starter AGENTS.md and SOUL.md at the first start (an existing file is never overwritten).","default":null},"read_memory_from":{"type":["string","array"],"description":"Agents whose memory this one reads: an alias, or a list of tables.","items":{"type":"object","description":"One source; fields not fixed by the reference."},"default":[],"x-inert":"unused"},"unrestricted_filesystem":{"type":"boolean","description":"Let tools use file paths outside the workspace. When false, a path is confined to the workspace and the granted ones, with symlinks and .. resolved before the check.","default":false}},"default":{}}},"default":{}},"default":{},"title":"AgentsConfig","x-extension":"agent"},"backup":{"type":"object","description":"Backups of configuration and state: `svc backup create | list | restore`, and on a schedule through cron.","additionalProperties":false,"properties":{"compress":{"type":"boolean","description":"gzip the archive (.tar.gz).","default":true},"destination_dir":{"type":"string","description":"Directory backups are written to; relative paths are under the data directory.","default":"state/backups"},"enabled":{"type":"boolean","description":"Take the scheduled backups (schedule_cron); `svc backup create` works either way.","default":true},"encrypt":{"type":"boolean","description":"Seal the archive with AES-256-GCM under a key derived from the secret store key, which then stays out of it (keep <config dir>/.secret_key apart: restore needs it).","default":false},"include_dirs":{"type":"array","description":"\"config\": the whole config directory (SOPs, TLS files, \u2026) besides config.toml and .secret_key, which are always in; any other name: that directory under the data directory, when it exists. Every SQLite store under the data directory is always in.","items":{"type":"string"},"default":["config","memory","audit","knowledge"]},"max_keep":{"type":"integer","description":"Backups kept in destination_dir; the oldest are pruned after each new one. 0 keeps every one.","minimum":0,"default":10},"schedule_cron":{"type":["string","null"],"description":"Five-field cron expression of the scheduled backups (needs the cron extension); unset means none.","default":null},"schedule_timezone":{"type":["string","null"],"description":"IANA time zone of schedule_cron; unset means UTC.","default":null}},"title":"BackupConfig","default":{},"x-live":true,"x-extension":"backup"},"browser":{"type":"object","description":"Browser tools on two independent flags: enabled registers browser_open, automation_enabled registers the full automation tool. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_domains":{"type":"array","description":"Domains the browser may open (exact or subdomain match); * allows all.","items":{"type":"string"},"default":["*"]},"allowed_private_hosts":{"type":"array","description":"Private or loopback hosts allowed despite SSRF protection.","items":{"type":"string"},"default":[]},"automation_enabled":{"type":"boolean","description":"Register the full browser automation tool.","default":false},"backend":{"type":"string","description":"Automation backend.","enum":["agent_browser","rust_native","computer_use","auto"],"default":"agent_browser"},"enabled":{"type":"boolean","description":"Register the browser_open tool.","default":true},"headed":{"type":["boolean","null"],"description":"Show the browser window; unset inherits the environment variable.","default":null},"native_chrome_path":{"type":["string","null"],"description":"Chrome or Chromium executable for the rust_native backend; unset searches the usual places.","default":null},"native_headless":{"type":"boolean","description":"Run the rust_native backend headless.","default":true},"native_webdriver_url":{"type":"string","description":"WebDriver endpoint of the rust_native backend.","default":"http://127.0.0.1:9515"},"session_name":{"type":["string","null"],"description":"Named browser session to reuse across calls.","default":null},"computer_use":{"type":"object","description":"The computer_use backend: a sidecar that performs desktop actions over HTTP.","additionalProperties":false,"properties":{"allow_remote_endpoint":{"type":"boolean","description":"Allow an endpoint that is not on the loopback interface.","default":false},"api_key":{"type":["string","null"],"description":"Bearer token sent to the sidecar.","x-secret":true,"default":null},"endpoint":{"type":"string","description":"URL of the sidecar actions endpoint.","default":"http://127.0.0.1:8787/v1/actions"},"max_coordinate_x":{"type":["integer","null"],"description":"Largest x coordinate an action may use; unset leaves it unbounded.","minimum":0,"default":null},"max_coordinate_y":{"type":["integer","null"],"description":"Largest y coordinate an action may use; unset leaves it unbounded.","minimum":0,"default":null},"timeout_ms":{"type":"integer","description":"Milliseconds to wait for one sidecar action.","minimum":0,"default":15000},"window_allowlist":{"type":"array","description":"Window titles actions may target; empty allows every window.","items":{"type":"string"},"default":[]}},"default":{}}},"title":"BrowserConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"browser_delegate":{"type":"object","description":"Browser tasks delegated to a coding-assistant CLI driving Chrome. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_domains":{"type":"array","description":"Domains the delegate may visit.","items":{"type":"string"},"default":[]},"blocked_domains":{"type":"array","description":"Domains the delegate may never visit.","items":{"type":"string"},"default":[]},"chrome_profile_dir":{"type":"string","description":"Chrome profile directory; empty uses a fresh profile.","default":""},"cli_binary":{"type":"string","description":"Coding-assistant CLI binary that runs the task.","default":"claude"},"enabled":{"type":"boolean","description":"Offer browser delegation.","default":false},"task_timeout_secs":{"type":"integer","description":"Seconds a delegated task may take.","minimum":1,"default":120}},"title":"BrowserDelegateConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"channels":{"type":"object","description":"Settings shared by every channel; instances live in [channels.<type>.<alias>].","additionalProperties":false,"properties":{"untrusted_input_guard":{"type":"string","description":"svc addition. What the agent does with a channel message that looks like a prompt injection (the SOP engine's patterns): \"warn\" answers it framed as untrusted input and logs a WARN, \"block\" does not answer it (the sender gets a short notice), \"sanitize\" removes what was found and answers. Every channel message is framed as untrusted input, and model special tokens in it are neutralised, whatever this says.","enum":["warn","block","sanitize"],"default":"warn"},"untrusted_guard_sensitivity":{"type":"number","description":"svc addition. 0 to 1: how readily a channel message counts as a prompt injection (0.7: a finding of weight 0.3 or more).","minimum":0,"maximum":1,"default":0.7},"ack_reactions":{"type":"boolean","description":"Acknowledgement reactions on receipt and result. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":true},"cli":{"type":"boolean","description":"The interactive CLI channel: `svc chat` talks with the running daemon's agent over its control socket (the operator's own words, trusted). With false, `svc chat` is refused.","x-live":true,"default":true},"debounce_ms":{"type":"integer","description":"Merges a sender's rapid messages in one conversation into one turn: each message waits this many milliseconds and each new one restarts the wait; then they go to the agent as one message, joined by newlines in order, and get one reply. A turn holds at most 20 messages and 64 KiB; the next message starts another. Held messages count towards the channel's inbound queue of 100. 0 turns it off.","minimum":0,"maximum":60000,"x-live":true,"default":0},"max_concurrent_per_channel":{"type":"integer","description":"Turns the agent answers at once per channel instance (webhook.main): further messages wait in the instance's inbound queue (100 messages; when it is full the channel refuses with its backpressure answer, 503 with Retry-After for the webhook channel). One conversation is answered one turn at a time, in order, whatever this says.","minimum":1,"x-live":true,"default":4},"message_timeout_secs":{"type":"integer","description":"Deadline of one turn, in seconds from the moment the agent starts answering it (time waiting in the queue does not count): the model call and its tools are cancelled, the sender is told that it took too long and was stopped, and the turn is logged (WARN, with its ids) and counted (svc_<type>_turn_timeouts_total). Also bounds a POST /webhook chat turn (answered 408).","minimum":1,"x-live":true,"default":300},"model_fallback_notice":{"type":"object","description":"Notice policy when a reply falls back to another model of the same family; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"x-inert":"unused"},"session_backend":{"type":"string","description":"Where conversation history is kept. Not running yet: accepted and validated, writing it has no effect.","enum":["sqlite","jsonl"],"x-inert":"unused","default":"sqlite"},"session_persistence":{"type":"boolean","description":"Persist conversation history.","default":true},"session_ttl_hours":{"type":"integer","description":"Hours after which stale sessions are archived; 0 disables.","minimum":0,"default":0},"show_tool_calls":{"type":"boolean","description":"Sends each tool call of a turn to its conversation as a message of its own as the call starts (the tool and a one-line summary of its arguments), before the reply; at most 5 per turn, then one \"\u2026and K more tool calls\".","x-live":true,"default":false},"amqp":{"type":"object","description":"Channel instances of type amqp (an AMQP message broker), [channels.amqp.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One amqp channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsAmqpConfig","x-inert":"warn","x-extension":"reserved"},"email":{"type":"object","description":"Channel instances of type email (email (IMAP and SMTP)), [channels.email.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One email channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsEmailConfig","x-inert":"warn","x-extension":"reserved"},"filesystem":{"type":"object","description":"Channel instances of type filesystem (a watched directory (SOP listener)), [channels.filesystem.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One filesystem channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsFilesystemConfig","x-inert":"warn","x-extension":"reserved"},"git":{"type":"object","description":"Channel instances of type git (a git forge), [channels.git.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One git channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsGitConfig","x-inert":"warn","x-extension":"reserved"},"gmail_push":{"type":"object","description":"Channel instances of type gmail_push (Gmail push notifications), [channels.gmail_push.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One gmail_push channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsGmailPushConfig","x-inert":"warn","x-extension":"reserved"},"irc":{"type":"object","description":"Channel instances of type irc (IRC), [channels.irc.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One irc channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsIrcConfig","x-inert":"warn","x-extension":"reserved"},"mqtt":{"type":"object","description":"Channel instances of type mqtt (an MQTT broker), [channels.mqtt.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One mqtt channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsMqttConfig","x-inert":"warn","x-extension":"reserved"},"plugin":{"type":"object","description":"Channel instances of type plugin (a WASM channel plugin), [channels.plugin.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One plugin channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsPluginConfig","x-inert":"warn","x-extension":"reserved"},"voice_call":{"type":"object","description":"Channel instances of type voice_call (voice calls), [channels.voice_call.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One voice_call channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsVoiceCallConfig","x-inert":"warn","x-extension":"reserved"},"voice_duplex":{"type":"object","description":"Channel instances of type voice_duplex (full-duplex voice sessions), [channels.voice_duplex.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One voice_duplex channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsVoiceDuplexConfig","x-inert":"warn","x-extension":"reserved"},"voice_wake":{"type":"object","description":"Channel instances of type voice_wake (wake-word voice input), [channels.voice_wake.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One voice_wake channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsVoiceWakeConfig","x-inert":"warn","x-extension":"reserved"},"webhook":{"type":"object","description":"Webhook channel instances by alias: [channels.webhook.<alias>].","x-alias-map":true,"additionalProperties":{"type":"object","description":"One webhook channel instance: its own HTTP listener for signed JSON messages, and optional outbound replies.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"secret":{"type":["string","null"],"description":"HMAC-SHA256 shared secret for inbound X-Webhook-Signature. Required: an instance without it does not start.","x-secret":true,"x-live":true,"default":null},"host":{"type":"string","description":"Address the listener binds.","default":"0.0.0.0"},"port":{"type":"integer","description":"Port the listener binds; 0 picks a free one (logged).","minimum":0,"maximum":65535,"default":8090},"listen_path":{"type":["string","null"],"description":"Path routed for inbound POST; null means /webhook.","pattern":"^/","default":null},"send_url":{"type":["string","null"],"description":"Outbound delivery URL; unset drops replies (debug log).","pattern":"^https?://","x-live":true,"x-credentials-in":"auth_header","default":null},"send_method":{"type":["string","null"],"description":"PUT (any case) or else POST.","x-live":true,"default":null},"auth_header":{"type":["string","null"],"description":"Sent verbatim as the Authorization header of outbound requests; include the scheme.","x-secret":true,"x-live":true,"default":null},"excluded_tools":{"type":"array","description":"Tools not offered to the model when answering through this channel.","items":{"type":"string"},"default":[],"x-live":true},"max_retries":{"type":["integer","null"],"description":"Retries of a transient outbound failure; null means 3; 0 is fire and forget.","minimum":0,"x-live":true,"default":null},"retry_base_delay_ms":{"type":["integer","null"],"description":"Base of the exponential backoff in ms; null means 500; values below 1 count as 1.","x-live":true,"default":null},"retry_max_delay_ms":{"type":["integer","null"],"description":"Cap of any single wait in ms; null means 30000; values below 1 count as 1.","x-live":true,"default":null},"reply_min_interval_secs":{"type":"integer","description":"Pacing floor per recipient in seconds; 0 disables pacing.","minimum":0,"maximum":3600,"x-live":true,"default":0},"reply_queue_depth_max":{"type":"integer","description":"Replies waiting per recipient while pacing; 0 means 16 when pacing is on.","minimum":0,"maximum":1024,"x-live":true,"default":0}},"default":{}},"default":{},"title":"WebhookChannelsConfig","x-extension":"webhook-channel"},"wecom":{"type":"object","description":"Channel instances of type wecom (WeCom (WeChat Work)), [channels.wecom.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One wecom channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsWecomConfig","x-inert":"warn","x-extension":"reserved"},"wecom_ws":{"type":"object","description":"Channel instances of type wecom_ws (WeCom over a WebSocket connection), [channels.wecom_ws.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One wecom_ws channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsWecomWsConfig","x-inert":"warn","x-extension":"reserved"}},"title":"ChannelsConfig","default":{},"x-extension":"agent"},"claude_code":{"type":"object","description":"The Claude Code coding-assistant CLI as a tool run in a subprocess. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Offer the Claude Code tool.","default":false},"env_passthrough":{"type":"array","description":"Extra environment variable names passed to the subprocess.","items":{"type":"string"},"default":[]},"max_output_bytes":{"type":"integer","description":"Bytes of subprocess output kept at most.","minimum":1,"default":2097152},"timeout_secs":{"type":"integer","description":"Seconds a run may take.","minimum":1,"default":600},"allowed_tools":{"type":"array","description":"Claude Code tools the subprocess may use.","items":{"type":"string"},"default":["Read","Edit","Bash","Write"]},"system_prompt":{"type":["string","null"],"description":"System prompt added to each run.","default":null}},"title":"ClaudeCodeConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"claude_code_runner":{"type":"object","description":"Long-lived Claude Code sessions in tmux, locally or over SSH. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Offer the Claude Code runner.","default":false},"session_ttl":{"type":"integer","description":"Seconds before an idle session is cleaned up.","minimum":1,"default":3600},"ssh_host":{"type":["string","null"],"description":"Host the sessions run on over SSH; unset runs them locally.","default":null},"tmux_prefix":{"type":"string","description":"Prefix of the tmux session names.","default":"zc-claude-"}},"title":"ClaudeCodeRunnerConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"cloud_ops":{"type":"object","description":"Cloud operations advice: cost review, infrastructure-as-code and well-architected checks. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"cost_threshold_monthly_usd":{"type":"number","description":"Monthly cloud spend in USD above which costs are flagged.","minimum":0,"default":100},"default_cloud":{"type":"string","description":"Cloud assumed when a request names none.","default":"aws"},"enabled":{"type":"boolean","description":"Offer the cloud operations tools.","default":false},"iac_tools":{"type":"array","description":"Infrastructure-as-code tools in use.","items":{"type":"string"},"default":["terraform"]},"supported_clouds":{"type":"array","description":"Clouds the tools work with.","items":{"type":"string"},"default":["aws","azure","gcp"]},"well_architected_frameworks":{"type":"array","description":"Well-architected frameworks reviews follow.","items":{"type":"string"},"default":["aws-waf"]}},"title":"CloudOpsConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"codex_cli":{"type":"object","description":"The Codex coding-assistant CLI as a tool run in a subprocess. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Offer the Codex tool.","default":false},"env_passthrough":{"type":"array","description":"Extra environment variable names passed to the subprocess.","items":{"type":"string"},"default":[]},"max_output_bytes":{"type":"integer","description":"Bytes of subprocess output kept at most.","minimum":1,"default":2097152},"timeout_secs":{"type":"integer","description":"Seconds a run may take.","minimum":1,"default":600},"extra_args":{"type":"array","description":"Extra arguments placed before the prompt.","items":{"type":"string"},"default":[]}},"title":"CodexCliConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"composio":{"type":"object","description":"Composio tool integrations. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"Composio API key.","x-secret":true,"default":null},"enabled":{"type":"boolean","description":"Offer Composio tools.","default":false},"entity_id":{"type":"string","description":"Composio entity the connected accounts belong to.","default":"default"}},"title":"ComposioConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"conversational_ai":{"type":"object","description":"Conversational assistant settings; parsed but not consumed. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"analytics_enabled":{"type":"boolean","description":"Collect conversation analytics.","default":false},"auto_detect_language":{"type":"boolean","description":"Detect the language of each conversation.","default":true},"conversation_timeout_secs":{"type":"integer","description":"Seconds an idle conversation is kept.","minimum":0,"default":1800},"default_language":{"type":"string","description":"Default language (BCP-47).","default":"en"},"enabled":{"type":"boolean","description":"Run the conversational assistant.","default":false},"escalation_confidence_threshold":{"type":"number","description":"Confidence below which a conversation is escalated.","minimum":0,"maximum":1,"default":0.3},"knowledge_base_tool":{"type":["string","null"],"description":"Tool used to search the knowledge base.","default":null},"max_conversation_turns":{"type":"integer","description":"Turns in one conversation at most.","minimum":0,"default":50},"supported_languages":{"type":"array","description":"Languages offered (BCP-47).","items":{"type":"string"},"default":["en","de","fr","it"]}},"title":"ConversationalAiConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"cost":{"type":"object","description":"Spending tracking and budgets. Not implemented yet: no cost is tracked and no budget holds whatever enabled says (its default true has no effect), so enabled = true is refused. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allow_override":{"type":"boolean","description":"Allow a caller to override a reached budget.","default":false},"daily_limit_usd":{"type":"number","description":"Daily budget in USD.","minimum":0,"default":10},"enabled":{"type":"boolean","description":"Track costs and enforce budgets (not running yet: the default has no effect).","default":true},"monthly_limit_usd":{"type":"number","description":"Monthly budget in USD.","minimum":0,"default":100},"track_per_agent":{"type":"boolean","description":"Keep costs per agent as well as in total.","default":true},"warn_at_percent":{"type":"integer","description":"Percent of a budget at which a warning is raised.","minimum":0,"maximum":100,"default":80},"enforcement":{"type":"object","description":"What happens when a budget is reached.","additionalProperties":false,"properties":{"mode":{"type":"string","description":"warn logs, block refuses the call, route_down switches to route_down_model.","enum":["warn","block","route_down"],"default":"warn"},"reserve_percent":{"type":"integer","description":"Percent of the budget kept in reserve.","minimum":0,"maximum":100,"default":10},"route_down_model":{"type":["string","null"],"description":"Cheaper model used when mode = route_down.","default":null}},"default":{}},"rates":{"type":"object","description":"Price sheets used to compute costs.","additionalProperties":false,"properties":{"providers":{"type":"object","description":"Rate sheets by kind (models, transcription, tts), keyed by provider type and model or voice; any keys are accepted.","additionalProperties":true,"x-open":true,"properties":{"models":{"type":"object","description":"Model rate sheets keyed by provider type and model.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"transcription":{"type":"object","description":"Transcription rate sheets keyed by provider type and model.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"tts":{"type":"object","description":"Text-to-speech rate sheets keyed by provider type and voice.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"default":{}},"tools":{"type":"object","description":"Per-call rate in USD by tool name.","additionalProperties":{"type":"number","minimum":0},"default":{}}},"default":{}}},"title":"CostConfig","default":{},"x-inert":"refuse","x-extension":"reserved"},"cron":{"type":"object","description":"Declarative scheduled jobs by id: [cron.<alias>]. Imperative jobs are never deleted by the sync.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One declarative job; its key is the stable job id. Synced to the database at scheduler start (config wins).","additionalProperties":false,"properties":{"allowed_tools":{"type":["array","null"],"description":"Tools an agent job may use; null allows the agent defaults.","items":{"type":"string"},"default":null},"command":{"type":["string","null"],"description":"Shell command (required when job_type = \"shell\").","default":null},"delivery":{"type":"object","description":"Where the output goes.","additionalProperties":false,"properties":{"best_effort":{"type":"boolean","description":"A failed delivery does not fail the job.","default":true},"channel":{"type":["string","null"],"description":"Channel as <type>.<alias>.","default":null},"mode":{"type":"string","description":"none keeps the output; announce sends it to the channel.","enum":["none","announce"],"default":"none"},"thread_id":{"type":["string","null"],"description":"Thread to reply in.","default":null},"to":{"type":["string","null"],"description":"Recipient on the channel.","default":null}},"default":{}},"enabled":{"type":"boolean","description":"Run this job.","default":true},"job_type":{"type":"string","description":"What the job runs.","enum":["shell","agent"],"default":"shell"},"model":{"type":["string","null"],"description":"Model override for agent jobs.","default":null},"name":{"type":["string","null"],"description":"Display name.","default":null},"prompt":{"type":["string","null"],"description":"Prompt (required when job_type = \"agent\").","default":null},"schedule":{"type":"object","description":"When the job runs: { kind = \"cron\", expr = \"*/5 * * * *\", tz = \"Europe/Berlin\" }, { kind = \"every\", every_ms = 60000 } or { kind = \"at\", at = \"2026-12-01T09:00:00Z\" }.","additionalProperties":false,"properties":{"kind":{"type":"string","enum":["cron","every","at"],"description":"cron (five-field expression), every (fixed interval) or at (once)."},"expr":{"type":["string","null"],"description":"Five-field cron expression (kind = \"cron\").","default":null},"tz":{"type":["string","null"],"description":"IANA time zone of expr (kind = \"cron\"); default UTC.","default":null},"every_ms":{"type":["integer","null"],"description":"Interval in milliseconds (kind = \"every\").","minimum":1,"default":null},"at":{"type":["string","null"],"description":"RFC 3339 date-time (kind = \"at\").","default":null}},"required":["kind"]},"session_target":{"type":["string","null"],"description":"Session an agent job runs in.","enum":["isolated","main",null],"default":"isolated"},"shell_output_format":{"type":"object","description":"How shell output is formatted; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"x-inert":"unused"},"uses_memory":{"type":"boolean","description":"Agent jobs read and write memory. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":true}},"required":["schedule"]},"default":{},"title":"CronJobsConfig","x-live":true,"x-extension":"cron"},"daemon":{"type":"object","title":"DaemonConfig","description":"How `svc daemon` (and `svc gateway`) start and stop their extensions.","additionalProperties":false,"default":{},"properties":{"start_timeout_secs":{"type":"integer","description":"Seconds one extension's start may take; one that takes longer fails the start by name, and what started before it is shut down.","minimum":1,"maximum":3600,"default":60},"shutdown_grace_secs":{"type":"integer","description":"Seconds the shutdown may take: in-flight work finishes within it; an extension still shutting down at the end is abandoned by name and the others still shut down.","minimum":1,"maximum":3600,"default":10}},"x-extension":"kernel"},"data_retention":{"type":"object","description":"Read-only retention preview; a confirmed purge is unavailable. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"categories":{"type":"array","description":"Categories covered (reserved, not applied).","items":{"type":"string"},"default":[]},"dry_run":{"type":"boolean","description":"Only report what would be purged (reserved).","default":false},"enabled":{"type":"boolean","description":"Compute the retention preview.","default":false},"retention_days":{"type":"integer","description":"Days data is kept.","minimum":0,"default":90}},"title":"DataRetentionConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"decision_models":{"type":"object","description":"Typed-decision models, [decision_models.<alias>], selected by a SOP in its [decision] model field; an unconfigured alias makes that SOP dispatch fail closed. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One typed-decision model.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"Credential for the provider.","x-secret":true,"default":null},"base_url":{"type":["string","null"],"description":"Endpoint of the provider (required for a custom provider).","default":null},"model":{"type":["string","null"],"description":"Model id.","default":null},"provider":{"type":"object","description":"Which provider serves the model; keys are not fixed by the reference: any keys are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"default":{}},"default":{},"title":"DecisionModelsConfig","x-inert":"warn","x-extension":"reserved"},"delegate":{"type":"object","description":"Delegation of work to sub-agents. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"agentic_timeout_secs":{"type":"integer","description":"Timeout of an agentic delegation, in seconds.","minimum":0,"default":300},"timeout_secs":{"type":"integer","description":"Timeout of a plain delegation, in seconds.","minimum":0,"default":120}},"title":"DelegateConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"embedding_routes":{"type":"array","description":"Rules routing hint:<name> to a provider and embedding model, as [[embedding_routes]] tables. Accepted and validated; no runtime behaviour yet.","items":{"type":"object","description":"One rule: requests for hint:<hint> go to this provider and embedding model. Other keys are accepted (the reference does not fix the entry shape).","additionalProperties":true,"properties":{"hint":{"type":"string","description":"The hint name, used by callers as hint:<name>.","minLength":1},"provider":{"type":"string","description":"Provider that serves the hint.","minLength":1},"model":{"type":"string","description":"The embedding model used for the hint.","minLength":1}},"x-open":true,"required":["hint","provider","model"]},"default":[],"title":"EmbeddingRoutesConfig","x-inert":"warn","x-extension":"reserved"},"enroll":{"type":"object","description":"Certificate enrollment: submit a CSR and receive a signed certificate, CA chain and relay profile, over server-authenticated TLS behind a pairing-code gate; requires wss. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allow_unpaired_enrollment":{"type":"string","description":"Reserved: any value is rejected.","default":""},"bind":{"type":"string","description":"Address to bind.","default":"0.0.0.0"},"enabled":{"type":"boolean","description":"Serve enrollment.","default":false},"port":{"type":"integer","description":"Port to bind.","minimum":0,"maximum":65535,"default":9782}},"title":"EnrollConfig","default":{},"x-inert":"refuse","x-extension":"reserved"},"escalation":{"type":"object","description":"Alerts on high or critical escalations. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"alert_channels":{"type":"array","description":"Channel names alerted on high or critical escalations (best effort).","items":{"type":"string"},"default":[]}},"title":"EscalationConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"eval":{"type":"object","description":"Regression evaluation suites. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"mode":{"type":"string","description":"Mode used when --mode is omitted.","enum":["replay","live"],"default":"replay"},"suite_dir":{"type":"string","description":"Directory of the evaluation suites.","default":"evals/regression"}},"title":"EvalConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"extensions":{"type":"array","description":"Third-party extensions to load before the schema is merged: npm package names (resolved from the config directory, then from svc) or paths relative to the config directory.","items":{"type":"string","minLength":1},"default":[],"x-extension":"kernel"},"file_download":{"type":"object","description":"The file_download tool, registered only when url is non-empty; it streams to disk and enforces the size limit while streaming. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"url":{"type":["string","null"],"description":"Download endpoint (only ever taken from config); unset or empty registers no tool.","default":null},"headers":{"type":"object","description":"Headers sent with every download request (often credentials); header name to value.","additionalProperties":{"type":"string"},"default":{},"x-secret":true},"max_file_size_bytes":{"type":"integer","description":"Largest file downloaded, in bytes.","minimum":0,"default":26214400},"timeout_secs":{"type":"integer","description":"Seconds a download may take.","minimum":0,"default":120},"allowed_private_hosts":{"type":"array","description":"Private or loopback hosts allowed despite SSRF protection.","items":{"type":"string"},"default":[]}},"title":"FileDownloadConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"file_upload":{"type":"object","description":"The file_upload tool, registered only when url is non-empty; it sends multipart/form-data and rejects oversized files before sending. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"url":{"type":["string","null"],"description":"Upload endpoint (only ever taken from config); unset or empty registers no tool.","default":null},"headers":{"type":"object","description":"Headers sent with every upload request (often credentials); header name to value.","additionalProperties":{"type":"string"},"default":{},"x-secret":true},"max_file_size_bytes":{"type":"integer","description":"Largest file uploaded, in bytes.","minimum":0,"default":26214400},"timeout_secs":{"type":"integer","description":"Seconds an upload may take.","minimum":0,"default":60},"field_name":{"type":"string","description":"Multipart form field that carries the file.","default":"file"},"method":{"type":"string","description":"HTTP method of the upload.","enum":["POST","PUT"],"default":"POST"}},"title":"FileUploadConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"file_upload_bundle":{"type":"object","description":"The file_upload_bundle tool: several files in one multipart/form-data request, registered only when url is non-empty. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"url":{"type":["string","null"],"description":"Upload endpoint (only ever taken from config); unset or empty registers no tool.","default":null},"headers":{"type":"object","description":"Headers sent with every bundle upload request (often credentials); header name to value.","additionalProperties":{"type":"string"},"default":{},"x-secret":true},"max_file_size_bytes":{"type":"integer","description":"Largest single file in a bundle, in bytes.","minimum":0,"default":10485760},"timeout_secs":{"type":"integer","description":"Seconds a bundle upload may take.","minimum":0,"default":120},"field_name":{"type":"string","description":"Multipart form field that carries each file.","default":"file"},"method":{"type":"string","description":"HTTP method of the upload.","enum":["POST","PUT"],"default":"POST"},"max_files":{"type":"integer","description":"Files in one bundle at most.","minimum":0,"default":16},"max_total_size_bytes":{"type":"integer","description":"Total size of one bundle at most, in bytes.","minimum":0,"default":33554432},"max_response_body_bytes":{"type":"integer","description":"Bytes of the endpoint response body kept at most.","minimum":0,"default":4096}},"title":"FileUploadBundleConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"gateway":{"type":"object","description":"The HTTP gateway: the front door for webhooks, SOP dispatch, pairing and admin routes.","additionalProperties":false,"properties":{"allow_public_bind":{"type":"boolean","description":"Allow binding a non-loopback host without a tunnel.","default":false},"allow_remote_admin":{"type":"boolean","description":"Authenticated remote callers may use the admin endpoints.","x-live":true,"default":false},"allow_self_upgrade":{"type":"boolean","description":"Allow triggering a self-upgrade. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":false},"check_updates":{"type":"boolean","description":"Poll for newer releases. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":true},"host":{"type":"string","description":"Address to bind.","default":"127.0.0.1"},"port":{"type":"integer","description":"Port to bind; 0 picks a free one.","minimum":0,"maximum":65535,"default":42617},"idempotency_max_keys":{"type":"integer","description":"Live idempotency keys at most; a full store refuses new keys with 503.","minimum":1,"x-live":true,"default":10000},"idempotency_ttl_secs":{"type":"integer","description":"Seconds an idempotency key is remembered.","minimum":1,"x-live":true,"default":300},"long_running_request_timeout_secs":{"type":"integer","description":"Timeout of POST /api/cron/{id}/run, in seconds.","minimum":1,"x-live":true,"default":600},"request_timeout_secs":{"type":"integer","description":"Timeout of every other route, in seconds.","minimum":1,"x-live":true,"default":30},"pair_rate_limit_per_minute":{"type":"integer","description":"POST /pair requests per client per minute; 0 disables.","minimum":0,"x-live":true,"default":10},"webhook_rate_limit_per_minute":{"type":"integer","description":"Requests to /webhook and /sop/* per client per minute; 0 disables.","minimum":0,"x-live":true,"default":60},"rate_limit_max_keys":{"type":"integer","description":"Clients tracked per limiter (requests, pairing, pairing lockouts); beyond it the least recently seen idle client is forgotten, and while every tracked client is active a new one is refused (429).","minimum":1,"x-live":true,"default":10000},"paired_tokens":{"type":"array","description":"Lower-case hex SHA-256 of each paired bearer token; managed automatically.","items":{"type":"string"},"default":[],"x-secret":true,"x-live":true},"path_prefix":{"type":["string","null"],"description":"Reverse-proxy prefix under which every route is mounted, e.g. /svc.","pattern":"^/","default":null},"require_pairing":{"type":"boolean","description":"Require a paired bearer token on the webhook and SOP routes.","x-live":true,"default":true},"session_persistence":{"type":"boolean","description":"Keep the WebSocket chat's sessions (GET /ws/chat) in SQLite (state/chat-sessions.db, 0600), so they survive a restart; false keeps them in memory. Their messages are the conversation store's (channels.session_persistence).","default":true},"session_ttl_hours":{"type":"integer","description":"Hours after which an idle WebSocket chat session is archived (no longer listed or resumable); 0 disables.","minimum":0,"default":0},"trust_forwarded_headers":{"type":"boolean","description":"Trust X-Forwarded-For and X-Real-IP (one trusted proxy hop).","x-live":true,"default":false},"web_dist_dir":{"type":["string","null"],"description":"Absolute path of other dashboard files to serve at / (~ and $HOME are not expanded); null: the dashboard the package ships (`svc dashboard path` prints where).","x-live":true,"default":null},"webhook_secret":{"type":["string","null"],"description":"Shared secret for the generic webhook routes, sent as X-Webhook-Secret.","x-secret":true,"x-live":true,"default":null},"websocket_ping_interval_secs":{"type":"integer","description":"Seconds between WebSocket pings (/ws/nodes, /ws/chat); a socket that did not answer the previous ping is dropped.","minimum":1,"default":30},"pairing_code":{"type":"object","description":"The one policy for every issued pairing code (startup code, get-paircode --new, POST /api/pairing/initiate).","additionalProperties":false,"properties":{"length":{"type":"integer","description":"Characters in a pairing code.","minimum":6,"maximum":128,"default":32},"charset":{"type":"string","description":"Character family: alphanumeric (default), unambiguous (Crockford Base32) or numeric.","enum":["alphanumeric","unambiguous","numeric"],"default":"alphanumeric"}},"default":{},"x-live":true},"pairing_dashboard":{"type":"object","description":"Pairing code lifetime and brute-force limits.","additionalProperties":false,"properties":{"code_ttl_secs":{"type":"integer","description":"Seconds a pairing code stays valid (the startup code too).","minimum":1,"default":3600},"lockout_secs":{"type":"integer","description":"Seconds a client is locked out after max_failed_attempts.","minimum":0,"default":300},"max_failed_attempts":{"type":"integer","description":"Failed pairing attempts before a lockout.","minimum":1,"default":5},"max_pending_codes":{"type":"integer","description":"Live pairing codes at most; a new one revokes the oldest.","minimum":1,"default":3}},"default":{},"x-live":true},"tls":{"type":"object","description":"HTTPS for the gateway. Files are re-read on reload: a renewed certificate applies to new connections without a restart.","additionalProperties":false,"properties":{"cert_path":{"type":"string","description":"PEM certificate chain (required when [gateway.tls] is present); relative to the config directory.","minLength":1,"x-live":true},"key_path":{"type":"string","description":"PEM private key (required when [gateway.tls] is present); relative to the config directory.","minLength":1,"x-live":true},"enabled":{"type":"boolean","description":"Serve HTTPS.","default":false},"client_auth":{"type":"object","description":"Mutual TLS: client certificates.","additionalProperties":false,"properties":{"ca_cert_path":{"type":"string","description":"PEM file of the CA that signs client certificates (required with enabled = true).","x-live":true,"default":""},"crl_path":{"type":"string","description":"Revoked client certificates: a file with one SHA-256 fingerprint (hex, colons allowed) per line; # starts a comment.","x-live":true,"default":""},"enabled":{"type":"boolean","description":"Ask clients for certificates (mutual TLS).","default":false},"pinned_certs":{"type":"array","description":"SHA-256 fingerprints of the only client certificates accepted; empty accepts any the CA signed.","items":{"type":"string"},"default":[],"x-live":true},"require_client_cert":{"type":"boolean","description":"Refuse clients without a valid certificate during the handshake; with false, a certificate is checked only when sent.","default":true}},"default":{}}},"required":["cert_path","key_path"]}},"title":"GatewayConfig","default":{},"x-extension":"gateway"},"gemini_cli":{"type":"object","description":"The Gemini coding-assistant CLI as a tool run in a subprocess. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Offer the Gemini tool.","default":false},"env_passthrough":{"type":"array","description":"Extra environment variable names passed to the subprocess.","items":{"type":"string"},"default":[]},"max_output_bytes":{"type":"integer","description":"Bytes of subprocess output kept at most.","minimum":1,"default":2097152},"timeout_secs":{"type":"integer","description":"Seconds a run may take.","minimum":1,"default":600}},"title":"GeminiCliConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"google_workspace":{"type":"object","description":"Google Workspace APIs (Drive, Sheets, Gmail, Calendar, ...). Omitting the section equals the defaults (disabled). Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_operations":{"type":"array","description":"Allowed resource and method pairs; empty allows any resource and method of the allowed services. Item fields are not shown by the reference: any keys are accepted.","items":{"type":"object","description":"Fields not fixed by the reference: any keys are accepted."},"default":[]},"allowed_services":{"type":"array","description":"Services the agent may call; empty means the default set: drive, sheets, gmail, calendar, docs, slides, tasks, people, chat, classroom, forms, keep, meet, events.","items":{"type":"string"},"default":[]},"audit_log":{"type":"boolean","description":"Log every Workspace call.","default":false},"credentials_path":{"type":["string","null"],"description":"Path of the OAuth or service-account credentials file.","default":null},"default_account":{"type":["string","null"],"description":"Account used when a call names none.","default":null},"enabled":{"type":"boolean","description":"Offer the Google Workspace tool.","default":false},"rate_limit_per_minute":{"type":"integer","description":"Workspace calls per minute at most.","minimum":0,"default":60},"timeout_secs":{"type":"integer","description":"Seconds per Workspace call.","minimum":1,"default":30}},"title":"GoogleWorkspaceConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"hardware":{"type":"object","description":"Attached hardware (boards reached natively, over serial or through a probe). Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"baud_rate":{"type":"integer","description":"Serial line speed.","minimum":1,"default":115200},"enabled":{"type":"boolean","description":"Use attached hardware.","default":false},"probe_target":{"type":["string","null"],"description":"Chip id for the Probe transport.","default":null},"serial_port":{"type":["string","null"],"description":"Serial device, e.g. /dev/ttyUSB0.","default":null},"transport":{"type":["string","null"],"description":"How the hardware is reached.","enum":["None","Native","Serial","Probe",null],"default":null},"workspace_datasheets":{"type":"boolean","description":"Index .md and .txt datasheets of the workspace.","default":false}},"title":"HardwareConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"heartbeat":{"type":"object","description":"Periodic heartbeat worker and dead-man alert. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"adaptive":{"type":"boolean","description":"Adapt the interval between min_interval_minutes and max_interval_minutes.","default":false},"agent":{"type":"string","description":"Agent alias the worker runs as; required when enabled.","default":""},"deadman_channel":{"type":["string","null"],"description":"Channel alerted when no heartbeat completes within deadman_timeout_minutes.","default":null},"deadman_timeout_minutes":{"type":"integer","description":"Minutes without a completed heartbeat before the dead-man alert; 0 disables it.","minimum":0,"default":0},"deadman_to":{"type":["string","null"],"description":"Recipient of the dead-man alert on deadman_channel.","default":null},"enabled":{"type":"boolean","description":"Run the heartbeat worker.","default":false},"interval_minutes":{"type":"integer","description":"Minutes between heartbeats.","minimum":1,"default":30},"load_session_context":{"type":"boolean","description":"Load the session context into each heartbeat run.","default":false},"max_interval_minutes":{"type":"integer","description":"Longest adaptive interval, in minutes.","minimum":1,"default":120},"max_run_history":{"type":"integer","description":"Heartbeat runs kept in history.","minimum":0,"default":100},"message":{"type":["string","null"],"description":"Prompt sent on each heartbeat.","default":null},"min_interval_minutes":{"type":"integer","description":"Shortest adaptive interval, in minutes.","minimum":1,"default":5},"target":{"type":["string","null"],"description":"Channel that receives heartbeat output.","default":null},"task_timeout_secs":{"type":"integer","description":"Timeout of one heartbeat run, in seconds.","minimum":0,"default":600},"to":{"type":["string","null"],"description":"Recipient on target (required when target is set).","default":null},"two_phase":{"type":"boolean","description":"Decide first whether anything needs doing, then act.","default":true}},"title":"HeartbeatConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"hooks":{"type":"object","description":"Hooks that observe agent tool calls.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"false disables every hook extension.","default":true},"builtin":{"type":"object","description":"Sections under \"hooks.builtin\".","x-extension":"kernel","additionalProperties":false,"properties":{"command_logger":{"type":"boolean","description":"Log every tool call (tool, duration, success; never arguments) to the daemon log.","x-live":true,"default":false,"x-extension":"webhook-audit"},"webhook_audit":{"type":"object","description":"POSTs a JSON audit event (format version 1, see README) to url when a tool call matches tool_patterns.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Send audit events.","default":false},"include_args":{"type":"boolean","description":"Include the tool arguments (secrets redacted).","default":false},"max_args_bytes":{"type":"integer","description":"Bytes of serialised arguments sent at most; longer ones are cut and marked arguments_truncated.","minimum":0,"default":4096},"tool_patterns":{"type":"array","description":"Glob patterns of tool names to audit (* any run of characters, ? one character).","items":{"type":"string"},"default":[]},"url":{"type":"string","description":"Receives an HTTP POST with a JSON body: https, or http on a loopback address; never a private or link-local address.","default":""}},"title":"WebhookAuditConfig","default":{},"x-live":true,"x-extension":"webhook-audit"}},"default":{}}},"title":"HooksConfig","default":{},"x-live":true,"x-extension":"webhook-audit"},"http_request":{"type":"object","description":"The http_request tool. Direct transport only; no proxy. Whatever these keys say, the tool never reaches svc's own listeners (gateway, channel listeners) nor a cloud metadata address; every rule is checked on the address a name resolves to, at every redirect hop.","additionalProperties":false,"properties":{"allow_private_hosts":{"type":"boolean","description":"Allow private and loopback addresses (any port except svc's own listeners). Link-local and cloud metadata addresses stay refused.","default":false},"allowed_domains":{"type":"array","description":"Domains the tool may reach (exact or subdomain match); empty rejects all.","items":{"type":"string"},"default":["*"]},"allowed_private_hosts":{"type":"array","description":"Private, loopback or link-local hosts allowed even when allow_private_hosts is false: \"db.lan\" (any port), \"127.0.0.1:8080\", \"[::1]:9000\", \"*.lan\". svc's own listeners and metadata addresses are never allowed.","items":{"type":"string"},"default":[]},"enabled":{"type":"boolean","description":"Offer the http_request tool.","default":true},"max_redirects":{"type":"integer","description":"Redirects followed at most, each hop checked by every rule again (credential headers are dropped when the origin changes); 0 returns the 3xx answer to the model.","minimum":0,"maximum":10,"default":0},"max_response_size":{"type":"integer","description":"Response bytes read at most (chunked answers included); 0 is unlimited.","minimum":0,"default":1000000},"secret_hosts":{"type":"object","description":"The hosts each named secret may be sent to: secret name \u2192 [\"api.github.com\", \"*.example.com\", \"127.0.0.1:8080\"]. Every entry of secrets needs one; a call naming a secret for another host is refused before anything is sent.","additionalProperties":{"type":"array","items":{"type":"string"}},"default":{}},"secrets":{"type":"object","description":"Named authorization secrets the tool may attach by name, as the Authorization header; each is bound to its hosts by secret_hosts.","additionalProperties":{"type":"string"},"default":{},"x-secret":true},"timeout_secs":{"type":"integer","description":"Timeout of one call (DNS, connection, every redirect hop and the whole answer), in seconds.","minimum":1,"default":30}},"title":"HttpRequestConfig","default":{},"x-extension":"agent"},"image_gen":{"type":"object","description":"The image generation tool. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"api_key_env":{"type":"string","description":"Name of the environment variable holding the provider key; empty uses the provider default.","default":""},"default_model":{"type":"string","description":"Model id used when a call names none; empty uses the provider default.","default":""},"enabled":{"type":"boolean","description":"Register the image generation tool.","default":false}},"title":"ImageGenConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"jira":{"type":"object","description":"Jira tickets. Cloud uses Basic auth with email plus token; server editions use Bearer when email is omitted. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_actions":{"type":"array","description":"Jira actions the agent may use.","items":{"type":"string","enum":["get_ticket","search_tickets","comment_ticket"]},"default":["get_ticket"]},"api_token":{"type":"string","description":"Jira API token; empty falls back to an environment variable.","x-secret":true,"default":""},"base_url":{"type":"string","description":"Base URL of the Jira site, e.g. https://example.atlassian.net.","default":""},"email":{"type":["string","null"],"description":"Account email for Basic auth (Cloud); unset uses a Bearer token (server editions).","default":null},"enabled":{"type":"boolean","description":"Offer the Jira tool.","default":false},"timeout_secs":{"type":"integer","description":"Seconds per Jira request.","minimum":1,"default":30}},"title":"JiraConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"knowledge":{"type":"object","description":"The knowledge graph. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"auto_capture":{"type":"boolean","description":"Capture knowledge from conversations automatically.","default":false},"db_path":{"type":["string","null"],"description":"SQLite file of the graph; unset means the default file under the data directory.","default":null},"enabled":{"type":"boolean","description":"Keep a knowledge graph.","default":false},"max_nodes":{"type":"integer","description":"Nodes in the graph at most.","minimum":1,"default":100000},"suggest_on_query":{"type":"boolean","description":"Suggest related knowledge when answering.","default":true}},"title":"KnowledgeConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"knowledge_bundles":{"type":"object","description":"Knowledge bundles, one [knowledge_bundles.<alias>] each, that agents reference. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One knowledge bundle.","additionalProperties":false,"properties":{"sources":{"type":"array","description":"Sources in the bundle.","items":{"type":"string"},"default":[]},"tags":{"type":"array","description":"Tags selecting knowledge into the bundle.","items":{"type":"string"},"default":[]}},"default":{}},"default":{},"title":"KnowledgeBundlesConfig","x-inert":"warn","x-extension":"reserved"},"link_enricher":{"type":"object","description":"Fetches a preview of links found in incoming messages. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Enrich links in incoming messages.","default":false},"max_links":{"type":"integer","description":"Links enriched per message at most.","minimum":0,"default":3},"timeout_secs":{"type":"integer","description":"Seconds to wait for one link.","minimum":0,"default":10}},"title":"LinkEnricherConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"linkedin":{"type":"object","description":"LinkedIn posting: content sources and generated post images. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"api_version":{"type":"string","description":"LinkedIn API version as YYYYMM.","pattern":"^[0-9]{4}(0[1-9]|1[0-2])$","default":"202602"},"enabled":{"type":"boolean","description":"Offer the LinkedIn tool.","default":false},"content":{"type":"object","description":"Where post ideas come from and how posts are written.","additionalProperties":false,"properties":{"github_repos":{"type":"array","description":"GitHub repositories (owner/name) whose activity feeds posts.","items":{"type":"string"},"default":[]},"github_users":{"type":"array","description":"GitHub users whose activity feeds posts.","items":{"type":"string"},"default":[]},"instructions":{"type":"string","description":"Extra writing instructions for posts.","default":""},"persona":{"type":"string","description":"Persona the posts are written as.","default":""},"rss_feeds":{"type":"array","description":"RSS feed URLs that feed posts.","items":{"type":"string"},"default":[]},"topics":{"type":"array","description":"Topics to post about.","items":{"type":"string"},"default":[]}},"default":{}},"image":{"type":"object","description":"Images generated for posts.","additionalProperties":false,"properties":{"card_accent_color":{"type":"string","description":"Accent colour of the fallback card, as #RRGGBB.","pattern":"^#[0-9A-Fa-f]{6}$","default":"#0A66C2"},"enabled":{"type":"boolean","description":"Attach generated images to posts.","default":false},"fallback_card":{"type":"boolean","description":"Render a text card when every image provider fails.","default":true},"providers":{"type":"array","description":"Image vendors to try, in priority order.","items":{"type":"string","enum":["dalle","flux","imagen","stability"]},"default":[]},"temp_dir":{"type":"string","description":"Directory for generated images before upload.","default":"linkedin/images"},"dalle":{"type":"object","description":"DALL-E image generation for LinkedIn posts.","additionalProperties":false,"properties":{"api_key_env":{"type":["string","null"],"description":"Name of the environment variable holding the DALL-E API key; unset uses the vendor default.","default":null},"model":{"type":["string","null"],"description":"DALL-E model; unset uses the vendor default.","default":null}},"default":{}},"flux":{"type":"object","description":"Flux image generation for LinkedIn posts.","additionalProperties":false,"properties":{"api_key_env":{"type":["string","null"],"description":"Name of the environment variable holding the Flux API key; unset uses the vendor default.","default":null},"model":{"type":["string","null"],"description":"Flux model; unset uses the vendor default.","default":null}},"default":{}},"imagen":{"type":"object","description":"Imagen image generation for LinkedIn posts.","additionalProperties":false,"properties":{"api_key_env":{"type":["string","null"],"description":"Name of the environment variable holding the Imagen API key; unset uses the vendor default.","default":null},"model":{"type":["string","null"],"description":"Imagen model; unset uses the vendor default.","default":null},"project_id_env":{"type":["string","null"],"description":"Name of the environment variable holding the Google Cloud project id.","default":null},"region":{"type":["string","null"],"description":"Google Cloud region of the Imagen endpoint.","default":null}},"default":{}},"stability":{"type":"object","description":"Stability image generation for LinkedIn posts.","additionalProperties":false,"properties":{"api_key_env":{"type":["string","null"],"description":"Name of the environment variable holding the Stability API key; unset uses the vendor default.","default":null},"model":{"type":["string","null"],"description":"Stability model; unset uses the vendor default.","default":null}},"default":{}}},"default":{},"x-inert":"warn"}},"title":"LinkedinConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"locale":{"type":"string","description":"Locale such as en or zh-CN; empty means auto-detect from the host, falling back to en. A top-level string, so it must stand before any table in the file. Accepted and validated; no runtime behaviour yet.","default":"","x-inert":"warn","x-extension":"reserved"},"mcp":{"type":"object","description":"Model Context Protocol servers whose tools agents may use. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"deferred_loading":{"type":"boolean","description":"Load tool schemas on demand via tool_search instead of at start.","default":false},"enabled":{"type":"boolean","description":"Connect the configured MCP servers.","default":true},"servers":{"type":"array","description":"MCP servers, as an array of tables ([[mcp.servers]]).","items":{"type":"object","description":"One MCP server. The reference does not fix its fields: name, command, args, url, env and headers are defined, other keys are accepted.","additionalProperties":true,"properties":{"name":{"type":["string","null"],"description":"Server name, as mcp_bundles grant it; unique among servers.","minLength":1,"default":null},"command":{"type":["string","null"],"description":"Executable started for a stdio server.","default":null},"args":{"type":"array","description":"Arguments of command.","items":{"type":"string"},"default":[]},"url":{"type":["string","null"],"description":"Endpoint of a remote (HTTP) server.","default":null},"env":{"type":"object","description":"Environment variables passed to command (often credentials).","additionalProperties":{"type":"string"},"default":{},"x-secret":true},"headers":{"type":"object","description":"Headers sent to a remote server (often credentials).","additionalProperties":{"type":"string"},"default":{},"x-secret":true}},"x-open":true,"default":{}},"default":[]}},"title":"McpConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"mcp_bundles":{"type":"object","description":"Named sets of MCP servers an agent may be granted ([mcp_bundles.<alias>]). Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One MCP bundle.","additionalProperties":false,"properties":{"servers":{"type":"array","description":"Names of the MCP servers granted; a name with no matching server grants nothing.","items":{"type":"string"},"default":[]},"exclude":{"type":"array","description":"Server names removed; deny wins across every bundle an agent references.","items":{"type":"string"},"default":[]}},"default":{}},"default":{},"title":"McpBundlesConfig","x-inert":"warn","x-extension":"reserved"},"media_pipeline":{"type":"object","description":"Automatic processing of inbound media before it reaches the agent. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"describe_images":{"type":"boolean","description":"Describe inbound images in text.","default":true},"enabled":{"type":"boolean","description":"Run the media pipeline on inbound attachments.","default":false},"summarize_video":{"type":"boolean","description":"Summarize inbound videos in text.","default":true},"transcribe_audio":{"type":"boolean","description":"Transcribe inbound audio.","default":true}},"title":"MediaPipelineConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"memory":{"type":"object","description":"Agent memory: where it is stored, how it is searched, deduplicated, retained and protected. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"backend":{"type":"string","description":"A backend name (lucid, markdown, postgres, qdrant, sqlite: its built-in store) or <backend>.<alias> naming a [storage.<backend>.<alias>] table.","minLength":1,"default":"sqlite"},"archive_after_days":{"type":"integer","description":"Days after which entries are archived.","minimum":0,"default":7},"purge_after_days":{"type":"integer","description":"Days after which archived entries are purged.","minimum":0,"default":30},"audit_enabled":{"type":"boolean","description":"Keep an audit trail of memory operations.","default":false},"audit_retention_days":{"type":"integer","description":"Days audit records are kept.","minimum":0,"default":30},"auto_hydrate":{"type":"boolean","description":"Load memory into context automatically.","default":true},"auto_reindex_on_identity_change":{"type":"boolean","description":"Rebuild the index when the embedding identity (provider, model, dimensions) changes.","default":false},"auto_save":{"type":"boolean","description":"Save conversation content to memory automatically.","default":true},"candidate_multiplier":{"type":"integer","description":"Candidates fetched per requested result before ranking.","minimum":1,"default":4},"chunk_max_tokens":{"type":"integer","description":"Tokens per stored chunk at most.","minimum":1,"default":512},"conflict_supersede_enabled":{"type":"boolean","description":"A new entry that conflicts with an old one supersedes it.","default":true},"conflict_threshold":{"type":"number","description":"Similarity above which two entries count as conflicting.","minimum":0,"maximum":1,"default":0.85},"consolidation_extract_facts":{"type":"boolean","description":"Extract facts when consolidating entries.","default":false},"conversation_retention_days":{"type":"integer","description":"Days conversation entries are kept; 0 keeps them forever.","minimum":0,"default":30},"core_retention_days":{"type":"integer","description":"Days core entries are kept; 0 keeps them forever.","minimum":0,"default":0},"daily_retention_days":{"type":"integer","description":"Days daily entries are kept; 0 keeps them forever.","minimum":0,"default":0},"core_max_bytes":{"type":"integer","description":"Bytes of core memory at most; 0 is unbounded.","minimum":0,"default":0},"core_max_rows":{"type":"integer","description":"Core entries at most; 0 is unbounded.","minimum":0,"default":0},"daily_max_rows":{"type":"integer","description":"Daily entries at most; 0 is unbounded.","minimum":0,"default":0},"dedup_action":{"type":"object","description":"What happens to a duplicate entry (variant); keys not fixed by the reference, any are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"dedup_jaccard_threshold":{"type":"number","description":"Jaccard similarity above which two entries are duplicates.","minimum":0,"maximum":1,"default":0.8},"dedup_on_write":{"type":"boolean","description":"Check for duplicates when an entry is written.","default":false},"default_namespace":{"type":"string","description":"Namespace of entries that name none.","default":"default"},"embedding_api_key":{"type":["string","null"],"description":"API key of the embedding provider.","x-secret":true,"default":null},"embedding_cache_size":{"type":"integer","description":"Embeddings cached in memory at most.","minimum":0,"default":10000},"embedding_dimensions":{"type":"integer","description":"Dimensions of an embedding vector.","minimum":1,"default":1536},"embedding_model":{"type":"string","description":"Embedding model.","default":"text-embedding-3-small"},"embedding_provider":{"type":"string","description":"Embedding provider: none, openai, or custom:<URL>.","pattern":"^(none|openai|custom:.+)$","default":"none"},"evict_order":{"type":"object","description":"Order in which entries are evicted at a limit (variant); keys not fixed by the reference, any are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"fts_early_return_score":{"type":"number","description":"Full-text score at which search returns without the vector stage (reserved).","minimum":0,"default":0.85},"hygiene_enabled":{"type":"boolean","description":"Run periodic memory hygiene (archive, purge, prune).","default":true},"importance_weight":{"type":"number","description":"Weight of importance in ranking.","minimum":0,"maximum":1,"default":0.2},"recency_weight":{"type":"number","description":"Weight of recency in ranking.","minimum":0,"maximum":1,"default":0.1},"keyword_weight":{"type":"number","description":"Weight of keyword (full-text) score in hybrid search.","minimum":0,"maximum":1,"default":0.3},"vector_weight":{"type":"number","description":"Weight of vector score in hybrid search.","minimum":0,"maximum":1,"default":0.7},"min_relevance_score":{"type":"number","description":"Results scoring below this are dropped.","minimum":0,"maximum":1,"default":0.4},"mmr_lambda":{"type":"number","description":"Maximal marginal relevance trade-off: 1 favours relevance, 0 diversity.","minimum":0,"maximum":1,"default":0.7},"pin_min_importance":{"type":"number","description":"Importance at which an entry is pinned; above 1.0 disables pinning.","minimum":0,"default":1.01},"pin_namespaces":{"type":"array","description":"Namespaces whose entries are always pinned.","items":{"type":"string"},"default":[]},"recall_date_stamp":{"type":"boolean","description":"Prefix recalled entries with their date.","default":true},"rerank_enabled":{"type":"boolean","description":"Rerank search results.","default":false},"rerank_strategy":{"type":"string","description":"Reranking strategy.","enum":["none","mmr"],"default":"none"},"rerank_threshold":{"type":"integer","description":"Results needed before reranking applies.","minimum":0,"default":5},"response_cache_enabled":{"type":"boolean","description":"Cache model responses.","default":false},"response_cache_hot_entries":{"type":"integer","description":"Response cache entries kept in memory.","minimum":0,"default":256},"response_cache_max_entries":{"type":"integer","description":"Response cache entries at most.","minimum":0,"default":5000},"response_cache_ttl_minutes":{"type":"integer","description":"Minutes a cached response stays valid.","minimum":0,"default":60},"retrieval_stages":{"type":"array","description":"Retrieval stages, in order.","items":{"type":"string"},"default":["fts","vector"]},"search_mode":{"type":"object","description":"How search combines its stages (variant); keys not fixed by the reference, any are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"snapshot_enabled":{"type":"boolean","description":"Take snapshots of memory.","default":false},"snapshot_on_hygiene":{"type":"boolean","description":"Take a snapshot before each hygiene run.","default":false},"policy":{"type":"object","description":"Limits, redaction and threat scanning applied to memory entries.","additionalProperties":false,"properties":{"max_entries_per_category":{"type":"integer","description":"Entries per category at most; 0 is unlimited.","minimum":0,"default":0},"max_entries_per_namespace":{"type":"integer","description":"Entries per namespace at most; 0 is unlimited.","minimum":0,"default":0},"read_only_namespaces":{"type":"array","description":"Namespaces agents may read but not write.","items":{"type":"string"},"default":[]},"redact_categories":{"type":"array","description":"Kinds of sensitive content redacted.","items":{"type":"string"},"default":["secret","api_key","private_key","email","phone"]},"redact_on_write":{"type":"boolean","description":"Redact those categories before an entry is stored.","default":false},"retention_days_by_category":{"type":"object","description":"Days entries of a category are kept, overriding the *_retention_days keys; 0 keeps them forever, an absent key falls back.","additionalProperties":false,"properties":{"core":{"type":"integer","minimum":0,"description":"Days core entries are kept."},"daily":{"type":"integer","minimum":0,"description":"Days daily entries are kept."},"conversation":{"type":"integer","minimum":0,"description":"Days conversation entries are kept."}},"default":{}},"threat_scan":{"type":"string","description":"Scanning of entries for injected instructions.","enum":["off","on","strict"],"default":"on"},"threat_scan_load_time":{"type":"boolean","description":"Also scan entries when they are loaded.","default":true},"threat_scan_on_hit":{"type":"string","description":"What happens to an entry the scan flags.","default":"reject"}},"default":{}},"types":{"type":"object","description":"Typed memory entries; requires the sqlite backend.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Store typed entries (requires memory.backend to be sqlite or a [storage.sqlite.<alias>]).","default":false}},"default":{},"x-inert":"warn"}},"title":"MemoryConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"microsoft365":{"type":"object","description":"Microsoft 365 through the Graph API. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"auth_flow":{"type":"string","description":"OAuth flow used to get Graph tokens.","enum":["client_credentials","device_code"],"default":"client_credentials"},"client_id":{"type":["string","null"],"description":"Application (client) id of the Entra app registration.","default":null},"client_secret":{"type":["string","null"],"description":"Client secret of the app registration (client_credentials flow).","x-secret":true,"default":null},"enabled":{"type":"boolean","description":"Offer the Microsoft 365 tool.","default":false},"scopes":{"type":"array","description":"OAuth scopes requested; the default is the Graph default scope.","items":{"type":"string"},"default":["https://graph.microsoft.com/.default"]},"tenant_id":{"type":["string","null"],"description":"Directory (tenant) id.","default":null},"token_cache_encrypted":{"type":"boolean","description":"Encrypt the cached tokens at rest.","default":true},"user_id":{"type":["string","null"],"description":"User whose mailbox, calendar and files are used (application permissions).","default":null}},"title":"Microsoft365Config","default":{},"x-inert":"warn","x-extension":"reserved"},"model_routes":{"type":"array","description":"Rules routing hint:<name> to a provider and model, as [[model_routes]] tables. Accepted and validated; no runtime behaviour yet.","items":{"type":"object","description":"One rule: requests for hint:<hint> go to this provider and model. Other keys are accepted (the reference does not fix the entry shape).","additionalProperties":true,"properties":{"hint":{"type":"string","description":"The hint name, used by callers as hint:<name>.","minLength":1},"provider":{"type":"string","description":"Provider that serves the hint.","minLength":1},"model":{"type":"string","description":"The model used for the hint.","minLength":1}},"x-open":true,"required":["hint","provider","model"]},"default":[],"title":"ModelRoutesConfig","x-inert":"warn","x-extension":"reserved"},"multimodal":{"type":"object","description":"Images in model requests. Tool text is never scanned for image paths; only explicitly declared attachments are base64-inlined into the next provider request. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allow_remote_fetch":{"type":"boolean","description":"Fetch images from remote URLs to inline them.","default":false},"max_image_size_mb":{"type":"integer","description":"Largest image inlined, in megabytes.","minimum":1,"default":20},"max_image_turns":{"type":"integer","description":"Images stay only on this many most recent turns of the history; 0 does not trim.","minimum":0,"default":0},"max_images":{"type":"integer","description":"Images inlined into one request at most.","minimum":0,"default":4},"vision_model":{"type":["string","null"],"description":"Model used for image turns; unset uses the agent model.","default":null},"vision_model_provider":{"type":["string","null"],"description":"Provider of vision_model; unset uses the agent provider.","default":null}},"title":"MultimodalConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"nodes":{"type":"object","description":"Remote nodes that connect to /ws/nodes and advertise capabilities.","additionalProperties":false,"properties":{"auth_token":{"type":["string","null"],"description":"Token nodes present to connect (Authorization: Bearer); required when enabled.","x-secret":true,"x-live":true,"default":null},"enabled":{"type":"boolean","description":"Accept node connections on /ws/nodes.","x-live":true,"default":false},"max_nodes":{"type":"integer","description":"Connected nodes at most (open sockets, registered or not).","minimum":1,"x-live":true,"default":16},"mdns":{"type":"object","description":"Discovery of peers over mDNS. Accepted and validated; not run yet.","additionalProperties":false,"properties":{"announce_interval_secs":{"type":"integer","description":"Seconds between announcements.","minimum":1,"default":30},"enabled":{"type":"boolean","description":"Announce and discover over mDNS.","default":false},"max_peers":{"type":"integer","description":"Peers remembered at most.","minimum":1,"default":16},"node_name":{"type":["string","null"],"description":"Name announced for this node.","default":null},"peer_ttl_secs":{"type":"integer","description":"Seconds a silent peer is remembered.","minimum":1,"default":90}},"default":{},"x-inert":"warn"}},"title":"NodesConfig","default":{},"x-extension":"nodes"},"notion":{"type":"object","description":"A Notion database polled as a task queue: rows carry input, status and result properties. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"api_key":{"type":"string","description":"Notion integration token.","x-secret":true,"default":""},"database_id":{"type":"string","description":"Id of the Notion database polled for tasks.","default":""},"enabled":{"type":"boolean","description":"Poll the Notion database.","default":false},"input_property":{"type":"string","description":"Database property holding the task input.","default":"Input"},"max_concurrent":{"type":"integer","description":"Tasks processed at the same time at most.","minimum":1,"default":4},"poll_interval_secs":{"type":"integer","description":"Seconds between polls of the database.","minimum":1,"default":5},"recover_stale":{"type":"boolean","description":"Pick up tasks left in progress by an earlier run.","default":true},"result_property":{"type":"string","description":"Database property that receives the result.","default":"Result"},"status_property":{"type":"string","description":"Database property holding the task status.","default":"Status"}},"title":"NotionConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"observability":{"type":"object","description":"Metrics, traces and the runtime trace log.","additionalProperties":false,"properties":{"backend":{"type":"string","description":"Where telemetry goes.","enum":["none","log","verbose","prometheus","otel"],"default":"none"},"log_llm_request_payload":{"type":"string","description":"How much of each model request is logged. Not running yet: accepted and validated, writing it has no effect.","enum":["off","redacted","full"],"x-inert":"unused","default":"off"},"log_tool_io":{"type":"string","description":"How much of tool input and output is logged. Not running yet: accepted and validated, writing it has no effect.","enum":["off","redacted","full"],"x-inert":"unused","default":"off"},"otel_genai_content":{"type":"string","description":"How much model content goes into OpenTelemetry spans. Not running yet: accepted and validated, writing it has no effect.","enum":["off","redacted","full"],"x-inert":"unused","default":"off"},"otel_tool_io":{"type":"string","description":"How much tool input and output goes into OpenTelemetry spans. Not running yet: accepted and validated, writing it has no effect.","enum":["off","redacted","full"],"x-inert":"unused","default":"off"},"log_persistence":{"type":"object","description":"How the runtime trace log is kept (rolling or segmented); keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"x-inert":"unused"},"log_persistence_max_bytes":{"type":"integer","description":"Size cap of the daemon's persisted log in bytes, its rotated segments included (each segment is this divided by retention_max_files + 1); 0 keeps the built-in cap of 64 MiB.","minimum":0,"default":0},"log_persistence_max_entries":{"type":"integer","description":"Entries kept in rolling mode. Not running yet: accepted and validated, writing it has no effect.","minimum":0,"x-inert":"unused","default":200},"log_persistence_max_entries_per_segment":{"type":"integer","description":"Lines per segment of the persisted log before it rotates; 0: only the size and the day rotate it.","minimum":0,"default":0},"log_persistence_path":{"type":"string","description":"The daemon's persisted log (the JSON lines it prints, secrets scrubbed; svc logs reads it), relative to the data directory; rotated segments sit beside it as <path>.1, <path>.2, \u2026.","default":"state/runtime-trace.jsonl"},"log_persistence_retention_max_age_days":{"type":"integer","description":"Days a rotated segment is kept after its last line; 0: only retention_max_files limits them.","minimum":0,"default":0},"log_persistence_retention_max_files":{"type":"integer","description":"Rotated segments kept besides the active file; 0 keeps none.","minimum":0,"default":7},"log_persistence_rotate_daily":{"type":"boolean","description":"Start a new segment of the persisted log every UTC day.","default":true},"log_tool_io_denylist":{"type":"array","description":"Tools whose input and output are never logged. Not running yet: accepted and validated, writing it has no effect.","items":{"type":"string"},"default":[],"x-inert":"unused"},"log_tool_io_truncate_bytes":{"type":"integer","description":"Bytes of tool input or output logged at most. Not running yet: accepted and validated, writing it has no effect.","minimum":0,"x-inert":"unused","default":40960},"otel_endpoint":{"type":["string","null"],"description":"OpenTelemetry collector URL. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":null},"otel_genai_content_max_chars":{"type":"integer","description":"Characters of model content per span at most. Not running yet: accepted and validated, writing it has no effect.","minimum":0,"x-inert":"unused","default":1000},"otel_tool_io_max_chars":{"type":"integer","description":"Characters of tool input or output per span at most. Not running yet: accepted and validated, writing it has no effect.","minimum":0,"x-inert":"unused","default":1000},"otel_headers":{"type":["object","null"],"description":"Headers sent to the collector (often credentials). Not running yet: accepted and validated, writing it has no effect.","additionalProperties":{"type":"string"},"default":null,"x-secret":true,"x-inert":"unused"},"otel_service_name":{"type":["string","null"],"description":"Service name in traces; the default names svc. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":null}},"title":"ObservabilityConfig","default":{},"x-extension":"observability"},"oidc":{"type":"object","description":"OpenID Connect issuers, one [oidc.<alias>] each. Not implemented yet, so any [oidc.<alias>] table is refused. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One OpenID Connect issuer; the alias is a handle for logs, identity is keyed by issuer plus subject.","additionalProperties":false,"properties":{"actor_claim":{"type":"string","description":"Claim naming the acting party (delegation).","default":""},"actor_claim_marks":{"type":"object","description":"Markers recognised in the actor claim; keys not fixed by the reference, any are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"allowed_authorized_parties":{"type":"array","description":"Accepted values of the azp claim.","items":{"type":"string"},"default":[]},"audience":{"type":"string","description":"Expected audience (aud).","default":""},"claim_path":{"type":"string","description":"Path of the claim mapped through profile_map.","default":""},"client_id":{"type":"string","description":"OAuth client id of svc at this issuer.","default":""},"client_secret":{"type":["string","null"],"description":"OAuth client secret of svc at this issuer.","x-secret":true,"default":null},"interactive_clients":{"type":"array","description":"Client ids of interactive (human) clients.","items":{"type":"string"},"default":[]},"issuer":{"type":"string","description":"Issuer URL (iss).","default":""},"max_auth_lifetime_secs":{"type":"integer","description":"Seconds after authentication a session is accepted at most.","minimum":1,"default":86400},"profile_map":{"type":"object","description":"Claim value to the permission profiles it grants, for interactive clients.","additionalProperties":{"type":"array","items":{"type":"string"}},"default":{}},"require_at_jwt":{"type":"boolean","description":"Require access tokens in JWT form (RFC 9068).","default":true},"require_mfa":{"type":"boolean","description":"Require multi-factor authentication (amr).","default":false},"required_acr":{"type":"array","description":"Accepted authentication context classes (acr); empty accepts any.","items":{"type":"string"},"default":[]},"revalidation_secs":{"type":"integer","description":"Seconds between revalidations of a session.","minimum":0,"default":60},"service_clients":{"type":"array","description":"Client ids of service (machine) clients.","items":{"type":"string"},"default":[]},"service_profile_map":{"type":"object","description":"Service client id to the permission profiles it grants.","additionalProperties":{"type":"array","items":{"type":"string"}},"default":{}},"validation":{"type":"object","description":"Token validation settings; keys not fixed by the reference, any are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"default":{}},"default":{},"title":"OidcConfig","x-inert":"refuse-entries","x-extension":"reserved"},"onboard_state":{"type":"object","description":"Progress of the onboarding wizard. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"completed_sections":{"type":"array","description":"Onboarding sections already completed.","items":{"type":"string"},"default":[]},"quickstart_completed":{"type":"boolean","description":"The quickstart has been completed.","default":false}},"title":"OnboardStateConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"opencode_cli":{"type":"object","description":"The OpenCode coding-assistant CLI as a tool run in a subprocess. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Offer the OpenCode tool.","default":false},"env_passthrough":{"type":"array","description":"Extra environment variable names passed to the subprocess.","items":{"type":"string"},"default":[]},"max_output_bytes":{"type":"integer","description":"Bytes of subprocess output kept at most.","minimum":1,"default":2097152},"timeout_secs":{"type":"integer","description":"Seconds a run may take.","minimum":1,"default":600}},"title":"OpencodeCliConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"pacing":{"type":"object","description":"Loop detection and step timeouts of agent turns (every agent).","additionalProperties":false,"properties":{"loop_detection_enabled":{"type":"boolean","description":"Stop a turn that repeats itself (the two checks below).","default":true},"loop_detection_max_repeats":{"type":"integer","description":"A turn stops with a clear answer when the same tool is called with the same arguments this many times among its last loop_detection_window_size calls; 0 turns this check off.","minimum":0,"default":3},"loop_detection_min_elapsed_secs":{"type":["integer","null"],"description":"Seconds a turn must have run before loop detection applies; null applies it at once.","minimum":0,"default":null},"loop_detection_no_progress_min_calls":{"type":"integer","description":"A turn stops when this many tool calls in a row each returned a result already seen in the turn (no progress); 0 turns this check off.","minimum":0,"default":5},"loop_detection_window_size":{"type":"integer","description":"Recent tool calls of a turn that loop detection examines.","minimum":1,"default":20},"loop_ignore_tools":{"type":"array","description":"Tools never counted by loop detection.","items":{"type":"string"},"default":[]},"message_timeout_scale_max":{"type":["integer","null"],"description":"Largest factor by which a message timeout is scaled; null uses the built-in cap of 4. Not running yet: accepted and validated, writing it has no effect.","minimum":0,"x-inert":"unused","default":null},"step_timeout_secs":{"type":["integer","null"],"description":"Timeout of one tool call, in seconds: the call is cancelled and the model told; null or 0 leaves each tool its own timeout.","minimum":0,"default":null}},"title":"PacingConfig","default":{},"x-extension":"agent"},"peer_groups":{"type":"object","description":"Peer groups, [peer_groups.<alias>]: agents that may talk to each other on a channel. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One peer group: two agents are peers only when both list each other's group (mutual opt-in).","additionalProperties":false,"properties":{"admin_for_agent_scope":{"type":"boolean","description":"Members are admins within the agent scope.","default":false},"agents":{"type":"array","description":"Agent aliases in the group.","items":{"type":"string"},"default":[]},"channel":{"type":"string","description":"Channel the group talks on (a channel reference).","minLength":1},"external_peers":{"type":"array","description":"Peers outside this service that belong to the group.","items":{"type":"string"},"default":[]},"ignore":{"type":"array","description":"Senders the group ignores.","items":{"type":"string"},"default":[]},"output_modality":{"type":"object","description":"Output modality of the group; keys are not fixed by the reference: any keys are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"required":["channel"]},"default":{},"title":"PeerGroupsConfig","x-inert":"warn","x-extension":"reserved"},"peripherals":{"type":"object","description":"Peripheral boards and their datasheets. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"boards":{"type":"array","description":"Boards as [[peripherals.boards]] tables; item fields are not fixed by the reference.","items":{"type":"object","description":"Fields not fixed by the reference: any keys are accepted."},"default":[]},"datasheet_dir":{"type":["string","null"],"description":"Directory of board datasheets.","default":null},"enabled":{"type":"boolean","description":"Use peripheral boards.","default":false}},"title":"PeripheralsConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"permission_profiles":{"type":"object","description":"Permission profiles, deny by default, referenced by OIDC profile maps and users.<alias>.permission_profiles. Not implemented yet, so any [permission_profiles.<alias>] table is refused. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One permission profile.","additionalProperties":false,"properties":{"admin":{"type":"boolean","description":"Grant everything.","default":false},"allowed_agents":{"type":"array","description":"Agent aliases this profile may use.","items":{"type":"string"},"default":[]},"allowed_tools":{"type":"array","description":"Tools this profile may use; empty grants none.","items":{"type":"string"},"default":[]},"config_write_paths":{"type":"array","description":"Dotted config path prefixes this profile may write; a trailing .* covers the subtree.","items":{"type":"string"},"default":[]},"grants":{"type":"object","description":"Resource kind to the verbs granted on it.","additionalProperties":{"type":"array","items":{"type":"string"}},"default":{}}},"default":{}},"default":{},"title":"PermissionProfilesConfig","x-inert":"refuse-entries","x-extension":"reserved"},"pipeline":{"type":"object","description":"The pipeline tool: runs a sequence of tool calls as one step. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_tools":{"type":"array","description":"Tools a pipeline may call.","items":{"type":"string"},"default":[]},"enabled":{"type":"boolean","description":"Register the pipeline tool.","default":false},"max_steps":{"type":"integer","description":"Steps in one pipeline at most.","minimum":0,"default":20}},"title":"PipelineConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"plugins":{"type":"object","description":"Sandboxed plugins: discovery, entries, limits and security. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"auto_discover":{"type":"boolean","description":"Load every plugin found in plugins_dir.","default":false},"enabled":{"type":"boolean","description":"Run plugins.","default":false},"entries":{"type":"array","description":"Configured plugins, as an array of tables ([[plugins.entries]]); item fields are not fixed by the reference, any keys are accepted.","items":{"type":"object","description":"Fields not fixed by the reference: any keys are accepted."},"default":[]},"max_active_instances":{"type":"integer","description":"Plugin instances active at once at most.","minimum":0,"default":50},"plugins_dir":{"type":"string","description":"Directory plugins are loaded from; a relative path resolves from the data directory.","default":"plugins"},"limits":{"type":"object","description":"Resource ceilings of each plugin; all must be non-zero. Further ceilings (memory, tables) are not fixed by the reference: other keys are accepted as integers of at least 1.","additionalProperties":{"type":"integer","minimum":1,"description":"A further resource ceiling; must be non-zero."},"properties":{"call_fuel":{"type":"integer","description":"Fuel (instruction budget) of one plugin call.","minimum":1,"default":1000000000},"call_timeout_ms":{"type":"integer","description":"Milliseconds one plugin call may take.","minimum":1,"default":30000},"max_connections_per_instance":{"type":"integer","description":"Connections one plugin instance may hold.","minimum":1,"default":16},"max_instances":{"type":"integer","description":"Instances of one plugin at most.","minimum":1,"default":64}},"x-open":true,"default":{}},"security":{"type":"object","description":"Plugin security policy; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"title":"PluginsConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"project_intel":{"type":"object","description":"Project intelligence reports. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"title":"ProjectIntelConfig","x-inert":"warn","x-extension":"reserved"},"proxy":{"type":"object","description":"Outbound HTTP proxy settings and the scopes they apply to. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"title":"ProxyConfig","x-inert":"warn","x-extension":"reserved"},"query_classification":{"type":"object","description":"Classification of incoming queries into routing hints. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"title":"QueryClassificationConfig","x-inert":"warn","x-extension":"reserved"},"relay":{"type":"object","description":"Relay connection settings. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"title":"RelayConfig","x-inert":"warn","x-extension":"reserved"},"reliability":{"type":"object","description":"Retries, backoff and fallbacks of providers and channels. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"title":"ReliabilityConfig","x-inert":"warn","x-extension":"reserved"},"risk_profiles":{"type":"object","description":"Risk profiles referenced by agents (agents.<alias>.risk_profile). The reference does not fix their fields, so each profile accepts any keys. Not implemented yet, so any [risk_profiles.<alias>] table is refused. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One risk profile; fields not fixed by the reference, any keys are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"default":{},"title":"RiskProfilesConfig","x-inert":"refuse-entries","x-extension":"reserved"},"rpc":{"type":"object","description":"RPC interface settings. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"title":"RpcConfig","x-inert":"warn","x-extension":"reserved"},"runtime":{"type":"object","description":"Where agent tools run. The adapter-selection keys are not fixed by the reference: any keys are accepted; [runtime.docker] holds the container settings. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{"docker":{"type":"object","description":"Container settings of the runtime (the reference's \"runtime container settings\").","additionalProperties":false,"properties":{"cpu_limit":{"type":["number","null"],"description":"CPUs the container may use; null sets no limit.","exclusiveMinimum":0,"default":1},"image":{"type":"string","description":"Container image.","default":"alpine:3.20"},"memory_limit_mb":{"type":["integer","null"],"description":"Memory limit of the container in MiB; null sets no limit.","minimum":1,"default":512},"mount_workspace":{"type":"boolean","description":"Mount the workspace at /workspace.","default":true},"network":{"type":"string","description":"Container network mode.","default":"none"},"read_only_rootfs":{"type":"boolean","description":"Mount the root file system read-only.","default":true}},"default":{}}},"default":{},"title":"RuntimeConfig","x-inert":"warn","x-extension":"reserved"},"runtime_profiles":{"type":"object","description":"Agent loop profiles by alias: [runtime_profiles.<alias>], referenced by agents.<alias>.runtime_profile.","x-alias-map":true,"additionalProperties":{"type":"object","description":"Limits and behaviour of the agent loop. Null inherits the global value.","additionalProperties":false,"properties":{"agentic":{"type":"boolean","description":"Run the multi-step agentic loop. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":false},"agentic_timeout_secs":{"type":["integer","null"],"description":"Timeout of one agentic run, in seconds. Not running yet: accepted and validated, writing it has no effect.","minimum":1,"x-inert":"unused","default":null},"compact_context":{"type":["boolean","null"],"description":"Compact the context when it grows. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":null},"context_compact_ratio":{"type":["number","null"],"description":"Context fill ratio that triggers compaction. Not running yet: accepted and validated, writing it has no effect.","minimum":0,"maximum":1,"x-inert":"unused","default":null},"deferred_builtin_tools":{"type":"boolean","description":"Load built-in tool schemas on demand. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":false},"delegation_timeout_secs":{"type":["integer","null"],"description":"Timeout of a delegation, in seconds. Not running yet: accepted and validated, writing it has no effect.","minimum":1,"x-inert":"unused","default":null},"keep_tool_context_turns":{"type":["integer","null"],"description":"Past turns whose tool calls and results are replayed to the model with the history (null: 2; 0: none). They are stored with each reply in any case.","minimum":0,"default":null},"max_actions_per_hour":{"type":"integer","description":"Tool calls this agent may make in any rolling hour (agents with no runtime profile get 20 too); a refused call is a tool error the model reads. 0 refuses every tool call. Counted per daemon, or for every instance together in the shared mode with PostgreSQL.","minimum":0,"default":20},"max_context_tokens":{"type":["integer","null"],"description":"Tokens of one model request at most, estimated as characters / 4: the oldest history is left out to fit; a message that does not fit alone is not answered (the sender is told). Null: no bound but max_history_messages.","minimum":1,"default":null},"max_cost_per_day_cents":{"type":"integer","description":"Spend per day in cents at most; 0 inherits the global budget. Not running yet: accepted and validated, writing it has no effect.","minimum":0,"x-inert":"unused","default":500},"max_delegation_depth":{"type":"integer","description":"Delegation depth at most; 0 inherits the default. Not running yet: accepted and validated, writing it has no effect.","minimum":0,"x-inert":"unused","default":0},"max_execution_tree_iterations":{"type":["integer","null"],"description":"Iterations of the execution tree at most. Not running yet: accepted and validated, writing it has no effect.","minimum":1,"x-inert":"unused","default":null},"max_history_messages":{"type":["integer","null"],"description":"Stored messages of the conversation given to the model (null: 50; 0: none).","minimum":0,"default":null},"max_system_prompt_chars":{"type":["integer","null"],"description":"Characters of the system prompt at most: a longer one is cut with a marker, and a WARN is logged once. Null: no limit.","minimum":1,"default":null},"max_tool_iterations":{"type":"integer","description":"Rounds of tool calls in one turn; after the last, the model must answer without tools. 0: 8.","minimum":0,"default":0},"max_tool_result_chars":{"type":["integer","null"],"description":"Characters of one tool result the model sees and the history keeps; the rest is cut with a marker (null: 20000). A turn keeps 512 KiB of tool results at most in any case.","minimum":1,"default":null},"memory_recall_limit":{"type":["integer","null"],"description":"Memories recalled per request (global default 5). Not running yet: accepted and validated, writing it has no effect.","minimum":0,"x-inert":"unused","default":null},"parallel_tools":{"type":["boolean","null"],"description":"Run the tool calls of one model reply 4 at a time instead of one after the other.","default":null},"prompt_injection_mode":{"type":"object","description":"How prompt-injection attempts in tool output are handled; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"x-inert":"unused"},"shell_timeout_secs":{"type":"integer","description":"Timeout of one shell tool command of this agent, in seconds; 0 uses shell_tool.timeout_secs.","minimum":0,"default":60},"single_tool_rounds":{"type":["boolean","null"],"description":"Run only the first tool call of each model reply; the others get an error telling the model to call them one per round.","default":null},"strict_tool_parsing":{"type":"boolean","description":"Refuse tool calls whose arguments are not valid JSON; when false, code fences and trailing commas are removed and the arguments parsed again first.","default":false},"tool_call_dedup_exempt":{"type":"array","description":"Tools whose identical calls (same arguments) in one turn run again; any other tool runs once and the repeat gets the first result.","items":{"type":"string"},"default":[]},"tool_dispatcher":{"type":["string","null"],"description":"Tool dispatcher to use. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":null},"tool_filter_groups":{"type":"array","description":"Groups of tools filtered together. Not running yet: accepted and validated, writing it has no effect.","items":{"type":"object","description":"Fields not fixed by the reference: any keys are accepted."},"default":[],"x-inert":"unused"},"auto_classify":{"type":"object","description":"Hints chosen by automatic request classification. Not running yet: accepted and validated, writing it has no effect.","additionalProperties":false,"properties":{"complex_hint":{"type":["string","null"],"description":"model_routes hint for complex requests.","default":null},"simple_hint":{"type":["string","null"],"description":"model_routes hint for simple requests.","default":null},"standard_hint":{"type":["string","null"],"description":"model_routes hint for standard requests.","default":null},"cost_optimized_hint":{"type":"string","description":"model_routes hint for cost-optimized requests.","default":"cost-optimized"}},"default":{},"x-inert":"unused"},"context_compression":{"type":"object","description":"Summarising old context to stay within limits. Not running yet: accepted and validated, writing it has no effect.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Compress context.","default":false},"identifier_policy":{"type":"string","description":"How identifiers are kept through compression.","default":"strict"},"max_passes":{"type":"integer","description":"Compression passes at most.","minimum":1,"default":3},"protect_first_n":{"type":"integer","description":"First messages never compressed.","minimum":0,"default":3},"protect_last_n":{"type":"integer","description":"Last messages never compressed.","minimum":0,"default":4},"source_max_chars":{"type":"integer","description":"Characters given to the summariser at most.","minimum":1,"default":50000},"summary_max_chars":{"type":"integer","description":"Characters of a summary at most.","minimum":1,"default":4000},"summary_model":{"type":["string","null"],"description":"Model that writes summaries.","default":null},"summary_provider":{"type":["string","null"],"description":"Provider that writes summaries, as <type>.<alias> of [providers.models].","default":null},"threshold_ratio":{"type":"number","description":"Context fill ratio that triggers compression.","minimum":0,"maximum":1,"default":0.5},"timeout_secs":{"type":"integer","description":"Timeout of one compression, in seconds.","minimum":1,"default":60},"tool_result_retrim_chars":{"type":"integer","description":"Characters old tool results are trimmed to.","minimum":0,"default":2000},"tool_result_trim_exempt":{"type":"array","description":"Tools whose results are never trimmed.","items":{"type":"string"},"default":[]}},"default":{},"x-inert":"unused"},"effort_routing":{"type":"object","description":"Routing between a local and a cloud model by effort; both hints are exact model_routes hints. Not running yet: accepted and validated, writing it has no effect.","additionalProperties":false,"properties":{"cloud_hint":{"type":"string","description":"model_routes hint of the cloud model (required).","minLength":1},"local_hint":{"type":"string","description":"model_routes hint of the local model (required).","minLength":1},"cloud_escalation":{"type":"object","description":"When to escalate to the cloud model; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"required":["cloud_hint","local_hint"],"x-inert":"unused"},"eval":{"type":"object","description":"Self-evaluation of answers. Not running yet: accepted and validated, writing it has no effect.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Evaluate answers.","default":false},"max_retries":{"type":"integer","description":"Retries of an answer below the score.","minimum":0,"default":1},"min_quality_score":{"type":"number","description":"Lowest accepted quality score.","minimum":0,"maximum":1,"default":0.5}},"default":{},"x-inert":"unused"},"history_pruning":{"type":"object","description":"Before each model call, a history longer than max_tokens (estimated as characters / 4) is pruned: older tool results collapsed, then the oldest messages left out.","additionalProperties":false,"properties":{"collapse_tool_results":{"type":"boolean","description":"Collapse tool results older than the keep_recent newest messages to a note of their size first.","default":true},"enabled":{"type":"boolean","description":"Prune history.","default":false},"keep_recent":{"type":"integer","description":"Newest messages never collapsed or left out.","minimum":0,"default":4},"max_tokens":{"type":"integer","description":"Estimated tokens of history kept at most.","minimum":1,"default":8192}},"default":{}},"thinking":{"type":"object","description":"Model reasoning effort. Not running yet: accepted and validated, writing it has no effect.","additionalProperties":false,"properties":{"budget_tokens":{"type":"object","description":"Token budget per thinking level.","additionalProperties":{"type":"integer","minimum":0},"default":{}},"default_level":{"type":"string","description":"Thinking level when none is asked for.","enum":["off","minimal","low","medium","high","max"],"default":"off"},"display":{"type":"string","description":"How thinking is shown.","enum":["off","omitted","updates","summarized"],"default":"off"},"native_thinking":{"type":"boolean","description":"Use the provider's native thinking API.","default":false}},"default":{},"x-inert":"unused"},"tool_receipts":{"type":"object","description":"A [receipt: <16 hex>] tag ending each tool result: HMAC-SHA256 under a key made at each start, over the tool, its arguments and its result, so a reply that quotes a result can be told from one the model invented.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Append receipts.","default":false},"inject_system_prompt":{"type":"boolean","description":"Explain receipts in the system prompt.","default":true},"show_in_response":{"type":"boolean","description":"End the reply with the receipts of the turn's tool calls.","default":false}},"default":{}}},"default":{}},"default":{},"title":"RuntimeProfilesConfig","x-extension":"agent"},"scheduler":{"type":"object","description":"The job scheduler.","additionalProperties":false,"properties":{"catch_up_on_startup":{"type":"boolean","description":"Run jobs missed while the daemon was down.","default":true},"enabled":{"type":"boolean","description":"false runs no cron jobs.","default":true},"max_concurrent":{"type":"integer","description":"Jobs running at once at most.","minimum":1,"default":4},"max_run_history":{"type":"integer","description":"Runs kept per job.","minimum":0,"default":50},"max_tasks":{"type":"integer","description":"Jobs at most.","minimum":1,"default":64}},"title":"SchedulerConfig","default":{},"x-live":true,"x-extension":"cron"},"schema_version":{"type":"integer","description":"Format version of this file. Defaults to 1, the only version this svc reads; any other value is refused.","const":1,"default":1,"x-extension":"kernel"},"secrets":{"type":"object","title":"SecretsConfig","description":"How secret fields (x-secret) are stored in this file.","additionalProperties":false,"default":{},"properties":{"encrypt":{"type":"boolean","description":"Store secret fields encrypted (enc2:) with the key in <config dir>/.secret_key.","default":true,"x-live":true}},"x-extension":"kernel"},"security":{"type":"object","description":"Security controls: audit log, emergency stop, OTP and WebAuthn ([security.leak_detection] belongs to the leak-detection extension). Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"trust_daemon_uid":{"type":"boolean","description":"Trust local socket peers running under the daemon's own uid.","default":true},"nat64_prefixes":{"type":"array","description":"NAT64 prefixes (CIDR); an address inside one is judged by the IPv4 address it embeds.","items":{"type":"string"},"default":[]},"nevis":{"type":"object","description":"Deprecated and ignored; any keys are accepted so old files still load.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"audit":{"type":"object","description":"Audit log of certificate issuance and renewal (not of commands). Not implemented yet: nothing is written whatever enabled says (its default true has no effect), and enabled = true is refused.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Write the audit log (not running yet: the default has no effect).","default":true},"log_path":{"type":"string","description":"Audit log file.","default":"audit.log"},"max_size_mb":{"type":"integer","description":"Size of the audit log in MiB before it rotates.","minimum":0,"default":100},"sign_events":{"type":"boolean","description":"Sign each audit event.","default":false}},"default":{},"x-inert":"refuse"},"estop":{"type":"object","description":"Emergency stop: halts agent actions until resumed. Not implemented yet, so enabled = true is refused.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Arm the emergency stop.","default":false},"require_otp_to_resume":{"type":"boolean","description":"Require a one-time password to resume after a stop.","default":true},"state_file":{"type":["string","null"],"description":"File holding the stop state; unset means the default file under the data directory.","default":null}},"default":{},"x-inert":"refuse"},"otp":{"type":"object","description":"One-time-password gate on sensitive actions. Not implemented yet, so enabled = true is refused.","additionalProperties":false,"properties":{"cache_valid_secs":{"type":"integer","description":"Seconds a successful OTP challenge stays valid.","minimum":0,"default":300},"challenge_max_attempts":{"type":"integer","description":"Wrong codes allowed per challenge.","minimum":1,"default":3},"enabled":{"type":"boolean","description":"Require an OTP before gated actions.","default":false},"gated_actions":{"type":"array","description":"Actions that require an OTP.","items":{"type":"string"},"default":["shell","file_write","browser_open","browser","memory_forget"]},"gated_domain_categories":{"type":"array","description":"Domain categories whose access requires an OTP.","items":{"type":"string"},"default":[]},"gated_domains":{"type":"array","description":"Domains whose access requires an OTP.","items":{"type":"string"},"default":[]},"method":{"type":"object","description":"How codes are produced and delivered (variant); keys not fixed by the reference, any are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"token_ttl_secs":{"type":"integer","description":"Seconds an issued code is valid.","minimum":1,"default":30}},"default":{},"x-inert":"refuse"},"webauthn":{"type":"object","description":"WebAuthn (passkey) authentication. Not implemented yet, so enabled = true is refused.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Offer WebAuthn authentication.","default":false},"rp_id":{"type":"string","description":"Relying party id (a domain).","default":"localhost"},"rp_name":{"type":"string","description":"Relying party display name; defaults to the service display name.","default":"svc"},"rp_origin":{"type":"string","description":"Origin WebAuthn ceremonies are bound to.","default":"http://localhost:42617"}},"default":{},"x-inert":"refuse"},"leak_detection":{"type":"object","description":"Detection of credentials leaking into outbound text: channel replies and deliveries, cron results, audit events, stored conversations, log lines and control-socket errors are scanned, and a hit is replaced by [REDACTED:<kind>].","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Scan outbound text for leaked credentials; false passes it through unchanged.","default":true},"high_entropy_tokens":{"type":"boolean","description":"Also flag long high-entropy strings that match no known credential shape.","default":true},"sensitivity":{"type":"number","description":"Detection sensitivity, 0.0 (lenient) to 1.0 (strict): how long and how random a string must be to count as high-entropy (minimum length round(40 - 20 s), entropy ratio 0.95 - 0.15 s; see the security guide).","minimum":0,"maximum":1,"default":0.7}},"title":"LeakDetectionConfig","default":{},"x-live":true,"x-extension":"leak-detection"}},"title":"SecurityConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"security_ops":{"type":"object","description":"Security operations: triage of findings and playbooks. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"auto_triage":{"type":"boolean","description":"Triage incoming findings automatically.","default":false},"enabled":{"type":"boolean","description":"Run security operations.","default":false},"max_auto_severity":{"type":"string","description":"Highest severity handled without an operator.","default":"low"},"playbooks_dir":{"type":["string","null"],"description":"Directory of playbooks; unset means the default directory under the data directory.","default":null},"report_output_dir":{"type":["string","null"],"description":"Directory reports are written to; unset means the default directory under the data directory.","default":null},"require_approval_for_actions":{"type":"boolean","description":"Ask an operator before a playbook acts.","default":true},"siem_integration":{"type":["string","null"],"description":"SIEM findings are exchanged with.","default":null}},"title":"SecurityOpsConfig","default":{},"x-inert":"refuse","x-extension":"reserved"},"shared":{"type":"object","description":"Shared mode: several instances serve as one. Gateway state (rate limits, lockouts, idempotency keys, pairing codes, paired tokens) lives on Redis; cron jobs, SOP runs, conversation history and webhook-channel replies on PostgreSQL. Off by default: one instance keeps everything in memory and SQLite.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Share state with the other instances through the backends below.","default":false},"instance_id":{"type":["string","null"],"description":"This instance in logs, `svc status` and claims; unset: the host name and the process id.","pattern":"^[A-Za-z0-9_.:-]{1,64}$","default":null},"redis_url":{"type":["string","null"],"description":"redis:// or rediss:// URL of the Redis server holding the gateway state (credentials may be in it: the field is secret). Needs the ioredis package.","x-secret":true,"default":null},"redis_key_prefix":{"type":"string","description":"Prefix of every key svc writes on Redis, so that several services can share one server.","pattern":"^[A-Za-z0-9_.:{}-]{1,64}$","default":"svc:"},"redis_command_timeout_ms":{"type":"integer","description":"A Redis command unanswered this long fails, and the request that needed it is answered 503 with Retry-After.","minimum":50,"maximum":60000,"default":1000},"redis_connect_timeout_ms":{"type":"integer","description":"How long the start waits for the first connection before it goes on failing closed until Redis answers.","minimum":100,"maximum":120000,"default":5000},"postgres_url":{"type":["string","null"],"description":"postgres:// or postgresql:// URL of the PostgreSQL database holding cron jobs and their runs, SOP runs, conversation history and webhook-channel replies not yet delivered (credentials may be in it: the field is secret). Needs the pg package.","x-secret":true,"default":null},"postgres_schema":{"type":"string","description":"Schema svc creates its tables in (created when missing).","pattern":"^[a-z_][a-z0-9_]{0,62}$","default":"svc"},"postgres_connect_timeout_ms":{"type":"integer","description":"A PostgreSQL connection not made this long fails.","minimum":100,"maximum":120000,"default":5000},"postgres_statement_timeout_ms":{"type":"integer","description":"A statement running this long is cancelled by the server.","minimum":100,"maximum":600000,"default":10000},"lease_secs":{"type":"integer","description":"A claim (a cron run, a SOP run, a reply being delivered) whose instance stops renewing it for this long is given up: another instance resumes the SOP run at its step and sends the reply; the cron run is marked failed by the next instance that starts.","minimum":3,"maximum":3600,"default":30}},"title":"SharedConfig","default":{},"x-extension":"instances"},"shell_tool":{"type":"object","description":"The shell tool (offered only when tools.optional names it).","additionalProperties":false,"properties":{"timeout_secs":{"type":"integer","description":"Timeout of one command, in seconds.","minimum":1,"default":60}},"title":"ShellToolConfig","default":{},"x-extension":"agent"},"skill_bundles":{"type":"object","description":"Named sets of skills an agent may be granted ([skill_bundles.<alias>]). Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One skill bundle.","additionalProperties":false,"properties":{"directory":{"type":["string","null"],"description":"Directory the skills are read from; unset uses the skills directory.","default":null},"exclude":{"type":"array","description":"Skills removed from the bundle.","items":{"type":"string"},"default":[]},"include":{"type":"array","description":"Skills in the bundle; empty includes all.","items":{"type":"string"},"default":[]}},"default":{}},"default":{},"title":"SkillBundlesConfig","x-inert":"warn","x-extension":"reserved"},"skills":{"type":"object","description":"Skills: loading, registries, creation and improvement. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allow_scripts":{"type":"boolean","description":"Allow skills to run bundled scripts.","default":false},"extra_registries":{"type":"array","description":"Additional skill registries, as an array of tables; item fields are not fixed by the reference, any keys are accepted.","items":{"type":"object","description":"Fields not fixed by the reference: any keys are accepted."},"default":[]},"install_suggestions":{"type":"object","description":"Suggesting skills to install.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Suggest skills to install.","default":false}},"default":{},"x-inert":"warn"},"open_skills_dir":{"type":["string","null"],"description":"Directory of open skills; unset uses the default location.","default":null},"open_skills_enabled":{"type":"boolean","description":"Load open skills.","default":false},"prompt_injection_mode":{"type":"object","description":"How skill text is placed in the prompt; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"registry_url":{"type":["string","null"],"description":"URL of the skill registry; unset uses the default registry.","default":null},"skill_creation":{"type":"object","description":"Creating new skills from completed tasks.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Create skills from completed tasks.","default":false},"max_final_answer_chars":{"type":"integer","description":"Characters of the final answer considered at most.","minimum":0,"default":2000},"max_skills":{"type":"integer","description":"Skills kept at most.","minimum":0,"default":500},"max_task_chars":{"type":"integer","description":"Characters of the task description considered at most.","minimum":0,"default":1000},"max_tool_trace_chars":{"type":"integer","description":"Characters of the tool trace considered at most.","minimum":0,"default":4000},"reflection_enabled":{"type":"boolean","description":"Reflect on the task before writing the skill.","default":false},"similarity_threshold":{"type":"number","description":"Similarity (0 to 1) above which a new skill counts as a duplicate of an existing one.","minimum":0,"maximum":1,"default":0.85}},"default":{},"x-inert":"warn"},"skill_improvement":{"type":"object","description":"Reviewing and improving existing skills.","additionalProperties":false,"properties":{"cooldown_secs":{"type":"integer","description":"Seconds between improvements of one skill at least.","minimum":0,"default":3600},"enabled":{"type":"boolean","description":"Improve existing skills.","default":false},"max_review_iterations":{"type":"integer","description":"Review iterations per improvement at most.","minimum":0,"default":8},"nudge_interval_iterations":{"type":"integer","description":"Agent iterations between nudges to review skills.","minimum":0,"default":10}},"default":{},"x-inert":"warn"}},"title":"SkillsConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"sop":{"type":"object","description":"Standard Operating Procedures: definitions, admission and runs. The engine runs only when sops_dir is set.","additionalProperties":false,"properties":{"approval":{"type":"object","description":"Who may approve runs and how; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"x-inert":"unused"},"approval_mode":{"type":"object","description":"How approvals are requested; keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"x-inert":"unused"},"approval_timeout_action":{"type":"object","description":"What happens when an approval times out; the default fails closed (timed_out). Not running yet: accepted and validated, writing it has no effect.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"x-inert":"unused"},"approval_timeout_secs":{"type":"integer","description":"Seconds a run waits for approval.","minimum":1,"default":300},"default_execution_mode":{"type":"string","description":"Execution mode of SOPs that do not set one.","enum":["auto","supervised","step_by_step"],"default":"supervised"},"maintenance_interval_secs":{"type":"integer","description":"Seconds between maintenance passes (timeouts, pruning). Not running yet: accepted and validated, writing it has no effect.","minimum":1,"x-inert":"unused","default":60},"max_concurrent_total":{"type":"integer","description":"Runs in flight across every SOP at most.","minimum":1,"default":4},"max_finished_runs":{"type":"integer","description":"Finished runs kept.","minimum":0,"default":100},"max_step_retries":{"type":"integer","description":"Retries of a failed step.","minimum":0,"default":2},"max_step_visits":{"type":"integer","description":"Step executions per run at most (loop guard). Not running yet: accepted and validated, writing it has no effect.","minimum":1,"x-inert":"unused","default":256},"persist_runs":{"type":"boolean","description":"Keep run state on disk so runs survive a restart.","default":true},"procedural_memory_enabled":{"type":"boolean","description":"Learn from finished runs. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":false},"run_state_dir":{"type":["string","null"],"description":"Directory of persisted runs; default state/sop in the data directory.","default":null},"run_store_backend":{"type":"object","description":"Store of run state; other keys are not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{"kind":{"type":"string","description":"auto: PostgreSQL when the shared mode has shared.postgres_url, else SQLite (persist_runs = true) or memory; postgres: the shared PostgreSQL, required; sqlite: the SQLite file even in the shared mode; memory: nothing kept across restarts.","enum":["auto","postgres","sqlite","memory"],"default":"auto"}},"default":{}},"sops_dir":{"type":["string","null"],"description":"Directory of SOP definitions (<name>/SOP.toml and SOP.md); unset leaves the engine off.","default":null},"step_mandatory_tools":{"type":"array","description":"Tools every step is offered. Not running yet: accepted and validated, writing it has no effect.","items":{"type":"string"},"default":["sop_advance","sop_approve","sop_status"],"x-inert":"unused"},"step_schema_enforce":{"type":"boolean","description":"Validate step outputs against the step's schema. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":true},"step_scope_enforce":{"type":"boolean","description":"Limit each step to its declared tools. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":false},"untrusted_frame_warning":{"type":"boolean","description":"Tell the model that the payload is untrusted data.","default":true},"untrusted_guard_sensitivity":{"type":"number","description":"Sensitivity of the prompt-injection detector, 0.0 to 1.0.","minimum":0,"maximum":1,"default":0.7},"untrusted_input_guard":{"type":"string","description":"What the untrusted-input guard does with a suspicious payload.","enum":["warn","block","sanitize"],"default":"warn"},"untrusted_outbound_redact":{"type":"boolean","description":"Redact untrusted payload text from outbound messages. Not running yet: accepted and validated, writing it has no effect.","x-inert":"unused","default":true},"untrusted_payload_max_bytes":{"type":"integer","description":"Payload bytes given to the model at most.","minimum":1,"default":8192}},"title":"SopConfig","default":{},"x-extension":"sop"},"storage":{"type":"object","description":"Named stores, [storage.<backend>.<alias>], that memory.backend refers to as <backend>.<alias>. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"lucid":{"type":"object","description":"lucid stores, one [storage.lucid.<alias>] each.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One lucid store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.","additionalProperties":true,"properties":{"url":{"type":["string","null"],"description":"Connection URL or path of the store.","default":null},"collection":{"type":["string","null"],"description":"Collection, table or index inside the store.","default":null},"api_key":{"type":["string","null"],"description":"Credential of the store.","x-secret":true,"default":null}},"x-open":true,"default":{}},"default":{}},"markdown":{"type":"object","description":"markdown stores, one [storage.markdown.<alias>] each.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One markdown store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.","additionalProperties":true,"properties":{"url":{"type":["string","null"],"description":"Connection URL or path of the store.","default":null},"collection":{"type":["string","null"],"description":"Collection, table or index inside the store.","default":null},"api_key":{"type":["string","null"],"description":"Credential of the store.","x-secret":true,"default":null}},"x-open":true,"default":{}},"default":{}},"postgres":{"type":"object","description":"postgres stores, one [storage.postgres.<alias>] each.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One postgres store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.","additionalProperties":true,"properties":{"url":{"type":["string","null"],"description":"Connection URL or path of the store.","default":null},"collection":{"type":["string","null"],"description":"Collection, table or index inside the store.","default":null},"api_key":{"type":["string","null"],"description":"Credential of the store.","x-secret":true,"default":null}},"x-open":true,"default":{}},"default":{}},"qdrant":{"type":"object","description":"qdrant stores, one [storage.qdrant.<alias>] each.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One qdrant store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.","additionalProperties":true,"properties":{"url":{"type":["string","null"],"description":"Connection URL or path of the store.","default":null},"collection":{"type":["string","null"],"description":"Collection, table or index inside the store.","default":null},"api_key":{"type":["string","null"],"description":"Credential of the store.","x-secret":true,"default":null}},"x-open":true,"default":{}},"default":{}},"sqlite":{"type":"object","description":"sqlite stores, one [storage.sqlite.<alias>] each.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One sqlite store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.","additionalProperties":true,"properties":{"url":{"type":["string","null"],"description":"Connection URL or path of the store.","default":null},"collection":{"type":["string","null"],"description":"Collection, table or index inside the store.","default":null},"api_key":{"type":["string","null"],"description":"Credential of the store.","x-secret":true,"default":null}},"x-open":true,"default":{}},"default":{}}},"title":"StorageConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"text_browser":{"type":"object","description":"The text_browser tool: render pages with a terminal browser. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_private_hosts":{"type":"array","description":"Private or loopback hosts allowed despite SSRF protection.","items":{"type":"string"},"default":[]},"enabled":{"type":"boolean","description":"Register the text_browser tool.","default":false},"preferred_browser":{"type":["string","null"],"description":"Terminal browser to use; unset auto-detects one.","enum":["lynx","links","w3m",null],"default":null},"timeout_secs":{"type":"integer","description":"Seconds to wait for a page.","minimum":0,"default":30}},"title":"TextBrowserConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"tools":{"type":"object","description":"Which built-in tools agents are offered.","additionalProperties":false,"properties":{"optional":{"type":"array","description":"Optional tools to offer; \"*\" is the full built-in selection. The shell tool is offered only when named explicitly.","items":{"type":"string"},"default":["*"]}},"title":"ToolsConfig","default":{},"x-extension":"agent"},"transcription":{"type":"object","description":"Speech-to-text for voice messages: the hosted endpoint and per-vendor sub-providers. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"Key of the hosted speech-to-text endpoint.","x-secret":true,"default":null},"api_url":{"type":"string","description":"Hosted speech-to-text endpoint (OpenAI-compatible).","default":"https://api.groq.com/openai/v1/audio/transcriptions"},"enabled":{"type":"boolean","description":"Transcribe incoming voice messages.","default":false},"initial_prompt":{"type":["string","null"],"description":"Prompt that primes the model with vocabulary or style.","default":null},"language":{"type":["string","null"],"description":"Spoken language as an ISO-639-1 code (e.g. en); unset lets the model detect it.","pattern":"^[a-z]{2}$","default":null},"max_audio_bytes":{"type":["integer","null"],"description":"Largest audio file sent for transcription, in bytes; unset uses the endpoint limit.","minimum":1,"default":null},"max_duration_secs":{"type":"integer","description":"Longest audio transcribed, in seconds.","minimum":1,"default":120},"model":{"type":"string","description":"Model of the hosted endpoint.","default":"whisper-large-v3-turbo"},"transcribe_non_ptt_audio":{"type":"boolean","description":"Also transcribe audio files that are not push-to-talk voice notes.","default":false},"assemblyai":{"type":"object","description":"AssemblyAI speech-to-text.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"AssemblyAI API key.","x-secret":true,"default":null}},"default":{}},"deepgram":{"type":"object","description":"Deepgram speech-to-text.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"Deepgram API key.","x-secret":true,"default":null},"model":{"type":"string","description":"Deepgram model.","default":"nova-2"}},"default":{}},"google":{"type":"object","description":"Google Cloud speech-to-text.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"Google Cloud API key.","x-secret":true,"default":null},"language_code":{"type":"string","description":"Recognition language as a BCP-47 tag.","default":"en-US"}},"default":{}},"local_whisper":{"type":"object","description":"A self-hosted Whisper server (absent until written; url is then required).","additionalProperties":false,"properties":{"url":{"type":"string","description":"Transcription endpoint of the local Whisper server.","minLength":1},"bearer_token":{"type":["string","null"],"description":"Bearer token sent to the local server.","x-secret":true,"default":null},"max_audio_bytes":{"type":"integer","description":"Largest audio file sent to the local server, in bytes.","minimum":1,"default":26214400},"timeout_secs":{"type":"integer","description":"Seconds to wait for a transcription.","minimum":1,"default":300}},"required":["url"]},"openai":{"type":"object","description":"OpenAI speech-to-text.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"OpenAI API key.","x-secret":true,"default":null},"model":{"type":"string","description":"OpenAI transcription model.","default":"whisper-1"}},"default":{}}},"title":"TranscriptionConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"trust":{"type":"object","description":"Trust scoring: how a score starts, grows with success, drops on correction and decays. Not implemented yet, so any key written in [trust] is refused. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"correction_penalty":{"type":"number","description":"Score subtracted when an operator corrects a result.","minimum":0,"maximum":1,"default":0.05},"decay_half_life_days":{"type":"number","description":"Half-life of score decay, in days.","exclusiveMinimum":0,"default":30},"initial_score":{"type":"number","description":"Score a new subject starts with.","minimum":0,"maximum":1,"default":0.8},"regression_threshold":{"type":"number","description":"Score below which a subject counts as regressed.","minimum":0,"maximum":1,"default":0.5},"success_boost":{"type":"number","description":"Score added per successful result.","minimum":0,"maximum":1,"default":0.01}},"title":"TrustConfig","default":{},"x-inert":"refuse-entries","x-extension":"reserved"},"tts":{"type":"object","description":"Text-to-speech for spoken replies. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"default_format":{"type":"string","description":"Audio format of synthesized speech.","enum":["mp3","opus","wav"],"default":"mp3"},"default_voice":{"type":"string","description":"Voice used when none is chosen.","default":"alloy"},"enabled":{"type":"boolean","description":"Synthesize spoken replies.","default":false},"max_text_length":{"type":"integer","description":"Characters of text synthesized at most per request.","minimum":1,"default":4096}},"title":"TtsConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"tunnel":{"type":"object","description":"Tunnel that exposes the gateway. Not implemented yet, so any key written in [tunnel] is refused. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"tunnel_provider":{"type":"string","description":"Tunnel used.","enum":["none","cloudflare","tailscale","ngrok","openvpn","pinggy","custom"],"default":"none"},"cloudflare":{"type":"object","description":"Cloudflare tunnel.","additionalProperties":false,"properties":{"token":{"type":"string","description":"Tunnel token.","x-secret":true,"default":""}},"default":{}},"ngrok":{"type":"object","description":"ngrok tunnel.","additionalProperties":false,"properties":{"auth_token":{"type":["string","null"],"description":"ngrok auth token.","x-secret":true,"default":null},"domain":{"type":["string","null"],"description":"Reserved domain.","default":null}},"default":{}},"tailscale":{"type":"object","description":"Tailscale tunnel.","additionalProperties":false,"properties":{"funnel":{"type":"boolean","description":"Expose publicly with Tailscale Funnel.","default":false},"hostname":{"type":["string","null"],"description":"Tailscale host name.","default":null}},"default":{}},"pinggy":{"type":"object","description":"Pinggy tunnel.","additionalProperties":false,"properties":{"region":{"type":["string","null"],"description":"Pinggy region.","enum":["us","eu","ap","br","au",null],"default":null},"token":{"type":["string","null"],"description":"Pinggy token.","x-secret":true,"default":null}},"default":{}},"custom":{"type":"object","description":"A tunnel started by a command of your own.","additionalProperties":false,"properties":{"start_command":{"type":"string","description":"Command that starts the tunnel; {port} and {host} are substituted.","default":""},"health_url":{"type":["string","null"],"description":"URL polled to check the tunnel is up.","default":null},"url_pattern":{"type":["string","null"],"description":"Pattern that finds the public URL in the command output.","default":null}},"default":{}},"openvpn":{"type":"object","description":"OpenVPN tunnel; config_file is required when this table is present.","additionalProperties":false,"properties":{"config_file":{"type":"string","description":"OpenVPN configuration file.","minLength":1},"advertise_address":{"type":["string","null"],"description":"Address advertised for the tunnel.","default":null},"auth_file":{"type":["string","null"],"description":"OpenVPN credentials file.","default":null},"connect_timeout_secs":{"type":"integer","description":"Seconds to wait for the tunnel to connect.","minimum":1,"default":30},"extra_args":{"type":"array","description":"Extra command-line arguments for openvpn.","items":{"type":"string"},"default":[]}},"required":["config_file"]}},"title":"TunnelConfig","default":{},"x-inert":"refuse-entries","x-extension":"reserved"},"users":{"type":"object","description":"Local users and the permission profiles they hold. Not implemented yet, so any [users.<alias>] table is refused. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One user.","additionalProperties":false,"properties":{"permission_profiles":{"type":"array","description":"Aliases of [permission_profiles.<alias>] this user holds.","items":{"type":"string"},"default":[]},"principal_id":{"type":["string","null"],"description":"Principal id identifying this user (e.g. issuer subject).","default":null},"uid":{"type":["integer","null"],"description":"Local uid matched against the socket peer credential.","minimum":0,"default":null}},"default":{}},"default":{},"title":"UsersConfig","x-inert":"refuse-entries","x-extension":"reserved"},"verifiable_intent":{"type":"object","description":"Verifiable intent checks; no verification tool is exposed. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Verify intents.","default":false},"strictness":{"type":"string","description":"How strictly intents are verified.","default":"strict"}},"title":"VerifiableIntentConfig","default":{},"x-inert":"refuse","x-extension":"reserved"},"web_fetch":{"type":"object","description":"The web_fetch tool: fetch a URL and return its content; cross-host redirects are rejected. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_domains":{"type":"array","description":"Domains that may be fetched; * allows all.","items":{"type":"string"},"default":["*"]},"allowed_private_hosts":{"type":"array","description":"Private or loopback hosts allowed despite SSRF protection.","items":{"type":"string"},"default":[]},"blocked_domains":{"type":"array","description":"Domains never fetched; wins over allowed_domains.","items":{"type":"string"},"default":[]},"enabled":{"type":"boolean","description":"Register the web_fetch tool.","default":true},"max_response_size":{"type":"integer","description":"Largest response read, in bytes.","minimum":0,"default":500000},"timeout_secs":{"type":"integer","description":"Seconds to wait for a response.","minimum":0,"default":30},"provider":{"type":"object","description":"The fetch service used as a fallback on an HTTP error, an empty body or a body under 100 characters.","additionalProperties":false,"properties":{"api_key_env":{"type":"string","description":"Name of the environment variable holding the service key; empty uses the provider default.","default":""},"api_url":{"type":"string","description":"Service endpoint; empty uses the provider default.","default":""},"enabled":{"type":"boolean","description":"Fall back to the fetch service.","default":false},"mode":{"type":"object","description":"How the service is used; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"default":{},"x-inert":"warn"}},"title":"WebFetchConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"web_search":{"type":"object","description":"The web_search tool and its search provider. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Register the web_search tool.","default":true},"max_results":{"type":"integer","description":"Results returned per search.","minimum":1,"maximum":10,"default":5},"search_provider":{"type":"string","description":"Search provider.","enum":["duckduckgo","brave","tavily","searxng","jina","bocha","serply"],"default":"duckduckgo"},"searxng_instance_url":{"type":["string","null"],"description":"Base URL of the SearXNG instance (searxng provider).","default":null},"timeout_secs":{"type":"integer","description":"Seconds to wait for search results.","minimum":0,"default":15},"anysearch_api_key":{"type":["string","null"],"description":"AnySearch API key.","x-secret":true,"default":null},"bocha_api_key":{"type":["string","null"],"description":"Bocha API key.","x-secret":true,"default":null},"brave_api_key":{"type":["string","null"],"description":"Brave Search API key.","x-secret":true,"default":null},"jina_api_key":{"type":["string","null"],"description":"Jina API key.","x-secret":true,"default":null},"keenable_api_key":{"type":["string","null"],"description":"Keenable API key.","x-secret":true,"default":null},"serply_api_key":{"type":["string","null"],"description":"Serply API key.","x-secret":true,"default":null},"tavily_api_key":{"type":["string","null"],"description":"Tavily API key.","x-secret":true,"default":null}},"title":"WebSearchConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"wss":{"type":"object","description":"Secure WebSocket listener (mutual TLS) for relays and enrolled clients. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"bind":{"type":"string","description":"Address to bind.","default":"0.0.0.0"},"cert_path":{"type":"string","description":"PEM certificate chain.","default":""},"key_path":{"type":"string","description":"PEM private key.","default":""},"enabled":{"type":"boolean","description":"Serve the secure WebSocket listener.","default":false},"handshake_timeout_secs":{"type":"integer","description":"Seconds a TLS and WebSocket handshake may take.","minimum":1,"default":10},"incomplete_message_timeout_secs":{"type":"integer","description":"Seconds a partly received message may stay incomplete.","minimum":1,"default":60},"max_pending_handshakes":{"type":"integer","description":"Handshakes in progress at most.","minimum":1,"default":256},"max_sessions":{"type":"integer","description":"Open sessions at most.","minimum":1,"default":64},"max_sessions_per_client":{"type":"integer","description":"Open sessions per client certificate at most.","minimum":1,"default":8},"port":{"type":"integer","description":"Port to bind.","minimum":0,"maximum":65535,"default":9781},"sans":{"type":"array","description":"Subject alternative names of the server certificate.","items":{"type":"string"},"default":[]},"client_auth":{"type":"object","description":"Client certificates on the secure WebSocket listener; a client certificate is always required.","additionalProperties":false,"properties":{"ca_cert_path":{"type":"string","description":"PEM file of the CA that signs client certificates.","default":""},"crl_path":{"type":"string","description":"Revocation list: one SHA-256 hex fingerprint per line.","default":""},"enabled":{"type":"boolean","description":"Check client certificates against this table.","default":false},"pinned_certs":{"type":"array","description":"SHA-256 fingerprints of the only client certificates accepted.","items":{"type":"string"},"default":[]}},"default":{},"x-inert":"refuse"}},"title":"WssConfig","default":{},"x-inert":"refuse","x-extension":"reserved"},"providers":{"type":"object","description":"Sections under \"providers\".","x-extension":"kernel","additionalProperties":false,"properties":{"transcription":{"type":"object","description":"Speech-to-text providers, [providers.transcription.<type>.<alias>]: keys are provider types, each a map of named entries that agents refer to as <type>.<alias>. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"Named speech-to-text provider entries of one type.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One speech-to-text provider entry. The reference does not show its fields: these are defined and other keys are accepted.","additionalProperties":true,"properties":{"api_key":{"type":["string","null"],"description":"Provider API key.","x-secret":true,"default":null},"base_url":{"type":["string","null"],"description":"Provider API base URL; unset uses the type default.","default":null},"model":{"type":["string","null"],"description":"Transcription model; unset uses the type default.","default":null}},"x-open":true,"default":{}},"default":{}},"default":{},"title":"ProvidersTranscriptionConfig","x-inert":"warn","x-extension":"reserved"},"tts":{"type":"object","description":"Text-to-speech providers, [providers.tts.<type>.<alias>]: keys are provider types, each a map of named entries that agents refer to as <type>.<alias>. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"Named text-to-speech provider entries of one type.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One text-to-speech provider entry. The reference does not show its fields: these are defined and other keys are accepted.","additionalProperties":true,"properties":{"api_key":{"type":["string","null"],"description":"Provider API key.","x-secret":true,"default":null},"base_url":{"type":["string","null"],"description":"Provider API base URL; unset uses the type default.","default":null},"model":{"type":["string","null"],"description":"Speech model; unset uses the type default.","default":null},"voice":{"type":["string","null"],"description":"Voice; unset uses tts.default_voice.","default":null}},"x-open":true,"default":{}},"default":{}},"default":{},"title":"ProvidersTtsConfig","x-inert":"warn","x-extension":"reserved"},"models":{"type":"object","description":"Sections under \"providers.models\".","x-extension":"kernel","additionalProperties":false,"properties":{"anthropic":{"type":"object","description":"Anthropic model providers by alias: [providers.models.anthropic.<alias>].","x-alias-map":true,"additionalProperties":{"type":"object","description":"One Anthropic Messages API endpoint. Other keys are accepted.","additionalProperties":true,"properties":{"api_key":{"type":["string","null"],"description":"API key sent as x-api-key.","x-secret":true,"default":null},"base_url":{"type":"string","description":"Base URL; /v1/messages is appended.","pattern":"^https?://","x-credentials-in":"api_key","default":"https://api.anthropic.com"},"model":{"type":"string","description":"Model name (required), e.g. claude-sonnet-4-5.","minLength":1},"anthropic_version":{"type":"string","description":"Value of the anthropic-version header.","default":"2023-06-01"},"max_tokens":{"type":"integer","description":"Tokens per reply at most (the API requires a value).","minimum":1,"default":1024},"timeout_secs":{"type":"integer","description":"Timeout of one request, in seconds.","minimum":1,"default":120},"max_retries":{"type":"integer","description":"Retries of a transient failure (timeout, 429, 5xx, overloaded).","minimum":0,"default":3},"temperature":{"type":["number","null"],"description":"Sampling temperature.","minimum":0,"maximum":1,"default":null}},"x-open":true,"required":["model"]},"default":{},"title":"AnthropicProvidersConfig","x-extension":"provider-anthropic"},"echo":{"type":"object","description":"Echo model providers by alias: [providers.models.echo.<alias>].","x-alias-map":true,"additionalProperties":{"type":"object","description":"An offline provider: the reply to a user message M is exactly \"echo: M\"; it calls no tools and its model is \"echo\". Other keys are accepted.","additionalProperties":true,"properties":{},"x-open":true,"default":{}},"default":{},"title":"EchoProvidersConfig","x-extension":"provider-echo"},"openai":{"type":"object","description":"OpenAI-compatible model providers by alias: [providers.models.openai.<alias>].","x-alias-map":true,"additionalProperties":{"type":"object","description":"One OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server, ...). Other keys are accepted.","additionalProperties":true,"properties":{"api_key":{"type":["string","null"],"description":"API key sent as a bearer token; local servers may need none.","x-secret":true,"default":null},"base_url":{"type":"string","description":"Base URL; /chat/completions is appended.","pattern":"^https?://","x-credentials-in":"api_key","default":"https://api.openai.com/v1"},"model":{"type":"string","description":"Model name (required), e.g. gpt-4o-mini or llama3.1.","minLength":1},"stream":{"type":"boolean","description":"Ask for a streamed (server-sent events) answer.","default":false},"timeout_secs":{"type":"integer","description":"Timeout of one request, in seconds.","minimum":1,"default":120},"max_retries":{"type":"integer","description":"Retries of a transient failure (timeout, network error, 429, 5xx).","minimum":0,"default":3},"temperature":{"type":["number","null"],"description":"Sampling temperature.","minimum":0,"maximum":2,"default":null},"max_tokens":{"type":["integer","null"],"description":"Tokens per reply at most.","minimum":1,"default":null}},"x-open":true,"required":["model"]},"default":{},"title":"OpenAiProvidersConfig","x-extension":"provider-openai"}},"default":{}}},"default":{}}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = require("ajv/dist/runtime/ucs2length").default;
const keyword0 = runtime.aliasMapErrors;
const pattern0 = new RegExp("^wss?://", "u");
const pattern11 = new RegExp("^/", "u");
const pattern12 = new RegExp("^https?://", "u");
const pattern16 = new RegExp("^[0-9]{4}(0[1-9]|1[0-2])$", "u");
const pattern17 = new RegExp("^#[0-9A-Fa-f]{6}$", "u");
const pattern18 = new RegExp("^(none|openai|custom:.+)$", "u");
const pattern19 = new RegExp("^[A-Za-z0-9_.:-]{1,64}$", "u");
const pattern20 = new RegExp("^[A-Za-z0-9_.:{}-]{1,64}$", "u");
const pattern21 = new RegExp("^[a-z_][a-z0-9_]{0,62}$", "u");
const pattern22 = new RegExp("^[a-z]{2}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.a2a === undefined){
data.a2a = {};
}
if(data.acp === undefined){
data.acp = {};
}
if(data.agents === undefined){
data.agents = {};
}
if(data.backup === undefined){
data.backup = {};
}
if(data.browser === undefined){
data.browser = {};
}
if(data.browser_delegate === undefined){
data.browser_delegate = {};
}
if(data.channels === undefined){
data.channels = {};
}
if(data.claude_code === undefined){
data.claude_code = {};
}
if(data.claude_code_runner === undefined){
data.claude_code_runner = {};
}
if(data.cloud_ops === undefined){
data.cloud_ops = {};
}
if(data.codex_cli === undefined){
data.codex_cli = {};
}
if(data.composio === undefined){
data.composio = {};
}
if(data.conversational_ai === undefined){
data.conversational_ai = {};
}
if(data.cost === undefined){
data.cost = {};
}
if(data.cron === undefined){
data.cron = {};
}
if(data.daemon === undefined){
data.daemon = {};
}
if(data.data_retention === undefined){
data.data_retention = {};
}
if(data.decision_models === undefined){
data.decision_models = {};
}
if(data.delegate === undefined){
data.delegate = {};
}
if(data.embedding_routes === undefined){
data.embedding_routes = [];
}
if(data.enroll === undefined){
data.enroll = {};
}
if(data.escalation === undefined){
data.escalation = {};
}
if(data.eval === undefined){
data.eval = {};
}
if(data.extensions === undefined){
data.extensions = [];
}
if(data.file_download === undefined){
data.file_download = {};
}
if(data.file_upload === undefined){
data.file_upload = {};
}
if(data.file_upload_bundle === undefined){
data.file_upload_bundle = {};
}
if(data.gateway === undefined){
data.gateway = {};
}
if(data.gemini_cli === undefined){
data.gemini_cli = {};
}
if(data.google_workspace === undefined){
data.google_workspace = {};
}
if(data.hardware === undefined){
data.hardware = {};
}
if(data.heartbeat === undefined){
data.heartbeat = {};
}
if(data.hooks === undefined){
data.hooks = {};
}
if(data.http_request === undefined){
data.http_request = {};
}
if(data.image_gen === undefined){
data.image_gen = {};
}
if(data.jira === undefined){
data.jira = {};
}
if(data.knowledge === undefined){
data.knowledge = {};
}
if(data.knowledge_bundles === undefined){
data.knowledge_bundles = {};
}
if(data.link_enricher === undefined){
data.link_enricher = {};
}
if(data.linkedin === undefined){
data.linkedin = {};
}
if(data.locale === undefined){
data.locale = "";
}
if(data.mcp === undefined){
data.mcp = {};
}
if(data.mcp_bundles === undefined){
data.mcp_bundles = {};
}
if(data.media_pipeline === undefined){
data.media_pipeline = {};
}
if(data.memory === undefined){
data.memory = {};
}
if(data.microsoft365 === undefined){
data.microsoft365 = {};
}
if(data.model_routes === undefined){
data.model_routes = [];
}
if(data.multimodal === undefined){
data.multimodal = {};
}
if(data.nodes === undefined){
data.nodes = {};
}
if(data.notion === undefined){
data.notion = {};
}
if(data.observability === undefined){
data.observability = {};
}
if(data.oidc === undefined){
data.oidc = {};
}
if(data.onboard_state === undefined){
data.onboard_state = {};
}
if(data.opencode_cli === undefined){
data.opencode_cli = {};
}
if(data.pacing === undefined){
data.pacing = {};
}
if(data.peer_groups === undefined){
data.peer_groups = {};
}
if(data.peripherals === undefined){
data.peripherals = {};
}
if(data.permission_profiles === undefined){
data.permission_profiles = {};
}
if(data.pipeline === undefined){
data.pipeline = {};
}
if(data.plugins === undefined){
data.plugins = {};
}
if(data.project_intel === undefined){
data.project_intel = {};
}
if(data.proxy === undefined){
data.proxy = {};
}
if(data.query_classification === undefined){
data.query_classification = {};
}
if(data.relay === undefined){
data.relay = {};
}
if(data.reliability === undefined){
data.reliability = {};
}
if(data.risk_profiles === undefined){
data.risk_profiles = {};
}
if(data.rpc === undefined){
data.rpc = {};
}
if(data.runtime === undefined){
data.runtime = {};
}
if(data.runtime_profiles === undefined){
data.runtime_profiles = {};
}
if(data.scheduler === undefined){
data.scheduler = {};
}
if(data.schema_version === undefined){
data.schema_version = 1;
}
if(data.secrets === undefined){
data.secrets = {};
}
if(data.security === undefined){
data.security = {};
}
if(data.security_ops === undefined){
data.security_ops = {};
}
if(data.shared === undefined){
data.shared = {};
}
if(data.shell_tool === undefined){
data.shell_tool = {};
}
if(data.skill_bundles === undefined){
data.skill_bundles = {};
}
if(data.skills === undefined){
data.skills = {};
}
if(data.sop === undefined){
data.sop = {};
}
if(data.storage === undefined){
data.storage = {};
}
if(data.text_browser === undefined){
data.text_browser = {};
}
if(data.tools === undefined){
data.tools = {};
}
if(data.transcription === undefined){
data.transcription = {};
}
if(data.trust === undefined){
data.trust = {};
}
if(data.tts === undefined){
data.tts = {};
}
if(data.tunnel === undefined){
data.tunnel = {};
}
if(data.users === undefined){
data.users = {};
}
if(data.verifiable_intent === undefined){
data.verifiable_intent = {};
}
if(data.web_fetch === undefined){
data.web_fetch = {};
}
if(data.web_search === undefined){
data.web_search = {};
}
if(data.wss === undefined){
data.wss = {};
}
if(data.providers === undefined){
data.providers = {};
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.a2a;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.client === undefined){
data0.client = {};
}
if(data0.server === undefined){
data0.server = {};
}
for(const key1 in data0){
if(!((key1 === "client") || (key1 === "server"))){
const err1 = {instancePath:instancePath+"/a2a",schemaPath:"#/properties/a2a/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
let data1 = data0.client;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.allow_private_hosts === undefined){
data1.allow_private_hosts = false;
}
if(data1.allowed_private_hosts === undefined){
data1.allowed_private_hosts = [];
}
if(data1.card_cache_ttl_secs === undefined){
data1.card_cache_ttl_secs = 300;
}
if(data1.enabled === undefined){
data1.enabled = false;
}
if(data1.max_response_bytes === undefined){
data1.max_response_bytes = 1000000;
}
if(data1.peers === undefined){
data1.peers = [];
}
if(data1.request_timeout_secs === undefined){
data1.request_timeout_secs = 120;
}
for(const key2 in data1){
if(!(((((((key2 === "allow_private_hosts") || (key2 === "allowed_private_hosts")) || (key2 === "card_cache_ttl_secs")) || (key2 === "enabled")) || (key2 === "max_response_bytes")) || (key2 === "peers")) || (key2 === "request_timeout_secs"))){
const err2 = {instancePath:instancePath+"/a2a/client",schemaPath:"#/properties/a2a/properties/client/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(typeof data1.allow_private_hosts !== "boolean"){
const err3 = {instancePath:instancePath+"/a2a/client/allow_private_hosts",schemaPath:"#/properties/a2a/properties/client/properties/allow_private_hosts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data3 = data1.allowed_private_hosts;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err4 = {instancePath:instancePath+"/a2a/client/allowed_private_hosts/" + i0,schemaPath:"#/properties/a2a/properties/client/properties/allowed_private_hosts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/a2a/client/allowed_private_hosts",schemaPath:"#/properties/a2a/properties/client/properties/allowed_private_hosts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data5 = data1.card_cache_ttl_secs;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err6 = {instancePath:instancePath+"/a2a/client/card_cache_ttl_secs",schemaPath:"#/properties/a2a/properties/client/properties/card_cache_ttl_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err7 = {instancePath:instancePath+"/a2a/client/card_cache_ttl_secs",schemaPath:"#/properties/a2a/properties/client/properties/card_cache_ttl_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(typeof data1.enabled !== "boolean"){
const err8 = {instancePath:instancePath+"/a2a/client/enabled",schemaPath:"#/properties/a2a/properties/client/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data7 = data1.max_response_bytes;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err9 = {instancePath:instancePath+"/a2a/client/max_response_bytes",schemaPath:"#/properties/a2a/properties/client/properties/max_response_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err10 = {instancePath:instancePath+"/a2a/client/max_response_bytes",schemaPath:"#/properties/a2a/properties/client/properties/max_response_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
let data8 = data1.peers;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.name === undefined){
const err11 = {instancePath:instancePath+"/a2a/client/peers/" + i1,schemaPath:"#/properties/a2a/properties/client/properties/peers/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data9.url === undefined){
const err12 = {instancePath:instancePath+"/a2a/client/peers/" + i1,schemaPath:"#/properties/a2a/properties/client/properties/peers/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data9.name !== undefined){
let data10 = data9.name;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err13 = {instancePath:instancePath+"/a2a/client/peers/" + i1+"/name",schemaPath:"#/properties/a2a/properties/client/properties/peers/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/a2a/client/peers/" + i1+"/name",schemaPath:"#/properties/a2a/properties/client/properties/peers/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data9.url !== undefined){
let data11 = data9.url;
if(typeof data11 === "string"){
if(func3(data11) < 1){
const err15 = {instancePath:instancePath+"/a2a/client/peers/" + i1+"/url",schemaPath:"#/properties/a2a/properties/client/properties/peers/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/a2a/client/peers/" + i1+"/url",schemaPath:"#/properties/a2a/properties/client/properties/peers/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/a2a/client/peers/" + i1,schemaPath:"#/properties/a2a/properties/client/properties/peers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/a2a/client/peers",schemaPath:"#/properties/a2a/properties/client/properties/peers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
let data12 = data1.request_timeout_secs;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err19 = {instancePath:instancePath+"/a2a/client/request_timeout_secs",schemaPath:"#/properties/a2a/properties/client/properties/request_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err20 = {instancePath:instancePath+"/a2a/client/request_timeout_secs",schemaPath:"#/properties/a2a/properties/client/properties/request_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/a2a/client",schemaPath:"#/properties/a2a/properties/client/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data13 = data0.server;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.bind === undefined){
data13.bind = null;
}
if(data13.enabled === undefined){
data13.enabled = false;
}
if(data13.port === undefined){
data13.port = null;
}
if(data13.public_base_url === undefined){
data13.public_base_url = "";
}
for(const key3 in data13){
if(!((((key3 === "bind") || (key3 === "enabled")) || (key3 === "port")) || (key3 === "public_base_url"))){
const err22 = {instancePath:instancePath+"/a2a/server",schemaPath:"#/properties/a2a/properties/server/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
let data14 = data13.bind;
if((typeof data14 !== "string") && (data14 !== null)){
const err23 = {instancePath:instancePath+"/a2a/server/bind",schemaPath:"#/properties/a2a/properties/server/properties/bind/type",keyword:"type",params:{type: schema11.properties.a2a.properties.server.properties.bind.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data13.enabled !== "boolean"){
const err24 = {instancePath:instancePath+"/a2a/server/enabled",schemaPath:"#/properties/a2a/properties/server/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
let data16 = data13.port;
if((!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) && (data16 !== null)){
const err25 = {instancePath:instancePath+"/a2a/server/port",schemaPath:"#/properties/a2a/properties/server/properties/port/type",keyword:"type",params:{type: schema11.properties.a2a.properties.server.properties.port.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 65535 || isNaN(data16)){
const err26 = {instancePath:instancePath+"/a2a/server/port",schemaPath:"#/properties/a2a/properties/server/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err27 = {instancePath:instancePath+"/a2a/server/port",schemaPath:"#/properties/a2a/properties/server/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(typeof data13.public_base_url !== "string"){
const err28 = {instancePath:instancePath+"/a2a/server/public_base_url",schemaPath:"#/properties/a2a/properties/server/properties/public_base_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/a2a/server",schemaPath:"#/properties/a2a/properties/server/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/a2a",schemaPath:"#/properties/a2a/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
let data18 = data.acp;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.default_agent === undefined){
data18.default_agent = null;
}
if(data18.max_sessions === undefined){
data18.max_sessions = 10;
}
if(data18.session_timeout_secs === undefined){
data18.session_timeout_secs = 3600;
}
for(const key4 in data18){
if(!(((key4 === "default_agent") || (key4 === "max_sessions")) || (key4 === "session_timeout_secs"))){
const err31 = {instancePath:instancePath+"/acp",schemaPath:"#/properties/acp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
let data19 = data18.default_agent;
if((typeof data19 !== "string") && (data19 !== null)){
const err32 = {instancePath:instancePath+"/acp/default_agent",schemaPath:"#/properties/acp/properties/default_agent/type",keyword:"type",params:{type: schema11.properties.acp.properties.default_agent.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
let data20 = data18.max_sessions;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err33 = {instancePath:instancePath+"/acp/max_sessions",schemaPath:"#/properties/acp/properties/max_sessions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err34 = {instancePath:instancePath+"/acp/max_sessions",schemaPath:"#/properties/acp/properties/max_sessions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
let data21 = data18.session_timeout_secs;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err35 = {instancePath:instancePath+"/acp/session_timeout_secs",schemaPath:"#/properties/acp/properties/session_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err36 = {instancePath:instancePath+"/acp/session_timeout_secs",schemaPath:"#/properties/acp/properties/session_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/acp",schemaPath:"#/properties/acp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
let data22 = data.agents;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key5 in data22){
let data23 = data22[key5];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.a2a === undefined){
data23.a2a = {};
}
if(data23.acp_enable_mcp === undefined){
data23.acp_enable_mcp = false;
}
if(data23.channels === undefined){
data23.channels = [];
}
if(data23.classifier_provider === undefined){
data23.classifier_provider = null;
}
if(data23.model_provider === undefined){
data23.model_provider = null;
}
if(data23.summary_provider === undefined){
data23.summary_provider = null;
}
if(data23.transcription_provider === undefined){
data23.transcription_provider = null;
}
if(data23.tts_provider === undefined){
data23.tts_provider = null;
}
if(data23.risk_profile === undefined){
data23.risk_profile = null;
}
if(data23.runtime_profile === undefined){
data23.runtime_profile = null;
}
if(data23.cron_jobs === undefined){
data23.cron_jobs = [];
}
if(data23.delegate_same_risk_profile === undefined){
data23.delegate_same_risk_profile = true;
}
if(data23.delegates === undefined){
data23.delegates = [];
}
if(data23.enabled === undefined){
data23.enabled = true;
}
if(data23.identity === undefined){
data23.identity = {};
}
if(data23.knowledge_bundles === undefined){
data23.knowledge_bundles = [];
}
if(data23.mcp_bundles === undefined){
data23.mcp_bundles = [];
}
if(data23.skill_bundles === undefined){
data23.skill_bundles = [];
}
if(data23.memory === undefined){
data23.memory = {};
}
if(data23.precheck === undefined){
data23.precheck = {};
}
if(data23.workspace === undefined){
data23.workspace = {};
}
for(const key6 in data23){
if(!(func2.call(schema11.properties.agents.additionalProperties.properties, key6))){
const err38 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/agents/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
let data24 = data23.a2a;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.exposed_skills === undefined){
data24.exposed_skills = [];
}
if(data24.published === undefined){
data24.published = false;
}
for(const key7 in data24){
if(!((key7 === "exposed_skills") || (key7 === "published"))){
const err39 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/a2a",schemaPath:"#/properties/agents/additionalProperties/properties/a2a/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
let data25 = data24.exposed_skills;
if(Array.isArray(data25)){
const len2 = data25.length;
for(let i2=0; i2<len2; i2++){
if(typeof data25[i2] !== "string"){
const err40 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/a2a/exposed_skills/" + i2,schemaPath:"#/properties/agents/additionalProperties/properties/a2a/properties/exposed_skills/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/a2a/exposed_skills",schemaPath:"#/properties/agents/additionalProperties/properties/a2a/properties/exposed_skills/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(typeof data24.published !== "boolean"){
const err42 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/a2a/published",schemaPath:"#/properties/agents/additionalProperties/properties/a2a/properties/published/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/a2a",schemaPath:"#/properties/agents/additionalProperties/properties/a2a/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data23.acp_enable_mcp !== "boolean"){
const err44 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/acp_enable_mcp",schemaPath:"#/properties/agents/additionalProperties/properties/acp_enable_mcp/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
let data29 = data23.channels;
if(Array.isArray(data29)){
const len3 = data29.length;
for(let i3=0; i3<len3; i3++){
if(typeof data29[i3] !== "string"){
const err45 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/channels/" + i3,schemaPath:"#/properties/agents/additionalProperties/properties/channels/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/channels",schemaPath:"#/properties/agents/additionalProperties/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
let data31 = data23.classifier_provider;
if((typeof data31 !== "string") && (data31 !== null)){
const err47 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/classifier_provider",schemaPath:"#/properties/agents/additionalProperties/properties/classifier_provider/type",keyword:"type",params:{type: schema11.properties.agents.additionalProperties.properties.classifier_provider.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
let data32 = data23.model_provider;
if((typeof data32 !== "string") && (data32 !== null)){
const err48 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/model_provider",schemaPath:"#/properties/agents/additionalProperties/properties/model_provider/type",keyword:"type",params:{type: schema11.properties.agents.additionalProperties.properties.model_provider.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
let data33 = data23.summary_provider;
if((typeof data33 !== "string") && (data33 !== null)){
const err49 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/summary_provider",schemaPath:"#/properties/agents/additionalProperties/properties/summary_provider/type",keyword:"type",params:{type: schema11.properties.agents.additionalProperties.properties.summary_provider.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
let data34 = data23.transcription_provider;
if((typeof data34 !== "string") && (data34 !== null)){
const err50 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/transcription_provider",schemaPath:"#/properties/agents/additionalProperties/properties/transcription_provider/type",keyword:"type",params:{type: schema11.properties.agents.additionalProperties.properties.transcription_provider.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
let data35 = data23.tts_provider;
if((typeof data35 !== "string") && (data35 !== null)){
const err51 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/tts_provider",schemaPath:"#/properties/agents/additionalProperties/properties/tts_provider/type",keyword:"type",params:{type: schema11.properties.agents.additionalProperties.properties.tts_provider.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
let data36 = data23.risk_profile;
if((typeof data36 !== "string") && (data36 !== null)){
const err52 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/risk_profile",schemaPath:"#/properties/agents/additionalProperties/properties/risk_profile/type",keyword:"type",params:{type: schema11.properties.agents.additionalProperties.properties.risk_profile.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
let data37 = data23.runtime_profile;
if((typeof data37 !== "string") && (data37 !== null)){
const err53 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/runtime_profile",schemaPath:"#/properties/agents/additionalProperties/properties/runtime_profile/type",keyword:"type",params:{type: schema11.properties.agents.additionalProperties.properties.runtime_profile.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
let data38 = data23.cron_jobs;
if(Array.isArray(data38)){
const len4 = data38.length;
for(let i4=0; i4<len4; i4++){
if(typeof data38[i4] !== "string"){
const err54 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/cron_jobs/" + i4,schemaPath:"#/properties/agents/additionalProperties/properties/cron_jobs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/cron_jobs",schemaPath:"#/properties/agents/additionalProperties/properties/cron_jobs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(typeof data23.delegate_same_risk_profile !== "boolean"){
const err56 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/delegate_same_risk_profile",schemaPath:"#/properties/agents/additionalProperties/properties/delegate_same_risk_profile/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
let data41 = data23.delegates;
if(Array.isArray(data41)){
const len5 = data41.length;
for(let i5=0; i5<len5; i5++){
let data42 = data41[i5];
if(!(data42 && typeof data42 == "object" && !Array.isArray(data42))){
const err57 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/delegates/" + i5,schemaPath:"#/properties/agents/additionalProperties/properties/delegates/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/delegates",schemaPath:"#/properties/agents/additionalProperties/properties/delegates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(typeof data23.enabled !== "boolean"){
const err59 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/agents/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
let data44 = data23.identity;
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
if(data44.format === undefined){
data44.format = "openclaw";
}
if(data44.aieos_inline === undefined){
data44.aieos_inline = null;
}
if(data44.aieos_path === undefined){
data44.aieos_path = null;
}
for(const key8 in data44){
if(!(((key8 === "format") || (key8 === "aieos_inline")) || (key8 === "aieos_path"))){
const err60 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/identity",schemaPath:"#/properties/agents/additionalProperties/properties/identity/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
let data45 = data44.format;
if(typeof data45 !== "string"){
const err61 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/identity/format",schemaPath:"#/properties/agents/additionalProperties/properties/identity/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!((data45 === "openclaw") || (data45 === "aieos"))){
const err62 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/identity/format",schemaPath:"#/properties/agents/additionalProperties/properties/identity/properties/format/enum",keyword:"enum",params:{allowedValues: schema11.properties.agents.additionalProperties.properties.identity.properties.format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
let data46 = data44.aieos_inline;
if((typeof data46 !== "string") && (data46 !== null)){
const err63 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/identity/aieos_inline",schemaPath:"#/properties/agents/additionalProperties/properties/identity/properties/aieos_inline/type",keyword:"type",params:{type: schema11.properties.agents.additionalProperties.properties.identity.properties.aieos_inline.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
let data47 = data44.aieos_path;
if((typeof data47 !== "string") && (data47 !== null)){
const err64 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/identity/aieos_path",schemaPath:"#/properties/agents/additionalProperties/properties/identity/properties/aieos_path/type",keyword:"type",params:{type: schema11.properties.agents.additionalProperties.properties.identity.properties.aieos_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/identity",schemaPath:"#/properties/agents/additionalProperties/properties/identity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
let data48 = data23.knowledge_bundles;
if(Array.isArray(data48)){
const len6 = data48.length;
for(let i6=0; i6<len6; i6++){
if(typeof data48[i6] !== "string"){
const err66 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/knowledge_bundles/" + i6,schemaPath:"#/properties/agents/additionalProperties/properties/knowledge_bundles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/knowledge_bundles",schemaPath:"#/properties/agents/additionalProperties/properties/knowledge_bundles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
let data50 = data23.mcp_bundles;
if(Array.isArray(data50)){
const len7 = data50.length;
for(let i7=0; i7<len7; i7++){
if(typeof data50[i7] !== "string"){
const err68 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/mcp_bundles/" + i7,schemaPath:"#/properties/agents/additionalProperties/properties/mcp_bundles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/mcp_bundles",schemaPath:"#/properties/agents/additionalProperties/properties/mcp_bundles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
let data52 = data23.skill_bundles;
if(Array.isArray(data52)){
const len8 = data52.length;
for(let i8=0; i8<len8; i8++){
if(typeof data52[i8] !== "string"){
const err70 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/skill_bundles/" + i8,schemaPath:"#/properties/agents/additionalProperties/properties/skill_bundles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/skill_bundles",schemaPath:"#/properties/agents/additionalProperties/properties/skill_bundles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
let data54 = data23.memory;
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
if(data54.backend === undefined){
data54.backend = {};
}
for(const key9 in data54){
if(!(key9 === "backend")){
const err72 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/memory",schemaPath:"#/properties/agents/additionalProperties/properties/memory/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
let data55 = data54.backend;
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
}
else {
const err73 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/memory/backend",schemaPath:"#/properties/agents/additionalProperties/properties/memory/properties/backend/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/memory",schemaPath:"#/properties/agents/additionalProperties/properties/memory/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
let data56 = data23.precheck;
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
if(data56.enabled === undefined){
data56.enabled = true;
}
if(data56.timeout_secs === undefined){
data56.timeout_secs = 5;
}
for(const key10 in data56){
if(!((key10 === "enabled") || (key10 === "timeout_secs"))){
const err75 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/precheck",schemaPath:"#/properties/agents/additionalProperties/properties/precheck/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(typeof data56.enabled !== "boolean"){
const err76 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/precheck/enabled",schemaPath:"#/properties/agents/additionalProperties/properties/precheck/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
let data58 = data56.timeout_secs;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err77 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/precheck/timeout_secs",schemaPath:"#/properties/agents/additionalProperties/properties/precheck/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 1 || isNaN(data58)){
const err78 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/precheck/timeout_secs",schemaPath:"#/properties/agents/additionalProperties/properties/precheck/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/precheck",schemaPath:"#/properties/agents/additionalProperties/properties/precheck/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
let data59 = data23.workspace;
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
if(data59.access === undefined){
data59.access = {};
}
if(data59.path === undefined){
data59.path = null;
}
if(data59.read_memory_from === undefined){
data59.read_memory_from = [];
}
if(data59.unrestricted_filesystem === undefined){
data59.unrestricted_filesystem = false;
}
for(const key11 in data59){
if(!((((key11 === "access") || (key11 === "path")) || (key11 === "read_memory_from")) || (key11 === "unrestricted_filesystem"))){
const err80 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/workspace",schemaPath:"#/properties/agents/additionalProperties/properties/workspace/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
let data60 = data59.access;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
}
else {
const err81 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/workspace/access",schemaPath:"#/properties/agents/additionalProperties/properties/workspace/properties/access/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
let data61 = data59.path;
if((typeof data61 !== "string") && (data61 !== null)){
const err82 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/workspace/path",schemaPath:"#/properties/agents/additionalProperties/properties/workspace/properties/path/type",keyword:"type",params:{type: schema11.properties.agents.additionalProperties.properties.workspace.properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
let data62 = data59.read_memory_from;
if((typeof data62 !== "string") && (!(Array.isArray(data62)))){
const err83 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/workspace/read_memory_from",schemaPath:"#/properties/agents/additionalProperties/properties/workspace/properties/read_memory_from/type",keyword:"type",params:{type: schema11.properties.agents.additionalProperties.properties.workspace.properties.read_memory_from.type},message:"must be string,array"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(Array.isArray(data62)){
const len9 = data62.length;
for(let i9=0; i9<len9; i9++){
let data63 = data62[i9];
if(!(data63 && typeof data63 == "object" && !Array.isArray(data63))){
const err84 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/workspace/read_memory_from/" + i9,schemaPath:"#/properties/agents/additionalProperties/properties/workspace/properties/read_memory_from/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
if(typeof data59.unrestricted_filesystem !== "boolean"){
const err85 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/workspace/unrestricted_filesystem",schemaPath:"#/properties/agents/additionalProperties/properties/workspace/properties/unrestricted_filesystem/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/workspace",schemaPath:"#/properties/agents/additionalProperties/properties/workspace/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/agents/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/agents/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
const aliasErrors0 = keyword0(data22, instancePath+"/agents", "#/properties/agents/x-alias-map");
if(!(aliasErrors0 === null)){
vErrors = vErrors === null ? aliasErrors0 : vErrors.concat(aliasErrors0);
errors = vErrors.length;
}
}
else {
const err88 = {instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
let data65 = data.backup;
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
if(data65.compress === undefined){
data65.compress = true;
}
if(data65.destination_dir === undefined){
data65.destination_dir = "state/backups";
}
if(data65.enabled === undefined){
data65.enabled = true;
}
if(data65.encrypt === undefined){
data65.encrypt = false;
}
if(data65.include_dirs === undefined){
data65.include_dirs = ["config","memory","audit","knowledge"];
}
if(data65.max_keep === undefined){
data65.max_keep = 10;
}
if(data65.schedule_cron === undefined){
data65.schedule_cron = null;
}
if(data65.schedule_timezone === undefined){
data65.schedule_timezone = null;
}
for(const key12 in data65){
if(!((((((((key12 === "compress") || (key12 === "destination_dir")) || (key12 === "enabled")) || (key12 === "encrypt")) || (key12 === "include_dirs")) || (key12 === "max_keep")) || (key12 === "schedule_cron")) || (key12 === "schedule_timezone"))){
const err89 = {instancePath:instancePath+"/backup",schemaPath:"#/properties/backup/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(typeof data65.compress !== "boolean"){
const err90 = {instancePath:instancePath+"/backup/compress",schemaPath:"#/properties/backup/properties/compress/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(typeof data65.destination_dir !== "string"){
const err91 = {instancePath:instancePath+"/backup/destination_dir",schemaPath:"#/properties/backup/properties/destination_dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(typeof data65.enabled !== "boolean"){
const err92 = {instancePath:instancePath+"/backup/enabled",schemaPath:"#/properties/backup/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(typeof data65.encrypt !== "boolean"){
const err93 = {instancePath:instancePath+"/backup/encrypt",schemaPath:"#/properties/backup/properties/encrypt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
let data70 = data65.include_dirs;
if(Array.isArray(data70)){
const len10 = data70.length;
for(let i10=0; i10<len10; i10++){
if(typeof data70[i10] !== "string"){
const err94 = {instancePath:instancePath+"/backup/include_dirs/" + i10,schemaPath:"#/properties/backup/properties/include_dirs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath:instancePath+"/backup/include_dirs",schemaPath:"#/properties/backup/properties/include_dirs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
let data72 = data65.max_keep;
if(!(((typeof data72 == "number") && (!(data72 % 1) && !isNaN(data72))) && (isFinite(data72)))){
const err96 = {instancePath:instancePath+"/backup/max_keep",schemaPath:"#/properties/backup/properties/max_keep/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if((typeof data72 == "number") && (isFinite(data72))){
if(data72 < 0 || isNaN(data72)){
const err97 = {instancePath:instancePath+"/backup/max_keep",schemaPath:"#/properties/backup/properties/max_keep/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
let data73 = data65.schedule_cron;
if((typeof data73 !== "string") && (data73 !== null)){
const err98 = {instancePath:instancePath+"/backup/schedule_cron",schemaPath:"#/properties/backup/properties/schedule_cron/type",keyword:"type",params:{type: schema11.properties.backup.properties.schedule_cron.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
let data74 = data65.schedule_timezone;
if((typeof data74 !== "string") && (data74 !== null)){
const err99 = {instancePath:instancePath+"/backup/schedule_timezone",schemaPath:"#/properties/backup/properties/schedule_timezone/type",keyword:"type",params:{type: schema11.properties.backup.properties.schedule_timezone.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/backup",schemaPath:"#/properties/backup/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
let data75 = data.browser;
if(data75 && typeof data75 == "object" && !Array.isArray(data75)){
if(data75.allowed_domains === undefined){
data75.allowed_domains = ["*"];
}
if(data75.allowed_private_hosts === undefined){
data75.allowed_private_hosts = [];
}
if(data75.automation_enabled === undefined){
data75.automation_enabled = false;
}
if(data75.backend === undefined){
data75.backend = "agent_browser";
}
if(data75.enabled === undefined){
data75.enabled = true;
}
if(data75.headed === undefined){
data75.headed = null;
}
if(data75.native_chrome_path === undefined){
data75.native_chrome_path = null;
}
if(data75.native_headless === undefined){
data75.native_headless = true;
}
if(data75.native_webdriver_url === undefined){
data75.native_webdriver_url = "http://127.0.0.1:9515";
}
if(data75.session_name === undefined){
data75.session_name = null;
}
if(data75.computer_use === undefined){
data75.computer_use = {};
}
for(const key13 in data75){
if(!(func2.call(schema11.properties.browser.properties, key13))){
const err101 = {instancePath:instancePath+"/browser",schemaPath:"#/properties/browser/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
let data76 = data75.allowed_domains;
if(Array.isArray(data76)){
const len11 = data76.length;
for(let i11=0; i11<len11; i11++){
if(typeof data76[i11] !== "string"){
const err102 = {instancePath:instancePath+"/browser/allowed_domains/" + i11,schemaPath:"#/properties/browser/properties/allowed_domains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
else {
const err103 = {instancePath:instancePath+"/browser/allowed_domains",schemaPath:"#/properties/browser/properties/allowed_domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
let data78 = data75.allowed_private_hosts;
if(Array.isArray(data78)){
const len12 = data78.length;
for(let i12=0; i12<len12; i12++){
if(typeof data78[i12] !== "string"){
const err104 = {instancePath:instancePath+"/browser/allowed_private_hosts/" + i12,schemaPath:"#/properties/browser/properties/allowed_private_hosts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath:instancePath+"/browser/allowed_private_hosts",schemaPath:"#/properties/browser/properties/allowed_private_hosts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(typeof data75.automation_enabled !== "boolean"){
const err106 = {instancePath:instancePath+"/browser/automation_enabled",schemaPath:"#/properties/browser/properties/automation_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
let data81 = data75.backend;
if(typeof data81 !== "string"){
const err107 = {instancePath:instancePath+"/browser/backend",schemaPath:"#/properties/browser/properties/backend/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(!((((data81 === "agent_browser") || (data81 === "rust_native")) || (data81 === "computer_use")) || (data81 === "auto"))){
const err108 = {instancePath:instancePath+"/browser/backend",schemaPath:"#/properties/browser/properties/backend/enum",keyword:"enum",params:{allowedValues: schema11.properties.browser.properties.backend.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(typeof data75.enabled !== "boolean"){
const err109 = {instancePath:instancePath+"/browser/enabled",schemaPath:"#/properties/browser/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
let data83 = data75.headed;
if((typeof data83 !== "boolean") && (data83 !== null)){
const err110 = {instancePath:instancePath+"/browser/headed",schemaPath:"#/properties/browser/properties/headed/type",keyword:"type",params:{type: schema11.properties.browser.properties.headed.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
let data84 = data75.native_chrome_path;
if((typeof data84 !== "string") && (data84 !== null)){
const err111 = {instancePath:instancePath+"/browser/native_chrome_path",schemaPath:"#/properties/browser/properties/native_chrome_path/type",keyword:"type",params:{type: schema11.properties.browser.properties.native_chrome_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(typeof data75.native_headless !== "boolean"){
const err112 = {instancePath:instancePath+"/browser/native_headless",schemaPath:"#/properties/browser/properties/native_headless/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(typeof data75.native_webdriver_url !== "string"){
const err113 = {instancePath:instancePath+"/browser/native_webdriver_url",schemaPath:"#/properties/browser/properties/native_webdriver_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
let data87 = data75.session_name;
if((typeof data87 !== "string") && (data87 !== null)){
const err114 = {instancePath:instancePath+"/browser/session_name",schemaPath:"#/properties/browser/properties/session_name/type",keyword:"type",params:{type: schema11.properties.browser.properties.session_name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
let data88 = data75.computer_use;
if(data88 && typeof data88 == "object" && !Array.isArray(data88)){
if(data88.allow_remote_endpoint === undefined){
data88.allow_remote_endpoint = false;
}
if(data88.api_key === undefined){
data88.api_key = null;
}
if(data88.endpoint === undefined){
data88.endpoint = "http://127.0.0.1:8787/v1/actions";
}
if(data88.max_coordinate_x === undefined){
data88.max_coordinate_x = null;
}
if(data88.max_coordinate_y === undefined){
data88.max_coordinate_y = null;
}
if(data88.timeout_ms === undefined){
data88.timeout_ms = 15000;
}
if(data88.window_allowlist === undefined){
data88.window_allowlist = [];
}
for(const key14 in data88){
if(!(((((((key14 === "allow_remote_endpoint") || (key14 === "api_key")) || (key14 === "endpoint")) || (key14 === "max_coordinate_x")) || (key14 === "max_coordinate_y")) || (key14 === "timeout_ms")) || (key14 === "window_allowlist"))){
const err115 = {instancePath:instancePath+"/browser/computer_use",schemaPath:"#/properties/browser/properties/computer_use/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(typeof data88.allow_remote_endpoint !== "boolean"){
const err116 = {instancePath:instancePath+"/browser/computer_use/allow_remote_endpoint",schemaPath:"#/properties/browser/properties/computer_use/properties/allow_remote_endpoint/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
let data90 = data88.api_key;
if((typeof data90 !== "string") && (data90 !== null)){
const err117 = {instancePath:instancePath+"/browser/computer_use/api_key",schemaPath:"#/properties/browser/properties/computer_use/properties/api_key/type",keyword:"type",params:{type: schema11.properties.browser.properties.computer_use.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(typeof data88.endpoint !== "string"){
const err118 = {instancePath:instancePath+"/browser/computer_use/endpoint",schemaPath:"#/properties/browser/properties/computer_use/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
let data92 = data88.max_coordinate_x;
if((!(((typeof data92 == "number") && (!(data92 % 1) && !isNaN(data92))) && (isFinite(data92)))) && (data92 !== null)){
const err119 = {instancePath:instancePath+"/browser/computer_use/max_coordinate_x",schemaPath:"#/properties/browser/properties/computer_use/properties/max_coordinate_x/type",keyword:"type",params:{type: schema11.properties.browser.properties.computer_use.properties.max_coordinate_x.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if((typeof data92 == "number") && (isFinite(data92))){
if(data92 < 0 || isNaN(data92)){
const err120 = {instancePath:instancePath+"/browser/computer_use/max_coordinate_x",schemaPath:"#/properties/browser/properties/computer_use/properties/max_coordinate_x/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
let data93 = data88.max_coordinate_y;
if((!(((typeof data93 == "number") && (!(data93 % 1) && !isNaN(data93))) && (isFinite(data93)))) && (data93 !== null)){
const err121 = {instancePath:instancePath+"/browser/computer_use/max_coordinate_y",schemaPath:"#/properties/browser/properties/computer_use/properties/max_coordinate_y/type",keyword:"type",params:{type: schema11.properties.browser.properties.computer_use.properties.max_coordinate_y.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if((typeof data93 == "number") && (isFinite(data93))){
if(data93 < 0 || isNaN(data93)){
const err122 = {instancePath:instancePath+"/browser/computer_use/max_coordinate_y",schemaPath:"#/properties/browser/properties/computer_use/properties/max_coordinate_y/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
let data94 = data88.timeout_ms;
if(!(((typeof data94 == "number") && (!(data94 % 1) && !isNaN(data94))) && (isFinite(data94)))){
const err123 = {instancePath:instancePath+"/browser/computer_use/timeout_ms",schemaPath:"#/properties/browser/properties/computer_use/properties/timeout_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if((typeof data94 == "number") && (isFinite(data94))){
if(data94 < 0 || isNaN(data94)){
const err124 = {instancePath:instancePath+"/browser/computer_use/timeout_ms",schemaPath:"#/properties/browser/properties/computer_use/properties/timeout_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
let data95 = data88.window_allowlist;
if(Array.isArray(data95)){
const len13 = data95.length;
for(let i13=0; i13<len13; i13++){
if(typeof data95[i13] !== "string"){
const err125 = {instancePath:instancePath+"/browser/computer_use/window_allowlist/" + i13,schemaPath:"#/properties/browser/properties/computer_use/properties/window_allowlist/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
else {
const err126 = {instancePath:instancePath+"/browser/computer_use/window_allowlist",schemaPath:"#/properties/browser/properties/computer_use/properties/window_allowlist/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
else {
const err127 = {instancePath:instancePath+"/browser/computer_use",schemaPath:"#/properties/browser/properties/computer_use/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
else {
const err128 = {instancePath:instancePath+"/browser",schemaPath:"#/properties/browser/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
let data97 = data.browser_delegate;
if(data97 && typeof data97 == "object" && !Array.isArray(data97)){
if(data97.allowed_domains === undefined){
data97.allowed_domains = [];
}
if(data97.blocked_domains === undefined){
data97.blocked_domains = [];
}
if(data97.chrome_profile_dir === undefined){
data97.chrome_profile_dir = "";
}
if(data97.cli_binary === undefined){
data97.cli_binary = "claude";
}
if(data97.enabled === undefined){
data97.enabled = false;
}
if(data97.task_timeout_secs === undefined){
data97.task_timeout_secs = 120;
}
for(const key15 in data97){
if(!((((((key15 === "allowed_domains") || (key15 === "blocked_domains")) || (key15 === "chrome_profile_dir")) || (key15 === "cli_binary")) || (key15 === "enabled")) || (key15 === "task_timeout_secs"))){
const err129 = {instancePath:instancePath+"/browser_delegate",schemaPath:"#/properties/browser_delegate/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
let data98 = data97.allowed_domains;
if(Array.isArray(data98)){
const len14 = data98.length;
for(let i14=0; i14<len14; i14++){
if(typeof data98[i14] !== "string"){
const err130 = {instancePath:instancePath+"/browser_delegate/allowed_domains/" + i14,schemaPath:"#/properties/browser_delegate/properties/allowed_domains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
else {
const err131 = {instancePath:instancePath+"/browser_delegate/allowed_domains",schemaPath:"#/properties/browser_delegate/properties/allowed_domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
let data100 = data97.blocked_domains;
if(Array.isArray(data100)){
const len15 = data100.length;
for(let i15=0; i15<len15; i15++){
if(typeof data100[i15] !== "string"){
const err132 = {instancePath:instancePath+"/browser_delegate/blocked_domains/" + i15,schemaPath:"#/properties/browser_delegate/properties/blocked_domains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
else {
const err133 = {instancePath:instancePath+"/browser_delegate/blocked_domains",schemaPath:"#/properties/browser_delegate/properties/blocked_domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(typeof data97.chrome_profile_dir !== "string"){
const err134 = {instancePath:instancePath+"/browser_delegate/chrome_profile_dir",schemaPath:"#/properties/browser_delegate/properties/chrome_profile_dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(typeof data97.cli_binary !== "string"){
const err135 = {instancePath:instancePath+"/browser_delegate/cli_binary",schemaPath:"#/properties/browser_delegate/properties/cli_binary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(typeof data97.enabled !== "boolean"){
const err136 = {instancePath:instancePath+"/browser_delegate/enabled",schemaPath:"#/properties/browser_delegate/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
let data105 = data97.task_timeout_secs;
if(!(((typeof data105 == "number") && (!(data105 % 1) && !isNaN(data105))) && (isFinite(data105)))){
const err137 = {instancePath:instancePath+"/browser_delegate/task_timeout_secs",schemaPath:"#/properties/browser_delegate/properties/task_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if((typeof data105 == "number") && (isFinite(data105))){
if(data105 < 1 || isNaN(data105)){
const err138 = {instancePath:instancePath+"/browser_delegate/task_timeout_secs",schemaPath:"#/properties/browser_delegate/properties/task_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
else {
const err139 = {instancePath:instancePath+"/browser_delegate",schemaPath:"#/properties/browser_delegate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
let data106 = data.channels;
if(data106 && typeof data106 == "object" && !Array.isArray(data106)){
if(data106.untrusted_input_guard === undefined){
data106.untrusted_input_guard = "warn";
}
if(data106.untrusted_guard_sensitivity === undefined){
data106.untrusted_guard_sensitivity = 0.7;
}
if(data106.ack_reactions === undefined){
data106.ack_reactions = true;
}
if(data106.cli === undefined){
data106.cli = true;
}
if(data106.debounce_ms === undefined){
data106.debounce_ms = 0;
}
if(data106.max_concurrent_per_channel === undefined){
data106.max_concurrent_per_channel = 4;
}
if(data106.message_timeout_secs === undefined){
data106.message_timeout_secs = 300;
}
if(data106.model_fallback_notice === undefined){
data106.model_fallback_notice = {};
}
if(data106.session_backend === undefined){
data106.session_backend = "sqlite";
}
if(data106.session_persistence === undefined){
data106.session_persistence = true;
}
if(data106.session_ttl_hours === undefined){
data106.session_ttl_hours = 0;
}
if(data106.show_tool_calls === undefined){
data106.show_tool_calls = false;
}
if(data106.amqp === undefined){
data106.amqp = {};
}
if(data106.email === undefined){
data106.email = {};
}
if(data106.filesystem === undefined){
data106.filesystem = {};
}
if(data106.git === undefined){
data106.git = {};
}
if(data106.gmail_push === undefined){
data106.gmail_push = {};
}
if(data106.irc === undefined){
data106.irc = {};
}
if(data106.mqtt === undefined){
data106.mqtt = {};
}
if(data106.plugin === undefined){
data106.plugin = {};
}
if(data106.voice_call === undefined){
data106.voice_call = {};
}
if(data106.voice_duplex === undefined){
data106.voice_duplex = {};
}
if(data106.voice_wake === undefined){
data106.voice_wake = {};
}
if(data106.webhook === undefined){
data106.webhook = {};
}
if(data106.wecom === undefined){
data106.wecom = {};
}
if(data106.wecom_ws === undefined){
data106.wecom_ws = {};
}
for(const key16 in data106){
if(!(func2.call(schema11.properties.channels.properties, key16))){
const err140 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
let data107 = data106.untrusted_input_guard;
if(typeof data107 !== "string"){
const err141 = {instancePath:instancePath+"/channels/untrusted_input_guard",schemaPath:"#/properties/channels/properties/untrusted_input_guard/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(!(((data107 === "warn") || (data107 === "block")) || (data107 === "sanitize"))){
const err142 = {instancePath:instancePath+"/channels/untrusted_input_guard",schemaPath:"#/properties/channels/properties/untrusted_input_guard/enum",keyword:"enum",params:{allowedValues: schema11.properties.channels.properties.untrusted_input_guard.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
let data108 = data106.untrusted_guard_sensitivity;
if((typeof data108 == "number") && (isFinite(data108))){
if(data108 > 1 || isNaN(data108)){
const err143 = {instancePath:instancePath+"/channels/untrusted_guard_sensitivity",schemaPath:"#/properties/channels/properties/untrusted_guard_sensitivity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(data108 < 0 || isNaN(data108)){
const err144 = {instancePath:instancePath+"/channels/untrusted_guard_sensitivity",schemaPath:"#/properties/channels/properties/untrusted_guard_sensitivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
else {
const err145 = {instancePath:instancePath+"/channels/untrusted_guard_sensitivity",schemaPath:"#/properties/channels/properties/untrusted_guard_sensitivity/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
if(typeof data106.ack_reactions !== "boolean"){
const err146 = {instancePath:instancePath+"/channels/ack_reactions",schemaPath:"#/properties/channels/properties/ack_reactions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(typeof data106.cli !== "boolean"){
const err147 = {instancePath:instancePath+"/channels/cli",schemaPath:"#/properties/channels/properties/cli/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
let data111 = data106.debounce_ms;
if(!(((typeof data111 == "number") && (!(data111 % 1) && !isNaN(data111))) && (isFinite(data111)))){
const err148 = {instancePath:instancePath+"/channels/debounce_ms",schemaPath:"#/properties/channels/properties/debounce_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if((typeof data111 == "number") && (isFinite(data111))){
if(data111 > 60000 || isNaN(data111)){
const err149 = {instancePath:instancePath+"/channels/debounce_ms",schemaPath:"#/properties/channels/properties/debounce_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60000},message:"must be <= 60000"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(data111 < 0 || isNaN(data111)){
const err150 = {instancePath:instancePath+"/channels/debounce_ms",schemaPath:"#/properties/channels/properties/debounce_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
let data112 = data106.max_concurrent_per_channel;
if(!(((typeof data112 == "number") && (!(data112 % 1) && !isNaN(data112))) && (isFinite(data112)))){
const err151 = {instancePath:instancePath+"/channels/max_concurrent_per_channel",schemaPath:"#/properties/channels/properties/max_concurrent_per_channel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if((typeof data112 == "number") && (isFinite(data112))){
if(data112 < 1 || isNaN(data112)){
const err152 = {instancePath:instancePath+"/channels/max_concurrent_per_channel",schemaPath:"#/properties/channels/properties/max_concurrent_per_channel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
let data113 = data106.message_timeout_secs;
if(!(((typeof data113 == "number") && (!(data113 % 1) && !isNaN(data113))) && (isFinite(data113)))){
const err153 = {instancePath:instancePath+"/channels/message_timeout_secs",schemaPath:"#/properties/channels/properties/message_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if((typeof data113 == "number") && (isFinite(data113))){
if(data113 < 1 || isNaN(data113)){
const err154 = {instancePath:instancePath+"/channels/message_timeout_secs",schemaPath:"#/properties/channels/properties/message_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
let data114 = data106.model_fallback_notice;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
}
else {
const err155 = {instancePath:instancePath+"/channels/model_fallback_notice",schemaPath:"#/properties/channels/properties/model_fallback_notice/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
let data115 = data106.session_backend;
if(typeof data115 !== "string"){
const err156 = {instancePath:instancePath+"/channels/session_backend",schemaPath:"#/properties/channels/properties/session_backend/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if(!((data115 === "sqlite") || (data115 === "jsonl"))){
const err157 = {instancePath:instancePath+"/channels/session_backend",schemaPath:"#/properties/channels/properties/session_backend/enum",keyword:"enum",params:{allowedValues: schema11.properties.channels.properties.session_backend.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(typeof data106.session_persistence !== "boolean"){
const err158 = {instancePath:instancePath+"/channels/session_persistence",schemaPath:"#/properties/channels/properties/session_persistence/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
let data117 = data106.session_ttl_hours;
if(!(((typeof data117 == "number") && (!(data117 % 1) && !isNaN(data117))) && (isFinite(data117)))){
const err159 = {instancePath:instancePath+"/channels/session_ttl_hours",schemaPath:"#/properties/channels/properties/session_ttl_hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if((typeof data117 == "number") && (isFinite(data117))){
if(data117 < 0 || isNaN(data117)){
const err160 = {instancePath:instancePath+"/channels/session_ttl_hours",schemaPath:"#/properties/channels/properties/session_ttl_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(typeof data106.show_tool_calls !== "boolean"){
const err161 = {instancePath:instancePath+"/channels/show_tool_calls",schemaPath:"#/properties/channels/properties/show_tool_calls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
let data119 = data106.amqp;
if(data119 && typeof data119 == "object" && !Array.isArray(data119)){
for(const key17 in data119){
let data120 = data119[key17];
if(data120 && typeof data120 == "object" && !Array.isArray(data120)){
if(data120.enabled === undefined){
data120.enabled = true;
}
if(data120.ws_url === undefined){
data120.ws_url = null;
}
if(typeof data120.enabled !== "boolean"){
const err162 = {instancePath:instancePath+"/channels/amqp/" + key17.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/amqp/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
let data122 = data120.ws_url;
if((typeof data122 !== "string") && (data122 !== null)){
const err163 = {instancePath:instancePath+"/channels/amqp/" + key17.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/amqp/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.amqp.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(typeof data122 === "string"){
if(!pattern0.test(data122)){
const err164 = {instancePath:instancePath+"/channels/amqp/" + key17.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/amqp/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
}
else {
const err165 = {instancePath:instancePath+"/channels/amqp/" + key17.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/amqp/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
const aliasErrors1 = keyword0(data119, instancePath+"/channels/amqp", "#/properties/channels/properties/amqp/x-alias-map");
if(!(aliasErrors1 === null)){
vErrors = vErrors === null ? aliasErrors1 : vErrors.concat(aliasErrors1);
errors = vErrors.length;
}
}
else {
const err166 = {instancePath:instancePath+"/channels/amqp",schemaPath:"#/properties/channels/properties/amqp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
let data123 = data106.email;
if(data123 && typeof data123 == "object" && !Array.isArray(data123)){
for(const key18 in data123){
let data124 = data123[key18];
if(data124 && typeof data124 == "object" && !Array.isArray(data124)){
if(data124.enabled === undefined){
data124.enabled = true;
}
if(data124.ws_url === undefined){
data124.ws_url = null;
}
if(typeof data124.enabled !== "boolean"){
const err167 = {instancePath:instancePath+"/channels/email/" + key18.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/email/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
let data126 = data124.ws_url;
if((typeof data126 !== "string") && (data126 !== null)){
const err168 = {instancePath:instancePath+"/channels/email/" + key18.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/email/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.email.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if(typeof data126 === "string"){
if(!pattern0.test(data126)){
const err169 = {instancePath:instancePath+"/channels/email/" + key18.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/email/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
}
else {
const err170 = {instancePath:instancePath+"/channels/email/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/email/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
const aliasErrors2 = keyword0(data123, instancePath+"/channels/email", "#/properties/channels/properties/email/x-alias-map");
if(!(aliasErrors2 === null)){
vErrors = vErrors === null ? aliasErrors2 : vErrors.concat(aliasErrors2);
errors = vErrors.length;
}
}
else {
const err171 = {instancePath:instancePath+"/channels/email",schemaPath:"#/properties/channels/properties/email/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
let data127 = data106.filesystem;
if(data127 && typeof data127 == "object" && !Array.isArray(data127)){
for(const key19 in data127){
let data128 = data127[key19];
if(data128 && typeof data128 == "object" && !Array.isArray(data128)){
if(data128.enabled === undefined){
data128.enabled = true;
}
if(data128.ws_url === undefined){
data128.ws_url = null;
}
if(typeof data128.enabled !== "boolean"){
const err172 = {instancePath:instancePath+"/channels/filesystem/" + key19.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/filesystem/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
let data130 = data128.ws_url;
if((typeof data130 !== "string") && (data130 !== null)){
const err173 = {instancePath:instancePath+"/channels/filesystem/" + key19.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/filesystem/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.filesystem.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(typeof data130 === "string"){
if(!pattern0.test(data130)){
const err174 = {instancePath:instancePath+"/channels/filesystem/" + key19.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/filesystem/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
else {
const err175 = {instancePath:instancePath+"/channels/filesystem/" + key19.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/filesystem/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
const aliasErrors3 = keyword0(data127, instancePath+"/channels/filesystem", "#/properties/channels/properties/filesystem/x-alias-map");
if(!(aliasErrors3 === null)){
vErrors = vErrors === null ? aliasErrors3 : vErrors.concat(aliasErrors3);
errors = vErrors.length;
}
}
else {
const err176 = {instancePath:instancePath+"/channels/filesystem",schemaPath:"#/properties/channels/properties/filesystem/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
let data131 = data106.git;
if(data131 && typeof data131 == "object" && !Array.isArray(data131)){
for(const key20 in data131){
let data132 = data131[key20];
if(data132 && typeof data132 == "object" && !Array.isArray(data132)){
if(data132.enabled === undefined){
data132.enabled = true;
}
if(data132.ws_url === undefined){
data132.ws_url = null;
}
if(typeof data132.enabled !== "boolean"){
const err177 = {instancePath:instancePath+"/channels/git/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/git/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
let data134 = data132.ws_url;
if((typeof data134 !== "string") && (data134 !== null)){
const err178 = {instancePath:instancePath+"/channels/git/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/git/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.git.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if(typeof data134 === "string"){
if(!pattern0.test(data134)){
const err179 = {instancePath:instancePath+"/channels/git/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/git/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
}
else {
const err180 = {instancePath:instancePath+"/channels/git/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/git/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
const aliasErrors4 = keyword0(data131, instancePath+"/channels/git", "#/properties/channels/properties/git/x-alias-map");
if(!(aliasErrors4 === null)){
vErrors = vErrors === null ? aliasErrors4 : vErrors.concat(aliasErrors4);
errors = vErrors.length;
}
}
else {
const err181 = {instancePath:instancePath+"/channels/git",schemaPath:"#/properties/channels/properties/git/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
let data135 = data106.gmail_push;
if(data135 && typeof data135 == "object" && !Array.isArray(data135)){
for(const key21 in data135){
let data136 = data135[key21];
if(data136 && typeof data136 == "object" && !Array.isArray(data136)){
if(data136.enabled === undefined){
data136.enabled = true;
}
if(data136.ws_url === undefined){
data136.ws_url = null;
}
if(typeof data136.enabled !== "boolean"){
const err182 = {instancePath:instancePath+"/channels/gmail_push/" + key21.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/gmail_push/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
let data138 = data136.ws_url;
if((typeof data138 !== "string") && (data138 !== null)){
const err183 = {instancePath:instancePath+"/channels/gmail_push/" + key21.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/gmail_push/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.gmail_push.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if(typeof data138 === "string"){
if(!pattern0.test(data138)){
const err184 = {instancePath:instancePath+"/channels/gmail_push/" + key21.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/gmail_push/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
else {
const err185 = {instancePath:instancePath+"/channels/gmail_push/" + key21.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/gmail_push/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
const aliasErrors5 = keyword0(data135, instancePath+"/channels/gmail_push", "#/properties/channels/properties/gmail_push/x-alias-map");
if(!(aliasErrors5 === null)){
vErrors = vErrors === null ? aliasErrors5 : vErrors.concat(aliasErrors5);
errors = vErrors.length;
}
}
else {
const err186 = {instancePath:instancePath+"/channels/gmail_push",schemaPath:"#/properties/channels/properties/gmail_push/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
let data139 = data106.irc;
if(data139 && typeof data139 == "object" && !Array.isArray(data139)){
for(const key22 in data139){
let data140 = data139[key22];
if(data140 && typeof data140 == "object" && !Array.isArray(data140)){
if(data140.enabled === undefined){
data140.enabled = true;
}
if(data140.ws_url === undefined){
data140.ws_url = null;
}
if(typeof data140.enabled !== "boolean"){
const err187 = {instancePath:instancePath+"/channels/irc/" + key22.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/irc/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
let data142 = data140.ws_url;
if((typeof data142 !== "string") && (data142 !== null)){
const err188 = {instancePath:instancePath+"/channels/irc/" + key22.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/irc/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.irc.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
if(typeof data142 === "string"){
if(!pattern0.test(data142)){
const err189 = {instancePath:instancePath+"/channels/irc/" + key22.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/irc/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
}
else {
const err190 = {instancePath:instancePath+"/channels/irc/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/irc/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
const aliasErrors6 = keyword0(data139, instancePath+"/channels/irc", "#/properties/channels/properties/irc/x-alias-map");
if(!(aliasErrors6 === null)){
vErrors = vErrors === null ? aliasErrors6 : vErrors.concat(aliasErrors6);
errors = vErrors.length;
}
}
else {
const err191 = {instancePath:instancePath+"/channels/irc",schemaPath:"#/properties/channels/properties/irc/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
let data143 = data106.mqtt;
if(data143 && typeof data143 == "object" && !Array.isArray(data143)){
for(const key23 in data143){
let data144 = data143[key23];
if(data144 && typeof data144 == "object" && !Array.isArray(data144)){
if(data144.enabled === undefined){
data144.enabled = true;
}
if(data144.ws_url === undefined){
data144.ws_url = null;
}
if(typeof data144.enabled !== "boolean"){
const err192 = {instancePath:instancePath+"/channels/mqtt/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/mqtt/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
let data146 = data144.ws_url;
if((typeof data146 !== "string") && (data146 !== null)){
const err193 = {instancePath:instancePath+"/channels/mqtt/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/mqtt/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.mqtt.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
if(typeof data146 === "string"){
if(!pattern0.test(data146)){
const err194 = {instancePath:instancePath+"/channels/mqtt/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/mqtt/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
else {
const err195 = {instancePath:instancePath+"/channels/mqtt/" + key23.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/mqtt/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
const aliasErrors7 = keyword0(data143, instancePath+"/channels/mqtt", "#/properties/channels/properties/mqtt/x-alias-map");
if(!(aliasErrors7 === null)){
vErrors = vErrors === null ? aliasErrors7 : vErrors.concat(aliasErrors7);
errors = vErrors.length;
}
}
else {
const err196 = {instancePath:instancePath+"/channels/mqtt",schemaPath:"#/properties/channels/properties/mqtt/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
let data147 = data106.plugin;
if(data147 && typeof data147 == "object" && !Array.isArray(data147)){
for(const key24 in data147){
let data148 = data147[key24];
if(data148 && typeof data148 == "object" && !Array.isArray(data148)){
if(data148.enabled === undefined){
data148.enabled = true;
}
if(data148.ws_url === undefined){
data148.ws_url = null;
}
if(typeof data148.enabled !== "boolean"){
const err197 = {instancePath:instancePath+"/channels/plugin/" + key24.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/plugin/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
let data150 = data148.ws_url;
if((typeof data150 !== "string") && (data150 !== null)){
const err198 = {instancePath:instancePath+"/channels/plugin/" + key24.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/plugin/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.plugin.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
if(typeof data150 === "string"){
if(!pattern0.test(data150)){
const err199 = {instancePath:instancePath+"/channels/plugin/" + key24.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/plugin/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
}
else {
const err200 = {instancePath:instancePath+"/channels/plugin/" + key24.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/plugin/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
const aliasErrors8 = keyword0(data147, instancePath+"/channels/plugin", "#/properties/channels/properties/plugin/x-alias-map");
if(!(aliasErrors8 === null)){
vErrors = vErrors === null ? aliasErrors8 : vErrors.concat(aliasErrors8);
errors = vErrors.length;
}
}
else {
const err201 = {instancePath:instancePath+"/channels/plugin",schemaPath:"#/properties/channels/properties/plugin/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
let data151 = data106.voice_call;
if(data151 && typeof data151 == "object" && !Array.isArray(data151)){
for(const key25 in data151){
let data152 = data151[key25];
if(data152 && typeof data152 == "object" && !Array.isArray(data152)){
if(data152.enabled === undefined){
data152.enabled = true;
}
if(data152.ws_url === undefined){
data152.ws_url = null;
}
if(typeof data152.enabled !== "boolean"){
const err202 = {instancePath:instancePath+"/channels/voice_call/" + key25.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/voice_call/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
let data154 = data152.ws_url;
if((typeof data154 !== "string") && (data154 !== null)){
const err203 = {instancePath:instancePath+"/channels/voice_call/" + key25.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/voice_call/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.voice_call.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if(typeof data154 === "string"){
if(!pattern0.test(data154)){
const err204 = {instancePath:instancePath+"/channels/voice_call/" + key25.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/voice_call/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
}
else {
const err205 = {instancePath:instancePath+"/channels/voice_call/" + key25.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/voice_call/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
const aliasErrors9 = keyword0(data151, instancePath+"/channels/voice_call", "#/properties/channels/properties/voice_call/x-alias-map");
if(!(aliasErrors9 === null)){
vErrors = vErrors === null ? aliasErrors9 : vErrors.concat(aliasErrors9);
errors = vErrors.length;
}
}
else {
const err206 = {instancePath:instancePath+"/channels/voice_call",schemaPath:"#/properties/channels/properties/voice_call/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
let data155 = data106.voice_duplex;
if(data155 && typeof data155 == "object" && !Array.isArray(data155)){
for(const key26 in data155){
let data156 = data155[key26];
if(data156 && typeof data156 == "object" && !Array.isArray(data156)){
if(data156.enabled === undefined){
data156.enabled = true;
}
if(data156.ws_url === undefined){
data156.ws_url = null;
}
if(typeof data156.enabled !== "boolean"){
const err207 = {instancePath:instancePath+"/channels/voice_duplex/" + key26.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/voice_duplex/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
let data158 = data156.ws_url;
if((typeof data158 !== "string") && (data158 !== null)){
const err208 = {instancePath:instancePath+"/channels/voice_duplex/" + key26.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/voice_duplex/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.voice_duplex.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
if(typeof data158 === "string"){
if(!pattern0.test(data158)){
const err209 = {instancePath:instancePath+"/channels/voice_duplex/" + key26.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/voice_duplex/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
}
else {
const err210 = {instancePath:instancePath+"/channels/voice_duplex/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/voice_duplex/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
const aliasErrors10 = keyword0(data155, instancePath+"/channels/voice_duplex", "#/properties/channels/properties/voice_duplex/x-alias-map");
if(!(aliasErrors10 === null)){
vErrors = vErrors === null ? aliasErrors10 : vErrors.concat(aliasErrors10);
errors = vErrors.length;
}
}
else {
const err211 = {instancePath:instancePath+"/channels/voice_duplex",schemaPath:"#/properties/channels/properties/voice_duplex/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
let data159 = data106.voice_wake;
if(data159 && typeof data159 == "object" && !Array.isArray(data159)){
for(const key27 in data159){
let data160 = data159[key27];
if(data160 && typeof data160 == "object" && !Array.isArray(data160)){
if(data160.enabled === undefined){
data160.enabled = true;
}
if(data160.ws_url === undefined){
data160.ws_url = null;
}
if(typeof data160.enabled !== "boolean"){
const err212 = {instancePath:instancePath+"/channels/voice_wake/" + key27.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/voice_wake/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
let data162 = data160.ws_url;
if((typeof data162 !== "string") && (data162 !== null)){
const err213 = {instancePath:instancePath+"/channels/voice_wake/" + key27.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/voice_wake/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.voice_wake.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if(typeof data162 === "string"){
if(!pattern0.test(data162)){
const err214 = {instancePath:instancePath+"/channels/voice_wake/" + key27.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/voice_wake/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
}
else {
const err215 = {instancePath:instancePath+"/channels/voice_wake/" + key27.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/voice_wake/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
const aliasErrors11 = keyword0(data159, instancePath+"/channels/voice_wake", "#/properties/channels/properties/voice_wake/x-alias-map");
if(!(aliasErrors11 === null)){
vErrors = vErrors === null ? aliasErrors11 : vErrors.concat(aliasErrors11);
errors = vErrors.length;
}
}
else {
const err216 = {instancePath:instancePath+"/channels/voice_wake",schemaPath:"#/properties/channels/properties/voice_wake/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
let data163 = data106.webhook;
if(data163 && typeof data163 == "object" && !Array.isArray(data163)){
for(const key28 in data163){
let data164 = data163[key28];
if(data164 && typeof data164 == "object" && !Array.isArray(data164)){
if(data164.enabled === undefined){
data164.enabled = true;
}
if(data164.secret === undefined){
data164.secret = null;
}
if(data164.host === undefined){
data164.host = "0.0.0.0";
}
if(data164.port === undefined){
data164.port = 8090;
}
if(data164.listen_path === undefined){
data164.listen_path = null;
}
if(data164.send_url === undefined){
data164.send_url = null;
}
if(data164.send_method === undefined){
data164.send_method = null;
}
if(data164.auth_header === undefined){
data164.auth_header = null;
}
if(data164.excluded_tools === undefined){
data164.excluded_tools = [];
}
if(data164.max_retries === undefined){
data164.max_retries = null;
}
if(data164.retry_base_delay_ms === undefined){
data164.retry_base_delay_ms = null;
}
if(data164.retry_max_delay_ms === undefined){
data164.retry_max_delay_ms = null;
}
if(data164.reply_min_interval_secs === undefined){
data164.reply_min_interval_secs = 0;
}
if(data164.reply_queue_depth_max === undefined){
data164.reply_queue_depth_max = 0;
}
for(const key29 in data164){
if(!(func2.call(schema11.properties.channels.properties.webhook.additionalProperties.properties, key29))){
const err217 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/webhook/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
if(typeof data164.enabled !== "boolean"){
const err218 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
let data166 = data164.secret;
if((typeof data166 !== "string") && (data166 !== null)){
const err219 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/secret",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/secret/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.secret.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
if(typeof data164.host !== "string"){
const err220 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/host",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
let data168 = data164.port;
if(!(((typeof data168 == "number") && (!(data168 % 1) && !isNaN(data168))) && (isFinite(data168)))){
const err221 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/port",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
if((typeof data168 == "number") && (isFinite(data168))){
if(data168 > 65535 || isNaN(data168)){
const err222 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/port",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
if(data168 < 0 || isNaN(data168)){
const err223 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/port",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
let data169 = data164.listen_path;
if((typeof data169 !== "string") && (data169 !== null)){
const err224 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/listen_path",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/listen_path/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.listen_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
if(typeof data169 === "string"){
if(!pattern11.test(data169)){
const err225 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/listen_path",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/listen_path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
let data170 = data164.send_url;
if((typeof data170 !== "string") && (data170 !== null)){
const err226 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/send_url",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/send_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.send_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
if(typeof data170 === "string"){
if(!pattern12.test(data170)){
const err227 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/send_url",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/send_url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
let data171 = data164.send_method;
if((typeof data171 !== "string") && (data171 !== null)){
const err228 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/send_method",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/send_method/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.send_method.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
let data172 = data164.auth_header;
if((typeof data172 !== "string") && (data172 !== null)){
const err229 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/auth_header",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/auth_header/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.auth_header.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
let data173 = data164.excluded_tools;
if(Array.isArray(data173)){
const len16 = data173.length;
for(let i16=0; i16<len16; i16++){
if(typeof data173[i16] !== "string"){
const err230 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/excluded_tools/" + i16,schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/excluded_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
}
else {
const err231 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/excluded_tools",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/excluded_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
let data175 = data164.max_retries;
if((!(((typeof data175 == "number") && (!(data175 % 1) && !isNaN(data175))) && (isFinite(data175)))) && (data175 !== null)){
const err232 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_retries",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/max_retries/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.max_retries.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
if((typeof data175 == "number") && (isFinite(data175))){
if(data175 < 0 || isNaN(data175)){
const err233 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_retries",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/max_retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
let data176 = data164.retry_base_delay_ms;
if((!(((typeof data176 == "number") && (!(data176 % 1) && !isNaN(data176))) && (isFinite(data176)))) && (data176 !== null)){
const err234 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/retry_base_delay_ms",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/retry_base_delay_ms/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.retry_base_delay_ms.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
let data177 = data164.retry_max_delay_ms;
if((!(((typeof data177 == "number") && (!(data177 % 1) && !isNaN(data177))) && (isFinite(data177)))) && (data177 !== null)){
const err235 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/retry_max_delay_ms",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/retry_max_delay_ms/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.retry_max_delay_ms.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
let data178 = data164.reply_min_interval_secs;
if(!(((typeof data178 == "number") && (!(data178 % 1) && !isNaN(data178))) && (isFinite(data178)))){
const err236 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/reply_min_interval_secs",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/reply_min_interval_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
if((typeof data178 == "number") && (isFinite(data178))){
if(data178 > 3600 || isNaN(data178)){
const err237 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/reply_min_interval_secs",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/reply_min_interval_secs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
if(data178 < 0 || isNaN(data178)){
const err238 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/reply_min_interval_secs",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/reply_min_interval_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
let data179 = data164.reply_queue_depth_max;
if(!(((typeof data179 == "number") && (!(data179 % 1) && !isNaN(data179))) && (isFinite(data179)))){
const err239 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/reply_queue_depth_max",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/reply_queue_depth_max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
if((typeof data179 == "number") && (isFinite(data179))){
if(data179 > 1024 || isNaN(data179)){
const err240 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/reply_queue_depth_max",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/reply_queue_depth_max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1024},message:"must be <= 1024"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
if(data179 < 0 || isNaN(data179)){
const err241 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/reply_queue_depth_max",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/reply_queue_depth_max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
}
else {
const err242 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/webhook/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
const aliasErrors12 = keyword0(data163, instancePath+"/channels/webhook", "#/properties/channels/properties/webhook/x-alias-map");
if(!(aliasErrors12 === null)){
vErrors = vErrors === null ? aliasErrors12 : vErrors.concat(aliasErrors12);
errors = vErrors.length;
}
}
else {
const err243 = {instancePath:instancePath+"/channels/webhook",schemaPath:"#/properties/channels/properties/webhook/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
let data180 = data106.wecom;
if(data180 && typeof data180 == "object" && !Array.isArray(data180)){
for(const key30 in data180){
let data181 = data180[key30];
if(data181 && typeof data181 == "object" && !Array.isArray(data181)){
if(data181.enabled === undefined){
data181.enabled = true;
}
if(data181.ws_url === undefined){
data181.ws_url = null;
}
if(typeof data181.enabled !== "boolean"){
const err244 = {instancePath:instancePath+"/channels/wecom/" + key30.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/wecom/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
let data183 = data181.ws_url;
if((typeof data183 !== "string") && (data183 !== null)){
const err245 = {instancePath:instancePath+"/channels/wecom/" + key30.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/wecom/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.wecom.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
if(typeof data183 === "string"){
if(!pattern0.test(data183)){
const err246 = {instancePath:instancePath+"/channels/wecom/" + key30.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/wecom/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
}
else {
const err247 = {instancePath:instancePath+"/channels/wecom/" + key30.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/wecom/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
const aliasErrors13 = keyword0(data180, instancePath+"/channels/wecom", "#/properties/channels/properties/wecom/x-alias-map");
if(!(aliasErrors13 === null)){
vErrors = vErrors === null ? aliasErrors13 : vErrors.concat(aliasErrors13);
errors = vErrors.length;
}
}
else {
const err248 = {instancePath:instancePath+"/channels/wecom",schemaPath:"#/properties/channels/properties/wecom/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
let data184 = data106.wecom_ws;
if(data184 && typeof data184 == "object" && !Array.isArray(data184)){
for(const key31 in data184){
let data185 = data184[key31];
if(data185 && typeof data185 == "object" && !Array.isArray(data185)){
if(data185.enabled === undefined){
data185.enabled = true;
}
if(data185.ws_url === undefined){
data185.ws_url = null;
}
if(typeof data185.enabled !== "boolean"){
const err249 = {instancePath:instancePath+"/channels/wecom_ws/" + key31.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/wecom_ws/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
let data187 = data185.ws_url;
if((typeof data187 !== "string") && (data187 !== null)){
const err250 = {instancePath:instancePath+"/channels/wecom_ws/" + key31.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/wecom_ws/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.wecom_ws.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
if(typeof data187 === "string"){
if(!pattern0.test(data187)){
const err251 = {instancePath:instancePath+"/channels/wecom_ws/" + key31.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/wecom_ws/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
}
else {
const err252 = {instancePath:instancePath+"/channels/wecom_ws/" + key31.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/wecom_ws/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
const aliasErrors14 = keyword0(data184, instancePath+"/channels/wecom_ws", "#/properties/channels/properties/wecom_ws/x-alias-map");
if(!(aliasErrors14 === null)){
vErrors = vErrors === null ? aliasErrors14 : vErrors.concat(aliasErrors14);
errors = vErrors.length;
}
}
else {
const err253 = {instancePath:instancePath+"/channels/wecom_ws",schemaPath:"#/properties/channels/properties/wecom_ws/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
else {
const err254 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
let data188 = data.claude_code;
if(data188 && typeof data188 == "object" && !Array.isArray(data188)){
if(data188.enabled === undefined){
data188.enabled = false;
}
if(data188.env_passthrough === undefined){
data188.env_passthrough = [];
}
if(data188.max_output_bytes === undefined){
data188.max_output_bytes = 2097152;
}
if(data188.timeout_secs === undefined){
data188.timeout_secs = 600;
}
if(data188.allowed_tools === undefined){
data188.allowed_tools = ["Read","Edit","Bash","Write"];
}
if(data188.system_prompt === undefined){
data188.system_prompt = null;
}
for(const key32 in data188){
if(!((((((key32 === "enabled") || (key32 === "env_passthrough")) || (key32 === "max_output_bytes")) || (key32 === "timeout_secs")) || (key32 === "allowed_tools")) || (key32 === "system_prompt"))){
const err255 = {instancePath:instancePath+"/claude_code",schemaPath:"#/properties/claude_code/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
if(typeof data188.enabled !== "boolean"){
const err256 = {instancePath:instancePath+"/claude_code/enabled",schemaPath:"#/properties/claude_code/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
let data190 = data188.env_passthrough;
if(Array.isArray(data190)){
const len17 = data190.length;
for(let i17=0; i17<len17; i17++){
if(typeof data190[i17] !== "string"){
const err257 = {instancePath:instancePath+"/claude_code/env_passthrough/" + i17,schemaPath:"#/properties/claude_code/properties/env_passthrough/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
}
else {
const err258 = {instancePath:instancePath+"/claude_code/env_passthrough",schemaPath:"#/properties/claude_code/properties/env_passthrough/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
let data192 = data188.max_output_bytes;
if(!(((typeof data192 == "number") && (!(data192 % 1) && !isNaN(data192))) && (isFinite(data192)))){
const err259 = {instancePath:instancePath+"/claude_code/max_output_bytes",schemaPath:"#/properties/claude_code/properties/max_output_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
if((typeof data192 == "number") && (isFinite(data192))){
if(data192 < 1 || isNaN(data192)){
const err260 = {instancePath:instancePath+"/claude_code/max_output_bytes",schemaPath:"#/properties/claude_code/properties/max_output_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
let data193 = data188.timeout_secs;
if(!(((typeof data193 == "number") && (!(data193 % 1) && !isNaN(data193))) && (isFinite(data193)))){
const err261 = {instancePath:instancePath+"/claude_code/timeout_secs",schemaPath:"#/properties/claude_code/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
if((typeof data193 == "number") && (isFinite(data193))){
if(data193 < 1 || isNaN(data193)){
const err262 = {instancePath:instancePath+"/claude_code/timeout_secs",schemaPath:"#/properties/claude_code/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
let data194 = data188.allowed_tools;
if(Array.isArray(data194)){
const len18 = data194.length;
for(let i18=0; i18<len18; i18++){
if(typeof data194[i18] !== "string"){
const err263 = {instancePath:instancePath+"/claude_code/allowed_tools/" + i18,schemaPath:"#/properties/claude_code/properties/allowed_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
}
else {
const err264 = {instancePath:instancePath+"/claude_code/allowed_tools",schemaPath:"#/properties/claude_code/properties/allowed_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
let data196 = data188.system_prompt;
if((typeof data196 !== "string") && (data196 !== null)){
const err265 = {instancePath:instancePath+"/claude_code/system_prompt",schemaPath:"#/properties/claude_code/properties/system_prompt/type",keyword:"type",params:{type: schema11.properties.claude_code.properties.system_prompt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
else {
const err266 = {instancePath:instancePath+"/claude_code",schemaPath:"#/properties/claude_code/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
let data197 = data.claude_code_runner;
if(data197 && typeof data197 == "object" && !Array.isArray(data197)){
if(data197.enabled === undefined){
data197.enabled = false;
}
if(data197.session_ttl === undefined){
data197.session_ttl = 3600;
}
if(data197.ssh_host === undefined){
data197.ssh_host = null;
}
if(data197.tmux_prefix === undefined){
data197.tmux_prefix = "zc-claude-";
}
for(const key33 in data197){
if(!((((key33 === "enabled") || (key33 === "session_ttl")) || (key33 === "ssh_host")) || (key33 === "tmux_prefix"))){
const err267 = {instancePath:instancePath+"/claude_code_runner",schemaPath:"#/properties/claude_code_runner/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
if(typeof data197.enabled !== "boolean"){
const err268 = {instancePath:instancePath+"/claude_code_runner/enabled",schemaPath:"#/properties/claude_code_runner/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
let data199 = data197.session_ttl;
if(!(((typeof data199 == "number") && (!(data199 % 1) && !isNaN(data199))) && (isFinite(data199)))){
const err269 = {instancePath:instancePath+"/claude_code_runner/session_ttl",schemaPath:"#/properties/claude_code_runner/properties/session_ttl/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
if((typeof data199 == "number") && (isFinite(data199))){
if(data199 < 1 || isNaN(data199)){
const err270 = {instancePath:instancePath+"/claude_code_runner/session_ttl",schemaPath:"#/properties/claude_code_runner/properties/session_ttl/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
let data200 = data197.ssh_host;
if((typeof data200 !== "string") && (data200 !== null)){
const err271 = {instancePath:instancePath+"/claude_code_runner/ssh_host",schemaPath:"#/properties/claude_code_runner/properties/ssh_host/type",keyword:"type",params:{type: schema11.properties.claude_code_runner.properties.ssh_host.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
if(typeof data197.tmux_prefix !== "string"){
const err272 = {instancePath:instancePath+"/claude_code_runner/tmux_prefix",schemaPath:"#/properties/claude_code_runner/properties/tmux_prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
else {
const err273 = {instancePath:instancePath+"/claude_code_runner",schemaPath:"#/properties/claude_code_runner/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
let data202 = data.cloud_ops;
if(data202 && typeof data202 == "object" && !Array.isArray(data202)){
if(data202.cost_threshold_monthly_usd === undefined){
data202.cost_threshold_monthly_usd = 100;
}
if(data202.default_cloud === undefined){
data202.default_cloud = "aws";
}
if(data202.enabled === undefined){
data202.enabled = false;
}
if(data202.iac_tools === undefined){
data202.iac_tools = ["terraform"];
}
if(data202.supported_clouds === undefined){
data202.supported_clouds = ["aws","azure","gcp"];
}
if(data202.well_architected_frameworks === undefined){
data202.well_architected_frameworks = ["aws-waf"];
}
for(const key34 in data202){
if(!((((((key34 === "cost_threshold_monthly_usd") || (key34 === "default_cloud")) || (key34 === "enabled")) || (key34 === "iac_tools")) || (key34 === "supported_clouds")) || (key34 === "well_architected_frameworks"))){
const err274 = {instancePath:instancePath+"/cloud_ops",schemaPath:"#/properties/cloud_ops/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
let data203 = data202.cost_threshold_monthly_usd;
if((typeof data203 == "number") && (isFinite(data203))){
if(data203 < 0 || isNaN(data203)){
const err275 = {instancePath:instancePath+"/cloud_ops/cost_threshold_monthly_usd",schemaPath:"#/properties/cloud_ops/properties/cost_threshold_monthly_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
else {
const err276 = {instancePath:instancePath+"/cloud_ops/cost_threshold_monthly_usd",schemaPath:"#/properties/cloud_ops/properties/cost_threshold_monthly_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
if(typeof data202.default_cloud !== "string"){
const err277 = {instancePath:instancePath+"/cloud_ops/default_cloud",schemaPath:"#/properties/cloud_ops/properties/default_cloud/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
if(typeof data202.enabled !== "boolean"){
const err278 = {instancePath:instancePath+"/cloud_ops/enabled",schemaPath:"#/properties/cloud_ops/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
let data206 = data202.iac_tools;
if(Array.isArray(data206)){
const len19 = data206.length;
for(let i19=0; i19<len19; i19++){
if(typeof data206[i19] !== "string"){
const err279 = {instancePath:instancePath+"/cloud_ops/iac_tools/" + i19,schemaPath:"#/properties/cloud_ops/properties/iac_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
}
else {
const err280 = {instancePath:instancePath+"/cloud_ops/iac_tools",schemaPath:"#/properties/cloud_ops/properties/iac_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
let data208 = data202.supported_clouds;
if(Array.isArray(data208)){
const len20 = data208.length;
for(let i20=0; i20<len20; i20++){
if(typeof data208[i20] !== "string"){
const err281 = {instancePath:instancePath+"/cloud_ops/supported_clouds/" + i20,schemaPath:"#/properties/cloud_ops/properties/supported_clouds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
}
else {
const err282 = {instancePath:instancePath+"/cloud_ops/supported_clouds",schemaPath:"#/properties/cloud_ops/properties/supported_clouds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
let data210 = data202.well_architected_frameworks;
if(Array.isArray(data210)){
const len21 = data210.length;
for(let i21=0; i21<len21; i21++){
if(typeof data210[i21] !== "string"){
const err283 = {instancePath:instancePath+"/cloud_ops/well_architected_frameworks/" + i21,schemaPath:"#/properties/cloud_ops/properties/well_architected_frameworks/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
}
else {
const err284 = {instancePath:instancePath+"/cloud_ops/well_architected_frameworks",schemaPath:"#/properties/cloud_ops/properties/well_architected_frameworks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
else {
const err285 = {instancePath:instancePath+"/cloud_ops",schemaPath:"#/properties/cloud_ops/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
let data212 = data.codex_cli;
if(data212 && typeof data212 == "object" && !Array.isArray(data212)){
if(data212.enabled === undefined){
data212.enabled = false;
}
if(data212.env_passthrough === undefined){
data212.env_passthrough = [];
}
if(data212.max_output_bytes === undefined){
data212.max_output_bytes = 2097152;
}
if(data212.timeout_secs === undefined){
data212.timeout_secs = 600;
}
if(data212.extra_args === undefined){
data212.extra_args = [];
}
for(const key35 in data212){
if(!(((((key35 === "enabled") || (key35 === "env_passthrough")) || (key35 === "max_output_bytes")) || (key35 === "timeout_secs")) || (key35 === "extra_args"))){
const err286 = {instancePath:instancePath+"/codex_cli",schemaPath:"#/properties/codex_cli/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
if(typeof data212.enabled !== "boolean"){
const err287 = {instancePath:instancePath+"/codex_cli/enabled",schemaPath:"#/properties/codex_cli/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
let data214 = data212.env_passthrough;
if(Array.isArray(data214)){
const len22 = data214.length;
for(let i22=0; i22<len22; i22++){
if(typeof data214[i22] !== "string"){
const err288 = {instancePath:instancePath+"/codex_cli/env_passthrough/" + i22,schemaPath:"#/properties/codex_cli/properties/env_passthrough/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
}
else {
const err289 = {instancePath:instancePath+"/codex_cli/env_passthrough",schemaPath:"#/properties/codex_cli/properties/env_passthrough/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
let data216 = data212.max_output_bytes;
if(!(((typeof data216 == "number") && (!(data216 % 1) && !isNaN(data216))) && (isFinite(data216)))){
const err290 = {instancePath:instancePath+"/codex_cli/max_output_bytes",schemaPath:"#/properties/codex_cli/properties/max_output_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
if((typeof data216 == "number") && (isFinite(data216))){
if(data216 < 1 || isNaN(data216)){
const err291 = {instancePath:instancePath+"/codex_cli/max_output_bytes",schemaPath:"#/properties/codex_cli/properties/max_output_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
let data217 = data212.timeout_secs;
if(!(((typeof data217 == "number") && (!(data217 % 1) && !isNaN(data217))) && (isFinite(data217)))){
const err292 = {instancePath:instancePath+"/codex_cli/timeout_secs",schemaPath:"#/properties/codex_cli/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
if((typeof data217 == "number") && (isFinite(data217))){
if(data217 < 1 || isNaN(data217)){
const err293 = {instancePath:instancePath+"/codex_cli/timeout_secs",schemaPath:"#/properties/codex_cli/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
let data218 = data212.extra_args;
if(Array.isArray(data218)){
const len23 = data218.length;
for(let i23=0; i23<len23; i23++){
if(typeof data218[i23] !== "string"){
const err294 = {instancePath:instancePath+"/codex_cli/extra_args/" + i23,schemaPath:"#/properties/codex_cli/properties/extra_args/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
}
else {
const err295 = {instancePath:instancePath+"/codex_cli/extra_args",schemaPath:"#/properties/codex_cli/properties/extra_args/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
else {
const err296 = {instancePath:instancePath+"/codex_cli",schemaPath:"#/properties/codex_cli/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
let data220 = data.composio;
if(data220 && typeof data220 == "object" && !Array.isArray(data220)){
if(data220.api_key === undefined){
data220.api_key = null;
}
if(data220.enabled === undefined){
data220.enabled = false;
}
if(data220.entity_id === undefined){
data220.entity_id = "default";
}
for(const key36 in data220){
if(!(((key36 === "api_key") || (key36 === "enabled")) || (key36 === "entity_id"))){
const err297 = {instancePath:instancePath+"/composio",schemaPath:"#/properties/composio/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
let data221 = data220.api_key;
if((typeof data221 !== "string") && (data221 !== null)){
const err298 = {instancePath:instancePath+"/composio/api_key",schemaPath:"#/properties/composio/properties/api_key/type",keyword:"type",params:{type: schema11.properties.composio.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
if(typeof data220.enabled !== "boolean"){
const err299 = {instancePath:instancePath+"/composio/enabled",schemaPath:"#/properties/composio/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
if(typeof data220.entity_id !== "string"){
const err300 = {instancePath:instancePath+"/composio/entity_id",schemaPath:"#/properties/composio/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
else {
const err301 = {instancePath:instancePath+"/composio",schemaPath:"#/properties/composio/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
let data224 = data.conversational_ai;
if(data224 && typeof data224 == "object" && !Array.isArray(data224)){
if(data224.analytics_enabled === undefined){
data224.analytics_enabled = false;
}
if(data224.auto_detect_language === undefined){
data224.auto_detect_language = true;
}
if(data224.conversation_timeout_secs === undefined){
data224.conversation_timeout_secs = 1800;
}
if(data224.default_language === undefined){
data224.default_language = "en";
}
if(data224.enabled === undefined){
data224.enabled = false;
}
if(data224.escalation_confidence_threshold === undefined){
data224.escalation_confidence_threshold = 0.3;
}
if(data224.knowledge_base_tool === undefined){
data224.knowledge_base_tool = null;
}
if(data224.max_conversation_turns === undefined){
data224.max_conversation_turns = 50;
}
if(data224.supported_languages === undefined){
data224.supported_languages = ["en","de","fr","it"];
}
for(const key37 in data224){
if(!(func2.call(schema11.properties.conversational_ai.properties, key37))){
const err302 = {instancePath:instancePath+"/conversational_ai",schemaPath:"#/properties/conversational_ai/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
if(typeof data224.analytics_enabled !== "boolean"){
const err303 = {instancePath:instancePath+"/conversational_ai/analytics_enabled",schemaPath:"#/properties/conversational_ai/properties/analytics_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
if(typeof data224.auto_detect_language !== "boolean"){
const err304 = {instancePath:instancePath+"/conversational_ai/auto_detect_language",schemaPath:"#/properties/conversational_ai/properties/auto_detect_language/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
let data227 = data224.conversation_timeout_secs;
if(!(((typeof data227 == "number") && (!(data227 % 1) && !isNaN(data227))) && (isFinite(data227)))){
const err305 = {instancePath:instancePath+"/conversational_ai/conversation_timeout_secs",schemaPath:"#/properties/conversational_ai/properties/conversation_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
if((typeof data227 == "number") && (isFinite(data227))){
if(data227 < 0 || isNaN(data227)){
const err306 = {instancePath:instancePath+"/conversational_ai/conversation_timeout_secs",schemaPath:"#/properties/conversational_ai/properties/conversation_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
if(typeof data224.default_language !== "string"){
const err307 = {instancePath:instancePath+"/conversational_ai/default_language",schemaPath:"#/properties/conversational_ai/properties/default_language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
if(typeof data224.enabled !== "boolean"){
const err308 = {instancePath:instancePath+"/conversational_ai/enabled",schemaPath:"#/properties/conversational_ai/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
let data230 = data224.escalation_confidence_threshold;
if((typeof data230 == "number") && (isFinite(data230))){
if(data230 > 1 || isNaN(data230)){
const err309 = {instancePath:instancePath+"/conversational_ai/escalation_confidence_threshold",schemaPath:"#/properties/conversational_ai/properties/escalation_confidence_threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
if(data230 < 0 || isNaN(data230)){
const err310 = {instancePath:instancePath+"/conversational_ai/escalation_confidence_threshold",schemaPath:"#/properties/conversational_ai/properties/escalation_confidence_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
else {
const err311 = {instancePath:instancePath+"/conversational_ai/escalation_confidence_threshold",schemaPath:"#/properties/conversational_ai/properties/escalation_confidence_threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
let data231 = data224.knowledge_base_tool;
if((typeof data231 !== "string") && (data231 !== null)){
const err312 = {instancePath:instancePath+"/conversational_ai/knowledge_base_tool",schemaPath:"#/properties/conversational_ai/properties/knowledge_base_tool/type",keyword:"type",params:{type: schema11.properties.conversational_ai.properties.knowledge_base_tool.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
let data232 = data224.max_conversation_turns;
if(!(((typeof data232 == "number") && (!(data232 % 1) && !isNaN(data232))) && (isFinite(data232)))){
const err313 = {instancePath:instancePath+"/conversational_ai/max_conversation_turns",schemaPath:"#/properties/conversational_ai/properties/max_conversation_turns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
if((typeof data232 == "number") && (isFinite(data232))){
if(data232 < 0 || isNaN(data232)){
const err314 = {instancePath:instancePath+"/conversational_ai/max_conversation_turns",schemaPath:"#/properties/conversational_ai/properties/max_conversation_turns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
let data233 = data224.supported_languages;
if(Array.isArray(data233)){
const len24 = data233.length;
for(let i24=0; i24<len24; i24++){
if(typeof data233[i24] !== "string"){
const err315 = {instancePath:instancePath+"/conversational_ai/supported_languages/" + i24,schemaPath:"#/properties/conversational_ai/properties/supported_languages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
}
else {
const err316 = {instancePath:instancePath+"/conversational_ai/supported_languages",schemaPath:"#/properties/conversational_ai/properties/supported_languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
else {
const err317 = {instancePath:instancePath+"/conversational_ai",schemaPath:"#/properties/conversational_ai/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
let data235 = data.cost;
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
if(data235.allow_override === undefined){
data235.allow_override = false;
}
if(data235.daily_limit_usd === undefined){
data235.daily_limit_usd = 10;
}
if(data235.enabled === undefined){
data235.enabled = true;
}
if(data235.monthly_limit_usd === undefined){
data235.monthly_limit_usd = 100;
}
if(data235.track_per_agent === undefined){
data235.track_per_agent = true;
}
if(data235.warn_at_percent === undefined){
data235.warn_at_percent = 80;
}
if(data235.enforcement === undefined){
data235.enforcement = {};
}
if(data235.rates === undefined){
data235.rates = {};
}
for(const key38 in data235){
if(!((((((((key38 === "allow_override") || (key38 === "daily_limit_usd")) || (key38 === "enabled")) || (key38 === "monthly_limit_usd")) || (key38 === "track_per_agent")) || (key38 === "warn_at_percent")) || (key38 === "enforcement")) || (key38 === "rates"))){
const err318 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
if(typeof data235.allow_override !== "boolean"){
const err319 = {instancePath:instancePath+"/cost/allow_override",schemaPath:"#/properties/cost/properties/allow_override/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
let data237 = data235.daily_limit_usd;
if((typeof data237 == "number") && (isFinite(data237))){
if(data237 < 0 || isNaN(data237)){
const err320 = {instancePath:instancePath+"/cost/daily_limit_usd",schemaPath:"#/properties/cost/properties/daily_limit_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
else {
const err321 = {instancePath:instancePath+"/cost/daily_limit_usd",schemaPath:"#/properties/cost/properties/daily_limit_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
if(typeof data235.enabled !== "boolean"){
const err322 = {instancePath:instancePath+"/cost/enabled",schemaPath:"#/properties/cost/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
let data239 = data235.monthly_limit_usd;
if((typeof data239 == "number") && (isFinite(data239))){
if(data239 < 0 || isNaN(data239)){
const err323 = {instancePath:instancePath+"/cost/monthly_limit_usd",schemaPath:"#/properties/cost/properties/monthly_limit_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
else {
const err324 = {instancePath:instancePath+"/cost/monthly_limit_usd",schemaPath:"#/properties/cost/properties/monthly_limit_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
if(typeof data235.track_per_agent !== "boolean"){
const err325 = {instancePath:instancePath+"/cost/track_per_agent",schemaPath:"#/properties/cost/properties/track_per_agent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
let data241 = data235.warn_at_percent;
if(!(((typeof data241 == "number") && (!(data241 % 1) && !isNaN(data241))) && (isFinite(data241)))){
const err326 = {instancePath:instancePath+"/cost/warn_at_percent",schemaPath:"#/properties/cost/properties/warn_at_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
if((typeof data241 == "number") && (isFinite(data241))){
if(data241 > 100 || isNaN(data241)){
const err327 = {instancePath:instancePath+"/cost/warn_at_percent",schemaPath:"#/properties/cost/properties/warn_at_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
if(data241 < 0 || isNaN(data241)){
const err328 = {instancePath:instancePath+"/cost/warn_at_percent",schemaPath:"#/properties/cost/properties/warn_at_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
let data242 = data235.enforcement;
if(data242 && typeof data242 == "object" && !Array.isArray(data242)){
if(data242.mode === undefined){
data242.mode = "warn";
}
if(data242.reserve_percent === undefined){
data242.reserve_percent = 10;
}
if(data242.route_down_model === undefined){
data242.route_down_model = null;
}
for(const key39 in data242){
if(!(((key39 === "mode") || (key39 === "reserve_percent")) || (key39 === "route_down_model"))){
const err329 = {instancePath:instancePath+"/cost/enforcement",schemaPath:"#/properties/cost/properties/enforcement/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
let data243 = data242.mode;
if(typeof data243 !== "string"){
const err330 = {instancePath:instancePath+"/cost/enforcement/mode",schemaPath:"#/properties/cost/properties/enforcement/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
if(!(((data243 === "warn") || (data243 === "block")) || (data243 === "route_down"))){
const err331 = {instancePath:instancePath+"/cost/enforcement/mode",schemaPath:"#/properties/cost/properties/enforcement/properties/mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.cost.properties.enforcement.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
let data244 = data242.reserve_percent;
if(!(((typeof data244 == "number") && (!(data244 % 1) && !isNaN(data244))) && (isFinite(data244)))){
const err332 = {instancePath:instancePath+"/cost/enforcement/reserve_percent",schemaPath:"#/properties/cost/properties/enforcement/properties/reserve_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
if((typeof data244 == "number") && (isFinite(data244))){
if(data244 > 100 || isNaN(data244)){
const err333 = {instancePath:instancePath+"/cost/enforcement/reserve_percent",schemaPath:"#/properties/cost/properties/enforcement/properties/reserve_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
if(data244 < 0 || isNaN(data244)){
const err334 = {instancePath:instancePath+"/cost/enforcement/reserve_percent",schemaPath:"#/properties/cost/properties/enforcement/properties/reserve_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
let data245 = data242.route_down_model;
if((typeof data245 !== "string") && (data245 !== null)){
const err335 = {instancePath:instancePath+"/cost/enforcement/route_down_model",schemaPath:"#/properties/cost/properties/enforcement/properties/route_down_model/type",keyword:"type",params:{type: schema11.properties.cost.properties.enforcement.properties.route_down_model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
else {
const err336 = {instancePath:instancePath+"/cost/enforcement",schemaPath:"#/properties/cost/properties/enforcement/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
let data246 = data235.rates;
if(data246 && typeof data246 == "object" && !Array.isArray(data246)){
if(data246.providers === undefined){
data246.providers = {};
}
if(data246.tools === undefined){
data246.tools = {};
}
for(const key40 in data246){
if(!((key40 === "providers") || (key40 === "tools"))){
const err337 = {instancePath:instancePath+"/cost/rates",schemaPath:"#/properties/cost/properties/rates/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
let data247 = data246.providers;
if(data247 && typeof data247 == "object" && !Array.isArray(data247)){
if(data247.models === undefined){
data247.models = {};
}
if(data247.transcription === undefined){
data247.transcription = {};
}
if(data247.tts === undefined){
data247.tts = {};
}
let data248 = data247.models;
if(data248 && typeof data248 == "object" && !Array.isArray(data248)){
}
else {
const err338 = {instancePath:instancePath+"/cost/rates/providers/models",schemaPath:"#/properties/cost/properties/rates/properties/providers/properties/models/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
let data249 = data247.transcription;
if(data249 && typeof data249 == "object" && !Array.isArray(data249)){
}
else {
const err339 = {instancePath:instancePath+"/cost/rates/providers/transcription",schemaPath:"#/properties/cost/properties/rates/properties/providers/properties/transcription/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
let data250 = data247.tts;
if(data250 && typeof data250 == "object" && !Array.isArray(data250)){
}
else {
const err340 = {instancePath:instancePath+"/cost/rates/providers/tts",schemaPath:"#/properties/cost/properties/rates/properties/providers/properties/tts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
}
else {
const err341 = {instancePath:instancePath+"/cost/rates/providers",schemaPath:"#/properties/cost/properties/rates/properties/providers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
let data251 = data246.tools;
if(data251 && typeof data251 == "object" && !Array.isArray(data251)){
for(const key41 in data251){
let data252 = data251[key41];
if((typeof data252 == "number") && (isFinite(data252))){
if(data252 < 0 || isNaN(data252)){
const err342 = {instancePath:instancePath+"/cost/rates/tools/" + key41.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cost/properties/rates/properties/tools/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
else {
const err343 = {instancePath:instancePath+"/cost/rates/tools/" + key41.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cost/properties/rates/properties/tools/additionalProperties/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
}
else {
const err344 = {instancePath:instancePath+"/cost/rates/tools",schemaPath:"#/properties/cost/properties/rates/properties/tools/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
else {
const err345 = {instancePath:instancePath+"/cost/rates",schemaPath:"#/properties/cost/properties/rates/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
}
else {
const err346 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
let data253 = data.cron;
if(data253 && typeof data253 == "object" && !Array.isArray(data253)){
for(const key42 in data253){
let data254 = data253[key42];
if(data254 && typeof data254 == "object" && !Array.isArray(data254)){
if(data254.allowed_tools === undefined){
data254.allowed_tools = null;
}
if(data254.command === undefined){
data254.command = null;
}
if(data254.delivery === undefined){
data254.delivery = {};
}
if(data254.enabled === undefined){
data254.enabled = true;
}
if(data254.job_type === undefined){
data254.job_type = "shell";
}
if(data254.model === undefined){
data254.model = null;
}
if(data254.name === undefined){
data254.name = null;
}
if(data254.prompt === undefined){
data254.prompt = null;
}
if(data254.session_target === undefined){
data254.session_target = "isolated";
}
if(data254.shell_output_format === undefined){
data254.shell_output_format = {};
}
if(data254.uses_memory === undefined){
data254.uses_memory = true;
}
if(data254.schedule === undefined){
const err347 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cron/additionalProperties/required",keyword:"required",params:{missingProperty: "schedule"},message:"must have required property '"+"schedule"+"'"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
for(const key43 in data254){
if(!(func2.call(schema11.properties.cron.additionalProperties.properties, key43))){
const err348 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cron/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
}
let data255 = data254.allowed_tools;
if((!(Array.isArray(data255))) && (data255 !== null)){
const err349 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_tools",schemaPath:"#/properties/cron/additionalProperties/properties/allowed_tools/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.allowed_tools.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
if(Array.isArray(data255)){
const len25 = data255.length;
for(let i25=0; i25<len25; i25++){
if(typeof data255[i25] !== "string"){
const err350 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_tools/" + i25,schemaPath:"#/properties/cron/additionalProperties/properties/allowed_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
}
}
let data257 = data254.command;
if((typeof data257 !== "string") && (data257 !== null)){
const err351 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/command",schemaPath:"#/properties/cron/additionalProperties/properties/command/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.command.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
let data258 = data254.delivery;
if(data258 && typeof data258 == "object" && !Array.isArray(data258)){
if(data258.best_effort === undefined){
data258.best_effort = true;
}
if(data258.channel === undefined){
data258.channel = null;
}
if(data258.mode === undefined){
data258.mode = "none";
}
if(data258.thread_id === undefined){
data258.thread_id = null;
}
if(data258.to === undefined){
data258.to = null;
}
for(const key44 in data258){
if(!(((((key44 === "best_effort") || (key44 === "channel")) || (key44 === "mode")) || (key44 === "thread_id")) || (key44 === "to"))){
const err352 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
if(typeof data258.best_effort !== "boolean"){
const err353 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery/best_effort",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/properties/best_effort/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
let data260 = data258.channel;
if((typeof data260 !== "string") && (data260 !== null)){
const err354 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery/channel",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/properties/channel/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.delivery.properties.channel.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
let data261 = data258.mode;
if(typeof data261 !== "string"){
const err355 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery/mode",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
if(!((data261 === "none") || (data261 === "announce"))){
const err356 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery/mode",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/properties/mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.cron.additionalProperties.properties.delivery.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
let data262 = data258.thread_id;
if((typeof data262 !== "string") && (data262 !== null)){
const err357 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery/thread_id",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/properties/thread_id/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.delivery.properties.thread_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
let data263 = data258.to;
if((typeof data263 !== "string") && (data263 !== null)){
const err358 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery/to",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/properties/to/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.delivery.properties.to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
else {
const err359 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
if(typeof data254.enabled !== "boolean"){
const err360 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/cron/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
let data265 = data254.job_type;
if(typeof data265 !== "string"){
const err361 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/job_type",schemaPath:"#/properties/cron/additionalProperties/properties/job_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
if(!((data265 === "shell") || (data265 === "agent"))){
const err362 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/job_type",schemaPath:"#/properties/cron/additionalProperties/properties/job_type/enum",keyword:"enum",params:{allowedValues: schema11.properties.cron.additionalProperties.properties.job_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
let data266 = data254.model;
if((typeof data266 !== "string") && (data266 !== null)){
const err363 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/cron/additionalProperties/properties/model/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
let data267 = data254.name;
if((typeof data267 !== "string") && (data267 !== null)){
const err364 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/name",schemaPath:"#/properties/cron/additionalProperties/properties/name/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
let data268 = data254.prompt;
if((typeof data268 !== "string") && (data268 !== null)){
const err365 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/prompt",schemaPath:"#/properties/cron/additionalProperties/properties/prompt/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.prompt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
if(data254.schedule !== undefined){
let data269 = data254.schedule;
if(data269 && typeof data269 == "object" && !Array.isArray(data269)){
if(data269.expr === undefined){
data269.expr = null;
}
if(data269.tz === undefined){
data269.tz = null;
}
if(data269.every_ms === undefined){
data269.every_ms = null;
}
if(data269.at === undefined){
data269.at = null;
}
if(data269.kind === undefined){
const err366 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
for(const key45 in data269){
if(!(((((key45 === "kind") || (key45 === "expr")) || (key45 === "tz")) || (key45 === "every_ms")) || (key45 === "at"))){
const err367 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key45},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
}
if(data269.kind !== undefined){
let data270 = data269.kind;
if(typeof data270 !== "string"){
const err368 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/kind",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
if(!(((data270 === "cron") || (data270 === "every")) || (data270 === "at"))){
const err369 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/kind",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/kind/enum",keyword:"enum",params:{allowedValues: schema11.properties.cron.additionalProperties.properties.schedule.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
}
let data271 = data269.expr;
if((typeof data271 !== "string") && (data271 !== null)){
const err370 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/expr",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/expr/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.schedule.properties.expr.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
let data272 = data269.tz;
if((typeof data272 !== "string") && (data272 !== null)){
const err371 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/tz",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/tz/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.schedule.properties.tz.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
let data273 = data269.every_ms;
if((!(((typeof data273 == "number") && (!(data273 % 1) && !isNaN(data273))) && (isFinite(data273)))) && (data273 !== null)){
const err372 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/every_ms",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/every_ms/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.schedule.properties.every_ms.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
if((typeof data273 == "number") && (isFinite(data273))){
if(data273 < 1 || isNaN(data273)){
const err373 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/every_ms",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/every_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
}
let data274 = data269.at;
if((typeof data274 !== "string") && (data274 !== null)){
const err374 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/at",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/at/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.schedule.properties.at.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
else {
const err375 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
}
let data275 = data254.session_target;
if((typeof data275 !== "string") && (data275 !== null)){
const err376 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/session_target",schemaPath:"#/properties/cron/additionalProperties/properties/session_target/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.session_target.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
if(!(((data275 === "isolated") || (data275 === "main")) || (data275 === null))){
const err377 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/session_target",schemaPath:"#/properties/cron/additionalProperties/properties/session_target/enum",keyword:"enum",params:{allowedValues: schema11.properties.cron.additionalProperties.properties.session_target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
let data276 = data254.shell_output_format;
if(data276 && typeof data276 == "object" && !Array.isArray(data276)){
}
else {
const err378 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/shell_output_format",schemaPath:"#/properties/cron/additionalProperties/properties/shell_output_format/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
if(typeof data254.uses_memory !== "boolean"){
const err379 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/uses_memory",schemaPath:"#/properties/cron/additionalProperties/properties/uses_memory/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
else {
const err380 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cron/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
const aliasErrors15 = keyword0(data253, instancePath+"/cron", "#/properties/cron/x-alias-map");
if(!(aliasErrors15 === null)){
vErrors = vErrors === null ? aliasErrors15 : vErrors.concat(aliasErrors15);
errors = vErrors.length;
}
}
else {
const err381 = {instancePath:instancePath+"/cron",schemaPath:"#/properties/cron/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
let data278 = data.daemon;
if(data278 && typeof data278 == "object" && !Array.isArray(data278)){
if(data278.start_timeout_secs === undefined){
data278.start_timeout_secs = 60;
}
if(data278.shutdown_grace_secs === undefined){
data278.shutdown_grace_secs = 10;
}
for(const key46 in data278){
if(!((key46 === "start_timeout_secs") || (key46 === "shutdown_grace_secs"))){
const err382 = {instancePath:instancePath+"/daemon",schemaPath:"#/properties/daemon/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key46},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
let data279 = data278.start_timeout_secs;
if(!(((typeof data279 == "number") && (!(data279 % 1) && !isNaN(data279))) && (isFinite(data279)))){
const err383 = {instancePath:instancePath+"/daemon/start_timeout_secs",schemaPath:"#/properties/daemon/properties/start_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
if((typeof data279 == "number") && (isFinite(data279))){
if(data279 > 3600 || isNaN(data279)){
const err384 = {instancePath:instancePath+"/daemon/start_timeout_secs",schemaPath:"#/properties/daemon/properties/start_timeout_secs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
if(data279 < 1 || isNaN(data279)){
const err385 = {instancePath:instancePath+"/daemon/start_timeout_secs",schemaPath:"#/properties/daemon/properties/start_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
let data280 = data278.shutdown_grace_secs;
if(!(((typeof data280 == "number") && (!(data280 % 1) && !isNaN(data280))) && (isFinite(data280)))){
const err386 = {instancePath:instancePath+"/daemon/shutdown_grace_secs",schemaPath:"#/properties/daemon/properties/shutdown_grace_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
if((typeof data280 == "number") && (isFinite(data280))){
if(data280 > 3600 || isNaN(data280)){
const err387 = {instancePath:instancePath+"/daemon/shutdown_grace_secs",schemaPath:"#/properties/daemon/properties/shutdown_grace_secs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
if(data280 < 1 || isNaN(data280)){
const err388 = {instancePath:instancePath+"/daemon/shutdown_grace_secs",schemaPath:"#/properties/daemon/properties/shutdown_grace_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
}
}
else {
const err389 = {instancePath:instancePath+"/daemon",schemaPath:"#/properties/daemon/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
let data281 = data.data_retention;
if(data281 && typeof data281 == "object" && !Array.isArray(data281)){
if(data281.categories === undefined){
data281.categories = [];
}
if(data281.dry_run === undefined){
data281.dry_run = false;
}
if(data281.enabled === undefined){
data281.enabled = false;
}
if(data281.retention_days === undefined){
data281.retention_days = 90;
}
for(const key47 in data281){
if(!((((key47 === "categories") || (key47 === "dry_run")) || (key47 === "enabled")) || (key47 === "retention_days"))){
const err390 = {instancePath:instancePath+"/data_retention",schemaPath:"#/properties/data_retention/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key47},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
let data282 = data281.categories;
if(Array.isArray(data282)){
const len26 = data282.length;
for(let i26=0; i26<len26; i26++){
if(typeof data282[i26] !== "string"){
const err391 = {instancePath:instancePath+"/data_retention/categories/" + i26,schemaPath:"#/properties/data_retention/properties/categories/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
}
}
else {
const err392 = {instancePath:instancePath+"/data_retention/categories",schemaPath:"#/properties/data_retention/properties/categories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
if(typeof data281.dry_run !== "boolean"){
const err393 = {instancePath:instancePath+"/data_retention/dry_run",schemaPath:"#/properties/data_retention/properties/dry_run/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
if(typeof data281.enabled !== "boolean"){
const err394 = {instancePath:instancePath+"/data_retention/enabled",schemaPath:"#/properties/data_retention/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
let data286 = data281.retention_days;
if(!(((typeof data286 == "number") && (!(data286 % 1) && !isNaN(data286))) && (isFinite(data286)))){
const err395 = {instancePath:instancePath+"/data_retention/retention_days",schemaPath:"#/properties/data_retention/properties/retention_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
if((typeof data286 == "number") && (isFinite(data286))){
if(data286 < 0 || isNaN(data286)){
const err396 = {instancePath:instancePath+"/data_retention/retention_days",schemaPath:"#/properties/data_retention/properties/retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
}
else {
const err397 = {instancePath:instancePath+"/data_retention",schemaPath:"#/properties/data_retention/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
let data287 = data.decision_models;
if(data287 && typeof data287 == "object" && !Array.isArray(data287)){
for(const key48 in data287){
let data288 = data287[key48];
if(data288 && typeof data288 == "object" && !Array.isArray(data288)){
if(data288.api_key === undefined){
data288.api_key = null;
}
if(data288.base_url === undefined){
data288.base_url = null;
}
if(data288.model === undefined){
data288.model = null;
}
if(data288.provider === undefined){
data288.provider = {};
}
for(const key49 in data288){
if(!((((key49 === "api_key") || (key49 === "base_url")) || (key49 === "model")) || (key49 === "provider"))){
const err398 = {instancePath:instancePath+"/decision_models/" + key48.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/decision_models/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key49},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
let data289 = data288.api_key;
if((typeof data289 !== "string") && (data289 !== null)){
const err399 = {instancePath:instancePath+"/decision_models/" + key48.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/decision_models/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.decision_models.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
let data290 = data288.base_url;
if((typeof data290 !== "string") && (data290 !== null)){
const err400 = {instancePath:instancePath+"/decision_models/" + key48.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/decision_models/additionalProperties/properties/base_url/type",keyword:"type",params:{type: schema11.properties.decision_models.additionalProperties.properties.base_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
let data291 = data288.model;
if((typeof data291 !== "string") && (data291 !== null)){
const err401 = {instancePath:instancePath+"/decision_models/" + key48.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/decision_models/additionalProperties/properties/model/type",keyword:"type",params:{type: schema11.properties.decision_models.additionalProperties.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
let data292 = data288.provider;
if(data292 && typeof data292 == "object" && !Array.isArray(data292)){
}
else {
const err402 = {instancePath:instancePath+"/decision_models/" + key48.replace(/~/g, "~0").replace(/\//g, "~1")+"/provider",schemaPath:"#/properties/decision_models/additionalProperties/properties/provider/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
else {
const err403 = {instancePath:instancePath+"/decision_models/" + key48.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/decision_models/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
}
const aliasErrors16 = keyword0(data287, instancePath+"/decision_models", "#/properties/decision_models/x-alias-map");
if(!(aliasErrors16 === null)){
vErrors = vErrors === null ? aliasErrors16 : vErrors.concat(aliasErrors16);
errors = vErrors.length;
}
}
else {
const err404 = {instancePath:instancePath+"/decision_models",schemaPath:"#/properties/decision_models/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
let data293 = data.delegate;
if(data293 && typeof data293 == "object" && !Array.isArray(data293)){
if(data293.agentic_timeout_secs === undefined){
data293.agentic_timeout_secs = 300;
}
if(data293.timeout_secs === undefined){
data293.timeout_secs = 120;
}
for(const key50 in data293){
if(!((key50 === "agentic_timeout_secs") || (key50 === "timeout_secs"))){
const err405 = {instancePath:instancePath+"/delegate",schemaPath:"#/properties/delegate/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key50},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
}
let data294 = data293.agentic_timeout_secs;
if(!(((typeof data294 == "number") && (!(data294 % 1) && !isNaN(data294))) && (isFinite(data294)))){
const err406 = {instancePath:instancePath+"/delegate/agentic_timeout_secs",schemaPath:"#/properties/delegate/properties/agentic_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
if((typeof data294 == "number") && (isFinite(data294))){
if(data294 < 0 || isNaN(data294)){
const err407 = {instancePath:instancePath+"/delegate/agentic_timeout_secs",schemaPath:"#/properties/delegate/properties/agentic_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
let data295 = data293.timeout_secs;
if(!(((typeof data295 == "number") && (!(data295 % 1) && !isNaN(data295))) && (isFinite(data295)))){
const err408 = {instancePath:instancePath+"/delegate/timeout_secs",schemaPath:"#/properties/delegate/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
if((typeof data295 == "number") && (isFinite(data295))){
if(data295 < 0 || isNaN(data295)){
const err409 = {instancePath:instancePath+"/delegate/timeout_secs",schemaPath:"#/properties/delegate/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
}
}
else {
const err410 = {instancePath:instancePath+"/delegate",schemaPath:"#/properties/delegate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
let data296 = data.embedding_routes;
if(Array.isArray(data296)){
const len27 = data296.length;
for(let i27=0; i27<len27; i27++){
let data297 = data296[i27];
if(data297 && typeof data297 == "object" && !Array.isArray(data297)){
if(data297.hint === undefined){
const err411 = {instancePath:instancePath+"/embedding_routes/" + i27,schemaPath:"#/properties/embedding_routes/items/required",keyword:"required",params:{missingProperty: "hint"},message:"must have required property '"+"hint"+"'"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
if(data297.provider === undefined){
const err412 = {instancePath:instancePath+"/embedding_routes/" + i27,schemaPath:"#/properties/embedding_routes/items/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
if(data297.model === undefined){
const err413 = {instancePath:instancePath+"/embedding_routes/" + i27,schemaPath:"#/properties/embedding_routes/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
if(data297.hint !== undefined){
let data298 = data297.hint;
if(typeof data298 === "string"){
if(func3(data298) < 1){
const err414 = {instancePath:instancePath+"/embedding_routes/" + i27+"/hint",schemaPath:"#/properties/embedding_routes/items/properties/hint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
}
else {
const err415 = {instancePath:instancePath+"/embedding_routes/" + i27+"/hint",schemaPath:"#/properties/embedding_routes/items/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
}
if(data297.provider !== undefined){
let data299 = data297.provider;
if(typeof data299 === "string"){
if(func3(data299) < 1){
const err416 = {instancePath:instancePath+"/embedding_routes/" + i27+"/provider",schemaPath:"#/properties/embedding_routes/items/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
}
else {
const err417 = {instancePath:instancePath+"/embedding_routes/" + i27+"/provider",schemaPath:"#/properties/embedding_routes/items/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
if(data297.model !== undefined){
let data300 = data297.model;
if(typeof data300 === "string"){
if(func3(data300) < 1){
const err418 = {instancePath:instancePath+"/embedding_routes/" + i27+"/model",schemaPath:"#/properties/embedding_routes/items/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
}
else {
const err419 = {instancePath:instancePath+"/embedding_routes/" + i27+"/model",schemaPath:"#/properties/embedding_routes/items/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
}
}
else {
const err420 = {instancePath:instancePath+"/embedding_routes/" + i27,schemaPath:"#/properties/embedding_routes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
}
}
else {
const err421 = {instancePath:instancePath+"/embedding_routes",schemaPath:"#/properties/embedding_routes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
let data301 = data.enroll;
if(data301 && typeof data301 == "object" && !Array.isArray(data301)){
if(data301.allow_unpaired_enrollment === undefined){
data301.allow_unpaired_enrollment = "";
}
if(data301.bind === undefined){
data301.bind = "0.0.0.0";
}
if(data301.enabled === undefined){
data301.enabled = false;
}
if(data301.port === undefined){
data301.port = 9782;
}
for(const key51 in data301){
if(!((((key51 === "allow_unpaired_enrollment") || (key51 === "bind")) || (key51 === "enabled")) || (key51 === "port"))){
const err422 = {instancePath:instancePath+"/enroll",schemaPath:"#/properties/enroll/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key51},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
}
if(typeof data301.allow_unpaired_enrollment !== "string"){
const err423 = {instancePath:instancePath+"/enroll/allow_unpaired_enrollment",schemaPath:"#/properties/enroll/properties/allow_unpaired_enrollment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
if(typeof data301.bind !== "string"){
const err424 = {instancePath:instancePath+"/enroll/bind",schemaPath:"#/properties/enroll/properties/bind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
if(typeof data301.enabled !== "boolean"){
const err425 = {instancePath:instancePath+"/enroll/enabled",schemaPath:"#/properties/enroll/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
let data305 = data301.port;
if(!(((typeof data305 == "number") && (!(data305 % 1) && !isNaN(data305))) && (isFinite(data305)))){
const err426 = {instancePath:instancePath+"/enroll/port",schemaPath:"#/properties/enroll/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
if((typeof data305 == "number") && (isFinite(data305))){
if(data305 > 65535 || isNaN(data305)){
const err427 = {instancePath:instancePath+"/enroll/port",schemaPath:"#/properties/enroll/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
if(data305 < 0 || isNaN(data305)){
const err428 = {instancePath:instancePath+"/enroll/port",schemaPath:"#/properties/enroll/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
}
}
else {
const err429 = {instancePath:instancePath+"/enroll",schemaPath:"#/properties/enroll/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
let data306 = data.escalation;
if(data306 && typeof data306 == "object" && !Array.isArray(data306)){
if(data306.alert_channels === undefined){
data306.alert_channels = [];
}
for(const key52 in data306){
if(!(key52 === "alert_channels")){
const err430 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key52},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
}
let data307 = data306.alert_channels;
if(Array.isArray(data307)){
const len28 = data307.length;
for(let i28=0; i28<len28; i28++){
if(typeof data307[i28] !== "string"){
const err431 = {instancePath:instancePath+"/escalation/alert_channels/" + i28,schemaPath:"#/properties/escalation/properties/alert_channels/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
}
}
else {
const err432 = {instancePath:instancePath+"/escalation/alert_channels",schemaPath:"#/properties/escalation/properties/alert_channels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
}
else {
const err433 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
let data309 = data.eval;
if(data309 && typeof data309 == "object" && !Array.isArray(data309)){
if(data309.mode === undefined){
data309.mode = "replay";
}
if(data309.suite_dir === undefined){
data309.suite_dir = "evals/regression";
}
for(const key53 in data309){
if(!((key53 === "mode") || (key53 === "suite_dir"))){
const err434 = {instancePath:instancePath+"/eval",schemaPath:"#/properties/eval/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key53},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
}
let data310 = data309.mode;
if(typeof data310 !== "string"){
const err435 = {instancePath:instancePath+"/eval/mode",schemaPath:"#/properties/eval/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
if(!((data310 === "replay") || (data310 === "live"))){
const err436 = {instancePath:instancePath+"/eval/mode",schemaPath:"#/properties/eval/properties/mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.eval.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
if(typeof data309.suite_dir !== "string"){
const err437 = {instancePath:instancePath+"/eval/suite_dir",schemaPath:"#/properties/eval/properties/suite_dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
}
else {
const err438 = {instancePath:instancePath+"/eval",schemaPath:"#/properties/eval/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
let data312 = data.extensions;
if(Array.isArray(data312)){
const len29 = data312.length;
for(let i29=0; i29<len29; i29++){
let data313 = data312[i29];
if(typeof data313 === "string"){
if(func3(data313) < 1){
const err439 = {instancePath:instancePath+"/extensions/" + i29,schemaPath:"#/properties/extensions/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
}
else {
const err440 = {instancePath:instancePath+"/extensions/" + i29,schemaPath:"#/properties/extensions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
}
}
else {
const err441 = {instancePath:instancePath+"/extensions",schemaPath:"#/properties/extensions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
let data314 = data.file_download;
if(data314 && typeof data314 == "object" && !Array.isArray(data314)){
if(data314.url === undefined){
data314.url = null;
}
if(data314.headers === undefined){
data314.headers = {};
}
if(data314.max_file_size_bytes === undefined){
data314.max_file_size_bytes = 26214400;
}
if(data314.timeout_secs === undefined){
data314.timeout_secs = 120;
}
if(data314.allowed_private_hosts === undefined){
data314.allowed_private_hosts = [];
}
for(const key54 in data314){
if(!(((((key54 === "url") || (key54 === "headers")) || (key54 === "max_file_size_bytes")) || (key54 === "timeout_secs")) || (key54 === "allowed_private_hosts"))){
const err442 = {instancePath:instancePath+"/file_download",schemaPath:"#/properties/file_download/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key54},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
}
let data315 = data314.url;
if((typeof data315 !== "string") && (data315 !== null)){
const err443 = {instancePath:instancePath+"/file_download/url",schemaPath:"#/properties/file_download/properties/url/type",keyword:"type",params:{type: schema11.properties.file_download.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
let data316 = data314.headers;
if(data316 && typeof data316 == "object" && !Array.isArray(data316)){
for(const key55 in data316){
if(typeof data316[key55] !== "string"){
const err444 = {instancePath:instancePath+"/file_download/headers/" + key55.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/file_download/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
}
}
else {
const err445 = {instancePath:instancePath+"/file_download/headers",schemaPath:"#/properties/file_download/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
let data318 = data314.max_file_size_bytes;
if(!(((typeof data318 == "number") && (!(data318 % 1) && !isNaN(data318))) && (isFinite(data318)))){
const err446 = {instancePath:instancePath+"/file_download/max_file_size_bytes",schemaPath:"#/properties/file_download/properties/max_file_size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
if((typeof data318 == "number") && (isFinite(data318))){
if(data318 < 0 || isNaN(data318)){
const err447 = {instancePath:instancePath+"/file_download/max_file_size_bytes",schemaPath:"#/properties/file_download/properties/max_file_size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
}
let data319 = data314.timeout_secs;
if(!(((typeof data319 == "number") && (!(data319 % 1) && !isNaN(data319))) && (isFinite(data319)))){
const err448 = {instancePath:instancePath+"/file_download/timeout_secs",schemaPath:"#/properties/file_download/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
if((typeof data319 == "number") && (isFinite(data319))){
if(data319 < 0 || isNaN(data319)){
const err449 = {instancePath:instancePath+"/file_download/timeout_secs",schemaPath:"#/properties/file_download/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
}
let data320 = data314.allowed_private_hosts;
if(Array.isArray(data320)){
const len30 = data320.length;
for(let i30=0; i30<len30; i30++){
if(typeof data320[i30] !== "string"){
const err450 = {instancePath:instancePath+"/file_download/allowed_private_hosts/" + i30,schemaPath:"#/properties/file_download/properties/allowed_private_hosts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
}
}
else {
const err451 = {instancePath:instancePath+"/file_download/allowed_private_hosts",schemaPath:"#/properties/file_download/properties/allowed_private_hosts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
}
else {
const err452 = {instancePath:instancePath+"/file_download",schemaPath:"#/properties/file_download/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
let data322 = data.file_upload;
if(data322 && typeof data322 == "object" && !Array.isArray(data322)){
if(data322.url === undefined){
data322.url = null;
}
if(data322.headers === undefined){
data322.headers = {};
}
if(data322.max_file_size_bytes === undefined){
data322.max_file_size_bytes = 26214400;
}
if(data322.timeout_secs === undefined){
data322.timeout_secs = 60;
}
if(data322.field_name === undefined){
data322.field_name = "file";
}
if(data322.method === undefined){
data322.method = "POST";
}
for(const key56 in data322){
if(!((((((key56 === "url") || (key56 === "headers")) || (key56 === "max_file_size_bytes")) || (key56 === "timeout_secs")) || (key56 === "field_name")) || (key56 === "method"))){
const err453 = {instancePath:instancePath+"/file_upload",schemaPath:"#/properties/file_upload/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key56},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
}
let data323 = data322.url;
if((typeof data323 !== "string") && (data323 !== null)){
const err454 = {instancePath:instancePath+"/file_upload/url",schemaPath:"#/properties/file_upload/properties/url/type",keyword:"type",params:{type: schema11.properties.file_upload.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
let data324 = data322.headers;
if(data324 && typeof data324 == "object" && !Array.isArray(data324)){
for(const key57 in data324){
if(typeof data324[key57] !== "string"){
const err455 = {instancePath:instancePath+"/file_upload/headers/" + key57.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/file_upload/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
}
}
else {
const err456 = {instancePath:instancePath+"/file_upload/headers",schemaPath:"#/properties/file_upload/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
let data326 = data322.max_file_size_bytes;
if(!(((typeof data326 == "number") && (!(data326 % 1) && !isNaN(data326))) && (isFinite(data326)))){
const err457 = {instancePath:instancePath+"/file_upload/max_file_size_bytes",schemaPath:"#/properties/file_upload/properties/max_file_size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
if((typeof data326 == "number") && (isFinite(data326))){
if(data326 < 0 || isNaN(data326)){
const err458 = {instancePath:instancePath+"/file_upload/max_file_size_bytes",schemaPath:"#/properties/file_upload/properties/max_file_size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
}
let data327 = data322.timeout_secs;
if(!(((typeof data327 == "number") && (!(data327 % 1) && !isNaN(data327))) && (isFinite(data327)))){
const err459 = {instancePath:instancePath+"/file_upload/timeout_secs",schemaPath:"#/properties/file_upload/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
if((typeof data327 == "number") && (isFinite(data327))){
if(data327 < 0 || isNaN(data327)){
const err460 = {instancePath:instancePath+"/file_upload/timeout_secs",schemaPath:"#/properties/file_upload/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
}
if(typeof data322.field_name !== "string"){
const err461 = {instancePath:instancePath+"/file_upload/field_name",schemaPath:"#/properties/file_upload/properties/field_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
let data329 = data322.method;
if(typeof data329 !== "string"){
const err462 = {instancePath:instancePath+"/file_upload/method",schemaPath:"#/properties/file_upload/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
if(!((data329 === "POST") || (data329 === "PUT"))){
const err463 = {instancePath:instancePath+"/file_upload/method",schemaPath:"#/properties/file_upload/properties/method/enum",keyword:"enum",params:{allowedValues: schema11.properties.file_upload.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
}
else {
const err464 = {instancePath:instancePath+"/file_upload",schemaPath:"#/properties/file_upload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
let data330 = data.file_upload_bundle;
if(data330 && typeof data330 == "object" && !Array.isArray(data330)){
if(data330.url === undefined){
data330.url = null;
}
if(data330.headers === undefined){
data330.headers = {};
}
if(data330.max_file_size_bytes === undefined){
data330.max_file_size_bytes = 10485760;
}
if(data330.timeout_secs === undefined){
data330.timeout_secs = 120;
}
if(data330.field_name === undefined){
data330.field_name = "file";
}
if(data330.method === undefined){
data330.method = "POST";
}
if(data330.max_files === undefined){
data330.max_files = 16;
}
if(data330.max_total_size_bytes === undefined){
data330.max_total_size_bytes = 33554432;
}
if(data330.max_response_body_bytes === undefined){
data330.max_response_body_bytes = 4096;
}
for(const key58 in data330){
if(!(func2.call(schema11.properties.file_upload_bundle.properties, key58))){
const err465 = {instancePath:instancePath+"/file_upload_bundle",schemaPath:"#/properties/file_upload_bundle/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key58},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
}
let data331 = data330.url;
if((typeof data331 !== "string") && (data331 !== null)){
const err466 = {instancePath:instancePath+"/file_upload_bundle/url",schemaPath:"#/properties/file_upload_bundle/properties/url/type",keyword:"type",params:{type: schema11.properties.file_upload_bundle.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
let data332 = data330.headers;
if(data332 && typeof data332 == "object" && !Array.isArray(data332)){
for(const key59 in data332){
if(typeof data332[key59] !== "string"){
const err467 = {instancePath:instancePath+"/file_upload_bundle/headers/" + key59.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/file_upload_bundle/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
}
}
else {
const err468 = {instancePath:instancePath+"/file_upload_bundle/headers",schemaPath:"#/properties/file_upload_bundle/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
let data334 = data330.max_file_size_bytes;
if(!(((typeof data334 == "number") && (!(data334 % 1) && !isNaN(data334))) && (isFinite(data334)))){
const err469 = {instancePath:instancePath+"/file_upload_bundle/max_file_size_bytes",schemaPath:"#/properties/file_upload_bundle/properties/max_file_size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
if((typeof data334 == "number") && (isFinite(data334))){
if(data334 < 0 || isNaN(data334)){
const err470 = {instancePath:instancePath+"/file_upload_bundle/max_file_size_bytes",schemaPath:"#/properties/file_upload_bundle/properties/max_file_size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
}
let data335 = data330.timeout_secs;
if(!(((typeof data335 == "number") && (!(data335 % 1) && !isNaN(data335))) && (isFinite(data335)))){
const err471 = {instancePath:instancePath+"/file_upload_bundle/timeout_secs",schemaPath:"#/properties/file_upload_bundle/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
if((typeof data335 == "number") && (isFinite(data335))){
if(data335 < 0 || isNaN(data335)){
const err472 = {instancePath:instancePath+"/file_upload_bundle/timeout_secs",schemaPath:"#/properties/file_upload_bundle/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
}
if(typeof data330.field_name !== "string"){
const err473 = {instancePath:instancePath+"/file_upload_bundle/field_name",schemaPath:"#/properties/file_upload_bundle/properties/field_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
let data337 = data330.method;
if(typeof data337 !== "string"){
const err474 = {instancePath:instancePath+"/file_upload_bundle/method",schemaPath:"#/properties/file_upload_bundle/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
if(!((data337 === "POST") || (data337 === "PUT"))){
const err475 = {instancePath:instancePath+"/file_upload_bundle/method",schemaPath:"#/properties/file_upload_bundle/properties/method/enum",keyword:"enum",params:{allowedValues: schema11.properties.file_upload_bundle.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
let data338 = data330.max_files;
if(!(((typeof data338 == "number") && (!(data338 % 1) && !isNaN(data338))) && (isFinite(data338)))){
const err476 = {instancePath:instancePath+"/file_upload_bundle/max_files",schemaPath:"#/properties/file_upload_bundle/properties/max_files/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
if((typeof data338 == "number") && (isFinite(data338))){
if(data338 < 0 || isNaN(data338)){
const err477 = {instancePath:instancePath+"/file_upload_bundle/max_files",schemaPath:"#/properties/file_upload_bundle/properties/max_files/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
}
let data339 = data330.max_total_size_bytes;
if(!(((typeof data339 == "number") && (!(data339 % 1) && !isNaN(data339))) && (isFinite(data339)))){
const err478 = {instancePath:instancePath+"/file_upload_bundle/max_total_size_bytes",schemaPath:"#/properties/file_upload_bundle/properties/max_total_size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
if((typeof data339 == "number") && (isFinite(data339))){
if(data339 < 0 || isNaN(data339)){
const err479 = {instancePath:instancePath+"/file_upload_bundle/max_total_size_bytes",schemaPath:"#/properties/file_upload_bundle/properties/max_total_size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
}
let data340 = data330.max_response_body_bytes;
if(!(((typeof data340 == "number") && (!(data340 % 1) && !isNaN(data340))) && (isFinite(data340)))){
const err480 = {instancePath:instancePath+"/file_upload_bundle/max_response_body_bytes",schemaPath:"#/properties/file_upload_bundle/properties/max_response_body_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
if((typeof data340 == "number") && (isFinite(data340))){
if(data340 < 0 || isNaN(data340)){
const err481 = {instancePath:instancePath+"/file_upload_bundle/max_response_body_bytes",schemaPath:"#/properties/file_upload_bundle/properties/max_response_body_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
}
}
else {
const err482 = {instancePath:instancePath+"/file_upload_bundle",schemaPath:"#/properties/file_upload_bundle/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
let data341 = data.gateway;
if(data341 && typeof data341 == "object" && !Array.isArray(data341)){
if(data341.allow_public_bind === undefined){
data341.allow_public_bind = false;
}
if(data341.allow_remote_admin === undefined){
data341.allow_remote_admin = false;
}
if(data341.allow_self_upgrade === undefined){
data341.allow_self_upgrade = false;
}
if(data341.check_updates === undefined){
data341.check_updates = true;
}
if(data341.host === undefined){
data341.host = "127.0.0.1";
}
if(data341.port === undefined){
data341.port = 42617;
}
if(data341.idempotency_max_keys === undefined){
data341.idempotency_max_keys = 10000;
}
if(data341.idempotency_ttl_secs === undefined){
data341.idempotency_ttl_secs = 300;
}
if(data341.long_running_request_timeout_secs === undefined){
data341.long_running_request_timeout_secs = 600;
}
if(data341.request_timeout_secs === undefined){
data341.request_timeout_secs = 30;
}
if(data341.pair_rate_limit_per_minute === undefined){
data341.pair_rate_limit_per_minute = 10;
}
if(data341.webhook_rate_limit_per_minute === undefined){
data341.webhook_rate_limit_per_minute = 60;
}
if(data341.rate_limit_max_keys === undefined){
data341.rate_limit_max_keys = 10000;
}
if(data341.paired_tokens === undefined){
data341.paired_tokens = [];
}
if(data341.path_prefix === undefined){
data341.path_prefix = null;
}
if(data341.require_pairing === undefined){
data341.require_pairing = true;
}
if(data341.session_persistence === undefined){
data341.session_persistence = true;
}
if(data341.session_ttl_hours === undefined){
data341.session_ttl_hours = 0;
}
if(data341.trust_forwarded_headers === undefined){
data341.trust_forwarded_headers = false;
}
if(data341.web_dist_dir === undefined){
data341.web_dist_dir = null;
}
if(data341.webhook_secret === undefined){
data341.webhook_secret = null;
}
if(data341.websocket_ping_interval_secs === undefined){
data341.websocket_ping_interval_secs = 30;
}
if(data341.pairing_code === undefined){
data341.pairing_code = {};
}
if(data341.pairing_dashboard === undefined){
data341.pairing_dashboard = {};
}
for(const key60 in data341){
if(!(func2.call(schema11.properties.gateway.properties, key60))){
const err483 = {instancePath:instancePath+"/gateway",schemaPath:"#/properties/gateway/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key60},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
}
if(typeof data341.allow_public_bind !== "boolean"){
const err484 = {instancePath:instancePath+"/gateway/allow_public_bind",schemaPath:"#/properties/gateway/properties/allow_public_bind/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
if(typeof data341.allow_remote_admin !== "boolean"){
const err485 = {instancePath:instancePath+"/gateway/allow_remote_admin",schemaPath:"#/properties/gateway/properties/allow_remote_admin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
if(typeof data341.allow_self_upgrade !== "boolean"){
const err486 = {instancePath:instancePath+"/gateway/allow_self_upgrade",schemaPath:"#/properties/gateway/properties/allow_self_upgrade/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
if(typeof data341.check_updates !== "boolean"){
const err487 = {instancePath:instancePath+"/gateway/check_updates",schemaPath:"#/properties/gateway/properties/check_updates/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
if(typeof data341.host !== "string"){
const err488 = {instancePath:instancePath+"/gateway/host",schemaPath:"#/properties/gateway/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
let data347 = data341.port;
if(!(((typeof data347 == "number") && (!(data347 % 1) && !isNaN(data347))) && (isFinite(data347)))){
const err489 = {instancePath:instancePath+"/gateway/port",schemaPath:"#/properties/gateway/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
if((typeof data347 == "number") && (isFinite(data347))){
if(data347 > 65535 || isNaN(data347)){
const err490 = {instancePath:instancePath+"/gateway/port",schemaPath:"#/properties/gateway/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
if(data347 < 0 || isNaN(data347)){
const err491 = {instancePath:instancePath+"/gateway/port",schemaPath:"#/properties/gateway/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
}
let data348 = data341.idempotency_max_keys;
if(!(((typeof data348 == "number") && (!(data348 % 1) && !isNaN(data348))) && (isFinite(data348)))){
const err492 = {instancePath:instancePath+"/gateway/idempotency_max_keys",schemaPath:"#/properties/gateway/properties/idempotency_max_keys/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
if((typeof data348 == "number") && (isFinite(data348))){
if(data348 < 1 || isNaN(data348)){
const err493 = {instancePath:instancePath+"/gateway/idempotency_max_keys",schemaPath:"#/properties/gateway/properties/idempotency_max_keys/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
}
let data349 = data341.idempotency_ttl_secs;
if(!(((typeof data349 == "number") && (!(data349 % 1) && !isNaN(data349))) && (isFinite(data349)))){
const err494 = {instancePath:instancePath+"/gateway/idempotency_ttl_secs",schemaPath:"#/properties/gateway/properties/idempotency_ttl_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
if((typeof data349 == "number") && (isFinite(data349))){
if(data349 < 1 || isNaN(data349)){
const err495 = {instancePath:instancePath+"/gateway/idempotency_ttl_secs",schemaPath:"#/properties/gateway/properties/idempotency_ttl_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
}
let data350 = data341.long_running_request_timeout_secs;
if(!(((typeof data350 == "number") && (!(data350 % 1) && !isNaN(data350))) && (isFinite(data350)))){
const err496 = {instancePath:instancePath+"/gateway/long_running_request_timeout_secs",schemaPath:"#/properties/gateway/properties/long_running_request_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
if((typeof data350 == "number") && (isFinite(data350))){
if(data350 < 1 || isNaN(data350)){
const err497 = {instancePath:instancePath+"/gateway/long_running_request_timeout_secs",schemaPath:"#/properties/gateway/properties/long_running_request_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
}
let data351 = data341.request_timeout_secs;
if(!(((typeof data351 == "number") && (!(data351 % 1) && !isNaN(data351))) && (isFinite(data351)))){
const err498 = {instancePath:instancePath+"/gateway/request_timeout_secs",schemaPath:"#/properties/gateway/properties/request_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
if((typeof data351 == "number") && (isFinite(data351))){
if(data351 < 1 || isNaN(data351)){
const err499 = {instancePath:instancePath+"/gateway/request_timeout_secs",schemaPath:"#/properties/gateway/properties/request_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
}
let data352 = data341.pair_rate_limit_per_minute;
if(!(((typeof data352 == "number") && (!(data352 % 1) && !isNaN(data352))) && (isFinite(data352)))){
const err500 = {instancePath:instancePath+"/gateway/pair_rate_limit_per_minute",schemaPath:"#/properties/gateway/properties/pair_rate_limit_per_minute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
if((typeof data352 == "number") && (isFinite(data352))){
if(data352 < 0 || isNaN(data352)){
const err501 = {instancePath:instancePath+"/gateway/pair_rate_limit_per_minute",schemaPath:"#/properties/gateway/properties/pair_rate_limit_per_minute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
}
let data353 = data341.webhook_rate_limit_per_minute;
if(!(((typeof data353 == "number") && (!(data353 % 1) && !isNaN(data353))) && (isFinite(data353)))){
const err502 = {instancePath:instancePath+"/gateway/webhook_rate_limit_per_minute",schemaPath:"#/properties/gateway/properties/webhook_rate_limit_per_minute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
if((typeof data353 == "number") && (isFinite(data353))){
if(data353 < 0 || isNaN(data353)){
const err503 = {instancePath:instancePath+"/gateway/webhook_rate_limit_per_minute",schemaPath:"#/properties/gateway/properties/webhook_rate_limit_per_minute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
}
let data354 = data341.rate_limit_max_keys;
if(!(((typeof data354 == "number") && (!(data354 % 1) && !isNaN(data354))) && (isFinite(data354)))){
const err504 = {instancePath:instancePath+"/gateway/rate_limit_max_keys",schemaPath:"#/properties/gateway/properties/rate_limit_max_keys/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
if((typeof data354 == "number") && (isFinite(data354))){
if(data354 < 1 || isNaN(data354)){
const err505 = {instancePath:instancePath+"/gateway/rate_limit_max_keys",schemaPath:"#/properties/gateway/properties/rate_limit_max_keys/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
}
let data355 = data341.paired_tokens;
if(Array.isArray(data355)){
const len31 = data355.length;
for(let i31=0; i31<len31; i31++){
if(typeof data355[i31] !== "string"){
const err506 = {instancePath:instancePath+"/gateway/paired_tokens/" + i31,schemaPath:"#/properties/gateway/properties/paired_tokens/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
}
}
else {
const err507 = {instancePath:instancePath+"/gateway/paired_tokens",schemaPath:"#/properties/gateway/properties/paired_tokens/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
let data357 = data341.path_prefix;
if((typeof data357 !== "string") && (data357 !== null)){
const err508 = {instancePath:instancePath+"/gateway/path_prefix",schemaPath:"#/properties/gateway/properties/path_prefix/type",keyword:"type",params:{type: schema11.properties.gateway.properties.path_prefix.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
if(typeof data357 === "string"){
if(!pattern11.test(data357)){
const err509 = {instancePath:instancePath+"/gateway/path_prefix",schemaPath:"#/properties/gateway/properties/path_prefix/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
}
if(typeof data341.require_pairing !== "boolean"){
const err510 = {instancePath:instancePath+"/gateway/require_pairing",schemaPath:"#/properties/gateway/properties/require_pairing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
if(typeof data341.session_persistence !== "boolean"){
const err511 = {instancePath:instancePath+"/gateway/session_persistence",schemaPath:"#/properties/gateway/properties/session_persistence/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
let data360 = data341.session_ttl_hours;
if(!(((typeof data360 == "number") && (!(data360 % 1) && !isNaN(data360))) && (isFinite(data360)))){
const err512 = {instancePath:instancePath+"/gateway/session_ttl_hours",schemaPath:"#/properties/gateway/properties/session_ttl_hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
if((typeof data360 == "number") && (isFinite(data360))){
if(data360 < 0 || isNaN(data360)){
const err513 = {instancePath:instancePath+"/gateway/session_ttl_hours",schemaPath:"#/properties/gateway/properties/session_ttl_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
}
if(typeof data341.trust_forwarded_headers !== "boolean"){
const err514 = {instancePath:instancePath+"/gateway/trust_forwarded_headers",schemaPath:"#/properties/gateway/properties/trust_forwarded_headers/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
let data362 = data341.web_dist_dir;
if((typeof data362 !== "string") && (data362 !== null)){
const err515 = {instancePath:instancePath+"/gateway/web_dist_dir",schemaPath:"#/properties/gateway/properties/web_dist_dir/type",keyword:"type",params:{type: schema11.properties.gateway.properties.web_dist_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
let data363 = data341.webhook_secret;
if((typeof data363 !== "string") && (data363 !== null)){
const err516 = {instancePath:instancePath+"/gateway/webhook_secret",schemaPath:"#/properties/gateway/properties/webhook_secret/type",keyword:"type",params:{type: schema11.properties.gateway.properties.webhook_secret.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
let data364 = data341.websocket_ping_interval_secs;
if(!(((typeof data364 == "number") && (!(data364 % 1) && !isNaN(data364))) && (isFinite(data364)))){
const err517 = {instancePath:instancePath+"/gateway/websocket_ping_interval_secs",schemaPath:"#/properties/gateway/properties/websocket_ping_interval_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
if((typeof data364 == "number") && (isFinite(data364))){
if(data364 < 1 || isNaN(data364)){
const err518 = {instancePath:instancePath+"/gateway/websocket_ping_interval_secs",schemaPath:"#/properties/gateway/properties/websocket_ping_interval_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
}
let data365 = data341.pairing_code;
if(data365 && typeof data365 == "object" && !Array.isArray(data365)){
if(data365.length === undefined){
data365.length = 32;
}
if(data365.charset === undefined){
data365.charset = "alphanumeric";
}
for(const key61 in data365){
if(!((key61 === "length") || (key61 === "charset"))){
const err519 = {instancePath:instancePath+"/gateway/pairing_code",schemaPath:"#/properties/gateway/properties/pairing_code/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key61},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
}
let data366 = data365.length;
if(!(((typeof data366 == "number") && (!(data366 % 1) && !isNaN(data366))) && (isFinite(data366)))){
const err520 = {instancePath:instancePath+"/gateway/pairing_code/length",schemaPath:"#/properties/gateway/properties/pairing_code/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
if((typeof data366 == "number") && (isFinite(data366))){
if(data366 > 128 || isNaN(data366)){
const err521 = {instancePath:instancePath+"/gateway/pairing_code/length",schemaPath:"#/properties/gateway/properties/pairing_code/properties/length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 128},message:"must be <= 128"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
if(data366 < 6 || isNaN(data366)){
const err522 = {instancePath:instancePath+"/gateway/pairing_code/length",schemaPath:"#/properties/gateway/properties/pairing_code/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 6},message:"must be >= 6"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
}
let data367 = data365.charset;
if(typeof data367 !== "string"){
const err523 = {instancePath:instancePath+"/gateway/pairing_code/charset",schemaPath:"#/properties/gateway/properties/pairing_code/properties/charset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
if(!(((data367 === "alphanumeric") || (data367 === "unambiguous")) || (data367 === "numeric"))){
const err524 = {instancePath:instancePath+"/gateway/pairing_code/charset",schemaPath:"#/properties/gateway/properties/pairing_code/properties/charset/enum",keyword:"enum",params:{allowedValues: schema11.properties.gateway.properties.pairing_code.properties.charset.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
}
else {
const err525 = {instancePath:instancePath+"/gateway/pairing_code",schemaPath:"#/properties/gateway/properties/pairing_code/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
let data368 = data341.pairing_dashboard;
if(data368 && typeof data368 == "object" && !Array.isArray(data368)){
if(data368.code_ttl_secs === undefined){
data368.code_ttl_secs = 3600;
}
if(data368.lockout_secs === undefined){
data368.lockout_secs = 300;
}
if(data368.max_failed_attempts === undefined){
data368.max_failed_attempts = 5;
}
if(data368.max_pending_codes === undefined){
data368.max_pending_codes = 3;
}
for(const key62 in data368){
if(!((((key62 === "code_ttl_secs") || (key62 === "lockout_secs")) || (key62 === "max_failed_attempts")) || (key62 === "max_pending_codes"))){
const err526 = {instancePath:instancePath+"/gateway/pairing_dashboard",schemaPath:"#/properties/gateway/properties/pairing_dashboard/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key62},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
}
let data369 = data368.code_ttl_secs;
if(!(((typeof data369 == "number") && (!(data369 % 1) && !isNaN(data369))) && (isFinite(data369)))){
const err527 = {instancePath:instancePath+"/gateway/pairing_dashboard/code_ttl_secs",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/code_ttl_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
if((typeof data369 == "number") && (isFinite(data369))){
if(data369 < 1 || isNaN(data369)){
const err528 = {instancePath:instancePath+"/gateway/pairing_dashboard/code_ttl_secs",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/code_ttl_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
}
let data370 = data368.lockout_secs;
if(!(((typeof data370 == "number") && (!(data370 % 1) && !isNaN(data370))) && (isFinite(data370)))){
const err529 = {instancePath:instancePath+"/gateway/pairing_dashboard/lockout_secs",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/lockout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
if((typeof data370 == "number") && (isFinite(data370))){
if(data370 < 0 || isNaN(data370)){
const err530 = {instancePath:instancePath+"/gateway/pairing_dashboard/lockout_secs",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/lockout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
}
let data371 = data368.max_failed_attempts;
if(!(((typeof data371 == "number") && (!(data371 % 1) && !isNaN(data371))) && (isFinite(data371)))){
const err531 = {instancePath:instancePath+"/gateway/pairing_dashboard/max_failed_attempts",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/max_failed_attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
if((typeof data371 == "number") && (isFinite(data371))){
if(data371 < 1 || isNaN(data371)){
const err532 = {instancePath:instancePath+"/gateway/pairing_dashboard/max_failed_attempts",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/max_failed_attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
}
let data372 = data368.max_pending_codes;
if(!(((typeof data372 == "number") && (!(data372 % 1) && !isNaN(data372))) && (isFinite(data372)))){
const err533 = {instancePath:instancePath+"/gateway/pairing_dashboard/max_pending_codes",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/max_pending_codes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
}
errors++;
}
if((typeof data372 == "number") && (isFinite(data372))){
if(data372 < 1 || isNaN(data372)){
const err534 = {instancePath:instancePath+"/gateway/pairing_dashboard/max_pending_codes",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/max_pending_codes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
}
}
else {
const err535 = {instancePath:instancePath+"/gateway/pairing_dashboard",schemaPath:"#/properties/gateway/properties/pairing_dashboard/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
if(data341.tls !== undefined){
let data373 = data341.tls;
if(data373 && typeof data373 == "object" && !Array.isArray(data373)){
if(data373.enabled === undefined){
data373.enabled = false;
}
if(data373.client_auth === undefined){
data373.client_auth = {};
}
if(data373.cert_path === undefined){
const err536 = {instancePath:instancePath+"/gateway/tls",schemaPath:"#/properties/gateway/properties/tls/required",keyword:"required",params:{missingProperty: "cert_path"},message:"must have required property '"+"cert_path"+"'"};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
if(data373.key_path === undefined){
const err537 = {instancePath:instancePath+"/gateway/tls",schemaPath:"#/properties/gateway/properties/tls/required",keyword:"required",params:{missingProperty: "key_path"},message:"must have required property '"+"key_path"+"'"};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
}
errors++;
}
for(const key63 in data373){
if(!((((key63 === "cert_path") || (key63 === "key_path")) || (key63 === "enabled")) || (key63 === "client_auth"))){
const err538 = {instancePath:instancePath+"/gateway/tls",schemaPath:"#/properties/gateway/properties/tls/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key63},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
}
if(data373.cert_path !== undefined){
let data374 = data373.cert_path;
if(typeof data374 === "string"){
if(func3(data374) < 1){
const err539 = {instancePath:instancePath+"/gateway/tls/cert_path",schemaPath:"#/properties/gateway/properties/tls/properties/cert_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
}
else {
const err540 = {instancePath:instancePath+"/gateway/tls/cert_path",schemaPath:"#/properties/gateway/properties/tls/properties/cert_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
}
if(data373.key_path !== undefined){
let data375 = data373.key_path;
if(typeof data375 === "string"){
if(func3(data375) < 1){
const err541 = {instancePath:instancePath+"/gateway/tls/key_path",schemaPath:"#/properties/gateway/properties/tls/properties/key_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
}
else {
const err542 = {instancePath:instancePath+"/gateway/tls/key_path",schemaPath:"#/properties/gateway/properties/tls/properties/key_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
}
if(typeof data373.enabled !== "boolean"){
const err543 = {instancePath:instancePath+"/gateway/tls/enabled",schemaPath:"#/properties/gateway/properties/tls/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
let data377 = data373.client_auth;
if(data377 && typeof data377 == "object" && !Array.isArray(data377)){
if(data377.ca_cert_path === undefined){
data377.ca_cert_path = "";
}
if(data377.crl_path === undefined){
data377.crl_path = "";
}
if(data377.enabled === undefined){
data377.enabled = false;
}
if(data377.pinned_certs === undefined){
data377.pinned_certs = [];
}
if(data377.require_client_cert === undefined){
data377.require_client_cert = true;
}
for(const key64 in data377){
if(!(((((key64 === "ca_cert_path") || (key64 === "crl_path")) || (key64 === "enabled")) || (key64 === "pinned_certs")) || (key64 === "require_client_cert"))){
const err544 = {instancePath:instancePath+"/gateway/tls/client_auth",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key64},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
}
if(typeof data377.ca_cert_path !== "string"){
const err545 = {instancePath:instancePath+"/gateway/tls/client_auth/ca_cert_path",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/properties/ca_cert_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err545];
}
else {
vErrors.push(err545);
}
errors++;
}
if(typeof data377.crl_path !== "string"){
const err546 = {instancePath:instancePath+"/gateway/tls/client_auth/crl_path",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/properties/crl_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
if(typeof data377.enabled !== "boolean"){
const err547 = {instancePath:instancePath+"/gateway/tls/client_auth/enabled",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
let data381 = data377.pinned_certs;
if(Array.isArray(data381)){
const len32 = data381.length;
for(let i32=0; i32<len32; i32++){
if(typeof data381[i32] !== "string"){
const err548 = {instancePath:instancePath+"/gateway/tls/client_auth/pinned_certs/" + i32,schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/properties/pinned_certs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
}
}
else {
const err549 = {instancePath:instancePath+"/gateway/tls/client_auth/pinned_certs",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/properties/pinned_certs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
if(typeof data377.require_client_cert !== "boolean"){
const err550 = {instancePath:instancePath+"/gateway/tls/client_auth/require_client_cert",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/properties/require_client_cert/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
}
errors++;
}
}
else {
const err551 = {instancePath:instancePath+"/gateway/tls/client_auth",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
}
else {
const err552 = {instancePath:instancePath+"/gateway/tls",schemaPath:"#/properties/gateway/properties/tls/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
}
}
else {
const err553 = {instancePath:instancePath+"/gateway",schemaPath:"#/properties/gateway/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
let data384 = data.gemini_cli;
if(data384 && typeof data384 == "object" && !Array.isArray(data384)){
if(data384.enabled === undefined){
data384.enabled = false;
}
if(data384.env_passthrough === undefined){
data384.env_passthrough = [];
}
if(data384.max_output_bytes === undefined){
data384.max_output_bytes = 2097152;
}
if(data384.timeout_secs === undefined){
data384.timeout_secs = 600;
}
for(const key65 in data384){
if(!((((key65 === "enabled") || (key65 === "env_passthrough")) || (key65 === "max_output_bytes")) || (key65 === "timeout_secs"))){
const err554 = {instancePath:instancePath+"/gemini_cli",schemaPath:"#/properties/gemini_cli/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key65},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
}
if(typeof data384.enabled !== "boolean"){
const err555 = {instancePath:instancePath+"/gemini_cli/enabled",schemaPath:"#/properties/gemini_cli/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
let data386 = data384.env_passthrough;
if(Array.isArray(data386)){
const len33 = data386.length;
for(let i33=0; i33<len33; i33++){
if(typeof data386[i33] !== "string"){
const err556 = {instancePath:instancePath+"/gemini_cli/env_passthrough/" + i33,schemaPath:"#/properties/gemini_cli/properties/env_passthrough/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
}
}
else {
const err557 = {instancePath:instancePath+"/gemini_cli/env_passthrough",schemaPath:"#/properties/gemini_cli/properties/env_passthrough/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
let data388 = data384.max_output_bytes;
if(!(((typeof data388 == "number") && (!(data388 % 1) && !isNaN(data388))) && (isFinite(data388)))){
const err558 = {instancePath:instancePath+"/gemini_cli/max_output_bytes",schemaPath:"#/properties/gemini_cli/properties/max_output_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
if((typeof data388 == "number") && (isFinite(data388))){
if(data388 < 1 || isNaN(data388)){
const err559 = {instancePath:instancePath+"/gemini_cli/max_output_bytes",schemaPath:"#/properties/gemini_cli/properties/max_output_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
}
let data389 = data384.timeout_secs;
if(!(((typeof data389 == "number") && (!(data389 % 1) && !isNaN(data389))) && (isFinite(data389)))){
const err560 = {instancePath:instancePath+"/gemini_cli/timeout_secs",schemaPath:"#/properties/gemini_cli/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
if((typeof data389 == "number") && (isFinite(data389))){
if(data389 < 1 || isNaN(data389)){
const err561 = {instancePath:instancePath+"/gemini_cli/timeout_secs",schemaPath:"#/properties/gemini_cli/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
}
}
else {
const err562 = {instancePath:instancePath+"/gemini_cli",schemaPath:"#/properties/gemini_cli/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
let data390 = data.google_workspace;
if(data390 && typeof data390 == "object" && !Array.isArray(data390)){
if(data390.allowed_operations === undefined){
data390.allowed_operations = [];
}
if(data390.allowed_services === undefined){
data390.allowed_services = [];
}
if(data390.audit_log === undefined){
data390.audit_log = false;
}
if(data390.credentials_path === undefined){
data390.credentials_path = null;
}
if(data390.default_account === undefined){
data390.default_account = null;
}
if(data390.enabled === undefined){
data390.enabled = false;
}
if(data390.rate_limit_per_minute === undefined){
data390.rate_limit_per_minute = 60;
}
if(data390.timeout_secs === undefined){
data390.timeout_secs = 30;
}
for(const key66 in data390){
if(!((((((((key66 === "allowed_operations") || (key66 === "allowed_services")) || (key66 === "audit_log")) || (key66 === "credentials_path")) || (key66 === "default_account")) || (key66 === "enabled")) || (key66 === "rate_limit_per_minute")) || (key66 === "timeout_secs"))){
const err563 = {instancePath:instancePath+"/google_workspace",schemaPath:"#/properties/google_workspace/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key66},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
}
let data391 = data390.allowed_operations;
if(Array.isArray(data391)){
const len34 = data391.length;
for(let i34=0; i34<len34; i34++){
let data392 = data391[i34];
if(!(data392 && typeof data392 == "object" && !Array.isArray(data392))){
const err564 = {instancePath:instancePath+"/google_workspace/allowed_operations/" + i34,schemaPath:"#/properties/google_workspace/properties/allowed_operations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
}
}
else {
const err565 = {instancePath:instancePath+"/google_workspace/allowed_operations",schemaPath:"#/properties/google_workspace/properties/allowed_operations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
let data393 = data390.allowed_services;
if(Array.isArray(data393)){
const len35 = data393.length;
for(let i35=0; i35<len35; i35++){
if(typeof data393[i35] !== "string"){
const err566 = {instancePath:instancePath+"/google_workspace/allowed_services/" + i35,schemaPath:"#/properties/google_workspace/properties/allowed_services/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
}
}
else {
const err567 = {instancePath:instancePath+"/google_workspace/allowed_services",schemaPath:"#/properties/google_workspace/properties/allowed_services/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
if(typeof data390.audit_log !== "boolean"){
const err568 = {instancePath:instancePath+"/google_workspace/audit_log",schemaPath:"#/properties/google_workspace/properties/audit_log/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
let data396 = data390.credentials_path;
if((typeof data396 !== "string") && (data396 !== null)){
const err569 = {instancePath:instancePath+"/google_workspace/credentials_path",schemaPath:"#/properties/google_workspace/properties/credentials_path/type",keyword:"type",params:{type: schema11.properties.google_workspace.properties.credentials_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
let data397 = data390.default_account;
if((typeof data397 !== "string") && (data397 !== null)){
const err570 = {instancePath:instancePath+"/google_workspace/default_account",schemaPath:"#/properties/google_workspace/properties/default_account/type",keyword:"type",params:{type: schema11.properties.google_workspace.properties.default_account.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
if(typeof data390.enabled !== "boolean"){
const err571 = {instancePath:instancePath+"/google_workspace/enabled",schemaPath:"#/properties/google_workspace/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
let data399 = data390.rate_limit_per_minute;
if(!(((typeof data399 == "number") && (!(data399 % 1) && !isNaN(data399))) && (isFinite(data399)))){
const err572 = {instancePath:instancePath+"/google_workspace/rate_limit_per_minute",schemaPath:"#/properties/google_workspace/properties/rate_limit_per_minute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
if((typeof data399 == "number") && (isFinite(data399))){
if(data399 < 0 || isNaN(data399)){
const err573 = {instancePath:instancePath+"/google_workspace/rate_limit_per_minute",schemaPath:"#/properties/google_workspace/properties/rate_limit_per_minute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
}
let data400 = data390.timeout_secs;
if(!(((typeof data400 == "number") && (!(data400 % 1) && !isNaN(data400))) && (isFinite(data400)))){
const err574 = {instancePath:instancePath+"/google_workspace/timeout_secs",schemaPath:"#/properties/google_workspace/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
if((typeof data400 == "number") && (isFinite(data400))){
if(data400 < 1 || isNaN(data400)){
const err575 = {instancePath:instancePath+"/google_workspace/timeout_secs",schemaPath:"#/properties/google_workspace/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
}
}
else {
const err576 = {instancePath:instancePath+"/google_workspace",schemaPath:"#/properties/google_workspace/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err576];
}
else {
vErrors.push(err576);
}
errors++;
}
let data401 = data.hardware;
if(data401 && typeof data401 == "object" && !Array.isArray(data401)){
if(data401.baud_rate === undefined){
data401.baud_rate = 115200;
}
if(data401.enabled === undefined){
data401.enabled = false;
}
if(data401.probe_target === undefined){
data401.probe_target = null;
}
if(data401.serial_port === undefined){
data401.serial_port = null;
}
if(data401.transport === undefined){
data401.transport = null;
}
if(data401.workspace_datasheets === undefined){
data401.workspace_datasheets = false;
}
for(const key67 in data401){
if(!((((((key67 === "baud_rate") || (key67 === "enabled")) || (key67 === "probe_target")) || (key67 === "serial_port")) || (key67 === "transport")) || (key67 === "workspace_datasheets"))){
const err577 = {instancePath:instancePath+"/hardware",schemaPath:"#/properties/hardware/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key67},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
}
let data402 = data401.baud_rate;
if(!(((typeof data402 == "number") && (!(data402 % 1) && !isNaN(data402))) && (isFinite(data402)))){
const err578 = {instancePath:instancePath+"/hardware/baud_rate",schemaPath:"#/properties/hardware/properties/baud_rate/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
if((typeof data402 == "number") && (isFinite(data402))){
if(data402 < 1 || isNaN(data402)){
const err579 = {instancePath:instancePath+"/hardware/baud_rate",schemaPath:"#/properties/hardware/properties/baud_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
}
if(typeof data401.enabled !== "boolean"){
const err580 = {instancePath:instancePath+"/hardware/enabled",schemaPath:"#/properties/hardware/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err580];
}
else {
vErrors.push(err580);
}
errors++;
}
let data404 = data401.probe_target;
if((typeof data404 !== "string") && (data404 !== null)){
const err581 = {instancePath:instancePath+"/hardware/probe_target",schemaPath:"#/properties/hardware/properties/probe_target/type",keyword:"type",params:{type: schema11.properties.hardware.properties.probe_target.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
let data405 = data401.serial_port;
if((typeof data405 !== "string") && (data405 !== null)){
const err582 = {instancePath:instancePath+"/hardware/serial_port",schemaPath:"#/properties/hardware/properties/serial_port/type",keyword:"type",params:{type: schema11.properties.hardware.properties.serial_port.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
let data406 = data401.transport;
if((typeof data406 !== "string") && (data406 !== null)){
const err583 = {instancePath:instancePath+"/hardware/transport",schemaPath:"#/properties/hardware/properties/transport/type",keyword:"type",params:{type: schema11.properties.hardware.properties.transport.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
if(!(((((data406 === "None") || (data406 === "Native")) || (data406 === "Serial")) || (data406 === "Probe")) || (data406 === null))){
const err584 = {instancePath:instancePath+"/hardware/transport",schemaPath:"#/properties/hardware/properties/transport/enum",keyword:"enum",params:{allowedValues: schema11.properties.hardware.properties.transport.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
}
errors++;
}
if(typeof data401.workspace_datasheets !== "boolean"){
const err585 = {instancePath:instancePath+"/hardware/workspace_datasheets",schemaPath:"#/properties/hardware/properties/workspace_datasheets/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
}
else {
const err586 = {instancePath:instancePath+"/hardware",schemaPath:"#/properties/hardware/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
let data408 = data.heartbeat;
if(data408 && typeof data408 == "object" && !Array.isArray(data408)){
if(data408.adaptive === undefined){
data408.adaptive = false;
}
if(data408.agent === undefined){
data408.agent = "";
}
if(data408.deadman_channel === undefined){
data408.deadman_channel = null;
}
if(data408.deadman_timeout_minutes === undefined){
data408.deadman_timeout_minutes = 0;
}
if(data408.deadman_to === undefined){
data408.deadman_to = null;
}
if(data408.enabled === undefined){
data408.enabled = false;
}
if(data408.interval_minutes === undefined){
data408.interval_minutes = 30;
}
if(data408.load_session_context === undefined){
data408.load_session_context = false;
}
if(data408.max_interval_minutes === undefined){
data408.max_interval_minutes = 120;
}
if(data408.max_run_history === undefined){
data408.max_run_history = 100;
}
if(data408.message === undefined){
data408.message = null;
}
if(data408.min_interval_minutes === undefined){
data408.min_interval_minutes = 5;
}
if(data408.target === undefined){
data408.target = null;
}
if(data408.task_timeout_secs === undefined){
data408.task_timeout_secs = 600;
}
if(data408.to === undefined){
data408.to = null;
}
if(data408.two_phase === undefined){
data408.two_phase = true;
}
for(const key68 in data408){
if(!(func2.call(schema11.properties.heartbeat.properties, key68))){
const err587 = {instancePath:instancePath+"/heartbeat",schemaPath:"#/properties/heartbeat/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key68},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
}
errors++;
}
}
if(typeof data408.adaptive !== "boolean"){
const err588 = {instancePath:instancePath+"/heartbeat/adaptive",schemaPath:"#/properties/heartbeat/properties/adaptive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
if(typeof data408.agent !== "string"){
const err589 = {instancePath:instancePath+"/heartbeat/agent",schemaPath:"#/properties/heartbeat/properties/agent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
}
errors++;
}
let data411 = data408.deadman_channel;
if((typeof data411 !== "string") && (data411 !== null)){
const err590 = {instancePath:instancePath+"/heartbeat/deadman_channel",schemaPath:"#/properties/heartbeat/properties/deadman_channel/type",keyword:"type",params:{type: schema11.properties.heartbeat.properties.deadman_channel.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err590];
}
else {
vErrors.push(err590);
}
errors++;
}
let data412 = data408.deadman_timeout_minutes;
if(!(((typeof data412 == "number") && (!(data412 % 1) && !isNaN(data412))) && (isFinite(data412)))){
const err591 = {instancePath:instancePath+"/heartbeat/deadman_timeout_minutes",schemaPath:"#/properties/heartbeat/properties/deadman_timeout_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
if((typeof data412 == "number") && (isFinite(data412))){
if(data412 < 0 || isNaN(data412)){
const err592 = {instancePath:instancePath+"/heartbeat/deadman_timeout_minutes",schemaPath:"#/properties/heartbeat/properties/deadman_timeout_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
}
errors++;
}
}
let data413 = data408.deadman_to;
if((typeof data413 !== "string") && (data413 !== null)){
const err593 = {instancePath:instancePath+"/heartbeat/deadman_to",schemaPath:"#/properties/heartbeat/properties/deadman_to/type",keyword:"type",params:{type: schema11.properties.heartbeat.properties.deadman_to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
if(typeof data408.enabled !== "boolean"){
const err594 = {instancePath:instancePath+"/heartbeat/enabled",schemaPath:"#/properties/heartbeat/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err594];
}
else {
vErrors.push(err594);
}
errors++;
}
let data415 = data408.interval_minutes;
if(!(((typeof data415 == "number") && (!(data415 % 1) && !isNaN(data415))) && (isFinite(data415)))){
const err595 = {instancePath:instancePath+"/heartbeat/interval_minutes",schemaPath:"#/properties/heartbeat/properties/interval_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
}
errors++;
}
if((typeof data415 == "number") && (isFinite(data415))){
if(data415 < 1 || isNaN(data415)){
const err596 = {instancePath:instancePath+"/heartbeat/interval_minutes",schemaPath:"#/properties/heartbeat/properties/interval_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
}
if(typeof data408.load_session_context !== "boolean"){
const err597 = {instancePath:instancePath+"/heartbeat/load_session_context",schemaPath:"#/properties/heartbeat/properties/load_session_context/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
let data417 = data408.max_interval_minutes;
if(!(((typeof data417 == "number") && (!(data417 % 1) && !isNaN(data417))) && (isFinite(data417)))){
const err598 = {instancePath:instancePath+"/heartbeat/max_interval_minutes",schemaPath:"#/properties/heartbeat/properties/max_interval_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
}
errors++;
}
if((typeof data417 == "number") && (isFinite(data417))){
if(data417 < 1 || isNaN(data417)){
const err599 = {instancePath:instancePath+"/heartbeat/max_interval_minutes",schemaPath:"#/properties/heartbeat/properties/max_interval_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err599];
}
else {
vErrors.push(err599);
}
errors++;
}
}
let data418 = data408.max_run_history;
if(!(((typeof data418 == "number") && (!(data418 % 1) && !isNaN(data418))) && (isFinite(data418)))){
const err600 = {instancePath:instancePath+"/heartbeat/max_run_history",schemaPath:"#/properties/heartbeat/properties/max_run_history/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
if((typeof data418 == "number") && (isFinite(data418))){
if(data418 < 0 || isNaN(data418)){
const err601 = {instancePath:instancePath+"/heartbeat/max_run_history",schemaPath:"#/properties/heartbeat/properties/max_run_history/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
}
let data419 = data408.message;
if((typeof data419 !== "string") && (data419 !== null)){
const err602 = {instancePath:instancePath+"/heartbeat/message",schemaPath:"#/properties/heartbeat/properties/message/type",keyword:"type",params:{type: schema11.properties.heartbeat.properties.message.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
let data420 = data408.min_interval_minutes;
if(!(((typeof data420 == "number") && (!(data420 % 1) && !isNaN(data420))) && (isFinite(data420)))){
const err603 = {instancePath:instancePath+"/heartbeat/min_interval_minutes",schemaPath:"#/properties/heartbeat/properties/min_interval_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
if((typeof data420 == "number") && (isFinite(data420))){
if(data420 < 1 || isNaN(data420)){
const err604 = {instancePath:instancePath+"/heartbeat/min_interval_minutes",schemaPath:"#/properties/heartbeat/properties/min_interval_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
}
let data421 = data408.target;
if((typeof data421 !== "string") && (data421 !== null)){
const err605 = {instancePath:instancePath+"/heartbeat/target",schemaPath:"#/properties/heartbeat/properties/target/type",keyword:"type",params:{type: schema11.properties.heartbeat.properties.target.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err605];
}
else {
vErrors.push(err605);
}
errors++;
}
let data422 = data408.task_timeout_secs;
if(!(((typeof data422 == "number") && (!(data422 % 1) && !isNaN(data422))) && (isFinite(data422)))){
const err606 = {instancePath:instancePath+"/heartbeat/task_timeout_secs",schemaPath:"#/properties/heartbeat/properties/task_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
if((typeof data422 == "number") && (isFinite(data422))){
if(data422 < 0 || isNaN(data422)){
const err607 = {instancePath:instancePath+"/heartbeat/task_timeout_secs",schemaPath:"#/properties/heartbeat/properties/task_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err607];
}
else {
vErrors.push(err607);
}
errors++;
}
}
let data423 = data408.to;
if((typeof data423 !== "string") && (data423 !== null)){
const err608 = {instancePath:instancePath+"/heartbeat/to",schemaPath:"#/properties/heartbeat/properties/to/type",keyword:"type",params:{type: schema11.properties.heartbeat.properties.to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
}
if(typeof data408.two_phase !== "boolean"){
const err609 = {instancePath:instancePath+"/heartbeat/two_phase",schemaPath:"#/properties/heartbeat/properties/two_phase/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
}
else {
const err610 = {instancePath:instancePath+"/heartbeat",schemaPath:"#/properties/heartbeat/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
let data425 = data.hooks;
if(data425 && typeof data425 == "object" && !Array.isArray(data425)){
if(data425.enabled === undefined){
data425.enabled = true;
}
if(data425.builtin === undefined){
data425.builtin = {};
}
for(const key69 in data425){
if(!((key69 === "enabled") || (key69 === "builtin"))){
const err611 = {instancePath:instancePath+"/hooks",schemaPath:"#/properties/hooks/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key69},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err611];
}
else {
vErrors.push(err611);
}
errors++;
}
}
if(typeof data425.enabled !== "boolean"){
const err612 = {instancePath:instancePath+"/hooks/enabled",schemaPath:"#/properties/hooks/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err612];
}
else {
vErrors.push(err612);
}
errors++;
}
let data427 = data425.builtin;
if(data427 && typeof data427 == "object" && !Array.isArray(data427)){
if(data427.command_logger === undefined){
data427.command_logger = false;
}
if(data427.webhook_audit === undefined){
data427.webhook_audit = {};
}
for(const key70 in data427){
if(!((key70 === "command_logger") || (key70 === "webhook_audit"))){
const err613 = {instancePath:instancePath+"/hooks/builtin",schemaPath:"#/properties/hooks/properties/builtin/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key70},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
}
errors++;
}
}
if(typeof data427.command_logger !== "boolean"){
const err614 = {instancePath:instancePath+"/hooks/builtin/command_logger",schemaPath:"#/properties/hooks/properties/builtin/properties/command_logger/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
}
errors++;
}
let data429 = data427.webhook_audit;
if(data429 && typeof data429 == "object" && !Array.isArray(data429)){
if(data429.enabled === undefined){
data429.enabled = false;
}
if(data429.include_args === undefined){
data429.include_args = false;
}
if(data429.max_args_bytes === undefined){
data429.max_args_bytes = 4096;
}
if(data429.tool_patterns === undefined){
data429.tool_patterns = [];
}
if(data429.url === undefined){
data429.url = "";
}
for(const key71 in data429){
if(!(((((key71 === "enabled") || (key71 === "include_args")) || (key71 === "max_args_bytes")) || (key71 === "tool_patterns")) || (key71 === "url"))){
const err615 = {instancePath:instancePath+"/hooks/builtin/webhook_audit",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key71},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
}
errors++;
}
}
if(typeof data429.enabled !== "boolean"){
const err616 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/enabled",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
if(typeof data429.include_args !== "boolean"){
const err617 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/include_args",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/include_args/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err617];
}
else {
vErrors.push(err617);
}
errors++;
}
let data432 = data429.max_args_bytes;
if(!(((typeof data432 == "number") && (!(data432 % 1) && !isNaN(data432))) && (isFinite(data432)))){
const err618 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/max_args_bytes",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/max_args_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
if((typeof data432 == "number") && (isFinite(data432))){
if(data432 < 0 || isNaN(data432)){
const err619 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/max_args_bytes",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/max_args_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
}
errors++;
}
}
let data433 = data429.tool_patterns;
if(Array.isArray(data433)){
const len36 = data433.length;
for(let i36=0; i36<len36; i36++){
if(typeof data433[i36] !== "string"){
const err620 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/tool_patterns/" + i36,schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/tool_patterns/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err620];
}
else {
vErrors.push(err620);
}
errors++;
}
}
}
else {
const err621 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/tool_patterns",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/tool_patterns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
if(typeof data429.url !== "string"){
const err622 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/url",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err622];
}
else {
vErrors.push(err622);
}
errors++;
}
}
else {
const err623 = {instancePath:instancePath+"/hooks/builtin/webhook_audit",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
}
else {
const err624 = {instancePath:instancePath+"/hooks/builtin",schemaPath:"#/properties/hooks/properties/builtin/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err624];
}
else {
vErrors.push(err624);
}
errors++;
}
}
else {
const err625 = {instancePath:instancePath+"/hooks",schemaPath:"#/properties/hooks/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
let data436 = data.http_request;
if(data436 && typeof data436 == "object" && !Array.isArray(data436)){
if(data436.allow_private_hosts === undefined){
data436.allow_private_hosts = false;
}
if(data436.allowed_domains === undefined){
data436.allowed_domains = ["*"];
}
if(data436.allowed_private_hosts === undefined){
data436.allowed_private_hosts = [];
}
if(data436.enabled === undefined){
data436.enabled = true;
}
if(data436.max_redirects === undefined){
data436.max_redirects = 0;
}
if(data436.max_response_size === undefined){
data436.max_response_size = 1000000;
}
if(data436.secret_hosts === undefined){
data436.secret_hosts = {};
}
if(data436.secrets === undefined){
data436.secrets = {};
}
if(data436.timeout_secs === undefined){
data436.timeout_secs = 30;
}
for(const key72 in data436){
if(!(func2.call(schema11.properties.http_request.properties, key72))){
const err626 = {instancePath:instancePath+"/http_request",schemaPath:"#/properties/http_request/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key72},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err626];
}
else {
vErrors.push(err626);
}
errors++;
}
}
if(typeof data436.allow_private_hosts !== "boolean"){
const err627 = {instancePath:instancePath+"/http_request/allow_private_hosts",schemaPath:"#/properties/http_request/properties/allow_private_hosts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
let data438 = data436.allowed_domains;
if(Array.isArray(data438)){
const len37 = data438.length;
for(let i37=0; i37<len37; i37++){
if(typeof data438[i37] !== "string"){
const err628 = {instancePath:instancePath+"/http_request/allowed_domains/" + i37,schemaPath:"#/properties/http_request/properties/allowed_domains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err628];
}
else {
vErrors.push(err628);
}
errors++;
}
}
}
else {
const err629 = {instancePath:instancePath+"/http_request/allowed_domains",schemaPath:"#/properties/http_request/properties/allowed_domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
}
errors++;
}
let data440 = data436.allowed_private_hosts;
if(Array.isArray(data440)){
const len38 = data440.length;
for(let i38=0; i38<len38; i38++){
if(typeof data440[i38] !== "string"){
const err630 = {instancePath:instancePath+"/http_request/allowed_private_hosts/" + i38,schemaPath:"#/properties/http_request/properties/allowed_private_hosts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
}
}
else {
const err631 = {instancePath:instancePath+"/http_request/allowed_private_hosts",schemaPath:"#/properties/http_request/properties/allowed_private_hosts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
if(typeof data436.enabled !== "boolean"){
const err632 = {instancePath:instancePath+"/http_request/enabled",schemaPath:"#/properties/http_request/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err632];
}
else {
vErrors.push(err632);
}
errors++;
}
let data443 = data436.max_redirects;
if(!(((typeof data443 == "number") && (!(data443 % 1) && !isNaN(data443))) && (isFinite(data443)))){
const err633 = {instancePath:instancePath+"/http_request/max_redirects",schemaPath:"#/properties/http_request/properties/max_redirects/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err633];
}
else {
vErrors.push(err633);
}
errors++;
}
if((typeof data443 == "number") && (isFinite(data443))){
if(data443 > 10 || isNaN(data443)){
const err634 = {instancePath:instancePath+"/http_request/max_redirects",schemaPath:"#/properties/http_request/properties/max_redirects/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
if(data443 < 0 || isNaN(data443)){
const err635 = {instancePath:instancePath+"/http_request/max_redirects",schemaPath:"#/properties/http_request/properties/max_redirects/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err635];
}
else {
vErrors.push(err635);
}
errors++;
}
}
let data444 = data436.max_response_size;
if(!(((typeof data444 == "number") && (!(data444 % 1) && !isNaN(data444))) && (isFinite(data444)))){
const err636 = {instancePath:instancePath+"/http_request/max_response_size",schemaPath:"#/properties/http_request/properties/max_response_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err636];
}
else {
vErrors.push(err636);
}
errors++;
}
if((typeof data444 == "number") && (isFinite(data444))){
if(data444 < 0 || isNaN(data444)){
const err637 = {instancePath:instancePath+"/http_request/max_response_size",schemaPath:"#/properties/http_request/properties/max_response_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err637];
}
else {
vErrors.push(err637);
}
errors++;
}
}
let data445 = data436.secret_hosts;
if(data445 && typeof data445 == "object" && !Array.isArray(data445)){
for(const key73 in data445){
let data446 = data445[key73];
if(Array.isArray(data446)){
const len39 = data446.length;
for(let i39=0; i39<len39; i39++){
if(typeof data446[i39] !== "string"){
const err638 = {instancePath:instancePath+"/http_request/secret_hosts/" + key73.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i39,schemaPath:"#/properties/http_request/properties/secret_hosts/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err638];
}
else {
vErrors.push(err638);
}
errors++;
}
}
}
else {
const err639 = {instancePath:instancePath+"/http_request/secret_hosts/" + key73.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/http_request/properties/secret_hosts/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err639];
}
else {
vErrors.push(err639);
}
errors++;
}
}
}
else {
const err640 = {instancePath:instancePath+"/http_request/secret_hosts",schemaPath:"#/properties/http_request/properties/secret_hosts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err640];
}
else {
vErrors.push(err640);
}
errors++;
}
let data448 = data436.secrets;
if(data448 && typeof data448 == "object" && !Array.isArray(data448)){
for(const key74 in data448){
if(typeof data448[key74] !== "string"){
const err641 = {instancePath:instancePath+"/http_request/secrets/" + key74.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/http_request/properties/secrets/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err641];
}
else {
vErrors.push(err641);
}
errors++;
}
}
}
else {
const err642 = {instancePath:instancePath+"/http_request/secrets",schemaPath:"#/properties/http_request/properties/secrets/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
let data450 = data436.timeout_secs;
if(!(((typeof data450 == "number") && (!(data450 % 1) && !isNaN(data450))) && (isFinite(data450)))){
const err643 = {instancePath:instancePath+"/http_request/timeout_secs",schemaPath:"#/properties/http_request/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
if((typeof data450 == "number") && (isFinite(data450))){
if(data450 < 1 || isNaN(data450)){
const err644 = {instancePath:instancePath+"/http_request/timeout_secs",schemaPath:"#/properties/http_request/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err644];
}
else {
vErrors.push(err644);
}
errors++;
}
}
}
else {
const err645 = {instancePath:instancePath+"/http_request",schemaPath:"#/properties/http_request/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err645];
}
else {
vErrors.push(err645);
}
errors++;
}
let data451 = data.image_gen;
if(data451 && typeof data451 == "object" && !Array.isArray(data451)){
if(data451.api_key_env === undefined){
data451.api_key_env = "";
}
if(data451.default_model === undefined){
data451.default_model = "";
}
if(data451.enabled === undefined){
data451.enabled = false;
}
for(const key75 in data451){
if(!(((key75 === "api_key_env") || (key75 === "default_model")) || (key75 === "enabled"))){
const err646 = {instancePath:instancePath+"/image_gen",schemaPath:"#/properties/image_gen/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key75},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
}
if(typeof data451.api_key_env !== "string"){
const err647 = {instancePath:instancePath+"/image_gen/api_key_env",schemaPath:"#/properties/image_gen/properties/api_key_env/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
}
errors++;
}
if(typeof data451.default_model !== "string"){
const err648 = {instancePath:instancePath+"/image_gen/default_model",schemaPath:"#/properties/image_gen/properties/default_model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err648];
}
else {
vErrors.push(err648);
}
errors++;
}
if(typeof data451.enabled !== "boolean"){
const err649 = {instancePath:instancePath+"/image_gen/enabled",schemaPath:"#/properties/image_gen/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err649];
}
else {
vErrors.push(err649);
}
errors++;
}
}
else {
const err650 = {instancePath:instancePath+"/image_gen",schemaPath:"#/properties/image_gen/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
let data455 = data.jira;
if(data455 && typeof data455 == "object" && !Array.isArray(data455)){
if(data455.allowed_actions === undefined){
data455.allowed_actions = ["get_ticket"];
}
if(data455.api_token === undefined){
data455.api_token = "";
}
if(data455.base_url === undefined){
data455.base_url = "";
}
if(data455.email === undefined){
data455.email = null;
}
if(data455.enabled === undefined){
data455.enabled = false;
}
if(data455.timeout_secs === undefined){
data455.timeout_secs = 30;
}
for(const key76 in data455){
if(!((((((key76 === "allowed_actions") || (key76 === "api_token")) || (key76 === "base_url")) || (key76 === "email")) || (key76 === "enabled")) || (key76 === "timeout_secs"))){
const err651 = {instancePath:instancePath+"/jira",schemaPath:"#/properties/jira/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key76},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
}
errors++;
}
}
let data456 = data455.allowed_actions;
if(Array.isArray(data456)){
const len40 = data456.length;
for(let i40=0; i40<len40; i40++){
let data457 = data456[i40];
if(typeof data457 !== "string"){
const err652 = {instancePath:instancePath+"/jira/allowed_actions/" + i40,schemaPath:"#/properties/jira/properties/allowed_actions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err652];
}
else {
vErrors.push(err652);
}
errors++;
}
if(!(((data457 === "get_ticket") || (data457 === "search_tickets")) || (data457 === "comment_ticket"))){
const err653 = {instancePath:instancePath+"/jira/allowed_actions/" + i40,schemaPath:"#/properties/jira/properties/allowed_actions/items/enum",keyword:"enum",params:{allowedValues: schema11.properties.jira.properties.allowed_actions.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
}
}
else {
const err654 = {instancePath:instancePath+"/jira/allowed_actions",schemaPath:"#/properties/jira/properties/allowed_actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err654];
}
else {
vErrors.push(err654);
}
errors++;
}
if(typeof data455.api_token !== "string"){
const err655 = {instancePath:instancePath+"/jira/api_token",schemaPath:"#/properties/jira/properties/api_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
}
errors++;
}
if(typeof data455.base_url !== "string"){
const err656 = {instancePath:instancePath+"/jira/base_url",schemaPath:"#/properties/jira/properties/base_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err656];
}
else {
vErrors.push(err656);
}
errors++;
}
let data460 = data455.email;
if((typeof data460 !== "string") && (data460 !== null)){
const err657 = {instancePath:instancePath+"/jira/email",schemaPath:"#/properties/jira/properties/email/type",keyword:"type",params:{type: schema11.properties.jira.properties.email.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
if(typeof data455.enabled !== "boolean"){
const err658 = {instancePath:instancePath+"/jira/enabled",schemaPath:"#/properties/jira/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
let data462 = data455.timeout_secs;
if(!(((typeof data462 == "number") && (!(data462 % 1) && !isNaN(data462))) && (isFinite(data462)))){
const err659 = {instancePath:instancePath+"/jira/timeout_secs",schemaPath:"#/properties/jira/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
if((typeof data462 == "number") && (isFinite(data462))){
if(data462 < 1 || isNaN(data462)){
const err660 = {instancePath:instancePath+"/jira/timeout_secs",schemaPath:"#/properties/jira/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err660];
}
else {
vErrors.push(err660);
}
errors++;
}
}
}
else {
const err661 = {instancePath:instancePath+"/jira",schemaPath:"#/properties/jira/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
let data463 = data.knowledge;
if(data463 && typeof data463 == "object" && !Array.isArray(data463)){
if(data463.auto_capture === undefined){
data463.auto_capture = false;
}
if(data463.db_path === undefined){
data463.db_path = null;
}
if(data463.enabled === undefined){
data463.enabled = false;
}
if(data463.max_nodes === undefined){
data463.max_nodes = 100000;
}
if(data463.suggest_on_query === undefined){
data463.suggest_on_query = true;
}
for(const key77 in data463){
if(!(((((key77 === "auto_capture") || (key77 === "db_path")) || (key77 === "enabled")) || (key77 === "max_nodes")) || (key77 === "suggest_on_query"))){
const err662 = {instancePath:instancePath+"/knowledge",schemaPath:"#/properties/knowledge/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key77},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err662];
}
else {
vErrors.push(err662);
}
errors++;
}
}
if(typeof data463.auto_capture !== "boolean"){
const err663 = {instancePath:instancePath+"/knowledge/auto_capture",schemaPath:"#/properties/knowledge/properties/auto_capture/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
let data465 = data463.db_path;
if((typeof data465 !== "string") && (data465 !== null)){
const err664 = {instancePath:instancePath+"/knowledge/db_path",schemaPath:"#/properties/knowledge/properties/db_path/type",keyword:"type",params:{type: schema11.properties.knowledge.properties.db_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err664];
}
else {
vErrors.push(err664);
}
errors++;
}
if(typeof data463.enabled !== "boolean"){
const err665 = {instancePath:instancePath+"/knowledge/enabled",schemaPath:"#/properties/knowledge/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
}
errors++;
}
let data467 = data463.max_nodes;
if(!(((typeof data467 == "number") && (!(data467 % 1) && !isNaN(data467))) && (isFinite(data467)))){
const err666 = {instancePath:instancePath+"/knowledge/max_nodes",schemaPath:"#/properties/knowledge/properties/max_nodes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err666];
}
else {
vErrors.push(err666);
}
errors++;
}
if((typeof data467 == "number") && (isFinite(data467))){
if(data467 < 1 || isNaN(data467)){
const err667 = {instancePath:instancePath+"/knowledge/max_nodes",schemaPath:"#/properties/knowledge/properties/max_nodes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err667];
}
else {
vErrors.push(err667);
}
errors++;
}
}
if(typeof data463.suggest_on_query !== "boolean"){
const err668 = {instancePath:instancePath+"/knowledge/suggest_on_query",schemaPath:"#/properties/knowledge/properties/suggest_on_query/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err668];
}
else {
vErrors.push(err668);
}
errors++;
}
}
else {
const err669 = {instancePath:instancePath+"/knowledge",schemaPath:"#/properties/knowledge/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err669];
}
else {
vErrors.push(err669);
}
errors++;
}
let data469 = data.knowledge_bundles;
if(data469 && typeof data469 == "object" && !Array.isArray(data469)){
for(const key78 in data469){
let data470 = data469[key78];
if(data470 && typeof data470 == "object" && !Array.isArray(data470)){
if(data470.sources === undefined){
data470.sources = [];
}
if(data470.tags === undefined){
data470.tags = [];
}
for(const key79 in data470){
if(!((key79 === "sources") || (key79 === "tags"))){
const err670 = {instancePath:instancePath+"/knowledge_bundles/" + key78.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/knowledge_bundles/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key79},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err670];
}
else {
vErrors.push(err670);
}
errors++;
}
}
let data471 = data470.sources;
if(Array.isArray(data471)){
const len41 = data471.length;
for(let i41=0; i41<len41; i41++){
if(typeof data471[i41] !== "string"){
const err671 = {instancePath:instancePath+"/knowledge_bundles/" + key78.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources/" + i41,schemaPath:"#/properties/knowledge_bundles/additionalProperties/properties/sources/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
}
errors++;
}
}
}
else {
const err672 = {instancePath:instancePath+"/knowledge_bundles/" + key78.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources",schemaPath:"#/properties/knowledge_bundles/additionalProperties/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
}
errors++;
}
let data473 = data470.tags;
if(Array.isArray(data473)){
const len42 = data473.length;
for(let i42=0; i42<len42; i42++){
if(typeof data473[i42] !== "string"){
const err673 = {instancePath:instancePath+"/knowledge_bundles/" + key78.replace(/~/g, "~0").replace(/\//g, "~1")+"/tags/" + i42,schemaPath:"#/properties/knowledge_bundles/additionalProperties/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err673];
}
else {
vErrors.push(err673);
}
errors++;
}
}
}
else {
const err674 = {instancePath:instancePath+"/knowledge_bundles/" + key78.replace(/~/g, "~0").replace(/\//g, "~1")+"/tags",schemaPath:"#/properties/knowledge_bundles/additionalProperties/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err674];
}
else {
vErrors.push(err674);
}
errors++;
}
}
else {
const err675 = {instancePath:instancePath+"/knowledge_bundles/" + key78.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/knowledge_bundles/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
}
const aliasErrors17 = keyword0(data469, instancePath+"/knowledge_bundles", "#/properties/knowledge_bundles/x-alias-map");
if(!(aliasErrors17 === null)){
vErrors = vErrors === null ? aliasErrors17 : vErrors.concat(aliasErrors17);
errors = vErrors.length;
}
}
else {
const err676 = {instancePath:instancePath+"/knowledge_bundles",schemaPath:"#/properties/knowledge_bundles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err676];
}
else {
vErrors.push(err676);
}
errors++;
}
let data475 = data.link_enricher;
if(data475 && typeof data475 == "object" && !Array.isArray(data475)){
if(data475.enabled === undefined){
data475.enabled = false;
}
if(data475.max_links === undefined){
data475.max_links = 3;
}
if(data475.timeout_secs === undefined){
data475.timeout_secs = 10;
}
for(const key80 in data475){
if(!(((key80 === "enabled") || (key80 === "max_links")) || (key80 === "timeout_secs"))){
const err677 = {instancePath:instancePath+"/link_enricher",schemaPath:"#/properties/link_enricher/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key80},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err677];
}
else {
vErrors.push(err677);
}
errors++;
}
}
if(typeof data475.enabled !== "boolean"){
const err678 = {instancePath:instancePath+"/link_enricher/enabled",schemaPath:"#/properties/link_enricher/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err678];
}
else {
vErrors.push(err678);
}
errors++;
}
let data477 = data475.max_links;
if(!(((typeof data477 == "number") && (!(data477 % 1) && !isNaN(data477))) && (isFinite(data477)))){
const err679 = {instancePath:instancePath+"/link_enricher/max_links",schemaPath:"#/properties/link_enricher/properties/max_links/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err679];
}
else {
vErrors.push(err679);
}
errors++;
}
if((typeof data477 == "number") && (isFinite(data477))){
if(data477 < 0 || isNaN(data477)){
const err680 = {instancePath:instancePath+"/link_enricher/max_links",schemaPath:"#/properties/link_enricher/properties/max_links/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err680];
}
else {
vErrors.push(err680);
}
errors++;
}
}
let data478 = data475.timeout_secs;
if(!(((typeof data478 == "number") && (!(data478 % 1) && !isNaN(data478))) && (isFinite(data478)))){
const err681 = {instancePath:instancePath+"/link_enricher/timeout_secs",schemaPath:"#/properties/link_enricher/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err681];
}
else {
vErrors.push(err681);
}
errors++;
}
if((typeof data478 == "number") && (isFinite(data478))){
if(data478 < 0 || isNaN(data478)){
const err682 = {instancePath:instancePath+"/link_enricher/timeout_secs",schemaPath:"#/properties/link_enricher/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err682];
}
else {
vErrors.push(err682);
}
errors++;
}
}
}
else {
const err683 = {instancePath:instancePath+"/link_enricher",schemaPath:"#/properties/link_enricher/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err683];
}
else {
vErrors.push(err683);
}
errors++;
}
let data479 = data.linkedin;
if(data479 && typeof data479 == "object" && !Array.isArray(data479)){
if(data479.api_version === undefined){
data479.api_version = "202602";
}
if(data479.enabled === undefined){
data479.enabled = false;
}
if(data479.content === undefined){
data479.content = {};
}
if(data479.image === undefined){
data479.image = {};
}
for(const key81 in data479){
if(!((((key81 === "api_version") || (key81 === "enabled")) || (key81 === "content")) || (key81 === "image"))){
const err684 = {instancePath:instancePath+"/linkedin",schemaPath:"#/properties/linkedin/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key81},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err684];
}
else {
vErrors.push(err684);
}
errors++;
}
}
let data480 = data479.api_version;
if(typeof data480 === "string"){
if(!pattern16.test(data480)){
const err685 = {instancePath:instancePath+"/linkedin/api_version",schemaPath:"#/properties/linkedin/properties/api_version/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}(0[1-9]|1[0-2])$"},message:"must match pattern \""+"^[0-9]{4}(0[1-9]|1[0-2])$"+"\""};
if(vErrors === null){
vErrors = [err685];
}
else {
vErrors.push(err685);
}
errors++;
}
}
else {
const err686 = {instancePath:instancePath+"/linkedin/api_version",schemaPath:"#/properties/linkedin/properties/api_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err686];
}
else {
vErrors.push(err686);
}
errors++;
}
if(typeof data479.enabled !== "boolean"){
const err687 = {instancePath:instancePath+"/linkedin/enabled",schemaPath:"#/properties/linkedin/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err687];
}
else {
vErrors.push(err687);
}
errors++;
}
let data482 = data479.content;
if(data482 && typeof data482 == "object" && !Array.isArray(data482)){
if(data482.github_repos === undefined){
data482.github_repos = [];
}
if(data482.github_users === undefined){
data482.github_users = [];
}
if(data482.instructions === undefined){
data482.instructions = "";
}
if(data482.persona === undefined){
data482.persona = "";
}
if(data482.rss_feeds === undefined){
data482.rss_feeds = [];
}
if(data482.topics === undefined){
data482.topics = [];
}
for(const key82 in data482){
if(!((((((key82 === "github_repos") || (key82 === "github_users")) || (key82 === "instructions")) || (key82 === "persona")) || (key82 === "rss_feeds")) || (key82 === "topics"))){
const err688 = {instancePath:instancePath+"/linkedin/content",schemaPath:"#/properties/linkedin/properties/content/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key82},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err688];
}
else {
vErrors.push(err688);
}
errors++;
}
}
let data483 = data482.github_repos;
if(Array.isArray(data483)){
const len43 = data483.length;
for(let i43=0; i43<len43; i43++){
if(typeof data483[i43] !== "string"){
const err689 = {instancePath:instancePath+"/linkedin/content/github_repos/" + i43,schemaPath:"#/properties/linkedin/properties/content/properties/github_repos/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err689];
}
else {
vErrors.push(err689);
}
errors++;
}
}
}
else {
const err690 = {instancePath:instancePath+"/linkedin/content/github_repos",schemaPath:"#/properties/linkedin/properties/content/properties/github_repos/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err690];
}
else {
vErrors.push(err690);
}
errors++;
}
let data485 = data482.github_users;
if(Array.isArray(data485)){
const len44 = data485.length;
for(let i44=0; i44<len44; i44++){
if(typeof data485[i44] !== "string"){
const err691 = {instancePath:instancePath+"/linkedin/content/github_users/" + i44,schemaPath:"#/properties/linkedin/properties/content/properties/github_users/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err691];
}
else {
vErrors.push(err691);
}
errors++;
}
}
}
else {
const err692 = {instancePath:instancePath+"/linkedin/content/github_users",schemaPath:"#/properties/linkedin/properties/content/properties/github_users/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err692];
}
else {
vErrors.push(err692);
}
errors++;
}
if(typeof data482.instructions !== "string"){
const err693 = {instancePath:instancePath+"/linkedin/content/instructions",schemaPath:"#/properties/linkedin/properties/content/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err693];
}
else {
vErrors.push(err693);
}
errors++;
}
if(typeof data482.persona !== "string"){
const err694 = {instancePath:instancePath+"/linkedin/content/persona",schemaPath:"#/properties/linkedin/properties/content/properties/persona/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err694];
}
else {
vErrors.push(err694);
}
errors++;
}
let data489 = data482.rss_feeds;
if(Array.isArray(data489)){
const len45 = data489.length;
for(let i45=0; i45<len45; i45++){
if(typeof data489[i45] !== "string"){
const err695 = {instancePath:instancePath+"/linkedin/content/rss_feeds/" + i45,schemaPath:"#/properties/linkedin/properties/content/properties/rss_feeds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err695];
}
else {
vErrors.push(err695);
}
errors++;
}
}
}
else {
const err696 = {instancePath:instancePath+"/linkedin/content/rss_feeds",schemaPath:"#/properties/linkedin/properties/content/properties/rss_feeds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err696];
}
else {
vErrors.push(err696);
}
errors++;
}
let data491 = data482.topics;
if(Array.isArray(data491)){
const len46 = data491.length;
for(let i46=0; i46<len46; i46++){
if(typeof data491[i46] !== "string"){
const err697 = {instancePath:instancePath+"/linkedin/content/topics/" + i46,schemaPath:"#/properties/linkedin/properties/content/properties/topics/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err697];
}
else {
vErrors.push(err697);
}
errors++;
}
}
}
else {
const err698 = {instancePath:instancePath+"/linkedin/content/topics",schemaPath:"#/properties/linkedin/properties/content/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err698];
}
else {
vErrors.push(err698);
}
errors++;
}
}
else {
const err699 = {instancePath:instancePath+"/linkedin/content",schemaPath:"#/properties/linkedin/properties/content/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err699];
}
else {
vErrors.push(err699);
}
errors++;
}
let data493 = data479.image;
if(data493 && typeof data493 == "object" && !Array.isArray(data493)){
if(data493.card_accent_color === undefined){
data493.card_accent_color = "#0A66C2";
}
if(data493.enabled === undefined){
data493.enabled = false;
}
if(data493.fallback_card === undefined){
data493.fallback_card = true;
}
if(data493.providers === undefined){
data493.providers = [];
}
if(data493.temp_dir === undefined){
data493.temp_dir = "linkedin/images";
}
if(data493.dalle === undefined){
data493.dalle = {};
}
if(data493.flux === undefined){
data493.flux = {};
}
if(data493.imagen === undefined){
data493.imagen = {};
}
if(data493.stability === undefined){
data493.stability = {};
}
for(const key83 in data493){
if(!(func2.call(schema11.properties.linkedin.properties.image.properties, key83))){
const err700 = {instancePath:instancePath+"/linkedin/image",schemaPath:"#/properties/linkedin/properties/image/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key83},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err700];
}
else {
vErrors.push(err700);
}
errors++;
}
}
let data494 = data493.card_accent_color;
if(typeof data494 === "string"){
if(!pattern17.test(data494)){
const err701 = {instancePath:instancePath+"/linkedin/image/card_accent_color",schemaPath:"#/properties/linkedin/properties/image/properties/card_accent_color/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err701];
}
else {
vErrors.push(err701);
}
errors++;
}
}
else {
const err702 = {instancePath:instancePath+"/linkedin/image/card_accent_color",schemaPath:"#/properties/linkedin/properties/image/properties/card_accent_color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err702];
}
else {
vErrors.push(err702);
}
errors++;
}
if(typeof data493.enabled !== "boolean"){
const err703 = {instancePath:instancePath+"/linkedin/image/enabled",schemaPath:"#/properties/linkedin/properties/image/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err703];
}
else {
vErrors.push(err703);
}
errors++;
}
if(typeof data493.fallback_card !== "boolean"){
const err704 = {instancePath:instancePath+"/linkedin/image/fallback_card",schemaPath:"#/properties/linkedin/properties/image/properties/fallback_card/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err704];
}
else {
vErrors.push(err704);
}
errors++;
}
let data497 = data493.providers;
if(Array.isArray(data497)){
const len47 = data497.length;
for(let i47=0; i47<len47; i47++){
let data498 = data497[i47];
if(typeof data498 !== "string"){
const err705 = {instancePath:instancePath+"/linkedin/image/providers/" + i47,schemaPath:"#/properties/linkedin/properties/image/properties/providers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err705];
}
else {
vErrors.push(err705);
}
errors++;
}
if(!((((data498 === "dalle") || (data498 === "flux")) || (data498 === "imagen")) || (data498 === "stability"))){
const err706 = {instancePath:instancePath+"/linkedin/image/providers/" + i47,schemaPath:"#/properties/linkedin/properties/image/properties/providers/items/enum",keyword:"enum",params:{allowedValues: schema11.properties.linkedin.properties.image.properties.providers.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err706];
}
else {
vErrors.push(err706);
}
errors++;
}
}
}
else {
const err707 = {instancePath:instancePath+"/linkedin/image/providers",schemaPath:"#/properties/linkedin/properties/image/properties/providers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err707];
}
else {
vErrors.push(err707);
}
errors++;
}
if(typeof data493.temp_dir !== "string"){
const err708 = {instancePath:instancePath+"/linkedin/image/temp_dir",schemaPath:"#/properties/linkedin/properties/image/properties/temp_dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err708];
}
else {
vErrors.push(err708);
}
errors++;
}
let data500 = data493.dalle;
if(data500 && typeof data500 == "object" && !Array.isArray(data500)){
if(data500.api_key_env === undefined){
data500.api_key_env = null;
}
if(data500.model === undefined){
data500.model = null;
}
for(const key84 in data500){
if(!((key84 === "api_key_env") || (key84 === "model"))){
const err709 = {instancePath:instancePath+"/linkedin/image/dalle",schemaPath:"#/properties/linkedin/properties/image/properties/dalle/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key84},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err709];
}
else {
vErrors.push(err709);
}
errors++;
}
}
let data501 = data500.api_key_env;
if((typeof data501 !== "string") && (data501 !== null)){
const err710 = {instancePath:instancePath+"/linkedin/image/dalle/api_key_env",schemaPath:"#/properties/linkedin/properties/image/properties/dalle/properties/api_key_env/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.dalle.properties.api_key_env.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err710];
}
else {
vErrors.push(err710);
}
errors++;
}
let data502 = data500.model;
if((typeof data502 !== "string") && (data502 !== null)){
const err711 = {instancePath:instancePath+"/linkedin/image/dalle/model",schemaPath:"#/properties/linkedin/properties/image/properties/dalle/properties/model/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.dalle.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err711];
}
else {
vErrors.push(err711);
}
errors++;
}
}
else {
const err712 = {instancePath:instancePath+"/linkedin/image/dalle",schemaPath:"#/properties/linkedin/properties/image/properties/dalle/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err712];
}
else {
vErrors.push(err712);
}
errors++;
}
let data503 = data493.flux;
if(data503 && typeof data503 == "object" && !Array.isArray(data503)){
if(data503.api_key_env === undefined){
data503.api_key_env = null;
}
if(data503.model === undefined){
data503.model = null;
}
for(const key85 in data503){
if(!((key85 === "api_key_env") || (key85 === "model"))){
const err713 = {instancePath:instancePath+"/linkedin/image/flux",schemaPath:"#/properties/linkedin/properties/image/properties/flux/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key85},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err713];
}
else {
vErrors.push(err713);
}
errors++;
}
}
let data504 = data503.api_key_env;
if((typeof data504 !== "string") && (data504 !== null)){
const err714 = {instancePath:instancePath+"/linkedin/image/flux/api_key_env",schemaPath:"#/properties/linkedin/properties/image/properties/flux/properties/api_key_env/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.flux.properties.api_key_env.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err714];
}
else {
vErrors.push(err714);
}
errors++;
}
let data505 = data503.model;
if((typeof data505 !== "string") && (data505 !== null)){
const err715 = {instancePath:instancePath+"/linkedin/image/flux/model",schemaPath:"#/properties/linkedin/properties/image/properties/flux/properties/model/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.flux.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err715];
}
else {
vErrors.push(err715);
}
errors++;
}
}
else {
const err716 = {instancePath:instancePath+"/linkedin/image/flux",schemaPath:"#/properties/linkedin/properties/image/properties/flux/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err716];
}
else {
vErrors.push(err716);
}
errors++;
}
let data506 = data493.imagen;
if(data506 && typeof data506 == "object" && !Array.isArray(data506)){
if(data506.api_key_env === undefined){
data506.api_key_env = null;
}
if(data506.model === undefined){
data506.model = null;
}
if(data506.project_id_env === undefined){
data506.project_id_env = null;
}
if(data506.region === undefined){
data506.region = null;
}
for(const key86 in data506){
if(!((((key86 === "api_key_env") || (key86 === "model")) || (key86 === "project_id_env")) || (key86 === "region"))){
const err717 = {instancePath:instancePath+"/linkedin/image/imagen",schemaPath:"#/properties/linkedin/properties/image/properties/imagen/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key86},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err717];
}
else {
vErrors.push(err717);
}
errors++;
}
}
let data507 = data506.api_key_env;
if((typeof data507 !== "string") && (data507 !== null)){
const err718 = {instancePath:instancePath+"/linkedin/image/imagen/api_key_env",schemaPath:"#/properties/linkedin/properties/image/properties/imagen/properties/api_key_env/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.imagen.properties.api_key_env.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err718];
}
else {
vErrors.push(err718);
}
errors++;
}
let data508 = data506.model;
if((typeof data508 !== "string") && (data508 !== null)){
const err719 = {instancePath:instancePath+"/linkedin/image/imagen/model",schemaPath:"#/properties/linkedin/properties/image/properties/imagen/properties/model/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.imagen.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err719];
}
else {
vErrors.push(err719);
}
errors++;
}
let data509 = data506.project_id_env;
if((typeof data509 !== "string") && (data509 !== null)){
const err720 = {instancePath:instancePath+"/linkedin/image/imagen/project_id_env",schemaPath:"#/properties/linkedin/properties/image/properties/imagen/properties/project_id_env/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.imagen.properties.project_id_env.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err720];
}
else {
vErrors.push(err720);
}
errors++;
}
let data510 = data506.region;
if((typeof data510 !== "string") && (data510 !== null)){
const err721 = {instancePath:instancePath+"/linkedin/image/imagen/region",schemaPath:"#/properties/linkedin/properties/image/properties/imagen/properties/region/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.imagen.properties.region.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err721];
}
else {
vErrors.push(err721);
}
errors++;
}
}
else {
const err722 = {instancePath:instancePath+"/linkedin/image/imagen",schemaPath:"#/properties/linkedin/properties/image/properties/imagen/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err722];
}
else {
vErrors.push(err722);
}
errors++;
}
let data511 = data493.stability;
if(data511 && typeof data511 == "object" && !Array.isArray(data511)){
if(data511.api_key_env === undefined){
data511.api_key_env = null;
}
if(data511.model === undefined){
data511.model = null;
}
for(const key87 in data511){
if(!((key87 === "api_key_env") || (key87 === "model"))){
const err723 = {instancePath:instancePath+"/linkedin/image/stability",schemaPath:"#/properties/linkedin/properties/image/properties/stability/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key87},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err723];
}
else {
vErrors.push(err723);
}
errors++;
}
}
let data512 = data511.api_key_env;
if((typeof data512 !== "string") && (data512 !== null)){
const err724 = {instancePath:instancePath+"/linkedin/image/stability/api_key_env",schemaPath:"#/properties/linkedin/properties/image/properties/stability/properties/api_key_env/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.stability.properties.api_key_env.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err724];
}
else {
vErrors.push(err724);
}
errors++;
}
let data513 = data511.model;
if((typeof data513 !== "string") && (data513 !== null)){
const err725 = {instancePath:instancePath+"/linkedin/image/stability/model",schemaPath:"#/properties/linkedin/properties/image/properties/stability/properties/model/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.stability.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err725];
}
else {
vErrors.push(err725);
}
errors++;
}
}
else {
const err726 = {instancePath:instancePath+"/linkedin/image/stability",schemaPath:"#/properties/linkedin/properties/image/properties/stability/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err726];
}
else {
vErrors.push(err726);
}
errors++;
}
}
else {
const err727 = {instancePath:instancePath+"/linkedin/image",schemaPath:"#/properties/linkedin/properties/image/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err727];
}
else {
vErrors.push(err727);
}
errors++;
}
}
else {
const err728 = {instancePath:instancePath+"/linkedin",schemaPath:"#/properties/linkedin/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err728];
}
else {
vErrors.push(err728);
}
errors++;
}
if(typeof data.locale !== "string"){
const err729 = {instancePath:instancePath+"/locale",schemaPath:"#/properties/locale/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err729];
}
else {
vErrors.push(err729);
}
errors++;
}
let data515 = data.mcp;
if(data515 && typeof data515 == "object" && !Array.isArray(data515)){
if(data515.deferred_loading === undefined){
data515.deferred_loading = false;
}
if(data515.enabled === undefined){
data515.enabled = true;
}
if(data515.servers === undefined){
data515.servers = [];
}
for(const key88 in data515){
if(!(((key88 === "deferred_loading") || (key88 === "enabled")) || (key88 === "servers"))){
const err730 = {instancePath:instancePath+"/mcp",schemaPath:"#/properties/mcp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key88},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err730];
}
else {
vErrors.push(err730);
}
errors++;
}
}
if(typeof data515.deferred_loading !== "boolean"){
const err731 = {instancePath:instancePath+"/mcp/deferred_loading",schemaPath:"#/properties/mcp/properties/deferred_loading/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err731];
}
else {
vErrors.push(err731);
}
errors++;
}
if(typeof data515.enabled !== "boolean"){
const err732 = {instancePath:instancePath+"/mcp/enabled",schemaPath:"#/properties/mcp/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err732];
}
else {
vErrors.push(err732);
}
errors++;
}
let data518 = data515.servers;
if(Array.isArray(data518)){
const len48 = data518.length;
for(let i48=0; i48<len48; i48++){
let data519 = data518[i48];
if(data519 && typeof data519 == "object" && !Array.isArray(data519)){
if(data519.name === undefined){
data519.name = null;
}
if(data519.command === undefined){
data519.command = null;
}
if(data519.args === undefined){
data519.args = [];
}
if(data519.url === undefined){
data519.url = null;
}
if(data519.env === undefined){
data519.env = {};
}
if(data519.headers === undefined){
data519.headers = {};
}
let data520 = data519.name;
if((typeof data520 !== "string") && (data520 !== null)){
const err733 = {instancePath:instancePath+"/mcp/servers/" + i48+"/name",schemaPath:"#/properties/mcp/properties/servers/items/properties/name/type",keyword:"type",params:{type: schema11.properties.mcp.properties.servers.items.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err733];
}
else {
vErrors.push(err733);
}
errors++;
}
if(typeof data520 === "string"){
if(func3(data520) < 1){
const err734 = {instancePath:instancePath+"/mcp/servers/" + i48+"/name",schemaPath:"#/properties/mcp/properties/servers/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err734];
}
else {
vErrors.push(err734);
}
errors++;
}
}
let data521 = data519.command;
if((typeof data521 !== "string") && (data521 !== null)){
const err735 = {instancePath:instancePath+"/mcp/servers/" + i48+"/command",schemaPath:"#/properties/mcp/properties/servers/items/properties/command/type",keyword:"type",params:{type: schema11.properties.mcp.properties.servers.items.properties.command.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err735];
}
else {
vErrors.push(err735);
}
errors++;
}
let data522 = data519.args;
if(Array.isArray(data522)){
const len49 = data522.length;
for(let i49=0; i49<len49; i49++){
if(typeof data522[i49] !== "string"){
const err736 = {instancePath:instancePath+"/mcp/servers/" + i48+"/args/" + i49,schemaPath:"#/properties/mcp/properties/servers/items/properties/args/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err736];
}
else {
vErrors.push(err736);
}
errors++;
}
}
}
else {
const err737 = {instancePath:instancePath+"/mcp/servers/" + i48+"/args",schemaPath:"#/properties/mcp/properties/servers/items/properties/args/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err737];
}
else {
vErrors.push(err737);
}
errors++;
}
let data524 = data519.url;
if((typeof data524 !== "string") && (data524 !== null)){
const err738 = {instancePath:instancePath+"/mcp/servers/" + i48+"/url",schemaPath:"#/properties/mcp/properties/servers/items/properties/url/type",keyword:"type",params:{type: schema11.properties.mcp.properties.servers.items.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err738];
}
else {
vErrors.push(err738);
}
errors++;
}
let data525 = data519.env;
if(data525 && typeof data525 == "object" && !Array.isArray(data525)){
for(const key89 in data525){
if(typeof data525[key89] !== "string"){
const err739 = {instancePath:instancePath+"/mcp/servers/" + i48+"/env/" + key89.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcp/properties/servers/items/properties/env/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err739];
}
else {
vErrors.push(err739);
}
errors++;
}
}
}
else {
const err740 = {instancePath:instancePath+"/mcp/servers/" + i48+"/env",schemaPath:"#/properties/mcp/properties/servers/items/properties/env/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err740];
}
else {
vErrors.push(err740);
}
errors++;
}
let data527 = data519.headers;
if(data527 && typeof data527 == "object" && !Array.isArray(data527)){
for(const key90 in data527){
if(typeof data527[key90] !== "string"){
const err741 = {instancePath:instancePath+"/mcp/servers/" + i48+"/headers/" + key90.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcp/properties/servers/items/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err741];
}
else {
vErrors.push(err741);
}
errors++;
}
}
}
else {
const err742 = {instancePath:instancePath+"/mcp/servers/" + i48+"/headers",schemaPath:"#/properties/mcp/properties/servers/items/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err742];
}
else {
vErrors.push(err742);
}
errors++;
}
}
else {
const err743 = {instancePath:instancePath+"/mcp/servers/" + i48,schemaPath:"#/properties/mcp/properties/servers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err743];
}
else {
vErrors.push(err743);
}
errors++;
}
}
}
else {
const err744 = {instancePath:instancePath+"/mcp/servers",schemaPath:"#/properties/mcp/properties/servers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err744];
}
else {
vErrors.push(err744);
}
errors++;
}
}
else {
const err745 = {instancePath:instancePath+"/mcp",schemaPath:"#/properties/mcp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err745];
}
else {
vErrors.push(err745);
}
errors++;
}
let data529 = data.mcp_bundles;
if(data529 && typeof data529 == "object" && !Array.isArray(data529)){
for(const key91 in data529){
let data530 = data529[key91];
if(data530 && typeof data530 == "object" && !Array.isArray(data530)){
if(data530.servers === undefined){
data530.servers = [];
}
if(data530.exclude === undefined){
data530.exclude = [];
}
for(const key92 in data530){
if(!((key92 === "servers") || (key92 === "exclude"))){
const err746 = {instancePath:instancePath+"/mcp_bundles/" + key91.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcp_bundles/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key92},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err746];
}
else {
vErrors.push(err746);
}
errors++;
}
}
let data531 = data530.servers;
if(Array.isArray(data531)){
const len50 = data531.length;
for(let i50=0; i50<len50; i50++){
if(typeof data531[i50] !== "string"){
const err747 = {instancePath:instancePath+"/mcp_bundles/" + key91.replace(/~/g, "~0").replace(/\//g, "~1")+"/servers/" + i50,schemaPath:"#/properties/mcp_bundles/additionalProperties/properties/servers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err747];
}
else {
vErrors.push(err747);
}
errors++;
}
}
}
else {
const err748 = {instancePath:instancePath+"/mcp_bundles/" + key91.replace(/~/g, "~0").replace(/\//g, "~1")+"/servers",schemaPath:"#/properties/mcp_bundles/additionalProperties/properties/servers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err748];
}
else {
vErrors.push(err748);
}
errors++;
}
let data533 = data530.exclude;
if(Array.isArray(data533)){
const len51 = data533.length;
for(let i51=0; i51<len51; i51++){
if(typeof data533[i51] !== "string"){
const err749 = {instancePath:instancePath+"/mcp_bundles/" + key91.replace(/~/g, "~0").replace(/\//g, "~1")+"/exclude/" + i51,schemaPath:"#/properties/mcp_bundles/additionalProperties/properties/exclude/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err749];
}
else {
vErrors.push(err749);
}
errors++;
}
}
}
else {
const err750 = {instancePath:instancePath+"/mcp_bundles/" + key91.replace(/~/g, "~0").replace(/\//g, "~1")+"/exclude",schemaPath:"#/properties/mcp_bundles/additionalProperties/properties/exclude/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err750];
}
else {
vErrors.push(err750);
}
errors++;
}
}
else {
const err751 = {instancePath:instancePath+"/mcp_bundles/" + key91.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcp_bundles/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err751];
}
else {
vErrors.push(err751);
}
errors++;
}
}
const aliasErrors18 = keyword0(data529, instancePath+"/mcp_bundles", "#/properties/mcp_bundles/x-alias-map");
if(!(aliasErrors18 === null)){
vErrors = vErrors === null ? aliasErrors18 : vErrors.concat(aliasErrors18);
errors = vErrors.length;
}
}
else {
const err752 = {instancePath:instancePath+"/mcp_bundles",schemaPath:"#/properties/mcp_bundles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err752];
}
else {
vErrors.push(err752);
}
errors++;
}
let data535 = data.media_pipeline;
if(data535 && typeof data535 == "object" && !Array.isArray(data535)){
if(data535.describe_images === undefined){
data535.describe_images = true;
}
if(data535.enabled === undefined){
data535.enabled = false;
}
if(data535.summarize_video === undefined){
data535.summarize_video = true;
}
if(data535.transcribe_audio === undefined){
data535.transcribe_audio = true;
}
for(const key93 in data535){
if(!((((key93 === "describe_images") || (key93 === "enabled")) || (key93 === "summarize_video")) || (key93 === "transcribe_audio"))){
const err753 = {instancePath:instancePath+"/media_pipeline",schemaPath:"#/properties/media_pipeline/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key93},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err753];
}
else {
vErrors.push(err753);
}
errors++;
}
}
if(typeof data535.describe_images !== "boolean"){
const err754 = {instancePath:instancePath+"/media_pipeline/describe_images",schemaPath:"#/properties/media_pipeline/properties/describe_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err754];
}
else {
vErrors.push(err754);
}
errors++;
}
if(typeof data535.enabled !== "boolean"){
const err755 = {instancePath:instancePath+"/media_pipeline/enabled",schemaPath:"#/properties/media_pipeline/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err755];
}
else {
vErrors.push(err755);
}
errors++;
}
if(typeof data535.summarize_video !== "boolean"){
const err756 = {instancePath:instancePath+"/media_pipeline/summarize_video",schemaPath:"#/properties/media_pipeline/properties/summarize_video/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err756];
}
else {
vErrors.push(err756);
}
errors++;
}
if(typeof data535.transcribe_audio !== "boolean"){
const err757 = {instancePath:instancePath+"/media_pipeline/transcribe_audio",schemaPath:"#/properties/media_pipeline/properties/transcribe_audio/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err757];
}
else {
vErrors.push(err757);
}
errors++;
}
}
else {
const err758 = {instancePath:instancePath+"/media_pipeline",schemaPath:"#/properties/media_pipeline/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err758];
}
else {
vErrors.push(err758);
}
errors++;
}
let data540 = data.memory;
if(data540 && typeof data540 == "object" && !Array.isArray(data540)){
if(data540.backend === undefined){
data540.backend = "sqlite";
}
if(data540.archive_after_days === undefined){
data540.archive_after_days = 7;
}
if(data540.purge_after_days === undefined){
data540.purge_after_days = 30;
}
if(data540.audit_enabled === undefined){
data540.audit_enabled = false;
}
if(data540.audit_retention_days === undefined){
data540.audit_retention_days = 30;
}
if(data540.auto_hydrate === undefined){
data540.auto_hydrate = true;
}
if(data540.auto_reindex_on_identity_change === undefined){
data540.auto_reindex_on_identity_change = false;
}
if(data540.auto_save === undefined){
data540.auto_save = true;
}
if(data540.candidate_multiplier === undefined){
data540.candidate_multiplier = 4;
}
if(data540.chunk_max_tokens === undefined){
data540.chunk_max_tokens = 512;
}
if(data540.conflict_supersede_enabled === undefined){
data540.conflict_supersede_enabled = true;
}
if(data540.conflict_threshold === undefined){
data540.conflict_threshold = 0.85;
}
if(data540.consolidation_extract_facts === undefined){
data540.consolidation_extract_facts = false;
}
if(data540.conversation_retention_days === undefined){
data540.conversation_retention_days = 30;
}
if(data540.core_retention_days === undefined){
data540.core_retention_days = 0;
}
if(data540.daily_retention_days === undefined){
data540.daily_retention_days = 0;
}
if(data540.core_max_bytes === undefined){
data540.core_max_bytes = 0;
}
if(data540.core_max_rows === undefined){
data540.core_max_rows = 0;
}
if(data540.daily_max_rows === undefined){
data540.daily_max_rows = 0;
}
if(data540.dedup_action === undefined){
data540.dedup_action = {};
}
if(data540.dedup_jaccard_threshold === undefined){
data540.dedup_jaccard_threshold = 0.8;
}
if(data540.dedup_on_write === undefined){
data540.dedup_on_write = false;
}
if(data540.default_namespace === undefined){
data540.default_namespace = "default";
}
if(data540.embedding_api_key === undefined){
data540.embedding_api_key = null;
}
if(data540.embedding_cache_size === undefined){
data540.embedding_cache_size = 10000;
}
if(data540.embedding_dimensions === undefined){
data540.embedding_dimensions = 1536;
}
if(data540.embedding_model === undefined){
data540.embedding_model = "text-embedding-3-small";
}
if(data540.embedding_provider === undefined){
data540.embedding_provider = "none";
}
if(data540.evict_order === undefined){
data540.evict_order = {};
}
if(data540.fts_early_return_score === undefined){
data540.fts_early_return_score = 0.85;
}
if(data540.hygiene_enabled === undefined){
data540.hygiene_enabled = true;
}
if(data540.importance_weight === undefined){
data540.importance_weight = 0.2;
}
if(data540.recency_weight === undefined){
data540.recency_weight = 0.1;
}
if(data540.keyword_weight === undefined){
data540.keyword_weight = 0.3;
}
if(data540.vector_weight === undefined){
data540.vector_weight = 0.7;
}
if(data540.min_relevance_score === undefined){
data540.min_relevance_score = 0.4;
}
if(data540.mmr_lambda === undefined){
data540.mmr_lambda = 0.7;
}
if(data540.pin_min_importance === undefined){
data540.pin_min_importance = 1.01;
}
if(data540.pin_namespaces === undefined){
data540.pin_namespaces = [];
}
if(data540.recall_date_stamp === undefined){
data540.recall_date_stamp = true;
}
if(data540.rerank_enabled === undefined){
data540.rerank_enabled = false;
}
if(data540.rerank_strategy === undefined){
data540.rerank_strategy = "none";
}
if(data540.rerank_threshold === undefined){
data540.rerank_threshold = 5;
}
if(data540.response_cache_enabled === undefined){
data540.response_cache_enabled = false;
}
if(data540.response_cache_hot_entries === undefined){
data540.response_cache_hot_entries = 256;
}
if(data540.response_cache_max_entries === undefined){
data540.response_cache_max_entries = 5000;
}
if(data540.response_cache_ttl_minutes === undefined){
data540.response_cache_ttl_minutes = 60;
}
if(data540.retrieval_stages === undefined){
data540.retrieval_stages = ["fts","vector"];
}
if(data540.search_mode === undefined){
data540.search_mode = {};
}
if(data540.snapshot_enabled === undefined){
data540.snapshot_enabled = false;
}
if(data540.snapshot_on_hygiene === undefined){
data540.snapshot_on_hygiene = false;
}
if(data540.policy === undefined){
data540.policy = {};
}
if(data540.types === undefined){
data540.types = {};
}
for(const key94 in data540){
if(!(func2.call(schema11.properties.memory.properties, key94))){
const err759 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key94},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err759];
}
else {
vErrors.push(err759);
}
errors++;
}
}
let data541 = data540.backend;
if(typeof data541 === "string"){
if(func3(data541) < 1){
const err760 = {instancePath:instancePath+"/memory/backend",schemaPath:"#/properties/memory/properties/backend/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err760];
}
else {
vErrors.push(err760);
}
errors++;
}
}
else {
const err761 = {instancePath:instancePath+"/memory/backend",schemaPath:"#/properties/memory/properties/backend/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err761];
}
else {
vErrors.push(err761);
}
errors++;
}
let data542 = data540.archive_after_days;
if(!(((typeof data542 == "number") && (!(data542 % 1) && !isNaN(data542))) && (isFinite(data542)))){
const err762 = {instancePath:instancePath+"/memory/archive_after_days",schemaPath:"#/properties/memory/properties/archive_after_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err762];
}
else {
vErrors.push(err762);
}
errors++;
}
if((typeof data542 == "number") && (isFinite(data542))){
if(data542 < 0 || isNaN(data542)){
const err763 = {instancePath:instancePath+"/memory/archive_after_days",schemaPath:"#/properties/memory/properties/archive_after_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err763];
}
else {
vErrors.push(err763);
}
errors++;
}
}
let data543 = data540.purge_after_days;
if(!(((typeof data543 == "number") && (!(data543 % 1) && !isNaN(data543))) && (isFinite(data543)))){
const err764 = {instancePath:instancePath+"/memory/purge_after_days",schemaPath:"#/properties/memory/properties/purge_after_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err764];
}
else {
vErrors.push(err764);
}
errors++;
}
if((typeof data543 == "number") && (isFinite(data543))){
if(data543 < 0 || isNaN(data543)){
const err765 = {instancePath:instancePath+"/memory/purge_after_days",schemaPath:"#/properties/memory/properties/purge_after_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err765];
}
else {
vErrors.push(err765);
}
errors++;
}
}
if(typeof data540.audit_enabled !== "boolean"){
const err766 = {instancePath:instancePath+"/memory/audit_enabled",schemaPath:"#/properties/memory/properties/audit_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err766];
}
else {
vErrors.push(err766);
}
errors++;
}
let data545 = data540.audit_retention_days;
if(!(((typeof data545 == "number") && (!(data545 % 1) && !isNaN(data545))) && (isFinite(data545)))){
const err767 = {instancePath:instancePath+"/memory/audit_retention_days",schemaPath:"#/properties/memory/properties/audit_retention_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err767];
}
else {
vErrors.push(err767);
}
errors++;
}
if((typeof data545 == "number") && (isFinite(data545))){
if(data545 < 0 || isNaN(data545)){
const err768 = {instancePath:instancePath+"/memory/audit_retention_days",schemaPath:"#/properties/memory/properties/audit_retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err768];
}
else {
vErrors.push(err768);
}
errors++;
}
}
if(typeof data540.auto_hydrate !== "boolean"){
const err769 = {instancePath:instancePath+"/memory/auto_hydrate",schemaPath:"#/properties/memory/properties/auto_hydrate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err769];
}
else {
vErrors.push(err769);
}
errors++;
}
if(typeof data540.auto_reindex_on_identity_change !== "boolean"){
const err770 = {instancePath:instancePath+"/memory/auto_reindex_on_identity_change",schemaPath:"#/properties/memory/properties/auto_reindex_on_identity_change/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err770];
}
else {
vErrors.push(err770);
}
errors++;
}
if(typeof data540.auto_save !== "boolean"){
const err771 = {instancePath:instancePath+"/memory/auto_save",schemaPath:"#/properties/memory/properties/auto_save/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err771];
}
else {
vErrors.push(err771);
}
errors++;
}
let data549 = data540.candidate_multiplier;
if(!(((typeof data549 == "number") && (!(data549 % 1) && !isNaN(data549))) && (isFinite(data549)))){
const err772 = {instancePath:instancePath+"/memory/candidate_multiplier",schemaPath:"#/properties/memory/properties/candidate_multiplier/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err772];
}
else {
vErrors.push(err772);
}
errors++;
}
if((typeof data549 == "number") && (isFinite(data549))){
if(data549 < 1 || isNaN(data549)){
const err773 = {instancePath:instancePath+"/memory/candidate_multiplier",schemaPath:"#/properties/memory/properties/candidate_multiplier/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err773];
}
else {
vErrors.push(err773);
}
errors++;
}
}
let data550 = data540.chunk_max_tokens;
if(!(((typeof data550 == "number") && (!(data550 % 1) && !isNaN(data550))) && (isFinite(data550)))){
const err774 = {instancePath:instancePath+"/memory/chunk_max_tokens",schemaPath:"#/properties/memory/properties/chunk_max_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err774];
}
else {
vErrors.push(err774);
}
errors++;
}
if((typeof data550 == "number") && (isFinite(data550))){
if(data550 < 1 || isNaN(data550)){
const err775 = {instancePath:instancePath+"/memory/chunk_max_tokens",schemaPath:"#/properties/memory/properties/chunk_max_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err775];
}
else {
vErrors.push(err775);
}
errors++;
}
}
if(typeof data540.conflict_supersede_enabled !== "boolean"){
const err776 = {instancePath:instancePath+"/memory/conflict_supersede_enabled",schemaPath:"#/properties/memory/properties/conflict_supersede_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err776];
}
else {
vErrors.push(err776);
}
errors++;
}
let data552 = data540.conflict_threshold;
if((typeof data552 == "number") && (isFinite(data552))){
if(data552 > 1 || isNaN(data552)){
const err777 = {instancePath:instancePath+"/memory/conflict_threshold",schemaPath:"#/properties/memory/properties/conflict_threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err777];
}
else {
vErrors.push(err777);
}
errors++;
}
if(data552 < 0 || isNaN(data552)){
const err778 = {instancePath:instancePath+"/memory/conflict_threshold",schemaPath:"#/properties/memory/properties/conflict_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err778];
}
else {
vErrors.push(err778);
}
errors++;
}
}
else {
const err779 = {instancePath:instancePath+"/memory/conflict_threshold",schemaPath:"#/properties/memory/properties/conflict_threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err779];
}
else {
vErrors.push(err779);
}
errors++;
}
if(typeof data540.consolidation_extract_facts !== "boolean"){
const err780 = {instancePath:instancePath+"/memory/consolidation_extract_facts",schemaPath:"#/properties/memory/properties/consolidation_extract_facts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err780];
}
else {
vErrors.push(err780);
}
errors++;
}
let data554 = data540.conversation_retention_days;
if(!(((typeof data554 == "number") && (!(data554 % 1) && !isNaN(data554))) && (isFinite(data554)))){
const err781 = {instancePath:instancePath+"/memory/conversation_retention_days",schemaPath:"#/properties/memory/properties/conversation_retention_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err781];
}
else {
vErrors.push(err781);
}
errors++;
}
if((typeof data554 == "number") && (isFinite(data554))){
if(data554 < 0 || isNaN(data554)){
const err782 = {instancePath:instancePath+"/memory/conversation_retention_days",schemaPath:"#/properties/memory/properties/conversation_retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err782];
}
else {
vErrors.push(err782);
}
errors++;
}
}
let data555 = data540.core_retention_days;
if(!(((typeof data555 == "number") && (!(data555 % 1) && !isNaN(data555))) && (isFinite(data555)))){
const err783 = {instancePath:instancePath+"/memory/core_retention_days",schemaPath:"#/properties/memory/properties/core_retention_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err783];
}
else {
vErrors.push(err783);
}
errors++;
}
if((typeof data555 == "number") && (isFinite(data555))){
if(data555 < 0 || isNaN(data555)){
const err784 = {instancePath:instancePath+"/memory/core_retention_days",schemaPath:"#/properties/memory/properties/core_retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err784];
}
else {
vErrors.push(err784);
}
errors++;
}
}
let data556 = data540.daily_retention_days;
if(!(((typeof data556 == "number") && (!(data556 % 1) && !isNaN(data556))) && (isFinite(data556)))){
const err785 = {instancePath:instancePath+"/memory/daily_retention_days",schemaPath:"#/properties/memory/properties/daily_retention_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err785];
}
else {
vErrors.push(err785);
}
errors++;
}
if((typeof data556 == "number") && (isFinite(data556))){
if(data556 < 0 || isNaN(data556)){
const err786 = {instancePath:instancePath+"/memory/daily_retention_days",schemaPath:"#/properties/memory/properties/daily_retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err786];
}
else {
vErrors.push(err786);
}
errors++;
}
}
let data557 = data540.core_max_bytes;
if(!(((typeof data557 == "number") && (!(data557 % 1) && !isNaN(data557))) && (isFinite(data557)))){
const err787 = {instancePath:instancePath+"/memory/core_max_bytes",schemaPath:"#/properties/memory/properties/core_max_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err787];
}
else {
vErrors.push(err787);
}
errors++;
}
if((typeof data557 == "number") && (isFinite(data557))){
if(data557 < 0 || isNaN(data557)){
const err788 = {instancePath:instancePath+"/memory/core_max_bytes",schemaPath:"#/properties/memory/properties/core_max_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err788];
}
else {
vErrors.push(err788);
}
errors++;
}
}
let data558 = data540.core_max_rows;
if(!(((typeof data558 == "number") && (!(data558 % 1) && !isNaN(data558))) && (isFinite(data558)))){
const err789 = {instancePath:instancePath+"/memory/core_max_rows",schemaPath:"#/properties/memory/properties/core_max_rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err789];
}
else {
vErrors.push(err789);
}
errors++;
}
if((typeof data558 == "number") && (isFinite(data558))){
if(data558 < 0 || isNaN(data558)){
const err790 = {instancePath:instancePath+"/memory/core_max_rows",schemaPath:"#/properties/memory/properties/core_max_rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err790];
}
else {
vErrors.push(err790);
}
errors++;
}
}
let data559 = data540.daily_max_rows;
if(!(((typeof data559 == "number") && (!(data559 % 1) && !isNaN(data559))) && (isFinite(data559)))){
const err791 = {instancePath:instancePath+"/memory/daily_max_rows",schemaPath:"#/properties/memory/properties/daily_max_rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err791];
}
else {
vErrors.push(err791);
}
errors++;
}
if((typeof data559 == "number") && (isFinite(data559))){
if(data559 < 0 || isNaN(data559)){
const err792 = {instancePath:instancePath+"/memory/daily_max_rows",schemaPath:"#/properties/memory/properties/daily_max_rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err792];
}
else {
vErrors.push(err792);
}
errors++;
}
}
let data560 = data540.dedup_action;
if(data560 && typeof data560 == "object" && !Array.isArray(data560)){
}
else {
const err793 = {instancePath:instancePath+"/memory/dedup_action",schemaPath:"#/properties/memory/properties/dedup_action/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err793];
}
else {
vErrors.push(err793);
}
errors++;
}
let data561 = data540.dedup_jaccard_threshold;
if((typeof data561 == "number") && (isFinite(data561))){
if(data561 > 1 || isNaN(data561)){
const err794 = {instancePath:instancePath+"/memory/dedup_jaccard_threshold",schemaPath:"#/properties/memory/properties/dedup_jaccard_threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err794];
}
else {
vErrors.push(err794);
}
errors++;
}
if(data561 < 0 || isNaN(data561)){
const err795 = {instancePath:instancePath+"/memory/dedup_jaccard_threshold",schemaPath:"#/properties/memory/properties/dedup_jaccard_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err795];
}
else {
vErrors.push(err795);
}
errors++;
}
}
else {
const err796 = {instancePath:instancePath+"/memory/dedup_jaccard_threshold",schemaPath:"#/properties/memory/properties/dedup_jaccard_threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err796];
}
else {
vErrors.push(err796);
}
errors++;
}
if(typeof data540.dedup_on_write !== "boolean"){
const err797 = {instancePath:instancePath+"/memory/dedup_on_write",schemaPath:"#/properties/memory/properties/dedup_on_write/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err797];
}
else {
vErrors.push(err797);
}
errors++;
}
if(typeof data540.default_namespace !== "string"){
const err798 = {instancePath:instancePath+"/memory/default_namespace",schemaPath:"#/properties/memory/properties/default_namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err798];
}
else {
vErrors.push(err798);
}
errors++;
}
let data564 = data540.embedding_api_key;
if((typeof data564 !== "string") && (data564 !== null)){
const err799 = {instancePath:instancePath+"/memory/embedding_api_key",schemaPath:"#/properties/memory/properties/embedding_api_key/type",keyword:"type",params:{type: schema11.properties.memory.properties.embedding_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err799];
}
else {
vErrors.push(err799);
}
errors++;
}
let data565 = data540.embedding_cache_size;
if(!(((typeof data565 == "number") && (!(data565 % 1) && !isNaN(data565))) && (isFinite(data565)))){
const err800 = {instancePath:instancePath+"/memory/embedding_cache_size",schemaPath:"#/properties/memory/properties/embedding_cache_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err800];
}
else {
vErrors.push(err800);
}
errors++;
}
if((typeof data565 == "number") && (isFinite(data565))){
if(data565 < 0 || isNaN(data565)){
const err801 = {instancePath:instancePath+"/memory/embedding_cache_size",schemaPath:"#/properties/memory/properties/embedding_cache_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err801];
}
else {
vErrors.push(err801);
}
errors++;
}
}
let data566 = data540.embedding_dimensions;
if(!(((typeof data566 == "number") && (!(data566 % 1) && !isNaN(data566))) && (isFinite(data566)))){
const err802 = {instancePath:instancePath+"/memory/embedding_dimensions",schemaPath:"#/properties/memory/properties/embedding_dimensions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err802];
}
else {
vErrors.push(err802);
}
errors++;
}
if((typeof data566 == "number") && (isFinite(data566))){
if(data566 < 1 || isNaN(data566)){
const err803 = {instancePath:instancePath+"/memory/embedding_dimensions",schemaPath:"#/properties/memory/properties/embedding_dimensions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err803];
}
else {
vErrors.push(err803);
}
errors++;
}
}
if(typeof data540.embedding_model !== "string"){
const err804 = {instancePath:instancePath+"/memory/embedding_model",schemaPath:"#/properties/memory/properties/embedding_model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err804];
}
else {
vErrors.push(err804);
}
errors++;
}
let data568 = data540.embedding_provider;
if(typeof data568 === "string"){
if(!pattern18.test(data568)){
const err805 = {instancePath:instancePath+"/memory/embedding_provider",schemaPath:"#/properties/memory/properties/embedding_provider/pattern",keyword:"pattern",params:{pattern: "^(none|openai|custom:.+)$"},message:"must match pattern \""+"^(none|openai|custom:.+)$"+"\""};
if(vErrors === null){
vErrors = [err805];
}
else {
vErrors.push(err805);
}
errors++;
}
}
else {
const err806 = {instancePath:instancePath+"/memory/embedding_provider",schemaPath:"#/properties/memory/properties/embedding_provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err806];
}
else {
vErrors.push(err806);
}
errors++;
}
let data569 = data540.evict_order;
if(data569 && typeof data569 == "object" && !Array.isArray(data569)){
}
else {
const err807 = {instancePath:instancePath+"/memory/evict_order",schemaPath:"#/properties/memory/properties/evict_order/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err807];
}
else {
vErrors.push(err807);
}
errors++;
}
let data570 = data540.fts_early_return_score;
if((typeof data570 == "number") && (isFinite(data570))){
if(data570 < 0 || isNaN(data570)){
const err808 = {instancePath:instancePath+"/memory/fts_early_return_score",schemaPath:"#/properties/memory/properties/fts_early_return_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err808];
}
else {
vErrors.push(err808);
}
errors++;
}
}
else {
const err809 = {instancePath:instancePath+"/memory/fts_early_return_score",schemaPath:"#/properties/memory/properties/fts_early_return_score/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err809];
}
else {
vErrors.push(err809);
}
errors++;
}
if(typeof data540.hygiene_enabled !== "boolean"){
const err810 = {instancePath:instancePath+"/memory/hygiene_enabled",schemaPath:"#/properties/memory/properties/hygiene_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err810];
}
else {
vErrors.push(err810);
}
errors++;
}
let data572 = data540.importance_weight;
if((typeof data572 == "number") && (isFinite(data572))){
if(data572 > 1 || isNaN(data572)){
const err811 = {instancePath:instancePath+"/memory/importance_weight",schemaPath:"#/properties/memory/properties/importance_weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err811];
}
else {
vErrors.push(err811);
}
errors++;
}
if(data572 < 0 || isNaN(data572)){
const err812 = {instancePath:instancePath+"/memory/importance_weight",schemaPath:"#/properties/memory/properties/importance_weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err812];
}
else {
vErrors.push(err812);
}
errors++;
}
}
else {
const err813 = {instancePath:instancePath+"/memory/importance_weight",schemaPath:"#/properties/memory/properties/importance_weight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err813];
}
else {
vErrors.push(err813);
}
errors++;
}
let data573 = data540.recency_weight;
if((typeof data573 == "number") && (isFinite(data573))){
if(data573 > 1 || isNaN(data573)){
const err814 = {instancePath:instancePath+"/memory/recency_weight",schemaPath:"#/properties/memory/properties/recency_weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err814];
}
else {
vErrors.push(err814);
}
errors++;
}
if(data573 < 0 || isNaN(data573)){
const err815 = {instancePath:instancePath+"/memory/recency_weight",schemaPath:"#/properties/memory/properties/recency_weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err815];
}
else {
vErrors.push(err815);
}
errors++;
}
}
else {
const err816 = {instancePath:instancePath+"/memory/recency_weight",schemaPath:"#/properties/memory/properties/recency_weight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err816];
}
else {
vErrors.push(err816);
}
errors++;
}
let data574 = data540.keyword_weight;
if((typeof data574 == "number") && (isFinite(data574))){
if(data574 > 1 || isNaN(data574)){
const err817 = {instancePath:instancePath+"/memory/keyword_weight",schemaPath:"#/properties/memory/properties/keyword_weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err817];
}
else {
vErrors.push(err817);
}
errors++;
}
if(data574 < 0 || isNaN(data574)){
const err818 = {instancePath:instancePath+"/memory/keyword_weight",schemaPath:"#/properties/memory/properties/keyword_weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err818];
}
else {
vErrors.push(err818);
}
errors++;
}
}
else {
const err819 = {instancePath:instancePath+"/memory/keyword_weight",schemaPath:"#/properties/memory/properties/keyword_weight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err819];
}
else {
vErrors.push(err819);
}
errors++;
}
let data575 = data540.vector_weight;
if((typeof data575 == "number") && (isFinite(data575))){
if(data575 > 1 || isNaN(data575)){
const err820 = {instancePath:instancePath+"/memory/vector_weight",schemaPath:"#/properties/memory/properties/vector_weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err820];
}
else {
vErrors.push(err820);
}
errors++;
}
if(data575 < 0 || isNaN(data575)){
const err821 = {instancePath:instancePath+"/memory/vector_weight",schemaPath:"#/properties/memory/properties/vector_weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err821];
}
else {
vErrors.push(err821);
}
errors++;
}
}
else {
const err822 = {instancePath:instancePath+"/memory/vector_weight",schemaPath:"#/properties/memory/properties/vector_weight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err822];
}
else {
vErrors.push(err822);
}
errors++;
}
let data576 = data540.min_relevance_score;
if((typeof data576 == "number") && (isFinite(data576))){
if(data576 > 1 || isNaN(data576)){
const err823 = {instancePath:instancePath+"/memory/min_relevance_score",schemaPath:"#/properties/memory/properties/min_relevance_score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err823];
}
else {
vErrors.push(err823);
}
errors++;
}
if(data576 < 0 || isNaN(data576)){
const err824 = {instancePath:instancePath+"/memory/min_relevance_score",schemaPath:"#/properties/memory/properties/min_relevance_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err824];
}
else {
vErrors.push(err824);
}
errors++;
}
}
else {
const err825 = {instancePath:instancePath+"/memory/min_relevance_score",schemaPath:"#/properties/memory/properties/min_relevance_score/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err825];
}
else {
vErrors.push(err825);
}
errors++;
}
let data577 = data540.mmr_lambda;
if((typeof data577 == "number") && (isFinite(data577))){
if(data577 > 1 || isNaN(data577)){
const err826 = {instancePath:instancePath+"/memory/mmr_lambda",schemaPath:"#/properties/memory/properties/mmr_lambda/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err826];
}
else {
vErrors.push(err826);
}
errors++;
}
if(data577 < 0 || isNaN(data577)){
const err827 = {instancePath:instancePath+"/memory/mmr_lambda",schemaPath:"#/properties/memory/properties/mmr_lambda/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err827];
}
else {
vErrors.push(err827);
}
errors++;
}
}
else {
const err828 = {instancePath:instancePath+"/memory/mmr_lambda",schemaPath:"#/properties/memory/properties/mmr_lambda/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err828];
}
else {
vErrors.push(err828);
}
errors++;
}
let data578 = data540.pin_min_importance;
if((typeof data578 == "number") && (isFinite(data578))){
if(data578 < 0 || isNaN(data578)){
const err829 = {instancePath:instancePath+"/memory/pin_min_importance",schemaPath:"#/properties/memory/properties/pin_min_importance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err829];
}
else {
vErrors.push(err829);
}
errors++;
}
}
else {
const err830 = {instancePath:instancePath+"/memory/pin_min_importance",schemaPath:"#/properties/memory/properties/pin_min_importance/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err830];
}
else {
vErrors.push(err830);
}
errors++;
}
let data579 = data540.pin_namespaces;
if(Array.isArray(data579)){
const len52 = data579.length;
for(let i52=0; i52<len52; i52++){
if(typeof data579[i52] !== "string"){
const err831 = {instancePath:instancePath+"/memory/pin_namespaces/" + i52,schemaPath:"#/properties/memory/properties/pin_namespaces/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err831];
}
else {
vErrors.push(err831);
}
errors++;
}
}
}
else {
const err832 = {instancePath:instancePath+"/memory/pin_namespaces",schemaPath:"#/properties/memory/properties/pin_namespaces/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err832];
}
else {
vErrors.push(err832);
}
errors++;
}
if(typeof data540.recall_date_stamp !== "boolean"){
const err833 = {instancePath:instancePath+"/memory/recall_date_stamp",schemaPath:"#/properties/memory/properties/recall_date_stamp/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err833];
}
else {
vErrors.push(err833);
}
errors++;
}
if(typeof data540.rerank_enabled !== "boolean"){
const err834 = {instancePath:instancePath+"/memory/rerank_enabled",schemaPath:"#/properties/memory/properties/rerank_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err834];
}
else {
vErrors.push(err834);
}
errors++;
}
let data583 = data540.rerank_strategy;
if(typeof data583 !== "string"){
const err835 = {instancePath:instancePath+"/memory/rerank_strategy",schemaPath:"#/properties/memory/properties/rerank_strategy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err835];
}
else {
vErrors.push(err835);
}
errors++;
}
if(!((data583 === "none") || (data583 === "mmr"))){
const err836 = {instancePath:instancePath+"/memory/rerank_strategy",schemaPath:"#/properties/memory/properties/rerank_strategy/enum",keyword:"enum",params:{allowedValues: schema11.properties.memory.properties.rerank_strategy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err836];
}
else {
vErrors.push(err836);
}
errors++;
}
let data584 = data540.rerank_threshold;
if(!(((typeof data584 == "number") && (!(data584 % 1) && !isNaN(data584))) && (isFinite(data584)))){
const err837 = {instancePath:instancePath+"/memory/rerank_threshold",schemaPath:"#/properties/memory/properties/rerank_threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err837];
}
else {
vErrors.push(err837);
}
errors++;
}
if((typeof data584 == "number") && (isFinite(data584))){
if(data584 < 0 || isNaN(data584)){
const err838 = {instancePath:instancePath+"/memory/rerank_threshold",schemaPath:"#/properties/memory/properties/rerank_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err838];
}
else {
vErrors.push(err838);
}
errors++;
}
}
if(typeof data540.response_cache_enabled !== "boolean"){
const err839 = {instancePath:instancePath+"/memory/response_cache_enabled",schemaPath:"#/properties/memory/properties/response_cache_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err839];
}
else {
vErrors.push(err839);
}
errors++;
}
let data586 = data540.response_cache_hot_entries;
if(!(((typeof data586 == "number") && (!(data586 % 1) && !isNaN(data586))) && (isFinite(data586)))){
const err840 = {instancePath:instancePath+"/memory/response_cache_hot_entries",schemaPath:"#/properties/memory/properties/response_cache_hot_entries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err840];
}
else {
vErrors.push(err840);
}
errors++;
}
if((typeof data586 == "number") && (isFinite(data586))){
if(data586 < 0 || isNaN(data586)){
const err841 = {instancePath:instancePath+"/memory/response_cache_hot_entries",schemaPath:"#/properties/memory/properties/response_cache_hot_entries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err841];
}
else {
vErrors.push(err841);
}
errors++;
}
}
let data587 = data540.response_cache_max_entries;
if(!(((typeof data587 == "number") && (!(data587 % 1) && !isNaN(data587))) && (isFinite(data587)))){
const err842 = {instancePath:instancePath+"/memory/response_cache_max_entries",schemaPath:"#/properties/memory/properties/response_cache_max_entries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err842];
}
else {
vErrors.push(err842);
}
errors++;
}
if((typeof data587 == "number") && (isFinite(data587))){
if(data587 < 0 || isNaN(data587)){
const err843 = {instancePath:instancePath+"/memory/response_cache_max_entries",schemaPath:"#/properties/memory/properties/response_cache_max_entries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err843];
}
else {
vErrors.push(err843);
}
errors++;
}
}
let data588 = data540.response_cache_ttl_minutes;
if(!(((typeof data588 == "number") && (!(data588 % 1) && !isNaN(data588))) && (isFinite(data588)))){
const err844 = {instancePath:instancePath+"/memory/response_cache_ttl_minutes",schemaPath:"#/properties/memory/properties/response_cache_ttl_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err844];
}
else {
vErrors.push(err844);
}
errors++;
}
if((typeof data588 == "number") && (isFinite(data588))){
if(data588 < 0 || isNaN(data588)){
const err845 = {instancePath:instancePath+"/memory/response_cache_ttl_minutes",schemaPath:"#/properties/memory/properties/response_cache_ttl_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err845];
}
else {
vErrors.push(err845);
}
errors++;
}
}
let data589 = data540.retrieval_stages;
if(Array.isArray(data589)){
const len53 = data589.length;
for(let i53=0; i53<len53; i53++){
if(typeof data589[i53] !== "string"){
const err846 = {instancePath:instancePath+"/memory/retrieval_stages/" + i53,schemaPath:"#/properties/memory/properties/retrieval_stages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err846];
}
else {
vErrors.push(err846);
}
errors++;
}
}
}
else {
const err847 = {instancePath:instancePath+"/memory/retrieval_stages",schemaPath:"#/properties/memory/properties/retrieval_stages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err847];
}
else {
vErrors.push(err847);
}
errors++;
}
let data591 = data540.search_mode;
if(data591 && typeof data591 == "object" && !Array.isArray(data591)){
}
else {
const err848 = {instancePath:instancePath+"/memory/search_mode",schemaPath:"#/properties/memory/properties/search_mode/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err848];
}
else {
vErrors.push(err848);
}
errors++;
}
if(typeof data540.snapshot_enabled !== "boolean"){
const err849 = {instancePath:instancePath+"/memory/snapshot_enabled",schemaPath:"#/properties/memory/properties/snapshot_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err849];
}
else {
vErrors.push(err849);
}
errors++;
}
if(typeof data540.snapshot_on_hygiene !== "boolean"){
const err850 = {instancePath:instancePath+"/memory/snapshot_on_hygiene",schemaPath:"#/properties/memory/properties/snapshot_on_hygiene/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err850];
}
else {
vErrors.push(err850);
}
errors++;
}
let data594 = data540.policy;
if(data594 && typeof data594 == "object" && !Array.isArray(data594)){
if(data594.max_entries_per_category === undefined){
data594.max_entries_per_category = 0;
}
if(data594.max_entries_per_namespace === undefined){
data594.max_entries_per_namespace = 0;
}
if(data594.read_only_namespaces === undefined){
data594.read_only_namespaces = [];
}
if(data594.redact_categories === undefined){
data594.redact_categories = ["secret","api_key","private_key","email","phone"];
}
if(data594.redact_on_write === undefined){
data594.redact_on_write = false;
}
if(data594.retention_days_by_category === undefined){
data594.retention_days_by_category = {};
}
if(data594.threat_scan === undefined){
data594.threat_scan = "on";
}
if(data594.threat_scan_load_time === undefined){
data594.threat_scan_load_time = true;
}
if(data594.threat_scan_on_hit === undefined){
data594.threat_scan_on_hit = "reject";
}
for(const key95 in data594){
if(!(func2.call(schema11.properties.memory.properties.policy.properties, key95))){
const err851 = {instancePath:instancePath+"/memory/policy",schemaPath:"#/properties/memory/properties/policy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key95},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err851];
}
else {
vErrors.push(err851);
}
errors++;
}
}
let data595 = data594.max_entries_per_category;
if(!(((typeof data595 == "number") && (!(data595 % 1) && !isNaN(data595))) && (isFinite(data595)))){
const err852 = {instancePath:instancePath+"/memory/policy/max_entries_per_category",schemaPath:"#/properties/memory/properties/policy/properties/max_entries_per_category/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err852];
}
else {
vErrors.push(err852);
}
errors++;
}
if((typeof data595 == "number") && (isFinite(data595))){
if(data595 < 0 || isNaN(data595)){
const err853 = {instancePath:instancePath+"/memory/policy/max_entries_per_category",schemaPath:"#/properties/memory/properties/policy/properties/max_entries_per_category/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err853];
}
else {
vErrors.push(err853);
}
errors++;
}
}
let data596 = data594.max_entries_per_namespace;
if(!(((typeof data596 == "number") && (!(data596 % 1) && !isNaN(data596))) && (isFinite(data596)))){
const err854 = {instancePath:instancePath+"/memory/policy/max_entries_per_namespace",schemaPath:"#/properties/memory/properties/policy/properties/max_entries_per_namespace/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err854];
}
else {
vErrors.push(err854);
}
errors++;
}
if((typeof data596 == "number") && (isFinite(data596))){
if(data596 < 0 || isNaN(data596)){
const err855 = {instancePath:instancePath+"/memory/policy/max_entries_per_namespace",schemaPath:"#/properties/memory/properties/policy/properties/max_entries_per_namespace/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err855];
}
else {
vErrors.push(err855);
}
errors++;
}
}
let data597 = data594.read_only_namespaces;
if(Array.isArray(data597)){
const len54 = data597.length;
for(let i54=0; i54<len54; i54++){
if(typeof data597[i54] !== "string"){
const err856 = {instancePath:instancePath+"/memory/policy/read_only_namespaces/" + i54,schemaPath:"#/properties/memory/properties/policy/properties/read_only_namespaces/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err856];
}
else {
vErrors.push(err856);
}
errors++;
}
}
}
else {
const err857 = {instancePath:instancePath+"/memory/policy/read_only_namespaces",schemaPath:"#/properties/memory/properties/policy/properties/read_only_namespaces/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err857];
}
else {
vErrors.push(err857);
}
errors++;
}
let data599 = data594.redact_categories;
if(Array.isArray(data599)){
const len55 = data599.length;
for(let i55=0; i55<len55; i55++){
if(typeof data599[i55] !== "string"){
const err858 = {instancePath:instancePath+"/memory/policy/redact_categories/" + i55,schemaPath:"#/properties/memory/properties/policy/properties/redact_categories/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err858];
}
else {
vErrors.push(err858);
}
errors++;
}
}
}
else {
const err859 = {instancePath:instancePath+"/memory/policy/redact_categories",schemaPath:"#/properties/memory/properties/policy/properties/redact_categories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err859];
}
else {
vErrors.push(err859);
}
errors++;
}
if(typeof data594.redact_on_write !== "boolean"){
const err860 = {instancePath:instancePath+"/memory/policy/redact_on_write",schemaPath:"#/properties/memory/properties/policy/properties/redact_on_write/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err860];
}
else {
vErrors.push(err860);
}
errors++;
}
let data602 = data594.retention_days_by_category;
if(data602 && typeof data602 == "object" && !Array.isArray(data602)){
for(const key96 in data602){
if(!(((key96 === "core") || (key96 === "daily")) || (key96 === "conversation"))){
const err861 = {instancePath:instancePath+"/memory/policy/retention_days_by_category",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key96},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err861];
}
else {
vErrors.push(err861);
}
errors++;
}
}
if(data602.core !== undefined){
let data603 = data602.core;
if(!(((typeof data603 == "number") && (!(data603 % 1) && !isNaN(data603))) && (isFinite(data603)))){
const err862 = {instancePath:instancePath+"/memory/policy/retention_days_by_category/core",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/properties/core/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err862];
}
else {
vErrors.push(err862);
}
errors++;
}
if((typeof data603 == "number") && (isFinite(data603))){
if(data603 < 0 || isNaN(data603)){
const err863 = {instancePath:instancePath+"/memory/policy/retention_days_by_category/core",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/properties/core/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err863];
}
else {
vErrors.push(err863);
}
errors++;
}
}
}
if(data602.daily !== undefined){
let data604 = data602.daily;
if(!(((typeof data604 == "number") && (!(data604 % 1) && !isNaN(data604))) && (isFinite(data604)))){
const err864 = {instancePath:instancePath+"/memory/policy/retention_days_by_category/daily",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/properties/daily/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err864];
}
else {
vErrors.push(err864);
}
errors++;
}
if((typeof data604 == "number") && (isFinite(data604))){
if(data604 < 0 || isNaN(data604)){
const err865 = {instancePath:instancePath+"/memory/policy/retention_days_by_category/daily",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/properties/daily/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err865];
}
else {
vErrors.push(err865);
}
errors++;
}
}
}
if(data602.conversation !== undefined){
let data605 = data602.conversation;
if(!(((typeof data605 == "number") && (!(data605 % 1) && !isNaN(data605))) && (isFinite(data605)))){
const err866 = {instancePath:instancePath+"/memory/policy/retention_days_by_category/conversation",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/properties/conversation/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err866];
}
else {
vErrors.push(err866);
}
errors++;
}
if((typeof data605 == "number") && (isFinite(data605))){
if(data605 < 0 || isNaN(data605)){
const err867 = {instancePath:instancePath+"/memory/policy/retention_days_by_category/conversation",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/properties/conversation/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err867];
}
else {
vErrors.push(err867);
}
errors++;
}
}
}
}
else {
const err868 = {instancePath:instancePath+"/memory/policy/retention_days_by_category",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err868];
}
else {
vErrors.push(err868);
}
errors++;
}
let data606 = data594.threat_scan;
if(typeof data606 !== "string"){
const err869 = {instancePath:instancePath+"/memory/policy/threat_scan",schemaPath:"#/properties/memory/properties/policy/properties/threat_scan/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err869];
}
else {
vErrors.push(err869);
}
errors++;
}
if(!(((data606 === "off") || (data606 === "on")) || (data606 === "strict"))){
const err870 = {instancePath:instancePath+"/memory/policy/threat_scan",schemaPath:"#/properties/memory/properties/policy/properties/threat_scan/enum",keyword:"enum",params:{allowedValues: schema11.properties.memory.properties.policy.properties.threat_scan.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err870];
}
else {
vErrors.push(err870);
}
errors++;
}
if(typeof data594.threat_scan_load_time !== "boolean"){
const err871 = {instancePath:instancePath+"/memory/policy/threat_scan_load_time",schemaPath:"#/properties/memory/properties/policy/properties/threat_scan_load_time/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err871];
}
else {
vErrors.push(err871);
}
errors++;
}
if(typeof data594.threat_scan_on_hit !== "string"){
const err872 = {instancePath:instancePath+"/memory/policy/threat_scan_on_hit",schemaPath:"#/properties/memory/properties/policy/properties/threat_scan_on_hit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err872];
}
else {
vErrors.push(err872);
}
errors++;
}
}
else {
const err873 = {instancePath:instancePath+"/memory/policy",schemaPath:"#/properties/memory/properties/policy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err873];
}
else {
vErrors.push(err873);
}
errors++;
}
let data609 = data540.types;
if(data609 && typeof data609 == "object" && !Array.isArray(data609)){
if(data609.enabled === undefined){
data609.enabled = false;
}
for(const key97 in data609){
if(!(key97 === "enabled")){
const err874 = {instancePath:instancePath+"/memory/types",schemaPath:"#/properties/memory/properties/types/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key97},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err874];
}
else {
vErrors.push(err874);
}
errors++;
}
}
if(typeof data609.enabled !== "boolean"){
const err875 = {instancePath:instancePath+"/memory/types/enabled",schemaPath:"#/properties/memory/properties/types/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err875];
}
else {
vErrors.push(err875);
}
errors++;
}
}
else {
const err876 = {instancePath:instancePath+"/memory/types",schemaPath:"#/properties/memory/properties/types/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err876];
}
else {
vErrors.push(err876);
}
errors++;
}
}
else {
const err877 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err877];
}
else {
vErrors.push(err877);
}
errors++;
}
let data611 = data.microsoft365;
if(data611 && typeof data611 == "object" && !Array.isArray(data611)){
if(data611.auth_flow === undefined){
data611.auth_flow = "client_credentials";
}
if(data611.client_id === undefined){
data611.client_id = null;
}
if(data611.client_secret === undefined){
data611.client_secret = null;
}
if(data611.enabled === undefined){
data611.enabled = false;
}
if(data611.scopes === undefined){
data611.scopes = ["https://graph.microsoft.com/.default"];
}
if(data611.tenant_id === undefined){
data611.tenant_id = null;
}
if(data611.token_cache_encrypted === undefined){
data611.token_cache_encrypted = true;
}
if(data611.user_id === undefined){
data611.user_id = null;
}
for(const key98 in data611){
if(!((((((((key98 === "auth_flow") || (key98 === "client_id")) || (key98 === "client_secret")) || (key98 === "enabled")) || (key98 === "scopes")) || (key98 === "tenant_id")) || (key98 === "token_cache_encrypted")) || (key98 === "user_id"))){
const err878 = {instancePath:instancePath+"/microsoft365",schemaPath:"#/properties/microsoft365/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key98},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err878];
}
else {
vErrors.push(err878);
}
errors++;
}
}
let data612 = data611.auth_flow;
if(typeof data612 !== "string"){
const err879 = {instancePath:instancePath+"/microsoft365/auth_flow",schemaPath:"#/properties/microsoft365/properties/auth_flow/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err879];
}
else {
vErrors.push(err879);
}
errors++;
}
if(!((data612 === "client_credentials") || (data612 === "device_code"))){
const err880 = {instancePath:instancePath+"/microsoft365/auth_flow",schemaPath:"#/properties/microsoft365/properties/auth_flow/enum",keyword:"enum",params:{allowedValues: schema11.properties.microsoft365.properties.auth_flow.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err880];
}
else {
vErrors.push(err880);
}
errors++;
}
let data613 = data611.client_id;
if((typeof data613 !== "string") && (data613 !== null)){
const err881 = {instancePath:instancePath+"/microsoft365/client_id",schemaPath:"#/properties/microsoft365/properties/client_id/type",keyword:"type",params:{type: schema11.properties.microsoft365.properties.client_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err881];
}
else {
vErrors.push(err881);
}
errors++;
}
let data614 = data611.client_secret;
if((typeof data614 !== "string") && (data614 !== null)){
const err882 = {instancePath:instancePath+"/microsoft365/client_secret",schemaPath:"#/properties/microsoft365/properties/client_secret/type",keyword:"type",params:{type: schema11.properties.microsoft365.properties.client_secret.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err882];
}
else {
vErrors.push(err882);
}
errors++;
}
if(typeof data611.enabled !== "boolean"){
const err883 = {instancePath:instancePath+"/microsoft365/enabled",schemaPath:"#/properties/microsoft365/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err883];
}
else {
vErrors.push(err883);
}
errors++;
}
let data616 = data611.scopes;
if(Array.isArray(data616)){
const len56 = data616.length;
for(let i56=0; i56<len56; i56++){
if(typeof data616[i56] !== "string"){
const err884 = {instancePath:instancePath+"/microsoft365/scopes/" + i56,schemaPath:"#/properties/microsoft365/properties/scopes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err884];
}
else {
vErrors.push(err884);
}
errors++;
}
}
}
else {
const err885 = {instancePath:instancePath+"/microsoft365/scopes",schemaPath:"#/properties/microsoft365/properties/scopes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err885];
}
else {
vErrors.push(err885);
}
errors++;
}
let data618 = data611.tenant_id;
if((typeof data618 !== "string") && (data618 !== null)){
const err886 = {instancePath:instancePath+"/microsoft365/tenant_id",schemaPath:"#/properties/microsoft365/properties/tenant_id/type",keyword:"type",params:{type: schema11.properties.microsoft365.properties.tenant_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err886];
}
else {
vErrors.push(err886);
}
errors++;
}
if(typeof data611.token_cache_encrypted !== "boolean"){
const err887 = {instancePath:instancePath+"/microsoft365/token_cache_encrypted",schemaPath:"#/properties/microsoft365/properties/token_cache_encrypted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err887];
}
else {
vErrors.push(err887);
}
errors++;
}
let data620 = data611.user_id;
if((typeof data620 !== "string") && (data620 !== null)){
const err888 = {instancePath:instancePath+"/microsoft365/user_id",schemaPath:"#/properties/microsoft365/properties/user_id/type",keyword:"type",params:{type: schema11.properties.microsoft365.properties.user_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err888];
}
else {
vErrors.push(err888);
}
errors++;
}
}
else {
const err889 = {instancePath:instancePath+"/microsoft365",schemaPath:"#/properties/microsoft365/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err889];
}
else {
vErrors.push(err889);
}
errors++;
}
let data621 = data.model_routes;
if(Array.isArray(data621)){
const len57 = data621.length;
for(let i57=0; i57<len57; i57++){
let data622 = data621[i57];
if(data622 && typeof data622 == "object" && !Array.isArray(data622)){
if(data622.hint === undefined){
const err890 = {instancePath:instancePath+"/model_routes/" + i57,schemaPath:"#/properties/model_routes/items/required",keyword:"required",params:{missingProperty: "hint"},message:"must have required property '"+"hint"+"'"};
if(vErrors === null){
vErrors = [err890];
}
else {
vErrors.push(err890);
}
errors++;
}
if(data622.provider === undefined){
const err891 = {instancePath:instancePath+"/model_routes/" + i57,schemaPath:"#/properties/model_routes/items/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err891];
}
else {
vErrors.push(err891);
}
errors++;
}
if(data622.model === undefined){
const err892 = {instancePath:instancePath+"/model_routes/" + i57,schemaPath:"#/properties/model_routes/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err892];
}
else {
vErrors.push(err892);
}
errors++;
}
if(data622.hint !== undefined){
let data623 = data622.hint;
if(typeof data623 === "string"){
if(func3(data623) < 1){
const err893 = {instancePath:instancePath+"/model_routes/" + i57+"/hint",schemaPath:"#/properties/model_routes/items/properties/hint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err893];
}
else {
vErrors.push(err893);
}
errors++;
}
}
else {
const err894 = {instancePath:instancePath+"/model_routes/" + i57+"/hint",schemaPath:"#/properties/model_routes/items/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err894];
}
else {
vErrors.push(err894);
}
errors++;
}
}
if(data622.provider !== undefined){
let data624 = data622.provider;
if(typeof data624 === "string"){
if(func3(data624) < 1){
const err895 = {instancePath:instancePath+"/model_routes/" + i57+"/provider",schemaPath:"#/properties/model_routes/items/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err895];
}
else {
vErrors.push(err895);
}
errors++;
}
}
else {
const err896 = {instancePath:instancePath+"/model_routes/" + i57+"/provider",schemaPath:"#/properties/model_routes/items/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err896];
}
else {
vErrors.push(err896);
}
errors++;
}
}
if(data622.model !== undefined){
let data625 = data622.model;
if(typeof data625 === "string"){
if(func3(data625) < 1){
const err897 = {instancePath:instancePath+"/model_routes/" + i57+"/model",schemaPath:"#/properties/model_routes/items/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err897];
}
else {
vErrors.push(err897);
}
errors++;
}
}
else {
const err898 = {instancePath:instancePath+"/model_routes/" + i57+"/model",schemaPath:"#/properties/model_routes/items/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err898];
}
else {
vErrors.push(err898);
}
errors++;
}
}
}
else {
const err899 = {instancePath:instancePath+"/model_routes/" + i57,schemaPath:"#/properties/model_routes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err899];
}
else {
vErrors.push(err899);
}
errors++;
}
}
}
else {
const err900 = {instancePath:instancePath+"/model_routes",schemaPath:"#/properties/model_routes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err900];
}
else {
vErrors.push(err900);
}
errors++;
}
let data626 = data.multimodal;
if(data626 && typeof data626 == "object" && !Array.isArray(data626)){
if(data626.allow_remote_fetch === undefined){
data626.allow_remote_fetch = false;
}
if(data626.max_image_size_mb === undefined){
data626.max_image_size_mb = 20;
}
if(data626.max_image_turns === undefined){
data626.max_image_turns = 0;
}
if(data626.max_images === undefined){
data626.max_images = 4;
}
if(data626.vision_model === undefined){
data626.vision_model = null;
}
if(data626.vision_model_provider === undefined){
data626.vision_model_provider = null;
}
for(const key99 in data626){
if(!((((((key99 === "allow_remote_fetch") || (key99 === "max_image_size_mb")) || (key99 === "max_image_turns")) || (key99 === "max_images")) || (key99 === "vision_model")) || (key99 === "vision_model_provider"))){
const err901 = {instancePath:instancePath+"/multimodal",schemaPath:"#/properties/multimodal/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key99},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err901];
}
else {
vErrors.push(err901);
}
errors++;
}
}
if(typeof data626.allow_remote_fetch !== "boolean"){
const err902 = {instancePath:instancePath+"/multimodal/allow_remote_fetch",schemaPath:"#/properties/multimodal/properties/allow_remote_fetch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err902];
}
else {
vErrors.push(err902);
}
errors++;
}
let data628 = data626.max_image_size_mb;
if(!(((typeof data628 == "number") && (!(data628 % 1) && !isNaN(data628))) && (isFinite(data628)))){
const err903 = {instancePath:instancePath+"/multimodal/max_image_size_mb",schemaPath:"#/properties/multimodal/properties/max_image_size_mb/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err903];
}
else {
vErrors.push(err903);
}
errors++;
}
if((typeof data628 == "number") && (isFinite(data628))){
if(data628 < 1 || isNaN(data628)){
const err904 = {instancePath:instancePath+"/multimodal/max_image_size_mb",schemaPath:"#/properties/multimodal/properties/max_image_size_mb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err904];
}
else {
vErrors.push(err904);
}
errors++;
}
}
let data629 = data626.max_image_turns;
if(!(((typeof data629 == "number") && (!(data629 % 1) && !isNaN(data629))) && (isFinite(data629)))){
const err905 = {instancePath:instancePath+"/multimodal/max_image_turns",schemaPath:"#/properties/multimodal/properties/max_image_turns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err905];
}
else {
vErrors.push(err905);
}
errors++;
}
if((typeof data629 == "number") && (isFinite(data629))){
if(data629 < 0 || isNaN(data629)){
const err906 = {instancePath:instancePath+"/multimodal/max_image_turns",schemaPath:"#/properties/multimodal/properties/max_image_turns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err906];
}
else {
vErrors.push(err906);
}
errors++;
}
}
let data630 = data626.max_images;
if(!(((typeof data630 == "number") && (!(data630 % 1) && !isNaN(data630))) && (isFinite(data630)))){
const err907 = {instancePath:instancePath+"/multimodal/max_images",schemaPath:"#/properties/multimodal/properties/max_images/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err907];
}
else {
vErrors.push(err907);
}
errors++;
}
if((typeof data630 == "number") && (isFinite(data630))){
if(data630 < 0 || isNaN(data630)){
const err908 = {instancePath:instancePath+"/multimodal/max_images",schemaPath:"#/properties/multimodal/properties/max_images/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err908];
}
else {
vErrors.push(err908);
}
errors++;
}
}
let data631 = data626.vision_model;
if((typeof data631 !== "string") && (data631 !== null)){
const err909 = {instancePath:instancePath+"/multimodal/vision_model",schemaPath:"#/properties/multimodal/properties/vision_model/type",keyword:"type",params:{type: schema11.properties.multimodal.properties.vision_model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err909];
}
else {
vErrors.push(err909);
}
errors++;
}
let data632 = data626.vision_model_provider;
if((typeof data632 !== "string") && (data632 !== null)){
const err910 = {instancePath:instancePath+"/multimodal/vision_model_provider",schemaPath:"#/properties/multimodal/properties/vision_model_provider/type",keyword:"type",params:{type: schema11.properties.multimodal.properties.vision_model_provider.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err910];
}
else {
vErrors.push(err910);
}
errors++;
}
}
else {
const err911 = {instancePath:instancePath+"/multimodal",schemaPath:"#/properties/multimodal/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err911];
}
else {
vErrors.push(err911);
}
errors++;
}
let data633 = data.nodes;
if(data633 && typeof data633 == "object" && !Array.isArray(data633)){
if(data633.auth_token === undefined){
data633.auth_token = null;
}
if(data633.enabled === undefined){
data633.enabled = false;
}
if(data633.max_nodes === undefined){
data633.max_nodes = 16;
}
if(data633.mdns === undefined){
data633.mdns = {};
}
for(const key100 in data633){
if(!((((key100 === "auth_token") || (key100 === "enabled")) || (key100 === "max_nodes")) || (key100 === "mdns"))){
const err912 = {instancePath:instancePath+"/nodes",schemaPath:"#/properties/nodes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key100},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err912];
}
else {
vErrors.push(err912);
}
errors++;
}
}
let data634 = data633.auth_token;
if((typeof data634 !== "string") && (data634 !== null)){
const err913 = {instancePath:instancePath+"/nodes/auth_token",schemaPath:"#/properties/nodes/properties/auth_token/type",keyword:"type",params:{type: schema11.properties.nodes.properties.auth_token.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err913];
}
else {
vErrors.push(err913);
}
errors++;
}
if(typeof data633.enabled !== "boolean"){
const err914 = {instancePath:instancePath+"/nodes/enabled",schemaPath:"#/properties/nodes/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err914];
}
else {
vErrors.push(err914);
}
errors++;
}
let data636 = data633.max_nodes;
if(!(((typeof data636 == "number") && (!(data636 % 1) && !isNaN(data636))) && (isFinite(data636)))){
const err915 = {instancePath:instancePath+"/nodes/max_nodes",schemaPath:"#/properties/nodes/properties/max_nodes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err915];
}
else {
vErrors.push(err915);
}
errors++;
}
if((typeof data636 == "number") && (isFinite(data636))){
if(data636 < 1 || isNaN(data636)){
const err916 = {instancePath:instancePath+"/nodes/max_nodes",schemaPath:"#/properties/nodes/properties/max_nodes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err916];
}
else {
vErrors.push(err916);
}
errors++;
}
}
let data637 = data633.mdns;
if(data637 && typeof data637 == "object" && !Array.isArray(data637)){
if(data637.announce_interval_secs === undefined){
data637.announce_interval_secs = 30;
}
if(data637.enabled === undefined){
data637.enabled = false;
}
if(data637.max_peers === undefined){
data637.max_peers = 16;
}
if(data637.node_name === undefined){
data637.node_name = null;
}
if(data637.peer_ttl_secs === undefined){
data637.peer_ttl_secs = 90;
}
for(const key101 in data637){
if(!(((((key101 === "announce_interval_secs") || (key101 === "enabled")) || (key101 === "max_peers")) || (key101 === "node_name")) || (key101 === "peer_ttl_secs"))){
const err917 = {instancePath:instancePath+"/nodes/mdns",schemaPath:"#/properties/nodes/properties/mdns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key101},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err917];
}
else {
vErrors.push(err917);
}
errors++;
}
}
let data638 = data637.announce_interval_secs;
if(!(((typeof data638 == "number") && (!(data638 % 1) && !isNaN(data638))) && (isFinite(data638)))){
const err918 = {instancePath:instancePath+"/nodes/mdns/announce_interval_secs",schemaPath:"#/properties/nodes/properties/mdns/properties/announce_interval_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err918];
}
else {
vErrors.push(err918);
}
errors++;
}
if((typeof data638 == "number") && (isFinite(data638))){
if(data638 < 1 || isNaN(data638)){
const err919 = {instancePath:instancePath+"/nodes/mdns/announce_interval_secs",schemaPath:"#/properties/nodes/properties/mdns/properties/announce_interval_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err919];
}
else {
vErrors.push(err919);
}
errors++;
}
}
if(typeof data637.enabled !== "boolean"){
const err920 = {instancePath:instancePath+"/nodes/mdns/enabled",schemaPath:"#/properties/nodes/properties/mdns/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err920];
}
else {
vErrors.push(err920);
}
errors++;
}
let data640 = data637.max_peers;
if(!(((typeof data640 == "number") && (!(data640 % 1) && !isNaN(data640))) && (isFinite(data640)))){
const err921 = {instancePath:instancePath+"/nodes/mdns/max_peers",schemaPath:"#/properties/nodes/properties/mdns/properties/max_peers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err921];
}
else {
vErrors.push(err921);
}
errors++;
}
if((typeof data640 == "number") && (isFinite(data640))){
if(data640 < 1 || isNaN(data640)){
const err922 = {instancePath:instancePath+"/nodes/mdns/max_peers",schemaPath:"#/properties/nodes/properties/mdns/properties/max_peers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err922];
}
else {
vErrors.push(err922);
}
errors++;
}
}
let data641 = data637.node_name;
if((typeof data641 !== "string") && (data641 !== null)){
const err923 = {instancePath:instancePath+"/nodes/mdns/node_name",schemaPath:"#/properties/nodes/properties/mdns/properties/node_name/type",keyword:"type",params:{type: schema11.properties.nodes.properties.mdns.properties.node_name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err923];
}
else {
vErrors.push(err923);
}
errors++;
}
let data642 = data637.peer_ttl_secs;
if(!(((typeof data642 == "number") && (!(data642 % 1) && !isNaN(data642))) && (isFinite(data642)))){
const err924 = {instancePath:instancePath+"/nodes/mdns/peer_ttl_secs",schemaPath:"#/properties/nodes/properties/mdns/properties/peer_ttl_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err924];
}
else {
vErrors.push(err924);
}
errors++;
}
if((typeof data642 == "number") && (isFinite(data642))){
if(data642 < 1 || isNaN(data642)){
const err925 = {instancePath:instancePath+"/nodes/mdns/peer_ttl_secs",schemaPath:"#/properties/nodes/properties/mdns/properties/peer_ttl_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err925];
}
else {
vErrors.push(err925);
}
errors++;
}
}
}
else {
const err926 = {instancePath:instancePath+"/nodes/mdns",schemaPath:"#/properties/nodes/properties/mdns/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err926];
}
else {
vErrors.push(err926);
}
errors++;
}
}
else {
const err927 = {instancePath:instancePath+"/nodes",schemaPath:"#/properties/nodes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err927];
}
else {
vErrors.push(err927);
}
errors++;
}
let data643 = data.notion;
if(data643 && typeof data643 == "object" && !Array.isArray(data643)){
if(data643.api_key === undefined){
data643.api_key = "";
}
if(data643.database_id === undefined){
data643.database_id = "";
}
if(data643.enabled === undefined){
data643.enabled = false;
}
if(data643.input_property === undefined){
data643.input_property = "Input";
}
if(data643.max_concurrent === undefined){
data643.max_concurrent = 4;
}
if(data643.poll_interval_secs === undefined){
data643.poll_interval_secs = 5;
}
if(data643.recover_stale === undefined){
data643.recover_stale = true;
}
if(data643.result_property === undefined){
data643.result_property = "Result";
}
if(data643.status_property === undefined){
data643.status_property = "Status";
}
for(const key102 in data643){
if(!(func2.call(schema11.properties.notion.properties, key102))){
const err928 = {instancePath:instancePath+"/notion",schemaPath:"#/properties/notion/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key102},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err928];
}
else {
vErrors.push(err928);
}
errors++;
}
}
if(typeof data643.api_key !== "string"){
const err929 = {instancePath:instancePath+"/notion/api_key",schemaPath:"#/properties/notion/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err929];
}
else {
vErrors.push(err929);
}
errors++;
}
if(typeof data643.database_id !== "string"){
const err930 = {instancePath:instancePath+"/notion/database_id",schemaPath:"#/properties/notion/properties/database_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err930];
}
else {
vErrors.push(err930);
}
errors++;
}
if(typeof data643.enabled !== "boolean"){
const err931 = {instancePath:instancePath+"/notion/enabled",schemaPath:"#/properties/notion/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err931];
}
else {
vErrors.push(err931);
}
errors++;
}
if(typeof data643.input_property !== "string"){
const err932 = {instancePath:instancePath+"/notion/input_property",schemaPath:"#/properties/notion/properties/input_property/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err932];
}
else {
vErrors.push(err932);
}
errors++;
}
let data648 = data643.max_concurrent;
if(!(((typeof data648 == "number") && (!(data648 % 1) && !isNaN(data648))) && (isFinite(data648)))){
const err933 = {instancePath:instancePath+"/notion/max_concurrent",schemaPath:"#/properties/notion/properties/max_concurrent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err933];
}
else {
vErrors.push(err933);
}
errors++;
}
if((typeof data648 == "number") && (isFinite(data648))){
if(data648 < 1 || isNaN(data648)){
const err934 = {instancePath:instancePath+"/notion/max_concurrent",schemaPath:"#/properties/notion/properties/max_concurrent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err934];
}
else {
vErrors.push(err934);
}
errors++;
}
}
let data649 = data643.poll_interval_secs;
if(!(((typeof data649 == "number") && (!(data649 % 1) && !isNaN(data649))) && (isFinite(data649)))){
const err935 = {instancePath:instancePath+"/notion/poll_interval_secs",schemaPath:"#/properties/notion/properties/poll_interval_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err935];
}
else {
vErrors.push(err935);
}
errors++;
}
if((typeof data649 == "number") && (isFinite(data649))){
if(data649 < 1 || isNaN(data649)){
const err936 = {instancePath:instancePath+"/notion/poll_interval_secs",schemaPath:"#/properties/notion/properties/poll_interval_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err936];
}
else {
vErrors.push(err936);
}
errors++;
}
}
if(typeof data643.recover_stale !== "boolean"){
const err937 = {instancePath:instancePath+"/notion/recover_stale",schemaPath:"#/properties/notion/properties/recover_stale/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err937];
}
else {
vErrors.push(err937);
}
errors++;
}
if(typeof data643.result_property !== "string"){
const err938 = {instancePath:instancePath+"/notion/result_property",schemaPath:"#/properties/notion/properties/result_property/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err938];
}
else {
vErrors.push(err938);
}
errors++;
}
if(typeof data643.status_property !== "string"){
const err939 = {instancePath:instancePath+"/notion/status_property",schemaPath:"#/properties/notion/properties/status_property/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err939];
}
else {
vErrors.push(err939);
}
errors++;
}
}
else {
const err940 = {instancePath:instancePath+"/notion",schemaPath:"#/properties/notion/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err940];
}
else {
vErrors.push(err940);
}
errors++;
}
let data653 = data.observability;
if(data653 && typeof data653 == "object" && !Array.isArray(data653)){
if(data653.backend === undefined){
data653.backend = "none";
}
if(data653.log_llm_request_payload === undefined){
data653.log_llm_request_payload = "off";
}
if(data653.log_tool_io === undefined){
data653.log_tool_io = "off";
}
if(data653.otel_genai_content === undefined){
data653.otel_genai_content = "off";
}
if(data653.otel_tool_io === undefined){
data653.otel_tool_io = "off";
}
if(data653.log_persistence === undefined){
data653.log_persistence = {};
}
if(data653.log_persistence_max_bytes === undefined){
data653.log_persistence_max_bytes = 0;
}
if(data653.log_persistence_max_entries === undefined){
data653.log_persistence_max_entries = 200;
}
if(data653.log_persistence_max_entries_per_segment === undefined){
data653.log_persistence_max_entries_per_segment = 0;
}
if(data653.log_persistence_path === undefined){
data653.log_persistence_path = "state/runtime-trace.jsonl";
}
if(data653.log_persistence_retention_max_age_days === undefined){
data653.log_persistence_retention_max_age_days = 0;
}
if(data653.log_persistence_retention_max_files === undefined){
data653.log_persistence_retention_max_files = 7;
}
if(data653.log_persistence_rotate_daily === undefined){
data653.log_persistence_rotate_daily = true;
}
if(data653.log_tool_io_denylist === undefined){
data653.log_tool_io_denylist = [];
}
if(data653.log_tool_io_truncate_bytes === undefined){
data653.log_tool_io_truncate_bytes = 40960;
}
if(data653.otel_endpoint === undefined){
data653.otel_endpoint = null;
}
if(data653.otel_genai_content_max_chars === undefined){
data653.otel_genai_content_max_chars = 1000;
}
if(data653.otel_tool_io_max_chars === undefined){
data653.otel_tool_io_max_chars = 1000;
}
if(data653.otel_headers === undefined){
data653.otel_headers = null;
}
if(data653.otel_service_name === undefined){
data653.otel_service_name = null;
}
for(const key103 in data653){
if(!(func2.call(schema11.properties.observability.properties, key103))){
const err941 = {instancePath:instancePath+"/observability",schemaPath:"#/properties/observability/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key103},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err941];
}
else {
vErrors.push(err941);
}
errors++;
}
}
let data654 = data653.backend;
if(typeof data654 !== "string"){
const err942 = {instancePath:instancePath+"/observability/backend",schemaPath:"#/properties/observability/properties/backend/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err942];
}
else {
vErrors.push(err942);
}
errors++;
}
if(!(((((data654 === "none") || (data654 === "log")) || (data654 === "verbose")) || (data654 === "prometheus")) || (data654 === "otel"))){
const err943 = {instancePath:instancePath+"/observability/backend",schemaPath:"#/properties/observability/properties/backend/enum",keyword:"enum",params:{allowedValues: schema11.properties.observability.properties.backend.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err943];
}
else {
vErrors.push(err943);
}
errors++;
}
let data655 = data653.log_llm_request_payload;
if(typeof data655 !== "string"){
const err944 = {instancePath:instancePath+"/observability/log_llm_request_payload",schemaPath:"#/properties/observability/properties/log_llm_request_payload/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err944];
}
else {
vErrors.push(err944);
}
errors++;
}
if(!(((data655 === "off") || (data655 === "redacted")) || (data655 === "full"))){
const err945 = {instancePath:instancePath+"/observability/log_llm_request_payload",schemaPath:"#/properties/observability/properties/log_llm_request_payload/enum",keyword:"enum",params:{allowedValues: schema11.properties.observability.properties.log_llm_request_payload.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err945];
}
else {
vErrors.push(err945);
}
errors++;
}
let data656 = data653.log_tool_io;
if(typeof data656 !== "string"){
const err946 = {instancePath:instancePath+"/observability/log_tool_io",schemaPath:"#/properties/observability/properties/log_tool_io/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err946];
}
else {
vErrors.push(err946);
}
errors++;
}
if(!(((data656 === "off") || (data656 === "redacted")) || (data656 === "full"))){
const err947 = {instancePath:instancePath+"/observability/log_tool_io",schemaPath:"#/properties/observability/properties/log_tool_io/enum",keyword:"enum",params:{allowedValues: schema11.properties.observability.properties.log_tool_io.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err947];
}
else {
vErrors.push(err947);
}
errors++;
}
let data657 = data653.otel_genai_content;
if(typeof data657 !== "string"){
const err948 = {instancePath:instancePath+"/observability/otel_genai_content",schemaPath:"#/properties/observability/properties/otel_genai_content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err948];
}
else {
vErrors.push(err948);
}
errors++;
}
if(!(((data657 === "off") || (data657 === "redacted")) || (data657 === "full"))){
const err949 = {instancePath:instancePath+"/observability/otel_genai_content",schemaPath:"#/properties/observability/properties/otel_genai_content/enum",keyword:"enum",params:{allowedValues: schema11.properties.observability.properties.otel_genai_content.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err949];
}
else {
vErrors.push(err949);
}
errors++;
}
let data658 = data653.otel_tool_io;
if(typeof data658 !== "string"){
const err950 = {instancePath:instancePath+"/observability/otel_tool_io",schemaPath:"#/properties/observability/properties/otel_tool_io/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err950];
}
else {
vErrors.push(err950);
}
errors++;
}
if(!(((data658 === "off") || (data658 === "redacted")) || (data658 === "full"))){
const err951 = {instancePath:instancePath+"/observability/otel_tool_io",schemaPath:"#/properties/observability/properties/otel_tool_io/enum",keyword:"enum",params:{allowedValues: schema11.properties.observability.properties.otel_tool_io.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err951];
}
else {
vErrors.push(err951);
}
errors++;
}
let data659 = data653.log_persistence;
if(data659 && typeof data659 == "object" && !Array.isArray(data659)){
}
else {
const err952 = {instancePath:instancePath+"/observability/log_persistence",schemaPath:"#/properties/observability/properties/log_persistence/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err952];
}
else {
vErrors.push(err952);
}
errors++;
}
let data660 = data653.log_persistence_max_bytes;
if(!(((typeof data660 == "number") && (!(data660 % 1) && !isNaN(data660))) && (isFinite(data660)))){
const err953 = {instancePath:instancePath+"/observability/log_persistence_max_bytes",schemaPath:"#/properties/observability/properties/log_persistence_max_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err953];
}
else {
vErrors.push(err953);
}
errors++;
}
if((typeof data660 == "number") && (isFinite(data660))){
if(data660 < 0 || isNaN(data660)){
const err954 = {instancePath:instancePath+"/observability/log_persistence_max_bytes",schemaPath:"#/properties/observability/properties/log_persistence_max_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err954];
}
else {
vErrors.push(err954);
}
errors++;
}
}
let data661 = data653.log_persistence_max_entries;
if(!(((typeof data661 == "number") && (!(data661 % 1) && !isNaN(data661))) && (isFinite(data661)))){
const err955 = {instancePath:instancePath+"/observability/log_persistence_max_entries",schemaPath:"#/properties/observability/properties/log_persistence_max_entries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err955];
}
else {
vErrors.push(err955);
}
errors++;
}
if((typeof data661 == "number") && (isFinite(data661))){
if(data661 < 0 || isNaN(data661)){
const err956 = {instancePath:instancePath+"/observability/log_persistence_max_entries",schemaPath:"#/properties/observability/properties/log_persistence_max_entries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err956];
}
else {
vErrors.push(err956);
}
errors++;
}
}
let data662 = data653.log_persistence_max_entries_per_segment;
if(!(((typeof data662 == "number") && (!(data662 % 1) && !isNaN(data662))) && (isFinite(data662)))){
const err957 = {instancePath:instancePath+"/observability/log_persistence_max_entries_per_segment",schemaPath:"#/properties/observability/properties/log_persistence_max_entries_per_segment/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err957];
}
else {
vErrors.push(err957);
}
errors++;
}
if((typeof data662 == "number") && (isFinite(data662))){
if(data662 < 0 || isNaN(data662)){
const err958 = {instancePath:instancePath+"/observability/log_persistence_max_entries_per_segment",schemaPath:"#/properties/observability/properties/log_persistence_max_entries_per_segment/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err958];
}
else {
vErrors.push(err958);
}
errors++;
}
}
if(typeof data653.log_persistence_path !== "string"){
const err959 = {instancePath:instancePath+"/observability/log_persistence_path",schemaPath:"#/properties/observability/properties/log_persistence_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err959];
}
else {
vErrors.push(err959);
}
errors++;
}
let data664 = data653.log_persistence_retention_max_age_days;
if(!(((typeof data664 == "number") && (!(data664 % 1) && !isNaN(data664))) && (isFinite(data664)))){
const err960 = {instancePath:instancePath+"/observability/log_persistence_retention_max_age_days",schemaPath:"#/properties/observability/properties/log_persistence_retention_max_age_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err960];
}
else {
vErrors.push(err960);
}
errors++;
}
if((typeof data664 == "number") && (isFinite(data664))){
if(data664 < 0 || isNaN(data664)){
const err961 = {instancePath:instancePath+"/observability/log_persistence_retention_max_age_days",schemaPath:"#/properties/observability/properties/log_persistence_retention_max_age_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err961];
}
else {
vErrors.push(err961);
}
errors++;
}
}
let data665 = data653.log_persistence_retention_max_files;
if(!(((typeof data665 == "number") && (!(data665 % 1) && !isNaN(data665))) && (isFinite(data665)))){
const err962 = {instancePath:instancePath+"/observability/log_persistence_retention_max_files",schemaPath:"#/properties/observability/properties/log_persistence_retention_max_files/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err962];
}
else {
vErrors.push(err962);
}
errors++;
}
if((typeof data665 == "number") && (isFinite(data665))){
if(data665 < 0 || isNaN(data665)){
const err963 = {instancePath:instancePath+"/observability/log_persistence_retention_max_files",schemaPath:"#/properties/observability/properties/log_persistence_retention_max_files/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err963];
}
else {
vErrors.push(err963);
}
errors++;
}
}
if(typeof data653.log_persistence_rotate_daily !== "boolean"){
const err964 = {instancePath:instancePath+"/observability/log_persistence_rotate_daily",schemaPath:"#/properties/observability/properties/log_persistence_rotate_daily/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err964];
}
else {
vErrors.push(err964);
}
errors++;
}
let data667 = data653.log_tool_io_denylist;
if(Array.isArray(data667)){
const len58 = data667.length;
for(let i58=0; i58<len58; i58++){
if(typeof data667[i58] !== "string"){
const err965 = {instancePath:instancePath+"/observability/log_tool_io_denylist/" + i58,schemaPath:"#/properties/observability/properties/log_tool_io_denylist/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err965];
}
else {
vErrors.push(err965);
}
errors++;
}
}
}
else {
const err966 = {instancePath:instancePath+"/observability/log_tool_io_denylist",schemaPath:"#/properties/observability/properties/log_tool_io_denylist/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err966];
}
else {
vErrors.push(err966);
}
errors++;
}
let data669 = data653.log_tool_io_truncate_bytes;
if(!(((typeof data669 == "number") && (!(data669 % 1) && !isNaN(data669))) && (isFinite(data669)))){
const err967 = {instancePath:instancePath+"/observability/log_tool_io_truncate_bytes",schemaPath:"#/properties/observability/properties/log_tool_io_truncate_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err967];
}
else {
vErrors.push(err967);
}
errors++;
}
if((typeof data669 == "number") && (isFinite(data669))){
if(data669 < 0 || isNaN(data669)){
const err968 = {instancePath:instancePath+"/observability/log_tool_io_truncate_bytes",schemaPath:"#/properties/observability/properties/log_tool_io_truncate_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err968];
}
else {
vErrors.push(err968);
}
errors++;
}
}
let data670 = data653.otel_endpoint;
if((typeof data670 !== "string") && (data670 !== null)){
const err969 = {instancePath:instancePath+"/observability/otel_endpoint",schemaPath:"#/properties/observability/properties/otel_endpoint/type",keyword:"type",params:{type: schema11.properties.observability.properties.otel_endpoint.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err969];
}
else {
vErrors.push(err969);
}
errors++;
}
let data671 = data653.otel_genai_content_max_chars;
if(!(((typeof data671 == "number") && (!(data671 % 1) && !isNaN(data671))) && (isFinite(data671)))){
const err970 = {instancePath:instancePath+"/observability/otel_genai_content_max_chars",schemaPath:"#/properties/observability/properties/otel_genai_content_max_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err970];
}
else {
vErrors.push(err970);
}
errors++;
}
if((typeof data671 == "number") && (isFinite(data671))){
if(data671 < 0 || isNaN(data671)){
const err971 = {instancePath:instancePath+"/observability/otel_genai_content_max_chars",schemaPath:"#/properties/observability/properties/otel_genai_content_max_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err971];
}
else {
vErrors.push(err971);
}
errors++;
}
}
let data672 = data653.otel_tool_io_max_chars;
if(!(((typeof data672 == "number") && (!(data672 % 1) && !isNaN(data672))) && (isFinite(data672)))){
const err972 = {instancePath:instancePath+"/observability/otel_tool_io_max_chars",schemaPath:"#/properties/observability/properties/otel_tool_io_max_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err972];
}
else {
vErrors.push(err972);
}
errors++;
}
if((typeof data672 == "number") && (isFinite(data672))){
if(data672 < 0 || isNaN(data672)){
const err973 = {instancePath:instancePath+"/observability/otel_tool_io_max_chars",schemaPath:"#/properties/observability/properties/otel_tool_io_max_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err973];
}
else {
vErrors.push(err973);
}
errors++;
}
}
let data673 = data653.otel_headers;
if((!(data673 && typeof data673 == "object" && !Array.isArray(data673))) && (data673 !== null)){
const err974 = {instancePath:instancePath+"/observability/otel_headers",schemaPath:"#/properties/observability/properties/otel_headers/type",keyword:"type",params:{type: schema11.properties.observability.properties.otel_headers.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err974];
}
else {
vErrors.push(err974);
}
errors++;
}
if(data673 && typeof data673 == "object" && !Array.isArray(data673)){
for(const key104 in data673){
if(typeof data673[key104] !== "string"){
const err975 = {instancePath:instancePath+"/observability/otel_headers/" + key104.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/observability/properties/otel_headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err975];
}
else {
vErrors.push(err975);
}
errors++;
}
}
}
let data675 = data653.otel_service_name;
if((typeof data675 !== "string") && (data675 !== null)){
const err976 = {instancePath:instancePath+"/observability/otel_service_name",schemaPath:"#/properties/observability/properties/otel_service_name/type",keyword:"type",params:{type: schema11.properties.observability.properties.otel_service_name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err976];
}
else {
vErrors.push(err976);
}
errors++;
}
}
else {
const err977 = {instancePath:instancePath+"/observability",schemaPath:"#/properties/observability/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err977];
}
else {
vErrors.push(err977);
}
errors++;
}
let data676 = data.oidc;
if(data676 && typeof data676 == "object" && !Array.isArray(data676)){
for(const key105 in data676){
let data677 = data676[key105];
if(data677 && typeof data677 == "object" && !Array.isArray(data677)){
if(data677.actor_claim === undefined){
data677.actor_claim = "";
}
if(data677.actor_claim_marks === undefined){
data677.actor_claim_marks = {};
}
if(data677.allowed_authorized_parties === undefined){
data677.allowed_authorized_parties = [];
}
if(data677.audience === undefined){
data677.audience = "";
}
if(data677.claim_path === undefined){
data677.claim_path = "";
}
if(data677.client_id === undefined){
data677.client_id = "";
}
if(data677.client_secret === undefined){
data677.client_secret = null;
}
if(data677.interactive_clients === undefined){
data677.interactive_clients = [];
}
if(data677.issuer === undefined){
data677.issuer = "";
}
if(data677.max_auth_lifetime_secs === undefined){
data677.max_auth_lifetime_secs = 86400;
}
if(data677.profile_map === undefined){
data677.profile_map = {};
}
if(data677.require_at_jwt === undefined){
data677.require_at_jwt = true;
}
if(data677.require_mfa === undefined){
data677.require_mfa = false;
}
if(data677.required_acr === undefined){
data677.required_acr = [];
}
if(data677.revalidation_secs === undefined){
data677.revalidation_secs = 60;
}
if(data677.service_clients === undefined){
data677.service_clients = [];
}
if(data677.service_profile_map === undefined){
data677.service_profile_map = {};
}
if(data677.validation === undefined){
data677.validation = {};
}
for(const key106 in data677){
if(!(func2.call(schema11.properties.oidc.additionalProperties.properties, key106))){
const err978 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/oidc/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key106},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err978];
}
else {
vErrors.push(err978);
}
errors++;
}
}
if(typeof data677.actor_claim !== "string"){
const err979 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/actor_claim",schemaPath:"#/properties/oidc/additionalProperties/properties/actor_claim/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err979];
}
else {
vErrors.push(err979);
}
errors++;
}
let data679 = data677.actor_claim_marks;
if(data679 && typeof data679 == "object" && !Array.isArray(data679)){
}
else {
const err980 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/actor_claim_marks",schemaPath:"#/properties/oidc/additionalProperties/properties/actor_claim_marks/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err980];
}
else {
vErrors.push(err980);
}
errors++;
}
let data680 = data677.allowed_authorized_parties;
if(Array.isArray(data680)){
const len59 = data680.length;
for(let i59=0; i59<len59; i59++){
if(typeof data680[i59] !== "string"){
const err981 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_authorized_parties/" + i59,schemaPath:"#/properties/oidc/additionalProperties/properties/allowed_authorized_parties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err981];
}
else {
vErrors.push(err981);
}
errors++;
}
}
}
else {
const err982 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_authorized_parties",schemaPath:"#/properties/oidc/additionalProperties/properties/allowed_authorized_parties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err982];
}
else {
vErrors.push(err982);
}
errors++;
}
if(typeof data677.audience !== "string"){
const err983 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/audience",schemaPath:"#/properties/oidc/additionalProperties/properties/audience/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err983];
}
else {
vErrors.push(err983);
}
errors++;
}
if(typeof data677.claim_path !== "string"){
const err984 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/claim_path",schemaPath:"#/properties/oidc/additionalProperties/properties/claim_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err984];
}
else {
vErrors.push(err984);
}
errors++;
}
if(typeof data677.client_id !== "string"){
const err985 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/client_id",schemaPath:"#/properties/oidc/additionalProperties/properties/client_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err985];
}
else {
vErrors.push(err985);
}
errors++;
}
let data685 = data677.client_secret;
if((typeof data685 !== "string") && (data685 !== null)){
const err986 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/client_secret",schemaPath:"#/properties/oidc/additionalProperties/properties/client_secret/type",keyword:"type",params:{type: schema11.properties.oidc.additionalProperties.properties.client_secret.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err986];
}
else {
vErrors.push(err986);
}
errors++;
}
let data686 = data677.interactive_clients;
if(Array.isArray(data686)){
const len60 = data686.length;
for(let i60=0; i60<len60; i60++){
if(typeof data686[i60] !== "string"){
const err987 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/interactive_clients/" + i60,schemaPath:"#/properties/oidc/additionalProperties/properties/interactive_clients/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err987];
}
else {
vErrors.push(err987);
}
errors++;
}
}
}
else {
const err988 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/interactive_clients",schemaPath:"#/properties/oidc/additionalProperties/properties/interactive_clients/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err988];
}
else {
vErrors.push(err988);
}
errors++;
}
if(typeof data677.issuer !== "string"){
const err989 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/issuer",schemaPath:"#/properties/oidc/additionalProperties/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err989];
}
else {
vErrors.push(err989);
}
errors++;
}
let data689 = data677.max_auth_lifetime_secs;
if(!(((typeof data689 == "number") && (!(data689 % 1) && !isNaN(data689))) && (isFinite(data689)))){
const err990 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_auth_lifetime_secs",schemaPath:"#/properties/oidc/additionalProperties/properties/max_auth_lifetime_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err990];
}
else {
vErrors.push(err990);
}
errors++;
}
if((typeof data689 == "number") && (isFinite(data689))){
if(data689 < 1 || isNaN(data689)){
const err991 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_auth_lifetime_secs",schemaPath:"#/properties/oidc/additionalProperties/properties/max_auth_lifetime_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err991];
}
else {
vErrors.push(err991);
}
errors++;
}
}
let data690 = data677.profile_map;
if(data690 && typeof data690 == "object" && !Array.isArray(data690)){
for(const key107 in data690){
let data691 = data690[key107];
if(Array.isArray(data691)){
const len61 = data691.length;
for(let i61=0; i61<len61; i61++){
if(typeof data691[i61] !== "string"){
const err992 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/profile_map/" + key107.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i61,schemaPath:"#/properties/oidc/additionalProperties/properties/profile_map/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err992];
}
else {
vErrors.push(err992);
}
errors++;
}
}
}
else {
const err993 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/profile_map/" + key107.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/oidc/additionalProperties/properties/profile_map/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err993];
}
else {
vErrors.push(err993);
}
errors++;
}
}
}
else {
const err994 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/profile_map",schemaPath:"#/properties/oidc/additionalProperties/properties/profile_map/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err994];
}
else {
vErrors.push(err994);
}
errors++;
}
if(typeof data677.require_at_jwt !== "boolean"){
const err995 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/require_at_jwt",schemaPath:"#/properties/oidc/additionalProperties/properties/require_at_jwt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err995];
}
else {
vErrors.push(err995);
}
errors++;
}
if(typeof data677.require_mfa !== "boolean"){
const err996 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/require_mfa",schemaPath:"#/properties/oidc/additionalProperties/properties/require_mfa/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err996];
}
else {
vErrors.push(err996);
}
errors++;
}
let data695 = data677.required_acr;
if(Array.isArray(data695)){
const len62 = data695.length;
for(let i62=0; i62<len62; i62++){
if(typeof data695[i62] !== "string"){
const err997 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/required_acr/" + i62,schemaPath:"#/properties/oidc/additionalProperties/properties/required_acr/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err997];
}
else {
vErrors.push(err997);
}
errors++;
}
}
}
else {
const err998 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/required_acr",schemaPath:"#/properties/oidc/additionalProperties/properties/required_acr/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err998];
}
else {
vErrors.push(err998);
}
errors++;
}
let data697 = data677.revalidation_secs;
if(!(((typeof data697 == "number") && (!(data697 % 1) && !isNaN(data697))) && (isFinite(data697)))){
const err999 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/revalidation_secs",schemaPath:"#/properties/oidc/additionalProperties/properties/revalidation_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err999];
}
else {
vErrors.push(err999);
}
errors++;
}
if((typeof data697 == "number") && (isFinite(data697))){
if(data697 < 0 || isNaN(data697)){
const err1000 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/revalidation_secs",schemaPath:"#/properties/oidc/additionalProperties/properties/revalidation_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1000];
}
else {
vErrors.push(err1000);
}
errors++;
}
}
let data698 = data677.service_clients;
if(Array.isArray(data698)){
const len63 = data698.length;
for(let i63=0; i63<len63; i63++){
if(typeof data698[i63] !== "string"){
const err1001 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/service_clients/" + i63,schemaPath:"#/properties/oidc/additionalProperties/properties/service_clients/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1001];
}
else {
vErrors.push(err1001);
}
errors++;
}
}
}
else {
const err1002 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/service_clients",schemaPath:"#/properties/oidc/additionalProperties/properties/service_clients/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1002];
}
else {
vErrors.push(err1002);
}
errors++;
}
let data700 = data677.service_profile_map;
if(data700 && typeof data700 == "object" && !Array.isArray(data700)){
for(const key108 in data700){
let data701 = data700[key108];
if(Array.isArray(data701)){
const len64 = data701.length;
for(let i64=0; i64<len64; i64++){
if(typeof data701[i64] !== "string"){
const err1003 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/service_profile_map/" + key108.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i64,schemaPath:"#/properties/oidc/additionalProperties/properties/service_profile_map/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1003];
}
else {
vErrors.push(err1003);
}
errors++;
}
}
}
else {
const err1004 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/service_profile_map/" + key108.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/oidc/additionalProperties/properties/service_profile_map/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1004];
}
else {
vErrors.push(err1004);
}
errors++;
}
}
}
else {
const err1005 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/service_profile_map",schemaPath:"#/properties/oidc/additionalProperties/properties/service_profile_map/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1005];
}
else {
vErrors.push(err1005);
}
errors++;
}
let data703 = data677.validation;
if(data703 && typeof data703 == "object" && !Array.isArray(data703)){
}
else {
const err1006 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/validation",schemaPath:"#/properties/oidc/additionalProperties/properties/validation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1006];
}
else {
vErrors.push(err1006);
}
errors++;
}
}
else {
const err1007 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/oidc/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1007];
}
else {
vErrors.push(err1007);
}
errors++;
}
}
const aliasErrors19 = keyword0(data676, instancePath+"/oidc", "#/properties/oidc/x-alias-map");
if(!(aliasErrors19 === null)){
vErrors = vErrors === null ? aliasErrors19 : vErrors.concat(aliasErrors19);
errors = vErrors.length;
}
}
else {
const err1008 = {instancePath:instancePath+"/oidc",schemaPath:"#/properties/oidc/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1008];
}
else {
vErrors.push(err1008);
}
errors++;
}
let data704 = data.onboard_state;
if(data704 && typeof data704 == "object" && !Array.isArray(data704)){
if(data704.completed_sections === undefined){
data704.completed_sections = [];
}
if(data704.quickstart_completed === undefined){
data704.quickstart_completed = false;
}
for(const key109 in data704){
if(!((key109 === "completed_sections") || (key109 === "quickstart_completed"))){
const err1009 = {instancePath:instancePath+"/onboard_state",schemaPath:"#/properties/onboard_state/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key109},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1009];
}
else {
vErrors.push(err1009);
}
errors++;
}
}
let data705 = data704.completed_sections;
if(Array.isArray(data705)){
const len65 = data705.length;
for(let i65=0; i65<len65; i65++){
if(typeof data705[i65] !== "string"){
const err1010 = {instancePath:instancePath+"/onboard_state/completed_sections/" + i65,schemaPath:"#/properties/onboard_state/properties/completed_sections/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1010];
}
else {
vErrors.push(err1010);
}
errors++;
}
}
}
else {
const err1011 = {instancePath:instancePath+"/onboard_state/completed_sections",schemaPath:"#/properties/onboard_state/properties/completed_sections/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1011];
}
else {
vErrors.push(err1011);
}
errors++;
}
if(typeof data704.quickstart_completed !== "boolean"){
const err1012 = {instancePath:instancePath+"/onboard_state/quickstart_completed",schemaPath:"#/properties/onboard_state/properties/quickstart_completed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1012];
}
else {
vErrors.push(err1012);
}
errors++;
}
}
else {
const err1013 = {instancePath:instancePath+"/onboard_state",schemaPath:"#/properties/onboard_state/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1013];
}
else {
vErrors.push(err1013);
}
errors++;
}
let data708 = data.opencode_cli;
if(data708 && typeof data708 == "object" && !Array.isArray(data708)){
if(data708.enabled === undefined){
data708.enabled = false;
}
if(data708.env_passthrough === undefined){
data708.env_passthrough = [];
}
if(data708.max_output_bytes === undefined){
data708.max_output_bytes = 2097152;
}
if(data708.timeout_secs === undefined){
data708.timeout_secs = 600;
}
for(const key110 in data708){
if(!((((key110 === "enabled") || (key110 === "env_passthrough")) || (key110 === "max_output_bytes")) || (key110 === "timeout_secs"))){
const err1014 = {instancePath:instancePath+"/opencode_cli",schemaPath:"#/properties/opencode_cli/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key110},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1014];
}
else {
vErrors.push(err1014);
}
errors++;
}
}
if(typeof data708.enabled !== "boolean"){
const err1015 = {instancePath:instancePath+"/opencode_cli/enabled",schemaPath:"#/properties/opencode_cli/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1015];
}
else {
vErrors.push(err1015);
}
errors++;
}
let data710 = data708.env_passthrough;
if(Array.isArray(data710)){
const len66 = data710.length;
for(let i66=0; i66<len66; i66++){
if(typeof data710[i66] !== "string"){
const err1016 = {instancePath:instancePath+"/opencode_cli/env_passthrough/" + i66,schemaPath:"#/properties/opencode_cli/properties/env_passthrough/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1016];
}
else {
vErrors.push(err1016);
}
errors++;
}
}
}
else {
const err1017 = {instancePath:instancePath+"/opencode_cli/env_passthrough",schemaPath:"#/properties/opencode_cli/properties/env_passthrough/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1017];
}
else {
vErrors.push(err1017);
}
errors++;
}
let data712 = data708.max_output_bytes;
if(!(((typeof data712 == "number") && (!(data712 % 1) && !isNaN(data712))) && (isFinite(data712)))){
const err1018 = {instancePath:instancePath+"/opencode_cli/max_output_bytes",schemaPath:"#/properties/opencode_cli/properties/max_output_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1018];
}
else {
vErrors.push(err1018);
}
errors++;
}
if((typeof data712 == "number") && (isFinite(data712))){
if(data712 < 1 || isNaN(data712)){
const err1019 = {instancePath:instancePath+"/opencode_cli/max_output_bytes",schemaPath:"#/properties/opencode_cli/properties/max_output_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1019];
}
else {
vErrors.push(err1019);
}
errors++;
}
}
let data713 = data708.timeout_secs;
if(!(((typeof data713 == "number") && (!(data713 % 1) && !isNaN(data713))) && (isFinite(data713)))){
const err1020 = {instancePath:instancePath+"/opencode_cli/timeout_secs",schemaPath:"#/properties/opencode_cli/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1020];
}
else {
vErrors.push(err1020);
}
errors++;
}
if((typeof data713 == "number") && (isFinite(data713))){
if(data713 < 1 || isNaN(data713)){
const err1021 = {instancePath:instancePath+"/opencode_cli/timeout_secs",schemaPath:"#/properties/opencode_cli/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1021];
}
else {
vErrors.push(err1021);
}
errors++;
}
}
}
else {
const err1022 = {instancePath:instancePath+"/opencode_cli",schemaPath:"#/properties/opencode_cli/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1022];
}
else {
vErrors.push(err1022);
}
errors++;
}
let data714 = data.pacing;
if(data714 && typeof data714 == "object" && !Array.isArray(data714)){
if(data714.loop_detection_enabled === undefined){
data714.loop_detection_enabled = true;
}
if(data714.loop_detection_max_repeats === undefined){
data714.loop_detection_max_repeats = 3;
}
if(data714.loop_detection_min_elapsed_secs === undefined){
data714.loop_detection_min_elapsed_secs = null;
}
if(data714.loop_detection_no_progress_min_calls === undefined){
data714.loop_detection_no_progress_min_calls = 5;
}
if(data714.loop_detection_window_size === undefined){
data714.loop_detection_window_size = 20;
}
if(data714.loop_ignore_tools === undefined){
data714.loop_ignore_tools = [];
}
if(data714.message_timeout_scale_max === undefined){
data714.message_timeout_scale_max = null;
}
if(data714.step_timeout_secs === undefined){
data714.step_timeout_secs = null;
}
for(const key111 in data714){
if(!((((((((key111 === "loop_detection_enabled") || (key111 === "loop_detection_max_repeats")) || (key111 === "loop_detection_min_elapsed_secs")) || (key111 === "loop_detection_no_progress_min_calls")) || (key111 === "loop_detection_window_size")) || (key111 === "loop_ignore_tools")) || (key111 === "message_timeout_scale_max")) || (key111 === "step_timeout_secs"))){
const err1023 = {instancePath:instancePath+"/pacing",schemaPath:"#/properties/pacing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key111},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1023];
}
else {
vErrors.push(err1023);
}
errors++;
}
}
if(typeof data714.loop_detection_enabled !== "boolean"){
const err1024 = {instancePath:instancePath+"/pacing/loop_detection_enabled",schemaPath:"#/properties/pacing/properties/loop_detection_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1024];
}
else {
vErrors.push(err1024);
}
errors++;
}
let data716 = data714.loop_detection_max_repeats;
if(!(((typeof data716 == "number") && (!(data716 % 1) && !isNaN(data716))) && (isFinite(data716)))){
const err1025 = {instancePath:instancePath+"/pacing/loop_detection_max_repeats",schemaPath:"#/properties/pacing/properties/loop_detection_max_repeats/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1025];
}
else {
vErrors.push(err1025);
}
errors++;
}
if((typeof data716 == "number") && (isFinite(data716))){
if(data716 < 0 || isNaN(data716)){
const err1026 = {instancePath:instancePath+"/pacing/loop_detection_max_repeats",schemaPath:"#/properties/pacing/properties/loop_detection_max_repeats/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1026];
}
else {
vErrors.push(err1026);
}
errors++;
}
}
let data717 = data714.loop_detection_min_elapsed_secs;
if((!(((typeof data717 == "number") && (!(data717 % 1) && !isNaN(data717))) && (isFinite(data717)))) && (data717 !== null)){
const err1027 = {instancePath:instancePath+"/pacing/loop_detection_min_elapsed_secs",schemaPath:"#/properties/pacing/properties/loop_detection_min_elapsed_secs/type",keyword:"type",params:{type: schema11.properties.pacing.properties.loop_detection_min_elapsed_secs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1027];
}
else {
vErrors.push(err1027);
}
errors++;
}
if((typeof data717 == "number") && (isFinite(data717))){
if(data717 < 0 || isNaN(data717)){
const err1028 = {instancePath:instancePath+"/pacing/loop_detection_min_elapsed_secs",schemaPath:"#/properties/pacing/properties/loop_detection_min_elapsed_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1028];
}
else {
vErrors.push(err1028);
}
errors++;
}
}
let data718 = data714.loop_detection_no_progress_min_calls;
if(!(((typeof data718 == "number") && (!(data718 % 1) && !isNaN(data718))) && (isFinite(data718)))){
const err1029 = {instancePath:instancePath+"/pacing/loop_detection_no_progress_min_calls",schemaPath:"#/properties/pacing/properties/loop_detection_no_progress_min_calls/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1029];
}
else {
vErrors.push(err1029);
}
errors++;
}
if((typeof data718 == "number") && (isFinite(data718))){
if(data718 < 0 || isNaN(data718)){
const err1030 = {instancePath:instancePath+"/pacing/loop_detection_no_progress_min_calls",schemaPath:"#/properties/pacing/properties/loop_detection_no_progress_min_calls/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1030];
}
else {
vErrors.push(err1030);
}
errors++;
}
}
let data719 = data714.loop_detection_window_size;
if(!(((typeof data719 == "number") && (!(data719 % 1) && !isNaN(data719))) && (isFinite(data719)))){
const err1031 = {instancePath:instancePath+"/pacing/loop_detection_window_size",schemaPath:"#/properties/pacing/properties/loop_detection_window_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1031];
}
else {
vErrors.push(err1031);
}
errors++;
}
if((typeof data719 == "number") && (isFinite(data719))){
if(data719 < 1 || isNaN(data719)){
const err1032 = {instancePath:instancePath+"/pacing/loop_detection_window_size",schemaPath:"#/properties/pacing/properties/loop_detection_window_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1032];
}
else {
vErrors.push(err1032);
}
errors++;
}
}
let data720 = data714.loop_ignore_tools;
if(Array.isArray(data720)){
const len67 = data720.length;
for(let i67=0; i67<len67; i67++){
if(typeof data720[i67] !== "string"){
const err1033 = {instancePath:instancePath+"/pacing/loop_ignore_tools/" + i67,schemaPath:"#/properties/pacing/properties/loop_ignore_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1033];
}
else {
vErrors.push(err1033);
}
errors++;
}
}
}
else {
const err1034 = {instancePath:instancePath+"/pacing/loop_ignore_tools",schemaPath:"#/properties/pacing/properties/loop_ignore_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1034];
}
else {
vErrors.push(err1034);
}
errors++;
}
let data722 = data714.message_timeout_scale_max;
if((!(((typeof data722 == "number") && (!(data722 % 1) && !isNaN(data722))) && (isFinite(data722)))) && (data722 !== null)){
const err1035 = {instancePath:instancePath+"/pacing/message_timeout_scale_max",schemaPath:"#/properties/pacing/properties/message_timeout_scale_max/type",keyword:"type",params:{type: schema11.properties.pacing.properties.message_timeout_scale_max.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1035];
}
else {
vErrors.push(err1035);
}
errors++;
}
if((typeof data722 == "number") && (isFinite(data722))){
if(data722 < 0 || isNaN(data722)){
const err1036 = {instancePath:instancePath+"/pacing/message_timeout_scale_max",schemaPath:"#/properties/pacing/properties/message_timeout_scale_max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1036];
}
else {
vErrors.push(err1036);
}
errors++;
}
}
let data723 = data714.step_timeout_secs;
if((!(((typeof data723 == "number") && (!(data723 % 1) && !isNaN(data723))) && (isFinite(data723)))) && (data723 !== null)){
const err1037 = {instancePath:instancePath+"/pacing/step_timeout_secs",schemaPath:"#/properties/pacing/properties/step_timeout_secs/type",keyword:"type",params:{type: schema11.properties.pacing.properties.step_timeout_secs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1037];
}
else {
vErrors.push(err1037);
}
errors++;
}
if((typeof data723 == "number") && (isFinite(data723))){
if(data723 < 0 || isNaN(data723)){
const err1038 = {instancePath:instancePath+"/pacing/step_timeout_secs",schemaPath:"#/properties/pacing/properties/step_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1038];
}
else {
vErrors.push(err1038);
}
errors++;
}
}
}
else {
const err1039 = {instancePath:instancePath+"/pacing",schemaPath:"#/properties/pacing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1039];
}
else {
vErrors.push(err1039);
}
errors++;
}
let data724 = data.peer_groups;
if(data724 && typeof data724 == "object" && !Array.isArray(data724)){
for(const key112 in data724){
let data725 = data724[key112];
if(data725 && typeof data725 == "object" && !Array.isArray(data725)){
if(data725.admin_for_agent_scope === undefined){
data725.admin_for_agent_scope = false;
}
if(data725.agents === undefined){
data725.agents = [];
}
if(data725.external_peers === undefined){
data725.external_peers = [];
}
if(data725.ignore === undefined){
data725.ignore = [];
}
if(data725.output_modality === undefined){
data725.output_modality = {};
}
if(data725.channel === undefined){
const err1040 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/peer_groups/additionalProperties/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err1040];
}
else {
vErrors.push(err1040);
}
errors++;
}
for(const key113 in data725){
if(!((((((key113 === "admin_for_agent_scope") || (key113 === "agents")) || (key113 === "channel")) || (key113 === "external_peers")) || (key113 === "ignore")) || (key113 === "output_modality"))){
const err1041 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/peer_groups/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key113},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1041];
}
else {
vErrors.push(err1041);
}
errors++;
}
}
if(typeof data725.admin_for_agent_scope !== "boolean"){
const err1042 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/admin_for_agent_scope",schemaPath:"#/properties/peer_groups/additionalProperties/properties/admin_for_agent_scope/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1042];
}
else {
vErrors.push(err1042);
}
errors++;
}
let data727 = data725.agents;
if(Array.isArray(data727)){
const len68 = data727.length;
for(let i68=0; i68<len68; i68++){
if(typeof data727[i68] !== "string"){
const err1043 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/agents/" + i68,schemaPath:"#/properties/peer_groups/additionalProperties/properties/agents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1043];
}
else {
vErrors.push(err1043);
}
errors++;
}
}
}
else {
const err1044 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/agents",schemaPath:"#/properties/peer_groups/additionalProperties/properties/agents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1044];
}
else {
vErrors.push(err1044);
}
errors++;
}
if(data725.channel !== undefined){
let data729 = data725.channel;
if(typeof data729 === "string"){
if(func3(data729) < 1){
const err1045 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/channel",schemaPath:"#/properties/peer_groups/additionalProperties/properties/channel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1045];
}
else {
vErrors.push(err1045);
}
errors++;
}
}
else {
const err1046 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/channel",schemaPath:"#/properties/peer_groups/additionalProperties/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1046];
}
else {
vErrors.push(err1046);
}
errors++;
}
}
let data730 = data725.external_peers;
if(Array.isArray(data730)){
const len69 = data730.length;
for(let i69=0; i69<len69; i69++){
if(typeof data730[i69] !== "string"){
const err1047 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/external_peers/" + i69,schemaPath:"#/properties/peer_groups/additionalProperties/properties/external_peers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1047];
}
else {
vErrors.push(err1047);
}
errors++;
}
}
}
else {
const err1048 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/external_peers",schemaPath:"#/properties/peer_groups/additionalProperties/properties/external_peers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1048];
}
else {
vErrors.push(err1048);
}
errors++;
}
let data732 = data725.ignore;
if(Array.isArray(data732)){
const len70 = data732.length;
for(let i70=0; i70<len70; i70++){
if(typeof data732[i70] !== "string"){
const err1049 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/ignore/" + i70,schemaPath:"#/properties/peer_groups/additionalProperties/properties/ignore/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1049];
}
else {
vErrors.push(err1049);
}
errors++;
}
}
}
else {
const err1050 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/ignore",schemaPath:"#/properties/peer_groups/additionalProperties/properties/ignore/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1050];
}
else {
vErrors.push(err1050);
}
errors++;
}
let data734 = data725.output_modality;
if(data734 && typeof data734 == "object" && !Array.isArray(data734)){
}
else {
const err1051 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/output_modality",schemaPath:"#/properties/peer_groups/additionalProperties/properties/output_modality/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1051];
}
else {
vErrors.push(err1051);
}
errors++;
}
}
else {
const err1052 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/peer_groups/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1052];
}
else {
vErrors.push(err1052);
}
errors++;
}
}
const aliasErrors20 = keyword0(data724, instancePath+"/peer_groups", "#/properties/peer_groups/x-alias-map");
if(!(aliasErrors20 === null)){
vErrors = vErrors === null ? aliasErrors20 : vErrors.concat(aliasErrors20);
errors = vErrors.length;
}
}
else {
const err1053 = {instancePath:instancePath+"/peer_groups",schemaPath:"#/properties/peer_groups/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1053];
}
else {
vErrors.push(err1053);
}
errors++;
}
let data735 = data.peripherals;
if(data735 && typeof data735 == "object" && !Array.isArray(data735)){
if(data735.boards === undefined){
data735.boards = [];
}
if(data735.datasheet_dir === undefined){
data735.datasheet_dir = null;
}
if(data735.enabled === undefined){
data735.enabled = false;
}
for(const key114 in data735){
if(!(((key114 === "boards") || (key114 === "datasheet_dir")) || (key114 === "enabled"))){
const err1054 = {instancePath:instancePath+"/peripherals",schemaPath:"#/properties/peripherals/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key114},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1054];
}
else {
vErrors.push(err1054);
}
errors++;
}
}
let data736 = data735.boards;
if(Array.isArray(data736)){
const len71 = data736.length;
for(let i71=0; i71<len71; i71++){
let data737 = data736[i71];
if(!(data737 && typeof data737 == "object" && !Array.isArray(data737))){
const err1055 = {instancePath:instancePath+"/peripherals/boards/" + i71,schemaPath:"#/properties/peripherals/properties/boards/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1055];
}
else {
vErrors.push(err1055);
}
errors++;
}
}
}
else {
const err1056 = {instancePath:instancePath+"/peripherals/boards",schemaPath:"#/properties/peripherals/properties/boards/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1056];
}
else {
vErrors.push(err1056);
}
errors++;
}
let data738 = data735.datasheet_dir;
if((typeof data738 !== "string") && (data738 !== null)){
const err1057 = {instancePath:instancePath+"/peripherals/datasheet_dir",schemaPath:"#/properties/peripherals/properties/datasheet_dir/type",keyword:"type",params:{type: schema11.properties.peripherals.properties.datasheet_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1057];
}
else {
vErrors.push(err1057);
}
errors++;
}
if(typeof data735.enabled !== "boolean"){
const err1058 = {instancePath:instancePath+"/peripherals/enabled",schemaPath:"#/properties/peripherals/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1058];
}
else {
vErrors.push(err1058);
}
errors++;
}
}
else {
const err1059 = {instancePath:instancePath+"/peripherals",schemaPath:"#/properties/peripherals/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1059];
}
else {
vErrors.push(err1059);
}
errors++;
}
let data740 = data.permission_profiles;
if(data740 && typeof data740 == "object" && !Array.isArray(data740)){
for(const key115 in data740){
let data741 = data740[key115];
if(data741 && typeof data741 == "object" && !Array.isArray(data741)){
if(data741.admin === undefined){
data741.admin = false;
}
if(data741.allowed_agents === undefined){
data741.allowed_agents = [];
}
if(data741.allowed_tools === undefined){
data741.allowed_tools = [];
}
if(data741.config_write_paths === undefined){
data741.config_write_paths = [];
}
if(data741.grants === undefined){
data741.grants = {};
}
for(const key116 in data741){
if(!(((((key116 === "admin") || (key116 === "allowed_agents")) || (key116 === "allowed_tools")) || (key116 === "config_write_paths")) || (key116 === "grants"))){
const err1060 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/permission_profiles/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key116},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1060];
}
else {
vErrors.push(err1060);
}
errors++;
}
}
if(typeof data741.admin !== "boolean"){
const err1061 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/admin",schemaPath:"#/properties/permission_profiles/additionalProperties/properties/admin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1061];
}
else {
vErrors.push(err1061);
}
errors++;
}
let data743 = data741.allowed_agents;
if(Array.isArray(data743)){
const len72 = data743.length;
for(let i72=0; i72<len72; i72++){
if(typeof data743[i72] !== "string"){
const err1062 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_agents/" + i72,schemaPath:"#/properties/permission_profiles/additionalProperties/properties/allowed_agents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1062];
}
else {
vErrors.push(err1062);
}
errors++;
}
}
}
else {
const err1063 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_agents",schemaPath:"#/properties/permission_profiles/additionalProperties/properties/allowed_agents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1063];
}
else {
vErrors.push(err1063);
}
errors++;
}
let data745 = data741.allowed_tools;
if(Array.isArray(data745)){
const len73 = data745.length;
for(let i73=0; i73<len73; i73++){
if(typeof data745[i73] !== "string"){
const err1064 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_tools/" + i73,schemaPath:"#/properties/permission_profiles/additionalProperties/properties/allowed_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1064];
}
else {
vErrors.push(err1064);
}
errors++;
}
}
}
else {
const err1065 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_tools",schemaPath:"#/properties/permission_profiles/additionalProperties/properties/allowed_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1065];
}
else {
vErrors.push(err1065);
}
errors++;
}
let data747 = data741.config_write_paths;
if(Array.isArray(data747)){
const len74 = data747.length;
for(let i74=0; i74<len74; i74++){
if(typeof data747[i74] !== "string"){
const err1066 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/config_write_paths/" + i74,schemaPath:"#/properties/permission_profiles/additionalProperties/properties/config_write_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1066];
}
else {
vErrors.push(err1066);
}
errors++;
}
}
}
else {
const err1067 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/config_write_paths",schemaPath:"#/properties/permission_profiles/additionalProperties/properties/config_write_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1067];
}
else {
vErrors.push(err1067);
}
errors++;
}
let data749 = data741.grants;
if(data749 && typeof data749 == "object" && !Array.isArray(data749)){
for(const key117 in data749){
let data750 = data749[key117];
if(Array.isArray(data750)){
const len75 = data750.length;
for(let i75=0; i75<len75; i75++){
if(typeof data750[i75] !== "string"){
const err1068 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/grants/" + key117.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i75,schemaPath:"#/properties/permission_profiles/additionalProperties/properties/grants/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1068];
}
else {
vErrors.push(err1068);
}
errors++;
}
}
}
else {
const err1069 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/grants/" + key117.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/permission_profiles/additionalProperties/properties/grants/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1069];
}
else {
vErrors.push(err1069);
}
errors++;
}
}
}
else {
const err1070 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/grants",schemaPath:"#/properties/permission_profiles/additionalProperties/properties/grants/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1070];
}
else {
vErrors.push(err1070);
}
errors++;
}
}
else {
const err1071 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/permission_profiles/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1071];
}
else {
vErrors.push(err1071);
}
errors++;
}
}
const aliasErrors21 = keyword0(data740, instancePath+"/permission_profiles", "#/properties/permission_profiles/x-alias-map");
if(!(aliasErrors21 === null)){
vErrors = vErrors === null ? aliasErrors21 : vErrors.concat(aliasErrors21);
errors = vErrors.length;
}
}
else {
const err1072 = {instancePath:instancePath+"/permission_profiles",schemaPath:"#/properties/permission_profiles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1072];
}
else {
vErrors.push(err1072);
}
errors++;
}
let data752 = data.pipeline;
if(data752 && typeof data752 == "object" && !Array.isArray(data752)){
if(data752.allowed_tools === undefined){
data752.allowed_tools = [];
}
if(data752.enabled === undefined){
data752.enabled = false;
}
if(data752.max_steps === undefined){
data752.max_steps = 20;
}
for(const key118 in data752){
if(!(((key118 === "allowed_tools") || (key118 === "enabled")) || (key118 === "max_steps"))){
const err1073 = {instancePath:instancePath+"/pipeline",schemaPath:"#/properties/pipeline/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key118},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1073];
}
else {
vErrors.push(err1073);
}
errors++;
}
}
let data753 = data752.allowed_tools;
if(Array.isArray(data753)){
const len76 = data753.length;
for(let i76=0; i76<len76; i76++){
if(typeof data753[i76] !== "string"){
const err1074 = {instancePath:instancePath+"/pipeline/allowed_tools/" + i76,schemaPath:"#/properties/pipeline/properties/allowed_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1074];
}
else {
vErrors.push(err1074);
}
errors++;
}
}
}
else {
const err1075 = {instancePath:instancePath+"/pipeline/allowed_tools",schemaPath:"#/properties/pipeline/properties/allowed_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1075];
}
else {
vErrors.push(err1075);
}
errors++;
}
if(typeof data752.enabled !== "boolean"){
const err1076 = {instancePath:instancePath+"/pipeline/enabled",schemaPath:"#/properties/pipeline/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1076];
}
else {
vErrors.push(err1076);
}
errors++;
}
let data756 = data752.max_steps;
if(!(((typeof data756 == "number") && (!(data756 % 1) && !isNaN(data756))) && (isFinite(data756)))){
const err1077 = {instancePath:instancePath+"/pipeline/max_steps",schemaPath:"#/properties/pipeline/properties/max_steps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1077];
}
else {
vErrors.push(err1077);
}
errors++;
}
if((typeof data756 == "number") && (isFinite(data756))){
if(data756 < 0 || isNaN(data756)){
const err1078 = {instancePath:instancePath+"/pipeline/max_steps",schemaPath:"#/properties/pipeline/properties/max_steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1078];
}
else {
vErrors.push(err1078);
}
errors++;
}
}
}
else {
const err1079 = {instancePath:instancePath+"/pipeline",schemaPath:"#/properties/pipeline/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1079];
}
else {
vErrors.push(err1079);
}
errors++;
}
let data757 = data.plugins;
if(data757 && typeof data757 == "object" && !Array.isArray(data757)){
if(data757.auto_discover === undefined){
data757.auto_discover = false;
}
if(data757.enabled === undefined){
data757.enabled = false;
}
if(data757.entries === undefined){
data757.entries = [];
}
if(data757.max_active_instances === undefined){
data757.max_active_instances = 50;
}
if(data757.plugins_dir === undefined){
data757.plugins_dir = "plugins";
}
if(data757.limits === undefined){
data757.limits = {};
}
if(data757.security === undefined){
data757.security = {};
}
for(const key119 in data757){
if(!(((((((key119 === "auto_discover") || (key119 === "enabled")) || (key119 === "entries")) || (key119 === "max_active_instances")) || (key119 === "plugins_dir")) || (key119 === "limits")) || (key119 === "security"))){
const err1080 = {instancePath:instancePath+"/plugins",schemaPath:"#/properties/plugins/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key119},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1080];
}
else {
vErrors.push(err1080);
}
errors++;
}
}
if(typeof data757.auto_discover !== "boolean"){
const err1081 = {instancePath:instancePath+"/plugins/auto_discover",schemaPath:"#/properties/plugins/properties/auto_discover/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1081];
}
else {
vErrors.push(err1081);
}
errors++;
}
if(typeof data757.enabled !== "boolean"){
const err1082 = {instancePath:instancePath+"/plugins/enabled",schemaPath:"#/properties/plugins/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1082];
}
else {
vErrors.push(err1082);
}
errors++;
}
let data760 = data757.entries;
if(Array.isArray(data760)){
const len77 = data760.length;
for(let i77=0; i77<len77; i77++){
let data761 = data760[i77];
if(!(data761 && typeof data761 == "object" && !Array.isArray(data761))){
const err1083 = {instancePath:instancePath+"/plugins/entries/" + i77,schemaPath:"#/properties/plugins/properties/entries/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1083];
}
else {
vErrors.push(err1083);
}
errors++;
}
}
}
else {
const err1084 = {instancePath:instancePath+"/plugins/entries",schemaPath:"#/properties/plugins/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1084];
}
else {
vErrors.push(err1084);
}
errors++;
}
let data762 = data757.max_active_instances;
if(!(((typeof data762 == "number") && (!(data762 % 1) && !isNaN(data762))) && (isFinite(data762)))){
const err1085 = {instancePath:instancePath+"/plugins/max_active_instances",schemaPath:"#/properties/plugins/properties/max_active_instances/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1085];
}
else {
vErrors.push(err1085);
}
errors++;
}
if((typeof data762 == "number") && (isFinite(data762))){
if(data762 < 0 || isNaN(data762)){
const err1086 = {instancePath:instancePath+"/plugins/max_active_instances",schemaPath:"#/properties/plugins/properties/max_active_instances/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1086];
}
else {
vErrors.push(err1086);
}
errors++;
}
}
if(typeof data757.plugins_dir !== "string"){
const err1087 = {instancePath:instancePath+"/plugins/plugins_dir",schemaPath:"#/properties/plugins/properties/plugins_dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1087];
}
else {
vErrors.push(err1087);
}
errors++;
}
let data764 = data757.limits;
if(data764 && typeof data764 == "object" && !Array.isArray(data764)){
if(data764.call_fuel === undefined){
data764.call_fuel = 1000000000;
}
if(data764.call_timeout_ms === undefined){
data764.call_timeout_ms = 30000;
}
if(data764.max_connections_per_instance === undefined){
data764.max_connections_per_instance = 16;
}
if(data764.max_instances === undefined){
data764.max_instances = 64;
}
for(const key120 in data764){
if(!((((key120 === "call_fuel") || (key120 === "call_timeout_ms")) || (key120 === "max_connections_per_instance")) || (key120 === "max_instances"))){
let data765 = data764[key120];
if(!(((typeof data765 == "number") && (!(data765 % 1) && !isNaN(data765))) && (isFinite(data765)))){
const err1088 = {instancePath:instancePath+"/plugins/limits/" + key120.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/plugins/properties/limits/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1088];
}
else {
vErrors.push(err1088);
}
errors++;
}
if((typeof data765 == "number") && (isFinite(data765))){
if(data765 < 1 || isNaN(data765)){
const err1089 = {instancePath:instancePath+"/plugins/limits/" + key120.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/plugins/properties/limits/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1089];
}
else {
vErrors.push(err1089);
}
errors++;
}
}
}
}
let data766 = data764.call_fuel;
if(!(((typeof data766 == "number") && (!(data766 % 1) && !isNaN(data766))) && (isFinite(data766)))){
const err1090 = {instancePath:instancePath+"/plugins/limits/call_fuel",schemaPath:"#/properties/plugins/properties/limits/properties/call_fuel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1090];
}
else {
vErrors.push(err1090);
}
errors++;
}
if((typeof data766 == "number") && (isFinite(data766))){
if(data766 < 1 || isNaN(data766)){
const err1091 = {instancePath:instancePath+"/plugins/limits/call_fuel",schemaPath:"#/properties/plugins/properties/limits/properties/call_fuel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1091];
}
else {
vErrors.push(err1091);
}
errors++;
}
}
let data767 = data764.call_timeout_ms;
if(!(((typeof data767 == "number") && (!(data767 % 1) && !isNaN(data767))) && (isFinite(data767)))){
const err1092 = {instancePath:instancePath+"/plugins/limits/call_timeout_ms",schemaPath:"#/properties/plugins/properties/limits/properties/call_timeout_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1092];
}
else {
vErrors.push(err1092);
}
errors++;
}
if((typeof data767 == "number") && (isFinite(data767))){
if(data767 < 1 || isNaN(data767)){
const err1093 = {instancePath:instancePath+"/plugins/limits/call_timeout_ms",schemaPath:"#/properties/plugins/properties/limits/properties/call_timeout_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1093];
}
else {
vErrors.push(err1093);
}
errors++;
}
}
let data768 = data764.max_connections_per_instance;
if(!(((typeof data768 == "number") && (!(data768 % 1) && !isNaN(data768))) && (isFinite(data768)))){
const err1094 = {instancePath:instancePath+"/plugins/limits/max_connections_per_instance",schemaPath:"#/properties/plugins/properties/limits/properties/max_connections_per_instance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1094];
}
else {
vErrors.push(err1094);
}
errors++;
}
if((typeof data768 == "number") && (isFinite(data768))){
if(data768 < 1 || isNaN(data768)){
const err1095 = {instancePath:instancePath+"/plugins/limits/max_connections_per_instance",schemaPath:"#/properties/plugins/properties/limits/properties/max_connections_per_instance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1095];
}
else {
vErrors.push(err1095);
}
errors++;
}
}
let data769 = data764.max_instances;
if(!(((typeof data769 == "number") && (!(data769 % 1) && !isNaN(data769))) && (isFinite(data769)))){
const err1096 = {instancePath:instancePath+"/plugins/limits/max_instances",schemaPath:"#/properties/plugins/properties/limits/properties/max_instances/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1096];
}
else {
vErrors.push(err1096);
}
errors++;
}
if((typeof data769 == "number") && (isFinite(data769))){
if(data769 < 1 || isNaN(data769)){
const err1097 = {instancePath:instancePath+"/plugins/limits/max_instances",schemaPath:"#/properties/plugins/properties/limits/properties/max_instances/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1097];
}
else {
vErrors.push(err1097);
}
errors++;
}
}
}
else {
const err1098 = {instancePath:instancePath+"/plugins/limits",schemaPath:"#/properties/plugins/properties/limits/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1098];
}
else {
vErrors.push(err1098);
}
errors++;
}
let data770 = data757.security;
if(data770 && typeof data770 == "object" && !Array.isArray(data770)){
}
else {
const err1099 = {instancePath:instancePath+"/plugins/security",schemaPath:"#/properties/plugins/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1099];
}
else {
vErrors.push(err1099);
}
errors++;
}
}
else {
const err1100 = {instancePath:instancePath+"/plugins",schemaPath:"#/properties/plugins/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1100];
}
else {
vErrors.push(err1100);
}
errors++;
}
let data771 = data.project_intel;
if(data771 && typeof data771 == "object" && !Array.isArray(data771)){
}
else {
const err1101 = {instancePath:instancePath+"/project_intel",schemaPath:"#/properties/project_intel/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1101];
}
else {
vErrors.push(err1101);
}
errors++;
}
let data772 = data.proxy;
if(data772 && typeof data772 == "object" && !Array.isArray(data772)){
}
else {
const err1102 = {instancePath:instancePath+"/proxy",schemaPath:"#/properties/proxy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1102];
}
else {
vErrors.push(err1102);
}
errors++;
}
let data773 = data.query_classification;
if(data773 && typeof data773 == "object" && !Array.isArray(data773)){
}
else {
const err1103 = {instancePath:instancePath+"/query_classification",schemaPath:"#/properties/query_classification/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1103];
}
else {
vErrors.push(err1103);
}
errors++;
}
let data774 = data.relay;
if(data774 && typeof data774 == "object" && !Array.isArray(data774)){
}
else {
const err1104 = {instancePath:instancePath+"/relay",schemaPath:"#/properties/relay/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1104];
}
else {
vErrors.push(err1104);
}
errors++;
}
let data775 = data.reliability;
if(data775 && typeof data775 == "object" && !Array.isArray(data775)){
}
else {
const err1105 = {instancePath:instancePath+"/reliability",schemaPath:"#/properties/reliability/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1105];
}
else {
vErrors.push(err1105);
}
errors++;
}
let data776 = data.risk_profiles;
if(data776 && typeof data776 == "object" && !Array.isArray(data776)){
for(const key121 in data776){
let data777 = data776[key121];
if(data777 && typeof data777 == "object" && !Array.isArray(data777)){
}
else {
const err1106 = {instancePath:instancePath+"/risk_profiles/" + key121.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/risk_profiles/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1106];
}
else {
vErrors.push(err1106);
}
errors++;
}
}
const aliasErrors22 = keyword0(data776, instancePath+"/risk_profiles", "#/properties/risk_profiles/x-alias-map");
if(!(aliasErrors22 === null)){
vErrors = vErrors === null ? aliasErrors22 : vErrors.concat(aliasErrors22);
errors = vErrors.length;
}
}
else {
const err1107 = {instancePath:instancePath+"/risk_profiles",schemaPath:"#/properties/risk_profiles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1107];
}
else {
vErrors.push(err1107);
}
errors++;
}
let data778 = data.rpc;
if(data778 && typeof data778 == "object" && !Array.isArray(data778)){
}
else {
const err1108 = {instancePath:instancePath+"/rpc",schemaPath:"#/properties/rpc/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1108];
}
else {
vErrors.push(err1108);
}
errors++;
}
let data779 = data.runtime;
if(data779 && typeof data779 == "object" && !Array.isArray(data779)){
if(data779.docker === undefined){
data779.docker = {};
}
let data780 = data779.docker;
if(data780 && typeof data780 == "object" && !Array.isArray(data780)){
if(data780.cpu_limit === undefined){
data780.cpu_limit = 1;
}
if(data780.image === undefined){
data780.image = "alpine:3.20";
}
if(data780.memory_limit_mb === undefined){
data780.memory_limit_mb = 512;
}
if(data780.mount_workspace === undefined){
data780.mount_workspace = true;
}
if(data780.network === undefined){
data780.network = "none";
}
if(data780.read_only_rootfs === undefined){
data780.read_only_rootfs = true;
}
for(const key122 in data780){
if(!((((((key122 === "cpu_limit") || (key122 === "image")) || (key122 === "memory_limit_mb")) || (key122 === "mount_workspace")) || (key122 === "network")) || (key122 === "read_only_rootfs"))){
const err1109 = {instancePath:instancePath+"/runtime/docker",schemaPath:"#/properties/runtime/properties/docker/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key122},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1109];
}
else {
vErrors.push(err1109);
}
errors++;
}
}
let data781 = data780.cpu_limit;
if((!((typeof data781 == "number") && (isFinite(data781)))) && (data781 !== null)){
const err1110 = {instancePath:instancePath+"/runtime/docker/cpu_limit",schemaPath:"#/properties/runtime/properties/docker/properties/cpu_limit/type",keyword:"type",params:{type: schema11.properties.runtime.properties.docker.properties.cpu_limit.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err1110];
}
else {
vErrors.push(err1110);
}
errors++;
}
if((typeof data781 == "number") && (isFinite(data781))){
if(data781 <= 0 || isNaN(data781)){
const err1111 = {instancePath:instancePath+"/runtime/docker/cpu_limit",schemaPath:"#/properties/runtime/properties/docker/properties/cpu_limit/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err1111];
}
else {
vErrors.push(err1111);
}
errors++;
}
}
if(typeof data780.image !== "string"){
const err1112 = {instancePath:instancePath+"/runtime/docker/image",schemaPath:"#/properties/runtime/properties/docker/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1112];
}
else {
vErrors.push(err1112);
}
errors++;
}
let data783 = data780.memory_limit_mb;
if((!(((typeof data783 == "number") && (!(data783 % 1) && !isNaN(data783))) && (isFinite(data783)))) && (data783 !== null)){
const err1113 = {instancePath:instancePath+"/runtime/docker/memory_limit_mb",schemaPath:"#/properties/runtime/properties/docker/properties/memory_limit_mb/type",keyword:"type",params:{type: schema11.properties.runtime.properties.docker.properties.memory_limit_mb.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1113];
}
else {
vErrors.push(err1113);
}
errors++;
}
if((typeof data783 == "number") && (isFinite(data783))){
if(data783 < 1 || isNaN(data783)){
const err1114 = {instancePath:instancePath+"/runtime/docker/memory_limit_mb",schemaPath:"#/properties/runtime/properties/docker/properties/memory_limit_mb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1114];
}
else {
vErrors.push(err1114);
}
errors++;
}
}
if(typeof data780.mount_workspace !== "boolean"){
const err1115 = {instancePath:instancePath+"/runtime/docker/mount_workspace",schemaPath:"#/properties/runtime/properties/docker/properties/mount_workspace/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1115];
}
else {
vErrors.push(err1115);
}
errors++;
}
if(typeof data780.network !== "string"){
const err1116 = {instancePath:instancePath+"/runtime/docker/network",schemaPath:"#/properties/runtime/properties/docker/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1116];
}
else {
vErrors.push(err1116);
}
errors++;
}
if(typeof data780.read_only_rootfs !== "boolean"){
const err1117 = {instancePath:instancePath+"/runtime/docker/read_only_rootfs",schemaPath:"#/properties/runtime/properties/docker/properties/read_only_rootfs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1117];
}
else {
vErrors.push(err1117);
}
errors++;
}
}
else {
const err1118 = {instancePath:instancePath+"/runtime/docker",schemaPath:"#/properties/runtime/properties/docker/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1118];
}
else {
vErrors.push(err1118);
}
errors++;
}
}
else {
const err1119 = {instancePath:instancePath+"/runtime",schemaPath:"#/properties/runtime/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1119];
}
else {
vErrors.push(err1119);
}
errors++;
}
let data787 = data.runtime_profiles;
if(data787 && typeof data787 == "object" && !Array.isArray(data787)){
for(const key123 in data787){
let data788 = data787[key123];
if(data788 && typeof data788 == "object" && !Array.isArray(data788)){
if(data788.agentic === undefined){
data788.agentic = false;
}
if(data788.agentic_timeout_secs === undefined){
data788.agentic_timeout_secs = null;
}
if(data788.compact_context === undefined){
data788.compact_context = null;
}
if(data788.context_compact_ratio === undefined){
data788.context_compact_ratio = null;
}
if(data788.deferred_builtin_tools === undefined){
data788.deferred_builtin_tools = false;
}
if(data788.delegation_timeout_secs === undefined){
data788.delegation_timeout_secs = null;
}
if(data788.keep_tool_context_turns === undefined){
data788.keep_tool_context_turns = null;
}
if(data788.max_actions_per_hour === undefined){
data788.max_actions_per_hour = 20;
}
if(data788.max_context_tokens === undefined){
data788.max_context_tokens = null;
}
if(data788.max_cost_per_day_cents === undefined){
data788.max_cost_per_day_cents = 500;
}
if(data788.max_delegation_depth === undefined){
data788.max_delegation_depth = 0;
}
if(data788.max_execution_tree_iterations === undefined){
data788.max_execution_tree_iterations = null;
}
if(data788.max_history_messages === undefined){
data788.max_history_messages = null;
}
if(data788.max_system_prompt_chars === undefined){
data788.max_system_prompt_chars = null;
}
if(data788.max_tool_iterations === undefined){
data788.max_tool_iterations = 0;
}
if(data788.max_tool_result_chars === undefined){
data788.max_tool_result_chars = null;
}
if(data788.memory_recall_limit === undefined){
data788.memory_recall_limit = null;
}
if(data788.parallel_tools === undefined){
data788.parallel_tools = null;
}
if(data788.prompt_injection_mode === undefined){
data788.prompt_injection_mode = {};
}
if(data788.shell_timeout_secs === undefined){
data788.shell_timeout_secs = 60;
}
if(data788.single_tool_rounds === undefined){
data788.single_tool_rounds = null;
}
if(data788.strict_tool_parsing === undefined){
data788.strict_tool_parsing = false;
}
if(data788.tool_call_dedup_exempt === undefined){
data788.tool_call_dedup_exempt = [];
}
if(data788.tool_dispatcher === undefined){
data788.tool_dispatcher = null;
}
if(data788.tool_filter_groups === undefined){
data788.tool_filter_groups = [];
}
if(data788.auto_classify === undefined){
data788.auto_classify = {};
}
if(data788.context_compression === undefined){
data788.context_compression = {};
}
if(data788.eval === undefined){
data788.eval = {};
}
if(data788.history_pruning === undefined){
data788.history_pruning = {};
}
if(data788.thinking === undefined){
data788.thinking = {};
}
if(data788.tool_receipts === undefined){
data788.tool_receipts = {};
}
for(const key124 in data788){
if(!(func2.call(schema11.properties.runtime_profiles.additionalProperties.properties, key124))){
const err1120 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/runtime_profiles/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key124},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1120];
}
else {
vErrors.push(err1120);
}
errors++;
}
}
if(typeof data788.agentic !== "boolean"){
const err1121 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/agentic",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/agentic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1121];
}
else {
vErrors.push(err1121);
}
errors++;
}
let data790 = data788.agentic_timeout_secs;
if((!(((typeof data790 == "number") && (!(data790 % 1) && !isNaN(data790))) && (isFinite(data790)))) && (data790 !== null)){
const err1122 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/agentic_timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/agentic_timeout_secs/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.agentic_timeout_secs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1122];
}
else {
vErrors.push(err1122);
}
errors++;
}
if((typeof data790 == "number") && (isFinite(data790))){
if(data790 < 1 || isNaN(data790)){
const err1123 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/agentic_timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/agentic_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1123];
}
else {
vErrors.push(err1123);
}
errors++;
}
}
let data791 = data788.compact_context;
if((typeof data791 !== "boolean") && (data791 !== null)){
const err1124 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/compact_context",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/compact_context/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.compact_context.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err1124];
}
else {
vErrors.push(err1124);
}
errors++;
}
let data792 = data788.context_compact_ratio;
if((!((typeof data792 == "number") && (isFinite(data792)))) && (data792 !== null)){
const err1125 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compact_ratio",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compact_ratio/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.context_compact_ratio.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err1125];
}
else {
vErrors.push(err1125);
}
errors++;
}
if((typeof data792 == "number") && (isFinite(data792))){
if(data792 > 1 || isNaN(data792)){
const err1126 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compact_ratio",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compact_ratio/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1126];
}
else {
vErrors.push(err1126);
}
errors++;
}
if(data792 < 0 || isNaN(data792)){
const err1127 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compact_ratio",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compact_ratio/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1127];
}
else {
vErrors.push(err1127);
}
errors++;
}
}
if(typeof data788.deferred_builtin_tools !== "boolean"){
const err1128 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/deferred_builtin_tools",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/deferred_builtin_tools/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1128];
}
else {
vErrors.push(err1128);
}
errors++;
}
let data794 = data788.delegation_timeout_secs;
if((!(((typeof data794 == "number") && (!(data794 % 1) && !isNaN(data794))) && (isFinite(data794)))) && (data794 !== null)){
const err1129 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/delegation_timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/delegation_timeout_secs/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.delegation_timeout_secs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1129];
}
else {
vErrors.push(err1129);
}
errors++;
}
if((typeof data794 == "number") && (isFinite(data794))){
if(data794 < 1 || isNaN(data794)){
const err1130 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/delegation_timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/delegation_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1130];
}
else {
vErrors.push(err1130);
}
errors++;
}
}
let data795 = data788.keep_tool_context_turns;
if((!(((typeof data795 == "number") && (!(data795 % 1) && !isNaN(data795))) && (isFinite(data795)))) && (data795 !== null)){
const err1131 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/keep_tool_context_turns",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/keep_tool_context_turns/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.keep_tool_context_turns.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1131];
}
else {
vErrors.push(err1131);
}
errors++;
}
if((typeof data795 == "number") && (isFinite(data795))){
if(data795 < 0 || isNaN(data795)){
const err1132 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/keep_tool_context_turns",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/keep_tool_context_turns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1132];
}
else {
vErrors.push(err1132);
}
errors++;
}
}
let data796 = data788.max_actions_per_hour;
if(!(((typeof data796 == "number") && (!(data796 % 1) && !isNaN(data796))) && (isFinite(data796)))){
const err1133 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_actions_per_hour",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_actions_per_hour/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1133];
}
else {
vErrors.push(err1133);
}
errors++;
}
if((typeof data796 == "number") && (isFinite(data796))){
if(data796 < 0 || isNaN(data796)){
const err1134 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_actions_per_hour",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_actions_per_hour/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1134];
}
else {
vErrors.push(err1134);
}
errors++;
}
}
let data797 = data788.max_context_tokens;
if((!(((typeof data797 == "number") && (!(data797 % 1) && !isNaN(data797))) && (isFinite(data797)))) && (data797 !== null)){
const err1135 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_context_tokens",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_context_tokens/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.max_context_tokens.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1135];
}
else {
vErrors.push(err1135);
}
errors++;
}
if((typeof data797 == "number") && (isFinite(data797))){
if(data797 < 1 || isNaN(data797)){
const err1136 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_context_tokens",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_context_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1136];
}
else {
vErrors.push(err1136);
}
errors++;
}
}
let data798 = data788.max_cost_per_day_cents;
if(!(((typeof data798 == "number") && (!(data798 % 1) && !isNaN(data798))) && (isFinite(data798)))){
const err1137 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_cost_per_day_cents",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_cost_per_day_cents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1137];
}
else {
vErrors.push(err1137);
}
errors++;
}
if((typeof data798 == "number") && (isFinite(data798))){
if(data798 < 0 || isNaN(data798)){
const err1138 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_cost_per_day_cents",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_cost_per_day_cents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1138];
}
else {
vErrors.push(err1138);
}
errors++;
}
}
let data799 = data788.max_delegation_depth;
if(!(((typeof data799 == "number") && (!(data799 % 1) && !isNaN(data799))) && (isFinite(data799)))){
const err1139 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_delegation_depth",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_delegation_depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1139];
}
else {
vErrors.push(err1139);
}
errors++;
}
if((typeof data799 == "number") && (isFinite(data799))){
if(data799 < 0 || isNaN(data799)){
const err1140 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_delegation_depth",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_delegation_depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1140];
}
else {
vErrors.push(err1140);
}
errors++;
}
}
let data800 = data788.max_execution_tree_iterations;
if((!(((typeof data800 == "number") && (!(data800 % 1) && !isNaN(data800))) && (isFinite(data800)))) && (data800 !== null)){
const err1141 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_execution_tree_iterations",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_execution_tree_iterations/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.max_execution_tree_iterations.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1141];
}
else {
vErrors.push(err1141);
}
errors++;
}
if((typeof data800 == "number") && (isFinite(data800))){
if(data800 < 1 || isNaN(data800)){
const err1142 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_execution_tree_iterations",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_execution_tree_iterations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1142];
}
else {
vErrors.push(err1142);
}
errors++;
}
}
let data801 = data788.max_history_messages;
if((!(((typeof data801 == "number") && (!(data801 % 1) && !isNaN(data801))) && (isFinite(data801)))) && (data801 !== null)){
const err1143 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_history_messages",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_history_messages/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.max_history_messages.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1143];
}
else {
vErrors.push(err1143);
}
errors++;
}
if((typeof data801 == "number") && (isFinite(data801))){
if(data801 < 0 || isNaN(data801)){
const err1144 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_history_messages",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_history_messages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1144];
}
else {
vErrors.push(err1144);
}
errors++;
}
}
let data802 = data788.max_system_prompt_chars;
if((!(((typeof data802 == "number") && (!(data802 % 1) && !isNaN(data802))) && (isFinite(data802)))) && (data802 !== null)){
const err1145 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_system_prompt_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_system_prompt_chars/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.max_system_prompt_chars.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1145];
}
else {
vErrors.push(err1145);
}
errors++;
}
if((typeof data802 == "number") && (isFinite(data802))){
if(data802 < 1 || isNaN(data802)){
const err1146 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_system_prompt_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_system_prompt_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1146];
}
else {
vErrors.push(err1146);
}
errors++;
}
}
let data803 = data788.max_tool_iterations;
if(!(((typeof data803 == "number") && (!(data803 % 1) && !isNaN(data803))) && (isFinite(data803)))){
const err1147 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tool_iterations",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_tool_iterations/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1147];
}
else {
vErrors.push(err1147);
}
errors++;
}
if((typeof data803 == "number") && (isFinite(data803))){
if(data803 < 0 || isNaN(data803)){
const err1148 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tool_iterations",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_tool_iterations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1148];
}
else {
vErrors.push(err1148);
}
errors++;
}
}
let data804 = data788.max_tool_result_chars;
if((!(((typeof data804 == "number") && (!(data804 % 1) && !isNaN(data804))) && (isFinite(data804)))) && (data804 !== null)){
const err1149 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tool_result_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_tool_result_chars/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.max_tool_result_chars.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1149];
}
else {
vErrors.push(err1149);
}
errors++;
}
if((typeof data804 == "number") && (isFinite(data804))){
if(data804 < 1 || isNaN(data804)){
const err1150 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tool_result_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_tool_result_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1150];
}
else {
vErrors.push(err1150);
}
errors++;
}
}
let data805 = data788.memory_recall_limit;
if((!(((typeof data805 == "number") && (!(data805 % 1) && !isNaN(data805))) && (isFinite(data805)))) && (data805 !== null)){
const err1151 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/memory_recall_limit",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/memory_recall_limit/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.memory_recall_limit.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1151];
}
else {
vErrors.push(err1151);
}
errors++;
}
if((typeof data805 == "number") && (isFinite(data805))){
if(data805 < 0 || isNaN(data805)){
const err1152 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/memory_recall_limit",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/memory_recall_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1152];
}
else {
vErrors.push(err1152);
}
errors++;
}
}
let data806 = data788.parallel_tools;
if((typeof data806 !== "boolean") && (data806 !== null)){
const err1153 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/parallel_tools",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/parallel_tools/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.parallel_tools.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err1153];
}
else {
vErrors.push(err1153);
}
errors++;
}
let data807 = data788.prompt_injection_mode;
if(data807 && typeof data807 == "object" && !Array.isArray(data807)){
}
else {
const err1154 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/prompt_injection_mode",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/prompt_injection_mode/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1154];
}
else {
vErrors.push(err1154);
}
errors++;
}
let data808 = data788.shell_timeout_secs;
if(!(((typeof data808 == "number") && (!(data808 % 1) && !isNaN(data808))) && (isFinite(data808)))){
const err1155 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/shell_timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/shell_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1155];
}
else {
vErrors.push(err1155);
}
errors++;
}
if((typeof data808 == "number") && (isFinite(data808))){
if(data808 < 0 || isNaN(data808)){
const err1156 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/shell_timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/shell_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1156];
}
else {
vErrors.push(err1156);
}
errors++;
}
}
let data809 = data788.single_tool_rounds;
if((typeof data809 !== "boolean") && (data809 !== null)){
const err1157 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/single_tool_rounds",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/single_tool_rounds/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.single_tool_rounds.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err1157];
}
else {
vErrors.push(err1157);
}
errors++;
}
if(typeof data788.strict_tool_parsing !== "boolean"){
const err1158 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/strict_tool_parsing",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/strict_tool_parsing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1158];
}
else {
vErrors.push(err1158);
}
errors++;
}
let data811 = data788.tool_call_dedup_exempt;
if(Array.isArray(data811)){
const len78 = data811.length;
for(let i78=0; i78<len78; i78++){
if(typeof data811[i78] !== "string"){
const err1159 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_call_dedup_exempt/" + i78,schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_call_dedup_exempt/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1159];
}
else {
vErrors.push(err1159);
}
errors++;
}
}
}
else {
const err1160 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_call_dedup_exempt",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_call_dedup_exempt/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1160];
}
else {
vErrors.push(err1160);
}
errors++;
}
let data813 = data788.tool_dispatcher;
if((typeof data813 !== "string") && (data813 !== null)){
const err1161 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_dispatcher",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_dispatcher/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.tool_dispatcher.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1161];
}
else {
vErrors.push(err1161);
}
errors++;
}
let data814 = data788.tool_filter_groups;
if(Array.isArray(data814)){
const len79 = data814.length;
for(let i79=0; i79<len79; i79++){
let data815 = data814[i79];
if(!(data815 && typeof data815 == "object" && !Array.isArray(data815))){
const err1162 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_filter_groups/" + i79,schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_filter_groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1162];
}
else {
vErrors.push(err1162);
}
errors++;
}
}
}
else {
const err1163 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_filter_groups",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_filter_groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1163];
}
else {
vErrors.push(err1163);
}
errors++;
}
let data816 = data788.auto_classify;
if(data816 && typeof data816 == "object" && !Array.isArray(data816)){
if(data816.complex_hint === undefined){
data816.complex_hint = null;
}
if(data816.simple_hint === undefined){
data816.simple_hint = null;
}
if(data816.standard_hint === undefined){
data816.standard_hint = null;
}
if(data816.cost_optimized_hint === undefined){
data816.cost_optimized_hint = "cost-optimized";
}
for(const key125 in data816){
if(!((((key125 === "complex_hint") || (key125 === "simple_hint")) || (key125 === "standard_hint")) || (key125 === "cost_optimized_hint"))){
const err1164 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/auto_classify",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/auto_classify/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key125},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1164];
}
else {
vErrors.push(err1164);
}
errors++;
}
}
let data817 = data816.complex_hint;
if((typeof data817 !== "string") && (data817 !== null)){
const err1165 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/auto_classify/complex_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/auto_classify/properties/complex_hint/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.auto_classify.properties.complex_hint.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1165];
}
else {
vErrors.push(err1165);
}
errors++;
}
let data818 = data816.simple_hint;
if((typeof data818 !== "string") && (data818 !== null)){
const err1166 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/auto_classify/simple_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/auto_classify/properties/simple_hint/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.auto_classify.properties.simple_hint.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1166];
}
else {
vErrors.push(err1166);
}
errors++;
}
let data819 = data816.standard_hint;
if((typeof data819 !== "string") && (data819 !== null)){
const err1167 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/auto_classify/standard_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/auto_classify/properties/standard_hint/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.auto_classify.properties.standard_hint.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1167];
}
else {
vErrors.push(err1167);
}
errors++;
}
if(typeof data816.cost_optimized_hint !== "string"){
const err1168 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/auto_classify/cost_optimized_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/auto_classify/properties/cost_optimized_hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1168];
}
else {
vErrors.push(err1168);
}
errors++;
}
}
else {
const err1169 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/auto_classify",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/auto_classify/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1169];
}
else {
vErrors.push(err1169);
}
errors++;
}
let data821 = data788.context_compression;
if(data821 && typeof data821 == "object" && !Array.isArray(data821)){
if(data821.enabled === undefined){
data821.enabled = false;
}
if(data821.identifier_policy === undefined){
data821.identifier_policy = "strict";
}
if(data821.max_passes === undefined){
data821.max_passes = 3;
}
if(data821.protect_first_n === undefined){
data821.protect_first_n = 3;
}
if(data821.protect_last_n === undefined){
data821.protect_last_n = 4;
}
if(data821.source_max_chars === undefined){
data821.source_max_chars = 50000;
}
if(data821.summary_max_chars === undefined){
data821.summary_max_chars = 4000;
}
if(data821.summary_model === undefined){
data821.summary_model = null;
}
if(data821.summary_provider === undefined){
data821.summary_provider = null;
}
if(data821.threshold_ratio === undefined){
data821.threshold_ratio = 0.5;
}
if(data821.timeout_secs === undefined){
data821.timeout_secs = 60;
}
if(data821.tool_result_retrim_chars === undefined){
data821.tool_result_retrim_chars = 2000;
}
if(data821.tool_result_trim_exempt === undefined){
data821.tool_result_trim_exempt = [];
}
for(const key126 in data821){
if(!(func2.call(schema11.properties.runtime_profiles.additionalProperties.properties.context_compression.properties, key126))){
const err1170 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key126},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1170];
}
else {
vErrors.push(err1170);
}
errors++;
}
}
if(typeof data821.enabled !== "boolean"){
const err1171 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/enabled",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1171];
}
else {
vErrors.push(err1171);
}
errors++;
}
if(typeof data821.identifier_policy !== "string"){
const err1172 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/identifier_policy",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/identifier_policy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1172];
}
else {
vErrors.push(err1172);
}
errors++;
}
let data824 = data821.max_passes;
if(!(((typeof data824 == "number") && (!(data824 % 1) && !isNaN(data824))) && (isFinite(data824)))){
const err1173 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/max_passes",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/max_passes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1173];
}
else {
vErrors.push(err1173);
}
errors++;
}
if((typeof data824 == "number") && (isFinite(data824))){
if(data824 < 1 || isNaN(data824)){
const err1174 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/max_passes",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/max_passes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1174];
}
else {
vErrors.push(err1174);
}
errors++;
}
}
let data825 = data821.protect_first_n;
if(!(((typeof data825 == "number") && (!(data825 % 1) && !isNaN(data825))) && (isFinite(data825)))){
const err1175 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/protect_first_n",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/protect_first_n/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1175];
}
else {
vErrors.push(err1175);
}
errors++;
}
if((typeof data825 == "number") && (isFinite(data825))){
if(data825 < 0 || isNaN(data825)){
const err1176 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/protect_first_n",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/protect_first_n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1176];
}
else {
vErrors.push(err1176);
}
errors++;
}
}
let data826 = data821.protect_last_n;
if(!(((typeof data826 == "number") && (!(data826 % 1) && !isNaN(data826))) && (isFinite(data826)))){
const err1177 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/protect_last_n",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/protect_last_n/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1177];
}
else {
vErrors.push(err1177);
}
errors++;
}
if((typeof data826 == "number") && (isFinite(data826))){
if(data826 < 0 || isNaN(data826)){
const err1178 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/protect_last_n",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/protect_last_n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1178];
}
else {
vErrors.push(err1178);
}
errors++;
}
}
let data827 = data821.source_max_chars;
if(!(((typeof data827 == "number") && (!(data827 % 1) && !isNaN(data827))) && (isFinite(data827)))){
const err1179 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/source_max_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/source_max_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1179];
}
else {
vErrors.push(err1179);
}
errors++;
}
if((typeof data827 == "number") && (isFinite(data827))){
if(data827 < 1 || isNaN(data827)){
const err1180 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/source_max_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/source_max_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1180];
}
else {
vErrors.push(err1180);
}
errors++;
}
}
let data828 = data821.summary_max_chars;
if(!(((typeof data828 == "number") && (!(data828 % 1) && !isNaN(data828))) && (isFinite(data828)))){
const err1181 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/summary_max_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/summary_max_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1181];
}
else {
vErrors.push(err1181);
}
errors++;
}
if((typeof data828 == "number") && (isFinite(data828))){
if(data828 < 1 || isNaN(data828)){
const err1182 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/summary_max_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/summary_max_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1182];
}
else {
vErrors.push(err1182);
}
errors++;
}
}
let data829 = data821.summary_model;
if((typeof data829 !== "string") && (data829 !== null)){
const err1183 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/summary_model",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/summary_model/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.context_compression.properties.summary_model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1183];
}
else {
vErrors.push(err1183);
}
errors++;
}
let data830 = data821.summary_provider;
if((typeof data830 !== "string") && (data830 !== null)){
const err1184 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/summary_provider",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/summary_provider/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.context_compression.properties.summary_provider.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1184];
}
else {
vErrors.push(err1184);
}
errors++;
}
let data831 = data821.threshold_ratio;
if((typeof data831 == "number") && (isFinite(data831))){
if(data831 > 1 || isNaN(data831)){
const err1185 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/threshold_ratio",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/threshold_ratio/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1185];
}
else {
vErrors.push(err1185);
}
errors++;
}
if(data831 < 0 || isNaN(data831)){
const err1186 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/threshold_ratio",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/threshold_ratio/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1186];
}
else {
vErrors.push(err1186);
}
errors++;
}
}
else {
const err1187 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/threshold_ratio",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/threshold_ratio/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1187];
}
else {
vErrors.push(err1187);
}
errors++;
}
let data832 = data821.timeout_secs;
if(!(((typeof data832 == "number") && (!(data832 % 1) && !isNaN(data832))) && (isFinite(data832)))){
const err1188 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1188];
}
else {
vErrors.push(err1188);
}
errors++;
}
if((typeof data832 == "number") && (isFinite(data832))){
if(data832 < 1 || isNaN(data832)){
const err1189 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1189];
}
else {
vErrors.push(err1189);
}
errors++;
}
}
let data833 = data821.tool_result_retrim_chars;
if(!(((typeof data833 == "number") && (!(data833 % 1) && !isNaN(data833))) && (isFinite(data833)))){
const err1190 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/tool_result_retrim_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/tool_result_retrim_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1190];
}
else {
vErrors.push(err1190);
}
errors++;
}
if((typeof data833 == "number") && (isFinite(data833))){
if(data833 < 0 || isNaN(data833)){
const err1191 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/tool_result_retrim_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/tool_result_retrim_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1191];
}
else {
vErrors.push(err1191);
}
errors++;
}
}
let data834 = data821.tool_result_trim_exempt;
if(Array.isArray(data834)){
const len80 = data834.length;
for(let i80=0; i80<len80; i80++){
if(typeof data834[i80] !== "string"){
const err1192 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/tool_result_trim_exempt/" + i80,schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/tool_result_trim_exempt/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1192];
}
else {
vErrors.push(err1192);
}
errors++;
}
}
}
else {
const err1193 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/tool_result_trim_exempt",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/tool_result_trim_exempt/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1193];
}
else {
vErrors.push(err1193);
}
errors++;
}
}
else {
const err1194 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1194];
}
else {
vErrors.push(err1194);
}
errors++;
}
if(data788.effort_routing !== undefined){
let data836 = data788.effort_routing;
if(data836 && typeof data836 == "object" && !Array.isArray(data836)){
if(data836.cloud_escalation === undefined){
data836.cloud_escalation = {};
}
if(data836.cloud_hint === undefined){
const err1195 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/required",keyword:"required",params:{missingProperty: "cloud_hint"},message:"must have required property '"+"cloud_hint"+"'"};
if(vErrors === null){
vErrors = [err1195];
}
else {
vErrors.push(err1195);
}
errors++;
}
if(data836.local_hint === undefined){
const err1196 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/required",keyword:"required",params:{missingProperty: "local_hint"},message:"must have required property '"+"local_hint"+"'"};
if(vErrors === null){
vErrors = [err1196];
}
else {
vErrors.push(err1196);
}
errors++;
}
for(const key127 in data836){
if(!(((key127 === "cloud_hint") || (key127 === "local_hint")) || (key127 === "cloud_escalation"))){
const err1197 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key127},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1197];
}
else {
vErrors.push(err1197);
}
errors++;
}
}
if(data836.cloud_hint !== undefined){
let data837 = data836.cloud_hint;
if(typeof data837 === "string"){
if(func3(data837) < 1){
const err1198 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing/cloud_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/properties/cloud_hint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1198];
}
else {
vErrors.push(err1198);
}
errors++;
}
}
else {
const err1199 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing/cloud_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/properties/cloud_hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1199];
}
else {
vErrors.push(err1199);
}
errors++;
}
}
if(data836.local_hint !== undefined){
let data838 = data836.local_hint;
if(typeof data838 === "string"){
if(func3(data838) < 1){
const err1200 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing/local_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/properties/local_hint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1200];
}
else {
vErrors.push(err1200);
}
errors++;
}
}
else {
const err1201 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing/local_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/properties/local_hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1201];
}
else {
vErrors.push(err1201);
}
errors++;
}
}
let data839 = data836.cloud_escalation;
if(data839 && typeof data839 == "object" && !Array.isArray(data839)){
}
else {
const err1202 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing/cloud_escalation",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/properties/cloud_escalation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1202];
}
else {
vErrors.push(err1202);
}
errors++;
}
}
else {
const err1203 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1203];
}
else {
vErrors.push(err1203);
}
errors++;
}
}
let data840 = data788.eval;
if(data840 && typeof data840 == "object" && !Array.isArray(data840)){
if(data840.enabled === undefined){
data840.enabled = false;
}
if(data840.max_retries === undefined){
data840.max_retries = 1;
}
if(data840.min_quality_score === undefined){
data840.min_quality_score = 0.5;
}
for(const key128 in data840){
if(!(((key128 === "enabled") || (key128 === "max_retries")) || (key128 === "min_quality_score"))){
const err1204 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key128},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1204];
}
else {
vErrors.push(err1204);
}
errors++;
}
}
if(typeof data840.enabled !== "boolean"){
const err1205 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval/enabled",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1205];
}
else {
vErrors.push(err1205);
}
errors++;
}
let data842 = data840.max_retries;
if(!(((typeof data842 == "number") && (!(data842 % 1) && !isNaN(data842))) && (isFinite(data842)))){
const err1206 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval/max_retries",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/properties/max_retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1206];
}
else {
vErrors.push(err1206);
}
errors++;
}
if((typeof data842 == "number") && (isFinite(data842))){
if(data842 < 0 || isNaN(data842)){
const err1207 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval/max_retries",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/properties/max_retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1207];
}
else {
vErrors.push(err1207);
}
errors++;
}
}
let data843 = data840.min_quality_score;
if((typeof data843 == "number") && (isFinite(data843))){
if(data843 > 1 || isNaN(data843)){
const err1208 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval/min_quality_score",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/properties/min_quality_score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1208];
}
else {
vErrors.push(err1208);
}
errors++;
}
if(data843 < 0 || isNaN(data843)){
const err1209 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval/min_quality_score",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/properties/min_quality_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1209];
}
else {
vErrors.push(err1209);
}
errors++;
}
}
else {
const err1210 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval/min_quality_score",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/properties/min_quality_score/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1210];
}
else {
vErrors.push(err1210);
}
errors++;
}
}
else {
const err1211 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1211];
}
else {
vErrors.push(err1211);
}
errors++;
}
let data844 = data788.history_pruning;
if(data844 && typeof data844 == "object" && !Array.isArray(data844)){
if(data844.collapse_tool_results === undefined){
data844.collapse_tool_results = true;
}
if(data844.enabled === undefined){
data844.enabled = false;
}
if(data844.keep_recent === undefined){
data844.keep_recent = 4;
}
if(data844.max_tokens === undefined){
data844.max_tokens = 8192;
}
for(const key129 in data844){
if(!((((key129 === "collapse_tool_results") || (key129 === "enabled")) || (key129 === "keep_recent")) || (key129 === "max_tokens"))){
const err1212 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key129},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1212];
}
else {
vErrors.push(err1212);
}
errors++;
}
}
if(typeof data844.collapse_tool_results !== "boolean"){
const err1213 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning/collapse_tool_results",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/properties/collapse_tool_results/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1213];
}
else {
vErrors.push(err1213);
}
errors++;
}
if(typeof data844.enabled !== "boolean"){
const err1214 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning/enabled",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1214];
}
else {
vErrors.push(err1214);
}
errors++;
}
let data847 = data844.keep_recent;
if(!(((typeof data847 == "number") && (!(data847 % 1) && !isNaN(data847))) && (isFinite(data847)))){
const err1215 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning/keep_recent",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/properties/keep_recent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1215];
}
else {
vErrors.push(err1215);
}
errors++;
}
if((typeof data847 == "number") && (isFinite(data847))){
if(data847 < 0 || isNaN(data847)){
const err1216 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning/keep_recent",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/properties/keep_recent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1216];
}
else {
vErrors.push(err1216);
}
errors++;
}
}
let data848 = data844.max_tokens;
if(!(((typeof data848 == "number") && (!(data848 % 1) && !isNaN(data848))) && (isFinite(data848)))){
const err1217 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning/max_tokens",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/properties/max_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1217];
}
else {
vErrors.push(err1217);
}
errors++;
}
if((typeof data848 == "number") && (isFinite(data848))){
if(data848 < 1 || isNaN(data848)){
const err1218 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning/max_tokens",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/properties/max_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1218];
}
else {
vErrors.push(err1218);
}
errors++;
}
}
}
else {
const err1219 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1219];
}
else {
vErrors.push(err1219);
}
errors++;
}
let data849 = data788.thinking;
if(data849 && typeof data849 == "object" && !Array.isArray(data849)){
if(data849.budget_tokens === undefined){
data849.budget_tokens = {};
}
if(data849.default_level === undefined){
data849.default_level = "off";
}
if(data849.display === undefined){
data849.display = "off";
}
if(data849.native_thinking === undefined){
data849.native_thinking = false;
}
for(const key130 in data849){
if(!((((key130 === "budget_tokens") || (key130 === "default_level")) || (key130 === "display")) || (key130 === "native_thinking"))){
const err1220 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key130},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1220];
}
else {
vErrors.push(err1220);
}
errors++;
}
}
let data850 = data849.budget_tokens;
if(data850 && typeof data850 == "object" && !Array.isArray(data850)){
for(const key131 in data850){
let data851 = data850[key131];
if(!(((typeof data851 == "number") && (!(data851 % 1) && !isNaN(data851))) && (isFinite(data851)))){
const err1221 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/budget_tokens/" + key131.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/budget_tokens/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1221];
}
else {
vErrors.push(err1221);
}
errors++;
}
if((typeof data851 == "number") && (isFinite(data851))){
if(data851 < 0 || isNaN(data851)){
const err1222 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/budget_tokens/" + key131.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/budget_tokens/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1222];
}
else {
vErrors.push(err1222);
}
errors++;
}
}
}
}
else {
const err1223 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/budget_tokens",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/budget_tokens/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1223];
}
else {
vErrors.push(err1223);
}
errors++;
}
let data852 = data849.default_level;
if(typeof data852 !== "string"){
const err1224 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/default_level",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/default_level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1224];
}
else {
vErrors.push(err1224);
}
errors++;
}
if(!((((((data852 === "off") || (data852 === "minimal")) || (data852 === "low")) || (data852 === "medium")) || (data852 === "high")) || (data852 === "max"))){
const err1225 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/default_level",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/default_level/enum",keyword:"enum",params:{allowedValues: schema11.properties.runtime_profiles.additionalProperties.properties.thinking.properties.default_level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1225];
}
else {
vErrors.push(err1225);
}
errors++;
}
let data853 = data849.display;
if(typeof data853 !== "string"){
const err1226 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/display",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/display/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1226];
}
else {
vErrors.push(err1226);
}
errors++;
}
if(!((((data853 === "off") || (data853 === "omitted")) || (data853 === "updates")) || (data853 === "summarized"))){
const err1227 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/display",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/display/enum",keyword:"enum",params:{allowedValues: schema11.properties.runtime_profiles.additionalProperties.properties.thinking.properties.display.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1227];
}
else {
vErrors.push(err1227);
}
errors++;
}
if(typeof data849.native_thinking !== "boolean"){
const err1228 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/native_thinking",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/native_thinking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1228];
}
else {
vErrors.push(err1228);
}
errors++;
}
}
else {
const err1229 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1229];
}
else {
vErrors.push(err1229);
}
errors++;
}
let data855 = data788.tool_receipts;
if(data855 && typeof data855 == "object" && !Array.isArray(data855)){
if(data855.enabled === undefined){
data855.enabled = false;
}
if(data855.inject_system_prompt === undefined){
data855.inject_system_prompt = true;
}
if(data855.show_in_response === undefined){
data855.show_in_response = false;
}
for(const key132 in data855){
if(!(((key132 === "enabled") || (key132 === "inject_system_prompt")) || (key132 === "show_in_response"))){
const err1230 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_receipts",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_receipts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key132},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1230];
}
else {
vErrors.push(err1230);
}
errors++;
}
}
if(typeof data855.enabled !== "boolean"){
const err1231 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_receipts/enabled",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_receipts/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1231];
}
else {
vErrors.push(err1231);
}
errors++;
}
if(typeof data855.inject_system_prompt !== "boolean"){
const err1232 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_receipts/inject_system_prompt",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_receipts/properties/inject_system_prompt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1232];
}
else {
vErrors.push(err1232);
}
errors++;
}
if(typeof data855.show_in_response !== "boolean"){
const err1233 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_receipts/show_in_response",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_receipts/properties/show_in_response/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1233];
}
else {
vErrors.push(err1233);
}
errors++;
}
}
else {
const err1234 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_receipts",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_receipts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1234];
}
else {
vErrors.push(err1234);
}
errors++;
}
}
else {
const err1235 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/runtime_profiles/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1235];
}
else {
vErrors.push(err1235);
}
errors++;
}
}
const aliasErrors23 = keyword0(data787, instancePath+"/runtime_profiles", "#/properties/runtime_profiles/x-alias-map");
if(!(aliasErrors23 === null)){
vErrors = vErrors === null ? aliasErrors23 : vErrors.concat(aliasErrors23);
errors = vErrors.length;
}
}
else {
const err1236 = {instancePath:instancePath+"/runtime_profiles",schemaPath:"#/properties/runtime_profiles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1236];
}
else {
vErrors.push(err1236);
}
errors++;
}
let data859 = data.scheduler;
if(data859 && typeof data859 == "object" && !Array.isArray(data859)){
if(data859.catch_up_on_startup === undefined){
data859.catch_up_on_startup = true;
}
if(data859.enabled === undefined){
data859.enabled = true;
}
if(data859.max_concurrent === undefined){
data859.max_concurrent = 4;
}
if(data859.max_run_history === undefined){
data859.max_run_history = 50;
}
if(data859.max_tasks === undefined){
data859.max_tasks = 64;
}
for(const key133 in data859){
if(!(((((key133 === "catch_up_on_startup") || (key133 === "enabled")) || (key133 === "max_concurrent")) || (key133 === "max_run_history")) || (key133 === "max_tasks"))){
const err1237 = {instancePath:instancePath+"/scheduler",schemaPath:"#/properties/scheduler/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key133},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1237];
}
else {
vErrors.push(err1237);
}
errors++;
}
}
if(typeof data859.catch_up_on_startup !== "boolean"){
const err1238 = {instancePath:instancePath+"/scheduler/catch_up_on_startup",schemaPath:"#/properties/scheduler/properties/catch_up_on_startup/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1238];
}
else {
vErrors.push(err1238);
}
errors++;
}
if(typeof data859.enabled !== "boolean"){
const err1239 = {instancePath:instancePath+"/scheduler/enabled",schemaPath:"#/properties/scheduler/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1239];
}
else {
vErrors.push(err1239);
}
errors++;
}
let data862 = data859.max_concurrent;
if(!(((typeof data862 == "number") && (!(data862 % 1) && !isNaN(data862))) && (isFinite(data862)))){
const err1240 = {instancePath:instancePath+"/scheduler/max_concurrent",schemaPath:"#/properties/scheduler/properties/max_concurrent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1240];
}
else {
vErrors.push(err1240);
}
errors++;
}
if((typeof data862 == "number") && (isFinite(data862))){
if(data862 < 1 || isNaN(data862)){
const err1241 = {instancePath:instancePath+"/scheduler/max_concurrent",schemaPath:"#/properties/scheduler/properties/max_concurrent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1241];
}
else {
vErrors.push(err1241);
}
errors++;
}
}
let data863 = data859.max_run_history;
if(!(((typeof data863 == "number") && (!(data863 % 1) && !isNaN(data863))) && (isFinite(data863)))){
const err1242 = {instancePath:instancePath+"/scheduler/max_run_history",schemaPath:"#/properties/scheduler/properties/max_run_history/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1242];
}
else {
vErrors.push(err1242);
}
errors++;
}
if((typeof data863 == "number") && (isFinite(data863))){
if(data863 < 0 || isNaN(data863)){
const err1243 = {instancePath:instancePath+"/scheduler/max_run_history",schemaPath:"#/properties/scheduler/properties/max_run_history/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1243];
}
else {
vErrors.push(err1243);
}
errors++;
}
}
let data864 = data859.max_tasks;
if(!(((typeof data864 == "number") && (!(data864 % 1) && !isNaN(data864))) && (isFinite(data864)))){
const err1244 = {instancePath:instancePath+"/scheduler/max_tasks",schemaPath:"#/properties/scheduler/properties/max_tasks/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1244];
}
else {
vErrors.push(err1244);
}
errors++;
}
if((typeof data864 == "number") && (isFinite(data864))){
if(data864 < 1 || isNaN(data864)){
const err1245 = {instancePath:instancePath+"/scheduler/max_tasks",schemaPath:"#/properties/scheduler/properties/max_tasks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1245];
}
else {
vErrors.push(err1245);
}
errors++;
}
}
}
else {
const err1246 = {instancePath:instancePath+"/scheduler",schemaPath:"#/properties/scheduler/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1246];
}
else {
vErrors.push(err1246);
}
errors++;
}
let data865 = data.schema_version;
if(!(((typeof data865 == "number") && (!(data865 % 1) && !isNaN(data865))) && (isFinite(data865)))){
const err1247 = {instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1247];
}
else {
vErrors.push(err1247);
}
errors++;
}
if(1 !== data865){
const err1248 = {instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1248];
}
else {
vErrors.push(err1248);
}
errors++;
}
let data866 = data.secrets;
if(data866 && typeof data866 == "object" && !Array.isArray(data866)){
if(data866.encrypt === undefined){
data866.encrypt = true;
}
for(const key134 in data866){
if(!(key134 === "encrypt")){
const err1249 = {instancePath:instancePath+"/secrets",schemaPath:"#/properties/secrets/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key134},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1249];
}
else {
vErrors.push(err1249);
}
errors++;
}
}
if(typeof data866.encrypt !== "boolean"){
const err1250 = {instancePath:instancePath+"/secrets/encrypt",schemaPath:"#/properties/secrets/properties/encrypt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1250];
}
else {
vErrors.push(err1250);
}
errors++;
}
}
else {
const err1251 = {instancePath:instancePath+"/secrets",schemaPath:"#/properties/secrets/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1251];
}
else {
vErrors.push(err1251);
}
errors++;
}
let data868 = data.security;
if(data868 && typeof data868 == "object" && !Array.isArray(data868)){
if(data868.trust_daemon_uid === undefined){
data868.trust_daemon_uid = true;
}
if(data868.nat64_prefixes === undefined){
data868.nat64_prefixes = [];
}
if(data868.nevis === undefined){
data868.nevis = {};
}
if(data868.audit === undefined){
data868.audit = {};
}
if(data868.estop === undefined){
data868.estop = {};
}
if(data868.otp === undefined){
data868.otp = {};
}
if(data868.webauthn === undefined){
data868.webauthn = {};
}
if(data868.leak_detection === undefined){
data868.leak_detection = {};
}
for(const key135 in data868){
if(!((((((((key135 === "trust_daemon_uid") || (key135 === "nat64_prefixes")) || (key135 === "nevis")) || (key135 === "audit")) || (key135 === "estop")) || (key135 === "otp")) || (key135 === "webauthn")) || (key135 === "leak_detection"))){
const err1252 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key135},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1252];
}
else {
vErrors.push(err1252);
}
errors++;
}
}
if(typeof data868.trust_daemon_uid !== "boolean"){
const err1253 = {instancePath:instancePath+"/security/trust_daemon_uid",schemaPath:"#/properties/security/properties/trust_daemon_uid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1253];
}
else {
vErrors.push(err1253);
}
errors++;
}
let data870 = data868.nat64_prefixes;
if(Array.isArray(data870)){
const len81 = data870.length;
for(let i81=0; i81<len81; i81++){
if(typeof data870[i81] !== "string"){
const err1254 = {instancePath:instancePath+"/security/nat64_prefixes/" + i81,schemaPath:"#/properties/security/properties/nat64_prefixes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1254];
}
else {
vErrors.push(err1254);
}
errors++;
}
}
}
else {
const err1255 = {instancePath:instancePath+"/security/nat64_prefixes",schemaPath:"#/properties/security/properties/nat64_prefixes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1255];
}
else {
vErrors.push(err1255);
}
errors++;
}
let data872 = data868.nevis;
if(data872 && typeof data872 == "object" && !Array.isArray(data872)){
}
else {
const err1256 = {instancePath:instancePath+"/security/nevis",schemaPath:"#/properties/security/properties/nevis/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1256];
}
else {
vErrors.push(err1256);
}
errors++;
}
let data873 = data868.audit;
if(data873 && typeof data873 == "object" && !Array.isArray(data873)){
if(data873.enabled === undefined){
data873.enabled = true;
}
if(data873.log_path === undefined){
data873.log_path = "audit.log";
}
if(data873.max_size_mb === undefined){
data873.max_size_mb = 100;
}
if(data873.sign_events === undefined){
data873.sign_events = false;
}
for(const key136 in data873){
if(!((((key136 === "enabled") || (key136 === "log_path")) || (key136 === "max_size_mb")) || (key136 === "sign_events"))){
const err1257 = {instancePath:instancePath+"/security/audit",schemaPath:"#/properties/security/properties/audit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key136},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1257];
}
else {
vErrors.push(err1257);
}
errors++;
}
}
if(typeof data873.enabled !== "boolean"){
const err1258 = {instancePath:instancePath+"/security/audit/enabled",schemaPath:"#/properties/security/properties/audit/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1258];
}
else {
vErrors.push(err1258);
}
errors++;
}
if(typeof data873.log_path !== "string"){
const err1259 = {instancePath:instancePath+"/security/audit/log_path",schemaPath:"#/properties/security/properties/audit/properties/log_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1259];
}
else {
vErrors.push(err1259);
}
errors++;
}
let data876 = data873.max_size_mb;
if(!(((typeof data876 == "number") && (!(data876 % 1) && !isNaN(data876))) && (isFinite(data876)))){
const err1260 = {instancePath:instancePath+"/security/audit/max_size_mb",schemaPath:"#/properties/security/properties/audit/properties/max_size_mb/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1260];
}
else {
vErrors.push(err1260);
}
errors++;
}
if((typeof data876 == "number") && (isFinite(data876))){
if(data876 < 0 || isNaN(data876)){
const err1261 = {instancePath:instancePath+"/security/audit/max_size_mb",schemaPath:"#/properties/security/properties/audit/properties/max_size_mb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1261];
}
else {
vErrors.push(err1261);
}
errors++;
}
}
if(typeof data873.sign_events !== "boolean"){
const err1262 = {instancePath:instancePath+"/security/audit/sign_events",schemaPath:"#/properties/security/properties/audit/properties/sign_events/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1262];
}
else {
vErrors.push(err1262);
}
errors++;
}
}
else {
const err1263 = {instancePath:instancePath+"/security/audit",schemaPath:"#/properties/security/properties/audit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1263];
}
else {
vErrors.push(err1263);
}
errors++;
}
let data878 = data868.estop;
if(data878 && typeof data878 == "object" && !Array.isArray(data878)){
if(data878.enabled === undefined){
data878.enabled = false;
}
if(data878.require_otp_to_resume === undefined){
data878.require_otp_to_resume = true;
}
if(data878.state_file === undefined){
data878.state_file = null;
}
for(const key137 in data878){
if(!(((key137 === "enabled") || (key137 === "require_otp_to_resume")) || (key137 === "state_file"))){
const err1264 = {instancePath:instancePath+"/security/estop",schemaPath:"#/properties/security/properties/estop/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key137},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1264];
}
else {
vErrors.push(err1264);
}
errors++;
}
}
if(typeof data878.enabled !== "boolean"){
const err1265 = {instancePath:instancePath+"/security/estop/enabled",schemaPath:"#/properties/security/properties/estop/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1265];
}
else {
vErrors.push(err1265);
}
errors++;
}
if(typeof data878.require_otp_to_resume !== "boolean"){
const err1266 = {instancePath:instancePath+"/security/estop/require_otp_to_resume",schemaPath:"#/properties/security/properties/estop/properties/require_otp_to_resume/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1266];
}
else {
vErrors.push(err1266);
}
errors++;
}
let data881 = data878.state_file;
if((typeof data881 !== "string") && (data881 !== null)){
const err1267 = {instancePath:instancePath+"/security/estop/state_file",schemaPath:"#/properties/security/properties/estop/properties/state_file/type",keyword:"type",params:{type: schema11.properties.security.properties.estop.properties.state_file.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1267];
}
else {
vErrors.push(err1267);
}
errors++;
}
}
else {
const err1268 = {instancePath:instancePath+"/security/estop",schemaPath:"#/properties/security/properties/estop/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1268];
}
else {
vErrors.push(err1268);
}
errors++;
}
let data882 = data868.otp;
if(data882 && typeof data882 == "object" && !Array.isArray(data882)){
if(data882.cache_valid_secs === undefined){
data882.cache_valid_secs = 300;
}
if(data882.challenge_max_attempts === undefined){
data882.challenge_max_attempts = 3;
}
if(data882.enabled === undefined){
data882.enabled = false;
}
if(data882.gated_actions === undefined){
data882.gated_actions = ["shell","file_write","browser_open","browser","memory_forget"];
}
if(data882.gated_domain_categories === undefined){
data882.gated_domain_categories = [];
}
if(data882.gated_domains === undefined){
data882.gated_domains = [];
}
if(data882.method === undefined){
data882.method = {};
}
if(data882.token_ttl_secs === undefined){
data882.token_ttl_secs = 30;
}
for(const key138 in data882){
if(!((((((((key138 === "cache_valid_secs") || (key138 === "challenge_max_attempts")) || (key138 === "enabled")) || (key138 === "gated_actions")) || (key138 === "gated_domain_categories")) || (key138 === "gated_domains")) || (key138 === "method")) || (key138 === "token_ttl_secs"))){
const err1269 = {instancePath:instancePath+"/security/otp",schemaPath:"#/properties/security/properties/otp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key138},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1269];
}
else {
vErrors.push(err1269);
}
errors++;
}
}
let data883 = data882.cache_valid_secs;
if(!(((typeof data883 == "number") && (!(data883 % 1) && !isNaN(data883))) && (isFinite(data883)))){
const err1270 = {instancePath:instancePath+"/security/otp/cache_valid_secs",schemaPath:"#/properties/security/properties/otp/properties/cache_valid_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1270];
}
else {
vErrors.push(err1270);
}
errors++;
}
if((typeof data883 == "number") && (isFinite(data883))){
if(data883 < 0 || isNaN(data883)){
const err1271 = {instancePath:instancePath+"/security/otp/cache_valid_secs",schemaPath:"#/properties/security/properties/otp/properties/cache_valid_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1271];
}
else {
vErrors.push(err1271);
}
errors++;
}
}
let data884 = data882.challenge_max_attempts;
if(!(((typeof data884 == "number") && (!(data884 % 1) && !isNaN(data884))) && (isFinite(data884)))){
const err1272 = {instancePath:instancePath+"/security/otp/challenge_max_attempts",schemaPath:"#/properties/security/properties/otp/properties/challenge_max_attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1272];
}
else {
vErrors.push(err1272);
}
errors++;
}
if((typeof data884 == "number") && (isFinite(data884))){
if(data884 < 1 || isNaN(data884)){
const err1273 = {instancePath:instancePath+"/security/otp/challenge_max_attempts",schemaPath:"#/properties/security/properties/otp/properties/challenge_max_attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1273];
}
else {
vErrors.push(err1273);
}
errors++;
}
}
if(typeof data882.enabled !== "boolean"){
const err1274 = {instancePath:instancePath+"/security/otp/enabled",schemaPath:"#/properties/security/properties/otp/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1274];
}
else {
vErrors.push(err1274);
}
errors++;
}
let data886 = data882.gated_actions;
if(Array.isArray(data886)){
const len82 = data886.length;
for(let i82=0; i82<len82; i82++){
if(typeof data886[i82] !== "string"){
const err1275 = {instancePath:instancePath+"/security/otp/gated_actions/" + i82,schemaPath:"#/properties/security/properties/otp/properties/gated_actions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1275];
}
else {
vErrors.push(err1275);
}
errors++;
}
}
}
else {
const err1276 = {instancePath:instancePath+"/security/otp/gated_actions",schemaPath:"#/properties/security/properties/otp/properties/gated_actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1276];
}
else {
vErrors.push(err1276);
}
errors++;
}
let data888 = data882.gated_domain_categories;
if(Array.isArray(data888)){
const len83 = data888.length;
for(let i83=0; i83<len83; i83++){
if(typeof data888[i83] !== "string"){
const err1277 = {instancePath:instancePath+"/security/otp/gated_domain_categories/" + i83,schemaPath:"#/properties/security/properties/otp/properties/gated_domain_categories/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1277];
}
else {
vErrors.push(err1277);
}
errors++;
}
}
}
else {
const err1278 = {instancePath:instancePath+"/security/otp/gated_domain_categories",schemaPath:"#/properties/security/properties/otp/properties/gated_domain_categories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1278];
}
else {
vErrors.push(err1278);
}
errors++;
}
let data890 = data882.gated_domains;
if(Array.isArray(data890)){
const len84 = data890.length;
for(let i84=0; i84<len84; i84++){
if(typeof data890[i84] !== "string"){
const err1279 = {instancePath:instancePath+"/security/otp/gated_domains/" + i84,schemaPath:"#/properties/security/properties/otp/properties/gated_domains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1279];
}
else {
vErrors.push(err1279);
}
errors++;
}
}
}
else {
const err1280 = {instancePath:instancePath+"/security/otp/gated_domains",schemaPath:"#/properties/security/properties/otp/properties/gated_domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1280];
}
else {
vErrors.push(err1280);
}
errors++;
}
let data892 = data882.method;
if(data892 && typeof data892 == "object" && !Array.isArray(data892)){
}
else {
const err1281 = {instancePath:instancePath+"/security/otp/method",schemaPath:"#/properties/security/properties/otp/properties/method/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1281];
}
else {
vErrors.push(err1281);
}
errors++;
}
let data893 = data882.token_ttl_secs;
if(!(((typeof data893 == "number") && (!(data893 % 1) && !isNaN(data893))) && (isFinite(data893)))){
const err1282 = {instancePath:instancePath+"/security/otp/token_ttl_secs",schemaPath:"#/properties/security/properties/otp/properties/token_ttl_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1282];
}
else {
vErrors.push(err1282);
}
errors++;
}
if((typeof data893 == "number") && (isFinite(data893))){
if(data893 < 1 || isNaN(data893)){
const err1283 = {instancePath:instancePath+"/security/otp/token_ttl_secs",schemaPath:"#/properties/security/properties/otp/properties/token_ttl_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1283];
}
else {
vErrors.push(err1283);
}
errors++;
}
}
}
else {
const err1284 = {instancePath:instancePath+"/security/otp",schemaPath:"#/properties/security/properties/otp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1284];
}
else {
vErrors.push(err1284);
}
errors++;
}
let data894 = data868.webauthn;
if(data894 && typeof data894 == "object" && !Array.isArray(data894)){
if(data894.enabled === undefined){
data894.enabled = false;
}
if(data894.rp_id === undefined){
data894.rp_id = "localhost";
}
if(data894.rp_name === undefined){
data894.rp_name = "svc";
}
if(data894.rp_origin === undefined){
data894.rp_origin = "http://localhost:42617";
}
for(const key139 in data894){
if(!((((key139 === "enabled") || (key139 === "rp_id")) || (key139 === "rp_name")) || (key139 === "rp_origin"))){
const err1285 = {instancePath:instancePath+"/security/webauthn",schemaPath:"#/properties/security/properties/webauthn/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key139},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1285];
}
else {
vErrors.push(err1285);
}
errors++;
}
}
if(typeof data894.enabled !== "boolean"){
const err1286 = {instancePath:instancePath+"/security/webauthn/enabled",schemaPath:"#/properties/security/properties/webauthn/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1286];
}
else {
vErrors.push(err1286);
}
errors++;
}
if(typeof data894.rp_id !== "string"){
const err1287 = {instancePath:instancePath+"/security/webauthn/rp_id",schemaPath:"#/properties/security/properties/webauthn/properties/rp_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1287];
}
else {
vErrors.push(err1287);
}
errors++;
}
if(typeof data894.rp_name !== "string"){
const err1288 = {instancePath:instancePath+"/security/webauthn/rp_name",schemaPath:"#/properties/security/properties/webauthn/properties/rp_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1288];
}
else {
vErrors.push(err1288);
}
errors++;
}
if(typeof data894.rp_origin !== "string"){
const err1289 = {instancePath:instancePath+"/security/webauthn/rp_origin",schemaPath:"#/properties/security/properties/webauthn/properties/rp_origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1289];
}
else {
vErrors.push(err1289);
}
errors++;
}
}
else {
const err1290 = {instancePath:instancePath+"/security/webauthn",schemaPath:"#/properties/security/properties/webauthn/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1290];
}
else {
vErrors.push(err1290);
}
errors++;
}
let data899 = data868.leak_detection;
if(data899 && typeof data899 == "object" && !Array.isArray(data899)){
if(data899.enabled === undefined){
data899.enabled = true;
}
if(data899.high_entropy_tokens === undefined){
data899.high_entropy_tokens = true;
}
if(data899.sensitivity === undefined){
data899.sensitivity = 0.7;
}
for(const key140 in data899){
if(!(((key140 === "enabled") || (key140 === "high_entropy_tokens")) || (key140 === "sensitivity"))){
const err1291 = {instancePath:instancePath+"/security/leak_detection",schemaPath:"#/properties/security/properties/leak_detection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key140},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1291];
}
else {
vErrors.push(err1291);
}
errors++;
}
}
if(typeof data899.enabled !== "boolean"){
const err1292 = {instancePath:instancePath+"/security/leak_detection/enabled",schemaPath:"#/properties/security/properties/leak_detection/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1292];
}
else {
vErrors.push(err1292);
}
errors++;
}
if(typeof data899.high_entropy_tokens !== "boolean"){
const err1293 = {instancePath:instancePath+"/security/leak_detection/high_entropy_tokens",schemaPath:"#/properties/security/properties/leak_detection/properties/high_entropy_tokens/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1293];
}
else {
vErrors.push(err1293);
}
errors++;
}
let data902 = data899.sensitivity;
if((typeof data902 == "number") && (isFinite(data902))){
if(data902 > 1 || isNaN(data902)){
const err1294 = {instancePath:instancePath+"/security/leak_detection/sensitivity",schemaPath:"#/properties/security/properties/leak_detection/properties/sensitivity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1294];
}
else {
vErrors.push(err1294);
}
errors++;
}
if(data902 < 0 || isNaN(data902)){
const err1295 = {instancePath:instancePath+"/security/leak_detection/sensitivity",schemaPath:"#/properties/security/properties/leak_detection/properties/sensitivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1295];
}
else {
vErrors.push(err1295);
}
errors++;
}
}
else {
const err1296 = {instancePath:instancePath+"/security/leak_detection/sensitivity",schemaPath:"#/properties/security/properties/leak_detection/properties/sensitivity/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1296];
}
else {
vErrors.push(err1296);
}
errors++;
}
}
else {
const err1297 = {instancePath:instancePath+"/security/leak_detection",schemaPath:"#/properties/security/properties/leak_detection/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1297];
}
else {
vErrors.push(err1297);
}
errors++;
}
}
else {
const err1298 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1298];
}
else {
vErrors.push(err1298);
}
errors++;
}
let data903 = data.security_ops;
if(data903 && typeof data903 == "object" && !Array.isArray(data903)){
if(data903.auto_triage === undefined){
data903.auto_triage = false;
}
if(data903.enabled === undefined){
data903.enabled = false;
}
if(data903.max_auto_severity === undefined){
data903.max_auto_severity = "low";
}
if(data903.playbooks_dir === undefined){
data903.playbooks_dir = null;
}
if(data903.report_output_dir === undefined){
data903.report_output_dir = null;
}
if(data903.require_approval_for_actions === undefined){
data903.require_approval_for_actions = true;
}
if(data903.siem_integration === undefined){
data903.siem_integration = null;
}
for(const key141 in data903){
if(!(((((((key141 === "auto_triage") || (key141 === "enabled")) || (key141 === "max_auto_severity")) || (key141 === "playbooks_dir")) || (key141 === "report_output_dir")) || (key141 === "require_approval_for_actions")) || (key141 === "siem_integration"))){
const err1299 = {instancePath:instancePath+"/security_ops",schemaPath:"#/properties/security_ops/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key141},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1299];
}
else {
vErrors.push(err1299);
}
errors++;
}
}
if(typeof data903.auto_triage !== "boolean"){
const err1300 = {instancePath:instancePath+"/security_ops/auto_triage",schemaPath:"#/properties/security_ops/properties/auto_triage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1300];
}
else {
vErrors.push(err1300);
}
errors++;
}
if(typeof data903.enabled !== "boolean"){
const err1301 = {instancePath:instancePath+"/security_ops/enabled",schemaPath:"#/properties/security_ops/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1301];
}
else {
vErrors.push(err1301);
}
errors++;
}
if(typeof data903.max_auto_severity !== "string"){
const err1302 = {instancePath:instancePath+"/security_ops/max_auto_severity",schemaPath:"#/properties/security_ops/properties/max_auto_severity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1302];
}
else {
vErrors.push(err1302);
}
errors++;
}
let data907 = data903.playbooks_dir;
if((typeof data907 !== "string") && (data907 !== null)){
const err1303 = {instancePath:instancePath+"/security_ops/playbooks_dir",schemaPath:"#/properties/security_ops/properties/playbooks_dir/type",keyword:"type",params:{type: schema11.properties.security_ops.properties.playbooks_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1303];
}
else {
vErrors.push(err1303);
}
errors++;
}
let data908 = data903.report_output_dir;
if((typeof data908 !== "string") && (data908 !== null)){
const err1304 = {instancePath:instancePath+"/security_ops/report_output_dir",schemaPath:"#/properties/security_ops/properties/report_output_dir/type",keyword:"type",params:{type: schema11.properties.security_ops.properties.report_output_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1304];
}
else {
vErrors.push(err1304);
}
errors++;
}
if(typeof data903.require_approval_for_actions !== "boolean"){
const err1305 = {instancePath:instancePath+"/security_ops/require_approval_for_actions",schemaPath:"#/properties/security_ops/properties/require_approval_for_actions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1305];
}
else {
vErrors.push(err1305);
}
errors++;
}
let data910 = data903.siem_integration;
if((typeof data910 !== "string") && (data910 !== null)){
const err1306 = {instancePath:instancePath+"/security_ops/siem_integration",schemaPath:"#/properties/security_ops/properties/siem_integration/type",keyword:"type",params:{type: schema11.properties.security_ops.properties.siem_integration.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1306];
}
else {
vErrors.push(err1306);
}
errors++;
}
}
else {
const err1307 = {instancePath:instancePath+"/security_ops",schemaPath:"#/properties/security_ops/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1307];
}
else {
vErrors.push(err1307);
}
errors++;
}
let data911 = data.shared;
if(data911 && typeof data911 == "object" && !Array.isArray(data911)){
if(data911.enabled === undefined){
data911.enabled = false;
}
if(data911.instance_id === undefined){
data911.instance_id = null;
}
if(data911.redis_url === undefined){
data911.redis_url = null;
}
if(data911.redis_key_prefix === undefined){
data911.redis_key_prefix = "svc:";
}
if(data911.redis_command_timeout_ms === undefined){
data911.redis_command_timeout_ms = 1000;
}
if(data911.redis_connect_timeout_ms === undefined){
data911.redis_connect_timeout_ms = 5000;
}
if(data911.postgres_url === undefined){
data911.postgres_url = null;
}
if(data911.postgres_schema === undefined){
data911.postgres_schema = "svc";
}
if(data911.postgres_connect_timeout_ms === undefined){
data911.postgres_connect_timeout_ms = 5000;
}
if(data911.postgres_statement_timeout_ms === undefined){
data911.postgres_statement_timeout_ms = 10000;
}
if(data911.lease_secs === undefined){
data911.lease_secs = 30;
}
for(const key142 in data911){
if(!(func2.call(schema11.properties.shared.properties, key142))){
const err1308 = {instancePath:instancePath+"/shared",schemaPath:"#/properties/shared/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key142},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1308];
}
else {
vErrors.push(err1308);
}
errors++;
}
}
if(typeof data911.enabled !== "boolean"){
const err1309 = {instancePath:instancePath+"/shared/enabled",schemaPath:"#/properties/shared/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1309];
}
else {
vErrors.push(err1309);
}
errors++;
}
let data913 = data911.instance_id;
if((typeof data913 !== "string") && (data913 !== null)){
const err1310 = {instancePath:instancePath+"/shared/instance_id",schemaPath:"#/properties/shared/properties/instance_id/type",keyword:"type",params:{type: schema11.properties.shared.properties.instance_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1310];
}
else {
vErrors.push(err1310);
}
errors++;
}
if(typeof data913 === "string"){
if(!pattern19.test(data913)){
const err1311 = {instancePath:instancePath+"/shared/instance_id",schemaPath:"#/properties/shared/properties/instance_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.:-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.:-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err1311];
}
else {
vErrors.push(err1311);
}
errors++;
}
}
let data914 = data911.redis_url;
if((typeof data914 !== "string") && (data914 !== null)){
const err1312 = {instancePath:instancePath+"/shared/redis_url",schemaPath:"#/properties/shared/properties/redis_url/type",keyword:"type",params:{type: schema11.properties.shared.properties.redis_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1312];
}
else {
vErrors.push(err1312);
}
errors++;
}
let data915 = data911.redis_key_prefix;
if(typeof data915 === "string"){
if(!pattern20.test(data915)){
const err1313 = {instancePath:instancePath+"/shared/redis_key_prefix",schemaPath:"#/properties/shared/properties/redis_key_prefix/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.:{}-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.:{}-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err1313];
}
else {
vErrors.push(err1313);
}
errors++;
}
}
else {
const err1314 = {instancePath:instancePath+"/shared/redis_key_prefix",schemaPath:"#/properties/shared/properties/redis_key_prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1314];
}
else {
vErrors.push(err1314);
}
errors++;
}
let data916 = data911.redis_command_timeout_ms;
if(!(((typeof data916 == "number") && (!(data916 % 1) && !isNaN(data916))) && (isFinite(data916)))){
const err1315 = {instancePath:instancePath+"/shared/redis_command_timeout_ms",schemaPath:"#/properties/shared/properties/redis_command_timeout_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1315];
}
else {
vErrors.push(err1315);
}
errors++;
}
if((typeof data916 == "number") && (isFinite(data916))){
if(data916 > 60000 || isNaN(data916)){
const err1316 = {instancePath:instancePath+"/shared/redis_command_timeout_ms",schemaPath:"#/properties/shared/properties/redis_command_timeout_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60000},message:"must be <= 60000"};
if(vErrors === null){
vErrors = [err1316];
}
else {
vErrors.push(err1316);
}
errors++;
}
if(data916 < 50 || isNaN(data916)){
const err1317 = {instancePath:instancePath+"/shared/redis_command_timeout_ms",schemaPath:"#/properties/shared/properties/redis_command_timeout_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 50},message:"must be >= 50"};
if(vErrors === null){
vErrors = [err1317];
}
else {
vErrors.push(err1317);
}
errors++;
}
}
let data917 = data911.redis_connect_timeout_ms;
if(!(((typeof data917 == "number") && (!(data917 % 1) && !isNaN(data917))) && (isFinite(data917)))){
const err1318 = {instancePath:instancePath+"/shared/redis_connect_timeout_ms",schemaPath:"#/properties/shared/properties/redis_connect_timeout_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1318];
}
else {
vErrors.push(err1318);
}
errors++;
}
if((typeof data917 == "number") && (isFinite(data917))){
if(data917 > 120000 || isNaN(data917)){
const err1319 = {instancePath:instancePath+"/shared/redis_connect_timeout_ms",schemaPath:"#/properties/shared/properties/redis_connect_timeout_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120000},message:"must be <= 120000"};
if(vErrors === null){
vErrors = [err1319];
}
else {
vErrors.push(err1319);
}
errors++;
}
if(data917 < 100 || isNaN(data917)){
const err1320 = {instancePath:instancePath+"/shared/redis_connect_timeout_ms",schemaPath:"#/properties/shared/properties/redis_connect_timeout_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err1320];
}
else {
vErrors.push(err1320);
}
errors++;
}
}
let data918 = data911.postgres_url;
if((typeof data918 !== "string") && (data918 !== null)){
const err1321 = {instancePath:instancePath+"/shared/postgres_url",schemaPath:"#/properties/shared/properties/postgres_url/type",keyword:"type",params:{type: schema11.properties.shared.properties.postgres_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1321];
}
else {
vErrors.push(err1321);
}
errors++;
}
let data919 = data911.postgres_schema;
if(typeof data919 === "string"){
if(!pattern21.test(data919)){
const err1322 = {instancePath:instancePath+"/shared/postgres_schema",schemaPath:"#/properties/shared/properties/postgres_schema/pattern",keyword:"pattern",params:{pattern: "^[a-z_][a-z0-9_]{0,62}$"},message:"must match pattern \""+"^[a-z_][a-z0-9_]{0,62}$"+"\""};
if(vErrors === null){
vErrors = [err1322];
}
else {
vErrors.push(err1322);
}
errors++;
}
}
else {
const err1323 = {instancePath:instancePath+"/shared/postgres_schema",schemaPath:"#/properties/shared/properties/postgres_schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1323];
}
else {
vErrors.push(err1323);
}
errors++;
}
let data920 = data911.postgres_connect_timeout_ms;
if(!(((typeof data920 == "number") && (!(data920 % 1) && !isNaN(data920))) && (isFinite(data920)))){
const err1324 = {instancePath:instancePath+"/shared/postgres_connect_timeout_ms",schemaPath:"#/properties/shared/properties/postgres_connect_timeout_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1324];
}
else {
vErrors.push(err1324);
}
errors++;
}
if((typeof data920 == "number") && (isFinite(data920))){
if(data920 > 120000 || isNaN(data920)){
const err1325 = {instancePath:instancePath+"/shared/postgres_connect_timeout_ms",schemaPath:"#/properties/shared/properties/postgres_connect_timeout_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120000},message:"must be <= 120000"};
if(vErrors === null){
vErrors = [err1325];
}
else {
vErrors.push(err1325);
}
errors++;
}
if(data920 < 100 || isNaN(data920)){
const err1326 = {instancePath:instancePath+"/shared/postgres_connect_timeout_ms",schemaPath:"#/properties/shared/properties/postgres_connect_timeout_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err1326];
}
else {
vErrors.push(err1326);
}
errors++;
}
}
let data921 = data911.postgres_statement_timeout_ms;
if(!(((typeof data921 == "number") && (!(data921 % 1) && !isNaN(data921))) && (isFinite(data921)))){
const err1327 = {instancePath:instancePath+"/shared/postgres_statement_timeout_ms",schemaPath:"#/properties/shared/properties/postgres_statement_timeout_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1327];
}
else {
vErrors.push(err1327);
}
errors++;
}
if((typeof data921 == "number") && (isFinite(data921))){
if(data921 > 600000 || isNaN(data921)){
const err1328 = {instancePath:instancePath+"/shared/postgres_statement_timeout_ms",schemaPath:"#/properties/shared/properties/postgres_statement_timeout_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 600000},message:"must be <= 600000"};
if(vErrors === null){
vErrors = [err1328];
}
else {
vErrors.push(err1328);
}
errors++;
}
if(data921 < 100 || isNaN(data921)){
const err1329 = {instancePath:instancePath+"/shared/postgres_statement_timeout_ms",schemaPath:"#/properties/shared/properties/postgres_statement_timeout_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err1329];
}
else {
vErrors.push(err1329);
}
errors++;
}
}
let data922 = data911.lease_secs;
if(!(((typeof data922 == "number") && (!(data922 % 1) && !isNaN(data922))) && (isFinite(data922)))){
const err1330 = {instancePath:instancePath+"/shared/lease_secs",schemaPath:"#/properties/shared/properties/lease_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1330];
}
else {
vErrors.push(err1330);
}
errors++;
}
if((typeof data922 == "number") && (isFinite(data922))){
if(data922 > 3600 || isNaN(data922)){
const err1331 = {instancePath:instancePath+"/shared/lease_secs",schemaPath:"#/properties/shared/properties/lease_secs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600"};
if(vErrors === null){
vErrors = [err1331];
}
else {
vErrors.push(err1331);
}
errors++;
}
if(data922 < 3 || isNaN(data922)){
const err1332 = {instancePath:instancePath+"/shared/lease_secs",schemaPath:"#/properties/shared/properties/lease_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 3},message:"must be >= 3"};
if(vErrors === null){
vErrors = [err1332];
}
else {
vErrors.push(err1332);
}
errors++;
}
}
}
else {
const err1333 = {instancePath:instancePath+"/shared",schemaPath:"#/properties/shared/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1333];
}
else {
vErrors.push(err1333);
}
errors++;
}
let data923 = data.shell_tool;
if(data923 && typeof data923 == "object" && !Array.isArray(data923)){
if(data923.timeout_secs === undefined){
data923.timeout_secs = 60;
}
for(const key143 in data923){
if(!(key143 === "timeout_secs")){
const err1334 = {instancePath:instancePath+"/shell_tool",schemaPath:"#/properties/shell_tool/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key143},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1334];
}
else {
vErrors.push(err1334);
}
errors++;
}
}
let data924 = data923.timeout_secs;
if(!(((typeof data924 == "number") && (!(data924 % 1) && !isNaN(data924))) && (isFinite(data924)))){
const err1335 = {instancePath:instancePath+"/shell_tool/timeout_secs",schemaPath:"#/properties/shell_tool/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1335];
}
else {
vErrors.push(err1335);
}
errors++;
}
if((typeof data924 == "number") && (isFinite(data924))){
if(data924 < 1 || isNaN(data924)){
const err1336 = {instancePath:instancePath+"/shell_tool/timeout_secs",schemaPath:"#/properties/shell_tool/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1336];
}
else {
vErrors.push(err1336);
}
errors++;
}
}
}
else {
const err1337 = {instancePath:instancePath+"/shell_tool",schemaPath:"#/properties/shell_tool/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1337];
}
else {
vErrors.push(err1337);
}
errors++;
}
let data925 = data.skill_bundles;
if(data925 && typeof data925 == "object" && !Array.isArray(data925)){
for(const key144 in data925){
let data926 = data925[key144];
if(data926 && typeof data926 == "object" && !Array.isArray(data926)){
if(data926.directory === undefined){
data926.directory = null;
}
if(data926.exclude === undefined){
data926.exclude = [];
}
if(data926.include === undefined){
data926.include = [];
}
for(const key145 in data926){
if(!(((key145 === "directory") || (key145 === "exclude")) || (key145 === "include"))){
const err1338 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/skill_bundles/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key145},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1338];
}
else {
vErrors.push(err1338);
}
errors++;
}
}
let data927 = data926.directory;
if((typeof data927 !== "string") && (data927 !== null)){
const err1339 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1")+"/directory",schemaPath:"#/properties/skill_bundles/additionalProperties/properties/directory/type",keyword:"type",params:{type: schema11.properties.skill_bundles.additionalProperties.properties.directory.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1339];
}
else {
vErrors.push(err1339);
}
errors++;
}
let data928 = data926.exclude;
if(Array.isArray(data928)){
const len85 = data928.length;
for(let i85=0; i85<len85; i85++){
if(typeof data928[i85] !== "string"){
const err1340 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1")+"/exclude/" + i85,schemaPath:"#/properties/skill_bundles/additionalProperties/properties/exclude/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1340];
}
else {
vErrors.push(err1340);
}
errors++;
}
}
}
else {
const err1341 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1")+"/exclude",schemaPath:"#/properties/skill_bundles/additionalProperties/properties/exclude/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1341];
}
else {
vErrors.push(err1341);
}
errors++;
}
let data930 = data926.include;
if(Array.isArray(data930)){
const len86 = data930.length;
for(let i86=0; i86<len86; i86++){
if(typeof data930[i86] !== "string"){
const err1342 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1")+"/include/" + i86,schemaPath:"#/properties/skill_bundles/additionalProperties/properties/include/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1342];
}
else {
vErrors.push(err1342);
}
errors++;
}
}
}
else {
const err1343 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1")+"/include",schemaPath:"#/properties/skill_bundles/additionalProperties/properties/include/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1343];
}
else {
vErrors.push(err1343);
}
errors++;
}
}
else {
const err1344 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/skill_bundles/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1344];
}
else {
vErrors.push(err1344);
}
errors++;
}
}
const aliasErrors24 = keyword0(data925, instancePath+"/skill_bundles", "#/properties/skill_bundles/x-alias-map");
if(!(aliasErrors24 === null)){
vErrors = vErrors === null ? aliasErrors24 : vErrors.concat(aliasErrors24);
errors = vErrors.length;
}
}
else {
const err1345 = {instancePath:instancePath+"/skill_bundles",schemaPath:"#/properties/skill_bundles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1345];
}
else {
vErrors.push(err1345);
}
errors++;
}
let data932 = data.skills;
if(data932 && typeof data932 == "object" && !Array.isArray(data932)){
if(data932.allow_scripts === undefined){
data932.allow_scripts = false;
}
if(data932.extra_registries === undefined){
data932.extra_registries = [];
}
if(data932.install_suggestions === undefined){
data932.install_suggestions = {};
}
if(data932.open_skills_dir === undefined){
data932.open_skills_dir = null;
}
if(data932.open_skills_enabled === undefined){
data932.open_skills_enabled = false;
}
if(data932.prompt_injection_mode === undefined){
data932.prompt_injection_mode = {};
}
if(data932.registry_url === undefined){
data932.registry_url = null;
}
if(data932.skill_creation === undefined){
data932.skill_creation = {};
}
if(data932.skill_improvement === undefined){
data932.skill_improvement = {};
}
for(const key146 in data932){
if(!(func2.call(schema11.properties.skills.properties, key146))){
const err1346 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key146},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1346];
}
else {
vErrors.push(err1346);
}
errors++;
}
}
if(typeof data932.allow_scripts !== "boolean"){
const err1347 = {instancePath:instancePath+"/skills/allow_scripts",schemaPath:"#/properties/skills/properties/allow_scripts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1347];
}
else {
vErrors.push(err1347);
}
errors++;
}
let data934 = data932.extra_registries;
if(Array.isArray(data934)){
const len87 = data934.length;
for(let i87=0; i87<len87; i87++){
let data935 = data934[i87];
if(!(data935 && typeof data935 == "object" && !Array.isArray(data935))){
const err1348 = {instancePath:instancePath+"/skills/extra_registries/" + i87,schemaPath:"#/properties/skills/properties/extra_registries/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1348];
}
else {
vErrors.push(err1348);
}
errors++;
}
}
}
else {
const err1349 = {instancePath:instancePath+"/skills/extra_registries",schemaPath:"#/properties/skills/properties/extra_registries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1349];
}
else {
vErrors.push(err1349);
}
errors++;
}
let data936 = data932.install_suggestions;
if(data936 && typeof data936 == "object" && !Array.isArray(data936)){
if(data936.enabled === undefined){
data936.enabled = false;
}
for(const key147 in data936){
if(!(key147 === "enabled")){
const err1350 = {instancePath:instancePath+"/skills/install_suggestions",schemaPath:"#/properties/skills/properties/install_suggestions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key147},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1350];
}
else {
vErrors.push(err1350);
}
errors++;
}
}
if(typeof data936.enabled !== "boolean"){
const err1351 = {instancePath:instancePath+"/skills/install_suggestions/enabled",schemaPath:"#/properties/skills/properties/install_suggestions/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1351];
}
else {
vErrors.push(err1351);
}
errors++;
}
}
else {
const err1352 = {instancePath:instancePath+"/skills/install_suggestions",schemaPath:"#/properties/skills/properties/install_suggestions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1352];
}
else {
vErrors.push(err1352);
}
errors++;
}
let data938 = data932.open_skills_dir;
if((typeof data938 !== "string") && (data938 !== null)){
const err1353 = {instancePath:instancePath+"/skills/open_skills_dir",schemaPath:"#/properties/skills/properties/open_skills_dir/type",keyword:"type",params:{type: schema11.properties.skills.properties.open_skills_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1353];
}
else {
vErrors.push(err1353);
}
errors++;
}
if(typeof data932.open_skills_enabled !== "boolean"){
const err1354 = {instancePath:instancePath+"/skills/open_skills_enabled",schemaPath:"#/properties/skills/properties/open_skills_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1354];
}
else {
vErrors.push(err1354);
}
errors++;
}
let data940 = data932.prompt_injection_mode;
if(data940 && typeof data940 == "object" && !Array.isArray(data940)){
}
else {
const err1355 = {instancePath:instancePath+"/skills/prompt_injection_mode",schemaPath:"#/properties/skills/properties/prompt_injection_mode/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1355];
}
else {
vErrors.push(err1355);
}
errors++;
}
let data941 = data932.registry_url;
if((typeof data941 !== "string") && (data941 !== null)){
const err1356 = {instancePath:instancePath+"/skills/registry_url",schemaPath:"#/properties/skills/properties/registry_url/type",keyword:"type",params:{type: schema11.properties.skills.properties.registry_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1356];
}
else {
vErrors.push(err1356);
}
errors++;
}
let data942 = data932.skill_creation;
if(data942 && typeof data942 == "object" && !Array.isArray(data942)){
if(data942.enabled === undefined){
data942.enabled = false;
}
if(data942.max_final_answer_chars === undefined){
data942.max_final_answer_chars = 2000;
}
if(data942.max_skills === undefined){
data942.max_skills = 500;
}
if(data942.max_task_chars === undefined){
data942.max_task_chars = 1000;
}
if(data942.max_tool_trace_chars === undefined){
data942.max_tool_trace_chars = 4000;
}
if(data942.reflection_enabled === undefined){
data942.reflection_enabled = false;
}
if(data942.similarity_threshold === undefined){
data942.similarity_threshold = 0.85;
}
for(const key148 in data942){
if(!(((((((key148 === "enabled") || (key148 === "max_final_answer_chars")) || (key148 === "max_skills")) || (key148 === "max_task_chars")) || (key148 === "max_tool_trace_chars")) || (key148 === "reflection_enabled")) || (key148 === "similarity_threshold"))){
const err1357 = {instancePath:instancePath+"/skills/skill_creation",schemaPath:"#/properties/skills/properties/skill_creation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key148},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1357];
}
else {
vErrors.push(err1357);
}
errors++;
}
}
if(typeof data942.enabled !== "boolean"){
const err1358 = {instancePath:instancePath+"/skills/skill_creation/enabled",schemaPath:"#/properties/skills/properties/skill_creation/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1358];
}
else {
vErrors.push(err1358);
}
errors++;
}
let data944 = data942.max_final_answer_chars;
if(!(((typeof data944 == "number") && (!(data944 % 1) && !isNaN(data944))) && (isFinite(data944)))){
const err1359 = {instancePath:instancePath+"/skills/skill_creation/max_final_answer_chars",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_final_answer_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1359];
}
else {
vErrors.push(err1359);
}
errors++;
}
if((typeof data944 == "number") && (isFinite(data944))){
if(data944 < 0 || isNaN(data944)){
const err1360 = {instancePath:instancePath+"/skills/skill_creation/max_final_answer_chars",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_final_answer_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1360];
}
else {
vErrors.push(err1360);
}
errors++;
}
}
let data945 = data942.max_skills;
if(!(((typeof data945 == "number") && (!(data945 % 1) && !isNaN(data945))) && (isFinite(data945)))){
const err1361 = {instancePath:instancePath+"/skills/skill_creation/max_skills",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_skills/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1361];
}
else {
vErrors.push(err1361);
}
errors++;
}
if((typeof data945 == "number") && (isFinite(data945))){
if(data945 < 0 || isNaN(data945)){
const err1362 = {instancePath:instancePath+"/skills/skill_creation/max_skills",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_skills/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1362];
}
else {
vErrors.push(err1362);
}
errors++;
}
}
let data946 = data942.max_task_chars;
if(!(((typeof data946 == "number") && (!(data946 % 1) && !isNaN(data946))) && (isFinite(data946)))){
const err1363 = {instancePath:instancePath+"/skills/skill_creation/max_task_chars",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_task_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1363];
}
else {
vErrors.push(err1363);
}
errors++;
}
if((typeof data946 == "number") && (isFinite(data946))){
if(data946 < 0 || isNaN(data946)){
const err1364 = {instancePath:instancePath+"/skills/skill_creation/max_task_chars",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_task_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1364];
}
else {
vErrors.push(err1364);
}
errors++;
}
}
let data947 = data942.max_tool_trace_chars;
if(!(((typeof data947 == "number") && (!(data947 % 1) && !isNaN(data947))) && (isFinite(data947)))){
const err1365 = {instancePath:instancePath+"/skills/skill_creation/max_tool_trace_chars",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_tool_trace_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1365];
}
else {
vErrors.push(err1365);
}
errors++;
}
if((typeof data947 == "number") && (isFinite(data947))){
if(data947 < 0 || isNaN(data947)){
const err1366 = {instancePath:instancePath+"/skills/skill_creation/max_tool_trace_chars",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_tool_trace_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1366];
}
else {
vErrors.push(err1366);
}
errors++;
}
}
if(typeof data942.reflection_enabled !== "boolean"){
const err1367 = {instancePath:instancePath+"/skills/skill_creation/reflection_enabled",schemaPath:"#/properties/skills/properties/skill_creation/properties/reflection_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1367];
}
else {
vErrors.push(err1367);
}
errors++;
}
let data949 = data942.similarity_threshold;
if((typeof data949 == "number") && (isFinite(data949))){
if(data949 > 1 || isNaN(data949)){
const err1368 = {instancePath:instancePath+"/skills/skill_creation/similarity_threshold",schemaPath:"#/properties/skills/properties/skill_creation/properties/similarity_threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1368];
}
else {
vErrors.push(err1368);
}
errors++;
}
if(data949 < 0 || isNaN(data949)){
const err1369 = {instancePath:instancePath+"/skills/skill_creation/similarity_threshold",schemaPath:"#/properties/skills/properties/skill_creation/properties/similarity_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1369];
}
else {
vErrors.push(err1369);
}
errors++;
}
}
else {
const err1370 = {instancePath:instancePath+"/skills/skill_creation/similarity_threshold",schemaPath:"#/properties/skills/properties/skill_creation/properties/similarity_threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1370];
}
else {
vErrors.push(err1370);
}
errors++;
}
}
else {
const err1371 = {instancePath:instancePath+"/skills/skill_creation",schemaPath:"#/properties/skills/properties/skill_creation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1371];
}
else {
vErrors.push(err1371);
}
errors++;
}
let data950 = data932.skill_improvement;
if(data950 && typeof data950 == "object" && !Array.isArray(data950)){
if(data950.cooldown_secs === undefined){
data950.cooldown_secs = 3600;
}
if(data950.enabled === undefined){
data950.enabled = false;
}
if(data950.max_review_iterations === undefined){
data950.max_review_iterations = 8;
}
if(data950.nudge_interval_iterations === undefined){
data950.nudge_interval_iterations = 10;
}
for(const key149 in data950){
if(!((((key149 === "cooldown_secs") || (key149 === "enabled")) || (key149 === "max_review_iterations")) || (key149 === "nudge_interval_iterations"))){
const err1372 = {instancePath:instancePath+"/skills/skill_improvement",schemaPath:"#/properties/skills/properties/skill_improvement/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key149},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1372];
}
else {
vErrors.push(err1372);
}
errors++;
}
}
let data951 = data950.cooldown_secs;
if(!(((typeof data951 == "number") && (!(data951 % 1) && !isNaN(data951))) && (isFinite(data951)))){
const err1373 = {instancePath:instancePath+"/skills/skill_improvement/cooldown_secs",schemaPath:"#/properties/skills/properties/skill_improvement/properties/cooldown_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1373];
}
else {
vErrors.push(err1373);
}
errors++;
}
if((typeof data951 == "number") && (isFinite(data951))){
if(data951 < 0 || isNaN(data951)){
const err1374 = {instancePath:instancePath+"/skills/skill_improvement/cooldown_secs",schemaPath:"#/properties/skills/properties/skill_improvement/properties/cooldown_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1374];
}
else {
vErrors.push(err1374);
}
errors++;
}
}
if(typeof data950.enabled !== "boolean"){
const err1375 = {instancePath:instancePath+"/skills/skill_improvement/enabled",schemaPath:"#/properties/skills/properties/skill_improvement/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1375];
}
else {
vErrors.push(err1375);
}
errors++;
}
let data953 = data950.max_review_iterations;
if(!(((typeof data953 == "number") && (!(data953 % 1) && !isNaN(data953))) && (isFinite(data953)))){
const err1376 = {instancePath:instancePath+"/skills/skill_improvement/max_review_iterations",schemaPath:"#/properties/skills/properties/skill_improvement/properties/max_review_iterations/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1376];
}
else {
vErrors.push(err1376);
}
errors++;
}
if((typeof data953 == "number") && (isFinite(data953))){
if(data953 < 0 || isNaN(data953)){
const err1377 = {instancePath:instancePath+"/skills/skill_improvement/max_review_iterations",schemaPath:"#/properties/skills/properties/skill_improvement/properties/max_review_iterations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1377];
}
else {
vErrors.push(err1377);
}
errors++;
}
}
let data954 = data950.nudge_interval_iterations;
if(!(((typeof data954 == "number") && (!(data954 % 1) && !isNaN(data954))) && (isFinite(data954)))){
const err1378 = {instancePath:instancePath+"/skills/skill_improvement/nudge_interval_iterations",schemaPath:"#/properties/skills/properties/skill_improvement/properties/nudge_interval_iterations/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1378];
}
else {
vErrors.push(err1378);
}
errors++;
}
if((typeof data954 == "number") && (isFinite(data954))){
if(data954 < 0 || isNaN(data954)){
const err1379 = {instancePath:instancePath+"/skills/skill_improvement/nudge_interval_iterations",schemaPath:"#/properties/skills/properties/skill_improvement/properties/nudge_interval_iterations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1379];
}
else {
vErrors.push(err1379);
}
errors++;
}
}
}
else {
const err1380 = {instancePath:instancePath+"/skills/skill_improvement",schemaPath:"#/properties/skills/properties/skill_improvement/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1380];
}
else {
vErrors.push(err1380);
}
errors++;
}
}
else {
const err1381 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1381];
}
else {
vErrors.push(err1381);
}
errors++;
}
let data955 = data.sop;
if(data955 && typeof data955 == "object" && !Array.isArray(data955)){
if(data955.approval === undefined){
data955.approval = {};
}
if(data955.approval_mode === undefined){
data955.approval_mode = {};
}
if(data955.approval_timeout_action === undefined){
data955.approval_timeout_action = {};
}
if(data955.approval_timeout_secs === undefined){
data955.approval_timeout_secs = 300;
}
if(data955.default_execution_mode === undefined){
data955.default_execution_mode = "supervised";
}
if(data955.maintenance_interval_secs === undefined){
data955.maintenance_interval_secs = 60;
}
if(data955.max_concurrent_total === undefined){
data955.max_concurrent_total = 4;
}
if(data955.max_finished_runs === undefined){
data955.max_finished_runs = 100;
}
if(data955.max_step_retries === undefined){
data955.max_step_retries = 2;
}
if(data955.max_step_visits === undefined){
data955.max_step_visits = 256;
}
if(data955.persist_runs === undefined){
data955.persist_runs = true;
}
if(data955.procedural_memory_enabled === undefined){
data955.procedural_memory_enabled = false;
}
if(data955.run_state_dir === undefined){
data955.run_state_dir = null;
}
if(data955.run_store_backend === undefined){
data955.run_store_backend = {};
}
if(data955.sops_dir === undefined){
data955.sops_dir = null;
}
if(data955.step_mandatory_tools === undefined){
data955.step_mandatory_tools = ["sop_advance","sop_approve","sop_status"];
}
if(data955.step_schema_enforce === undefined){
data955.step_schema_enforce = true;
}
if(data955.step_scope_enforce === undefined){
data955.step_scope_enforce = false;
}
if(data955.untrusted_frame_warning === undefined){
data955.untrusted_frame_warning = true;
}
if(data955.untrusted_guard_sensitivity === undefined){
data955.untrusted_guard_sensitivity = 0.7;
}
if(data955.untrusted_input_guard === undefined){
data955.untrusted_input_guard = "warn";
}
if(data955.untrusted_outbound_redact === undefined){
data955.untrusted_outbound_redact = true;
}
if(data955.untrusted_payload_max_bytes === undefined){
data955.untrusted_payload_max_bytes = 8192;
}
for(const key150 in data955){
if(!(func2.call(schema11.properties.sop.properties, key150))){
const err1382 = {instancePath:instancePath+"/sop",schemaPath:"#/properties/sop/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key150},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1382];
}
else {
vErrors.push(err1382);
}
errors++;
}
}
let data956 = data955.approval;
if(data956 && typeof data956 == "object" && !Array.isArray(data956)){
}
else {
const err1383 = {instancePath:instancePath+"/sop/approval",schemaPath:"#/properties/sop/properties/approval/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1383];
}
else {
vErrors.push(err1383);
}
errors++;
}
let data957 = data955.approval_mode;
if(data957 && typeof data957 == "object" && !Array.isArray(data957)){
}
else {
const err1384 = {instancePath:instancePath+"/sop/approval_mode",schemaPath:"#/properties/sop/properties/approval_mode/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1384];
}
else {
vErrors.push(err1384);
}
errors++;
}
let data958 = data955.approval_timeout_action;
if(data958 && typeof data958 == "object" && !Array.isArray(data958)){
}
else {
const err1385 = {instancePath:instancePath+"/sop/approval_timeout_action",schemaPath:"#/properties/sop/properties/approval_timeout_action/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1385];
}
else {
vErrors.push(err1385);
}
errors++;
}
let data959 = data955.approval_timeout_secs;
if(!(((typeof data959 == "number") && (!(data959 % 1) && !isNaN(data959))) && (isFinite(data959)))){
const err1386 = {instancePath:instancePath+"/sop/approval_timeout_secs",schemaPath:"#/properties/sop/properties/approval_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1386];
}
else {
vErrors.push(err1386);
}
errors++;
}
if((typeof data959 == "number") && (isFinite(data959))){
if(data959 < 1 || isNaN(data959)){
const err1387 = {instancePath:instancePath+"/sop/approval_timeout_secs",schemaPath:"#/properties/sop/properties/approval_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1387];
}
else {
vErrors.push(err1387);
}
errors++;
}
}
let data960 = data955.default_execution_mode;
if(typeof data960 !== "string"){
const err1388 = {instancePath:instancePath+"/sop/default_execution_mode",schemaPath:"#/properties/sop/properties/default_execution_mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1388];
}
else {
vErrors.push(err1388);
}
errors++;
}
if(!(((data960 === "auto") || (data960 === "supervised")) || (data960 === "step_by_step"))){
const err1389 = {instancePath:instancePath+"/sop/default_execution_mode",schemaPath:"#/properties/sop/properties/default_execution_mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.sop.properties.default_execution_mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1389];
}
else {
vErrors.push(err1389);
}
errors++;
}
let data961 = data955.maintenance_interval_secs;
if(!(((typeof data961 == "number") && (!(data961 % 1) && !isNaN(data961))) && (isFinite(data961)))){
const err1390 = {instancePath:instancePath+"/sop/maintenance_interval_secs",schemaPath:"#/properties/sop/properties/maintenance_interval_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1390];
}
else {
vErrors.push(err1390);
}
errors++;
}
if((typeof data961 == "number") && (isFinite(data961))){
if(data961 < 1 || isNaN(data961)){
const err1391 = {instancePath:instancePath+"/sop/maintenance_interval_secs",schemaPath:"#/properties/sop/properties/maintenance_interval_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1391];
}
else {
vErrors.push(err1391);
}
errors++;
}
}
let data962 = data955.max_concurrent_total;
if(!(((typeof data962 == "number") && (!(data962 % 1) && !isNaN(data962))) && (isFinite(data962)))){
const err1392 = {instancePath:instancePath+"/sop/max_concurrent_total",schemaPath:"#/properties/sop/properties/max_concurrent_total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1392];
}
else {
vErrors.push(err1392);
}
errors++;
}
if((typeof data962 == "number") && (isFinite(data962))){
if(data962 < 1 || isNaN(data962)){
const err1393 = {instancePath:instancePath+"/sop/max_concurrent_total",schemaPath:"#/properties/sop/properties/max_concurrent_total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1393];
}
else {
vErrors.push(err1393);
}
errors++;
}
}
let data963 = data955.max_finished_runs;
if(!(((typeof data963 == "number") && (!(data963 % 1) && !isNaN(data963))) && (isFinite(data963)))){
const err1394 = {instancePath:instancePath+"/sop/max_finished_runs",schemaPath:"#/properties/sop/properties/max_finished_runs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1394];
}
else {
vErrors.push(err1394);
}
errors++;
}
if((typeof data963 == "number") && (isFinite(data963))){
if(data963 < 0 || isNaN(data963)){
const err1395 = {instancePath:instancePath+"/sop/max_finished_runs",schemaPath:"#/properties/sop/properties/max_finished_runs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1395];
}
else {
vErrors.push(err1395);
}
errors++;
}
}
let data964 = data955.max_step_retries;
if(!(((typeof data964 == "number") && (!(data964 % 1) && !isNaN(data964))) && (isFinite(data964)))){
const err1396 = {instancePath:instancePath+"/sop/max_step_retries",schemaPath:"#/properties/sop/properties/max_step_retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1396];
}
else {
vErrors.push(err1396);
}
errors++;
}
if((typeof data964 == "number") && (isFinite(data964))){
if(data964 < 0 || isNaN(data964)){
const err1397 = {instancePath:instancePath+"/sop/max_step_retries",schemaPath:"#/properties/sop/properties/max_step_retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1397];
}
else {
vErrors.push(err1397);
}
errors++;
}
}
let data965 = data955.max_step_visits;
if(!(((typeof data965 == "number") && (!(data965 % 1) && !isNaN(data965))) && (isFinite(data965)))){
const err1398 = {instancePath:instancePath+"/sop/max_step_visits",schemaPath:"#/properties/sop/properties/max_step_visits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1398];
}
else {
vErrors.push(err1398);
}
errors++;
}
if((typeof data965 == "number") && (isFinite(data965))){
if(data965 < 1 || isNaN(data965)){
const err1399 = {instancePath:instancePath+"/sop/max_step_visits",schemaPath:"#/properties/sop/properties/max_step_visits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1399];
}
else {
vErrors.push(err1399);
}
errors++;
}
}
if(typeof data955.persist_runs !== "boolean"){
const err1400 = {instancePath:instancePath+"/sop/persist_runs",schemaPath:"#/properties/sop/properties/persist_runs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1400];
}
else {
vErrors.push(err1400);
}
errors++;
}
if(typeof data955.procedural_memory_enabled !== "boolean"){
const err1401 = {instancePath:instancePath+"/sop/procedural_memory_enabled",schemaPath:"#/properties/sop/properties/procedural_memory_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1401];
}
else {
vErrors.push(err1401);
}
errors++;
}
let data968 = data955.run_state_dir;
if((typeof data968 !== "string") && (data968 !== null)){
const err1402 = {instancePath:instancePath+"/sop/run_state_dir",schemaPath:"#/properties/sop/properties/run_state_dir/type",keyword:"type",params:{type: schema11.properties.sop.properties.run_state_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1402];
}
else {
vErrors.push(err1402);
}
errors++;
}
let data969 = data955.run_store_backend;
if(data969 && typeof data969 == "object" && !Array.isArray(data969)){
if(data969.kind === undefined){
data969.kind = "auto";
}
let data970 = data969.kind;
if(typeof data970 !== "string"){
const err1403 = {instancePath:instancePath+"/sop/run_store_backend/kind",schemaPath:"#/properties/sop/properties/run_store_backend/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1403];
}
else {
vErrors.push(err1403);
}
errors++;
}
if(!((((data970 === "auto") || (data970 === "postgres")) || (data970 === "sqlite")) || (data970 === "memory"))){
const err1404 = {instancePath:instancePath+"/sop/run_store_backend/kind",schemaPath:"#/properties/sop/properties/run_store_backend/properties/kind/enum",keyword:"enum",params:{allowedValues: schema11.properties.sop.properties.run_store_backend.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1404];
}
else {
vErrors.push(err1404);
}
errors++;
}
}
else {
const err1405 = {instancePath:instancePath+"/sop/run_store_backend",schemaPath:"#/properties/sop/properties/run_store_backend/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1405];
}
else {
vErrors.push(err1405);
}
errors++;
}
let data971 = data955.sops_dir;
if((typeof data971 !== "string") && (data971 !== null)){
const err1406 = {instancePath:instancePath+"/sop/sops_dir",schemaPath:"#/properties/sop/properties/sops_dir/type",keyword:"type",params:{type: schema11.properties.sop.properties.sops_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1406];
}
else {
vErrors.push(err1406);
}
errors++;
}
let data972 = data955.step_mandatory_tools;
if(Array.isArray(data972)){
const len88 = data972.length;
for(let i88=0; i88<len88; i88++){
if(typeof data972[i88] !== "string"){
const err1407 = {instancePath:instancePath+"/sop/step_mandatory_tools/" + i88,schemaPath:"#/properties/sop/properties/step_mandatory_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1407];
}
else {
vErrors.push(err1407);
}
errors++;
}
}
}
else {
const err1408 = {instancePath:instancePath+"/sop/step_mandatory_tools",schemaPath:"#/properties/sop/properties/step_mandatory_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1408];
}
else {
vErrors.push(err1408);
}
errors++;
}
if(typeof data955.step_schema_enforce !== "boolean"){
const err1409 = {instancePath:instancePath+"/sop/step_schema_enforce",schemaPath:"#/properties/sop/properties/step_schema_enforce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1409];
}
else {
vErrors.push(err1409);
}
errors++;
}
if(typeof data955.step_scope_enforce !== "boolean"){
const err1410 = {instancePath:instancePath+"/sop/step_scope_enforce",schemaPath:"#/properties/sop/properties/step_scope_enforce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1410];
}
else {
vErrors.push(err1410);
}
errors++;
}
if(typeof data955.untrusted_frame_warning !== "boolean"){
const err1411 = {instancePath:instancePath+"/sop/untrusted_frame_warning",schemaPath:"#/properties/sop/properties/untrusted_frame_warning/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1411];
}
else {
vErrors.push(err1411);
}
errors++;
}
let data977 = data955.untrusted_guard_sensitivity;
if((typeof data977 == "number") && (isFinite(data977))){
if(data977 > 1 || isNaN(data977)){
const err1412 = {instancePath:instancePath+"/sop/untrusted_guard_sensitivity",schemaPath:"#/properties/sop/properties/untrusted_guard_sensitivity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1412];
}
else {
vErrors.push(err1412);
}
errors++;
}
if(data977 < 0 || isNaN(data977)){
const err1413 = {instancePath:instancePath+"/sop/untrusted_guard_sensitivity",schemaPath:"#/properties/sop/properties/untrusted_guard_sensitivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1413];
}
else {
vErrors.push(err1413);
}
errors++;
}
}
else {
const err1414 = {instancePath:instancePath+"/sop/untrusted_guard_sensitivity",schemaPath:"#/properties/sop/properties/untrusted_guard_sensitivity/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1414];
}
else {
vErrors.push(err1414);
}
errors++;
}
let data978 = data955.untrusted_input_guard;
if(typeof data978 !== "string"){
const err1415 = {instancePath:instancePath+"/sop/untrusted_input_guard",schemaPath:"#/properties/sop/properties/untrusted_input_guard/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1415];
}
else {
vErrors.push(err1415);
}
errors++;
}
if(!(((data978 === "warn") || (data978 === "block")) || (data978 === "sanitize"))){
const err1416 = {instancePath:instancePath+"/sop/untrusted_input_guard",schemaPath:"#/properties/sop/properties/untrusted_input_guard/enum",keyword:"enum",params:{allowedValues: schema11.properties.sop.properties.untrusted_input_guard.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1416];
}
else {
vErrors.push(err1416);
}
errors++;
}
if(typeof data955.untrusted_outbound_redact !== "boolean"){
const err1417 = {instancePath:instancePath+"/sop/untrusted_outbound_redact",schemaPath:"#/properties/sop/properties/untrusted_outbound_redact/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1417];
}
else {
vErrors.push(err1417);
}
errors++;
}
let data980 = data955.untrusted_payload_max_bytes;
if(!(((typeof data980 == "number") && (!(data980 % 1) && !isNaN(data980))) && (isFinite(data980)))){
const err1418 = {instancePath:instancePath+"/sop/untrusted_payload_max_bytes",schemaPath:"#/properties/sop/properties/untrusted_payload_max_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1418];
}
else {
vErrors.push(err1418);
}
errors++;
}
if((typeof data980 == "number") && (isFinite(data980))){
if(data980 < 1 || isNaN(data980)){
const err1419 = {instancePath:instancePath+"/sop/untrusted_payload_max_bytes",schemaPath:"#/properties/sop/properties/untrusted_payload_max_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1419];
}
else {
vErrors.push(err1419);
}
errors++;
}
}
}
else {
const err1420 = {instancePath:instancePath+"/sop",schemaPath:"#/properties/sop/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1420];
}
else {
vErrors.push(err1420);
}
errors++;
}
let data981 = data.storage;
if(data981 && typeof data981 == "object" && !Array.isArray(data981)){
if(data981.lucid === undefined){
data981.lucid = {};
}
if(data981.markdown === undefined){
data981.markdown = {};
}
if(data981.postgres === undefined){
data981.postgres = {};
}
if(data981.qdrant === undefined){
data981.qdrant = {};
}
if(data981.sqlite === undefined){
data981.sqlite = {};
}
for(const key151 in data981){
if(!(((((key151 === "lucid") || (key151 === "markdown")) || (key151 === "postgres")) || (key151 === "qdrant")) || (key151 === "sqlite"))){
const err1421 = {instancePath:instancePath+"/storage",schemaPath:"#/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key151},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1421];
}
else {
vErrors.push(err1421);
}
errors++;
}
}
let data982 = data981.lucid;
if(data982 && typeof data982 == "object" && !Array.isArray(data982)){
for(const key152 in data982){
let data983 = data982[key152];
if(data983 && typeof data983 == "object" && !Array.isArray(data983)){
if(data983.url === undefined){
data983.url = null;
}
if(data983.collection === undefined){
data983.collection = null;
}
if(data983.api_key === undefined){
data983.api_key = null;
}
let data984 = data983.url;
if((typeof data984 !== "string") && (data984 !== null)){
const err1422 = {instancePath:instancePath+"/storage/lucid/" + key152.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/storage/properties/lucid/additionalProperties/properties/url/type",keyword:"type",params:{type: schema11.properties.storage.properties.lucid.additionalProperties.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1422];
}
else {
vErrors.push(err1422);
}
errors++;
}
let data985 = data983.collection;
if((typeof data985 !== "string") && (data985 !== null)){
const err1423 = {instancePath:instancePath+"/storage/lucid/" + key152.replace(/~/g, "~0").replace(/\//g, "~1")+"/collection",schemaPath:"#/properties/storage/properties/lucid/additionalProperties/properties/collection/type",keyword:"type",params:{type: schema11.properties.storage.properties.lucid.additionalProperties.properties.collection.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1423];
}
else {
vErrors.push(err1423);
}
errors++;
}
let data986 = data983.api_key;
if((typeof data986 !== "string") && (data986 !== null)){
const err1424 = {instancePath:instancePath+"/storage/lucid/" + key152.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/storage/properties/lucid/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.storage.properties.lucid.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1424];
}
else {
vErrors.push(err1424);
}
errors++;
}
}
else {
const err1425 = {instancePath:instancePath+"/storage/lucid/" + key152.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/storage/properties/lucid/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1425];
}
else {
vErrors.push(err1425);
}
errors++;
}
}
const aliasErrors25 = keyword0(data982, instancePath+"/storage/lucid", "#/properties/storage/properties/lucid/x-alias-map");
if(!(aliasErrors25 === null)){
vErrors = vErrors === null ? aliasErrors25 : vErrors.concat(aliasErrors25);
errors = vErrors.length;
}
}
else {
const err1426 = {instancePath:instancePath+"/storage/lucid",schemaPath:"#/properties/storage/properties/lucid/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1426];
}
else {
vErrors.push(err1426);
}
errors++;
}
let data987 = data981.markdown;
if(data987 && typeof data987 == "object" && !Array.isArray(data987)){
for(const key153 in data987){
let data988 = data987[key153];
if(data988 && typeof data988 == "object" && !Array.isArray(data988)){
if(data988.url === undefined){
data988.url = null;
}
if(data988.collection === undefined){
data988.collection = null;
}
if(data988.api_key === undefined){
data988.api_key = null;
}
let data989 = data988.url;
if((typeof data989 !== "string") && (data989 !== null)){
const err1427 = {instancePath:instancePath+"/storage/markdown/" + key153.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/storage/properties/markdown/additionalProperties/properties/url/type",keyword:"type",params:{type: schema11.properties.storage.properties.markdown.additionalProperties.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1427];
}
else {
vErrors.push(err1427);
}
errors++;
}
let data990 = data988.collection;
if((typeof data990 !== "string") && (data990 !== null)){
const err1428 = {instancePath:instancePath+"/storage/markdown/" + key153.replace(/~/g, "~0").replace(/\//g, "~1")+"/collection",schemaPath:"#/properties/storage/properties/markdown/additionalProperties/properties/collection/type",keyword:"type",params:{type: schema11.properties.storage.properties.markdown.additionalProperties.properties.collection.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1428];
}
else {
vErrors.push(err1428);
}
errors++;
}
let data991 = data988.api_key;
if((typeof data991 !== "string") && (data991 !== null)){
const err1429 = {instancePath:instancePath+"/storage/markdown/" + key153.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/storage/properties/markdown/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.storage.properties.markdown.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1429];
}
else {
vErrors.push(err1429);
}
errors++;
}
}
else {
const err1430 = {instancePath:instancePath+"/storage/markdown/" + key153.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/storage/properties/markdown/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1430];
}
else {
vErrors.push(err1430);
}
errors++;
}
}
const aliasErrors26 = keyword0(data987, instancePath+"/storage/markdown", "#/properties/storage/properties/markdown/x-alias-map");
if(!(aliasErrors26 === null)){
vErrors = vErrors === null ? aliasErrors26 : vErrors.concat(aliasErrors26);
errors = vErrors.length;
}
}
else {
const err1431 = {instancePath:instancePath+"/storage/markdown",schemaPath:"#/properties/storage/properties/markdown/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1431];
}
else {
vErrors.push(err1431);
}
errors++;
}
let data992 = data981.postgres;
if(data992 && typeof data992 == "object" && !Array.isArray(data992)){
for(const key154 in data992){
let data993 = data992[key154];
if(data993 && typeof data993 == "object" && !Array.isArray(data993)){
if(data993.url === undefined){
data993.url = null;
}
if(data993.collection === undefined){
data993.collection = null;
}
if(data993.api_key === undefined){
data993.api_key = null;
}
let data994 = data993.url;
if((typeof data994 !== "string") && (data994 !== null)){
const err1432 = {instancePath:instancePath+"/storage/postgres/" + key154.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/storage/properties/postgres/additionalProperties/properties/url/type",keyword:"type",params:{type: schema11.properties.storage.properties.postgres.additionalProperties.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1432];
}
else {
vErrors.push(err1432);
}
errors++;
}
let data995 = data993.collection;
if((typeof data995 !== "string") && (data995 !== null)){
const err1433 = {instancePath:instancePath+"/storage/postgres/" + key154.replace(/~/g, "~0").replace(/\//g, "~1")+"/collection",schemaPath:"#/properties/storage/properties/postgres/additionalProperties/properties/collection/type",keyword:"type",params:{type: schema11.properties.storage.properties.postgres.additionalProperties.properties.collection.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1433];
}
else {
vErrors.push(err1433);
}
errors++;
}
let data996 = data993.api_key;
if((typeof data996 !== "string") && (data996 !== null)){
const err1434 = {instancePath:instancePath+"/storage/postgres/" + key154.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/storage/properties/postgres/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.storage.properties.postgres.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1434];
}
else {
vErrors.push(err1434);
}
errors++;
}
}
else {
const err1435 = {instancePath:instancePath+"/storage/postgres/" + key154.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/storage/properties/postgres/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1435];
}
else {
vErrors.push(err1435);
}
errors++;
}
}
const aliasErrors27 = keyword0(data992, instancePath+"/storage/postgres", "#/properties/storage/properties/postgres/x-alias-map");
if(!(aliasErrors27 === null)){
vErrors = vErrors === null ? aliasErrors27 : vErrors.concat(aliasErrors27);
errors = vErrors.length;
}
}
else {
const err1436 = {instancePath:instancePath+"/storage/postgres",schemaPath:"#/properties/storage/properties/postgres/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1436];
}
else {
vErrors.push(err1436);
}
errors++;
}
let data997 = data981.qdrant;
if(data997 && typeof data997 == "object" && !Array.isArray(data997)){
for(const key155 in data997){
let data998 = data997[key155];
if(data998 && typeof data998 == "object" && !Array.isArray(data998)){
if(data998.url === undefined){
data998.url = null;
}
if(data998.collection === undefined){
data998.collection = null;
}
if(data998.api_key === undefined){
data998.api_key = null;
}
let data999 = data998.url;
if((typeof data999 !== "string") && (data999 !== null)){
const err1437 = {instancePath:instancePath+"/storage/qdrant/" + key155.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/storage/properties/qdrant/additionalProperties/properties/url/type",keyword:"type",params:{type: schema11.properties.storage.properties.qdrant.additionalProperties.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1437];
}
else {
vErrors.push(err1437);
}
errors++;
}
let data1000 = data998.collection;
if((typeof data1000 !== "string") && (data1000 !== null)){
const err1438 = {instancePath:instancePath+"/storage/qdrant/" + key155.replace(/~/g, "~0").replace(/\//g, "~1")+"/collection",schemaPath:"#/properties/storage/properties/qdrant/additionalProperties/properties/collection/type",keyword:"type",params:{type: schema11.properties.storage.properties.qdrant.additionalProperties.properties.collection.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1438];
}
else {
vErrors.push(err1438);
}
errors++;
}
let data1001 = data998.api_key;
if((typeof data1001 !== "string") && (data1001 !== null)){
const err1439 = {instancePath:instancePath+"/storage/qdrant/" + key155.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/storage/properties/qdrant/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.storage.properties.qdrant.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1439];
}
else {
vErrors.push(err1439);
}
errors++;
}
}
else {
const err1440 = {instancePath:instancePath+"/storage/qdrant/" + key155.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/storage/properties/qdrant/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1440];
}
else {
vErrors.push(err1440);
}
errors++;
}
}
const aliasErrors28 = keyword0(data997, instancePath+"/storage/qdrant", "#/properties/storage/properties/qdrant/x-alias-map");
if(!(aliasErrors28 === null)){
vErrors = vErrors === null ? aliasErrors28 : vErrors.concat(aliasErrors28);
errors = vErrors.length;
}
}
else {
const err1441 = {instancePath:instancePath+"/storage/qdrant",schemaPath:"#/properties/storage/properties/qdrant/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1441];
}
else {
vErrors.push(err1441);
}
errors++;
}
let data1002 = data981.sqlite;
if(data1002 && typeof data1002 == "object" && !Array.isArray(data1002)){
for(const key156 in data1002){
let data1003 = data1002[key156];
if(data1003 && typeof data1003 == "object" && !Array.isArray(data1003)){
if(data1003.url === undefined){
data1003.url = null;
}
if(data1003.collection === undefined){
data1003.collection = null;
}
if(data1003.api_key === undefined){
data1003.api_key = null;
}
let data1004 = data1003.url;
if((typeof data1004 !== "string") && (data1004 !== null)){
const err1442 = {instancePath:instancePath+"/storage/sqlite/" + key156.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/storage/properties/sqlite/additionalProperties/properties/url/type",keyword:"type",params:{type: schema11.properties.storage.properties.sqlite.additionalProperties.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1442];
}
else {
vErrors.push(err1442);
}
errors++;
}
let data1005 = data1003.collection;
if((typeof data1005 !== "string") && (data1005 !== null)){
const err1443 = {instancePath:instancePath+"/storage/sqlite/" + key156.replace(/~/g, "~0").replace(/\//g, "~1")+"/collection",schemaPath:"#/properties/storage/properties/sqlite/additionalProperties/properties/collection/type",keyword:"type",params:{type: schema11.properties.storage.properties.sqlite.additionalProperties.properties.collection.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1443];
}
else {
vErrors.push(err1443);
}
errors++;
}
let data1006 = data1003.api_key;
if((typeof data1006 !== "string") && (data1006 !== null)){
const err1444 = {instancePath:instancePath+"/storage/sqlite/" + key156.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/storage/properties/sqlite/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.storage.properties.sqlite.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1444];
}
else {
vErrors.push(err1444);
}
errors++;
}
}
else {
const err1445 = {instancePath:instancePath+"/storage/sqlite/" + key156.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/storage/properties/sqlite/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1445];
}
else {
vErrors.push(err1445);
}
errors++;
}
}
const aliasErrors29 = keyword0(data1002, instancePath+"/storage/sqlite", "#/properties/storage/properties/sqlite/x-alias-map");
if(!(aliasErrors29 === null)){
vErrors = vErrors === null ? aliasErrors29 : vErrors.concat(aliasErrors29);
errors = vErrors.length;
}
}
else {
const err1446 = {instancePath:instancePath+"/storage/sqlite",schemaPath:"#/properties/storage/properties/sqlite/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1446];
}
else {
vErrors.push(err1446);
}
errors++;
}
}
else {
const err1447 = {instancePath:instancePath+"/storage",schemaPath:"#/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1447];
}
else {
vErrors.push(err1447);
}
errors++;
}
let data1007 = data.text_browser;
if(data1007 && typeof data1007 == "object" && !Array.isArray(data1007)){
if(data1007.allowed_private_hosts === undefined){
data1007.allowed_private_hosts = [];
}
if(data1007.enabled === undefined){
data1007.enabled = false;
}
if(data1007.preferred_browser === undefined){
data1007.preferred_browser = null;
}
if(data1007.timeout_secs === undefined){
data1007.timeout_secs = 30;
}
for(const key157 in data1007){
if(!((((key157 === "allowed_private_hosts") || (key157 === "enabled")) || (key157 === "preferred_browser")) || (key157 === "timeout_secs"))){
const err1448 = {instancePath:instancePath+"/text_browser",schemaPath:"#/properties/text_browser/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key157},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1448];
}
else {
vErrors.push(err1448);
}
errors++;
}
}
let data1008 = data1007.allowed_private_hosts;
if(Array.isArray(data1008)){
const len89 = data1008.length;
for(let i89=0; i89<len89; i89++){
if(typeof data1008[i89] !== "string"){
const err1449 = {instancePath:instancePath+"/text_browser/allowed_private_hosts/" + i89,schemaPath:"#/properties/text_browser/properties/allowed_private_hosts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1449];
}
else {
vErrors.push(err1449);
}
errors++;
}
}
}
else {
const err1450 = {instancePath:instancePath+"/text_browser/allowed_private_hosts",schemaPath:"#/properties/text_browser/properties/allowed_private_hosts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1450];
}
else {
vErrors.push(err1450);
}
errors++;
}
if(typeof data1007.enabled !== "boolean"){
const err1451 = {instancePath:instancePath+"/text_browser/enabled",schemaPath:"#/properties/text_browser/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1451];
}
else {
vErrors.push(err1451);
}
errors++;
}
let data1011 = data1007.preferred_browser;
if((typeof data1011 !== "string") && (data1011 !== null)){
const err1452 = {instancePath:instancePath+"/text_browser/preferred_browser",schemaPath:"#/properties/text_browser/properties/preferred_browser/type",keyword:"type",params:{type: schema11.properties.text_browser.properties.preferred_browser.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1452];
}
else {
vErrors.push(err1452);
}
errors++;
}
if(!((((data1011 === "lynx") || (data1011 === "links")) || (data1011 === "w3m")) || (data1011 === null))){
const err1453 = {instancePath:instancePath+"/text_browser/preferred_browser",schemaPath:"#/properties/text_browser/properties/preferred_browser/enum",keyword:"enum",params:{allowedValues: schema11.properties.text_browser.properties.preferred_browser.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1453];
}
else {
vErrors.push(err1453);
}
errors++;
}
let data1012 = data1007.timeout_secs;
if(!(((typeof data1012 == "number") && (!(data1012 % 1) && !isNaN(data1012))) && (isFinite(data1012)))){
const err1454 = {instancePath:instancePath+"/text_browser/timeout_secs",schemaPath:"#/properties/text_browser/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1454];
}
else {
vErrors.push(err1454);
}
errors++;
}
if((typeof data1012 == "number") && (isFinite(data1012))){
if(data1012 < 0 || isNaN(data1012)){
const err1455 = {instancePath:instancePath+"/text_browser/timeout_secs",schemaPath:"#/properties/text_browser/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1455];
}
else {
vErrors.push(err1455);
}
errors++;
}
}
}
else {
const err1456 = {instancePath:instancePath+"/text_browser",schemaPath:"#/properties/text_browser/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1456];
}
else {
vErrors.push(err1456);
}
errors++;
}
let data1013 = data.tools;
if(data1013 && typeof data1013 == "object" && !Array.isArray(data1013)){
if(data1013.optional === undefined){
data1013.optional = ["*"];
}
for(const key158 in data1013){
if(!(key158 === "optional")){
const err1457 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key158},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1457];
}
else {
vErrors.push(err1457);
}
errors++;
}
}
let data1014 = data1013.optional;
if(Array.isArray(data1014)){
const len90 = data1014.length;
for(let i90=0; i90<len90; i90++){
if(typeof data1014[i90] !== "string"){
const err1458 = {instancePath:instancePath+"/tools/optional/" + i90,schemaPath:"#/properties/tools/properties/optional/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1458];
}
else {
vErrors.push(err1458);
}
errors++;
}
}
}
else {
const err1459 = {instancePath:instancePath+"/tools/optional",schemaPath:"#/properties/tools/properties/optional/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1459];
}
else {
vErrors.push(err1459);
}
errors++;
}
}
else {
const err1460 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1460];
}
else {
vErrors.push(err1460);
}
errors++;
}
let data1016 = data.transcription;
if(data1016 && typeof data1016 == "object" && !Array.isArray(data1016)){
if(data1016.api_key === undefined){
data1016.api_key = null;
}
if(data1016.api_url === undefined){
data1016.api_url = "https://api.groq.com/openai/v1/audio/transcriptions";
}
if(data1016.enabled === undefined){
data1016.enabled = false;
}
if(data1016.initial_prompt === undefined){
data1016.initial_prompt = null;
}
if(data1016.language === undefined){
data1016.language = null;
}
if(data1016.max_audio_bytes === undefined){
data1016.max_audio_bytes = null;
}
if(data1016.max_duration_secs === undefined){
data1016.max_duration_secs = 120;
}
if(data1016.model === undefined){
data1016.model = "whisper-large-v3-turbo";
}
if(data1016.transcribe_non_ptt_audio === undefined){
data1016.transcribe_non_ptt_audio = false;
}
if(data1016.assemblyai === undefined){
data1016.assemblyai = {};
}
if(data1016.deepgram === undefined){
data1016.deepgram = {};
}
if(data1016.google === undefined){
data1016.google = {};
}
if(data1016.openai === undefined){
data1016.openai = {};
}
for(const key159 in data1016){
if(!(func2.call(schema11.properties.transcription.properties, key159))){
const err1461 = {instancePath:instancePath+"/transcription",schemaPath:"#/properties/transcription/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key159},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1461];
}
else {
vErrors.push(err1461);
}
errors++;
}
}
let data1017 = data1016.api_key;
if((typeof data1017 !== "string") && (data1017 !== null)){
const err1462 = {instancePath:instancePath+"/transcription/api_key",schemaPath:"#/properties/transcription/properties/api_key/type",keyword:"type",params:{type: schema11.properties.transcription.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1462];
}
else {
vErrors.push(err1462);
}
errors++;
}
if(typeof data1016.api_url !== "string"){
const err1463 = {instancePath:instancePath+"/transcription/api_url",schemaPath:"#/properties/transcription/properties/api_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1463];
}
else {
vErrors.push(err1463);
}
errors++;
}
if(typeof data1016.enabled !== "boolean"){
const err1464 = {instancePath:instancePath+"/transcription/enabled",schemaPath:"#/properties/transcription/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1464];
}
else {
vErrors.push(err1464);
}
errors++;
}
let data1020 = data1016.initial_prompt;
if((typeof data1020 !== "string") && (data1020 !== null)){
const err1465 = {instancePath:instancePath+"/transcription/initial_prompt",schemaPath:"#/properties/transcription/properties/initial_prompt/type",keyword:"type",params:{type: schema11.properties.transcription.properties.initial_prompt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1465];
}
else {
vErrors.push(err1465);
}
errors++;
}
let data1021 = data1016.language;
if((typeof data1021 !== "string") && (data1021 !== null)){
const err1466 = {instancePath:instancePath+"/transcription/language",schemaPath:"#/properties/transcription/properties/language/type",keyword:"type",params:{type: schema11.properties.transcription.properties.language.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1466];
}
else {
vErrors.push(err1466);
}
errors++;
}
if(typeof data1021 === "string"){
if(!pattern22.test(data1021)){
const err1467 = {instancePath:instancePath+"/transcription/language",schemaPath:"#/properties/transcription/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}$"},message:"must match pattern \""+"^[a-z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err1467];
}
else {
vErrors.push(err1467);
}
errors++;
}
}
let data1022 = data1016.max_audio_bytes;
if((!(((typeof data1022 == "number") && (!(data1022 % 1) && !isNaN(data1022))) && (isFinite(data1022)))) && (data1022 !== null)){
const err1468 = {instancePath:instancePath+"/transcription/max_audio_bytes",schemaPath:"#/properties/transcription/properties/max_audio_bytes/type",keyword:"type",params:{type: schema11.properties.transcription.properties.max_audio_bytes.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1468];
}
else {
vErrors.push(err1468);
}
errors++;
}
if((typeof data1022 == "number") && (isFinite(data1022))){
if(data1022 < 1 || isNaN(data1022)){
const err1469 = {instancePath:instancePath+"/transcription/max_audio_bytes",schemaPath:"#/properties/transcription/properties/max_audio_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1469];
}
else {
vErrors.push(err1469);
}
errors++;
}
}
let data1023 = data1016.max_duration_secs;
if(!(((typeof data1023 == "number") && (!(data1023 % 1) && !isNaN(data1023))) && (isFinite(data1023)))){
const err1470 = {instancePath:instancePath+"/transcription/max_duration_secs",schemaPath:"#/properties/transcription/properties/max_duration_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1470];
}
else {
vErrors.push(err1470);
}
errors++;
}
if((typeof data1023 == "number") && (isFinite(data1023))){
if(data1023 < 1 || isNaN(data1023)){
const err1471 = {instancePath:instancePath+"/transcription/max_duration_secs",schemaPath:"#/properties/transcription/properties/max_duration_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1471];
}
else {
vErrors.push(err1471);
}
errors++;
}
}
if(typeof data1016.model !== "string"){
const err1472 = {instancePath:instancePath+"/transcription/model",schemaPath:"#/properties/transcription/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1472];
}
else {
vErrors.push(err1472);
}
errors++;
}
if(typeof data1016.transcribe_non_ptt_audio !== "boolean"){
const err1473 = {instancePath:instancePath+"/transcription/transcribe_non_ptt_audio",schemaPath:"#/properties/transcription/properties/transcribe_non_ptt_audio/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1473];
}
else {
vErrors.push(err1473);
}
errors++;
}
let data1026 = data1016.assemblyai;
if(data1026 && typeof data1026 == "object" && !Array.isArray(data1026)){
if(data1026.api_key === undefined){
data1026.api_key = null;
}
for(const key160 in data1026){
if(!(key160 === "api_key")){
const err1474 = {instancePath:instancePath+"/transcription/assemblyai",schemaPath:"#/properties/transcription/properties/assemblyai/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key160},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1474];
}
else {
vErrors.push(err1474);
}
errors++;
}
}
let data1027 = data1026.api_key;
if((typeof data1027 !== "string") && (data1027 !== null)){
const err1475 = {instancePath:instancePath+"/transcription/assemblyai/api_key",schemaPath:"#/properties/transcription/properties/assemblyai/properties/api_key/type",keyword:"type",params:{type: schema11.properties.transcription.properties.assemblyai.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1475];
}
else {
vErrors.push(err1475);
}
errors++;
}
}
else {
const err1476 = {instancePath:instancePath+"/transcription/assemblyai",schemaPath:"#/properties/transcription/properties/assemblyai/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1476];
}
else {
vErrors.push(err1476);
}
errors++;
}
let data1028 = data1016.deepgram;
if(data1028 && typeof data1028 == "object" && !Array.isArray(data1028)){
if(data1028.api_key === undefined){
data1028.api_key = null;
}
if(data1028.model === undefined){
data1028.model = "nova-2";
}
for(const key161 in data1028){
if(!((key161 === "api_key") || (key161 === "model"))){
const err1477 = {instancePath:instancePath+"/transcription/deepgram",schemaPath:"#/properties/transcription/properties/deepgram/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key161},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1477];
}
else {
vErrors.push(err1477);
}
errors++;
}
}
let data1029 = data1028.api_key;
if((typeof data1029 !== "string") && (data1029 !== null)){
const err1478 = {instancePath:instancePath+"/transcription/deepgram/api_key",schemaPath:"#/properties/transcription/properties/deepgram/properties/api_key/type",keyword:"type",params:{type: schema11.properties.transcription.properties.deepgram.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1478];
}
else {
vErrors.push(err1478);
}
errors++;
}
if(typeof data1028.model !== "string"){
const err1479 = {instancePath:instancePath+"/transcription/deepgram/model",schemaPath:"#/properties/transcription/properties/deepgram/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1479];
}
else {
vErrors.push(err1479);
}
errors++;
}
}
else {
const err1480 = {instancePath:instancePath+"/transcription/deepgram",schemaPath:"#/properties/transcription/properties/deepgram/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1480];
}
else {
vErrors.push(err1480);
}
errors++;
}
let data1031 = data1016.google;
if(data1031 && typeof data1031 == "object" && !Array.isArray(data1031)){
if(data1031.api_key === undefined){
data1031.api_key = null;
}
if(data1031.language_code === undefined){
data1031.language_code = "en-US";
}
for(const key162 in data1031){
if(!((key162 === "api_key") || (key162 === "language_code"))){
const err1481 = {instancePath:instancePath+"/transcription/google",schemaPath:"#/properties/transcription/properties/google/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key162},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1481];
}
else {
vErrors.push(err1481);
}
errors++;
}
}
let data1032 = data1031.api_key;
if((typeof data1032 !== "string") && (data1032 !== null)){
const err1482 = {instancePath:instancePath+"/transcription/google/api_key",schemaPath:"#/properties/transcription/properties/google/properties/api_key/type",keyword:"type",params:{type: schema11.properties.transcription.properties.google.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1482];
}
else {
vErrors.push(err1482);
}
errors++;
}
if(typeof data1031.language_code !== "string"){
const err1483 = {instancePath:instancePath+"/transcription/google/language_code",schemaPath:"#/properties/transcription/properties/google/properties/language_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1483];
}
else {
vErrors.push(err1483);
}
errors++;
}
}
else {
const err1484 = {instancePath:instancePath+"/transcription/google",schemaPath:"#/properties/transcription/properties/google/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1484];
}
else {
vErrors.push(err1484);
}
errors++;
}
if(data1016.local_whisper !== undefined){
let data1034 = data1016.local_whisper;
if(data1034 && typeof data1034 == "object" && !Array.isArray(data1034)){
if(data1034.bearer_token === undefined){
data1034.bearer_token = null;
}
if(data1034.max_audio_bytes === undefined){
data1034.max_audio_bytes = 26214400;
}
if(data1034.timeout_secs === undefined){
data1034.timeout_secs = 300;
}
if(data1034.url === undefined){
const err1485 = {instancePath:instancePath+"/transcription/local_whisper",schemaPath:"#/properties/transcription/properties/local_whisper/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1485];
}
else {
vErrors.push(err1485);
}
errors++;
}
for(const key163 in data1034){
if(!((((key163 === "url") || (key163 === "bearer_token")) || (key163 === "max_audio_bytes")) || (key163 === "timeout_secs"))){
const err1486 = {instancePath:instancePath+"/transcription/local_whisper",schemaPath:"#/properties/transcription/properties/local_whisper/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key163},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1486];
}
else {
vErrors.push(err1486);
}
errors++;
}
}
if(data1034.url !== undefined){
let data1035 = data1034.url;
if(typeof data1035 === "string"){
if(func3(data1035) < 1){
const err1487 = {instancePath:instancePath+"/transcription/local_whisper/url",schemaPath:"#/properties/transcription/properties/local_whisper/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1487];
}
else {
vErrors.push(err1487);
}
errors++;
}
}
else {
const err1488 = {instancePath:instancePath+"/transcription/local_whisper/url",schemaPath:"#/properties/transcription/properties/local_whisper/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1488];
}
else {
vErrors.push(err1488);
}
errors++;
}
}
let data1036 = data1034.bearer_token;
if((typeof data1036 !== "string") && (data1036 !== null)){
const err1489 = {instancePath:instancePath+"/transcription/local_whisper/bearer_token",schemaPath:"#/properties/transcription/properties/local_whisper/properties/bearer_token/type",keyword:"type",params:{type: schema11.properties.transcription.properties.local_whisper.properties.bearer_token.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1489];
}
else {
vErrors.push(err1489);
}
errors++;
}
let data1037 = data1034.max_audio_bytes;
if(!(((typeof data1037 == "number") && (!(data1037 % 1) && !isNaN(data1037))) && (isFinite(data1037)))){
const err1490 = {instancePath:instancePath+"/transcription/local_whisper/max_audio_bytes",schemaPath:"#/properties/transcription/properties/local_whisper/properties/max_audio_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1490];
}
else {
vErrors.push(err1490);
}
errors++;
}
if((typeof data1037 == "number") && (isFinite(data1037))){
if(data1037 < 1 || isNaN(data1037)){
const err1491 = {instancePath:instancePath+"/transcription/local_whisper/max_audio_bytes",schemaPath:"#/properties/transcription/properties/local_whisper/properties/max_audio_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1491];
}
else {
vErrors.push(err1491);
}
errors++;
}
}
let data1038 = data1034.timeout_secs;
if(!(((typeof data1038 == "number") && (!(data1038 % 1) && !isNaN(data1038))) && (isFinite(data1038)))){
const err1492 = {instancePath:instancePath+"/transcription/local_whisper/timeout_secs",schemaPath:"#/properties/transcription/properties/local_whisper/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1492];
}
else {
vErrors.push(err1492);
}
errors++;
}
if((typeof data1038 == "number") && (isFinite(data1038))){
if(data1038 < 1 || isNaN(data1038)){
const err1493 = {instancePath:instancePath+"/transcription/local_whisper/timeout_secs",schemaPath:"#/properties/transcription/properties/local_whisper/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1493];
}
else {
vErrors.push(err1493);
}
errors++;
}
}
}
else {
const err1494 = {instancePath:instancePath+"/transcription/local_whisper",schemaPath:"#/properties/transcription/properties/local_whisper/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1494];
}
else {
vErrors.push(err1494);
}
errors++;
}
}
let data1039 = data1016.openai;
if(data1039 && typeof data1039 == "object" && !Array.isArray(data1039)){
if(data1039.api_key === undefined){
data1039.api_key = null;
}
if(data1039.model === undefined){
data1039.model = "whisper-1";
}
for(const key164 in data1039){
if(!((key164 === "api_key") || (key164 === "model"))){
const err1495 = {instancePath:instancePath+"/transcription/openai",schemaPath:"#/properties/transcription/properties/openai/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key164},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1495];
}
else {
vErrors.push(err1495);
}
errors++;
}
}
let data1040 = data1039.api_key;
if((typeof data1040 !== "string") && (data1040 !== null)){
const err1496 = {instancePath:instancePath+"/transcription/openai/api_key",schemaPath:"#/properties/transcription/properties/openai/properties/api_key/type",keyword:"type",params:{type: schema11.properties.transcription.properties.openai.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1496];
}
else {
vErrors.push(err1496);
}
errors++;
}
if(typeof data1039.model !== "string"){
const err1497 = {instancePath:instancePath+"/transcription/openai/model",schemaPath:"#/properties/transcription/properties/openai/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1497];
}
else {
vErrors.push(err1497);
}
errors++;
}
}
else {
const err1498 = {instancePath:instancePath+"/transcription/openai",schemaPath:"#/properties/transcription/properties/openai/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1498];
}
else {
vErrors.push(err1498);
}
errors++;
}
}
else {
const err1499 = {instancePath:instancePath+"/transcription",schemaPath:"#/properties/transcription/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1499];
}
else {
vErrors.push(err1499);
}
errors++;
}
let data1042 = data.trust;
if(data1042 && typeof data1042 == "object" && !Array.isArray(data1042)){
if(data1042.correction_penalty === undefined){
data1042.correction_penalty = 0.05;
}
if(data1042.decay_half_life_days === undefined){
data1042.decay_half_life_days = 30;
}
if(data1042.initial_score === undefined){
data1042.initial_score = 0.8;
}
if(data1042.regression_threshold === undefined){
data1042.regression_threshold = 0.5;
}
if(data1042.success_boost === undefined){
data1042.success_boost = 0.01;
}
for(const key165 in data1042){
if(!(((((key165 === "correction_penalty") || (key165 === "decay_half_life_days")) || (key165 === "initial_score")) || (key165 === "regression_threshold")) || (key165 === "success_boost"))){
const err1500 = {instancePath:instancePath+"/trust",schemaPath:"#/properties/trust/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key165},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1500];
}
else {
vErrors.push(err1500);
}
errors++;
}
}
let data1043 = data1042.correction_penalty;
if((typeof data1043 == "number") && (isFinite(data1043))){
if(data1043 > 1 || isNaN(data1043)){
const err1501 = {instancePath:instancePath+"/trust/correction_penalty",schemaPath:"#/properties/trust/properties/correction_penalty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1501];
}
else {
vErrors.push(err1501);
}
errors++;
}
if(data1043 < 0 || isNaN(data1043)){
const err1502 = {instancePath:instancePath+"/trust/correction_penalty",schemaPath:"#/properties/trust/properties/correction_penalty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1502];
}
else {
vErrors.push(err1502);
}
errors++;
}
}
else {
const err1503 = {instancePath:instancePath+"/trust/correction_penalty",schemaPath:"#/properties/trust/properties/correction_penalty/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1503];
}
else {
vErrors.push(err1503);
}
errors++;
}
let data1044 = data1042.decay_half_life_days;
if((typeof data1044 == "number") && (isFinite(data1044))){
if(data1044 <= 0 || isNaN(data1044)){
const err1504 = {instancePath:instancePath+"/trust/decay_half_life_days",schemaPath:"#/properties/trust/properties/decay_half_life_days/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err1504];
}
else {
vErrors.push(err1504);
}
errors++;
}
}
else {
const err1505 = {instancePath:instancePath+"/trust/decay_half_life_days",schemaPath:"#/properties/trust/properties/decay_half_life_days/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1505];
}
else {
vErrors.push(err1505);
}
errors++;
}
let data1045 = data1042.initial_score;
if((typeof data1045 == "number") && (isFinite(data1045))){
if(data1045 > 1 || isNaN(data1045)){
const err1506 = {instancePath:instancePath+"/trust/initial_score",schemaPath:"#/properties/trust/properties/initial_score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1506];
}
else {
vErrors.push(err1506);
}
errors++;
}
if(data1045 < 0 || isNaN(data1045)){
const err1507 = {instancePath:instancePath+"/trust/initial_score",schemaPath:"#/properties/trust/properties/initial_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1507];
}
else {
vErrors.push(err1507);
}
errors++;
}
}
else {
const err1508 = {instancePath:instancePath+"/trust/initial_score",schemaPath:"#/properties/trust/properties/initial_score/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1508];
}
else {
vErrors.push(err1508);
}
errors++;
}
let data1046 = data1042.regression_threshold;
if((typeof data1046 == "number") && (isFinite(data1046))){
if(data1046 > 1 || isNaN(data1046)){
const err1509 = {instancePath:instancePath+"/trust/regression_threshold",schemaPath:"#/properties/trust/properties/regression_threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1509];
}
else {
vErrors.push(err1509);
}
errors++;
}
if(data1046 < 0 || isNaN(data1046)){
const err1510 = {instancePath:instancePath+"/trust/regression_threshold",schemaPath:"#/properties/trust/properties/regression_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1510];
}
else {
vErrors.push(err1510);
}
errors++;
}
}
else {
const err1511 = {instancePath:instancePath+"/trust/regression_threshold",schemaPath:"#/properties/trust/properties/regression_threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1511];
}
else {
vErrors.push(err1511);
}
errors++;
}
let data1047 = data1042.success_boost;
if((typeof data1047 == "number") && (isFinite(data1047))){
if(data1047 > 1 || isNaN(data1047)){
const err1512 = {instancePath:instancePath+"/trust/success_boost",schemaPath:"#/properties/trust/properties/success_boost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1512];
}
else {
vErrors.push(err1512);
}
errors++;
}
if(data1047 < 0 || isNaN(data1047)){
const err1513 = {instancePath:instancePath+"/trust/success_boost",schemaPath:"#/properties/trust/properties/success_boost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1513];
}
else {
vErrors.push(err1513);
}
errors++;
}
}
else {
const err1514 = {instancePath:instancePath+"/trust/success_boost",schemaPath:"#/properties/trust/properties/success_boost/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1514];
}
else {
vErrors.push(err1514);
}
errors++;
}
}
else {
const err1515 = {instancePath:instancePath+"/trust",schemaPath:"#/properties/trust/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1515];
}
else {
vErrors.push(err1515);
}
errors++;
}
let data1048 = data.tts;
if(data1048 && typeof data1048 == "object" && !Array.isArray(data1048)){
if(data1048.default_format === undefined){
data1048.default_format = "mp3";
}
if(data1048.default_voice === undefined){
data1048.default_voice = "alloy";
}
if(data1048.enabled === undefined){
data1048.enabled = false;
}
if(data1048.max_text_length === undefined){
data1048.max_text_length = 4096;
}
for(const key166 in data1048){
if(!((((key166 === "default_format") || (key166 === "default_voice")) || (key166 === "enabled")) || (key166 === "max_text_length"))){
const err1516 = {instancePath:instancePath+"/tts",schemaPath:"#/properties/tts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key166},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1516];
}
else {
vErrors.push(err1516);
}
errors++;
}
}
let data1049 = data1048.default_format;
if(typeof data1049 !== "string"){
const err1517 = {instancePath:instancePath+"/tts/default_format",schemaPath:"#/properties/tts/properties/default_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1517];
}
else {
vErrors.push(err1517);
}
errors++;
}
if(!(((data1049 === "mp3") || (data1049 === "opus")) || (data1049 === "wav"))){
const err1518 = {instancePath:instancePath+"/tts/default_format",schemaPath:"#/properties/tts/properties/default_format/enum",keyword:"enum",params:{allowedValues: schema11.properties.tts.properties.default_format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1518];
}
else {
vErrors.push(err1518);
}
errors++;
}
if(typeof data1048.default_voice !== "string"){
const err1519 = {instancePath:instancePath+"/tts/default_voice",schemaPath:"#/properties/tts/properties/default_voice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1519];
}
else {
vErrors.push(err1519);
}
errors++;
}
if(typeof data1048.enabled !== "boolean"){
const err1520 = {instancePath:instancePath+"/tts/enabled",schemaPath:"#/properties/tts/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1520];
}
else {
vErrors.push(err1520);
}
errors++;
}
let data1052 = data1048.max_text_length;
if(!(((typeof data1052 == "number") && (!(data1052 % 1) && !isNaN(data1052))) && (isFinite(data1052)))){
const err1521 = {instancePath:instancePath+"/tts/max_text_length",schemaPath:"#/properties/tts/properties/max_text_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1521];
}
else {
vErrors.push(err1521);
}
errors++;
}
if((typeof data1052 == "number") && (isFinite(data1052))){
if(data1052 < 1 || isNaN(data1052)){
const err1522 = {instancePath:instancePath+"/tts/max_text_length",schemaPath:"#/properties/tts/properties/max_text_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1522];
}
else {
vErrors.push(err1522);
}
errors++;
}
}
}
else {
const err1523 = {instancePath:instancePath+"/tts",schemaPath:"#/properties/tts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1523];
}
else {
vErrors.push(err1523);
}
errors++;
}
let data1053 = data.tunnel;
if(data1053 && typeof data1053 == "object" && !Array.isArray(data1053)){
if(data1053.tunnel_provider === undefined){
data1053.tunnel_provider = "none";
}
if(data1053.cloudflare === undefined){
data1053.cloudflare = {};
}
if(data1053.ngrok === undefined){
data1053.ngrok = {};
}
if(data1053.tailscale === undefined){
data1053.tailscale = {};
}
if(data1053.pinggy === undefined){
data1053.pinggy = {};
}
if(data1053.custom === undefined){
data1053.custom = {};
}
for(const key167 in data1053){
if(!(((((((key167 === "tunnel_provider") || (key167 === "cloudflare")) || (key167 === "ngrok")) || (key167 === "tailscale")) || (key167 === "pinggy")) || (key167 === "custom")) || (key167 === "openvpn"))){
const err1524 = {instancePath:instancePath+"/tunnel",schemaPath:"#/properties/tunnel/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key167},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1524];
}
else {
vErrors.push(err1524);
}
errors++;
}
}
let data1054 = data1053.tunnel_provider;
if(typeof data1054 !== "string"){
const err1525 = {instancePath:instancePath+"/tunnel/tunnel_provider",schemaPath:"#/properties/tunnel/properties/tunnel_provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1525];
}
else {
vErrors.push(err1525);
}
errors++;
}
if(!(((((((data1054 === "none") || (data1054 === "cloudflare")) || (data1054 === "tailscale")) || (data1054 === "ngrok")) || (data1054 === "openvpn")) || (data1054 === "pinggy")) || (data1054 === "custom"))){
const err1526 = {instancePath:instancePath+"/tunnel/tunnel_provider",schemaPath:"#/properties/tunnel/properties/tunnel_provider/enum",keyword:"enum",params:{allowedValues: schema11.properties.tunnel.properties.tunnel_provider.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1526];
}
else {
vErrors.push(err1526);
}
errors++;
}
let data1055 = data1053.cloudflare;
if(data1055 && typeof data1055 == "object" && !Array.isArray(data1055)){
if(data1055.token === undefined){
data1055.token = "";
}
for(const key168 in data1055){
if(!(key168 === "token")){
const err1527 = {instancePath:instancePath+"/tunnel/cloudflare",schemaPath:"#/properties/tunnel/properties/cloudflare/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key168},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1527];
}
else {
vErrors.push(err1527);
}
errors++;
}
}
if(typeof data1055.token !== "string"){
const err1528 = {instancePath:instancePath+"/tunnel/cloudflare/token",schemaPath:"#/properties/tunnel/properties/cloudflare/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1528];
}
else {
vErrors.push(err1528);
}
errors++;
}
}
else {
const err1529 = {instancePath:instancePath+"/tunnel/cloudflare",schemaPath:"#/properties/tunnel/properties/cloudflare/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1529];
}
else {
vErrors.push(err1529);
}
errors++;
}
let data1057 = data1053.ngrok;
if(data1057 && typeof data1057 == "object" && !Array.isArray(data1057)){
if(data1057.auth_token === undefined){
data1057.auth_token = null;
}
if(data1057.domain === undefined){
data1057.domain = null;
}
for(const key169 in data1057){
if(!((key169 === "auth_token") || (key169 === "domain"))){
const err1530 = {instancePath:instancePath+"/tunnel/ngrok",schemaPath:"#/properties/tunnel/properties/ngrok/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key169},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1530];
}
else {
vErrors.push(err1530);
}
errors++;
}
}
let data1058 = data1057.auth_token;
if((typeof data1058 !== "string") && (data1058 !== null)){
const err1531 = {instancePath:instancePath+"/tunnel/ngrok/auth_token",schemaPath:"#/properties/tunnel/properties/ngrok/properties/auth_token/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.ngrok.properties.auth_token.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1531];
}
else {
vErrors.push(err1531);
}
errors++;
}
let data1059 = data1057.domain;
if((typeof data1059 !== "string") && (data1059 !== null)){
const err1532 = {instancePath:instancePath+"/tunnel/ngrok/domain",schemaPath:"#/properties/tunnel/properties/ngrok/properties/domain/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.ngrok.properties.domain.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1532];
}
else {
vErrors.push(err1532);
}
errors++;
}
}
else {
const err1533 = {instancePath:instancePath+"/tunnel/ngrok",schemaPath:"#/properties/tunnel/properties/ngrok/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1533];
}
else {
vErrors.push(err1533);
}
errors++;
}
let data1060 = data1053.tailscale;
if(data1060 && typeof data1060 == "object" && !Array.isArray(data1060)){
if(data1060.funnel === undefined){
data1060.funnel = false;
}
if(data1060.hostname === undefined){
data1060.hostname = null;
}
for(const key170 in data1060){
if(!((key170 === "funnel") || (key170 === "hostname"))){
const err1534 = {instancePath:instancePath+"/tunnel/tailscale",schemaPath:"#/properties/tunnel/properties/tailscale/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key170},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1534];
}
else {
vErrors.push(err1534);
}
errors++;
}
}
if(typeof data1060.funnel !== "boolean"){
const err1535 = {instancePath:instancePath+"/tunnel/tailscale/funnel",schemaPath:"#/properties/tunnel/properties/tailscale/properties/funnel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1535];
}
else {
vErrors.push(err1535);
}
errors++;
}
let data1062 = data1060.hostname;
if((typeof data1062 !== "string") && (data1062 !== null)){
const err1536 = {instancePath:instancePath+"/tunnel/tailscale/hostname",schemaPath:"#/properties/tunnel/properties/tailscale/properties/hostname/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.tailscale.properties.hostname.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1536];
}
else {
vErrors.push(err1536);
}
errors++;
}
}
else {
const err1537 = {instancePath:instancePath+"/tunnel/tailscale",schemaPath:"#/properties/tunnel/properties/tailscale/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1537];
}
else {
vErrors.push(err1537);
}
errors++;
}
let data1063 = data1053.pinggy;
if(data1063 && typeof data1063 == "object" && !Array.isArray(data1063)){
if(data1063.region === undefined){
data1063.region = null;
}
if(data1063.token === undefined){
data1063.token = null;
}
for(const key171 in data1063){
if(!((key171 === "region") || (key171 === "token"))){
const err1538 = {instancePath:instancePath+"/tunnel/pinggy",schemaPath:"#/properties/tunnel/properties/pinggy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key171},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1538];
}
else {
vErrors.push(err1538);
}
errors++;
}
}
let data1064 = data1063.region;
if((typeof data1064 !== "string") && (data1064 !== null)){
const err1539 = {instancePath:instancePath+"/tunnel/pinggy/region",schemaPath:"#/properties/tunnel/properties/pinggy/properties/region/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.pinggy.properties.region.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1539];
}
else {
vErrors.push(err1539);
}
errors++;
}
if(!((((((data1064 === "us") || (data1064 === "eu")) || (data1064 === "ap")) || (data1064 === "br")) || (data1064 === "au")) || (data1064 === null))){
const err1540 = {instancePath:instancePath+"/tunnel/pinggy/region",schemaPath:"#/properties/tunnel/properties/pinggy/properties/region/enum",keyword:"enum",params:{allowedValues: schema11.properties.tunnel.properties.pinggy.properties.region.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1540];
}
else {
vErrors.push(err1540);
}
errors++;
}
let data1065 = data1063.token;
if((typeof data1065 !== "string") && (data1065 !== null)){
const err1541 = {instancePath:instancePath+"/tunnel/pinggy/token",schemaPath:"#/properties/tunnel/properties/pinggy/properties/token/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.pinggy.properties.token.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1541];
}
else {
vErrors.push(err1541);
}
errors++;
}
}
else {
const err1542 = {instancePath:instancePath+"/tunnel/pinggy",schemaPath:"#/properties/tunnel/properties/pinggy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1542];
}
else {
vErrors.push(err1542);
}
errors++;
}
let data1066 = data1053.custom;
if(data1066 && typeof data1066 == "object" && !Array.isArray(data1066)){
if(data1066.start_command === undefined){
data1066.start_command = "";
}
if(data1066.health_url === undefined){
data1066.health_url = null;
}
if(data1066.url_pattern === undefined){
data1066.url_pattern = null;
}
for(const key172 in data1066){
if(!(((key172 === "start_command") || (key172 === "health_url")) || (key172 === "url_pattern"))){
const err1543 = {instancePath:instancePath+"/tunnel/custom",schemaPath:"#/properties/tunnel/properties/custom/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key172},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1543];
}
else {
vErrors.push(err1543);
}
errors++;
}
}
if(typeof data1066.start_command !== "string"){
const err1544 = {instancePath:instancePath+"/tunnel/custom/start_command",schemaPath:"#/properties/tunnel/properties/custom/properties/start_command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1544];
}
else {
vErrors.push(err1544);
}
errors++;
}
let data1068 = data1066.health_url;
if((typeof data1068 !== "string") && (data1068 !== null)){
const err1545 = {instancePath:instancePath+"/tunnel/custom/health_url",schemaPath:"#/properties/tunnel/properties/custom/properties/health_url/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.custom.properties.health_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1545];
}
else {
vErrors.push(err1545);
}
errors++;
}
let data1069 = data1066.url_pattern;
if((typeof data1069 !== "string") && (data1069 !== null)){
const err1546 = {instancePath:instancePath+"/tunnel/custom/url_pattern",schemaPath:"#/properties/tunnel/properties/custom/properties/url_pattern/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.custom.properties.url_pattern.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1546];
}
else {
vErrors.push(err1546);
}
errors++;
}
}
else {
const err1547 = {instancePath:instancePath+"/tunnel/custom",schemaPath:"#/properties/tunnel/properties/custom/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1547];
}
else {
vErrors.push(err1547);
}
errors++;
}
if(data1053.openvpn !== undefined){
let data1070 = data1053.openvpn;
if(data1070 && typeof data1070 == "object" && !Array.isArray(data1070)){
if(data1070.advertise_address === undefined){
data1070.advertise_address = null;
}
if(data1070.auth_file === undefined){
data1070.auth_file = null;
}
if(data1070.connect_timeout_secs === undefined){
data1070.connect_timeout_secs = 30;
}
if(data1070.extra_args === undefined){
data1070.extra_args = [];
}
if(data1070.config_file === undefined){
const err1548 = {instancePath:instancePath+"/tunnel/openvpn",schemaPath:"#/properties/tunnel/properties/openvpn/required",keyword:"required",params:{missingProperty: "config_file"},message:"must have required property '"+"config_file"+"'"};
if(vErrors === null){
vErrors = [err1548];
}
else {
vErrors.push(err1548);
}
errors++;
}
for(const key173 in data1070){
if(!(((((key173 === "config_file") || (key173 === "advertise_address")) || (key173 === "auth_file")) || (key173 === "connect_timeout_secs")) || (key173 === "extra_args"))){
const err1549 = {instancePath:instancePath+"/tunnel/openvpn",schemaPath:"#/properties/tunnel/properties/openvpn/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key173},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1549];
}
else {
vErrors.push(err1549);
}
errors++;
}
}
if(data1070.config_file !== undefined){
let data1071 = data1070.config_file;
if(typeof data1071 === "string"){
if(func3(data1071) < 1){
const err1550 = {instancePath:instancePath+"/tunnel/openvpn/config_file",schemaPath:"#/properties/tunnel/properties/openvpn/properties/config_file/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1550];
}
else {
vErrors.push(err1550);
}
errors++;
}
}
else {
const err1551 = {instancePath:instancePath+"/tunnel/openvpn/config_file",schemaPath:"#/properties/tunnel/properties/openvpn/properties/config_file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1551];
}
else {
vErrors.push(err1551);
}
errors++;
}
}
let data1072 = data1070.advertise_address;
if((typeof data1072 !== "string") && (data1072 !== null)){
const err1552 = {instancePath:instancePath+"/tunnel/openvpn/advertise_address",schemaPath:"#/properties/tunnel/properties/openvpn/properties/advertise_address/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.openvpn.properties.advertise_address.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1552];
}
else {
vErrors.push(err1552);
}
errors++;
}
let data1073 = data1070.auth_file;
if((typeof data1073 !== "string") && (data1073 !== null)){
const err1553 = {instancePath:instancePath+"/tunnel/openvpn/auth_file",schemaPath:"#/properties/tunnel/properties/openvpn/properties/auth_file/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.openvpn.properties.auth_file.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1553];
}
else {
vErrors.push(err1553);
}
errors++;
}
let data1074 = data1070.connect_timeout_secs;
if(!(((typeof data1074 == "number") && (!(data1074 % 1) && !isNaN(data1074))) && (isFinite(data1074)))){
const err1554 = {instancePath:instancePath+"/tunnel/openvpn/connect_timeout_secs",schemaPath:"#/properties/tunnel/properties/openvpn/properties/connect_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1554];
}
else {
vErrors.push(err1554);
}
errors++;
}
if((typeof data1074 == "number") && (isFinite(data1074))){
if(data1074 < 1 || isNaN(data1074)){
const err1555 = {instancePath:instancePath+"/tunnel/openvpn/connect_timeout_secs",schemaPath:"#/properties/tunnel/properties/openvpn/properties/connect_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1555];
}
else {
vErrors.push(err1555);
}
errors++;
}
}
let data1075 = data1070.extra_args;
if(Array.isArray(data1075)){
const len91 = data1075.length;
for(let i91=0; i91<len91; i91++){
if(typeof data1075[i91] !== "string"){
const err1556 = {instancePath:instancePath+"/tunnel/openvpn/extra_args/" + i91,schemaPath:"#/properties/tunnel/properties/openvpn/properties/extra_args/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1556];
}
else {
vErrors.push(err1556);
}
errors++;
}
}
}
else {
const err1557 = {instancePath:instancePath+"/tunnel/openvpn/extra_args",schemaPath:"#/properties/tunnel/properties/openvpn/properties/extra_args/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1557];
}
else {
vErrors.push(err1557);
}
errors++;
}
}
else {
const err1558 = {instancePath:instancePath+"/tunnel/openvpn",schemaPath:"#/properties/tunnel/properties/openvpn/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1558];
}
else {
vErrors.push(err1558);
}
errors++;
}
}
}
else {
const err1559 = {instancePath:instancePath+"/tunnel",schemaPath:"#/properties/tunnel/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1559];
}
else {
vErrors.push(err1559);
}
errors++;
}
let data1077 = data.users;
if(data1077 && typeof data1077 == "object" && !Array.isArray(data1077)){
for(const key174 in data1077){
let data1078 = data1077[key174];
if(data1078 && typeof data1078 == "object" && !Array.isArray(data1078)){
if(data1078.permission_profiles === undefined){
data1078.permission_profiles = [];
}
if(data1078.principal_id === undefined){
data1078.principal_id = null;
}
if(data1078.uid === undefined){
data1078.uid = null;
}
for(const key175 in data1078){
if(!(((key175 === "permission_profiles") || (key175 === "principal_id")) || (key175 === "uid"))){
const err1560 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/users/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key175},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1560];
}
else {
vErrors.push(err1560);
}
errors++;
}
}
let data1079 = data1078.permission_profiles;
if(Array.isArray(data1079)){
const len92 = data1079.length;
for(let i92=0; i92<len92; i92++){
if(typeof data1079[i92] !== "string"){
const err1561 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1")+"/permission_profiles/" + i92,schemaPath:"#/properties/users/additionalProperties/properties/permission_profiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1561];
}
else {
vErrors.push(err1561);
}
errors++;
}
}
}
else {
const err1562 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1")+"/permission_profiles",schemaPath:"#/properties/users/additionalProperties/properties/permission_profiles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1562];
}
else {
vErrors.push(err1562);
}
errors++;
}
let data1081 = data1078.principal_id;
if((typeof data1081 !== "string") && (data1081 !== null)){
const err1563 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1")+"/principal_id",schemaPath:"#/properties/users/additionalProperties/properties/principal_id/type",keyword:"type",params:{type: schema11.properties.users.additionalProperties.properties.principal_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1563];
}
else {
vErrors.push(err1563);
}
errors++;
}
let data1082 = data1078.uid;
if((!(((typeof data1082 == "number") && (!(data1082 % 1) && !isNaN(data1082))) && (isFinite(data1082)))) && (data1082 !== null)){
const err1564 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1")+"/uid",schemaPath:"#/properties/users/additionalProperties/properties/uid/type",keyword:"type",params:{type: schema11.properties.users.additionalProperties.properties.uid.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1564];
}
else {
vErrors.push(err1564);
}
errors++;
}
if((typeof data1082 == "number") && (isFinite(data1082))){
if(data1082 < 0 || isNaN(data1082)){
const err1565 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1")+"/uid",schemaPath:"#/properties/users/additionalProperties/properties/uid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1565];
}
else {
vErrors.push(err1565);
}
errors++;
}
}
}
else {
const err1566 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/users/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1566];
}
else {
vErrors.push(err1566);
}
errors++;
}
}
const aliasErrors30 = keyword0(data1077, instancePath+"/users", "#/properties/users/x-alias-map");
if(!(aliasErrors30 === null)){
vErrors = vErrors === null ? aliasErrors30 : vErrors.concat(aliasErrors30);
errors = vErrors.length;
}
}
else {
const err1567 = {instancePath:instancePath+"/users",schemaPath:"#/properties/users/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1567];
}
else {
vErrors.push(err1567);
}
errors++;
}
let data1083 = data.verifiable_intent;
if(data1083 && typeof data1083 == "object" && !Array.isArray(data1083)){
if(data1083.enabled === undefined){
data1083.enabled = false;
}
if(data1083.strictness === undefined){
data1083.strictness = "strict";
}
for(const key176 in data1083){
if(!((key176 === "enabled") || (key176 === "strictness"))){
const err1568 = {instancePath:instancePath+"/verifiable_intent",schemaPath:"#/properties/verifiable_intent/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key176},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1568];
}
else {
vErrors.push(err1568);
}
errors++;
}
}
if(typeof data1083.enabled !== "boolean"){
const err1569 = {instancePath:instancePath+"/verifiable_intent/enabled",schemaPath:"#/properties/verifiable_intent/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1569];
}
else {
vErrors.push(err1569);
}
errors++;
}
if(typeof data1083.strictness !== "string"){
const err1570 = {instancePath:instancePath+"/verifiable_intent/strictness",schemaPath:"#/properties/verifiable_intent/properties/strictness/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1570];
}
else {
vErrors.push(err1570);
}
errors++;
}
}
else {
const err1571 = {instancePath:instancePath+"/verifiable_intent",schemaPath:"#/properties/verifiable_intent/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1571];
}
else {
vErrors.push(err1571);
}
errors++;
}
let data1086 = data.web_fetch;
if(data1086 && typeof data1086 == "object" && !Array.isArray(data1086)){
if(data1086.allowed_domains === undefined){
data1086.allowed_domains = ["*"];
}
if(data1086.allowed_private_hosts === undefined){
data1086.allowed_private_hosts = [];
}
if(data1086.blocked_domains === undefined){
data1086.blocked_domains = [];
}
if(data1086.enabled === undefined){
data1086.enabled = true;
}
if(data1086.max_response_size === undefined){
data1086.max_response_size = 500000;
}
if(data1086.timeout_secs === undefined){
data1086.timeout_secs = 30;
}
if(data1086.provider === undefined){
data1086.provider = {};
}
for(const key177 in data1086){
if(!(((((((key177 === "allowed_domains") || (key177 === "allowed_private_hosts")) || (key177 === "blocked_domains")) || (key177 === "enabled")) || (key177 === "max_response_size")) || (key177 === "timeout_secs")) || (key177 === "provider"))){
const err1572 = {instancePath:instancePath+"/web_fetch",schemaPath:"#/properties/web_fetch/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key177},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1572];
}
else {
vErrors.push(err1572);
}
errors++;
}
}
let data1087 = data1086.allowed_domains;
if(Array.isArray(data1087)){
const len93 = data1087.length;
for(let i93=0; i93<len93; i93++){
if(typeof data1087[i93] !== "string"){
const err1573 = {instancePath:instancePath+"/web_fetch/allowed_domains/" + i93,schemaPath:"#/properties/web_fetch/properties/allowed_domains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1573];
}
else {
vErrors.push(err1573);
}
errors++;
}
}
}
else {
const err1574 = {instancePath:instancePath+"/web_fetch/allowed_domains",schemaPath:"#/properties/web_fetch/properties/allowed_domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1574];
}
else {
vErrors.push(err1574);
}
errors++;
}
let data1089 = data1086.allowed_private_hosts;
if(Array.isArray(data1089)){
const len94 = data1089.length;
for(let i94=0; i94<len94; i94++){
if(typeof data1089[i94] !== "string"){
const err1575 = {instancePath:instancePath+"/web_fetch/allowed_private_hosts/" + i94,schemaPath:"#/properties/web_fetch/properties/allowed_private_hosts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1575];
}
else {
vErrors.push(err1575);
}
errors++;
}
}
}
else {
const err1576 = {instancePath:instancePath+"/web_fetch/allowed_private_hosts",schemaPath:"#/properties/web_fetch/properties/allowed_private_hosts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1576];
}
else {
vErrors.push(err1576);
}
errors++;
}
let data1091 = data1086.blocked_domains;
if(Array.isArray(data1091)){
const len95 = data1091.length;
for(let i95=0; i95<len95; i95++){
if(typeof data1091[i95] !== "string"){
const err1577 = {instancePath:instancePath+"/web_fetch/blocked_domains/" + i95,schemaPath:"#/properties/web_fetch/properties/blocked_domains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1577];
}
else {
vErrors.push(err1577);
}
errors++;
}
}
}
else {
const err1578 = {instancePath:instancePath+"/web_fetch/blocked_domains",schemaPath:"#/properties/web_fetch/properties/blocked_domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1578];
}
else {
vErrors.push(err1578);
}
errors++;
}
if(typeof data1086.enabled !== "boolean"){
const err1579 = {instancePath:instancePath+"/web_fetch/enabled",schemaPath:"#/properties/web_fetch/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1579];
}
else {
vErrors.push(err1579);
}
errors++;
}
let data1094 = data1086.max_response_size;
if(!(((typeof data1094 == "number") && (!(data1094 % 1) && !isNaN(data1094))) && (isFinite(data1094)))){
const err1580 = {instancePath:instancePath+"/web_fetch/max_response_size",schemaPath:"#/properties/web_fetch/properties/max_response_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1580];
}
else {
vErrors.push(err1580);
}
errors++;
}
if((typeof data1094 == "number") && (isFinite(data1094))){
if(data1094 < 0 || isNaN(data1094)){
const err1581 = {instancePath:instancePath+"/web_fetch/max_response_size",schemaPath:"#/properties/web_fetch/properties/max_response_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1581];
}
else {
vErrors.push(err1581);
}
errors++;
}
}
let data1095 = data1086.timeout_secs;
if(!(((typeof data1095 == "number") && (!(data1095 % 1) && !isNaN(data1095))) && (isFinite(data1095)))){
const err1582 = {instancePath:instancePath+"/web_fetch/timeout_secs",schemaPath:"#/properties/web_fetch/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1582];
}
else {
vErrors.push(err1582);
}
errors++;
}
if((typeof data1095 == "number") && (isFinite(data1095))){
if(data1095 < 0 || isNaN(data1095)){
const err1583 = {instancePath:instancePath+"/web_fetch/timeout_secs",schemaPath:"#/properties/web_fetch/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1583];
}
else {
vErrors.push(err1583);
}
errors++;
}
}
let data1096 = data1086.provider;
if(data1096 && typeof data1096 == "object" && !Array.isArray(data1096)){
if(data1096.api_key_env === undefined){
data1096.api_key_env = "";
}
if(data1096.api_url === undefined){
data1096.api_url = "";
}
if(data1096.enabled === undefined){
data1096.enabled = false;
}
if(data1096.mode === undefined){
data1096.mode = {};
}
for(const key178 in data1096){
if(!((((key178 === "api_key_env") || (key178 === "api_url")) || (key178 === "enabled")) || (key178 === "mode"))){
const err1584 = {instancePath:instancePath+"/web_fetch/provider",schemaPath:"#/properties/web_fetch/properties/provider/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key178},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1584];
}
else {
vErrors.push(err1584);
}
errors++;
}
}
if(typeof data1096.api_key_env !== "string"){
const err1585 = {instancePath:instancePath+"/web_fetch/provider/api_key_env",schemaPath:"#/properties/web_fetch/properties/provider/properties/api_key_env/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1585];
}
else {
vErrors.push(err1585);
}
errors++;
}
if(typeof data1096.api_url !== "string"){
const err1586 = {instancePath:instancePath+"/web_fetch/provider/api_url",schemaPath:"#/properties/web_fetch/properties/provider/properties/api_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1586];
}
else {
vErrors.push(err1586);
}
errors++;
}
if(typeof data1096.enabled !== "boolean"){
const err1587 = {instancePath:instancePath+"/web_fetch/provider/enabled",schemaPath:"#/properties/web_fetch/properties/provider/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1587];
}
else {
vErrors.push(err1587);
}
errors++;
}
let data1100 = data1096.mode;
if(data1100 && typeof data1100 == "object" && !Array.isArray(data1100)){
}
else {
const err1588 = {instancePath:instancePath+"/web_fetch/provider/mode",schemaPath:"#/properties/web_fetch/properties/provider/properties/mode/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1588];
}
else {
vErrors.push(err1588);
}
errors++;
}
}
else {
const err1589 = {instancePath:instancePath+"/web_fetch/provider",schemaPath:"#/properties/web_fetch/properties/provider/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1589];
}
else {
vErrors.push(err1589);
}
errors++;
}
}
else {
const err1590 = {instancePath:instancePath+"/web_fetch",schemaPath:"#/properties/web_fetch/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1590];
}
else {
vErrors.push(err1590);
}
errors++;
}
let data1101 = data.web_search;
if(data1101 && typeof data1101 == "object" && !Array.isArray(data1101)){
if(data1101.enabled === undefined){
data1101.enabled = true;
}
if(data1101.max_results === undefined){
data1101.max_results = 5;
}
if(data1101.search_provider === undefined){
data1101.search_provider = "duckduckgo";
}
if(data1101.searxng_instance_url === undefined){
data1101.searxng_instance_url = null;
}
if(data1101.timeout_secs === undefined){
data1101.timeout_secs = 15;
}
if(data1101.anysearch_api_key === undefined){
data1101.anysearch_api_key = null;
}
if(data1101.bocha_api_key === undefined){
data1101.bocha_api_key = null;
}
if(data1101.brave_api_key === undefined){
data1101.brave_api_key = null;
}
if(data1101.jina_api_key === undefined){
data1101.jina_api_key = null;
}
if(data1101.keenable_api_key === undefined){
data1101.keenable_api_key = null;
}
if(data1101.serply_api_key === undefined){
data1101.serply_api_key = null;
}
if(data1101.tavily_api_key === undefined){
data1101.tavily_api_key = null;
}
for(const key179 in data1101){
if(!(func2.call(schema11.properties.web_search.properties, key179))){
const err1591 = {instancePath:instancePath+"/web_search",schemaPath:"#/properties/web_search/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key179},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1591];
}
else {
vErrors.push(err1591);
}
errors++;
}
}
if(typeof data1101.enabled !== "boolean"){
const err1592 = {instancePath:instancePath+"/web_search/enabled",schemaPath:"#/properties/web_search/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1592];
}
else {
vErrors.push(err1592);
}
errors++;
}
let data1103 = data1101.max_results;
if(!(((typeof data1103 == "number") && (!(data1103 % 1) && !isNaN(data1103))) && (isFinite(data1103)))){
const err1593 = {instancePath:instancePath+"/web_search/max_results",schemaPath:"#/properties/web_search/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1593];
}
else {
vErrors.push(err1593);
}
errors++;
}
if((typeof data1103 == "number") && (isFinite(data1103))){
if(data1103 > 10 || isNaN(data1103)){
const err1594 = {instancePath:instancePath+"/web_search/max_results",schemaPath:"#/properties/web_search/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err1594];
}
else {
vErrors.push(err1594);
}
errors++;
}
if(data1103 < 1 || isNaN(data1103)){
const err1595 = {instancePath:instancePath+"/web_search/max_results",schemaPath:"#/properties/web_search/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1595];
}
else {
vErrors.push(err1595);
}
errors++;
}
}
let data1104 = data1101.search_provider;
if(typeof data1104 !== "string"){
const err1596 = {instancePath:instancePath+"/web_search/search_provider",schemaPath:"#/properties/web_search/properties/search_provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1596];
}
else {
vErrors.push(err1596);
}
errors++;
}
if(!(((((((data1104 === "duckduckgo") || (data1104 === "brave")) || (data1104 === "tavily")) || (data1104 === "searxng")) || (data1104 === "jina")) || (data1104 === "bocha")) || (data1104 === "serply"))){
const err1597 = {instancePath:instancePath+"/web_search/search_provider",schemaPath:"#/properties/web_search/properties/search_provider/enum",keyword:"enum",params:{allowedValues: schema11.properties.web_search.properties.search_provider.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1597];
}
else {
vErrors.push(err1597);
}
errors++;
}
let data1105 = data1101.searxng_instance_url;
if((typeof data1105 !== "string") && (data1105 !== null)){
const err1598 = {instancePath:instancePath+"/web_search/searxng_instance_url",schemaPath:"#/properties/web_search/properties/searxng_instance_url/type",keyword:"type",params:{type: schema11.properties.web_search.properties.searxng_instance_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1598];
}
else {
vErrors.push(err1598);
}
errors++;
}
let data1106 = data1101.timeout_secs;
if(!(((typeof data1106 == "number") && (!(data1106 % 1) && !isNaN(data1106))) && (isFinite(data1106)))){
const err1599 = {instancePath:instancePath+"/web_search/timeout_secs",schemaPath:"#/properties/web_search/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1599];
}
else {
vErrors.push(err1599);
}
errors++;
}
if((typeof data1106 == "number") && (isFinite(data1106))){
if(data1106 < 0 || isNaN(data1106)){
const err1600 = {instancePath:instancePath+"/web_search/timeout_secs",schemaPath:"#/properties/web_search/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1600];
}
else {
vErrors.push(err1600);
}
errors++;
}
}
let data1107 = data1101.anysearch_api_key;
if((typeof data1107 !== "string") && (data1107 !== null)){
const err1601 = {instancePath:instancePath+"/web_search/anysearch_api_key",schemaPath:"#/properties/web_search/properties/anysearch_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.anysearch_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1601];
}
else {
vErrors.push(err1601);
}
errors++;
}
let data1108 = data1101.bocha_api_key;
if((typeof data1108 !== "string") && (data1108 !== null)){
const err1602 = {instancePath:instancePath+"/web_search/bocha_api_key",schemaPath:"#/properties/web_search/properties/bocha_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.bocha_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1602];
}
else {
vErrors.push(err1602);
}
errors++;
}
let data1109 = data1101.brave_api_key;
if((typeof data1109 !== "string") && (data1109 !== null)){
const err1603 = {instancePath:instancePath+"/web_search/brave_api_key",schemaPath:"#/properties/web_search/properties/brave_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.brave_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1603];
}
else {
vErrors.push(err1603);
}
errors++;
}
let data1110 = data1101.jina_api_key;
if((typeof data1110 !== "string") && (data1110 !== null)){
const err1604 = {instancePath:instancePath+"/web_search/jina_api_key",schemaPath:"#/properties/web_search/properties/jina_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.jina_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1604];
}
else {
vErrors.push(err1604);
}
errors++;
}
let data1111 = data1101.keenable_api_key;
if((typeof data1111 !== "string") && (data1111 !== null)){
const err1605 = {instancePath:instancePath+"/web_search/keenable_api_key",schemaPath:"#/properties/web_search/properties/keenable_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.keenable_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1605];
}
else {
vErrors.push(err1605);
}
errors++;
}
let data1112 = data1101.serply_api_key;
if((typeof data1112 !== "string") && (data1112 !== null)){
const err1606 = {instancePath:instancePath+"/web_search/serply_api_key",schemaPath:"#/properties/web_search/properties/serply_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.serply_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1606];
}
else {
vErrors.push(err1606);
}
errors++;
}
let data1113 = data1101.tavily_api_key;
if((typeof data1113 !== "string") && (data1113 !== null)){
const err1607 = {instancePath:instancePath+"/web_search/tavily_api_key",schemaPath:"#/properties/web_search/properties/tavily_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.tavily_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1607];
}
else {
vErrors.push(err1607);
}
errors++;
}
}
else {
const err1608 = {instancePath:instancePath+"/web_search",schemaPath:"#/properties/web_search/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1608];
}
else {
vErrors.push(err1608);
}
errors++;
}
let data1114 = data.wss;
if(data1114 && typeof data1114 == "object" && !Array.isArray(data1114)){
if(data1114.bind === undefined){
data1114.bind = "0.0.0.0";
}
if(data1114.cert_path === undefined){
data1114.cert_path = "";
}
if(data1114.key_path === undefined){
data1114.key_path = "";
}
if(data1114.enabled === undefined){
data1114.enabled = false;
}
if(data1114.handshake_timeout_secs === undefined){
data1114.handshake_timeout_secs = 10;
}
if(data1114.incomplete_message_timeout_secs === undefined){
data1114.incomplete_message_timeout_secs = 60;
}
if(data1114.max_pending_handshakes === undefined){
data1114.max_pending_handshakes = 256;
}
if(data1114.max_sessions === undefined){
data1114.max_sessions = 64;
}
if(data1114.max_sessions_per_client === undefined){
data1114.max_sessions_per_client = 8;
}
if(data1114.port === undefined){
data1114.port = 9781;
}
if(data1114.sans === undefined){
data1114.sans = [];
}
if(data1114.client_auth === undefined){
data1114.client_auth = {};
}
for(const key180 in data1114){
if(!(func2.call(schema11.properties.wss.properties, key180))){
const err1609 = {instancePath:instancePath+"/wss",schemaPath:"#/properties/wss/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key180},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1609];
}
else {
vErrors.push(err1609);
}
errors++;
}
}
if(typeof data1114.bind !== "string"){
const err1610 = {instancePath:instancePath+"/wss/bind",schemaPath:"#/properties/wss/properties/bind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1610];
}
else {
vErrors.push(err1610);
}
errors++;
}
if(typeof data1114.cert_path !== "string"){
const err1611 = {instancePath:instancePath+"/wss/cert_path",schemaPath:"#/properties/wss/properties/cert_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1611];
}
else {
vErrors.push(err1611);
}
errors++;
}
if(typeof data1114.key_path !== "string"){
const err1612 = {instancePath:instancePath+"/wss/key_path",schemaPath:"#/properties/wss/properties/key_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1612];
}
else {
vErrors.push(err1612);
}
errors++;
}
if(typeof data1114.enabled !== "boolean"){
const err1613 = {instancePath:instancePath+"/wss/enabled",schemaPath:"#/properties/wss/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1613];
}
else {
vErrors.push(err1613);
}
errors++;
}
let data1119 = data1114.handshake_timeout_secs;
if(!(((typeof data1119 == "number") && (!(data1119 % 1) && !isNaN(data1119))) && (isFinite(data1119)))){
const err1614 = {instancePath:instancePath+"/wss/handshake_timeout_secs",schemaPath:"#/properties/wss/properties/handshake_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1614];
}
else {
vErrors.push(err1614);
}
errors++;
}
if((typeof data1119 == "number") && (isFinite(data1119))){
if(data1119 < 1 || isNaN(data1119)){
const err1615 = {instancePath:instancePath+"/wss/handshake_timeout_secs",schemaPath:"#/properties/wss/properties/handshake_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1615];
}
else {
vErrors.push(err1615);
}
errors++;
}
}
let data1120 = data1114.incomplete_message_timeout_secs;
if(!(((typeof data1120 == "number") && (!(data1120 % 1) && !isNaN(data1120))) && (isFinite(data1120)))){
const err1616 = {instancePath:instancePath+"/wss/incomplete_message_timeout_secs",schemaPath:"#/properties/wss/properties/incomplete_message_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1616];
}
else {
vErrors.push(err1616);
}
errors++;
}
if((typeof data1120 == "number") && (isFinite(data1120))){
if(data1120 < 1 || isNaN(data1120)){
const err1617 = {instancePath:instancePath+"/wss/incomplete_message_timeout_secs",schemaPath:"#/properties/wss/properties/incomplete_message_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1617];
}
else {
vErrors.push(err1617);
}
errors++;
}
}
let data1121 = data1114.max_pending_handshakes;
if(!(((typeof data1121 == "number") && (!(data1121 % 1) && !isNaN(data1121))) && (isFinite(data1121)))){
const err1618 = {instancePath:instancePath+"/wss/max_pending_handshakes",schemaPath:"#/properties/wss/properties/max_pending_handshakes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1618];
}
else {
vErrors.push(err1618);
}
errors++;
}
if((typeof data1121 == "number") && (isFinite(data1121))){
if(data1121 < 1 || isNaN(data1121)){
const err1619 = {instancePath:instancePath+"/wss/max_pending_handshakes",schemaPath:"#/properties/wss/properties/max_pending_handshakes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1619];
}
else {
vErrors.push(err1619);
}
errors++;
}
}
let data1122 = data1114.max_sessions;
if(!(((typeof data1122 == "number") && (!(data1122 % 1) && !isNaN(data1122))) && (isFinite(data1122)))){
const err1620 = {instancePath:instancePath+"/wss/max_sessions",schemaPath:"#/properties/wss/properties/max_sessions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1620];
}
else {
vErrors.push(err1620);
}
errors++;
}
if((typeof data1122 == "number") && (isFinite(data1122))){
if(data1122 < 1 || isNaN(data1122)){
const err1621 = {instancePath:instancePath+"/wss/max_sessions",schemaPath:"#/properties/wss/properties/max_sessions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1621];
}
else {
vErrors.push(err1621);
}
errors++;
}
}
let data1123 = data1114.max_sessions_per_client;
if(!(((typeof data1123 == "number") && (!(data1123 % 1) && !isNaN(data1123))) && (isFinite(data1123)))){
const err1622 = {instancePath:instancePath+"/wss/max_sessions_per_client",schemaPath:"#/properties/wss/properties/max_sessions_per_client/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1622];
}
else {
vErrors.push(err1622);
}
errors++;
}
if((typeof data1123 == "number") && (isFinite(data1123))){
if(data1123 < 1 || isNaN(data1123)){
const err1623 = {instancePath:instancePath+"/wss/max_sessions_per_client",schemaPath:"#/properties/wss/properties/max_sessions_per_client/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1623];
}
else {
vErrors.push(err1623);
}
errors++;
}
}
let data1124 = data1114.port;
if(!(((typeof data1124 == "number") && (!(data1124 % 1) && !isNaN(data1124))) && (isFinite(data1124)))){
const err1624 = {instancePath:instancePath+"/wss/port",schemaPath:"#/properties/wss/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1624];
}
else {
vErrors.push(err1624);
}
errors++;
}
if((typeof data1124 == "number") && (isFinite(data1124))){
if(data1124 > 65535 || isNaN(data1124)){
const err1625 = {instancePath:instancePath+"/wss/port",schemaPath:"#/properties/wss/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err1625];
}
else {
vErrors.push(err1625);
}
errors++;
}
if(data1124 < 0 || isNaN(data1124)){
const err1626 = {instancePath:instancePath+"/wss/port",schemaPath:"#/properties/wss/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1626];
}
else {
vErrors.push(err1626);
}
errors++;
}
}
let data1125 = data1114.sans;
if(Array.isArray(data1125)){
const len96 = data1125.length;
for(let i96=0; i96<len96; i96++){
if(typeof data1125[i96] !== "string"){
const err1627 = {instancePath:instancePath+"/wss/sans/" + i96,schemaPath:"#/properties/wss/properties/sans/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1627];
}
else {
vErrors.push(err1627);
}
errors++;
}
}
}
else {
const err1628 = {instancePath:instancePath+"/wss/sans",schemaPath:"#/properties/wss/properties/sans/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1628];
}
else {
vErrors.push(err1628);
}
errors++;
}
let data1127 = data1114.client_auth;
if(data1127 && typeof data1127 == "object" && !Array.isArray(data1127)){
if(data1127.ca_cert_path === undefined){
data1127.ca_cert_path = "";
}
if(data1127.crl_path === undefined){
data1127.crl_path = "";
}
if(data1127.enabled === undefined){
data1127.enabled = false;
}
if(data1127.pinned_certs === undefined){
data1127.pinned_certs = [];
}
for(const key181 in data1127){
if(!((((key181 === "ca_cert_path") || (key181 === "crl_path")) || (key181 === "enabled")) || (key181 === "pinned_certs"))){
const err1629 = {instancePath:instancePath+"/wss/client_auth",schemaPath:"#/properties/wss/properties/client_auth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key181},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1629];
}
else {
vErrors.push(err1629);
}
errors++;
}
}
if(typeof data1127.ca_cert_path !== "string"){
const err1630 = {instancePath:instancePath+"/wss/client_auth/ca_cert_path",schemaPath:"#/properties/wss/properties/client_auth/properties/ca_cert_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1630];
}
else {
vErrors.push(err1630);
}
errors++;
}
if(typeof data1127.crl_path !== "string"){
const err1631 = {instancePath:instancePath+"/wss/client_auth/crl_path",schemaPath:"#/properties/wss/properties/client_auth/properties/crl_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1631];
}
else {
vErrors.push(err1631);
}
errors++;
}
if(typeof data1127.enabled !== "boolean"){
const err1632 = {instancePath:instancePath+"/wss/client_auth/enabled",schemaPath:"#/properties/wss/properties/client_auth/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1632];
}
else {
vErrors.push(err1632);
}
errors++;
}
let data1131 = data1127.pinned_certs;
if(Array.isArray(data1131)){
const len97 = data1131.length;
for(let i97=0; i97<len97; i97++){
if(typeof data1131[i97] !== "string"){
const err1633 = {instancePath:instancePath+"/wss/client_auth/pinned_certs/" + i97,schemaPath:"#/properties/wss/properties/client_auth/properties/pinned_certs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1633];
}
else {
vErrors.push(err1633);
}
errors++;
}
}
}
else {
const err1634 = {instancePath:instancePath+"/wss/client_auth/pinned_certs",schemaPath:"#/properties/wss/properties/client_auth/properties/pinned_certs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1634];
}
else {
vErrors.push(err1634);
}
errors++;
}
}
else {
const err1635 = {instancePath:instancePath+"/wss/client_auth",schemaPath:"#/properties/wss/properties/client_auth/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1635];
}
else {
vErrors.push(err1635);
}
errors++;
}
}
else {
const err1636 = {instancePath:instancePath+"/wss",schemaPath:"#/properties/wss/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1636];
}
else {
vErrors.push(err1636);
}
errors++;
}
let data1133 = data.providers;
if(data1133 && typeof data1133 == "object" && !Array.isArray(data1133)){
if(data1133.transcription === undefined){
data1133.transcription = {};
}
if(data1133.tts === undefined){
data1133.tts = {};
}
if(data1133.models === undefined){
data1133.models = {};
}
for(const key182 in data1133){
if(!(((key182 === "transcription") || (key182 === "tts")) || (key182 === "models"))){
const err1637 = {instancePath:instancePath+"/providers",schemaPath:"#/properties/providers/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key182},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1637];
}
else {
vErrors.push(err1637);
}
errors++;
}
}
let data1134 = data1133.transcription;
if(data1134 && typeof data1134 == "object" && !Array.isArray(data1134)){
for(const key183 in data1134){
let data1135 = data1134[key183];
if(data1135 && typeof data1135 == "object" && !Array.isArray(data1135)){
for(const key184 in data1135){
let data1136 = data1135[key184];
if(data1136 && typeof data1136 == "object" && !Array.isArray(data1136)){
if(data1136.api_key === undefined){
data1136.api_key = null;
}
if(data1136.base_url === undefined){
data1136.base_url = null;
}
if(data1136.model === undefined){
data1136.model = null;
}
let data1137 = data1136.api_key;
if((typeof data1137 !== "string") && (data1137 !== null)){
const err1638 = {instancePath:instancePath+"/providers/transcription/" + key183.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key184.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/providers/properties/transcription/additionalProperties/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.providers.properties.transcription.additionalProperties.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1638];
}
else {
vErrors.push(err1638);
}
errors++;
}
let data1138 = data1136.base_url;
if((typeof data1138 !== "string") && (data1138 !== null)){
const err1639 = {instancePath:instancePath+"/providers/transcription/" + key183.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key184.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/providers/properties/transcription/additionalProperties/additionalProperties/properties/base_url/type",keyword:"type",params:{type: schema11.properties.providers.properties.transcription.additionalProperties.additionalProperties.properties.base_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1639];
}
else {
vErrors.push(err1639);
}
errors++;
}
let data1139 = data1136.model;
if((typeof data1139 !== "string") && (data1139 !== null)){
const err1640 = {instancePath:instancePath+"/providers/transcription/" + key183.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key184.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/providers/properties/transcription/additionalProperties/additionalProperties/properties/model/type",keyword:"type",params:{type: schema11.properties.providers.properties.transcription.additionalProperties.additionalProperties.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1640];
}
else {
vErrors.push(err1640);
}
errors++;
}
}
else {
const err1641 = {instancePath:instancePath+"/providers/transcription/" + key183.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key184.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/transcription/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1641];
}
else {
vErrors.push(err1641);
}
errors++;
}
}
const aliasErrors31 = keyword0(data1135, instancePath+"/providers/transcription/" + key183.replace(/~/g, "~0").replace(/\//g, "~1"), "#/properties/providers/properties/transcription/additionalProperties/x-alias-map");
if(!(aliasErrors31 === null)){
vErrors = vErrors === null ? aliasErrors31 : vErrors.concat(aliasErrors31);
errors = vErrors.length;
}
}
else {
const err1642 = {instancePath:instancePath+"/providers/transcription/" + key183.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/transcription/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1642];
}
else {
vErrors.push(err1642);
}
errors++;
}
}
const aliasErrors32 = keyword0(data1134, instancePath+"/providers/transcription", "#/properties/providers/properties/transcription/x-alias-map");
if(!(aliasErrors32 === null)){
vErrors = vErrors === null ? aliasErrors32 : vErrors.concat(aliasErrors32);
errors = vErrors.length;
}
}
else {
const err1643 = {instancePath:instancePath+"/providers/transcription",schemaPath:"#/properties/providers/properties/transcription/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1643];
}
else {
vErrors.push(err1643);
}
errors++;
}
let data1140 = data1133.tts;
if(data1140 && typeof data1140 == "object" && !Array.isArray(data1140)){
for(const key185 in data1140){
let data1141 = data1140[key185];
if(data1141 && typeof data1141 == "object" && !Array.isArray(data1141)){
for(const key186 in data1141){
let data1142 = data1141[key186];
if(data1142 && typeof data1142 == "object" && !Array.isArray(data1142)){
if(data1142.api_key === undefined){
data1142.api_key = null;
}
if(data1142.base_url === undefined){
data1142.base_url = null;
}
if(data1142.model === undefined){
data1142.model = null;
}
if(data1142.voice === undefined){
data1142.voice = null;
}
let data1143 = data1142.api_key;
if((typeof data1143 !== "string") && (data1143 !== null)){
const err1644 = {instancePath:instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key186.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/providers/properties/tts/additionalProperties/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.providers.properties.tts.additionalProperties.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1644];
}
else {
vErrors.push(err1644);
}
errors++;
}
let data1144 = data1142.base_url;
if((typeof data1144 !== "string") && (data1144 !== null)){
const err1645 = {instancePath:instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key186.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/providers/properties/tts/additionalProperties/additionalProperties/properties/base_url/type",keyword:"type",params:{type: schema11.properties.providers.properties.tts.additionalProperties.additionalProperties.properties.base_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1645];
}
else {
vErrors.push(err1645);
}
errors++;
}
let data1145 = data1142.model;
if((typeof data1145 !== "string") && (data1145 !== null)){
const err1646 = {instancePath:instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key186.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/providers/properties/tts/additionalProperties/additionalProperties/properties/model/type",keyword:"type",params:{type: schema11.properties.providers.properties.tts.additionalProperties.additionalProperties.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1646];
}
else {
vErrors.push(err1646);
}
errors++;
}
let data1146 = data1142.voice;
if((typeof data1146 !== "string") && (data1146 !== null)){
const err1647 = {instancePath:instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key186.replace(/~/g, "~0").replace(/\//g, "~1")+"/voice",schemaPath:"#/properties/providers/properties/tts/additionalProperties/additionalProperties/properties/voice/type",keyword:"type",params:{type: schema11.properties.providers.properties.tts.additionalProperties.additionalProperties.properties.voice.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1647];
}
else {
vErrors.push(err1647);
}
errors++;
}
}
else {
const err1648 = {instancePath:instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key186.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/tts/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1648];
}
else {
vErrors.push(err1648);
}
errors++;
}
}
const aliasErrors33 = keyword0(data1141, instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1"), "#/properties/providers/properties/tts/additionalProperties/x-alias-map");
if(!(aliasErrors33 === null)){
vErrors = vErrors === null ? aliasErrors33 : vErrors.concat(aliasErrors33);
errors = vErrors.length;
}
}
else {
const err1649 = {instancePath:instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/tts/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1649];
}
else {
vErrors.push(err1649);
}
errors++;
}
}
const aliasErrors34 = keyword0(data1140, instancePath+"/providers/tts", "#/properties/providers/properties/tts/x-alias-map");
if(!(aliasErrors34 === null)){
vErrors = vErrors === null ? aliasErrors34 : vErrors.concat(aliasErrors34);
errors = vErrors.length;
}
}
else {
const err1650 = {instancePath:instancePath+"/providers/tts",schemaPath:"#/properties/providers/properties/tts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1650];
}
else {
vErrors.push(err1650);
}
errors++;
}
let data1147 = data1133.models;
if(data1147 && typeof data1147 == "object" && !Array.isArray(data1147)){
if(data1147.anthropic === undefined){
data1147.anthropic = {};
}
if(data1147.echo === undefined){
data1147.echo = {};
}
if(data1147.openai === undefined){
data1147.openai = {};
}
for(const key187 in data1147){
if(!(((key187 === "anthropic") || (key187 === "echo")) || (key187 === "openai"))){
const err1651 = {instancePath:instancePath+"/providers/models",schemaPath:"#/properties/providers/properties/models/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key187},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1651];
}
else {
vErrors.push(err1651);
}
errors++;
}
}
let data1148 = data1147.anthropic;
if(data1148 && typeof data1148 == "object" && !Array.isArray(data1148)){
for(const key188 in data1148){
let data1149 = data1148[key188];
if(data1149 && typeof data1149 == "object" && !Array.isArray(data1149)){
if(data1149.api_key === undefined){
data1149.api_key = null;
}
if(data1149.base_url === undefined){
data1149.base_url = "https://api.anthropic.com";
}
if(data1149.anthropic_version === undefined){
data1149.anthropic_version = "2023-06-01";
}
if(data1149.max_tokens === undefined){
data1149.max_tokens = 1024;
}
if(data1149.timeout_secs === undefined){
data1149.timeout_secs = 120;
}
if(data1149.max_retries === undefined){
data1149.max_retries = 3;
}
if(data1149.temperature === undefined){
data1149.temperature = null;
}
if(data1149.model === undefined){
const err1652 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err1652];
}
else {
vErrors.push(err1652);
}
errors++;
}
let data1150 = data1149.api_key;
if((typeof data1150 !== "string") && (data1150 !== null)){
const err1653 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.providers.properties.models.properties.anthropic.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1653];
}
else {
vErrors.push(err1653);
}
errors++;
}
let data1151 = data1149.base_url;
if(typeof data1151 === "string"){
if(!pattern12.test(data1151)){
const err1654 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/base_url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err1654];
}
else {
vErrors.push(err1654);
}
errors++;
}
}
else {
const err1655 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/base_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1655];
}
else {
vErrors.push(err1655);
}
errors++;
}
if(data1149.model !== undefined){
let data1152 = data1149.model;
if(typeof data1152 === "string"){
if(func3(data1152) < 1){
const err1656 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1656];
}
else {
vErrors.push(err1656);
}
errors++;
}
}
else {
const err1657 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1657];
}
else {
vErrors.push(err1657);
}
errors++;
}
}
if(typeof data1149.anthropic_version !== "string"){
const err1658 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/anthropic_version",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/anthropic_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1658];
}
else {
vErrors.push(err1658);
}
errors++;
}
let data1154 = data1149.max_tokens;
if(!(((typeof data1154 == "number") && (!(data1154 % 1) && !isNaN(data1154))) && (isFinite(data1154)))){
const err1659 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tokens",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/max_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1659];
}
else {
vErrors.push(err1659);
}
errors++;
}
if((typeof data1154 == "number") && (isFinite(data1154))){
if(data1154 < 1 || isNaN(data1154)){
const err1660 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tokens",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/max_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1660];
}
else {
vErrors.push(err1660);
}
errors++;
}
}
let data1155 = data1149.timeout_secs;
if(!(((typeof data1155 == "number") && (!(data1155 % 1) && !isNaN(data1155))) && (isFinite(data1155)))){
const err1661 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/timeout_secs",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1661];
}
else {
vErrors.push(err1661);
}
errors++;
}
if((typeof data1155 == "number") && (isFinite(data1155))){
if(data1155 < 1 || isNaN(data1155)){
const err1662 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/timeout_secs",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1662];
}
else {
vErrors.push(err1662);
}
errors++;
}
}
let data1156 = data1149.max_retries;
if(!(((typeof data1156 == "number") && (!(data1156 % 1) && !isNaN(data1156))) && (isFinite(data1156)))){
const err1663 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_retries",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/max_retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1663];
}
else {
vErrors.push(err1663);
}
errors++;
}
if((typeof data1156 == "number") && (isFinite(data1156))){
if(data1156 < 0 || isNaN(data1156)){
const err1664 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_retries",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/max_retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1664];
}
else {
vErrors.push(err1664);
}
errors++;
}
}
let data1157 = data1149.temperature;
if((!((typeof data1157 == "number") && (isFinite(data1157)))) && (data1157 !== null)){
const err1665 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/temperature",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/temperature/type",keyword:"type",params:{type: schema11.properties.providers.properties.models.properties.anthropic.additionalProperties.properties.temperature.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err1665];
}
else {
vErrors.push(err1665);
}
errors++;
}
if((typeof data1157 == "number") && (isFinite(data1157))){
if(data1157 > 1 || isNaN(data1157)){
const err1666 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/temperature",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/temperature/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1666];
}
else {
vErrors.push(err1666);
}
errors++;
}
if(data1157 < 0 || isNaN(data1157)){
const err1667 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/temperature",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1667];
}
else {
vErrors.push(err1667);
}
errors++;
}
}
}
else {
const err1668 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1668];
}
else {
vErrors.push(err1668);
}
errors++;
}
}
const aliasErrors35 = keyword0(data1148, instancePath+"/providers/models/anthropic", "#/properties/providers/properties/models/properties/anthropic/x-alias-map");
if(!(aliasErrors35 === null)){
vErrors = vErrors === null ? aliasErrors35 : vErrors.concat(aliasErrors35);
errors = vErrors.length;
}
}
else {
const err1669 = {instancePath:instancePath+"/providers/models/anthropic",schemaPath:"#/properties/providers/properties/models/properties/anthropic/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1669];
}
else {
vErrors.push(err1669);
}
errors++;
}
let data1158 = data1147.echo;
if(data1158 && typeof data1158 == "object" && !Array.isArray(data1158)){
for(const key189 in data1158){
let data1159 = data1158[key189];
if(data1159 && typeof data1159 == "object" && !Array.isArray(data1159)){
}
else {
const err1670 = {instancePath:instancePath+"/providers/models/echo/" + key189.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/models/properties/echo/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1670];
}
else {
vErrors.push(err1670);
}
errors++;
}
}
const aliasErrors36 = keyword0(data1158, instancePath+"/providers/models/echo", "#/properties/providers/properties/models/properties/echo/x-alias-map");
if(!(aliasErrors36 === null)){
vErrors = vErrors === null ? aliasErrors36 : vErrors.concat(aliasErrors36);
errors = vErrors.length;
}
}
else {
const err1671 = {instancePath:instancePath+"/providers/models/echo",schemaPath:"#/properties/providers/properties/models/properties/echo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1671];
}
else {
vErrors.push(err1671);
}
errors++;
}
let data1160 = data1147.openai;
if(data1160 && typeof data1160 == "object" && !Array.isArray(data1160)){
for(const key190 in data1160){
let data1161 = data1160[key190];
if(data1161 && typeof data1161 == "object" && !Array.isArray(data1161)){
if(data1161.api_key === undefined){
data1161.api_key = null;
}
if(data1161.base_url === undefined){
data1161.base_url = "https://api.openai.com/v1";
}
if(data1161.stream === undefined){
data1161.stream = false;
}
if(data1161.timeout_secs === undefined){
data1161.timeout_secs = 120;
}
if(data1161.max_retries === undefined){
data1161.max_retries = 3;
}
if(data1161.temperature === undefined){
data1161.temperature = null;
}
if(data1161.max_tokens === undefined){
data1161.max_tokens = null;
}
if(data1161.model === undefined){
const err1672 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err1672];
}
else {
vErrors.push(err1672);
}
errors++;
}
let data1162 = data1161.api_key;
if((typeof data1162 !== "string") && (data1162 !== null)){
const err1673 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.providers.properties.models.properties.openai.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1673];
}
else {
vErrors.push(err1673);
}
errors++;
}
let data1163 = data1161.base_url;
if(typeof data1163 === "string"){
if(!pattern12.test(data1163)){
const err1674 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/base_url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err1674];
}
else {
vErrors.push(err1674);
}
errors++;
}
}
else {
const err1675 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/base_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1675];
}
else {
vErrors.push(err1675);
}
errors++;
}
if(data1161.model !== undefined){
let data1164 = data1161.model;
if(typeof data1164 === "string"){
if(func3(data1164) < 1){
const err1676 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1676];
}
else {
vErrors.push(err1676);
}
errors++;
}
}
else {
const err1677 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1677];
}
else {
vErrors.push(err1677);
}
errors++;
}
}
if(typeof data1161.stream !== "boolean"){
const err1678 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/stream",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/stream/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1678];
}
else {
vErrors.push(err1678);
}
errors++;
}
let data1166 = data1161.timeout_secs;
if(!(((typeof data1166 == "number") && (!(data1166 % 1) && !isNaN(data1166))) && (isFinite(data1166)))){
const err1679 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/timeout_secs",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1679];
}
else {
vErrors.push(err1679);
}
errors++;
}
if((typeof data1166 == "number") && (isFinite(data1166))){
if(data1166 < 1 || isNaN(data1166)){
const err1680 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/timeout_secs",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1680];
}
else {
vErrors.push(err1680);
}
errors++;
}
}
let data1167 = data1161.max_retries;
if(!(((typeof data1167 == "number") && (!(data1167 % 1) && !isNaN(data1167))) && (isFinite(data1167)))){
const err1681 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_retries",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/max_retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1681];
}
else {
vErrors.push(err1681);
}
errors++;
}
if((typeof data1167 == "number") && (isFinite(data1167))){
if(data1167 < 0 || isNaN(data1167)){
const err1682 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_retries",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/max_retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1682];
}
else {
vErrors.push(err1682);
}
errors++;
}
}
let data1168 = data1161.temperature;
if((!((typeof data1168 == "number") && (isFinite(data1168)))) && (data1168 !== null)){
const err1683 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/temperature",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/temperature/type",keyword:"type",params:{type: schema11.properties.providers.properties.models.properties.openai.additionalProperties.properties.temperature.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err1683];
}
else {
vErrors.push(err1683);
}
errors++;
}
if((typeof data1168 == "number") && (isFinite(data1168))){
if(data1168 > 2 || isNaN(data1168)){
const err1684 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/temperature",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/temperature/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err1684];
}
else {
vErrors.push(err1684);
}
errors++;
}
if(data1168 < 0 || isNaN(data1168)){
const err1685 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/temperature",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1685];
}
else {
vErrors.push(err1685);
}
errors++;
}
}
let data1169 = data1161.max_tokens;
if((!(((typeof data1169 == "number") && (!(data1169 % 1) && !isNaN(data1169))) && (isFinite(data1169)))) && (data1169 !== null)){
const err1686 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tokens",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/max_tokens/type",keyword:"type",params:{type: schema11.properties.providers.properties.models.properties.openai.additionalProperties.properties.max_tokens.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1686];
}
else {
vErrors.push(err1686);
}
errors++;
}
if((typeof data1169 == "number") && (isFinite(data1169))){
if(data1169 < 1 || isNaN(data1169)){
const err1687 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tokens",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/max_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1687];
}
else {
vErrors.push(err1687);
}
errors++;
}
}
}
else {
const err1688 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1688];
}
else {
vErrors.push(err1688);
}
errors++;
}
}
const aliasErrors37 = keyword0(data1160, instancePath+"/providers/models/openai", "#/properties/providers/properties/models/properties/openai/x-alias-map");
if(!(aliasErrors37 === null)){
vErrors = vErrors === null ? aliasErrors37 : vErrors.concat(aliasErrors37);
errors = vErrors.length;
}
}
else {
const err1689 = {instancePath:instancePath+"/providers/models/openai",schemaPath:"#/properties/providers/properties/models/properties/openai/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1689];
}
else {
vErrors.push(err1689);
}
errors++;
}
}
else {
const err1690 = {instancePath:instancePath+"/providers/models",schemaPath:"#/properties/providers/properties/models/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1690];
}
else {
vErrors.push(err1690);
}
errors++;
}
}
else {
const err1691 = {instancePath:instancePath+"/providers",schemaPath:"#/properties/providers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1691];
}
else {
vErrors.push(err1691);
}
errors++;
}
}
else {
const err1692 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1692];
}
else {
vErrors.push(err1692);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

return module.exports;
};
