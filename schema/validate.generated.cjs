// DO NOT EDIT: generated from the merged schema of the kernel and the built-in extensions. Run `npm run gen:types`.
'use strict';
/** SHA-256 of the schema (plain JSON, keys in order) this validator was made from. */
exports.schemaHash = '8db14c1876af952c0edd8092bac2784a59061d76a243d0adc9f538765257c855';
/** SHA-256 of the section claims merged into it, each checked alone when it was made. */
exports.claimsHash = 'efbbc2b0891d43e3ccc4f17bc202590c1bc479c925b44a7c95a80ea583ba131e';
/** ajv's standalone code: `require` resolves ajv's run-time helpers, `runtime` holds the kernel's keyword functions. */
exports.validator = function (require, runtime) {
const module = { exports: {} };
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"SvcConfig","description":"The svc configuration file (config.toml), merged from the sections of every loaded extension.","type":"object","additionalProperties":false,"properties":{"a2a":{"type":"object","description":"Agent-to-agent protocol: outbound client and inbound discovery. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"client":{"type":"object","description":"Outbound agent-to-agent client; default-closed, its four tools register only when enabled. Peers are declared statically, never discovered.","additionalProperties":false,"properties":{"allow_private_hosts":{"type":"boolean","description":"Allow peers on private, loopback or link-local hosts.","default":false},"allowed_private_hosts":{"type":"array","description":"Explicit private hosts a peer may target.","items":{"type":"string"},"default":[]},"card_cache_ttl_secs":{"type":"integer","description":"Seconds an agent card is cached; 0 disables caching.","minimum":0,"default":300},"enabled":{"type":"boolean","description":"Master switch of the client.","default":false},"max_response_bytes":{"type":"integer","description":"Largest peer response body (card and calls) in bytes.","minimum":0,"default":1000000},"peers":{"type":"array","description":"Peers as [[a2a.client.peers]] tables.","items":{"type":"object","description":"One statically declared peer agent. Other keys are accepted (the reference does not fix the item shape).","additionalProperties":true,"properties":{"name":{"type":"string","description":"Name the tools use to address this peer.","minLength":1},"url":{"type":"string","description":"Base URL of the peer; its agent card is fetched from there.","minLength":1}},"x-open":true,"required":["name","url"]},"default":[]},"request_timeout_secs":{"type":"integer","description":"Timeout of one JSON-RPC request, in seconds.","minimum":0,"default":120}},"default":{},"x-inert":"warn"},"server":{"type":"object","description":"Inbound discovery: what this agent advertises in its agent card.","additionalProperties":false,"properties":{"bind":{"type":["string","null"],"description":"Host advertised instead of the bound one (advertise-only).","default":null},"enabled":{"type":"boolean","description":"Serve inbound agent-to-agent discovery.","default":false},"port":{"type":["integer","null"],"description":"Port advertised with bind (advertise-only).","minimum":0,"maximum":65535,"default":null},"public_base_url":{"type":"string","description":"Base URL advertised in the agent card endpoints.","default":""}},"default":{},"x-inert":"warn"}},"title":"A2aConfig","default":{},"x-extension":"reserved"},"acp":{"type":"object","description":"Agent Client Protocol sessions. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"default_agent":{"type":["string","null"],"description":"Agent alias used when session/new omits agentAlias and several agents exist.","default":null},"max_sessions":{"type":"integer","description":"Concurrent sessions at most.","minimum":0,"default":10},"session_timeout_secs":{"type":"integer","description":"Seconds an idle session is kept.","minimum":0,"default":3600}},"title":"AcpConfig","default":{},"x-extension":"reserved"},"agents":{"type":"object","description":"User-facing agents by alias: [agents.<alias>]. With none configured there is one agent, \"default\".","x-alias-map":true,"additionalProperties":{"type":"object","description":"One user-facing agent.","additionalProperties":false,"properties":{"a2a":{"type":"object","description":"Agent-to-agent publication of this agent.","additionalProperties":false,"properties":{"exposed_skills":{"type":"array","description":"Skill ids exposed to peers; empty exposes all.","items":{"type":"string"},"default":[]},"published":{"type":"boolean","description":"Publish this agent to agent-to-agent peers.","default":false}},"default":{}},"acp_enable_mcp":{"type":"boolean","description":"Initialise this agent's mcp_bundles tools when serving ACP.","default":false},"channels":{"type":"array","description":"Channels this agent answers, as <type>.<alias> (e.g. webhook.main).","items":{"type":"string"},"default":[]},"classifier_provider":{"type":["string","null"],"description":"Model provider for classification, as <type>.<alias> of [providers.models].","default":null},"model_provider":{"type":["string","null"],"description":"Model provider that answers, as <type>.<alias> of [providers.models] (e.g. openai.home).","default":null},"summary_provider":{"type":["string","null"],"description":"Model provider for summaries, as <type>.<alias> of [providers.models].","default":null},"transcription_provider":{"type":["string","null"],"description":"Speech-to-text provider, as <type>.<alias> of [providers.transcription].","default":null},"tts_provider":{"type":["string","null"],"description":"Text-to-speech provider, as <type>.<alias> of [providers.tts].","default":null},"risk_profile":{"type":["string","null"],"description":"Alias of a [risk_profiles] entry.","default":null},"runtime_profile":{"type":["string","null"],"description":"Alias of a [runtime_profiles] entry.","default":null},"cron_jobs":{"type":"array","description":"Aliases of [cron] jobs run as this agent.","items":{"type":"string"},"default":[]},"delegate_same_risk_profile":{"type":"boolean","description":"Allow delegation to agents that share the risk profile without asking.","default":true},"delegates":{"type":"array","description":"Explicit roster of agents this one may delegate to.","items":{"type":"object","description":"Fields not fixed by the reference: any keys are accepted."},"default":[]},"enabled":{"type":"boolean","description":"Run this agent.","default":true},"identity":{"type":"object","description":"The agent's identity document.","additionalProperties":false,"properties":{"format":{"type":"string","description":"Identity format.","enum":["openclaw","aieos"],"default":"openclaw"},"aieos_inline":{"type":["string","null"],"description":"AIEOS identity given inline.","default":null},"aieos_path":{"type":["string","null"],"description":"AIEOS identity file, relative to the workspace.","default":null}},"default":{}},"knowledge_bundles":{"type":"array","description":"Aliases of [knowledge_bundles] (additive).","items":{"type":"string"},"default":[]},"mcp_bundles":{"type":"array","description":"Aliases of [mcp_bundles] (additive).","items":{"type":"string"},"default":[]},"skill_bundles":{"type":"array","description":"Aliases of [skill_bundles] (additive).","items":{"type":"string"},"default":[]},"memory":{"type":"object","description":"This agent's memory.","additionalProperties":false,"properties":{"backend":{"type":"object","description":"Selects the memory backend for this agent; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"default":{}},"precheck":{"type":"object","description":"A quick model call that screens each request first.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Run the precheck.","default":true},"timeout_secs":{"type":"integer","description":"Hard ceiling of the precheck call, in seconds.","minimum":1,"default":5}},"default":{}},"workspace":{"type":"object","description":"The agent's working directory and what it may read.","additionalProperties":false,"properties":{"access":{"type":"object","description":"Cross-agent allowlist: agent alias to what it may access; empty grants none.","additionalProperties":{},"default":{}},"path":{"type":["string","null"],"description":"Workspace directory; default under the data directory.","default":null},"read_memory_from":{"type":["string","array"],"description":"Agents whose memory this one reads: an alias, or a list of tables.","items":{"type":"object","description":"One source; fields not fixed by the reference."},"default":[]},"unrestricted_filesystem":{"type":"boolean","description":"Allow file tools outside the workspace.","default":false}},"default":{}}},"default":{}},"default":{},"title":"AgentsConfig","x-extension":"agent"},"backup":{"type":"object","description":"Backups of configuration and state: `svc backup create | list | restore`, and on a schedule through cron.","additionalProperties":false,"properties":{"compress":{"type":"boolean","description":"gzip the archive (.tar.gz).","default":true},"destination_dir":{"type":"string","description":"Directory backups are written to; relative paths are under the data directory.","default":"state/backups"},"enabled":{"type":"boolean","description":"Take the scheduled backups (schedule_cron); `svc backup create` works either way.","default":true},"encrypt":{"type":"boolean","description":"Seal the archive with AES-256-GCM under a key derived from the secret store key, which then stays out of it (keep <config dir>/.secret_key apart: restore needs it).","default":false},"include_dirs":{"type":"array","description":"\"config\": the whole config directory (SOPs, TLS files, \u2026) besides config.toml and .secret_key, which are always in; any other name: that directory under the data directory, when it exists. Every SQLite store under the data directory is always in.","items":{"type":"string"},"default":["config","memory","audit","knowledge"]},"max_keep":{"type":"integer","description":"Backups kept in destination_dir; the oldest are pruned after each new one. 0 keeps every one.","minimum":0,"default":10},"schedule_cron":{"type":["string","null"],"description":"Five-field cron expression of the scheduled backups (needs the cron extension); unset means none.","default":null},"schedule_timezone":{"type":["string","null"],"description":"IANA time zone of schedule_cron; unset means UTC.","default":null}},"title":"BackupConfig","default":{},"x-live":true,"x-extension":"backup"},"browser":{"type":"object","description":"Browser tools on two independent flags: enabled registers browser_open, automation_enabled registers the full automation tool. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_domains":{"type":"array","description":"Domains the browser may open (exact or subdomain match); * allows all.","items":{"type":"string"},"default":["*"]},"allowed_private_hosts":{"type":"array","description":"Private or loopback hosts allowed despite SSRF protection.","items":{"type":"string"},"default":[]},"automation_enabled":{"type":"boolean","description":"Register the full browser automation tool.","default":false},"backend":{"type":"string","description":"Automation backend.","enum":["agent_browser","rust_native","computer_use","auto"],"default":"agent_browser"},"enabled":{"type":"boolean","description":"Register the browser_open tool.","default":true},"headed":{"type":["boolean","null"],"description":"Show the browser window; unset inherits the environment variable.","default":null},"native_chrome_path":{"type":["string","null"],"description":"Chrome or Chromium executable for the rust_native backend; unset searches the usual places.","default":null},"native_headless":{"type":"boolean","description":"Run the rust_native backend headless.","default":true},"native_webdriver_url":{"type":"string","description":"WebDriver endpoint of the rust_native backend.","default":"http://127.0.0.1:9515"},"session_name":{"type":["string","null"],"description":"Named browser session to reuse across calls.","default":null},"computer_use":{"type":"object","description":"The computer_use backend: a sidecar that performs desktop actions over HTTP.","additionalProperties":false,"properties":{"allow_remote_endpoint":{"type":"boolean","description":"Allow an endpoint that is not on the loopback interface.","default":false},"api_key":{"type":["string","null"],"description":"Bearer token sent to the sidecar.","x-secret":true,"default":null},"endpoint":{"type":"string","description":"URL of the sidecar actions endpoint.","default":"http://127.0.0.1:8787/v1/actions"},"max_coordinate_x":{"type":["integer","null"],"description":"Largest x coordinate an action may use; unset leaves it unbounded.","minimum":0,"default":null},"max_coordinate_y":{"type":["integer","null"],"description":"Largest y coordinate an action may use; unset leaves it unbounded.","minimum":0,"default":null},"timeout_ms":{"type":"integer","description":"Milliseconds to wait for one sidecar action.","minimum":0,"default":15000},"window_allowlist":{"type":"array","description":"Window titles actions may target; empty allows every window.","items":{"type":"string"},"default":[]}},"default":{}}},"title":"BrowserConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"browser_delegate":{"type":"object","description":"Browser tasks delegated to a coding-assistant CLI driving Chrome. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_domains":{"type":"array","description":"Domains the delegate may visit.","items":{"type":"string"},"default":[]},"blocked_domains":{"type":"array","description":"Domains the delegate may never visit.","items":{"type":"string"},"default":[]},"chrome_profile_dir":{"type":"string","description":"Chrome profile directory; empty uses a fresh profile.","default":""},"cli_binary":{"type":"string","description":"Coding-assistant CLI binary that runs the task.","default":"claude"},"enabled":{"type":"boolean","description":"Offer browser delegation.","default":false},"task_timeout_secs":{"type":"integer","description":"Seconds a delegated task may take.","minimum":1,"default":120}},"title":"BrowserDelegateConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"channels":{"type":"object","description":"Settings shared by every channel; instances live in [channels.<type>.<alias>].","additionalProperties":false,"properties":{"ack_reactions":{"type":"boolean","description":"Acknowledgement reactions on receipt and result.","default":true},"cli":{"type":"boolean","description":"The interactive CLI channel.","default":true},"debounce_ms":{"type":"integer","description":"Merges a sender's rapid messages in one conversation into one turn: each message waits this many milliseconds and each new one restarts the wait; then they go to the agent as one message, joined by newlines in order, and get one reply. A turn holds at most 20 messages and 64 KiB; the next message starts another. Held messages count towards the channel's inbound queue of 100. 0 turns it off.","minimum":0,"maximum":60000,"x-live":true,"default":0},"max_concurrent_per_channel":{"type":"integer","description":"Turns the agent answers at once per channel instance (webhook.main): further messages wait in the instance's inbound queue (100 messages; when it is full the channel refuses with its backpressure answer, 503 with Retry-After for the webhook channel). One conversation is answered one turn at a time, in order, whatever this says.","minimum":1,"x-live":true,"default":4},"message_timeout_secs":{"type":"integer","description":"Deadline of one turn, in seconds from the moment the agent starts answering it (time waiting in the queue does not count): the model call and its tools are cancelled, the sender is told that it took too long and was stopped, and the turn is logged (WARN, with its ids) and counted (svc_<type>_turn_timeouts_total). Also bounds a POST /webhook chat turn (answered 408).","minimum":1,"x-live":true,"default":300},"model_fallback_notice":{"type":"object","description":"Notice policy when a reply falls back to another model of the same family; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"session_backend":{"type":"string","description":"Where conversation history is kept.","enum":["sqlite","jsonl"],"default":"sqlite"},"session_persistence":{"type":"boolean","description":"Persist conversation history.","default":true},"session_ttl_hours":{"type":"integer","description":"Hours after which stale sessions are archived; 0 disables.","minimum":0,"default":0},"show_tool_calls":{"type":"boolean","description":"Sends each tool call of a turn to its conversation as a message of its own as the call starts (the tool and a one-line summary of its arguments), before the reply; at most 5 per turn, then one \"\u2026and K more tool calls\".","x-live":true,"default":false},"amqp":{"type":"object","description":"Channel instances of type amqp (an AMQP message broker), [channels.amqp.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One amqp channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsAmqpConfig","x-extension":"reserved"},"email":{"type":"object","description":"Channel instances of type email (email (IMAP and SMTP)), [channels.email.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One email channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsEmailConfig","x-extension":"reserved"},"filesystem":{"type":"object","description":"Channel instances of type filesystem (a watched directory (SOP listener)), [channels.filesystem.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One filesystem channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsFilesystemConfig","x-extension":"reserved"},"git":{"type":"object","description":"Channel instances of type git (a git forge), [channels.git.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One git channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsGitConfig","x-extension":"reserved"},"gmail_push":{"type":"object","description":"Channel instances of type gmail_push (Gmail push notifications), [channels.gmail_push.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One gmail_push channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsGmailPushConfig","x-extension":"reserved"},"irc":{"type":"object","description":"Channel instances of type irc (IRC), [channels.irc.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One irc channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsIrcConfig","x-extension":"reserved"},"mqtt":{"type":"object","description":"Channel instances of type mqtt (an MQTT broker), [channels.mqtt.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One mqtt channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsMqttConfig","x-extension":"reserved"},"plugin":{"type":"object","description":"Channel instances of type plugin (a WASM channel plugin), [channels.plugin.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One plugin channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsPluginConfig","x-extension":"reserved"},"voice_call":{"type":"object","description":"Channel instances of type voice_call (voice calls), [channels.voice_call.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One voice_call channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsVoiceCallConfig","x-extension":"reserved"},"voice_duplex":{"type":"object","description":"Channel instances of type voice_duplex (full-duplex voice sessions), [channels.voice_duplex.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One voice_duplex channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsVoiceDuplexConfig","x-extension":"reserved"},"voice_wake":{"type":"object","description":"Channel instances of type voice_wake (wake-word voice input), [channels.voice_wake.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One voice_wake channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsVoiceWakeConfig","x-extension":"reserved"},"webhook":{"type":"object","description":"Webhook channel instances by alias: [channels.webhook.<alias>].","x-alias-map":true,"additionalProperties":{"type":"object","description":"One webhook channel instance: its own HTTP listener for signed JSON messages, and optional outbound replies.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"secret":{"type":["string","null"],"description":"HMAC-SHA256 shared secret for inbound X-Webhook-Signature. Required: an instance without it does not start.","x-secret":true,"x-live":true,"default":null},"host":{"type":"string","description":"Address the listener binds.","default":"0.0.0.0"},"port":{"type":"integer","description":"Port the listener binds; 0 picks a free one (logged).","minimum":0,"maximum":65535,"default":8090},"listen_path":{"type":["string","null"],"description":"Path routed for inbound POST; null means /webhook.","pattern":"^/","default":null},"send_url":{"type":["string","null"],"description":"Outbound delivery URL; unset drops replies (debug log).","pattern":"^https?://","x-live":true,"x-credentials-in":"auth_header","default":null},"send_method":{"type":["string","null"],"description":"PUT (any case) or else POST.","x-live":true,"default":null},"auth_header":{"type":["string","null"],"description":"Sent verbatim as the Authorization header of outbound requests; include the scheme.","x-secret":true,"x-live":true,"default":null},"excluded_tools":{"type":"array","description":"Tools not offered to the model when answering through this channel.","items":{"type":"string"},"default":[],"x-live":true},"max_retries":{"type":["integer","null"],"description":"Retries of a transient outbound failure; null means 3; 0 is fire and forget.","minimum":0,"x-live":true,"default":null},"retry_base_delay_ms":{"type":["integer","null"],"description":"Base of the exponential backoff in ms; null means 500; values below 1 count as 1.","x-live":true,"default":null},"retry_max_delay_ms":{"type":["integer","null"],"description":"Cap of any single wait in ms; null means 30000; values below 1 count as 1.","x-live":true,"default":null},"reply_min_interval_secs":{"type":"integer","description":"Pacing floor per recipient in seconds; 0 disables pacing.","minimum":0,"maximum":3600,"x-live":true,"default":0},"reply_queue_depth_max":{"type":"integer","description":"Replies waiting per recipient while pacing; 0 means 16 when pacing is on.","minimum":0,"maximum":1024,"x-live":true,"default":0}},"default":{}},"default":{},"title":"WebhookChannelsConfig","x-extension":"webhook-channel"},"wecom":{"type":"object","description":"Channel instances of type wecom (WeCom (WeChat Work)), [channels.wecom.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One wecom channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsWecomConfig","x-extension":"reserved"},"wecom_ws":{"type":"object","description":"Channel instances of type wecom_ws (WeCom over a WebSocket connection), [channels.wecom_ws.<alias>]. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One wecom_ws channel instance. The reference does not show its fields: enabled and ws_url are defined, other keys are accepted.","additionalProperties":true,"properties":{"enabled":{"type":"boolean","description":"Run this instance.","default":true},"ws_url":{"type":["string","null"],"description":"WebSocket URL that replaces the default endpoint, for tests or a proxy.","pattern":"^wss?://","default":null}},"x-open":true,"default":{},"x-inert":"warn"},"default":{},"title":"ChannelsWecomWsConfig","x-extension":"reserved"}},"title":"ChannelsConfig","default":{},"x-extension":"agent"},"claude_code":{"type":"object","description":"The Claude Code coding-assistant CLI as a tool run in a subprocess. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Offer the Claude Code tool.","default":false},"env_passthrough":{"type":"array","description":"Extra environment variable names passed to the subprocess.","items":{"type":"string"},"default":[]},"max_output_bytes":{"type":"integer","description":"Bytes of subprocess output kept at most.","minimum":1,"default":2097152},"timeout_secs":{"type":"integer","description":"Seconds a run may take.","minimum":1,"default":600},"allowed_tools":{"type":"array","description":"Claude Code tools the subprocess may use.","items":{"type":"string"},"default":["Read","Edit","Bash","Write"]},"system_prompt":{"type":["string","null"],"description":"System prompt added to each run.","default":null}},"title":"ClaudeCodeConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"claude_code_runner":{"type":"object","description":"Long-lived Claude Code sessions in tmux, locally or over SSH. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Offer the Claude Code runner.","default":false},"session_ttl":{"type":"integer","description":"Seconds before an idle session is cleaned up.","minimum":1,"default":3600},"ssh_host":{"type":["string","null"],"description":"Host the sessions run on over SSH; unset runs them locally.","default":null},"tmux_prefix":{"type":"string","description":"Prefix of the tmux session names.","default":"zc-claude-"}},"title":"ClaudeCodeRunnerConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"cloud_ops":{"type":"object","description":"Cloud operations advice: cost review, infrastructure-as-code and well-architected checks. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"cost_threshold_monthly_usd":{"type":"number","description":"Monthly cloud spend in USD above which costs are flagged.","minimum":0,"default":100},"default_cloud":{"type":"string","description":"Cloud assumed when a request names none.","default":"aws"},"enabled":{"type":"boolean","description":"Offer the cloud operations tools.","default":false},"iac_tools":{"type":"array","description":"Infrastructure-as-code tools in use.","items":{"type":"string"},"default":["terraform"]},"supported_clouds":{"type":"array","description":"Clouds the tools work with.","items":{"type":"string"},"default":["aws","azure","gcp"]},"well_architected_frameworks":{"type":"array","description":"Well-architected frameworks reviews follow.","items":{"type":"string"},"default":["aws-waf"]}},"title":"CloudOpsConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"codex_cli":{"type":"object","description":"The Codex coding-assistant CLI as a tool run in a subprocess. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Offer the Codex tool.","default":false},"env_passthrough":{"type":"array","description":"Extra environment variable names passed to the subprocess.","items":{"type":"string"},"default":[]},"max_output_bytes":{"type":"integer","description":"Bytes of subprocess output kept at most.","minimum":1,"default":2097152},"timeout_secs":{"type":"integer","description":"Seconds a run may take.","minimum":1,"default":600},"extra_args":{"type":"array","description":"Extra arguments placed before the prompt.","items":{"type":"string"},"default":[]}},"title":"CodexCliConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"composio":{"type":"object","description":"Composio tool integrations. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"Composio API key.","x-secret":true,"default":null},"enabled":{"type":"boolean","description":"Offer Composio tools.","default":false},"entity_id":{"type":"string","description":"Composio entity the connected accounts belong to.","default":"default"}},"title":"ComposioConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"conversational_ai":{"type":"object","description":"Conversational assistant settings; parsed but not consumed. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"analytics_enabled":{"type":"boolean","description":"Collect conversation analytics.","default":false},"auto_detect_language":{"type":"boolean","description":"Detect the language of each conversation.","default":true},"conversation_timeout_secs":{"type":"integer","description":"Seconds an idle conversation is kept.","minimum":0,"default":1800},"default_language":{"type":"string","description":"Default language (BCP-47).","default":"en"},"enabled":{"type":"boolean","description":"Run the conversational assistant.","default":false},"escalation_confidence_threshold":{"type":"number","description":"Confidence below which a conversation is escalated.","minimum":0,"maximum":1,"default":0.3},"knowledge_base_tool":{"type":["string","null"],"description":"Tool used to search the knowledge base.","default":null},"max_conversation_turns":{"type":"integer","description":"Turns in one conversation at most.","minimum":0,"default":50},"supported_languages":{"type":"array","description":"Languages offered (BCP-47).","items":{"type":"string"},"default":["en","de","fr","it"]}},"title":"ConversationalAiConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"cost":{"type":"object","description":"Spending tracking and budgets. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allow_override":{"type":"boolean","description":"Allow a caller to override a reached budget.","default":false},"daily_limit_usd":{"type":"number","description":"Daily budget in USD.","minimum":0,"default":10},"enabled":{"type":"boolean","description":"Track costs and enforce budgets.","default":true},"monthly_limit_usd":{"type":"number","description":"Monthly budget in USD.","minimum":0,"default":100},"track_per_agent":{"type":"boolean","description":"Keep costs per agent as well as in total.","default":true},"warn_at_percent":{"type":"integer","description":"Percent of a budget at which a warning is raised.","minimum":0,"maximum":100,"default":80},"enforcement":{"type":"object","description":"What happens when a budget is reached.","additionalProperties":false,"properties":{"mode":{"type":"string","description":"warn logs, block refuses the call, route_down switches to route_down_model.","enum":["warn","block","route_down"],"default":"warn"},"reserve_percent":{"type":"integer","description":"Percent of the budget kept in reserve.","minimum":0,"maximum":100,"default":10},"route_down_model":{"type":["string","null"],"description":"Cheaper model used when mode = route_down.","default":null}},"default":{}},"rates":{"type":"object","description":"Price sheets used to compute costs.","additionalProperties":false,"properties":{"providers":{"type":"object","description":"Rate sheets by kind (models, transcription, tts), keyed by provider type and model or voice; any keys are accepted.","additionalProperties":true,"x-open":true,"properties":{"models":{"type":"object","description":"Model rate sheets keyed by provider type and model.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"transcription":{"type":"object","description":"Transcription rate sheets keyed by provider type and model.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"tts":{"type":"object","description":"Text-to-speech rate sheets keyed by provider type and voice.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"default":{}},"tools":{"type":"object","description":"Per-call rate in USD by tool name.","additionalProperties":{"type":"number","minimum":0},"default":{}}},"default":{}}},"title":"CostConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"cron":{"type":"object","description":"Declarative scheduled jobs by id: [cron.<alias>]. Imperative jobs are never deleted by the sync.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One declarative job; its key is the stable job id. Synced to the database at scheduler start (config wins).","additionalProperties":false,"properties":{"allowed_tools":{"type":["array","null"],"description":"Tools an agent job may use; null allows the agent defaults.","items":{"type":"string"},"default":null},"command":{"type":["string","null"],"description":"Shell command (required when job_type = \"shell\").","default":null},"delivery":{"type":"object","description":"Where the output goes.","additionalProperties":false,"properties":{"best_effort":{"type":"boolean","description":"A failed delivery does not fail the job.","default":true},"channel":{"type":["string","null"],"description":"Channel as <type>.<alias>.","default":null},"mode":{"type":"string","description":"none keeps the output; announce sends it to the channel.","enum":["none","announce"],"default":"none"},"thread_id":{"type":["string","null"],"description":"Thread to reply in.","default":null},"to":{"type":["string","null"],"description":"Recipient on the channel.","default":null}},"default":{}},"enabled":{"type":"boolean","description":"Run this job.","default":true},"job_type":{"type":"string","description":"What the job runs.","enum":["shell","agent"],"default":"shell"},"model":{"type":["string","null"],"description":"Model override for agent jobs.","default":null},"name":{"type":["string","null"],"description":"Display name.","default":null},"prompt":{"type":["string","null"],"description":"Prompt (required when job_type = \"agent\").","default":null},"schedule":{"type":"object","description":"When the job runs: { kind = \"cron\", expr = \"*/5 * * * *\", tz = \"Europe/Berlin\" }, { kind = \"every\", every_ms = 60000 } or { kind = \"at\", at = \"2026-12-01T09:00:00Z\" }.","additionalProperties":false,"properties":{"kind":{"type":"string","enum":["cron","every","at"],"description":"cron (five-field expression), every (fixed interval) or at (once)."},"expr":{"type":["string","null"],"description":"Five-field cron expression (kind = \"cron\").","default":null},"tz":{"type":["string","null"],"description":"IANA time zone of expr (kind = \"cron\"); default UTC.","default":null},"every_ms":{"type":["integer","null"],"description":"Interval in milliseconds (kind = \"every\").","minimum":1,"default":null},"at":{"type":["string","null"],"description":"RFC 3339 date-time (kind = \"at\").","default":null}},"required":["kind"]},"session_target":{"type":["string","null"],"description":"Session an agent job runs in.","enum":["isolated","main",null],"default":"isolated"},"shell_output_format":{"type":"object","description":"How shell output is formatted; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"uses_memory":{"type":"boolean","description":"Agent jobs read and write memory.","default":true}},"required":["schedule"]},"default":{},"title":"CronJobsConfig","x-live":true,"x-extension":"cron"},"daemon":{"type":"object","title":"DaemonConfig","description":"How `svc daemon` (and `svc gateway`) start and stop their extensions.","additionalProperties":false,"default":{},"properties":{"start_timeout_secs":{"type":"integer","description":"Seconds one extension's start may take; one that takes longer fails the start by name, and what started before it is shut down.","minimum":1,"maximum":3600,"default":60},"shutdown_grace_secs":{"type":"integer","description":"Seconds the shutdown may take: in-flight work finishes within it; an extension still shutting down at the end is abandoned by name and the others still shut down.","minimum":1,"maximum":3600,"default":10}},"x-extension":"kernel"},"data_retention":{"type":"object","description":"Read-only retention preview; a confirmed purge is unavailable. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"categories":{"type":"array","description":"Categories covered (reserved, not applied).","items":{"type":"string"},"default":[]},"dry_run":{"type":"boolean","description":"Only report what would be purged (reserved).","default":false},"enabled":{"type":"boolean","description":"Compute the retention preview.","default":false},"retention_days":{"type":"integer","description":"Days data is kept.","minimum":0,"default":90}},"title":"DataRetentionConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"decision_models":{"type":"object","description":"Typed-decision models, [decision_models.<alias>], selected by a SOP in its [decision] model field; an unconfigured alias makes that SOP dispatch fail closed. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One typed-decision model.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"Credential for the provider.","x-secret":true,"default":null},"base_url":{"type":["string","null"],"description":"Endpoint of the provider (required for a custom provider).","default":null},"model":{"type":["string","null"],"description":"Model id.","default":null},"provider":{"type":"object","description":"Which provider serves the model; keys are not fixed by the reference: any keys are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"default":{}},"default":{},"title":"DecisionModelsConfig","x-extension":"reserved"},"delegate":{"type":"object","description":"Delegation of work to sub-agents. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"agentic_timeout_secs":{"type":"integer","description":"Timeout of an agentic delegation, in seconds.","minimum":0,"default":300},"timeout_secs":{"type":"integer","description":"Timeout of a plain delegation, in seconds.","minimum":0,"default":120}},"title":"DelegateConfig","default":{},"x-extension":"reserved"},"embedding_routes":{"type":"array","description":"Rules routing hint:<name> to a provider and embedding model, as [[embedding_routes]] tables. Accepted and validated; no runtime behaviour yet.","items":{"type":"object","description":"One rule: requests for hint:<hint> go to this provider and embedding model. Other keys are accepted (the reference does not fix the entry shape).","additionalProperties":true,"properties":{"hint":{"type":"string","description":"The hint name, used by callers as hint:<name>.","minLength":1},"provider":{"type":"string","description":"Provider that serves the hint.","minLength":1},"model":{"type":"string","description":"The embedding model used for the hint.","minLength":1}},"x-open":true,"required":["hint","provider","model"]},"default":[],"title":"EmbeddingRoutesConfig","x-extension":"reserved"},"enroll":{"type":"object","description":"Certificate enrollment: submit a CSR and receive a signed certificate, CA chain and relay profile, over server-authenticated TLS behind a pairing-code gate; requires wss. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allow_unpaired_enrollment":{"type":"string","description":"Reserved: any value is rejected.","default":""},"bind":{"type":"string","description":"Address to bind.","default":"0.0.0.0"},"enabled":{"type":"boolean","description":"Serve enrollment.","default":false},"port":{"type":"integer","description":"Port to bind.","minimum":0,"maximum":65535,"default":9782}},"title":"EnrollConfig","default":{},"x-inert":"refuse","x-extension":"reserved"},"escalation":{"type":"object","description":"Alerts on high or critical escalations. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"alert_channels":{"type":"array","description":"Channel names alerted on high or critical escalations (best effort).","items":{"type":"string"},"default":[]}},"title":"EscalationConfig","default":{},"x-extension":"reserved"},"eval":{"type":"object","description":"Regression evaluation suites. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"mode":{"type":"string","description":"Mode used when --mode is omitted.","enum":["replay","live"],"default":"replay"},"suite_dir":{"type":"string","description":"Directory of the evaluation suites.","default":"evals/regression"}},"title":"EvalConfig","default":{},"x-extension":"reserved"},"extensions":{"type":"array","description":"Third-party extensions to load before the schema is merged: npm package names (resolved from the config directory, then from svc) or paths relative to the config directory.","items":{"type":"string","minLength":1},"default":[],"x-extension":"kernel"},"file_download":{"type":"object","description":"The file_download tool, registered only when url is non-empty; it streams to disk and enforces the size limit while streaming. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"url":{"type":["string","null"],"description":"Download endpoint (only ever taken from config); unset or empty registers no tool.","default":null},"headers":{"type":"object","description":"Headers sent with every download request (often credentials); header name to value.","additionalProperties":{"type":"string"},"default":{},"x-secret":true},"max_file_size_bytes":{"type":"integer","description":"Largest file downloaded, in bytes.","minimum":0,"default":26214400},"timeout_secs":{"type":"integer","description":"Seconds a download may take.","minimum":0,"default":120},"allowed_private_hosts":{"type":"array","description":"Private or loopback hosts allowed despite SSRF protection.","items":{"type":"string"},"default":[]}},"title":"FileDownloadConfig","default":{},"x-extension":"reserved"},"file_upload":{"type":"object","description":"The file_upload tool, registered only when url is non-empty; it sends multipart/form-data and rejects oversized files before sending. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"url":{"type":["string","null"],"description":"Upload endpoint (only ever taken from config); unset or empty registers no tool.","default":null},"headers":{"type":"object","description":"Headers sent with every upload request (often credentials); header name to value.","additionalProperties":{"type":"string"},"default":{},"x-secret":true},"max_file_size_bytes":{"type":"integer","description":"Largest file uploaded, in bytes.","minimum":0,"default":26214400},"timeout_secs":{"type":"integer","description":"Seconds an upload may take.","minimum":0,"default":60},"field_name":{"type":"string","description":"Multipart form field that carries the file.","default":"file"},"method":{"type":"string","description":"HTTP method of the upload.","enum":["POST","PUT"],"default":"POST"}},"title":"FileUploadConfig","default":{},"x-extension":"reserved"},"file_upload_bundle":{"type":"object","description":"The file_upload_bundle tool: several files in one multipart/form-data request, registered only when url is non-empty. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"url":{"type":["string","null"],"description":"Upload endpoint (only ever taken from config); unset or empty registers no tool.","default":null},"headers":{"type":"object","description":"Headers sent with every bundle upload request (often credentials); header name to value.","additionalProperties":{"type":"string"},"default":{},"x-secret":true},"max_file_size_bytes":{"type":"integer","description":"Largest single file in a bundle, in bytes.","minimum":0,"default":10485760},"timeout_secs":{"type":"integer","description":"Seconds a bundle upload may take.","minimum":0,"default":120},"field_name":{"type":"string","description":"Multipart form field that carries each file.","default":"file"},"method":{"type":"string","description":"HTTP method of the upload.","enum":["POST","PUT"],"default":"POST"},"max_files":{"type":"integer","description":"Files in one bundle at most.","minimum":0,"default":16},"max_total_size_bytes":{"type":"integer","description":"Total size of one bundle at most, in bytes.","minimum":0,"default":33554432},"max_response_body_bytes":{"type":"integer","description":"Bytes of the endpoint response body kept at most.","minimum":0,"default":4096}},"title":"FileUploadBundleConfig","default":{},"x-extension":"reserved"},"gateway":{"type":"object","description":"The HTTP gateway: the front door for webhooks, SOP dispatch, pairing and admin routes.","additionalProperties":false,"properties":{"allow_public_bind":{"type":"boolean","description":"Allow binding a non-loopback host without a tunnel.","default":false},"allow_remote_admin":{"type":"boolean","description":"Authenticated remote callers may use the admin endpoints.","x-live":true,"default":false},"allow_self_upgrade":{"type":"boolean","description":"Allow triggering a self-upgrade.","default":false},"check_updates":{"type":"boolean","description":"Poll for newer releases.","default":true},"host":{"type":"string","description":"Address to bind.","default":"127.0.0.1"},"port":{"type":"integer","description":"Port to bind; 0 picks a free one.","minimum":0,"maximum":65535,"default":42617},"idempotency_max_keys":{"type":"integer","description":"Live idempotency keys at most; a full store refuses new keys with 503.","minimum":1,"x-live":true,"default":10000},"idempotency_ttl_secs":{"type":"integer","description":"Seconds an idempotency key is remembered.","minimum":1,"x-live":true,"default":300},"long_running_request_timeout_secs":{"type":"integer","description":"Timeout of POST /api/cron/{id}/run, in seconds.","minimum":1,"x-live":true,"default":600},"request_timeout_secs":{"type":"integer","description":"Timeout of every other route, in seconds.","minimum":1,"x-live":true,"default":30},"pair_rate_limit_per_minute":{"type":"integer","description":"POST /pair requests per client per minute; 0 disables.","minimum":0,"x-live":true,"default":10},"webhook_rate_limit_per_minute":{"type":"integer","description":"Requests to /webhook and /sop/* per client per minute; 0 disables.","minimum":0,"x-live":true,"default":60},"rate_limit_max_keys":{"type":"integer","description":"Clients tracked per limiter (requests, pairing, pairing lockouts); beyond it the least recently seen idle client is forgotten, and while every tracked client is active a new one is refused (429).","minimum":1,"x-live":true,"default":10000},"paired_tokens":{"type":"array","description":"Lower-case hex SHA-256 of each paired bearer token; managed automatically.","items":{"type":"string"},"default":[],"x-secret":true,"x-live":true},"path_prefix":{"type":["string","null"],"description":"Reverse-proxy prefix under which every route is mounted, e.g. /svc.","pattern":"^/","default":null},"require_pairing":{"type":"boolean","description":"Require a paired bearer token on the webhook and SOP routes.","x-live":true,"default":true},"session_persistence":{"type":"boolean","description":"Persist WebSocket chat sessions to SQLite.","default":true},"session_ttl_hours":{"type":"integer","description":"Hours after which idle sessions are dropped; 0 disables.","minimum":0,"default":0},"trust_forwarded_headers":{"type":"boolean","description":"Trust X-Forwarded-For and X-Real-IP (one trusted proxy hop).","x-live":true,"default":false},"web_dist_dir":{"type":["string","null"],"description":"Absolute path of the dashboard files served at / (~ and $HOME are not expanded); `svc dashboard path` prints the bundled one.","x-live":true,"default":null},"webhook_secret":{"type":["string","null"],"description":"Shared secret for the generic webhook routes, sent as X-Webhook-Secret.","x-secret":true,"x-live":true,"default":null},"websocket_ping_interval_secs":{"type":"integer","description":"Seconds between WebSocket pings.","minimum":1,"default":30},"pairing_code":{"type":"object","description":"The one policy for every issued pairing code (startup code, get-paircode --new, POST /api/pairing/initiate).","additionalProperties":false,"properties":{"length":{"type":"integer","description":"Characters in a pairing code.","minimum":6,"maximum":128,"default":32},"charset":{"type":"string","description":"Character family: alphanumeric (default), unambiguous (Crockford Base32) or numeric.","enum":["alphanumeric","unambiguous","numeric"],"default":"alphanumeric"}},"default":{},"x-live":true},"pairing_dashboard":{"type":"object","description":"Pairing code lifetime and brute-force limits.","additionalProperties":false,"properties":{"code_ttl_secs":{"type":"integer","description":"Seconds a pairing code stays valid (the startup code too).","minimum":1,"default":3600},"lockout_secs":{"type":"integer","description":"Seconds a client is locked out after max_failed_attempts.","minimum":0,"default":300},"max_failed_attempts":{"type":"integer","description":"Failed pairing attempts before a lockout.","minimum":1,"default":5},"max_pending_codes":{"type":"integer","description":"Live pairing codes at most; a new one revokes the oldest.","minimum":1,"default":3}},"default":{},"x-live":true},"tls":{"type":"object","description":"HTTPS for the gateway. Files are re-read on reload: a renewed certificate applies to new connections without a restart.","additionalProperties":false,"properties":{"cert_path":{"type":"string","description":"PEM certificate chain (required when [gateway.tls] is present); relative to the config directory.","minLength":1,"x-live":true},"key_path":{"type":"string","description":"PEM private key (required when [gateway.tls] is present); relative to the config directory.","minLength":1,"x-live":true},"enabled":{"type":"boolean","description":"Serve HTTPS.","default":false},"client_auth":{"type":"object","description":"Mutual TLS: client certificates.","additionalProperties":false,"properties":{"ca_cert_path":{"type":"string","description":"PEM file of the CA that signs client certificates (required with enabled = true).","x-live":true,"default":""},"crl_path":{"type":"string","description":"Revoked client certificates: a file with one SHA-256 fingerprint (hex, colons allowed) per line; # starts a comment.","x-live":true,"default":""},"enabled":{"type":"boolean","description":"Ask clients for certificates (mutual TLS).","default":false},"pinned_certs":{"type":"array","description":"SHA-256 fingerprints of the only client certificates accepted; empty accepts any the CA signed.","items":{"type":"string"},"default":[],"x-live":true},"require_client_cert":{"type":"boolean","description":"Refuse clients without a valid certificate during the handshake; with false, a certificate is checked only when sent.","default":true}},"default":{}}},"required":["cert_path","key_path"]}},"title":"GatewayConfig","default":{},"x-extension":"gateway"},"gemini_cli":{"type":"object","description":"The Gemini coding-assistant CLI as a tool run in a subprocess. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Offer the Gemini tool.","default":false},"env_passthrough":{"type":"array","description":"Extra environment variable names passed to the subprocess.","items":{"type":"string"},"default":[]},"max_output_bytes":{"type":"integer","description":"Bytes of subprocess output kept at most.","minimum":1,"default":2097152},"timeout_secs":{"type":"integer","description":"Seconds a run may take.","minimum":1,"default":600}},"title":"GeminiCliConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"google_workspace":{"type":"object","description":"Google Workspace APIs (Drive, Sheets, Gmail, Calendar, ...). Omitting the section equals the defaults (disabled). Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_operations":{"type":"array","description":"Allowed resource and method pairs; empty allows any resource and method of the allowed services. Item fields are not shown by the reference: any keys are accepted.","items":{"type":"object","description":"Fields not fixed by the reference: any keys are accepted."},"default":[]},"allowed_services":{"type":"array","description":"Services the agent may call; empty means the default set: drive, sheets, gmail, calendar, docs, slides, tasks, people, chat, classroom, forms, keep, meet, events.","items":{"type":"string"},"default":[]},"audit_log":{"type":"boolean","description":"Log every Workspace call.","default":false},"credentials_path":{"type":["string","null"],"description":"Path of the OAuth or service-account credentials file.","default":null},"default_account":{"type":["string","null"],"description":"Account used when a call names none.","default":null},"enabled":{"type":"boolean","description":"Offer the Google Workspace tool.","default":false},"rate_limit_per_minute":{"type":"integer","description":"Workspace calls per minute at most.","minimum":0,"default":60},"timeout_secs":{"type":"integer","description":"Seconds per Workspace call.","minimum":1,"default":30}},"title":"GoogleWorkspaceConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"hardware":{"type":"object","description":"Attached hardware (boards reached natively, over serial or through a probe). Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"baud_rate":{"type":"integer","description":"Serial line speed.","minimum":1,"default":115200},"enabled":{"type":"boolean","description":"Use attached hardware.","default":false},"probe_target":{"type":["string","null"],"description":"Chip id for the Probe transport.","default":null},"serial_port":{"type":["string","null"],"description":"Serial device, e.g. /dev/ttyUSB0.","default":null},"transport":{"type":["string","null"],"description":"How the hardware is reached.","enum":["None","Native","Serial","Probe",null],"default":null},"workspace_datasheets":{"type":"boolean","description":"Index .md and .txt datasheets of the workspace.","default":false}},"title":"HardwareConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"heartbeat":{"type":"object","description":"Periodic heartbeat worker and dead-man alert. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"adaptive":{"type":"boolean","description":"Adapt the interval between min_interval_minutes and max_interval_minutes.","default":false},"agent":{"type":"string","description":"Agent alias the worker runs as; required when enabled.","default":""},"deadman_channel":{"type":["string","null"],"description":"Channel alerted when no heartbeat completes within deadman_timeout_minutes.","default":null},"deadman_timeout_minutes":{"type":"integer","description":"Minutes without a completed heartbeat before the dead-man alert; 0 disables it.","minimum":0,"default":0},"deadman_to":{"type":["string","null"],"description":"Recipient of the dead-man alert on deadman_channel.","default":null},"enabled":{"type":"boolean","description":"Run the heartbeat worker.","default":false},"interval_minutes":{"type":"integer","description":"Minutes between heartbeats.","minimum":1,"default":30},"load_session_context":{"type":"boolean","description":"Load the session context into each heartbeat run.","default":false},"max_interval_minutes":{"type":"integer","description":"Longest adaptive interval, in minutes.","minimum":1,"default":120},"max_run_history":{"type":"integer","description":"Heartbeat runs kept in history.","minimum":0,"default":100},"message":{"type":["string","null"],"description":"Prompt sent on each heartbeat.","default":null},"min_interval_minutes":{"type":"integer","description":"Shortest adaptive interval, in minutes.","minimum":1,"default":5},"target":{"type":["string","null"],"description":"Channel that receives heartbeat output.","default":null},"task_timeout_secs":{"type":"integer","description":"Timeout of one heartbeat run, in seconds.","minimum":0,"default":600},"to":{"type":["string","null"],"description":"Recipient on target (required when target is set).","default":null},"two_phase":{"type":"boolean","description":"Decide first whether anything needs doing, then act.","default":true}},"title":"HeartbeatConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"hooks":{"type":"object","description":"Hooks that observe agent tool calls.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"false disables every hook extension.","default":true},"builtin":{"type":"object","description":"Sections under \"hooks.builtin\".","additionalProperties":false,"properties":{"command_logger":{"type":"boolean","description":"Log every tool call (tool, duration, success; never arguments) to the daemon log.","x-live":true,"default":false,"x-extension":"webhook-audit"},"webhook_audit":{"type":"object","description":"POSTs a JSON audit event (format version 1, see README) to url when a tool call matches tool_patterns.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Send audit events.","default":false},"include_args":{"type":"boolean","description":"Include the tool arguments (secrets redacted).","default":false},"max_args_bytes":{"type":"integer","description":"Bytes of serialised arguments sent at most; longer ones are cut and marked arguments_truncated.","minimum":0,"default":4096},"tool_patterns":{"type":"array","description":"Glob patterns of tool names to audit (* any run of characters, ? one character).","items":{"type":"string"},"default":[]},"url":{"type":"string","description":"Receives an HTTP POST with a JSON body: https, or http on a loopback address; never a private or link-local address.","default":""}},"title":"WebhookAuditConfig","default":{},"x-live":true,"x-extension":"webhook-audit"}},"default":{}}},"title":"HooksConfig","default":{},"x-live":true,"x-extension":"webhook-audit"},"http_request":{"type":"object","description":"The http_request tool. Direct transport only; no proxy. Whatever these keys say, the tool never reaches svc's own listeners (gateway, channel listeners) nor a cloud metadata address; every rule is checked on the address a name resolves to, at every redirect hop.","additionalProperties":false,"properties":{"allow_private_hosts":{"type":"boolean","description":"Allow private and loopback addresses (any port except svc's own listeners). Link-local and cloud metadata addresses stay refused.","default":false},"allowed_domains":{"type":"array","description":"Domains the tool may reach (exact or subdomain match); empty rejects all.","items":{"type":"string"},"default":["*"]},"allowed_private_hosts":{"type":"array","description":"Private, loopback or link-local hosts allowed even when allow_private_hosts is false: \"db.lan\" (any port), \"127.0.0.1:8080\", \"[::1]:9000\", \"*.lan\". svc's own listeners and metadata addresses are never allowed.","items":{"type":"string"},"default":[]},"enabled":{"type":"boolean","description":"Offer the http_request tool.","default":true},"max_redirects":{"type":"integer","description":"Redirects followed at most, each hop checked by every rule again (credential headers are dropped when the origin changes); 0 returns the 3xx answer to the model.","minimum":0,"maximum":10,"default":0},"max_response_size":{"type":"integer","description":"Response bytes read at most (chunked answers included); 0 is unlimited.","minimum":0,"default":1000000},"secret_hosts":{"type":"object","description":"The hosts each named secret may be sent to: secret name \u2192 [\"api.github.com\", \"*.example.com\", \"127.0.0.1:8080\"]. Every entry of secrets needs one; a call naming a secret for another host is refused before anything is sent.","additionalProperties":{"type":"array","items":{"type":"string"}},"default":{}},"secrets":{"type":"object","description":"Named authorization secrets the tool may attach by name, as the Authorization header; each is bound to its hosts by secret_hosts.","additionalProperties":{"type":"string"},"default":{},"x-secret":true},"timeout_secs":{"type":"integer","description":"Timeout of one call (DNS, connection, every redirect hop and the whole answer), in seconds.","minimum":1,"default":30}},"title":"HttpRequestConfig","default":{},"x-extension":"agent"},"image_gen":{"type":"object","description":"The image generation tool. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"api_key_env":{"type":"string","description":"Name of the environment variable holding the provider key; empty uses the provider default.","default":""},"default_model":{"type":"string","description":"Model id used when a call names none; empty uses the provider default.","default":""},"enabled":{"type":"boolean","description":"Register the image generation tool.","default":false}},"title":"ImageGenConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"jira":{"type":"object","description":"Jira tickets. Cloud uses Basic auth with email plus token; server editions use Bearer when email is omitted. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_actions":{"type":"array","description":"Jira actions the agent may use.","items":{"type":"string","enum":["get_ticket","search_tickets","comment_ticket"]},"default":["get_ticket"]},"api_token":{"type":"string","description":"Jira API token; empty falls back to an environment variable.","x-secret":true,"default":""},"base_url":{"type":"string","description":"Base URL of the Jira site, e.g. https://example.atlassian.net.","default":""},"email":{"type":["string","null"],"description":"Account email for Basic auth (Cloud); unset uses a Bearer token (server editions).","default":null},"enabled":{"type":"boolean","description":"Offer the Jira tool.","default":false},"timeout_secs":{"type":"integer","description":"Seconds per Jira request.","minimum":1,"default":30}},"title":"JiraConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"knowledge":{"type":"object","description":"The knowledge graph. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"auto_capture":{"type":"boolean","description":"Capture knowledge from conversations automatically.","default":false},"db_path":{"type":["string","null"],"description":"SQLite file of the graph; unset means the default file under the data directory.","default":null},"enabled":{"type":"boolean","description":"Keep a knowledge graph.","default":false},"max_nodes":{"type":"integer","description":"Nodes in the graph at most.","minimum":1,"default":100000},"suggest_on_query":{"type":"boolean","description":"Suggest related knowledge when answering.","default":true}},"title":"KnowledgeConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"knowledge_bundles":{"type":"object","description":"Knowledge bundles, one [knowledge_bundles.<alias>] each, that agents reference. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One knowledge bundle.","additionalProperties":false,"properties":{"sources":{"type":"array","description":"Sources in the bundle.","items":{"type":"string"},"default":[]},"tags":{"type":"array","description":"Tags selecting knowledge into the bundle.","items":{"type":"string"},"default":[]}},"default":{}},"default":{},"title":"KnowledgeBundlesConfig","x-extension":"reserved"},"link_enricher":{"type":"object","description":"Fetches a preview of links found in incoming messages. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Enrich links in incoming messages.","default":false},"max_links":{"type":"integer","description":"Links enriched per message at most.","minimum":0,"default":3},"timeout_secs":{"type":"integer","description":"Seconds to wait for one link.","minimum":0,"default":10}},"title":"LinkEnricherConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"linkedin":{"type":"object","description":"LinkedIn posting: content sources and generated post images. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"api_version":{"type":"string","description":"LinkedIn API version as YYYYMM.","pattern":"^[0-9]{4}(0[1-9]|1[0-2])$","default":"202602"},"enabled":{"type":"boolean","description":"Offer the LinkedIn tool.","default":false},"content":{"type":"object","description":"Where post ideas come from and how posts are written.","additionalProperties":false,"properties":{"github_repos":{"type":"array","description":"GitHub repositories (owner/name) whose activity feeds posts.","items":{"type":"string"},"default":[]},"github_users":{"type":"array","description":"GitHub users whose activity feeds posts.","items":{"type":"string"},"default":[]},"instructions":{"type":"string","description":"Extra writing instructions for posts.","default":""},"persona":{"type":"string","description":"Persona the posts are written as.","default":""},"rss_feeds":{"type":"array","description":"RSS feed URLs that feed posts.","items":{"type":"string"},"default":[]},"topics":{"type":"array","description":"Topics to post about.","items":{"type":"string"},"default":[]}},"default":{}},"image":{"type":"object","description":"Images generated for posts.","additionalProperties":false,"properties":{"card_accent_color":{"type":"string","description":"Accent colour of the fallback card, as #RRGGBB.","pattern":"^#[0-9A-Fa-f]{6}$","default":"#0A66C2"},"enabled":{"type":"boolean","description":"Attach generated images to posts.","default":false},"fallback_card":{"type":"boolean","description":"Render a text card when every image provider fails.","default":true},"providers":{"type":"array","description":"Image vendors to try, in priority order.","items":{"type":"string","enum":["dalle","flux","imagen","stability"]},"default":[]},"temp_dir":{"type":"string","description":"Directory for generated images before upload.","default":"linkedin/images"},"dalle":{"type":"object","description":"DALL-E image generation for LinkedIn posts.","additionalProperties":false,"properties":{"api_key_env":{"type":["string","null"],"description":"Name of the environment variable holding the DALL-E API key; unset uses the vendor default.","default":null},"model":{"type":["string","null"],"description":"DALL-E model; unset uses the vendor default.","default":null}},"default":{}},"flux":{"type":"object","description":"Flux image generation for LinkedIn posts.","additionalProperties":false,"properties":{"api_key_env":{"type":["string","null"],"description":"Name of the environment variable holding the Flux API key; unset uses the vendor default.","default":null},"model":{"type":["string","null"],"description":"Flux model; unset uses the vendor default.","default":null}},"default":{}},"imagen":{"type":"object","description":"Imagen image generation for LinkedIn posts.","additionalProperties":false,"properties":{"api_key_env":{"type":["string","null"],"description":"Name of the environment variable holding the Imagen API key; unset uses the vendor default.","default":null},"model":{"type":["string","null"],"description":"Imagen model; unset uses the vendor default.","default":null},"project_id_env":{"type":["string","null"],"description":"Name of the environment variable holding the Google Cloud project id.","default":null},"region":{"type":["string","null"],"description":"Google Cloud region of the Imagen endpoint.","default":null}},"default":{}},"stability":{"type":"object","description":"Stability image generation for LinkedIn posts.","additionalProperties":false,"properties":{"api_key_env":{"type":["string","null"],"description":"Name of the environment variable holding the Stability API key; unset uses the vendor default.","default":null},"model":{"type":["string","null"],"description":"Stability model; unset uses the vendor default.","default":null}},"default":{}}},"default":{},"x-inert":"warn"}},"title":"LinkedinConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"locale":{"type":"string","description":"Locale such as en or zh-CN; empty means auto-detect from the host, falling back to en. A top-level string, so it must stand before any table in the file. Accepted and validated; no runtime behaviour yet.","default":"","x-extension":"reserved"},"mcp":{"type":"object","description":"Model Context Protocol servers whose tools agents may use. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"deferred_loading":{"type":"boolean","description":"Load tool schemas on demand via tool_search instead of at start.","default":false},"enabled":{"type":"boolean","description":"Connect the configured MCP servers.","default":true},"servers":{"type":"array","description":"MCP servers, as an array of tables ([[mcp.servers]]).","items":{"type":"object","description":"One MCP server. The reference does not fix its fields: name, command, args, url, env and headers are defined, other keys are accepted.","additionalProperties":true,"properties":{"name":{"type":["string","null"],"description":"Server name, as mcp_bundles grant it; unique among servers.","minLength":1,"default":null},"command":{"type":["string","null"],"description":"Executable started for a stdio server.","default":null},"args":{"type":"array","description":"Arguments of command.","items":{"type":"string"},"default":[]},"url":{"type":["string","null"],"description":"Endpoint of a remote (HTTP) server.","default":null},"env":{"type":"object","description":"Environment variables passed to command (often credentials).","additionalProperties":{"type":"string"},"default":{},"x-secret":true},"headers":{"type":"object","description":"Headers sent to a remote server (often credentials).","additionalProperties":{"type":"string"},"default":{},"x-secret":true}},"x-open":true,"default":{}},"default":[]}},"title":"McpConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"mcp_bundles":{"type":"object","description":"Named sets of MCP servers an agent may be granted ([mcp_bundles.<alias>]). Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One MCP bundle.","additionalProperties":false,"properties":{"servers":{"type":"array","description":"Names of the MCP servers granted; a name with no matching server grants nothing.","items":{"type":"string"},"default":[]},"exclude":{"type":"array","description":"Server names removed; deny wins across every bundle an agent references.","items":{"type":"string"},"default":[]}},"default":{}},"default":{},"title":"McpBundlesConfig","x-extension":"reserved"},"media_pipeline":{"type":"object","description":"Automatic processing of inbound media before it reaches the agent. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"describe_images":{"type":"boolean","description":"Describe inbound images in text.","default":true},"enabled":{"type":"boolean","description":"Run the media pipeline on inbound attachments.","default":false},"summarize_video":{"type":"boolean","description":"Summarize inbound videos in text.","default":true},"transcribe_audio":{"type":"boolean","description":"Transcribe inbound audio.","default":true}},"title":"MediaPipelineConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"memory":{"type":"object","description":"Agent memory: where it is stored, how it is searched, deduplicated, retained and protected. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"backend":{"type":"string","description":"A backend name (lucid, markdown, postgres, qdrant, sqlite: its built-in store) or <backend>.<alias> naming a [storage.<backend>.<alias>] table.","minLength":1,"default":"sqlite"},"archive_after_days":{"type":"integer","description":"Days after which entries are archived.","minimum":0,"default":7},"purge_after_days":{"type":"integer","description":"Days after which archived entries are purged.","minimum":0,"default":30},"audit_enabled":{"type":"boolean","description":"Keep an audit trail of memory operations.","default":false},"audit_retention_days":{"type":"integer","description":"Days audit records are kept.","minimum":0,"default":30},"auto_hydrate":{"type":"boolean","description":"Load memory into context automatically.","default":true},"auto_reindex_on_identity_change":{"type":"boolean","description":"Rebuild the index when the embedding identity (provider, model, dimensions) changes.","default":false},"auto_save":{"type":"boolean","description":"Save conversation content to memory automatically.","default":true},"candidate_multiplier":{"type":"integer","description":"Candidates fetched per requested result before ranking.","minimum":1,"default":4},"chunk_max_tokens":{"type":"integer","description":"Tokens per stored chunk at most.","minimum":1,"default":512},"conflict_supersede_enabled":{"type":"boolean","description":"A new entry that conflicts with an old one supersedes it.","default":true},"conflict_threshold":{"type":"number","description":"Similarity above which two entries count as conflicting.","minimum":0,"maximum":1,"default":0.85},"consolidation_extract_facts":{"type":"boolean","description":"Extract facts when consolidating entries.","default":false},"conversation_retention_days":{"type":"integer","description":"Days conversation entries are kept; 0 keeps them forever.","minimum":0,"default":30},"core_retention_days":{"type":"integer","description":"Days core entries are kept; 0 keeps them forever.","minimum":0,"default":0},"daily_retention_days":{"type":"integer","description":"Days daily entries are kept; 0 keeps them forever.","minimum":0,"default":0},"core_max_bytes":{"type":"integer","description":"Bytes of core memory at most; 0 is unbounded.","minimum":0,"default":0},"core_max_rows":{"type":"integer","description":"Core entries at most; 0 is unbounded.","minimum":0,"default":0},"daily_max_rows":{"type":"integer","description":"Daily entries at most; 0 is unbounded.","minimum":0,"default":0},"dedup_action":{"type":"object","description":"What happens to a duplicate entry (variant); keys not fixed by the reference, any are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"dedup_jaccard_threshold":{"type":"number","description":"Jaccard similarity above which two entries are duplicates.","minimum":0,"maximum":1,"default":0.8},"dedup_on_write":{"type":"boolean","description":"Check for duplicates when an entry is written.","default":false},"default_namespace":{"type":"string","description":"Namespace of entries that name none.","default":"default"},"embedding_api_key":{"type":["string","null"],"description":"API key of the embedding provider.","x-secret":true,"default":null},"embedding_cache_size":{"type":"integer","description":"Embeddings cached in memory at most.","minimum":0,"default":10000},"embedding_dimensions":{"type":"integer","description":"Dimensions of an embedding vector.","minimum":1,"default":1536},"embedding_model":{"type":"string","description":"Embedding model.","default":"text-embedding-3-small"},"embedding_provider":{"type":"string","description":"Embedding provider: none, openai, or custom:<URL>.","pattern":"^(none|openai|custom:.+)$","default":"none"},"evict_order":{"type":"object","description":"Order in which entries are evicted at a limit (variant); keys not fixed by the reference, any are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"fts_early_return_score":{"type":"number","description":"Full-text score at which search returns without the vector stage (reserved).","minimum":0,"default":0.85},"hygiene_enabled":{"type":"boolean","description":"Run periodic memory hygiene (archive, purge, prune).","default":true},"importance_weight":{"type":"number","description":"Weight of importance in ranking.","minimum":0,"maximum":1,"default":0.2},"recency_weight":{"type":"number","description":"Weight of recency in ranking.","minimum":0,"maximum":1,"default":0.1},"keyword_weight":{"type":"number","description":"Weight of keyword (full-text) score in hybrid search.","minimum":0,"maximum":1,"default":0.3},"vector_weight":{"type":"number","description":"Weight of vector score in hybrid search.","minimum":0,"maximum":1,"default":0.7},"min_relevance_score":{"type":"number","description":"Results scoring below this are dropped.","minimum":0,"maximum":1,"default":0.4},"mmr_lambda":{"type":"number","description":"Maximal marginal relevance trade-off: 1 favours relevance, 0 diversity.","minimum":0,"maximum":1,"default":0.7},"pin_min_importance":{"type":"number","description":"Importance at which an entry is pinned; above 1.0 disables pinning.","minimum":0,"default":1.01},"pin_namespaces":{"type":"array","description":"Namespaces whose entries are always pinned.","items":{"type":"string"},"default":[]},"recall_date_stamp":{"type":"boolean","description":"Prefix recalled entries with their date.","default":true},"rerank_enabled":{"type":"boolean","description":"Rerank search results.","default":false},"rerank_strategy":{"type":"string","description":"Reranking strategy.","enum":["none","mmr"],"default":"none"},"rerank_threshold":{"type":"integer","description":"Results needed before reranking applies.","minimum":0,"default":5},"response_cache_enabled":{"type":"boolean","description":"Cache model responses.","default":false},"response_cache_hot_entries":{"type":"integer","description":"Response cache entries kept in memory.","minimum":0,"default":256},"response_cache_max_entries":{"type":"integer","description":"Response cache entries at most.","minimum":0,"default":5000},"response_cache_ttl_minutes":{"type":"integer","description":"Minutes a cached response stays valid.","minimum":0,"default":60},"retrieval_stages":{"type":"array","description":"Retrieval stages, in order.","items":{"type":"string"},"default":["fts","vector"]},"search_mode":{"type":"object","description":"How search combines its stages (variant); keys not fixed by the reference, any are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"snapshot_enabled":{"type":"boolean","description":"Take snapshots of memory.","default":false},"snapshot_on_hygiene":{"type":"boolean","description":"Take a snapshot before each hygiene run.","default":false},"policy":{"type":"object","description":"Limits, redaction and threat scanning applied to memory entries.","additionalProperties":false,"properties":{"max_entries_per_category":{"type":"integer","description":"Entries per category at most; 0 is unlimited.","minimum":0,"default":0},"max_entries_per_namespace":{"type":"integer","description":"Entries per namespace at most; 0 is unlimited.","minimum":0,"default":0},"read_only_namespaces":{"type":"array","description":"Namespaces agents may read but not write.","items":{"type":"string"},"default":[]},"redact_categories":{"type":"array","description":"Kinds of sensitive content redacted.","items":{"type":"string"},"default":["secret","api_key","private_key","email","phone"]},"redact_on_write":{"type":"boolean","description":"Redact those categories before an entry is stored.","default":false},"retention_days_by_category":{"type":"object","description":"Days entries of a category are kept, overriding the *_retention_days keys; 0 keeps them forever, an absent key falls back.","additionalProperties":false,"properties":{"core":{"type":"integer","minimum":0,"description":"Days core entries are kept."},"daily":{"type":"integer","minimum":0,"description":"Days daily entries are kept."},"conversation":{"type":"integer","minimum":0,"description":"Days conversation entries are kept."}},"default":{}},"threat_scan":{"type":"string","description":"Scanning of entries for injected instructions.","enum":["off","on","strict"],"default":"on"},"threat_scan_load_time":{"type":"boolean","description":"Also scan entries when they are loaded.","default":true},"threat_scan_on_hit":{"type":"string","description":"What happens to an entry the scan flags.","default":"reject"}},"default":{}},"types":{"type":"object","description":"Typed memory entries; requires the sqlite backend.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Store typed entries (requires memory.backend to be sqlite or a [storage.sqlite.<alias>]).","default":false}},"default":{},"x-inert":"warn"}},"title":"MemoryConfig","default":{},"x-extension":"reserved"},"microsoft365":{"type":"object","description":"Microsoft 365 through the Graph API. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"auth_flow":{"type":"string","description":"OAuth flow used to get Graph tokens.","enum":["client_credentials","device_code"],"default":"client_credentials"},"client_id":{"type":["string","null"],"description":"Application (client) id of the Entra app registration.","default":null},"client_secret":{"type":["string","null"],"description":"Client secret of the app registration (client_credentials flow).","x-secret":true,"default":null},"enabled":{"type":"boolean","description":"Offer the Microsoft 365 tool.","default":false},"scopes":{"type":"array","description":"OAuth scopes requested; the default is the Graph default scope.","items":{"type":"string"},"default":["https://graph.microsoft.com/.default"]},"tenant_id":{"type":["string","null"],"description":"Directory (tenant) id.","default":null},"token_cache_encrypted":{"type":"boolean","description":"Encrypt the cached tokens at rest.","default":true},"user_id":{"type":["string","null"],"description":"User whose mailbox, calendar and files are used (application permissions).","default":null}},"title":"Microsoft365Config","default":{},"x-inert":"warn","x-extension":"reserved"},"model_routes":{"type":"array","description":"Rules routing hint:<name> to a provider and model, as [[model_routes]] tables. Accepted and validated; no runtime behaviour yet.","items":{"type":"object","description":"One rule: requests for hint:<hint> go to this provider and model. Other keys are accepted (the reference does not fix the entry shape).","additionalProperties":true,"properties":{"hint":{"type":"string","description":"The hint name, used by callers as hint:<name>.","minLength":1},"provider":{"type":"string","description":"Provider that serves the hint.","minLength":1},"model":{"type":"string","description":"The model used for the hint.","minLength":1}},"x-open":true,"required":["hint","provider","model"]},"default":[],"title":"ModelRoutesConfig","x-extension":"reserved"},"multimodal":{"type":"object","description":"Images in model requests. Tool text is never scanned for image paths; only explicitly declared attachments are base64-inlined into the next provider request. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allow_remote_fetch":{"type":"boolean","description":"Fetch images from remote URLs to inline them.","default":false},"max_image_size_mb":{"type":"integer","description":"Largest image inlined, in megabytes.","minimum":1,"default":20},"max_image_turns":{"type":"integer","description":"Images stay only on this many most recent turns of the history; 0 does not trim.","minimum":0,"default":0},"max_images":{"type":"integer","description":"Images inlined into one request at most.","minimum":0,"default":4},"vision_model":{"type":["string","null"],"description":"Model used for image turns; unset uses the agent model.","default":null},"vision_model_provider":{"type":["string","null"],"description":"Provider of vision_model; unset uses the agent provider.","default":null}},"title":"MultimodalConfig","default":{},"x-extension":"reserved"},"nodes":{"type":"object","description":"Remote nodes that connect to /ws/nodes and advertise capabilities.","additionalProperties":false,"properties":{"auth_token":{"type":["string","null"],"description":"Token nodes present to connect (Authorization: Bearer); required when enabled.","x-secret":true,"x-live":true,"default":null},"enabled":{"type":"boolean","description":"Accept node connections on /ws/nodes.","x-live":true,"default":false},"max_nodes":{"type":"integer","description":"Connected nodes at most (open sockets, registered or not).","minimum":1,"x-live":true,"default":16},"mdns":{"type":"object","description":"Discovery of peers over mDNS. Accepted and validated; not run yet.","additionalProperties":false,"properties":{"announce_interval_secs":{"type":"integer","description":"Seconds between announcements.","minimum":1,"default":30},"enabled":{"type":"boolean","description":"Announce and discover over mDNS.","default":false},"max_peers":{"type":"integer","description":"Peers remembered at most.","minimum":1,"default":16},"node_name":{"type":["string","null"],"description":"Name announced for this node.","default":null},"peer_ttl_secs":{"type":"integer","description":"Seconds a silent peer is remembered.","minimum":1,"default":90}},"default":{},"x-inert":"warn"}},"title":"NodesConfig","default":{},"x-extension":"nodes"},"notion":{"type":"object","description":"A Notion database polled as a task queue: rows carry input, status and result properties. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"api_key":{"type":"string","description":"Notion integration token.","x-secret":true,"default":""},"database_id":{"type":"string","description":"Id of the Notion database polled for tasks.","default":""},"enabled":{"type":"boolean","description":"Poll the Notion database.","default":false},"input_property":{"type":"string","description":"Database property holding the task input.","default":"Input"},"max_concurrent":{"type":"integer","description":"Tasks processed at the same time at most.","minimum":1,"default":4},"poll_interval_secs":{"type":"integer","description":"Seconds between polls of the database.","minimum":1,"default":5},"recover_stale":{"type":"boolean","description":"Pick up tasks left in progress by an earlier run.","default":true},"result_property":{"type":"string","description":"Database property that receives the result.","default":"Result"},"status_property":{"type":"string","description":"Database property holding the task status.","default":"Status"}},"title":"NotionConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"observability":{"type":"object","description":"Metrics, traces and the runtime trace log.","additionalProperties":false,"properties":{"backend":{"type":"string","description":"Where telemetry goes.","enum":["none","log","verbose","prometheus","otel"],"default":"none"},"log_llm_request_payload":{"type":"string","description":"How much of each model request is logged.","enum":["off","redacted","full"],"default":"off"},"log_tool_io":{"type":"string","description":"How much of tool input and output is logged.","enum":["off","redacted","full"],"default":"off"},"otel_genai_content":{"type":"string","description":"How much model content goes into OpenTelemetry spans.","enum":["off","redacted","full"],"default":"off"},"otel_tool_io":{"type":"string","description":"How much tool input and output goes into OpenTelemetry spans.","enum":["off","redacted","full"],"default":"off"},"log_persistence":{"type":"object","description":"How the runtime trace log is kept (rolling or segmented); keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"log_persistence_max_bytes":{"type":"integer","description":"Size cap of the trace log in bytes; 0 is unbounded.","minimum":0,"default":0},"log_persistence_max_entries":{"type":"integer","description":"Entries kept in rolling mode.","minimum":0,"default":200},"log_persistence_max_entries_per_segment":{"type":"integer","description":"Entries per segment; 0 is unbounded.","minimum":0,"default":0},"log_persistence_path":{"type":"string","description":"Trace log file, relative to the data directory.","default":"state/runtime-trace.jsonl"},"log_persistence_retention_max_age_days":{"type":"integer","description":"Days segments are kept; 0 keeps them.","minimum":0,"default":0},"log_persistence_retention_max_files":{"type":"integer","description":"Segment files kept.","minimum":0,"default":7},"log_persistence_rotate_daily":{"type":"boolean","description":"Start a new segment every UTC day.","default":true},"log_tool_io_denylist":{"type":"array","description":"Tools whose input and output are never logged.","items":{"type":"string"},"default":[]},"log_tool_io_truncate_bytes":{"type":"integer","description":"Bytes of tool input or output logged at most.","minimum":0,"default":40960},"otel_endpoint":{"type":["string","null"],"description":"OpenTelemetry collector URL.","default":null},"otel_genai_content_max_chars":{"type":"integer","description":"Characters of model content per span at most.","minimum":0,"default":1000},"otel_tool_io_max_chars":{"type":"integer","description":"Characters of tool input or output per span at most.","minimum":0,"default":1000},"otel_headers":{"type":["object","null"],"description":"Headers sent to the collector (often credentials).","additionalProperties":{"type":"string"},"default":null,"x-secret":true},"otel_service_name":{"type":["string","null"],"description":"Service name in traces; the default names svc.","default":null}},"title":"ObservabilityConfig","default":{},"x-extension":"observability"},"oidc":{"type":"object","description":"OpenID Connect issuers, one [oidc.<alias>] each. Not implemented yet, so any [oidc.<alias>] table is refused. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One OpenID Connect issuer; the alias is a handle for logs, identity is keyed by issuer plus subject.","additionalProperties":false,"properties":{"actor_claim":{"type":"string","description":"Claim naming the acting party (delegation).","default":""},"actor_claim_marks":{"type":"object","description":"Markers recognised in the actor claim; keys not fixed by the reference, any are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"allowed_authorized_parties":{"type":"array","description":"Accepted values of the azp claim.","items":{"type":"string"},"default":[]},"audience":{"type":"string","description":"Expected audience (aud).","default":""},"claim_path":{"type":"string","description":"Path of the claim mapped through profile_map.","default":""},"client_id":{"type":"string","description":"OAuth client id of svc at this issuer.","default":""},"client_secret":{"type":["string","null"],"description":"OAuth client secret of svc at this issuer.","x-secret":true,"default":null},"interactive_clients":{"type":"array","description":"Client ids of interactive (human) clients.","items":{"type":"string"},"default":[]},"issuer":{"type":"string","description":"Issuer URL (iss).","default":""},"max_auth_lifetime_secs":{"type":"integer","description":"Seconds after authentication a session is accepted at most.","minimum":1,"default":86400},"profile_map":{"type":"object","description":"Claim value to the permission profiles it grants, for interactive clients.","additionalProperties":{"type":"array","items":{"type":"string"}},"default":{}},"require_at_jwt":{"type":"boolean","description":"Require access tokens in JWT form (RFC 9068).","default":true},"require_mfa":{"type":"boolean","description":"Require multi-factor authentication (amr).","default":false},"required_acr":{"type":"array","description":"Accepted authentication context classes (acr); empty accepts any.","items":{"type":"string"},"default":[]},"revalidation_secs":{"type":"integer","description":"Seconds between revalidations of a session.","minimum":0,"default":60},"service_clients":{"type":"array","description":"Client ids of service (machine) clients.","items":{"type":"string"},"default":[]},"service_profile_map":{"type":"object","description":"Service client id to the permission profiles it grants.","additionalProperties":{"type":"array","items":{"type":"string"}},"default":{}},"validation":{"type":"object","description":"Token validation settings; keys not fixed by the reference, any are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"default":{}},"default":{},"title":"OidcConfig","x-inert":"refuse-entries","x-extension":"reserved"},"onboard_state":{"type":"object","description":"Progress of the onboarding wizard. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"completed_sections":{"type":"array","description":"Onboarding sections already completed.","items":{"type":"string"},"default":[]},"quickstart_completed":{"type":"boolean","description":"The quickstart has been completed.","default":false}},"title":"OnboardStateConfig","default":{},"x-extension":"reserved"},"opencode_cli":{"type":"object","description":"The OpenCode coding-assistant CLI as a tool run in a subprocess. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Offer the OpenCode tool.","default":false},"env_passthrough":{"type":"array","description":"Extra environment variable names passed to the subprocess.","items":{"type":"string"},"default":[]},"max_output_bytes":{"type":"integer","description":"Bytes of subprocess output kept at most.","minimum":1,"default":2097152},"timeout_secs":{"type":"integer","description":"Seconds a run may take.","minimum":1,"default":600}},"title":"OpencodeCliConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"pacing":{"type":"object","description":"Loop detection and step timeouts of agent runs. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"loop_detection_enabled":{"type":"boolean","description":"Detect an agent repeating itself.","default":true},"loop_detection_max_repeats":{"type":"integer","description":"Identical calls in the window that count as a loop.","minimum":0,"default":3},"loop_detection_min_elapsed_secs":{"type":["integer","null"],"description":"Seconds a run must last before loop detection applies.","minimum":0,"default":null},"loop_detection_no_progress_min_calls":{"type":"integer","description":"Calls without progress that count as a loop.","minimum":0,"default":5},"loop_detection_window_size":{"type":"integer","description":"Recent calls examined for loops.","minimum":0,"default":20},"loop_ignore_tools":{"type":"array","description":"Tools never counted by loop detection.","items":{"type":"string"},"default":[]},"message_timeout_scale_max":{"type":["integer","null"],"description":"Largest factor by which a message timeout is scaled; null uses the built-in cap of 4.","minimum":0,"default":null},"step_timeout_secs":{"type":["integer","null"],"description":"Timeout of one agent step, in seconds.","minimum":0,"default":null}},"title":"PacingConfig","default":{},"x-extension":"reserved"},"peer_groups":{"type":"object","description":"Peer groups, [peer_groups.<alias>]: agents that may talk to each other on a channel. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One peer group: two agents are peers only when both list each other's group (mutual opt-in).","additionalProperties":false,"properties":{"admin_for_agent_scope":{"type":"boolean","description":"Members are admins within the agent scope.","default":false},"agents":{"type":"array","description":"Agent aliases in the group.","items":{"type":"string"},"default":[]},"channel":{"type":"string","description":"Channel the group talks on (a channel reference).","minLength":1},"external_peers":{"type":"array","description":"Peers outside this service that belong to the group.","items":{"type":"string"},"default":[]},"ignore":{"type":"array","description":"Senders the group ignores.","items":{"type":"string"},"default":[]},"output_modality":{"type":"object","description":"Output modality of the group; keys are not fixed by the reference: any keys are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"required":["channel"]},"default":{},"title":"PeerGroupsConfig","x-extension":"reserved"},"peripherals":{"type":"object","description":"Peripheral boards and their datasheets. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"boards":{"type":"array","description":"Boards as [[peripherals.boards]] tables; item fields are not fixed by the reference.","items":{"type":"object","description":"Fields not fixed by the reference: any keys are accepted."},"default":[]},"datasheet_dir":{"type":["string","null"],"description":"Directory of board datasheets.","default":null},"enabled":{"type":"boolean","description":"Use peripheral boards.","default":false}},"title":"PeripheralsConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"permission_profiles":{"type":"object","description":"Permission profiles, deny by default, referenced by OIDC profile maps and users.<alias>.permission_profiles. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One permission profile.","additionalProperties":false,"properties":{"admin":{"type":"boolean","description":"Grant everything.","default":false},"allowed_agents":{"type":"array","description":"Agent aliases this profile may use.","items":{"type":"string"},"default":[]},"allowed_tools":{"type":"array","description":"Tools this profile may use; empty grants none.","items":{"type":"string"},"default":[]},"config_write_paths":{"type":"array","description":"Dotted config path prefixes this profile may write; a trailing .* covers the subtree.","items":{"type":"string"},"default":[]},"grants":{"type":"object","description":"Resource kind to the verbs granted on it.","additionalProperties":{"type":"array","items":{"type":"string"}},"default":{}}},"default":{}},"default":{},"title":"PermissionProfilesConfig","x-extension":"reserved"},"pipeline":{"type":"object","description":"The pipeline tool: runs a sequence of tool calls as one step. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_tools":{"type":"array","description":"Tools a pipeline may call.","items":{"type":"string"},"default":[]},"enabled":{"type":"boolean","description":"Register the pipeline tool.","default":false},"max_steps":{"type":"integer","description":"Steps in one pipeline at most.","minimum":0,"default":20}},"title":"PipelineConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"plugins":{"type":"object","description":"Sandboxed plugins: discovery, entries, limits and security. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"auto_discover":{"type":"boolean","description":"Load every plugin found in plugins_dir.","default":false},"enabled":{"type":"boolean","description":"Run plugins.","default":false},"entries":{"type":"array","description":"Configured plugins, as an array of tables ([[plugins.entries]]); item fields are not fixed by the reference, any keys are accepted.","items":{"type":"object","description":"Fields not fixed by the reference: any keys are accepted."},"default":[]},"max_active_instances":{"type":"integer","description":"Plugin instances active at once at most.","minimum":0,"default":50},"plugins_dir":{"type":"string","description":"Directory plugins are loaded from; a relative path resolves from the data directory.","default":"plugins"},"limits":{"type":"object","description":"Resource ceilings of each plugin; all must be non-zero. Further ceilings (memory, tables) are not fixed by the reference: other keys are accepted as integers of at least 1.","additionalProperties":{"type":"integer","minimum":1,"description":"A further resource ceiling; must be non-zero."},"properties":{"call_fuel":{"type":"integer","description":"Fuel (instruction budget) of one plugin call.","minimum":1,"default":1000000000},"call_timeout_ms":{"type":"integer","description":"Milliseconds one plugin call may take.","minimum":1,"default":30000},"max_connections_per_instance":{"type":"integer","description":"Connections one plugin instance may hold.","minimum":1,"default":16},"max_instances":{"type":"integer","description":"Instances of one plugin at most.","minimum":1,"default":64}},"x-open":true,"default":{}},"security":{"type":"object","description":"Plugin security policy; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"title":"PluginsConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"project_intel":{"type":"object","description":"Project intelligence reports. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"title":"ProjectIntelConfig","x-inert":"warn","x-extension":"reserved"},"proxy":{"type":"object","description":"Outbound HTTP proxy settings and the scopes they apply to. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"title":"ProxyConfig","x-inert":"warn","x-extension":"reserved"},"query_classification":{"type":"object","description":"Classification of incoming queries into routing hints. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"title":"QueryClassificationConfig","x-inert":"warn","x-extension":"reserved"},"relay":{"type":"object","description":"Relay connection settings. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"title":"RelayConfig","x-inert":"warn","x-extension":"reserved"},"reliability":{"type":"object","description":"Retries, backoff and fallbacks of providers and channels. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"title":"ReliabilityConfig","x-inert":"warn","x-extension":"reserved"},"risk_profiles":{"type":"object","description":"Risk profiles referenced by agents (agents.<alias>.risk_profile). The reference does not fix their fields, so each profile accepts any keys. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One risk profile; fields not fixed by the reference, any keys are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"default":{},"title":"RiskProfilesConfig","x-extension":"reserved"},"rpc":{"type":"object","description":"RPC interface settings. Keys are not fixed by the reference: any keys are accepted. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{},"default":{},"title":"RpcConfig","x-inert":"warn","x-extension":"reserved"},"runtime":{"type":"object","description":"Where agent tools run. The adapter-selection keys are not fixed by the reference: any keys are accepted; [runtime.docker] holds the container settings. Accepted and validated; no runtime behaviour yet.","additionalProperties":true,"x-open":true,"properties":{"docker":{"type":"object","description":"Container settings of the runtime (the reference's \"runtime container settings\").","additionalProperties":false,"properties":{"cpu_limit":{"type":["number","null"],"description":"CPUs the container may use; null sets no limit.","exclusiveMinimum":0,"default":1},"image":{"type":"string","description":"Container image.","default":"alpine:3.20"},"memory_limit_mb":{"type":["integer","null"],"description":"Memory limit of the container in MiB; null sets no limit.","minimum":1,"default":512},"mount_workspace":{"type":"boolean","description":"Mount the workspace at /workspace.","default":true},"network":{"type":"string","description":"Container network mode.","default":"none"},"read_only_rootfs":{"type":"boolean","description":"Mount the root file system read-only.","default":true}},"default":{}}},"default":{},"title":"RuntimeConfig","x-inert":"warn","x-extension":"reserved"},"runtime_profiles":{"type":"object","description":"Agent loop profiles by alias: [runtime_profiles.<alias>], referenced by agents.<alias>.runtime_profile.","x-alias-map":true,"additionalProperties":{"type":"object","description":"Limits and behaviour of the agent loop. Null inherits the global value.","additionalProperties":false,"properties":{"agentic":{"type":"boolean","description":"Run the multi-step agentic loop.","default":false},"agentic_timeout_secs":{"type":["integer","null"],"description":"Timeout of one agentic run, in seconds.","minimum":1,"default":null},"compact_context":{"type":["boolean","null"],"description":"Compact the context when it grows.","default":null},"context_compact_ratio":{"type":["number","null"],"description":"Context fill ratio that triggers compaction.","minimum":0,"maximum":1,"default":null},"deferred_builtin_tools":{"type":"boolean","description":"Load built-in tool schemas on demand.","default":false},"delegation_timeout_secs":{"type":["integer","null"],"description":"Timeout of a delegation, in seconds.","minimum":1,"default":null},"keep_tool_context_turns":{"type":["integer","null"],"description":"Turns of tool context kept.","minimum":0,"default":null},"max_actions_per_hour":{"type":"integer","description":"Actions per hour at most; 0 is a hard zero budget.","minimum":0,"default":20},"max_context_tokens":{"type":["integer","null"],"description":"Context tokens at most.","minimum":1,"default":null},"max_cost_per_day_cents":{"type":"integer","description":"Spend per day in cents at most; 0 inherits the global budget.","minimum":0,"default":500},"max_delegation_depth":{"type":"integer","description":"Delegation depth at most; 0 inherits the default.","minimum":0,"default":0},"max_execution_tree_iterations":{"type":["integer","null"],"description":"Iterations of the execution tree at most.","minimum":1,"default":null},"max_history_messages":{"type":["integer","null"],"description":"History messages kept per conversation.","minimum":0,"default":null},"max_system_prompt_chars":{"type":["integer","null"],"description":"Characters of system prompt at most.","minimum":1,"default":null},"max_tool_iterations":{"type":"integer","description":"Tool rounds per request at most; 0 inherits.","minimum":0,"default":0},"max_tool_result_chars":{"type":["integer","null"],"description":"Characters of one tool result at most.","minimum":1,"default":null},"memory_recall_limit":{"type":["integer","null"],"description":"Memories recalled per request (global default 5).","minimum":0,"default":null},"parallel_tools":{"type":["boolean","null"],"description":"Run independent tool calls in parallel.","default":null},"prompt_injection_mode":{"type":"object","description":"How prompt-injection attempts in tool output are handled; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"shell_timeout_secs":{"type":"integer","description":"Shell command timeout in seconds; 0 inherits.","minimum":0,"default":60},"single_tool_rounds":{"type":["boolean","null"],"description":"At most one tool call per model turn.","default":null},"strict_tool_parsing":{"type":"boolean","description":"Refuse tool calls whose arguments do not parse.","default":false},"tool_call_dedup_exempt":{"type":"array","description":"Tools whose identical repeated calls are not deduplicated.","items":{"type":"string"},"default":[]},"tool_dispatcher":{"type":["string","null"],"description":"Tool dispatcher to use.","default":null},"tool_filter_groups":{"type":"array","description":"Groups of tools filtered together.","items":{"type":"object","description":"Fields not fixed by the reference: any keys are accepted."},"default":[]},"auto_classify":{"type":"object","description":"Hints chosen by automatic request classification.","additionalProperties":false,"properties":{"complex_hint":{"type":["string","null"],"description":"model_routes hint for complex requests.","default":null},"simple_hint":{"type":["string","null"],"description":"model_routes hint for simple requests.","default":null},"standard_hint":{"type":["string","null"],"description":"model_routes hint for standard requests.","default":null},"cost_optimized_hint":{"type":"string","description":"model_routes hint for cost-optimized requests.","default":"cost-optimized"}},"default":{}},"context_compression":{"type":"object","description":"Summarising old context to stay within limits.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Compress context.","default":false},"identifier_policy":{"type":"string","description":"How identifiers are kept through compression.","default":"strict"},"max_passes":{"type":"integer","description":"Compression passes at most.","minimum":1,"default":3},"protect_first_n":{"type":"integer","description":"First messages never compressed.","minimum":0,"default":3},"protect_last_n":{"type":"integer","description":"Last messages never compressed.","minimum":0,"default":4},"source_max_chars":{"type":"integer","description":"Characters given to the summariser at most.","minimum":1,"default":50000},"summary_max_chars":{"type":"integer","description":"Characters of a summary at most.","minimum":1,"default":4000},"summary_model":{"type":["string","null"],"description":"Model that writes summaries.","default":null},"summary_provider":{"type":["string","null"],"description":"Provider that writes summaries, as <type>.<alias> of [providers.models].","default":null},"threshold_ratio":{"type":"number","description":"Context fill ratio that triggers compression.","minimum":0,"maximum":1,"default":0.5},"timeout_secs":{"type":"integer","description":"Timeout of one compression, in seconds.","minimum":1,"default":60},"tool_result_retrim_chars":{"type":"integer","description":"Characters old tool results are trimmed to.","minimum":0,"default":2000},"tool_result_trim_exempt":{"type":"array","description":"Tools whose results are never trimmed.","items":{"type":"string"},"default":[]}},"default":{}},"effort_routing":{"type":"object","description":"Routing between a local and a cloud model by effort; both hints are exact model_routes hints.","additionalProperties":false,"properties":{"cloud_hint":{"type":"string","description":"model_routes hint of the cloud model (required).","minLength":1},"local_hint":{"type":"string","description":"model_routes hint of the local model (required).","minLength":1},"cloud_escalation":{"type":"object","description":"When to escalate to the cloud model; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"required":["cloud_hint","local_hint"]},"eval":{"type":"object","description":"Self-evaluation of answers.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Evaluate answers.","default":false},"max_retries":{"type":"integer","description":"Retries of an answer below the score.","minimum":0,"default":1},"min_quality_score":{"type":"number","description":"Lowest accepted quality score.","minimum":0,"maximum":1,"default":0.5}},"default":{}},"history_pruning":{"type":"object","description":"Pruning of conversation history.","additionalProperties":false,"properties":{"collapse_tool_results":{"type":"boolean","description":"Collapse old tool results.","default":true},"enabled":{"type":"boolean","description":"Prune history.","default":false},"keep_recent":{"type":"integer","description":"Recent messages always kept.","minimum":0,"default":4},"max_tokens":{"type":"integer","description":"History tokens kept at most.","minimum":1,"default":8192}},"default":{}},"thinking":{"type":"object","description":"Model reasoning effort.","additionalProperties":false,"properties":{"budget_tokens":{"type":"object","description":"Token budget per thinking level.","additionalProperties":{"type":"integer","minimum":0},"default":{}},"default_level":{"type":"string","description":"Thinking level when none is asked for.","enum":["off","minimal","low","medium","high","max"],"default":"off"},"display":{"type":"string","description":"How thinking is shown.","enum":["off","omitted","updates","summarized"],"default":"off"},"native_thinking":{"type":"boolean","description":"Use the provider's native thinking API.","default":false}},"default":{}},"tool_receipts":{"type":"object","description":"Short HMAC-SHA256 tags appended to tool results.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Append receipts.","default":false},"inject_system_prompt":{"type":"boolean","description":"Explain receipts in the system prompt.","default":true},"show_in_response":{"type":"boolean","description":"Show receipts in replies.","default":false}},"default":{}}},"default":{}},"default":{},"title":"RuntimeProfilesConfig","x-extension":"agent"},"scheduler":{"type":"object","description":"The job scheduler.","additionalProperties":false,"properties":{"catch_up_on_startup":{"type":"boolean","description":"Run jobs missed while the daemon was down.","default":true},"enabled":{"type":"boolean","description":"false runs no cron jobs.","default":true},"max_concurrent":{"type":"integer","description":"Jobs running at once at most.","minimum":1,"default":4},"max_run_history":{"type":"integer","description":"Runs kept per job.","minimum":0,"default":50},"max_tasks":{"type":"integer","description":"Jobs at most.","minimum":1,"default":64}},"title":"SchedulerConfig","default":{},"x-live":true,"x-extension":"cron"},"schema_version":{"type":"integer","description":"Format version of this file. Defaults to 1, the only version this svc reads; any other value is refused.","const":1,"default":1,"x-extension":"kernel"},"secrets":{"type":"object","title":"SecretsConfig","description":"How secret fields (x-secret) are stored in this file.","additionalProperties":false,"default":{},"properties":{"encrypt":{"type":"boolean","description":"Store secret fields encrypted (enc2:) with the key in <config dir>/.secret_key.","default":true,"x-live":true}},"x-extension":"kernel"},"security":{"type":"object","description":"Security controls: audit log, emergency stop, leak detection, OTP and WebAuthn. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"trust_daemon_uid":{"type":"boolean","description":"Trust local socket peers running under the daemon's own uid.","default":true},"nat64_prefixes":{"type":"array","description":"NAT64 prefixes (CIDR); an address inside one is judged by the IPv4 address it embeds.","items":{"type":"string"},"default":[]},"nevis":{"type":"object","description":"Deprecated and ignored; any keys are accepted so old files still load.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"audit":{"type":"object","description":"Audit log of certificate issuance and renewal (not of commands).","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Write the audit log.","default":true},"log_path":{"type":"string","description":"Audit log file.","default":"audit.log"},"max_size_mb":{"type":"integer","description":"Size of the audit log in MiB before it rotates.","minimum":0,"default":100},"sign_events":{"type":"boolean","description":"Sign each audit event.","default":false}},"default":{},"x-inert":"warn"},"estop":{"type":"object","description":"Emergency stop: halts agent actions until resumed. Not implemented yet, so enabled = true is refused.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Arm the emergency stop.","default":false},"require_otp_to_resume":{"type":"boolean","description":"Require a one-time password to resume after a stop.","default":true},"state_file":{"type":["string","null"],"description":"File holding the stop state; unset means the default file under the data directory.","default":null}},"default":{},"x-inert":"refuse"},"leak_detection":{"type":"object","description":"Detection of credentials leaking into outbound text.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Scan outbound text for leaked credentials.","default":true},"high_entropy_tokens":{"type":"boolean","description":"Also flag high-entropy tokens that match no known credential pattern.","default":true},"sensitivity":{"type":"number","description":"Detection sensitivity, 0.0 (lenient) to 1.0 (strict).","minimum":0,"maximum":1,"default":0.7}},"default":{},"x-inert":"warn"},"otp":{"type":"object","description":"One-time-password gate on sensitive actions. Not implemented yet, so enabled = true is refused.","additionalProperties":false,"properties":{"cache_valid_secs":{"type":"integer","description":"Seconds a successful OTP challenge stays valid.","minimum":0,"default":300},"challenge_max_attempts":{"type":"integer","description":"Wrong codes allowed per challenge.","minimum":1,"default":3},"enabled":{"type":"boolean","description":"Require an OTP before gated actions.","default":false},"gated_actions":{"type":"array","description":"Actions that require an OTP.","items":{"type":"string"},"default":["shell","file_write","browser_open","browser","memory_forget"]},"gated_domain_categories":{"type":"array","description":"Domain categories whose access requires an OTP.","items":{"type":"string"},"default":[]},"gated_domains":{"type":"array","description":"Domains whose access requires an OTP.","items":{"type":"string"},"default":[]},"method":{"type":"object","description":"How codes are produced and delivered (variant); keys not fixed by the reference, any are accepted.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"token_ttl_secs":{"type":"integer","description":"Seconds an issued code is valid.","minimum":1,"default":30}},"default":{},"x-inert":"refuse"},"webauthn":{"type":"object","description":"WebAuthn (passkey) authentication. Not implemented yet, so enabled = true is refused.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Offer WebAuthn authentication.","default":false},"rp_id":{"type":"string","description":"Relying party id (a domain).","default":"localhost"},"rp_name":{"type":"string","description":"Relying party display name; defaults to the service display name.","default":"svc"},"rp_origin":{"type":"string","description":"Origin WebAuthn ceremonies are bound to.","default":"http://localhost:42617"}},"default":{},"x-inert":"refuse"}},"title":"SecurityConfig","default":{},"x-extension":"reserved"},"security_ops":{"type":"object","description":"Security operations: triage of findings and playbooks. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"auto_triage":{"type":"boolean","description":"Triage incoming findings automatically.","default":false},"enabled":{"type":"boolean","description":"Run security operations.","default":false},"max_auto_severity":{"type":"string","description":"Highest severity handled without an operator.","default":"low"},"playbooks_dir":{"type":["string","null"],"description":"Directory of playbooks; unset means the default directory under the data directory.","default":null},"report_output_dir":{"type":["string","null"],"description":"Directory reports are written to; unset means the default directory under the data directory.","default":null},"require_approval_for_actions":{"type":"boolean","description":"Ask an operator before a playbook acts.","default":true},"siem_integration":{"type":["string","null"],"description":"SIEM findings are exchanged with.","default":null}},"title":"SecurityOpsConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"shared":{"type":"object","description":"Shared mode: several instances serve as one. Gateway state (rate limits, lockouts, idempotency keys, pairing codes, paired tokens) lives on Redis; cron jobs, SOP runs, conversation history and webhook-channel replies on PostgreSQL. Off by default: one instance keeps everything in memory and SQLite.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Share state with the other instances through the backends below.","default":false},"instance_id":{"type":["string","null"],"description":"This instance in logs, `svc status` and claims; unset: the host name and the process id.","pattern":"^[A-Za-z0-9_.:-]{1,64}$","default":null},"redis_url":{"type":["string","null"],"description":"redis:// or rediss:// URL of the Redis server holding the gateway state (credentials may be in it: the field is secret). Needs the ioredis package.","x-secret":true,"default":null},"redis_key_prefix":{"type":"string","description":"Prefix of every key svc writes on Redis, so that several services can share one server.","pattern":"^[A-Za-z0-9_.:{}-]{1,64}$","default":"svc:"},"redis_command_timeout_ms":{"type":"integer","description":"A Redis command unanswered this long fails, and the request that needed it is answered 503 with Retry-After.","minimum":50,"maximum":60000,"default":1000},"redis_connect_timeout_ms":{"type":"integer","description":"How long the start waits for the first connection before it goes on failing closed until Redis answers.","minimum":100,"maximum":120000,"default":5000},"postgres_url":{"type":["string","null"],"description":"postgres:// or postgresql:// URL of the PostgreSQL database holding cron jobs and their runs, SOP runs, conversation history and webhook-channel replies not yet delivered (credentials may be in it: the field is secret). Needs the pg package.","x-secret":true,"default":null},"postgres_schema":{"type":"string","description":"Schema svc creates its tables in (created when missing).","pattern":"^[a-z_][a-z0-9_]{0,62}$","default":"svc"},"postgres_connect_timeout_ms":{"type":"integer","description":"A PostgreSQL connection not made this long fails.","minimum":100,"maximum":120000,"default":5000},"postgres_statement_timeout_ms":{"type":"integer","description":"A statement running this long is cancelled by the server.","minimum":100,"maximum":600000,"default":10000},"lease_secs":{"type":"integer","description":"A claim (a cron run, a SOP run, a reply being delivered) whose instance stops renewing it for this long is given up: another instance resumes the SOP run at its step and sends the reply; the cron run is marked failed by the next instance that starts.","minimum":3,"maximum":3600,"default":30}},"title":"SharedConfig","default":{},"x-extension":"instances"},"shell_tool":{"type":"object","description":"The shell tool (offered only when tools.optional names it).","additionalProperties":false,"properties":{"timeout_secs":{"type":"integer","description":"Timeout of one command, in seconds.","minimum":1,"default":60}},"title":"ShellToolConfig","default":{},"x-extension":"agent"},"skill_bundles":{"type":"object","description":"Named sets of skills an agent may be granted ([skill_bundles.<alias>]). Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One skill bundle.","additionalProperties":false,"properties":{"directory":{"type":["string","null"],"description":"Directory the skills are read from; unset uses the skills directory.","default":null},"exclude":{"type":"array","description":"Skills removed from the bundle.","items":{"type":"string"},"default":[]},"include":{"type":"array","description":"Skills in the bundle; empty includes all.","items":{"type":"string"},"default":[]}},"default":{}},"default":{},"title":"SkillBundlesConfig","x-extension":"reserved"},"skills":{"type":"object","description":"Skills: loading, registries, creation and improvement. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allow_scripts":{"type":"boolean","description":"Allow skills to run bundled scripts.","default":false},"extra_registries":{"type":"array","description":"Additional skill registries, as an array of tables; item fields are not fixed by the reference, any keys are accepted.","items":{"type":"object","description":"Fields not fixed by the reference: any keys are accepted."},"default":[]},"install_suggestions":{"type":"object","description":"Suggesting skills to install.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Suggest skills to install.","default":false}},"default":{},"x-inert":"warn"},"open_skills_dir":{"type":["string","null"],"description":"Directory of open skills; unset uses the default location.","default":null},"open_skills_enabled":{"type":"boolean","description":"Load open skills.","default":false},"prompt_injection_mode":{"type":"object","description":"How skill text is placed in the prompt; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"registry_url":{"type":["string","null"],"description":"URL of the skill registry; unset uses the default registry.","default":null},"skill_creation":{"type":"object","description":"Creating new skills from completed tasks.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Create skills from completed tasks.","default":false},"max_final_answer_chars":{"type":"integer","description":"Characters of the final answer considered at most.","minimum":0,"default":2000},"max_skills":{"type":"integer","description":"Skills kept at most.","minimum":0,"default":500},"max_task_chars":{"type":"integer","description":"Characters of the task description considered at most.","minimum":0,"default":1000},"max_tool_trace_chars":{"type":"integer","description":"Characters of the tool trace considered at most.","minimum":0,"default":4000},"reflection_enabled":{"type":"boolean","description":"Reflect on the task before writing the skill.","default":false},"similarity_threshold":{"type":"number","description":"Similarity (0 to 1) above which a new skill counts as a duplicate of an existing one.","minimum":0,"maximum":1,"default":0.85}},"default":{},"x-inert":"warn"},"skill_improvement":{"type":"object","description":"Reviewing and improving existing skills.","additionalProperties":false,"properties":{"cooldown_secs":{"type":"integer","description":"Seconds between improvements of one skill at least.","minimum":0,"default":3600},"enabled":{"type":"boolean","description":"Improve existing skills.","default":false},"max_review_iterations":{"type":"integer","description":"Review iterations per improvement at most.","minimum":0,"default":8},"nudge_interval_iterations":{"type":"integer","description":"Agent iterations between nudges to review skills.","minimum":0,"default":10}},"default":{},"x-inert":"warn"}},"title":"SkillsConfig","default":{},"x-extension":"reserved"},"sop":{"type":"object","description":"Standard Operating Procedures: definitions, admission and runs. The engine runs only when sops_dir is set.","additionalProperties":false,"properties":{"approval":{"type":"object","description":"Who may approve runs and how; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"approval_mode":{"type":"object","description":"How approvals are requested; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"approval_timeout_action":{"type":"object","description":"What happens when an approval times out; the default fails closed (timed_out).","additionalProperties":true,"x-open":true,"properties":{},"default":{}},"approval_timeout_secs":{"type":"integer","description":"Seconds a run waits for approval.","minimum":1,"default":300},"default_execution_mode":{"type":"string","description":"Execution mode of SOPs that do not set one.","enum":["auto","supervised","step_by_step"],"default":"supervised"},"maintenance_interval_secs":{"type":"integer","description":"Seconds between maintenance passes (timeouts, pruning).","minimum":1,"default":60},"max_concurrent_total":{"type":"integer","description":"Runs in flight across every SOP at most.","minimum":1,"default":4},"max_finished_runs":{"type":"integer","description":"Finished runs kept.","minimum":0,"default":100},"max_step_retries":{"type":"integer","description":"Retries of a failed step.","minimum":0,"default":2},"max_step_visits":{"type":"integer","description":"Step executions per run at most (loop guard).","minimum":1,"default":256},"persist_runs":{"type":"boolean","description":"Keep run state on disk so runs survive a restart.","default":true},"procedural_memory_enabled":{"type":"boolean","description":"Learn from finished runs.","default":false},"run_state_dir":{"type":["string","null"],"description":"Directory of persisted runs; default state/sop in the data directory.","default":null},"run_store_backend":{"type":"object","description":"Store of run state; other keys are not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{"kind":{"type":"string","description":"auto: PostgreSQL when the shared mode has shared.postgres_url, else SQLite (persist_runs = true) or memory; postgres: the shared PostgreSQL, required; sqlite: the SQLite file even in the shared mode; memory: nothing kept across restarts.","enum":["auto","postgres","sqlite","memory"],"default":"auto"}},"default":{}},"sops_dir":{"type":["string","null"],"description":"Directory of SOP definitions (<name>/SOP.toml and SOP.md); unset leaves the engine off.","default":null},"step_mandatory_tools":{"type":"array","description":"Tools every step is offered.","items":{"type":"string"},"default":["sop_advance","sop_approve","sop_status"]},"step_schema_enforce":{"type":"boolean","description":"Validate step outputs against the step's schema.","default":true},"step_scope_enforce":{"type":"boolean","description":"Limit each step to its declared tools.","default":false},"untrusted_frame_warning":{"type":"boolean","description":"Tell the model that the payload is untrusted data.","default":true},"untrusted_guard_sensitivity":{"type":"number","description":"Sensitivity of the prompt-injection detector, 0.0 to 1.0.","minimum":0,"maximum":1,"default":0.7},"untrusted_input_guard":{"type":"string","description":"What the untrusted-input guard does with a suspicious payload.","enum":["warn","block","sanitize"],"default":"warn"},"untrusted_outbound_redact":{"type":"boolean","description":"Redact untrusted payload text from outbound messages.","default":true},"untrusted_payload_max_bytes":{"type":"integer","description":"Payload bytes given to the model at most.","minimum":1,"default":8192}},"title":"SopConfig","default":{},"x-extension":"sop"},"storage":{"type":"object","description":"Named stores, [storage.<backend>.<alias>], that memory.backend refers to as <backend>.<alias>. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"lucid":{"type":"object","description":"lucid stores, one [storage.lucid.<alias>] each.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One lucid store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.","additionalProperties":true,"properties":{"url":{"type":["string","null"],"description":"Connection URL or path of the store.","default":null},"collection":{"type":["string","null"],"description":"Collection, table or index inside the store.","default":null},"api_key":{"type":["string","null"],"description":"Credential of the store.","x-secret":true,"default":null}},"x-open":true,"default":{}},"default":{}},"markdown":{"type":"object","description":"markdown stores, one [storage.markdown.<alias>] each.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One markdown store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.","additionalProperties":true,"properties":{"url":{"type":["string","null"],"description":"Connection URL or path of the store.","default":null},"collection":{"type":["string","null"],"description":"Collection, table or index inside the store.","default":null},"api_key":{"type":["string","null"],"description":"Credential of the store.","x-secret":true,"default":null}},"x-open":true,"default":{}},"default":{}},"postgres":{"type":"object","description":"postgres stores, one [storage.postgres.<alias>] each.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One postgres store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.","additionalProperties":true,"properties":{"url":{"type":["string","null"],"description":"Connection URL or path of the store.","default":null},"collection":{"type":["string","null"],"description":"Collection, table or index inside the store.","default":null},"api_key":{"type":["string","null"],"description":"Credential of the store.","x-secret":true,"default":null}},"x-open":true,"default":{}},"default":{}},"qdrant":{"type":"object","description":"qdrant stores, one [storage.qdrant.<alias>] each.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One qdrant store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.","additionalProperties":true,"properties":{"url":{"type":["string","null"],"description":"Connection URL or path of the store.","default":null},"collection":{"type":["string","null"],"description":"Collection, table or index inside the store.","default":null},"api_key":{"type":["string","null"],"description":"Credential of the store.","x-secret":true,"default":null}},"x-open":true,"default":{}},"default":{}},"sqlite":{"type":"object","description":"sqlite stores, one [storage.sqlite.<alias>] each.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One sqlite store. Fields per backend are not fixed by the reference: url, collection and api_key are defined, other keys are accepted.","additionalProperties":true,"properties":{"url":{"type":["string","null"],"description":"Connection URL or path of the store.","default":null},"collection":{"type":["string","null"],"description":"Collection, table or index inside the store.","default":null},"api_key":{"type":["string","null"],"description":"Credential of the store.","x-secret":true,"default":null}},"x-open":true,"default":{}},"default":{}}},"title":"StorageConfig","default":{},"x-extension":"reserved"},"text_browser":{"type":"object","description":"The text_browser tool: render pages with a terminal browser. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_private_hosts":{"type":"array","description":"Private or loopback hosts allowed despite SSRF protection.","items":{"type":"string"},"default":[]},"enabled":{"type":"boolean","description":"Register the text_browser tool.","default":false},"preferred_browser":{"type":["string","null"],"description":"Terminal browser to use; unset auto-detects one.","enum":["lynx","links","w3m",null],"default":null},"timeout_secs":{"type":"integer","description":"Seconds to wait for a page.","minimum":0,"default":30}},"title":"TextBrowserConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"tools":{"type":"object","description":"Which built-in tools agents are offered.","additionalProperties":false,"properties":{"optional":{"type":"array","description":"Optional tools to offer; \"*\" is the full built-in selection. The shell tool is offered only when named explicitly.","items":{"type":"string"},"default":["*"]}},"title":"ToolsConfig","default":{},"x-extension":"agent"},"transcription":{"type":"object","description":"Speech-to-text for voice messages: the hosted endpoint and per-vendor sub-providers. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"Key of the hosted speech-to-text endpoint.","x-secret":true,"default":null},"api_url":{"type":"string","description":"Hosted speech-to-text endpoint (OpenAI-compatible).","default":"https://api.groq.com/openai/v1/audio/transcriptions"},"enabled":{"type":"boolean","description":"Transcribe incoming voice messages.","default":false},"initial_prompt":{"type":["string","null"],"description":"Prompt that primes the model with vocabulary or style.","default":null},"language":{"type":["string","null"],"description":"Spoken language as an ISO-639-1 code (e.g. en); unset lets the model detect it.","pattern":"^[a-z]{2}$","default":null},"max_audio_bytes":{"type":["integer","null"],"description":"Largest audio file sent for transcription, in bytes; unset uses the endpoint limit.","minimum":1,"default":null},"max_duration_secs":{"type":"integer","description":"Longest audio transcribed, in seconds.","minimum":1,"default":120},"model":{"type":"string","description":"Model of the hosted endpoint.","default":"whisper-large-v3-turbo"},"transcribe_non_ptt_audio":{"type":"boolean","description":"Also transcribe audio files that are not push-to-talk voice notes.","default":false},"assemblyai":{"type":"object","description":"AssemblyAI speech-to-text.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"AssemblyAI API key.","x-secret":true,"default":null}},"default":{}},"deepgram":{"type":"object","description":"Deepgram speech-to-text.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"Deepgram API key.","x-secret":true,"default":null},"model":{"type":"string","description":"Deepgram model.","default":"nova-2"}},"default":{}},"google":{"type":"object","description":"Google Cloud speech-to-text.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"Google Cloud API key.","x-secret":true,"default":null},"language_code":{"type":"string","description":"Recognition language as a BCP-47 tag.","default":"en-US"}},"default":{}},"local_whisper":{"type":"object","description":"A self-hosted Whisper server (absent until written; url is then required).","additionalProperties":false,"properties":{"url":{"type":"string","description":"Transcription endpoint of the local Whisper server.","minLength":1},"bearer_token":{"type":["string","null"],"description":"Bearer token sent to the local server.","x-secret":true,"default":null},"max_audio_bytes":{"type":"integer","description":"Largest audio file sent to the local server, in bytes.","minimum":1,"default":26214400},"timeout_secs":{"type":"integer","description":"Seconds to wait for a transcription.","minimum":1,"default":300}},"required":["url"]},"openai":{"type":"object","description":"OpenAI speech-to-text.","additionalProperties":false,"properties":{"api_key":{"type":["string","null"],"description":"OpenAI API key.","x-secret":true,"default":null},"model":{"type":"string","description":"OpenAI transcription model.","default":"whisper-1"}},"default":{}}},"title":"TranscriptionConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"trust":{"type":"object","description":"Trust scoring: how a score starts, grows with success, drops on correction and decays. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"correction_penalty":{"type":"number","description":"Score subtracted when an operator corrects a result.","minimum":0,"maximum":1,"default":0.05},"decay_half_life_days":{"type":"number","description":"Half-life of score decay, in days.","exclusiveMinimum":0,"default":30},"initial_score":{"type":"number","description":"Score a new subject starts with.","minimum":0,"maximum":1,"default":0.8},"regression_threshold":{"type":"number","description":"Score below which a subject counts as regressed.","minimum":0,"maximum":1,"default":0.5},"success_boost":{"type":"number","description":"Score added per successful result.","minimum":0,"maximum":1,"default":0.01}},"title":"TrustConfig","default":{},"x-extension":"reserved"},"tts":{"type":"object","description":"Text-to-speech for spoken replies. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"default_format":{"type":"string","description":"Audio format of synthesized speech.","enum":["mp3","opus","wav"],"default":"mp3"},"default_voice":{"type":"string","description":"Voice used when none is chosen.","default":"alloy"},"enabled":{"type":"boolean","description":"Synthesize spoken replies.","default":false},"max_text_length":{"type":"integer","description":"Characters of text synthesized at most per request.","minimum":1,"default":4096}},"title":"TtsConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"tunnel":{"type":"object","description":"Tunnel that exposes the gateway. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"tunnel_provider":{"type":"string","description":"Tunnel used.","enum":["none","cloudflare","tailscale","ngrok","openvpn","pinggy","custom"],"default":"none"},"cloudflare":{"type":"object","description":"Cloudflare tunnel.","additionalProperties":false,"properties":{"token":{"type":"string","description":"Tunnel token.","x-secret":true,"default":""}},"default":{}},"ngrok":{"type":"object","description":"ngrok tunnel.","additionalProperties":false,"properties":{"auth_token":{"type":["string","null"],"description":"ngrok auth token.","x-secret":true,"default":null},"domain":{"type":["string","null"],"description":"Reserved domain.","default":null}},"default":{}},"tailscale":{"type":"object","description":"Tailscale tunnel.","additionalProperties":false,"properties":{"funnel":{"type":"boolean","description":"Expose publicly with Tailscale Funnel.","default":false},"hostname":{"type":["string","null"],"description":"Tailscale host name.","default":null}},"default":{}},"pinggy":{"type":"object","description":"Pinggy tunnel.","additionalProperties":false,"properties":{"region":{"type":["string","null"],"description":"Pinggy region.","enum":["us","eu","ap","br","au",null],"default":null},"token":{"type":["string","null"],"description":"Pinggy token.","x-secret":true,"default":null}},"default":{}},"custom":{"type":"object","description":"A tunnel started by a command of your own.","additionalProperties":false,"properties":{"start_command":{"type":"string","description":"Command that starts the tunnel; {port} and {host} are substituted.","default":""},"health_url":{"type":["string","null"],"description":"URL polled to check the tunnel is up.","default":null},"url_pattern":{"type":["string","null"],"description":"Pattern that finds the public URL in the command output.","default":null}},"default":{}},"openvpn":{"type":"object","description":"OpenVPN tunnel; config_file is required when this table is present.","additionalProperties":false,"properties":{"config_file":{"type":"string","description":"OpenVPN configuration file.","minLength":1},"advertise_address":{"type":["string","null"],"description":"Address advertised for the tunnel.","default":null},"auth_file":{"type":["string","null"],"description":"OpenVPN credentials file.","default":null},"connect_timeout_secs":{"type":"integer","description":"Seconds to wait for the tunnel to connect.","minimum":1,"default":30},"extra_args":{"type":"array","description":"Extra command-line arguments for openvpn.","items":{"type":"string"},"default":[]}},"required":["config_file"]}},"title":"TunnelConfig","default":{},"x-extension":"reserved"},"users":{"type":"object","description":"Local users and the permission profiles they hold. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One user.","additionalProperties":false,"properties":{"permission_profiles":{"type":"array","description":"Aliases of [permission_profiles.<alias>] this user holds.","items":{"type":"string"},"default":[]},"principal_id":{"type":["string","null"],"description":"Principal id identifying this user (e.g. issuer subject).","default":null},"uid":{"type":["integer","null"],"description":"Local uid matched against the socket peer credential.","minimum":0,"default":null}},"default":{}},"default":{},"title":"UsersConfig","x-extension":"reserved"},"verifiable_intent":{"type":"object","description":"Verifiable intent checks; no verification tool is exposed. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Verify intents.","default":false},"strictness":{"type":"string","description":"How strictly intents are verified.","default":"strict"}},"title":"VerifiableIntentConfig","default":{},"x-inert":"refuse","x-extension":"reserved"},"web_fetch":{"type":"object","description":"The web_fetch tool: fetch a URL and return its content; cross-host redirects are rejected. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"allowed_domains":{"type":"array","description":"Domains that may be fetched; * allows all.","items":{"type":"string"},"default":["*"]},"allowed_private_hosts":{"type":"array","description":"Private or loopback hosts allowed despite SSRF protection.","items":{"type":"string"},"default":[]},"blocked_domains":{"type":"array","description":"Domains never fetched; wins over allowed_domains.","items":{"type":"string"},"default":[]},"enabled":{"type":"boolean","description":"Register the web_fetch tool.","default":true},"max_response_size":{"type":"integer","description":"Largest response read, in bytes.","minimum":0,"default":500000},"timeout_secs":{"type":"integer","description":"Seconds to wait for a response.","minimum":0,"default":30},"provider":{"type":"object","description":"The fetch service used as a fallback on an HTTP error, an empty body or a body under 100 characters.","additionalProperties":false,"properties":{"api_key_env":{"type":"string","description":"Name of the environment variable holding the service key; empty uses the provider default.","default":""},"api_url":{"type":"string","description":"Service endpoint; empty uses the provider default.","default":""},"enabled":{"type":"boolean","description":"Fall back to the fetch service.","default":false},"mode":{"type":"object","description":"How the service is used; keys not fixed by the reference.","additionalProperties":true,"x-open":true,"properties":{},"default":{}}},"default":{},"x-inert":"warn"}},"title":"WebFetchConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"web_search":{"type":"object","description":"The web_search tool and its search provider. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Register the web_search tool.","default":true},"max_results":{"type":"integer","description":"Results returned per search.","minimum":1,"maximum":10,"default":5},"search_provider":{"type":"string","description":"Search provider.","enum":["duckduckgo","brave","tavily","searxng","jina","bocha","serply"],"default":"duckduckgo"},"searxng_instance_url":{"type":["string","null"],"description":"Base URL of the SearXNG instance (searxng provider).","default":null},"timeout_secs":{"type":"integer","description":"Seconds to wait for search results.","minimum":0,"default":15},"anysearch_api_key":{"type":["string","null"],"description":"AnySearch API key.","x-secret":true,"default":null},"bocha_api_key":{"type":["string","null"],"description":"Bocha API key.","x-secret":true,"default":null},"brave_api_key":{"type":["string","null"],"description":"Brave Search API key.","x-secret":true,"default":null},"jina_api_key":{"type":["string","null"],"description":"Jina API key.","x-secret":true,"default":null},"keenable_api_key":{"type":["string","null"],"description":"Keenable API key.","x-secret":true,"default":null},"serply_api_key":{"type":["string","null"],"description":"Serply API key.","x-secret":true,"default":null},"tavily_api_key":{"type":["string","null"],"description":"Tavily API key.","x-secret":true,"default":null}},"title":"WebSearchConfig","default":{},"x-inert":"warn","x-extension":"reserved"},"wss":{"type":"object","description":"Secure WebSocket listener (mutual TLS) for relays and enrolled clients. Not implemented yet, so enabled = true is refused. Accepted and validated; no runtime behaviour yet.","additionalProperties":false,"properties":{"bind":{"type":"string","description":"Address to bind.","default":"0.0.0.0"},"cert_path":{"type":"string","description":"PEM certificate chain.","default":""},"key_path":{"type":"string","description":"PEM private key.","default":""},"enabled":{"type":"boolean","description":"Serve the secure WebSocket listener.","default":false},"handshake_timeout_secs":{"type":"integer","description":"Seconds a TLS and WebSocket handshake may take.","minimum":1,"default":10},"incomplete_message_timeout_secs":{"type":"integer","description":"Seconds a partly received message may stay incomplete.","minimum":1,"default":60},"max_pending_handshakes":{"type":"integer","description":"Handshakes in progress at most.","minimum":1,"default":256},"max_sessions":{"type":"integer","description":"Open sessions at most.","minimum":1,"default":64},"max_sessions_per_client":{"type":"integer","description":"Open sessions per client certificate at most.","minimum":1,"default":8},"port":{"type":"integer","description":"Port to bind.","minimum":0,"maximum":65535,"default":9781},"sans":{"type":"array","description":"Subject alternative names of the server certificate.","items":{"type":"string"},"default":[]},"client_auth":{"type":"object","description":"Client certificates on the secure WebSocket listener; a client certificate is always required.","additionalProperties":false,"properties":{"ca_cert_path":{"type":"string","description":"PEM file of the CA that signs client certificates.","default":""},"crl_path":{"type":"string","description":"Revocation list: one SHA-256 hex fingerprint per line.","default":""},"enabled":{"type":"boolean","description":"Check client certificates against this table.","default":false},"pinned_certs":{"type":"array","description":"SHA-256 fingerprints of the only client certificates accepted.","items":{"type":"string"},"default":[]}},"default":{},"x-inert":"warn"}},"title":"WssConfig","default":{},"x-inert":"refuse","x-extension":"reserved"},"providers":{"type":"object","description":"Sections under \"providers\".","additionalProperties":false,"properties":{"transcription":{"type":"object","description":"Speech-to-text providers, [providers.transcription.<type>.<alias>]: keys are provider types, each a map of named entries that agents refer to as <type>.<alias>. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"Named speech-to-text provider entries of one type.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One speech-to-text provider entry. The reference does not show its fields: these are defined and other keys are accepted.","additionalProperties":true,"properties":{"api_key":{"type":["string","null"],"description":"Provider API key.","x-secret":true,"default":null},"base_url":{"type":["string","null"],"description":"Provider API base URL; unset uses the type default.","default":null},"model":{"type":["string","null"],"description":"Transcription model; unset uses the type default.","default":null}},"x-open":true,"default":{}},"default":{}},"default":{},"title":"ProvidersTranscriptionConfig","x-extension":"reserved"},"tts":{"type":"object","description":"Text-to-speech providers, [providers.tts.<type>.<alias>]: keys are provider types, each a map of named entries that agents refer to as <type>.<alias>. Accepted and validated; no runtime behaviour yet.","x-alias-map":true,"additionalProperties":{"type":"object","description":"Named text-to-speech provider entries of one type.","x-alias-map":true,"additionalProperties":{"type":"object","description":"One text-to-speech provider entry. The reference does not show its fields: these are defined and other keys are accepted.","additionalProperties":true,"properties":{"api_key":{"type":["string","null"],"description":"Provider API key.","x-secret":true,"default":null},"base_url":{"type":["string","null"],"description":"Provider API base URL; unset uses the type default.","default":null},"model":{"type":["string","null"],"description":"Speech model; unset uses the type default.","default":null},"voice":{"type":["string","null"],"description":"Voice; unset uses tts.default_voice.","default":null}},"x-open":true,"default":{}},"default":{}},"default":{},"title":"ProvidersTtsConfig","x-extension":"reserved"},"models":{"type":"object","description":"Sections under \"providers.models\".","additionalProperties":false,"properties":{"anthropic":{"type":"object","description":"Anthropic model providers by alias: [providers.models.anthropic.<alias>].","x-alias-map":true,"additionalProperties":{"type":"object","description":"One Anthropic Messages API endpoint. Other keys are accepted.","additionalProperties":true,"properties":{"api_key":{"type":["string","null"],"description":"API key sent as x-api-key.","x-secret":true,"default":null},"base_url":{"type":"string","description":"Base URL; /v1/messages is appended.","pattern":"^https?://","x-credentials-in":"api_key","default":"https://api.anthropic.com"},"model":{"type":"string","description":"Model name (required), e.g. claude-sonnet-4-5.","minLength":1},"anthropic_version":{"type":"string","description":"Value of the anthropic-version header.","default":"2023-06-01"},"max_tokens":{"type":"integer","description":"Tokens per reply at most (the API requires a value).","minimum":1,"default":1024},"timeout_secs":{"type":"integer","description":"Timeout of one request, in seconds.","minimum":1,"default":120},"max_retries":{"type":"integer","description":"Retries of a transient failure (timeout, 429, 5xx, overloaded).","minimum":0,"default":3},"temperature":{"type":["number","null"],"description":"Sampling temperature.","minimum":0,"maximum":1,"default":null}},"x-open":true,"required":["model"]},"default":{},"title":"AnthropicProvidersConfig","x-extension":"provider-anthropic"},"echo":{"type":"object","description":"Echo model providers by alias: [providers.models.echo.<alias>].","x-alias-map":true,"additionalProperties":{"type":"object","description":"An offline provider: the reply to a user message M is exactly \"echo: M\"; it calls no tools and its model is \"echo\". Other keys are accepted.","additionalProperties":true,"properties":{},"x-open":true,"default":{}},"default":{},"title":"EchoProvidersConfig","x-extension":"provider-echo"},"openai":{"type":"object","description":"OpenAI-compatible model providers by alias: [providers.models.openai.<alias>].","x-alias-map":true,"additionalProperties":{"type":"object","description":"One OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server, ...). Other keys are accepted.","additionalProperties":true,"properties":{"api_key":{"type":["string","null"],"description":"API key sent as a bearer token; local servers may need none.","x-secret":true,"default":null},"base_url":{"type":"string","description":"Base URL; /chat/completions is appended.","pattern":"^https?://","x-credentials-in":"api_key","default":"https://api.openai.com/v1"},"model":{"type":"string","description":"Model name (required), e.g. gpt-4o-mini or llama3.1.","minLength":1},"stream":{"type":"boolean","description":"Ask for a streamed (server-sent events) answer.","default":false},"timeout_secs":{"type":"integer","description":"Timeout of one request, in seconds.","minimum":1,"default":120},"max_retries":{"type":"integer","description":"Retries of a transient failure (timeout, network error, 429, 5xx).","minimum":0,"default":3},"temperature":{"type":["number","null"],"description":"Sampling temperature.","minimum":0,"maximum":2,"default":null},"max_tokens":{"type":["integer","null"],"description":"Tokens per reply at most.","minimum":1,"default":null}},"x-open":true,"required":["model"]},"default":{},"title":"OpenAiProvidersConfig","x-extension":"provider-openai"}},"default":{}}},"default":{}}}};
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
if(typeof data106.ack_reactions !== "boolean"){
const err141 = {instancePath:instancePath+"/channels/ack_reactions",schemaPath:"#/properties/channels/properties/ack_reactions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(typeof data106.cli !== "boolean"){
const err142 = {instancePath:instancePath+"/channels/cli",schemaPath:"#/properties/channels/properties/cli/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
let data109 = data106.debounce_ms;
if(!(((typeof data109 == "number") && (!(data109 % 1) && !isNaN(data109))) && (isFinite(data109)))){
const err143 = {instancePath:instancePath+"/channels/debounce_ms",schemaPath:"#/properties/channels/properties/debounce_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if((typeof data109 == "number") && (isFinite(data109))){
if(data109 > 60000 || isNaN(data109)){
const err144 = {instancePath:instancePath+"/channels/debounce_ms",schemaPath:"#/properties/channels/properties/debounce_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60000},message:"must be <= 60000"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(data109 < 0 || isNaN(data109)){
const err145 = {instancePath:instancePath+"/channels/debounce_ms",schemaPath:"#/properties/channels/properties/debounce_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
let data110 = data106.max_concurrent_per_channel;
if(!(((typeof data110 == "number") && (!(data110 % 1) && !isNaN(data110))) && (isFinite(data110)))){
const err146 = {instancePath:instancePath+"/channels/max_concurrent_per_channel",schemaPath:"#/properties/channels/properties/max_concurrent_per_channel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if((typeof data110 == "number") && (isFinite(data110))){
if(data110 < 1 || isNaN(data110)){
const err147 = {instancePath:instancePath+"/channels/max_concurrent_per_channel",schemaPath:"#/properties/channels/properties/max_concurrent_per_channel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
let data111 = data106.message_timeout_secs;
if(!(((typeof data111 == "number") && (!(data111 % 1) && !isNaN(data111))) && (isFinite(data111)))){
const err148 = {instancePath:instancePath+"/channels/message_timeout_secs",schemaPath:"#/properties/channels/properties/message_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if((typeof data111 == "number") && (isFinite(data111))){
if(data111 < 1 || isNaN(data111)){
const err149 = {instancePath:instancePath+"/channels/message_timeout_secs",schemaPath:"#/properties/channels/properties/message_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
let data112 = data106.model_fallback_notice;
if(data112 && typeof data112 == "object" && !Array.isArray(data112)){
}
else {
const err150 = {instancePath:instancePath+"/channels/model_fallback_notice",schemaPath:"#/properties/channels/properties/model_fallback_notice/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
let data113 = data106.session_backend;
if(typeof data113 !== "string"){
const err151 = {instancePath:instancePath+"/channels/session_backend",schemaPath:"#/properties/channels/properties/session_backend/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if(!((data113 === "sqlite") || (data113 === "jsonl"))){
const err152 = {instancePath:instancePath+"/channels/session_backend",schemaPath:"#/properties/channels/properties/session_backend/enum",keyword:"enum",params:{allowedValues: schema11.properties.channels.properties.session_backend.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(typeof data106.session_persistence !== "boolean"){
const err153 = {instancePath:instancePath+"/channels/session_persistence",schemaPath:"#/properties/channels/properties/session_persistence/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
let data115 = data106.session_ttl_hours;
if(!(((typeof data115 == "number") && (!(data115 % 1) && !isNaN(data115))) && (isFinite(data115)))){
const err154 = {instancePath:instancePath+"/channels/session_ttl_hours",schemaPath:"#/properties/channels/properties/session_ttl_hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if((typeof data115 == "number") && (isFinite(data115))){
if(data115 < 0 || isNaN(data115)){
const err155 = {instancePath:instancePath+"/channels/session_ttl_hours",schemaPath:"#/properties/channels/properties/session_ttl_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(typeof data106.show_tool_calls !== "boolean"){
const err156 = {instancePath:instancePath+"/channels/show_tool_calls",schemaPath:"#/properties/channels/properties/show_tool_calls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
let data117 = data106.amqp;
if(data117 && typeof data117 == "object" && !Array.isArray(data117)){
for(const key17 in data117){
let data118 = data117[key17];
if(data118 && typeof data118 == "object" && !Array.isArray(data118)){
if(data118.enabled === undefined){
data118.enabled = true;
}
if(data118.ws_url === undefined){
data118.ws_url = null;
}
if(typeof data118.enabled !== "boolean"){
const err157 = {instancePath:instancePath+"/channels/amqp/" + key17.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/amqp/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
let data120 = data118.ws_url;
if((typeof data120 !== "string") && (data120 !== null)){
const err158 = {instancePath:instancePath+"/channels/amqp/" + key17.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/amqp/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.amqp.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if(typeof data120 === "string"){
if(!pattern0.test(data120)){
const err159 = {instancePath:instancePath+"/channels/amqp/" + key17.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/amqp/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
}
else {
const err160 = {instancePath:instancePath+"/channels/amqp/" + key17.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/amqp/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
const aliasErrors1 = keyword0(data117, instancePath+"/channels/amqp", "#/properties/channels/properties/amqp/x-alias-map");
if(!(aliasErrors1 === null)){
vErrors = vErrors === null ? aliasErrors1 : vErrors.concat(aliasErrors1);
errors = vErrors.length;
}
}
else {
const err161 = {instancePath:instancePath+"/channels/amqp",schemaPath:"#/properties/channels/properties/amqp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
let data121 = data106.email;
if(data121 && typeof data121 == "object" && !Array.isArray(data121)){
for(const key18 in data121){
let data122 = data121[key18];
if(data122 && typeof data122 == "object" && !Array.isArray(data122)){
if(data122.enabled === undefined){
data122.enabled = true;
}
if(data122.ws_url === undefined){
data122.ws_url = null;
}
if(typeof data122.enabled !== "boolean"){
const err162 = {instancePath:instancePath+"/channels/email/" + key18.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/email/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
let data124 = data122.ws_url;
if((typeof data124 !== "string") && (data124 !== null)){
const err163 = {instancePath:instancePath+"/channels/email/" + key18.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/email/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.email.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(typeof data124 === "string"){
if(!pattern0.test(data124)){
const err164 = {instancePath:instancePath+"/channels/email/" + key18.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/email/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
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
const err165 = {instancePath:instancePath+"/channels/email/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/email/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
const aliasErrors2 = keyword0(data121, instancePath+"/channels/email", "#/properties/channels/properties/email/x-alias-map");
if(!(aliasErrors2 === null)){
vErrors = vErrors === null ? aliasErrors2 : vErrors.concat(aliasErrors2);
errors = vErrors.length;
}
}
else {
const err166 = {instancePath:instancePath+"/channels/email",schemaPath:"#/properties/channels/properties/email/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
let data125 = data106.filesystem;
if(data125 && typeof data125 == "object" && !Array.isArray(data125)){
for(const key19 in data125){
let data126 = data125[key19];
if(data126 && typeof data126 == "object" && !Array.isArray(data126)){
if(data126.enabled === undefined){
data126.enabled = true;
}
if(data126.ws_url === undefined){
data126.ws_url = null;
}
if(typeof data126.enabled !== "boolean"){
const err167 = {instancePath:instancePath+"/channels/filesystem/" + key19.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/filesystem/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
let data128 = data126.ws_url;
if((typeof data128 !== "string") && (data128 !== null)){
const err168 = {instancePath:instancePath+"/channels/filesystem/" + key19.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/filesystem/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.filesystem.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if(typeof data128 === "string"){
if(!pattern0.test(data128)){
const err169 = {instancePath:instancePath+"/channels/filesystem/" + key19.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/filesystem/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
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
const err170 = {instancePath:instancePath+"/channels/filesystem/" + key19.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/filesystem/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
const aliasErrors3 = keyword0(data125, instancePath+"/channels/filesystem", "#/properties/channels/properties/filesystem/x-alias-map");
if(!(aliasErrors3 === null)){
vErrors = vErrors === null ? aliasErrors3 : vErrors.concat(aliasErrors3);
errors = vErrors.length;
}
}
else {
const err171 = {instancePath:instancePath+"/channels/filesystem",schemaPath:"#/properties/channels/properties/filesystem/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
let data129 = data106.git;
if(data129 && typeof data129 == "object" && !Array.isArray(data129)){
for(const key20 in data129){
let data130 = data129[key20];
if(data130 && typeof data130 == "object" && !Array.isArray(data130)){
if(data130.enabled === undefined){
data130.enabled = true;
}
if(data130.ws_url === undefined){
data130.ws_url = null;
}
if(typeof data130.enabled !== "boolean"){
const err172 = {instancePath:instancePath+"/channels/git/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/git/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
let data132 = data130.ws_url;
if((typeof data132 !== "string") && (data132 !== null)){
const err173 = {instancePath:instancePath+"/channels/git/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/git/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.git.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(typeof data132 === "string"){
if(!pattern0.test(data132)){
const err174 = {instancePath:instancePath+"/channels/git/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/git/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
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
const err175 = {instancePath:instancePath+"/channels/git/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/git/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
const aliasErrors4 = keyword0(data129, instancePath+"/channels/git", "#/properties/channels/properties/git/x-alias-map");
if(!(aliasErrors4 === null)){
vErrors = vErrors === null ? aliasErrors4 : vErrors.concat(aliasErrors4);
errors = vErrors.length;
}
}
else {
const err176 = {instancePath:instancePath+"/channels/git",schemaPath:"#/properties/channels/properties/git/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
let data133 = data106.gmail_push;
if(data133 && typeof data133 == "object" && !Array.isArray(data133)){
for(const key21 in data133){
let data134 = data133[key21];
if(data134 && typeof data134 == "object" && !Array.isArray(data134)){
if(data134.enabled === undefined){
data134.enabled = true;
}
if(data134.ws_url === undefined){
data134.ws_url = null;
}
if(typeof data134.enabled !== "boolean"){
const err177 = {instancePath:instancePath+"/channels/gmail_push/" + key21.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/gmail_push/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
let data136 = data134.ws_url;
if((typeof data136 !== "string") && (data136 !== null)){
const err178 = {instancePath:instancePath+"/channels/gmail_push/" + key21.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/gmail_push/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.gmail_push.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if(typeof data136 === "string"){
if(!pattern0.test(data136)){
const err179 = {instancePath:instancePath+"/channels/gmail_push/" + key21.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/gmail_push/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
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
const err180 = {instancePath:instancePath+"/channels/gmail_push/" + key21.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/gmail_push/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
const aliasErrors5 = keyword0(data133, instancePath+"/channels/gmail_push", "#/properties/channels/properties/gmail_push/x-alias-map");
if(!(aliasErrors5 === null)){
vErrors = vErrors === null ? aliasErrors5 : vErrors.concat(aliasErrors5);
errors = vErrors.length;
}
}
else {
const err181 = {instancePath:instancePath+"/channels/gmail_push",schemaPath:"#/properties/channels/properties/gmail_push/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
let data137 = data106.irc;
if(data137 && typeof data137 == "object" && !Array.isArray(data137)){
for(const key22 in data137){
let data138 = data137[key22];
if(data138 && typeof data138 == "object" && !Array.isArray(data138)){
if(data138.enabled === undefined){
data138.enabled = true;
}
if(data138.ws_url === undefined){
data138.ws_url = null;
}
if(typeof data138.enabled !== "boolean"){
const err182 = {instancePath:instancePath+"/channels/irc/" + key22.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/irc/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
let data140 = data138.ws_url;
if((typeof data140 !== "string") && (data140 !== null)){
const err183 = {instancePath:instancePath+"/channels/irc/" + key22.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/irc/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.irc.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if(typeof data140 === "string"){
if(!pattern0.test(data140)){
const err184 = {instancePath:instancePath+"/channels/irc/" + key22.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/irc/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
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
const err185 = {instancePath:instancePath+"/channels/irc/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/irc/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
const aliasErrors6 = keyword0(data137, instancePath+"/channels/irc", "#/properties/channels/properties/irc/x-alias-map");
if(!(aliasErrors6 === null)){
vErrors = vErrors === null ? aliasErrors6 : vErrors.concat(aliasErrors6);
errors = vErrors.length;
}
}
else {
const err186 = {instancePath:instancePath+"/channels/irc",schemaPath:"#/properties/channels/properties/irc/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
let data141 = data106.mqtt;
if(data141 && typeof data141 == "object" && !Array.isArray(data141)){
for(const key23 in data141){
let data142 = data141[key23];
if(data142 && typeof data142 == "object" && !Array.isArray(data142)){
if(data142.enabled === undefined){
data142.enabled = true;
}
if(data142.ws_url === undefined){
data142.ws_url = null;
}
if(typeof data142.enabled !== "boolean"){
const err187 = {instancePath:instancePath+"/channels/mqtt/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/mqtt/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
let data144 = data142.ws_url;
if((typeof data144 !== "string") && (data144 !== null)){
const err188 = {instancePath:instancePath+"/channels/mqtt/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/mqtt/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.mqtt.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
if(typeof data144 === "string"){
if(!pattern0.test(data144)){
const err189 = {instancePath:instancePath+"/channels/mqtt/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/mqtt/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
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
const err190 = {instancePath:instancePath+"/channels/mqtt/" + key23.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/mqtt/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
const aliasErrors7 = keyword0(data141, instancePath+"/channels/mqtt", "#/properties/channels/properties/mqtt/x-alias-map");
if(!(aliasErrors7 === null)){
vErrors = vErrors === null ? aliasErrors7 : vErrors.concat(aliasErrors7);
errors = vErrors.length;
}
}
else {
const err191 = {instancePath:instancePath+"/channels/mqtt",schemaPath:"#/properties/channels/properties/mqtt/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
let data145 = data106.plugin;
if(data145 && typeof data145 == "object" && !Array.isArray(data145)){
for(const key24 in data145){
let data146 = data145[key24];
if(data146 && typeof data146 == "object" && !Array.isArray(data146)){
if(data146.enabled === undefined){
data146.enabled = true;
}
if(data146.ws_url === undefined){
data146.ws_url = null;
}
if(typeof data146.enabled !== "boolean"){
const err192 = {instancePath:instancePath+"/channels/plugin/" + key24.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/plugin/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
let data148 = data146.ws_url;
if((typeof data148 !== "string") && (data148 !== null)){
const err193 = {instancePath:instancePath+"/channels/plugin/" + key24.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/plugin/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.plugin.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
if(typeof data148 === "string"){
if(!pattern0.test(data148)){
const err194 = {instancePath:instancePath+"/channels/plugin/" + key24.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/plugin/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
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
const err195 = {instancePath:instancePath+"/channels/plugin/" + key24.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/plugin/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
const aliasErrors8 = keyword0(data145, instancePath+"/channels/plugin", "#/properties/channels/properties/plugin/x-alias-map");
if(!(aliasErrors8 === null)){
vErrors = vErrors === null ? aliasErrors8 : vErrors.concat(aliasErrors8);
errors = vErrors.length;
}
}
else {
const err196 = {instancePath:instancePath+"/channels/plugin",schemaPath:"#/properties/channels/properties/plugin/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
let data149 = data106.voice_call;
if(data149 && typeof data149 == "object" && !Array.isArray(data149)){
for(const key25 in data149){
let data150 = data149[key25];
if(data150 && typeof data150 == "object" && !Array.isArray(data150)){
if(data150.enabled === undefined){
data150.enabled = true;
}
if(data150.ws_url === undefined){
data150.ws_url = null;
}
if(typeof data150.enabled !== "boolean"){
const err197 = {instancePath:instancePath+"/channels/voice_call/" + key25.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/voice_call/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
let data152 = data150.ws_url;
if((typeof data152 !== "string") && (data152 !== null)){
const err198 = {instancePath:instancePath+"/channels/voice_call/" + key25.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/voice_call/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.voice_call.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
if(typeof data152 === "string"){
if(!pattern0.test(data152)){
const err199 = {instancePath:instancePath+"/channels/voice_call/" + key25.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/voice_call/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
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
const err200 = {instancePath:instancePath+"/channels/voice_call/" + key25.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/voice_call/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
const aliasErrors9 = keyword0(data149, instancePath+"/channels/voice_call", "#/properties/channels/properties/voice_call/x-alias-map");
if(!(aliasErrors9 === null)){
vErrors = vErrors === null ? aliasErrors9 : vErrors.concat(aliasErrors9);
errors = vErrors.length;
}
}
else {
const err201 = {instancePath:instancePath+"/channels/voice_call",schemaPath:"#/properties/channels/properties/voice_call/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
let data153 = data106.voice_duplex;
if(data153 && typeof data153 == "object" && !Array.isArray(data153)){
for(const key26 in data153){
let data154 = data153[key26];
if(data154 && typeof data154 == "object" && !Array.isArray(data154)){
if(data154.enabled === undefined){
data154.enabled = true;
}
if(data154.ws_url === undefined){
data154.ws_url = null;
}
if(typeof data154.enabled !== "boolean"){
const err202 = {instancePath:instancePath+"/channels/voice_duplex/" + key26.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/voice_duplex/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
let data156 = data154.ws_url;
if((typeof data156 !== "string") && (data156 !== null)){
const err203 = {instancePath:instancePath+"/channels/voice_duplex/" + key26.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/voice_duplex/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.voice_duplex.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if(typeof data156 === "string"){
if(!pattern0.test(data156)){
const err204 = {instancePath:instancePath+"/channels/voice_duplex/" + key26.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/voice_duplex/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
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
const err205 = {instancePath:instancePath+"/channels/voice_duplex/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/voice_duplex/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
const aliasErrors10 = keyword0(data153, instancePath+"/channels/voice_duplex", "#/properties/channels/properties/voice_duplex/x-alias-map");
if(!(aliasErrors10 === null)){
vErrors = vErrors === null ? aliasErrors10 : vErrors.concat(aliasErrors10);
errors = vErrors.length;
}
}
else {
const err206 = {instancePath:instancePath+"/channels/voice_duplex",schemaPath:"#/properties/channels/properties/voice_duplex/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
let data157 = data106.voice_wake;
if(data157 && typeof data157 == "object" && !Array.isArray(data157)){
for(const key27 in data157){
let data158 = data157[key27];
if(data158 && typeof data158 == "object" && !Array.isArray(data158)){
if(data158.enabled === undefined){
data158.enabled = true;
}
if(data158.ws_url === undefined){
data158.ws_url = null;
}
if(typeof data158.enabled !== "boolean"){
const err207 = {instancePath:instancePath+"/channels/voice_wake/" + key27.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/voice_wake/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
let data160 = data158.ws_url;
if((typeof data160 !== "string") && (data160 !== null)){
const err208 = {instancePath:instancePath+"/channels/voice_wake/" + key27.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/voice_wake/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.voice_wake.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
if(typeof data160 === "string"){
if(!pattern0.test(data160)){
const err209 = {instancePath:instancePath+"/channels/voice_wake/" + key27.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/voice_wake/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
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
const err210 = {instancePath:instancePath+"/channels/voice_wake/" + key27.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/voice_wake/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
const aliasErrors11 = keyword0(data157, instancePath+"/channels/voice_wake", "#/properties/channels/properties/voice_wake/x-alias-map");
if(!(aliasErrors11 === null)){
vErrors = vErrors === null ? aliasErrors11 : vErrors.concat(aliasErrors11);
errors = vErrors.length;
}
}
else {
const err211 = {instancePath:instancePath+"/channels/voice_wake",schemaPath:"#/properties/channels/properties/voice_wake/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
let data161 = data106.webhook;
if(data161 && typeof data161 == "object" && !Array.isArray(data161)){
for(const key28 in data161){
let data162 = data161[key28];
if(data162 && typeof data162 == "object" && !Array.isArray(data162)){
if(data162.enabled === undefined){
data162.enabled = true;
}
if(data162.secret === undefined){
data162.secret = null;
}
if(data162.host === undefined){
data162.host = "0.0.0.0";
}
if(data162.port === undefined){
data162.port = 8090;
}
if(data162.listen_path === undefined){
data162.listen_path = null;
}
if(data162.send_url === undefined){
data162.send_url = null;
}
if(data162.send_method === undefined){
data162.send_method = null;
}
if(data162.auth_header === undefined){
data162.auth_header = null;
}
if(data162.excluded_tools === undefined){
data162.excluded_tools = [];
}
if(data162.max_retries === undefined){
data162.max_retries = null;
}
if(data162.retry_base_delay_ms === undefined){
data162.retry_base_delay_ms = null;
}
if(data162.retry_max_delay_ms === undefined){
data162.retry_max_delay_ms = null;
}
if(data162.reply_min_interval_secs === undefined){
data162.reply_min_interval_secs = 0;
}
if(data162.reply_queue_depth_max === undefined){
data162.reply_queue_depth_max = 0;
}
for(const key29 in data162){
if(!(func2.call(schema11.properties.channels.properties.webhook.additionalProperties.properties, key29))){
const err212 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/webhook/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(typeof data162.enabled !== "boolean"){
const err213 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
let data164 = data162.secret;
if((typeof data164 !== "string") && (data164 !== null)){
const err214 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/secret",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/secret/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.secret.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
if(typeof data162.host !== "string"){
const err215 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/host",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
let data166 = data162.port;
if(!(((typeof data166 == "number") && (!(data166 % 1) && !isNaN(data166))) && (isFinite(data166)))){
const err216 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/port",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
if((typeof data166 == "number") && (isFinite(data166))){
if(data166 > 65535 || isNaN(data166)){
const err217 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/port",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
if(data166 < 0 || isNaN(data166)){
const err218 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/port",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
let data167 = data162.listen_path;
if((typeof data167 !== "string") && (data167 !== null)){
const err219 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/listen_path",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/listen_path/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.listen_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
if(typeof data167 === "string"){
if(!pattern11.test(data167)){
const err220 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/listen_path",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/listen_path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
let data168 = data162.send_url;
if((typeof data168 !== "string") && (data168 !== null)){
const err221 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/send_url",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/send_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.send_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
if(typeof data168 === "string"){
if(!pattern12.test(data168)){
const err222 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/send_url",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/send_url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
let data169 = data162.send_method;
if((typeof data169 !== "string") && (data169 !== null)){
const err223 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/send_method",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/send_method/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.send_method.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
let data170 = data162.auth_header;
if((typeof data170 !== "string") && (data170 !== null)){
const err224 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/auth_header",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/auth_header/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.auth_header.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
let data171 = data162.excluded_tools;
if(Array.isArray(data171)){
const len16 = data171.length;
for(let i16=0; i16<len16; i16++){
if(typeof data171[i16] !== "string"){
const err225 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/excluded_tools/" + i16,schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/excluded_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
}
else {
const err226 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/excluded_tools",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/excluded_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
let data173 = data162.max_retries;
if((!(((typeof data173 == "number") && (!(data173 % 1) && !isNaN(data173))) && (isFinite(data173)))) && (data173 !== null)){
const err227 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_retries",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/max_retries/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.max_retries.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
if((typeof data173 == "number") && (isFinite(data173))){
if(data173 < 0 || isNaN(data173)){
const err228 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_retries",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/max_retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
let data174 = data162.retry_base_delay_ms;
if((!(((typeof data174 == "number") && (!(data174 % 1) && !isNaN(data174))) && (isFinite(data174)))) && (data174 !== null)){
const err229 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/retry_base_delay_ms",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/retry_base_delay_ms/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.retry_base_delay_ms.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
let data175 = data162.retry_max_delay_ms;
if((!(((typeof data175 == "number") && (!(data175 % 1) && !isNaN(data175))) && (isFinite(data175)))) && (data175 !== null)){
const err230 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/retry_max_delay_ms",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/retry_max_delay_ms/type",keyword:"type",params:{type: schema11.properties.channels.properties.webhook.additionalProperties.properties.retry_max_delay_ms.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
let data176 = data162.reply_min_interval_secs;
if(!(((typeof data176 == "number") && (!(data176 % 1) && !isNaN(data176))) && (isFinite(data176)))){
const err231 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/reply_min_interval_secs",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/reply_min_interval_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
if((typeof data176 == "number") && (isFinite(data176))){
if(data176 > 3600 || isNaN(data176)){
const err232 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/reply_min_interval_secs",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/reply_min_interval_secs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
if(data176 < 0 || isNaN(data176)){
const err233 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/reply_min_interval_secs",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/reply_min_interval_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
let data177 = data162.reply_queue_depth_max;
if(!(((typeof data177 == "number") && (!(data177 % 1) && !isNaN(data177))) && (isFinite(data177)))){
const err234 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/reply_queue_depth_max",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/reply_queue_depth_max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
if((typeof data177 == "number") && (isFinite(data177))){
if(data177 > 1024 || isNaN(data177)){
const err235 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/reply_queue_depth_max",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/reply_queue_depth_max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1024},message:"must be <= 1024"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
if(data177 < 0 || isNaN(data177)){
const err236 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1")+"/reply_queue_depth_max",schemaPath:"#/properties/channels/properties/webhook/additionalProperties/properties/reply_queue_depth_max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
}
else {
const err237 = {instancePath:instancePath+"/channels/webhook/" + key28.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/webhook/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
const aliasErrors12 = keyword0(data161, instancePath+"/channels/webhook", "#/properties/channels/properties/webhook/x-alias-map");
if(!(aliasErrors12 === null)){
vErrors = vErrors === null ? aliasErrors12 : vErrors.concat(aliasErrors12);
errors = vErrors.length;
}
}
else {
const err238 = {instancePath:instancePath+"/channels/webhook",schemaPath:"#/properties/channels/properties/webhook/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
let data178 = data106.wecom;
if(data178 && typeof data178 == "object" && !Array.isArray(data178)){
for(const key30 in data178){
let data179 = data178[key30];
if(data179 && typeof data179 == "object" && !Array.isArray(data179)){
if(data179.enabled === undefined){
data179.enabled = true;
}
if(data179.ws_url === undefined){
data179.ws_url = null;
}
if(typeof data179.enabled !== "boolean"){
const err239 = {instancePath:instancePath+"/channels/wecom/" + key30.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/wecom/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
let data181 = data179.ws_url;
if((typeof data181 !== "string") && (data181 !== null)){
const err240 = {instancePath:instancePath+"/channels/wecom/" + key30.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/wecom/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.wecom.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
if(typeof data181 === "string"){
if(!pattern0.test(data181)){
const err241 = {instancePath:instancePath+"/channels/wecom/" + key30.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/wecom/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
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
const err242 = {instancePath:instancePath+"/channels/wecom/" + key30.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/wecom/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
const aliasErrors13 = keyword0(data178, instancePath+"/channels/wecom", "#/properties/channels/properties/wecom/x-alias-map");
if(!(aliasErrors13 === null)){
vErrors = vErrors === null ? aliasErrors13 : vErrors.concat(aliasErrors13);
errors = vErrors.length;
}
}
else {
const err243 = {instancePath:instancePath+"/channels/wecom",schemaPath:"#/properties/channels/properties/wecom/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
let data182 = data106.wecom_ws;
if(data182 && typeof data182 == "object" && !Array.isArray(data182)){
for(const key31 in data182){
let data183 = data182[key31];
if(data183 && typeof data183 == "object" && !Array.isArray(data183)){
if(data183.enabled === undefined){
data183.enabled = true;
}
if(data183.ws_url === undefined){
data183.ws_url = null;
}
if(typeof data183.enabled !== "boolean"){
const err244 = {instancePath:instancePath+"/channels/wecom_ws/" + key31.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/channels/properties/wecom_ws/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
let data185 = data183.ws_url;
if((typeof data185 !== "string") && (data185 !== null)){
const err245 = {instancePath:instancePath+"/channels/wecom_ws/" + key31.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/wecom_ws/additionalProperties/properties/ws_url/type",keyword:"type",params:{type: schema11.properties.channels.properties.wecom_ws.additionalProperties.properties.ws_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
if(typeof data185 === "string"){
if(!pattern0.test(data185)){
const err246 = {instancePath:instancePath+"/channels/wecom_ws/" + key31.replace(/~/g, "~0").replace(/\//g, "~1")+"/ws_url",schemaPath:"#/properties/channels/properties/wecom_ws/additionalProperties/properties/ws_url/pattern",keyword:"pattern",params:{pattern: "^wss?://"},message:"must match pattern \""+"^wss?://"+"\""};
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
const err247 = {instancePath:instancePath+"/channels/wecom_ws/" + key31.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/properties/wecom_ws/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
const aliasErrors14 = keyword0(data182, instancePath+"/channels/wecom_ws", "#/properties/channels/properties/wecom_ws/x-alias-map");
if(!(aliasErrors14 === null)){
vErrors = vErrors === null ? aliasErrors14 : vErrors.concat(aliasErrors14);
errors = vErrors.length;
}
}
else {
const err248 = {instancePath:instancePath+"/channels/wecom_ws",schemaPath:"#/properties/channels/properties/wecom_ws/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
else {
const err249 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
let data186 = data.claude_code;
if(data186 && typeof data186 == "object" && !Array.isArray(data186)){
if(data186.enabled === undefined){
data186.enabled = false;
}
if(data186.env_passthrough === undefined){
data186.env_passthrough = [];
}
if(data186.max_output_bytes === undefined){
data186.max_output_bytes = 2097152;
}
if(data186.timeout_secs === undefined){
data186.timeout_secs = 600;
}
if(data186.allowed_tools === undefined){
data186.allowed_tools = ["Read","Edit","Bash","Write"];
}
if(data186.system_prompt === undefined){
data186.system_prompt = null;
}
for(const key32 in data186){
if(!((((((key32 === "enabled") || (key32 === "env_passthrough")) || (key32 === "max_output_bytes")) || (key32 === "timeout_secs")) || (key32 === "allowed_tools")) || (key32 === "system_prompt"))){
const err250 = {instancePath:instancePath+"/claude_code",schemaPath:"#/properties/claude_code/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(typeof data186.enabled !== "boolean"){
const err251 = {instancePath:instancePath+"/claude_code/enabled",schemaPath:"#/properties/claude_code/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
let data188 = data186.env_passthrough;
if(Array.isArray(data188)){
const len17 = data188.length;
for(let i17=0; i17<len17; i17++){
if(typeof data188[i17] !== "string"){
const err252 = {instancePath:instancePath+"/claude_code/env_passthrough/" + i17,schemaPath:"#/properties/claude_code/properties/env_passthrough/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
}
else {
const err253 = {instancePath:instancePath+"/claude_code/env_passthrough",schemaPath:"#/properties/claude_code/properties/env_passthrough/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
let data190 = data186.max_output_bytes;
if(!(((typeof data190 == "number") && (!(data190 % 1) && !isNaN(data190))) && (isFinite(data190)))){
const err254 = {instancePath:instancePath+"/claude_code/max_output_bytes",schemaPath:"#/properties/claude_code/properties/max_output_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
if((typeof data190 == "number") && (isFinite(data190))){
if(data190 < 1 || isNaN(data190)){
const err255 = {instancePath:instancePath+"/claude_code/max_output_bytes",schemaPath:"#/properties/claude_code/properties/max_output_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
let data191 = data186.timeout_secs;
if(!(((typeof data191 == "number") && (!(data191 % 1) && !isNaN(data191))) && (isFinite(data191)))){
const err256 = {instancePath:instancePath+"/claude_code/timeout_secs",schemaPath:"#/properties/claude_code/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
if((typeof data191 == "number") && (isFinite(data191))){
if(data191 < 1 || isNaN(data191)){
const err257 = {instancePath:instancePath+"/claude_code/timeout_secs",schemaPath:"#/properties/claude_code/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
let data192 = data186.allowed_tools;
if(Array.isArray(data192)){
const len18 = data192.length;
for(let i18=0; i18<len18; i18++){
if(typeof data192[i18] !== "string"){
const err258 = {instancePath:instancePath+"/claude_code/allowed_tools/" + i18,schemaPath:"#/properties/claude_code/properties/allowed_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
}
else {
const err259 = {instancePath:instancePath+"/claude_code/allowed_tools",schemaPath:"#/properties/claude_code/properties/allowed_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
let data194 = data186.system_prompt;
if((typeof data194 !== "string") && (data194 !== null)){
const err260 = {instancePath:instancePath+"/claude_code/system_prompt",schemaPath:"#/properties/claude_code/properties/system_prompt/type",keyword:"type",params:{type: schema11.properties.claude_code.properties.system_prompt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
else {
const err261 = {instancePath:instancePath+"/claude_code",schemaPath:"#/properties/claude_code/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
let data195 = data.claude_code_runner;
if(data195 && typeof data195 == "object" && !Array.isArray(data195)){
if(data195.enabled === undefined){
data195.enabled = false;
}
if(data195.session_ttl === undefined){
data195.session_ttl = 3600;
}
if(data195.ssh_host === undefined){
data195.ssh_host = null;
}
if(data195.tmux_prefix === undefined){
data195.tmux_prefix = "zc-claude-";
}
for(const key33 in data195){
if(!((((key33 === "enabled") || (key33 === "session_ttl")) || (key33 === "ssh_host")) || (key33 === "tmux_prefix"))){
const err262 = {instancePath:instancePath+"/claude_code_runner",schemaPath:"#/properties/claude_code_runner/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(typeof data195.enabled !== "boolean"){
const err263 = {instancePath:instancePath+"/claude_code_runner/enabled",schemaPath:"#/properties/claude_code_runner/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
let data197 = data195.session_ttl;
if(!(((typeof data197 == "number") && (!(data197 % 1) && !isNaN(data197))) && (isFinite(data197)))){
const err264 = {instancePath:instancePath+"/claude_code_runner/session_ttl",schemaPath:"#/properties/claude_code_runner/properties/session_ttl/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
if((typeof data197 == "number") && (isFinite(data197))){
if(data197 < 1 || isNaN(data197)){
const err265 = {instancePath:instancePath+"/claude_code_runner/session_ttl",schemaPath:"#/properties/claude_code_runner/properties/session_ttl/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
let data198 = data195.ssh_host;
if((typeof data198 !== "string") && (data198 !== null)){
const err266 = {instancePath:instancePath+"/claude_code_runner/ssh_host",schemaPath:"#/properties/claude_code_runner/properties/ssh_host/type",keyword:"type",params:{type: schema11.properties.claude_code_runner.properties.ssh_host.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
if(typeof data195.tmux_prefix !== "string"){
const err267 = {instancePath:instancePath+"/claude_code_runner/tmux_prefix",schemaPath:"#/properties/claude_code_runner/properties/tmux_prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
else {
const err268 = {instancePath:instancePath+"/claude_code_runner",schemaPath:"#/properties/claude_code_runner/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
let data200 = data.cloud_ops;
if(data200 && typeof data200 == "object" && !Array.isArray(data200)){
if(data200.cost_threshold_monthly_usd === undefined){
data200.cost_threshold_monthly_usd = 100;
}
if(data200.default_cloud === undefined){
data200.default_cloud = "aws";
}
if(data200.enabled === undefined){
data200.enabled = false;
}
if(data200.iac_tools === undefined){
data200.iac_tools = ["terraform"];
}
if(data200.supported_clouds === undefined){
data200.supported_clouds = ["aws","azure","gcp"];
}
if(data200.well_architected_frameworks === undefined){
data200.well_architected_frameworks = ["aws-waf"];
}
for(const key34 in data200){
if(!((((((key34 === "cost_threshold_monthly_usd") || (key34 === "default_cloud")) || (key34 === "enabled")) || (key34 === "iac_tools")) || (key34 === "supported_clouds")) || (key34 === "well_architected_frameworks"))){
const err269 = {instancePath:instancePath+"/cloud_ops",schemaPath:"#/properties/cloud_ops/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
let data201 = data200.cost_threshold_monthly_usd;
if((typeof data201 == "number") && (isFinite(data201))){
if(data201 < 0 || isNaN(data201)){
const err270 = {instancePath:instancePath+"/cloud_ops/cost_threshold_monthly_usd",schemaPath:"#/properties/cloud_ops/properties/cost_threshold_monthly_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
else {
const err271 = {instancePath:instancePath+"/cloud_ops/cost_threshold_monthly_usd",schemaPath:"#/properties/cloud_ops/properties/cost_threshold_monthly_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
if(typeof data200.default_cloud !== "string"){
const err272 = {instancePath:instancePath+"/cloud_ops/default_cloud",schemaPath:"#/properties/cloud_ops/properties/default_cloud/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
if(typeof data200.enabled !== "boolean"){
const err273 = {instancePath:instancePath+"/cloud_ops/enabled",schemaPath:"#/properties/cloud_ops/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
let data204 = data200.iac_tools;
if(Array.isArray(data204)){
const len19 = data204.length;
for(let i19=0; i19<len19; i19++){
if(typeof data204[i19] !== "string"){
const err274 = {instancePath:instancePath+"/cloud_ops/iac_tools/" + i19,schemaPath:"#/properties/cloud_ops/properties/iac_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
}
else {
const err275 = {instancePath:instancePath+"/cloud_ops/iac_tools",schemaPath:"#/properties/cloud_ops/properties/iac_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
let data206 = data200.supported_clouds;
if(Array.isArray(data206)){
const len20 = data206.length;
for(let i20=0; i20<len20; i20++){
if(typeof data206[i20] !== "string"){
const err276 = {instancePath:instancePath+"/cloud_ops/supported_clouds/" + i20,schemaPath:"#/properties/cloud_ops/properties/supported_clouds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
}
else {
const err277 = {instancePath:instancePath+"/cloud_ops/supported_clouds",schemaPath:"#/properties/cloud_ops/properties/supported_clouds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
let data208 = data200.well_architected_frameworks;
if(Array.isArray(data208)){
const len21 = data208.length;
for(let i21=0; i21<len21; i21++){
if(typeof data208[i21] !== "string"){
const err278 = {instancePath:instancePath+"/cloud_ops/well_architected_frameworks/" + i21,schemaPath:"#/properties/cloud_ops/properties/well_architected_frameworks/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
}
else {
const err279 = {instancePath:instancePath+"/cloud_ops/well_architected_frameworks",schemaPath:"#/properties/cloud_ops/properties/well_architected_frameworks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
else {
const err280 = {instancePath:instancePath+"/cloud_ops",schemaPath:"#/properties/cloud_ops/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
let data210 = data.codex_cli;
if(data210 && typeof data210 == "object" && !Array.isArray(data210)){
if(data210.enabled === undefined){
data210.enabled = false;
}
if(data210.env_passthrough === undefined){
data210.env_passthrough = [];
}
if(data210.max_output_bytes === undefined){
data210.max_output_bytes = 2097152;
}
if(data210.timeout_secs === undefined){
data210.timeout_secs = 600;
}
if(data210.extra_args === undefined){
data210.extra_args = [];
}
for(const key35 in data210){
if(!(((((key35 === "enabled") || (key35 === "env_passthrough")) || (key35 === "max_output_bytes")) || (key35 === "timeout_secs")) || (key35 === "extra_args"))){
const err281 = {instancePath:instancePath+"/codex_cli",schemaPath:"#/properties/codex_cli/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
if(typeof data210.enabled !== "boolean"){
const err282 = {instancePath:instancePath+"/codex_cli/enabled",schemaPath:"#/properties/codex_cli/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
let data212 = data210.env_passthrough;
if(Array.isArray(data212)){
const len22 = data212.length;
for(let i22=0; i22<len22; i22++){
if(typeof data212[i22] !== "string"){
const err283 = {instancePath:instancePath+"/codex_cli/env_passthrough/" + i22,schemaPath:"#/properties/codex_cli/properties/env_passthrough/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err284 = {instancePath:instancePath+"/codex_cli/env_passthrough",schemaPath:"#/properties/codex_cli/properties/env_passthrough/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
let data214 = data210.max_output_bytes;
if(!(((typeof data214 == "number") && (!(data214 % 1) && !isNaN(data214))) && (isFinite(data214)))){
const err285 = {instancePath:instancePath+"/codex_cli/max_output_bytes",schemaPath:"#/properties/codex_cli/properties/max_output_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
if((typeof data214 == "number") && (isFinite(data214))){
if(data214 < 1 || isNaN(data214)){
const err286 = {instancePath:instancePath+"/codex_cli/max_output_bytes",schemaPath:"#/properties/codex_cli/properties/max_output_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
let data215 = data210.timeout_secs;
if(!(((typeof data215 == "number") && (!(data215 % 1) && !isNaN(data215))) && (isFinite(data215)))){
const err287 = {instancePath:instancePath+"/codex_cli/timeout_secs",schemaPath:"#/properties/codex_cli/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
if((typeof data215 == "number") && (isFinite(data215))){
if(data215 < 1 || isNaN(data215)){
const err288 = {instancePath:instancePath+"/codex_cli/timeout_secs",schemaPath:"#/properties/codex_cli/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
let data216 = data210.extra_args;
if(Array.isArray(data216)){
const len23 = data216.length;
for(let i23=0; i23<len23; i23++){
if(typeof data216[i23] !== "string"){
const err289 = {instancePath:instancePath+"/codex_cli/extra_args/" + i23,schemaPath:"#/properties/codex_cli/properties/extra_args/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
}
else {
const err290 = {instancePath:instancePath+"/codex_cli/extra_args",schemaPath:"#/properties/codex_cli/properties/extra_args/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
else {
const err291 = {instancePath:instancePath+"/codex_cli",schemaPath:"#/properties/codex_cli/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
let data218 = data.composio;
if(data218 && typeof data218 == "object" && !Array.isArray(data218)){
if(data218.api_key === undefined){
data218.api_key = null;
}
if(data218.enabled === undefined){
data218.enabled = false;
}
if(data218.entity_id === undefined){
data218.entity_id = "default";
}
for(const key36 in data218){
if(!(((key36 === "api_key") || (key36 === "enabled")) || (key36 === "entity_id"))){
const err292 = {instancePath:instancePath+"/composio",schemaPath:"#/properties/composio/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
let data219 = data218.api_key;
if((typeof data219 !== "string") && (data219 !== null)){
const err293 = {instancePath:instancePath+"/composio/api_key",schemaPath:"#/properties/composio/properties/api_key/type",keyword:"type",params:{type: schema11.properties.composio.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
if(typeof data218.enabled !== "boolean"){
const err294 = {instancePath:instancePath+"/composio/enabled",schemaPath:"#/properties/composio/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
if(typeof data218.entity_id !== "string"){
const err295 = {instancePath:instancePath+"/composio/entity_id",schemaPath:"#/properties/composio/properties/entity_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err296 = {instancePath:instancePath+"/composio",schemaPath:"#/properties/composio/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
let data222 = data.conversational_ai;
if(data222 && typeof data222 == "object" && !Array.isArray(data222)){
if(data222.analytics_enabled === undefined){
data222.analytics_enabled = false;
}
if(data222.auto_detect_language === undefined){
data222.auto_detect_language = true;
}
if(data222.conversation_timeout_secs === undefined){
data222.conversation_timeout_secs = 1800;
}
if(data222.default_language === undefined){
data222.default_language = "en";
}
if(data222.enabled === undefined){
data222.enabled = false;
}
if(data222.escalation_confidence_threshold === undefined){
data222.escalation_confidence_threshold = 0.3;
}
if(data222.knowledge_base_tool === undefined){
data222.knowledge_base_tool = null;
}
if(data222.max_conversation_turns === undefined){
data222.max_conversation_turns = 50;
}
if(data222.supported_languages === undefined){
data222.supported_languages = ["en","de","fr","it"];
}
for(const key37 in data222){
if(!(func2.call(schema11.properties.conversational_ai.properties, key37))){
const err297 = {instancePath:instancePath+"/conversational_ai",schemaPath:"#/properties/conversational_ai/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
if(typeof data222.analytics_enabled !== "boolean"){
const err298 = {instancePath:instancePath+"/conversational_ai/analytics_enabled",schemaPath:"#/properties/conversational_ai/properties/analytics_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
if(typeof data222.auto_detect_language !== "boolean"){
const err299 = {instancePath:instancePath+"/conversational_ai/auto_detect_language",schemaPath:"#/properties/conversational_ai/properties/auto_detect_language/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
let data225 = data222.conversation_timeout_secs;
if(!(((typeof data225 == "number") && (!(data225 % 1) && !isNaN(data225))) && (isFinite(data225)))){
const err300 = {instancePath:instancePath+"/conversational_ai/conversation_timeout_secs",schemaPath:"#/properties/conversational_ai/properties/conversation_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
if((typeof data225 == "number") && (isFinite(data225))){
if(data225 < 0 || isNaN(data225)){
const err301 = {instancePath:instancePath+"/conversational_ai/conversation_timeout_secs",schemaPath:"#/properties/conversational_ai/properties/conversation_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
if(typeof data222.default_language !== "string"){
const err302 = {instancePath:instancePath+"/conversational_ai/default_language",schemaPath:"#/properties/conversational_ai/properties/default_language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
if(typeof data222.enabled !== "boolean"){
const err303 = {instancePath:instancePath+"/conversational_ai/enabled",schemaPath:"#/properties/conversational_ai/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
let data228 = data222.escalation_confidence_threshold;
if((typeof data228 == "number") && (isFinite(data228))){
if(data228 > 1 || isNaN(data228)){
const err304 = {instancePath:instancePath+"/conversational_ai/escalation_confidence_threshold",schemaPath:"#/properties/conversational_ai/properties/escalation_confidence_threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
if(data228 < 0 || isNaN(data228)){
const err305 = {instancePath:instancePath+"/conversational_ai/escalation_confidence_threshold",schemaPath:"#/properties/conversational_ai/properties/escalation_confidence_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
else {
const err306 = {instancePath:instancePath+"/conversational_ai/escalation_confidence_threshold",schemaPath:"#/properties/conversational_ai/properties/escalation_confidence_threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
let data229 = data222.knowledge_base_tool;
if((typeof data229 !== "string") && (data229 !== null)){
const err307 = {instancePath:instancePath+"/conversational_ai/knowledge_base_tool",schemaPath:"#/properties/conversational_ai/properties/knowledge_base_tool/type",keyword:"type",params:{type: schema11.properties.conversational_ai.properties.knowledge_base_tool.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
let data230 = data222.max_conversation_turns;
if(!(((typeof data230 == "number") && (!(data230 % 1) && !isNaN(data230))) && (isFinite(data230)))){
const err308 = {instancePath:instancePath+"/conversational_ai/max_conversation_turns",schemaPath:"#/properties/conversational_ai/properties/max_conversation_turns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
if((typeof data230 == "number") && (isFinite(data230))){
if(data230 < 0 || isNaN(data230)){
const err309 = {instancePath:instancePath+"/conversational_ai/max_conversation_turns",schemaPath:"#/properties/conversational_ai/properties/max_conversation_turns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
let data231 = data222.supported_languages;
if(Array.isArray(data231)){
const len24 = data231.length;
for(let i24=0; i24<len24; i24++){
if(typeof data231[i24] !== "string"){
const err310 = {instancePath:instancePath+"/conversational_ai/supported_languages/" + i24,schemaPath:"#/properties/conversational_ai/properties/supported_languages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
}
else {
const err311 = {instancePath:instancePath+"/conversational_ai/supported_languages",schemaPath:"#/properties/conversational_ai/properties/supported_languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
else {
const err312 = {instancePath:instancePath+"/conversational_ai",schemaPath:"#/properties/conversational_ai/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
let data233 = data.cost;
if(data233 && typeof data233 == "object" && !Array.isArray(data233)){
if(data233.allow_override === undefined){
data233.allow_override = false;
}
if(data233.daily_limit_usd === undefined){
data233.daily_limit_usd = 10;
}
if(data233.enabled === undefined){
data233.enabled = true;
}
if(data233.monthly_limit_usd === undefined){
data233.monthly_limit_usd = 100;
}
if(data233.track_per_agent === undefined){
data233.track_per_agent = true;
}
if(data233.warn_at_percent === undefined){
data233.warn_at_percent = 80;
}
if(data233.enforcement === undefined){
data233.enforcement = {};
}
if(data233.rates === undefined){
data233.rates = {};
}
for(const key38 in data233){
if(!((((((((key38 === "allow_override") || (key38 === "daily_limit_usd")) || (key38 === "enabled")) || (key38 === "monthly_limit_usd")) || (key38 === "track_per_agent")) || (key38 === "warn_at_percent")) || (key38 === "enforcement")) || (key38 === "rates"))){
const err313 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
}
if(typeof data233.allow_override !== "boolean"){
const err314 = {instancePath:instancePath+"/cost/allow_override",schemaPath:"#/properties/cost/properties/allow_override/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
let data235 = data233.daily_limit_usd;
if((typeof data235 == "number") && (isFinite(data235))){
if(data235 < 0 || isNaN(data235)){
const err315 = {instancePath:instancePath+"/cost/daily_limit_usd",schemaPath:"#/properties/cost/properties/daily_limit_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
else {
const err316 = {instancePath:instancePath+"/cost/daily_limit_usd",schemaPath:"#/properties/cost/properties/daily_limit_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
if(typeof data233.enabled !== "boolean"){
const err317 = {instancePath:instancePath+"/cost/enabled",schemaPath:"#/properties/cost/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
let data237 = data233.monthly_limit_usd;
if((typeof data237 == "number") && (isFinite(data237))){
if(data237 < 0 || isNaN(data237)){
const err318 = {instancePath:instancePath+"/cost/monthly_limit_usd",schemaPath:"#/properties/cost/properties/monthly_limit_usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
else {
const err319 = {instancePath:instancePath+"/cost/monthly_limit_usd",schemaPath:"#/properties/cost/properties/monthly_limit_usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
if(typeof data233.track_per_agent !== "boolean"){
const err320 = {instancePath:instancePath+"/cost/track_per_agent",schemaPath:"#/properties/cost/properties/track_per_agent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
let data239 = data233.warn_at_percent;
if(!(((typeof data239 == "number") && (!(data239 % 1) && !isNaN(data239))) && (isFinite(data239)))){
const err321 = {instancePath:instancePath+"/cost/warn_at_percent",schemaPath:"#/properties/cost/properties/warn_at_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
if((typeof data239 == "number") && (isFinite(data239))){
if(data239 > 100 || isNaN(data239)){
const err322 = {instancePath:instancePath+"/cost/warn_at_percent",schemaPath:"#/properties/cost/properties/warn_at_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
if(data239 < 0 || isNaN(data239)){
const err323 = {instancePath:instancePath+"/cost/warn_at_percent",schemaPath:"#/properties/cost/properties/warn_at_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
let data240 = data233.enforcement;
if(data240 && typeof data240 == "object" && !Array.isArray(data240)){
if(data240.mode === undefined){
data240.mode = "warn";
}
if(data240.reserve_percent === undefined){
data240.reserve_percent = 10;
}
if(data240.route_down_model === undefined){
data240.route_down_model = null;
}
for(const key39 in data240){
if(!(((key39 === "mode") || (key39 === "reserve_percent")) || (key39 === "route_down_model"))){
const err324 = {instancePath:instancePath+"/cost/enforcement",schemaPath:"#/properties/cost/properties/enforcement/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
}
let data241 = data240.mode;
if(typeof data241 !== "string"){
const err325 = {instancePath:instancePath+"/cost/enforcement/mode",schemaPath:"#/properties/cost/properties/enforcement/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
if(!(((data241 === "warn") || (data241 === "block")) || (data241 === "route_down"))){
const err326 = {instancePath:instancePath+"/cost/enforcement/mode",schemaPath:"#/properties/cost/properties/enforcement/properties/mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.cost.properties.enforcement.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
let data242 = data240.reserve_percent;
if(!(((typeof data242 == "number") && (!(data242 % 1) && !isNaN(data242))) && (isFinite(data242)))){
const err327 = {instancePath:instancePath+"/cost/enforcement/reserve_percent",schemaPath:"#/properties/cost/properties/enforcement/properties/reserve_percent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
if((typeof data242 == "number") && (isFinite(data242))){
if(data242 > 100 || isNaN(data242)){
const err328 = {instancePath:instancePath+"/cost/enforcement/reserve_percent",schemaPath:"#/properties/cost/properties/enforcement/properties/reserve_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
if(data242 < 0 || isNaN(data242)){
const err329 = {instancePath:instancePath+"/cost/enforcement/reserve_percent",schemaPath:"#/properties/cost/properties/enforcement/properties/reserve_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
let data243 = data240.route_down_model;
if((typeof data243 !== "string") && (data243 !== null)){
const err330 = {instancePath:instancePath+"/cost/enforcement/route_down_model",schemaPath:"#/properties/cost/properties/enforcement/properties/route_down_model/type",keyword:"type",params:{type: schema11.properties.cost.properties.enforcement.properties.route_down_model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
else {
const err331 = {instancePath:instancePath+"/cost/enforcement",schemaPath:"#/properties/cost/properties/enforcement/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
let data244 = data233.rates;
if(data244 && typeof data244 == "object" && !Array.isArray(data244)){
if(data244.providers === undefined){
data244.providers = {};
}
if(data244.tools === undefined){
data244.tools = {};
}
for(const key40 in data244){
if(!((key40 === "providers") || (key40 === "tools"))){
const err332 = {instancePath:instancePath+"/cost/rates",schemaPath:"#/properties/cost/properties/rates/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
}
let data245 = data244.providers;
if(data245 && typeof data245 == "object" && !Array.isArray(data245)){
if(data245.models === undefined){
data245.models = {};
}
if(data245.transcription === undefined){
data245.transcription = {};
}
if(data245.tts === undefined){
data245.tts = {};
}
let data246 = data245.models;
if(data246 && typeof data246 == "object" && !Array.isArray(data246)){
}
else {
const err333 = {instancePath:instancePath+"/cost/rates/providers/models",schemaPath:"#/properties/cost/properties/rates/properties/providers/properties/models/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
let data247 = data245.transcription;
if(data247 && typeof data247 == "object" && !Array.isArray(data247)){
}
else {
const err334 = {instancePath:instancePath+"/cost/rates/providers/transcription",schemaPath:"#/properties/cost/properties/rates/properties/providers/properties/transcription/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
let data248 = data245.tts;
if(data248 && typeof data248 == "object" && !Array.isArray(data248)){
}
else {
const err335 = {instancePath:instancePath+"/cost/rates/providers/tts",schemaPath:"#/properties/cost/properties/rates/properties/providers/properties/tts/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err336 = {instancePath:instancePath+"/cost/rates/providers",schemaPath:"#/properties/cost/properties/rates/properties/providers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
let data249 = data244.tools;
if(data249 && typeof data249 == "object" && !Array.isArray(data249)){
for(const key41 in data249){
let data250 = data249[key41];
if((typeof data250 == "number") && (isFinite(data250))){
if(data250 < 0 || isNaN(data250)){
const err337 = {instancePath:instancePath+"/cost/rates/tools/" + key41.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cost/properties/rates/properties/tools/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
else {
const err338 = {instancePath:instancePath+"/cost/rates/tools/" + key41.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cost/properties/rates/properties/tools/additionalProperties/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
}
}
else {
const err339 = {instancePath:instancePath+"/cost/rates/tools",schemaPath:"#/properties/cost/properties/rates/properties/tools/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
}
else {
const err340 = {instancePath:instancePath+"/cost/rates",schemaPath:"#/properties/cost/properties/rates/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err341 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
let data251 = data.cron;
if(data251 && typeof data251 == "object" && !Array.isArray(data251)){
for(const key42 in data251){
let data252 = data251[key42];
if(data252 && typeof data252 == "object" && !Array.isArray(data252)){
if(data252.allowed_tools === undefined){
data252.allowed_tools = null;
}
if(data252.command === undefined){
data252.command = null;
}
if(data252.delivery === undefined){
data252.delivery = {};
}
if(data252.enabled === undefined){
data252.enabled = true;
}
if(data252.job_type === undefined){
data252.job_type = "shell";
}
if(data252.model === undefined){
data252.model = null;
}
if(data252.name === undefined){
data252.name = null;
}
if(data252.prompt === undefined){
data252.prompt = null;
}
if(data252.session_target === undefined){
data252.session_target = "isolated";
}
if(data252.shell_output_format === undefined){
data252.shell_output_format = {};
}
if(data252.uses_memory === undefined){
data252.uses_memory = true;
}
if(data252.schedule === undefined){
const err342 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cron/additionalProperties/required",keyword:"required",params:{missingProperty: "schedule"},message:"must have required property '"+"schedule"+"'"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
for(const key43 in data252){
if(!(func2.call(schema11.properties.cron.additionalProperties.properties, key43))){
const err343 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cron/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
let data253 = data252.allowed_tools;
if((!(Array.isArray(data253))) && (data253 !== null)){
const err344 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_tools",schemaPath:"#/properties/cron/additionalProperties/properties/allowed_tools/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.allowed_tools.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
if(Array.isArray(data253)){
const len25 = data253.length;
for(let i25=0; i25<len25; i25++){
if(typeof data253[i25] !== "string"){
const err345 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_tools/" + i25,schemaPath:"#/properties/cron/additionalProperties/properties/allowed_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
}
}
let data255 = data252.command;
if((typeof data255 !== "string") && (data255 !== null)){
const err346 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/command",schemaPath:"#/properties/cron/additionalProperties/properties/command/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.command.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
let data256 = data252.delivery;
if(data256 && typeof data256 == "object" && !Array.isArray(data256)){
if(data256.best_effort === undefined){
data256.best_effort = true;
}
if(data256.channel === undefined){
data256.channel = null;
}
if(data256.mode === undefined){
data256.mode = "none";
}
if(data256.thread_id === undefined){
data256.thread_id = null;
}
if(data256.to === undefined){
data256.to = null;
}
for(const key44 in data256){
if(!(((((key44 === "best_effort") || (key44 === "channel")) || (key44 === "mode")) || (key44 === "thread_id")) || (key44 === "to"))){
const err347 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
}
if(typeof data256.best_effort !== "boolean"){
const err348 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery/best_effort",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/properties/best_effort/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
let data258 = data256.channel;
if((typeof data258 !== "string") && (data258 !== null)){
const err349 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery/channel",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/properties/channel/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.delivery.properties.channel.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
let data259 = data256.mode;
if(typeof data259 !== "string"){
const err350 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery/mode",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
if(!((data259 === "none") || (data259 === "announce"))){
const err351 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery/mode",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/properties/mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.cron.additionalProperties.properties.delivery.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
let data260 = data256.thread_id;
if((typeof data260 !== "string") && (data260 !== null)){
const err352 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery/thread_id",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/properties/thread_id/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.delivery.properties.thread_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
let data261 = data256.to;
if((typeof data261 !== "string") && (data261 !== null)){
const err353 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery/to",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/properties/to/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.delivery.properties.to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
else {
const err354 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/delivery",schemaPath:"#/properties/cron/additionalProperties/properties/delivery/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
if(typeof data252.enabled !== "boolean"){
const err355 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/cron/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
let data263 = data252.job_type;
if(typeof data263 !== "string"){
const err356 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/job_type",schemaPath:"#/properties/cron/additionalProperties/properties/job_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
if(!((data263 === "shell") || (data263 === "agent"))){
const err357 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/job_type",schemaPath:"#/properties/cron/additionalProperties/properties/job_type/enum",keyword:"enum",params:{allowedValues: schema11.properties.cron.additionalProperties.properties.job_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
let data264 = data252.model;
if((typeof data264 !== "string") && (data264 !== null)){
const err358 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/cron/additionalProperties/properties/model/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
let data265 = data252.name;
if((typeof data265 !== "string") && (data265 !== null)){
const err359 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/name",schemaPath:"#/properties/cron/additionalProperties/properties/name/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
let data266 = data252.prompt;
if((typeof data266 !== "string") && (data266 !== null)){
const err360 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/prompt",schemaPath:"#/properties/cron/additionalProperties/properties/prompt/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.prompt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
if(data252.schedule !== undefined){
let data267 = data252.schedule;
if(data267 && typeof data267 == "object" && !Array.isArray(data267)){
if(data267.expr === undefined){
data267.expr = null;
}
if(data267.tz === undefined){
data267.tz = null;
}
if(data267.every_ms === undefined){
data267.every_ms = null;
}
if(data267.at === undefined){
data267.at = null;
}
if(data267.kind === undefined){
const err361 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
for(const key45 in data267){
if(!(((((key45 === "kind") || (key45 === "expr")) || (key45 === "tz")) || (key45 === "every_ms")) || (key45 === "at"))){
const err362 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key45},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
}
if(data267.kind !== undefined){
let data268 = data267.kind;
if(typeof data268 !== "string"){
const err363 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/kind",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
if(!(((data268 === "cron") || (data268 === "every")) || (data268 === "at"))){
const err364 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/kind",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/kind/enum",keyword:"enum",params:{allowedValues: schema11.properties.cron.additionalProperties.properties.schedule.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
let data269 = data267.expr;
if((typeof data269 !== "string") && (data269 !== null)){
const err365 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/expr",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/expr/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.schedule.properties.expr.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
let data270 = data267.tz;
if((typeof data270 !== "string") && (data270 !== null)){
const err366 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/tz",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/tz/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.schedule.properties.tz.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
let data271 = data267.every_ms;
if((!(((typeof data271 == "number") && (!(data271 % 1) && !isNaN(data271))) && (isFinite(data271)))) && (data271 !== null)){
const err367 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/every_ms",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/every_ms/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.schedule.properties.every_ms.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
if((typeof data271 == "number") && (isFinite(data271))){
if(data271 < 1 || isNaN(data271)){
const err368 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/every_ms",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/every_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
let data272 = data267.at;
if((typeof data272 !== "string") && (data272 !== null)){
const err369 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule/at",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/properties/at/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.schedule.properties.at.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
}
else {
const err370 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/schedule",schemaPath:"#/properties/cron/additionalProperties/properties/schedule/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
let data273 = data252.session_target;
if((typeof data273 !== "string") && (data273 !== null)){
const err371 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/session_target",schemaPath:"#/properties/cron/additionalProperties/properties/session_target/type",keyword:"type",params:{type: schema11.properties.cron.additionalProperties.properties.session_target.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
if(!(((data273 === "isolated") || (data273 === "main")) || (data273 === null))){
const err372 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/session_target",schemaPath:"#/properties/cron/additionalProperties/properties/session_target/enum",keyword:"enum",params:{allowedValues: schema11.properties.cron.additionalProperties.properties.session_target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
let data274 = data252.shell_output_format;
if(data274 && typeof data274 == "object" && !Array.isArray(data274)){
}
else {
const err373 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/shell_output_format",schemaPath:"#/properties/cron/additionalProperties/properties/shell_output_format/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
if(typeof data252.uses_memory !== "boolean"){
const err374 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1")+"/uses_memory",schemaPath:"#/properties/cron/additionalProperties/properties/uses_memory/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err375 = {instancePath:instancePath+"/cron/" + key42.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cron/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
}
const aliasErrors15 = keyword0(data251, instancePath+"/cron", "#/properties/cron/x-alias-map");
if(!(aliasErrors15 === null)){
vErrors = vErrors === null ? aliasErrors15 : vErrors.concat(aliasErrors15);
errors = vErrors.length;
}
}
else {
const err376 = {instancePath:instancePath+"/cron",schemaPath:"#/properties/cron/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
let data276 = data.daemon;
if(data276 && typeof data276 == "object" && !Array.isArray(data276)){
if(data276.start_timeout_secs === undefined){
data276.start_timeout_secs = 60;
}
if(data276.shutdown_grace_secs === undefined){
data276.shutdown_grace_secs = 10;
}
for(const key46 in data276){
if(!((key46 === "start_timeout_secs") || (key46 === "shutdown_grace_secs"))){
const err377 = {instancePath:instancePath+"/daemon",schemaPath:"#/properties/daemon/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key46},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
let data277 = data276.start_timeout_secs;
if(!(((typeof data277 == "number") && (!(data277 % 1) && !isNaN(data277))) && (isFinite(data277)))){
const err378 = {instancePath:instancePath+"/daemon/start_timeout_secs",schemaPath:"#/properties/daemon/properties/start_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
if((typeof data277 == "number") && (isFinite(data277))){
if(data277 > 3600 || isNaN(data277)){
const err379 = {instancePath:instancePath+"/daemon/start_timeout_secs",schemaPath:"#/properties/daemon/properties/start_timeout_secs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
if(data277 < 1 || isNaN(data277)){
const err380 = {instancePath:instancePath+"/daemon/start_timeout_secs",schemaPath:"#/properties/daemon/properties/start_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
let data278 = data276.shutdown_grace_secs;
if(!(((typeof data278 == "number") && (!(data278 % 1) && !isNaN(data278))) && (isFinite(data278)))){
const err381 = {instancePath:instancePath+"/daemon/shutdown_grace_secs",schemaPath:"#/properties/daemon/properties/shutdown_grace_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
if((typeof data278 == "number") && (isFinite(data278))){
if(data278 > 3600 || isNaN(data278)){
const err382 = {instancePath:instancePath+"/daemon/shutdown_grace_secs",schemaPath:"#/properties/daemon/properties/shutdown_grace_secs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
if(data278 < 1 || isNaN(data278)){
const err383 = {instancePath:instancePath+"/daemon/shutdown_grace_secs",schemaPath:"#/properties/daemon/properties/shutdown_grace_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
}
else {
const err384 = {instancePath:instancePath+"/daemon",schemaPath:"#/properties/daemon/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
let data279 = data.data_retention;
if(data279 && typeof data279 == "object" && !Array.isArray(data279)){
if(data279.categories === undefined){
data279.categories = [];
}
if(data279.dry_run === undefined){
data279.dry_run = false;
}
if(data279.enabled === undefined){
data279.enabled = false;
}
if(data279.retention_days === undefined){
data279.retention_days = 90;
}
for(const key47 in data279){
if(!((((key47 === "categories") || (key47 === "dry_run")) || (key47 === "enabled")) || (key47 === "retention_days"))){
const err385 = {instancePath:instancePath+"/data_retention",schemaPath:"#/properties/data_retention/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key47},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
let data280 = data279.categories;
if(Array.isArray(data280)){
const len26 = data280.length;
for(let i26=0; i26<len26; i26++){
if(typeof data280[i26] !== "string"){
const err386 = {instancePath:instancePath+"/data_retention/categories/" + i26,schemaPath:"#/properties/data_retention/properties/categories/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
}
else {
const err387 = {instancePath:instancePath+"/data_retention/categories",schemaPath:"#/properties/data_retention/properties/categories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
if(typeof data279.dry_run !== "boolean"){
const err388 = {instancePath:instancePath+"/data_retention/dry_run",schemaPath:"#/properties/data_retention/properties/dry_run/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
if(typeof data279.enabled !== "boolean"){
const err389 = {instancePath:instancePath+"/data_retention/enabled",schemaPath:"#/properties/data_retention/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
let data284 = data279.retention_days;
if(!(((typeof data284 == "number") && (!(data284 % 1) && !isNaN(data284))) && (isFinite(data284)))){
const err390 = {instancePath:instancePath+"/data_retention/retention_days",schemaPath:"#/properties/data_retention/properties/retention_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
if((typeof data284 == "number") && (isFinite(data284))){
if(data284 < 0 || isNaN(data284)){
const err391 = {instancePath:instancePath+"/data_retention/retention_days",schemaPath:"#/properties/data_retention/properties/retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err392 = {instancePath:instancePath+"/data_retention",schemaPath:"#/properties/data_retention/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
let data285 = data.decision_models;
if(data285 && typeof data285 == "object" && !Array.isArray(data285)){
for(const key48 in data285){
let data286 = data285[key48];
if(data286 && typeof data286 == "object" && !Array.isArray(data286)){
if(data286.api_key === undefined){
data286.api_key = null;
}
if(data286.base_url === undefined){
data286.base_url = null;
}
if(data286.model === undefined){
data286.model = null;
}
if(data286.provider === undefined){
data286.provider = {};
}
for(const key49 in data286){
if(!((((key49 === "api_key") || (key49 === "base_url")) || (key49 === "model")) || (key49 === "provider"))){
const err393 = {instancePath:instancePath+"/decision_models/" + key48.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/decision_models/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key49},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
}
let data287 = data286.api_key;
if((typeof data287 !== "string") && (data287 !== null)){
const err394 = {instancePath:instancePath+"/decision_models/" + key48.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/decision_models/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.decision_models.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
let data288 = data286.base_url;
if((typeof data288 !== "string") && (data288 !== null)){
const err395 = {instancePath:instancePath+"/decision_models/" + key48.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/decision_models/additionalProperties/properties/base_url/type",keyword:"type",params:{type: schema11.properties.decision_models.additionalProperties.properties.base_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
let data289 = data286.model;
if((typeof data289 !== "string") && (data289 !== null)){
const err396 = {instancePath:instancePath+"/decision_models/" + key48.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/decision_models/additionalProperties/properties/model/type",keyword:"type",params:{type: schema11.properties.decision_models.additionalProperties.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
let data290 = data286.provider;
if(data290 && typeof data290 == "object" && !Array.isArray(data290)){
}
else {
const err397 = {instancePath:instancePath+"/decision_models/" + key48.replace(/~/g, "~0").replace(/\//g, "~1")+"/provider",schemaPath:"#/properties/decision_models/additionalProperties/properties/provider/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
else {
const err398 = {instancePath:instancePath+"/decision_models/" + key48.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/decision_models/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
const aliasErrors16 = keyword0(data285, instancePath+"/decision_models", "#/properties/decision_models/x-alias-map");
if(!(aliasErrors16 === null)){
vErrors = vErrors === null ? aliasErrors16 : vErrors.concat(aliasErrors16);
errors = vErrors.length;
}
}
else {
const err399 = {instancePath:instancePath+"/decision_models",schemaPath:"#/properties/decision_models/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
let data291 = data.delegate;
if(data291 && typeof data291 == "object" && !Array.isArray(data291)){
if(data291.agentic_timeout_secs === undefined){
data291.agentic_timeout_secs = 300;
}
if(data291.timeout_secs === undefined){
data291.timeout_secs = 120;
}
for(const key50 in data291){
if(!((key50 === "agentic_timeout_secs") || (key50 === "timeout_secs"))){
const err400 = {instancePath:instancePath+"/delegate",schemaPath:"#/properties/delegate/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key50},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
let data292 = data291.agentic_timeout_secs;
if(!(((typeof data292 == "number") && (!(data292 % 1) && !isNaN(data292))) && (isFinite(data292)))){
const err401 = {instancePath:instancePath+"/delegate/agentic_timeout_secs",schemaPath:"#/properties/delegate/properties/agentic_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
if((typeof data292 == "number") && (isFinite(data292))){
if(data292 < 0 || isNaN(data292)){
const err402 = {instancePath:instancePath+"/delegate/agentic_timeout_secs",schemaPath:"#/properties/delegate/properties/agentic_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
let data293 = data291.timeout_secs;
if(!(((typeof data293 == "number") && (!(data293 % 1) && !isNaN(data293))) && (isFinite(data293)))){
const err403 = {instancePath:instancePath+"/delegate/timeout_secs",schemaPath:"#/properties/delegate/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
if((typeof data293 == "number") && (isFinite(data293))){
if(data293 < 0 || isNaN(data293)){
const err404 = {instancePath:instancePath+"/delegate/timeout_secs",schemaPath:"#/properties/delegate/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
}
}
else {
const err405 = {instancePath:instancePath+"/delegate",schemaPath:"#/properties/delegate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
let data294 = data.embedding_routes;
if(Array.isArray(data294)){
const len27 = data294.length;
for(let i27=0; i27<len27; i27++){
let data295 = data294[i27];
if(data295 && typeof data295 == "object" && !Array.isArray(data295)){
if(data295.hint === undefined){
const err406 = {instancePath:instancePath+"/embedding_routes/" + i27,schemaPath:"#/properties/embedding_routes/items/required",keyword:"required",params:{missingProperty: "hint"},message:"must have required property '"+"hint"+"'"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
if(data295.provider === undefined){
const err407 = {instancePath:instancePath+"/embedding_routes/" + i27,schemaPath:"#/properties/embedding_routes/items/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
if(data295.model === undefined){
const err408 = {instancePath:instancePath+"/embedding_routes/" + i27,schemaPath:"#/properties/embedding_routes/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
if(data295.hint !== undefined){
let data296 = data295.hint;
if(typeof data296 === "string"){
if(func3(data296) < 1){
const err409 = {instancePath:instancePath+"/embedding_routes/" + i27+"/hint",schemaPath:"#/properties/embedding_routes/items/properties/hint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
}
else {
const err410 = {instancePath:instancePath+"/embedding_routes/" + i27+"/hint",schemaPath:"#/properties/embedding_routes/items/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
if(data295.provider !== undefined){
let data297 = data295.provider;
if(typeof data297 === "string"){
if(func3(data297) < 1){
const err411 = {instancePath:instancePath+"/embedding_routes/" + i27+"/provider",schemaPath:"#/properties/embedding_routes/items/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
else {
const err412 = {instancePath:instancePath+"/embedding_routes/" + i27+"/provider",schemaPath:"#/properties/embedding_routes/items/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
}
if(data295.model !== undefined){
let data298 = data295.model;
if(typeof data298 === "string"){
if(func3(data298) < 1){
const err413 = {instancePath:instancePath+"/embedding_routes/" + i27+"/model",schemaPath:"#/properties/embedding_routes/items/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
}
else {
const err414 = {instancePath:instancePath+"/embedding_routes/" + i27+"/model",schemaPath:"#/properties/embedding_routes/items/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
}
}
else {
const err415 = {instancePath:instancePath+"/embedding_routes/" + i27,schemaPath:"#/properties/embedding_routes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
}
}
else {
const err416 = {instancePath:instancePath+"/embedding_routes",schemaPath:"#/properties/embedding_routes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
let data299 = data.enroll;
if(data299 && typeof data299 == "object" && !Array.isArray(data299)){
if(data299.allow_unpaired_enrollment === undefined){
data299.allow_unpaired_enrollment = "";
}
if(data299.bind === undefined){
data299.bind = "0.0.0.0";
}
if(data299.enabled === undefined){
data299.enabled = false;
}
if(data299.port === undefined){
data299.port = 9782;
}
for(const key51 in data299){
if(!((((key51 === "allow_unpaired_enrollment") || (key51 === "bind")) || (key51 === "enabled")) || (key51 === "port"))){
const err417 = {instancePath:instancePath+"/enroll",schemaPath:"#/properties/enroll/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key51},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
if(typeof data299.allow_unpaired_enrollment !== "string"){
const err418 = {instancePath:instancePath+"/enroll/allow_unpaired_enrollment",schemaPath:"#/properties/enroll/properties/allow_unpaired_enrollment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
if(typeof data299.bind !== "string"){
const err419 = {instancePath:instancePath+"/enroll/bind",schemaPath:"#/properties/enroll/properties/bind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
if(typeof data299.enabled !== "boolean"){
const err420 = {instancePath:instancePath+"/enroll/enabled",schemaPath:"#/properties/enroll/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
let data303 = data299.port;
if(!(((typeof data303 == "number") && (!(data303 % 1) && !isNaN(data303))) && (isFinite(data303)))){
const err421 = {instancePath:instancePath+"/enroll/port",schemaPath:"#/properties/enroll/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
if((typeof data303 == "number") && (isFinite(data303))){
if(data303 > 65535 || isNaN(data303)){
const err422 = {instancePath:instancePath+"/enroll/port",schemaPath:"#/properties/enroll/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
if(data303 < 0 || isNaN(data303)){
const err423 = {instancePath:instancePath+"/enroll/port",schemaPath:"#/properties/enroll/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
}
}
else {
const err424 = {instancePath:instancePath+"/enroll",schemaPath:"#/properties/enroll/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
let data304 = data.escalation;
if(data304 && typeof data304 == "object" && !Array.isArray(data304)){
if(data304.alert_channels === undefined){
data304.alert_channels = [];
}
for(const key52 in data304){
if(!(key52 === "alert_channels")){
const err425 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key52},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
let data305 = data304.alert_channels;
if(Array.isArray(data305)){
const len28 = data305.length;
for(let i28=0; i28<len28; i28++){
if(typeof data305[i28] !== "string"){
const err426 = {instancePath:instancePath+"/escalation/alert_channels/" + i28,schemaPath:"#/properties/escalation/properties/alert_channels/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
}
else {
const err427 = {instancePath:instancePath+"/escalation/alert_channels",schemaPath:"#/properties/escalation/properties/alert_channels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
else {
const err428 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
let data307 = data.eval;
if(data307 && typeof data307 == "object" && !Array.isArray(data307)){
if(data307.mode === undefined){
data307.mode = "replay";
}
if(data307.suite_dir === undefined){
data307.suite_dir = "evals/regression";
}
for(const key53 in data307){
if(!((key53 === "mode") || (key53 === "suite_dir"))){
const err429 = {instancePath:instancePath+"/eval",schemaPath:"#/properties/eval/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key53},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
}
let data308 = data307.mode;
if(typeof data308 !== "string"){
const err430 = {instancePath:instancePath+"/eval/mode",schemaPath:"#/properties/eval/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
if(!((data308 === "replay") || (data308 === "live"))){
const err431 = {instancePath:instancePath+"/eval/mode",schemaPath:"#/properties/eval/properties/mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.eval.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
if(typeof data307.suite_dir !== "string"){
const err432 = {instancePath:instancePath+"/eval/suite_dir",schemaPath:"#/properties/eval/properties/suite_dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err433 = {instancePath:instancePath+"/eval",schemaPath:"#/properties/eval/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
let data310 = data.extensions;
if(Array.isArray(data310)){
const len29 = data310.length;
for(let i29=0; i29<len29; i29++){
let data311 = data310[i29];
if(typeof data311 === "string"){
if(func3(data311) < 1){
const err434 = {instancePath:instancePath+"/extensions/" + i29,schemaPath:"#/properties/extensions/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
}
else {
const err435 = {instancePath:instancePath+"/extensions/" + i29,schemaPath:"#/properties/extensions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
}
else {
const err436 = {instancePath:instancePath+"/extensions",schemaPath:"#/properties/extensions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
let data312 = data.file_download;
if(data312 && typeof data312 == "object" && !Array.isArray(data312)){
if(data312.url === undefined){
data312.url = null;
}
if(data312.headers === undefined){
data312.headers = {};
}
if(data312.max_file_size_bytes === undefined){
data312.max_file_size_bytes = 26214400;
}
if(data312.timeout_secs === undefined){
data312.timeout_secs = 120;
}
if(data312.allowed_private_hosts === undefined){
data312.allowed_private_hosts = [];
}
for(const key54 in data312){
if(!(((((key54 === "url") || (key54 === "headers")) || (key54 === "max_file_size_bytes")) || (key54 === "timeout_secs")) || (key54 === "allowed_private_hosts"))){
const err437 = {instancePath:instancePath+"/file_download",schemaPath:"#/properties/file_download/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key54},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
}
let data313 = data312.url;
if((typeof data313 !== "string") && (data313 !== null)){
const err438 = {instancePath:instancePath+"/file_download/url",schemaPath:"#/properties/file_download/properties/url/type",keyword:"type",params:{type: schema11.properties.file_download.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
let data314 = data312.headers;
if(data314 && typeof data314 == "object" && !Array.isArray(data314)){
for(const key55 in data314){
if(typeof data314[key55] !== "string"){
const err439 = {instancePath:instancePath+"/file_download/headers/" + key55.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/file_download/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
}
}
else {
const err440 = {instancePath:instancePath+"/file_download/headers",schemaPath:"#/properties/file_download/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
let data316 = data312.max_file_size_bytes;
if(!(((typeof data316 == "number") && (!(data316 % 1) && !isNaN(data316))) && (isFinite(data316)))){
const err441 = {instancePath:instancePath+"/file_download/max_file_size_bytes",schemaPath:"#/properties/file_download/properties/max_file_size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
if((typeof data316 == "number") && (isFinite(data316))){
if(data316 < 0 || isNaN(data316)){
const err442 = {instancePath:instancePath+"/file_download/max_file_size_bytes",schemaPath:"#/properties/file_download/properties/max_file_size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
}
let data317 = data312.timeout_secs;
if(!(((typeof data317 == "number") && (!(data317 % 1) && !isNaN(data317))) && (isFinite(data317)))){
const err443 = {instancePath:instancePath+"/file_download/timeout_secs",schemaPath:"#/properties/file_download/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
if((typeof data317 == "number") && (isFinite(data317))){
if(data317 < 0 || isNaN(data317)){
const err444 = {instancePath:instancePath+"/file_download/timeout_secs",schemaPath:"#/properties/file_download/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
}
let data318 = data312.allowed_private_hosts;
if(Array.isArray(data318)){
const len30 = data318.length;
for(let i30=0; i30<len30; i30++){
if(typeof data318[i30] !== "string"){
const err445 = {instancePath:instancePath+"/file_download/allowed_private_hosts/" + i30,schemaPath:"#/properties/file_download/properties/allowed_private_hosts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
}
}
else {
const err446 = {instancePath:instancePath+"/file_download/allowed_private_hosts",schemaPath:"#/properties/file_download/properties/allowed_private_hosts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
}
else {
const err447 = {instancePath:instancePath+"/file_download",schemaPath:"#/properties/file_download/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
let data320 = data.file_upload;
if(data320 && typeof data320 == "object" && !Array.isArray(data320)){
if(data320.url === undefined){
data320.url = null;
}
if(data320.headers === undefined){
data320.headers = {};
}
if(data320.max_file_size_bytes === undefined){
data320.max_file_size_bytes = 26214400;
}
if(data320.timeout_secs === undefined){
data320.timeout_secs = 60;
}
if(data320.field_name === undefined){
data320.field_name = "file";
}
if(data320.method === undefined){
data320.method = "POST";
}
for(const key56 in data320){
if(!((((((key56 === "url") || (key56 === "headers")) || (key56 === "max_file_size_bytes")) || (key56 === "timeout_secs")) || (key56 === "field_name")) || (key56 === "method"))){
const err448 = {instancePath:instancePath+"/file_upload",schemaPath:"#/properties/file_upload/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key56},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
}
let data321 = data320.url;
if((typeof data321 !== "string") && (data321 !== null)){
const err449 = {instancePath:instancePath+"/file_upload/url",schemaPath:"#/properties/file_upload/properties/url/type",keyword:"type",params:{type: schema11.properties.file_upload.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
let data322 = data320.headers;
if(data322 && typeof data322 == "object" && !Array.isArray(data322)){
for(const key57 in data322){
if(typeof data322[key57] !== "string"){
const err450 = {instancePath:instancePath+"/file_upload/headers/" + key57.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/file_upload/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err451 = {instancePath:instancePath+"/file_upload/headers",schemaPath:"#/properties/file_upload/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
let data324 = data320.max_file_size_bytes;
if(!(((typeof data324 == "number") && (!(data324 % 1) && !isNaN(data324))) && (isFinite(data324)))){
const err452 = {instancePath:instancePath+"/file_upload/max_file_size_bytes",schemaPath:"#/properties/file_upload/properties/max_file_size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
if((typeof data324 == "number") && (isFinite(data324))){
if(data324 < 0 || isNaN(data324)){
const err453 = {instancePath:instancePath+"/file_upload/max_file_size_bytes",schemaPath:"#/properties/file_upload/properties/max_file_size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
}
let data325 = data320.timeout_secs;
if(!(((typeof data325 == "number") && (!(data325 % 1) && !isNaN(data325))) && (isFinite(data325)))){
const err454 = {instancePath:instancePath+"/file_upload/timeout_secs",schemaPath:"#/properties/file_upload/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
if((typeof data325 == "number") && (isFinite(data325))){
if(data325 < 0 || isNaN(data325)){
const err455 = {instancePath:instancePath+"/file_upload/timeout_secs",schemaPath:"#/properties/file_upload/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
}
if(typeof data320.field_name !== "string"){
const err456 = {instancePath:instancePath+"/file_upload/field_name",schemaPath:"#/properties/file_upload/properties/field_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
let data327 = data320.method;
if(typeof data327 !== "string"){
const err457 = {instancePath:instancePath+"/file_upload/method",schemaPath:"#/properties/file_upload/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
if(!((data327 === "POST") || (data327 === "PUT"))){
const err458 = {instancePath:instancePath+"/file_upload/method",schemaPath:"#/properties/file_upload/properties/method/enum",keyword:"enum",params:{allowedValues: schema11.properties.file_upload.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
}
else {
const err459 = {instancePath:instancePath+"/file_upload",schemaPath:"#/properties/file_upload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
let data328 = data.file_upload_bundle;
if(data328 && typeof data328 == "object" && !Array.isArray(data328)){
if(data328.url === undefined){
data328.url = null;
}
if(data328.headers === undefined){
data328.headers = {};
}
if(data328.max_file_size_bytes === undefined){
data328.max_file_size_bytes = 10485760;
}
if(data328.timeout_secs === undefined){
data328.timeout_secs = 120;
}
if(data328.field_name === undefined){
data328.field_name = "file";
}
if(data328.method === undefined){
data328.method = "POST";
}
if(data328.max_files === undefined){
data328.max_files = 16;
}
if(data328.max_total_size_bytes === undefined){
data328.max_total_size_bytes = 33554432;
}
if(data328.max_response_body_bytes === undefined){
data328.max_response_body_bytes = 4096;
}
for(const key58 in data328){
if(!(func2.call(schema11.properties.file_upload_bundle.properties, key58))){
const err460 = {instancePath:instancePath+"/file_upload_bundle",schemaPath:"#/properties/file_upload_bundle/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key58},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
}
let data329 = data328.url;
if((typeof data329 !== "string") && (data329 !== null)){
const err461 = {instancePath:instancePath+"/file_upload_bundle/url",schemaPath:"#/properties/file_upload_bundle/properties/url/type",keyword:"type",params:{type: schema11.properties.file_upload_bundle.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
let data330 = data328.headers;
if(data330 && typeof data330 == "object" && !Array.isArray(data330)){
for(const key59 in data330){
if(typeof data330[key59] !== "string"){
const err462 = {instancePath:instancePath+"/file_upload_bundle/headers/" + key59.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/file_upload_bundle/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
}
}
else {
const err463 = {instancePath:instancePath+"/file_upload_bundle/headers",schemaPath:"#/properties/file_upload_bundle/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
let data332 = data328.max_file_size_bytes;
if(!(((typeof data332 == "number") && (!(data332 % 1) && !isNaN(data332))) && (isFinite(data332)))){
const err464 = {instancePath:instancePath+"/file_upload_bundle/max_file_size_bytes",schemaPath:"#/properties/file_upload_bundle/properties/max_file_size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
if((typeof data332 == "number") && (isFinite(data332))){
if(data332 < 0 || isNaN(data332)){
const err465 = {instancePath:instancePath+"/file_upload_bundle/max_file_size_bytes",schemaPath:"#/properties/file_upload_bundle/properties/max_file_size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
}
let data333 = data328.timeout_secs;
if(!(((typeof data333 == "number") && (!(data333 % 1) && !isNaN(data333))) && (isFinite(data333)))){
const err466 = {instancePath:instancePath+"/file_upload_bundle/timeout_secs",schemaPath:"#/properties/file_upload_bundle/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
if((typeof data333 == "number") && (isFinite(data333))){
if(data333 < 0 || isNaN(data333)){
const err467 = {instancePath:instancePath+"/file_upload_bundle/timeout_secs",schemaPath:"#/properties/file_upload_bundle/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
}
if(typeof data328.field_name !== "string"){
const err468 = {instancePath:instancePath+"/file_upload_bundle/field_name",schemaPath:"#/properties/file_upload_bundle/properties/field_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
let data335 = data328.method;
if(typeof data335 !== "string"){
const err469 = {instancePath:instancePath+"/file_upload_bundle/method",schemaPath:"#/properties/file_upload_bundle/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
if(!((data335 === "POST") || (data335 === "PUT"))){
const err470 = {instancePath:instancePath+"/file_upload_bundle/method",schemaPath:"#/properties/file_upload_bundle/properties/method/enum",keyword:"enum",params:{allowedValues: schema11.properties.file_upload_bundle.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
let data336 = data328.max_files;
if(!(((typeof data336 == "number") && (!(data336 % 1) && !isNaN(data336))) && (isFinite(data336)))){
const err471 = {instancePath:instancePath+"/file_upload_bundle/max_files",schemaPath:"#/properties/file_upload_bundle/properties/max_files/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
if((typeof data336 == "number") && (isFinite(data336))){
if(data336 < 0 || isNaN(data336)){
const err472 = {instancePath:instancePath+"/file_upload_bundle/max_files",schemaPath:"#/properties/file_upload_bundle/properties/max_files/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
}
let data337 = data328.max_total_size_bytes;
if(!(((typeof data337 == "number") && (!(data337 % 1) && !isNaN(data337))) && (isFinite(data337)))){
const err473 = {instancePath:instancePath+"/file_upload_bundle/max_total_size_bytes",schemaPath:"#/properties/file_upload_bundle/properties/max_total_size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
if((typeof data337 == "number") && (isFinite(data337))){
if(data337 < 0 || isNaN(data337)){
const err474 = {instancePath:instancePath+"/file_upload_bundle/max_total_size_bytes",schemaPath:"#/properties/file_upload_bundle/properties/max_total_size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
}
let data338 = data328.max_response_body_bytes;
if(!(((typeof data338 == "number") && (!(data338 % 1) && !isNaN(data338))) && (isFinite(data338)))){
const err475 = {instancePath:instancePath+"/file_upload_bundle/max_response_body_bytes",schemaPath:"#/properties/file_upload_bundle/properties/max_response_body_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
if((typeof data338 == "number") && (isFinite(data338))){
if(data338 < 0 || isNaN(data338)){
const err476 = {instancePath:instancePath+"/file_upload_bundle/max_response_body_bytes",schemaPath:"#/properties/file_upload_bundle/properties/max_response_body_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
}
}
else {
const err477 = {instancePath:instancePath+"/file_upload_bundle",schemaPath:"#/properties/file_upload_bundle/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
let data339 = data.gateway;
if(data339 && typeof data339 == "object" && !Array.isArray(data339)){
if(data339.allow_public_bind === undefined){
data339.allow_public_bind = false;
}
if(data339.allow_remote_admin === undefined){
data339.allow_remote_admin = false;
}
if(data339.allow_self_upgrade === undefined){
data339.allow_self_upgrade = false;
}
if(data339.check_updates === undefined){
data339.check_updates = true;
}
if(data339.host === undefined){
data339.host = "127.0.0.1";
}
if(data339.port === undefined){
data339.port = 42617;
}
if(data339.idempotency_max_keys === undefined){
data339.idempotency_max_keys = 10000;
}
if(data339.idempotency_ttl_secs === undefined){
data339.idempotency_ttl_secs = 300;
}
if(data339.long_running_request_timeout_secs === undefined){
data339.long_running_request_timeout_secs = 600;
}
if(data339.request_timeout_secs === undefined){
data339.request_timeout_secs = 30;
}
if(data339.pair_rate_limit_per_minute === undefined){
data339.pair_rate_limit_per_minute = 10;
}
if(data339.webhook_rate_limit_per_minute === undefined){
data339.webhook_rate_limit_per_minute = 60;
}
if(data339.rate_limit_max_keys === undefined){
data339.rate_limit_max_keys = 10000;
}
if(data339.paired_tokens === undefined){
data339.paired_tokens = [];
}
if(data339.path_prefix === undefined){
data339.path_prefix = null;
}
if(data339.require_pairing === undefined){
data339.require_pairing = true;
}
if(data339.session_persistence === undefined){
data339.session_persistence = true;
}
if(data339.session_ttl_hours === undefined){
data339.session_ttl_hours = 0;
}
if(data339.trust_forwarded_headers === undefined){
data339.trust_forwarded_headers = false;
}
if(data339.web_dist_dir === undefined){
data339.web_dist_dir = null;
}
if(data339.webhook_secret === undefined){
data339.webhook_secret = null;
}
if(data339.websocket_ping_interval_secs === undefined){
data339.websocket_ping_interval_secs = 30;
}
if(data339.pairing_code === undefined){
data339.pairing_code = {};
}
if(data339.pairing_dashboard === undefined){
data339.pairing_dashboard = {};
}
for(const key60 in data339){
if(!(func2.call(schema11.properties.gateway.properties, key60))){
const err478 = {instancePath:instancePath+"/gateway",schemaPath:"#/properties/gateway/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key60},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
}
if(typeof data339.allow_public_bind !== "boolean"){
const err479 = {instancePath:instancePath+"/gateway/allow_public_bind",schemaPath:"#/properties/gateway/properties/allow_public_bind/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
if(typeof data339.allow_remote_admin !== "boolean"){
const err480 = {instancePath:instancePath+"/gateway/allow_remote_admin",schemaPath:"#/properties/gateway/properties/allow_remote_admin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
if(typeof data339.allow_self_upgrade !== "boolean"){
const err481 = {instancePath:instancePath+"/gateway/allow_self_upgrade",schemaPath:"#/properties/gateway/properties/allow_self_upgrade/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
if(typeof data339.check_updates !== "boolean"){
const err482 = {instancePath:instancePath+"/gateway/check_updates",schemaPath:"#/properties/gateway/properties/check_updates/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
if(typeof data339.host !== "string"){
const err483 = {instancePath:instancePath+"/gateway/host",schemaPath:"#/properties/gateway/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
let data345 = data339.port;
if(!(((typeof data345 == "number") && (!(data345 % 1) && !isNaN(data345))) && (isFinite(data345)))){
const err484 = {instancePath:instancePath+"/gateway/port",schemaPath:"#/properties/gateway/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
if((typeof data345 == "number") && (isFinite(data345))){
if(data345 > 65535 || isNaN(data345)){
const err485 = {instancePath:instancePath+"/gateway/port",schemaPath:"#/properties/gateway/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
if(data345 < 0 || isNaN(data345)){
const err486 = {instancePath:instancePath+"/gateway/port",schemaPath:"#/properties/gateway/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
}
let data346 = data339.idempotency_max_keys;
if(!(((typeof data346 == "number") && (!(data346 % 1) && !isNaN(data346))) && (isFinite(data346)))){
const err487 = {instancePath:instancePath+"/gateway/idempotency_max_keys",schemaPath:"#/properties/gateway/properties/idempotency_max_keys/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
if((typeof data346 == "number") && (isFinite(data346))){
if(data346 < 1 || isNaN(data346)){
const err488 = {instancePath:instancePath+"/gateway/idempotency_max_keys",schemaPath:"#/properties/gateway/properties/idempotency_max_keys/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
}
let data347 = data339.idempotency_ttl_secs;
if(!(((typeof data347 == "number") && (!(data347 % 1) && !isNaN(data347))) && (isFinite(data347)))){
const err489 = {instancePath:instancePath+"/gateway/idempotency_ttl_secs",schemaPath:"#/properties/gateway/properties/idempotency_ttl_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
if((typeof data347 == "number") && (isFinite(data347))){
if(data347 < 1 || isNaN(data347)){
const err490 = {instancePath:instancePath+"/gateway/idempotency_ttl_secs",schemaPath:"#/properties/gateway/properties/idempotency_ttl_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
}
let data348 = data339.long_running_request_timeout_secs;
if(!(((typeof data348 == "number") && (!(data348 % 1) && !isNaN(data348))) && (isFinite(data348)))){
const err491 = {instancePath:instancePath+"/gateway/long_running_request_timeout_secs",schemaPath:"#/properties/gateway/properties/long_running_request_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
if((typeof data348 == "number") && (isFinite(data348))){
if(data348 < 1 || isNaN(data348)){
const err492 = {instancePath:instancePath+"/gateway/long_running_request_timeout_secs",schemaPath:"#/properties/gateway/properties/long_running_request_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
}
let data349 = data339.request_timeout_secs;
if(!(((typeof data349 == "number") && (!(data349 % 1) && !isNaN(data349))) && (isFinite(data349)))){
const err493 = {instancePath:instancePath+"/gateway/request_timeout_secs",schemaPath:"#/properties/gateway/properties/request_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
if((typeof data349 == "number") && (isFinite(data349))){
if(data349 < 1 || isNaN(data349)){
const err494 = {instancePath:instancePath+"/gateway/request_timeout_secs",schemaPath:"#/properties/gateway/properties/request_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
}
let data350 = data339.pair_rate_limit_per_minute;
if(!(((typeof data350 == "number") && (!(data350 % 1) && !isNaN(data350))) && (isFinite(data350)))){
const err495 = {instancePath:instancePath+"/gateway/pair_rate_limit_per_minute",schemaPath:"#/properties/gateway/properties/pair_rate_limit_per_minute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
if((typeof data350 == "number") && (isFinite(data350))){
if(data350 < 0 || isNaN(data350)){
const err496 = {instancePath:instancePath+"/gateway/pair_rate_limit_per_minute",schemaPath:"#/properties/gateway/properties/pair_rate_limit_per_minute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
}
let data351 = data339.webhook_rate_limit_per_minute;
if(!(((typeof data351 == "number") && (!(data351 % 1) && !isNaN(data351))) && (isFinite(data351)))){
const err497 = {instancePath:instancePath+"/gateway/webhook_rate_limit_per_minute",schemaPath:"#/properties/gateway/properties/webhook_rate_limit_per_minute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
if((typeof data351 == "number") && (isFinite(data351))){
if(data351 < 0 || isNaN(data351)){
const err498 = {instancePath:instancePath+"/gateway/webhook_rate_limit_per_minute",schemaPath:"#/properties/gateway/properties/webhook_rate_limit_per_minute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
}
let data352 = data339.rate_limit_max_keys;
if(!(((typeof data352 == "number") && (!(data352 % 1) && !isNaN(data352))) && (isFinite(data352)))){
const err499 = {instancePath:instancePath+"/gateway/rate_limit_max_keys",schemaPath:"#/properties/gateway/properties/rate_limit_max_keys/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
if((typeof data352 == "number") && (isFinite(data352))){
if(data352 < 1 || isNaN(data352)){
const err500 = {instancePath:instancePath+"/gateway/rate_limit_max_keys",schemaPath:"#/properties/gateway/properties/rate_limit_max_keys/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
}
let data353 = data339.paired_tokens;
if(Array.isArray(data353)){
const len31 = data353.length;
for(let i31=0; i31<len31; i31++){
if(typeof data353[i31] !== "string"){
const err501 = {instancePath:instancePath+"/gateway/paired_tokens/" + i31,schemaPath:"#/properties/gateway/properties/paired_tokens/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
}
}
else {
const err502 = {instancePath:instancePath+"/gateway/paired_tokens",schemaPath:"#/properties/gateway/properties/paired_tokens/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
let data355 = data339.path_prefix;
if((typeof data355 !== "string") && (data355 !== null)){
const err503 = {instancePath:instancePath+"/gateway/path_prefix",schemaPath:"#/properties/gateway/properties/path_prefix/type",keyword:"type",params:{type: schema11.properties.gateway.properties.path_prefix.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
if(typeof data355 === "string"){
if(!pattern11.test(data355)){
const err504 = {instancePath:instancePath+"/gateway/path_prefix",schemaPath:"#/properties/gateway/properties/path_prefix/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
}
if(typeof data339.require_pairing !== "boolean"){
const err505 = {instancePath:instancePath+"/gateway/require_pairing",schemaPath:"#/properties/gateway/properties/require_pairing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
if(typeof data339.session_persistence !== "boolean"){
const err506 = {instancePath:instancePath+"/gateway/session_persistence",schemaPath:"#/properties/gateway/properties/session_persistence/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
let data358 = data339.session_ttl_hours;
if(!(((typeof data358 == "number") && (!(data358 % 1) && !isNaN(data358))) && (isFinite(data358)))){
const err507 = {instancePath:instancePath+"/gateway/session_ttl_hours",schemaPath:"#/properties/gateway/properties/session_ttl_hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
if((typeof data358 == "number") && (isFinite(data358))){
if(data358 < 0 || isNaN(data358)){
const err508 = {instancePath:instancePath+"/gateway/session_ttl_hours",schemaPath:"#/properties/gateway/properties/session_ttl_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
}
if(typeof data339.trust_forwarded_headers !== "boolean"){
const err509 = {instancePath:instancePath+"/gateway/trust_forwarded_headers",schemaPath:"#/properties/gateway/properties/trust_forwarded_headers/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
let data360 = data339.web_dist_dir;
if((typeof data360 !== "string") && (data360 !== null)){
const err510 = {instancePath:instancePath+"/gateway/web_dist_dir",schemaPath:"#/properties/gateway/properties/web_dist_dir/type",keyword:"type",params:{type: schema11.properties.gateway.properties.web_dist_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
let data361 = data339.webhook_secret;
if((typeof data361 !== "string") && (data361 !== null)){
const err511 = {instancePath:instancePath+"/gateway/webhook_secret",schemaPath:"#/properties/gateway/properties/webhook_secret/type",keyword:"type",params:{type: schema11.properties.gateway.properties.webhook_secret.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
let data362 = data339.websocket_ping_interval_secs;
if(!(((typeof data362 == "number") && (!(data362 % 1) && !isNaN(data362))) && (isFinite(data362)))){
const err512 = {instancePath:instancePath+"/gateway/websocket_ping_interval_secs",schemaPath:"#/properties/gateway/properties/websocket_ping_interval_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
if((typeof data362 == "number") && (isFinite(data362))){
if(data362 < 1 || isNaN(data362)){
const err513 = {instancePath:instancePath+"/gateway/websocket_ping_interval_secs",schemaPath:"#/properties/gateway/properties/websocket_ping_interval_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
}
let data363 = data339.pairing_code;
if(data363 && typeof data363 == "object" && !Array.isArray(data363)){
if(data363.length === undefined){
data363.length = 32;
}
if(data363.charset === undefined){
data363.charset = "alphanumeric";
}
for(const key61 in data363){
if(!((key61 === "length") || (key61 === "charset"))){
const err514 = {instancePath:instancePath+"/gateway/pairing_code",schemaPath:"#/properties/gateway/properties/pairing_code/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key61},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
}
let data364 = data363.length;
if(!(((typeof data364 == "number") && (!(data364 % 1) && !isNaN(data364))) && (isFinite(data364)))){
const err515 = {instancePath:instancePath+"/gateway/pairing_code/length",schemaPath:"#/properties/gateway/properties/pairing_code/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
if((typeof data364 == "number") && (isFinite(data364))){
if(data364 > 128 || isNaN(data364)){
const err516 = {instancePath:instancePath+"/gateway/pairing_code/length",schemaPath:"#/properties/gateway/properties/pairing_code/properties/length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 128},message:"must be <= 128"};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
if(data364 < 6 || isNaN(data364)){
const err517 = {instancePath:instancePath+"/gateway/pairing_code/length",schemaPath:"#/properties/gateway/properties/pairing_code/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 6},message:"must be >= 6"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
}
let data365 = data363.charset;
if(typeof data365 !== "string"){
const err518 = {instancePath:instancePath+"/gateway/pairing_code/charset",schemaPath:"#/properties/gateway/properties/pairing_code/properties/charset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
if(!(((data365 === "alphanumeric") || (data365 === "unambiguous")) || (data365 === "numeric"))){
const err519 = {instancePath:instancePath+"/gateway/pairing_code/charset",schemaPath:"#/properties/gateway/properties/pairing_code/properties/charset/enum",keyword:"enum",params:{allowedValues: schema11.properties.gateway.properties.pairing_code.properties.charset.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
}
else {
const err520 = {instancePath:instancePath+"/gateway/pairing_code",schemaPath:"#/properties/gateway/properties/pairing_code/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
let data366 = data339.pairing_dashboard;
if(data366 && typeof data366 == "object" && !Array.isArray(data366)){
if(data366.code_ttl_secs === undefined){
data366.code_ttl_secs = 3600;
}
if(data366.lockout_secs === undefined){
data366.lockout_secs = 300;
}
if(data366.max_failed_attempts === undefined){
data366.max_failed_attempts = 5;
}
if(data366.max_pending_codes === undefined){
data366.max_pending_codes = 3;
}
for(const key62 in data366){
if(!((((key62 === "code_ttl_secs") || (key62 === "lockout_secs")) || (key62 === "max_failed_attempts")) || (key62 === "max_pending_codes"))){
const err521 = {instancePath:instancePath+"/gateway/pairing_dashboard",schemaPath:"#/properties/gateway/properties/pairing_dashboard/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key62},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
}
let data367 = data366.code_ttl_secs;
if(!(((typeof data367 == "number") && (!(data367 % 1) && !isNaN(data367))) && (isFinite(data367)))){
const err522 = {instancePath:instancePath+"/gateway/pairing_dashboard/code_ttl_secs",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/code_ttl_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
if((typeof data367 == "number") && (isFinite(data367))){
if(data367 < 1 || isNaN(data367)){
const err523 = {instancePath:instancePath+"/gateway/pairing_dashboard/code_ttl_secs",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/code_ttl_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
}
let data368 = data366.lockout_secs;
if(!(((typeof data368 == "number") && (!(data368 % 1) && !isNaN(data368))) && (isFinite(data368)))){
const err524 = {instancePath:instancePath+"/gateway/pairing_dashboard/lockout_secs",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/lockout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
if((typeof data368 == "number") && (isFinite(data368))){
if(data368 < 0 || isNaN(data368)){
const err525 = {instancePath:instancePath+"/gateway/pairing_dashboard/lockout_secs",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/lockout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
}
let data369 = data366.max_failed_attempts;
if(!(((typeof data369 == "number") && (!(data369 % 1) && !isNaN(data369))) && (isFinite(data369)))){
const err526 = {instancePath:instancePath+"/gateway/pairing_dashboard/max_failed_attempts",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/max_failed_attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
if((typeof data369 == "number") && (isFinite(data369))){
if(data369 < 1 || isNaN(data369)){
const err527 = {instancePath:instancePath+"/gateway/pairing_dashboard/max_failed_attempts",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/max_failed_attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
}
let data370 = data366.max_pending_codes;
if(!(((typeof data370 == "number") && (!(data370 % 1) && !isNaN(data370))) && (isFinite(data370)))){
const err528 = {instancePath:instancePath+"/gateway/pairing_dashboard/max_pending_codes",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/max_pending_codes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
if((typeof data370 == "number") && (isFinite(data370))){
if(data370 < 1 || isNaN(data370)){
const err529 = {instancePath:instancePath+"/gateway/pairing_dashboard/max_pending_codes",schemaPath:"#/properties/gateway/properties/pairing_dashboard/properties/max_pending_codes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
}
}
else {
const err530 = {instancePath:instancePath+"/gateway/pairing_dashboard",schemaPath:"#/properties/gateway/properties/pairing_dashboard/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
if(data339.tls !== undefined){
let data371 = data339.tls;
if(data371 && typeof data371 == "object" && !Array.isArray(data371)){
if(data371.enabled === undefined){
data371.enabled = false;
}
if(data371.client_auth === undefined){
data371.client_auth = {};
}
if(data371.cert_path === undefined){
const err531 = {instancePath:instancePath+"/gateway/tls",schemaPath:"#/properties/gateway/properties/tls/required",keyword:"required",params:{missingProperty: "cert_path"},message:"must have required property '"+"cert_path"+"'"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
if(data371.key_path === undefined){
const err532 = {instancePath:instancePath+"/gateway/tls",schemaPath:"#/properties/gateway/properties/tls/required",keyword:"required",params:{missingProperty: "key_path"},message:"must have required property '"+"key_path"+"'"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
for(const key63 in data371){
if(!((((key63 === "cert_path") || (key63 === "key_path")) || (key63 === "enabled")) || (key63 === "client_auth"))){
const err533 = {instancePath:instancePath+"/gateway/tls",schemaPath:"#/properties/gateway/properties/tls/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key63},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
}
errors++;
}
}
if(data371.cert_path !== undefined){
let data372 = data371.cert_path;
if(typeof data372 === "string"){
if(func3(data372) < 1){
const err534 = {instancePath:instancePath+"/gateway/tls/cert_path",schemaPath:"#/properties/gateway/properties/tls/properties/cert_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
}
else {
const err535 = {instancePath:instancePath+"/gateway/tls/cert_path",schemaPath:"#/properties/gateway/properties/tls/properties/cert_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
}
if(data371.key_path !== undefined){
let data373 = data371.key_path;
if(typeof data373 === "string"){
if(func3(data373) < 1){
const err536 = {instancePath:instancePath+"/gateway/tls/key_path",schemaPath:"#/properties/gateway/properties/tls/properties/key_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
}
else {
const err537 = {instancePath:instancePath+"/gateway/tls/key_path",schemaPath:"#/properties/gateway/properties/tls/properties/key_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
}
errors++;
}
}
if(typeof data371.enabled !== "boolean"){
const err538 = {instancePath:instancePath+"/gateway/tls/enabled",schemaPath:"#/properties/gateway/properties/tls/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
let data375 = data371.client_auth;
if(data375 && typeof data375 == "object" && !Array.isArray(data375)){
if(data375.ca_cert_path === undefined){
data375.ca_cert_path = "";
}
if(data375.crl_path === undefined){
data375.crl_path = "";
}
if(data375.enabled === undefined){
data375.enabled = false;
}
if(data375.pinned_certs === undefined){
data375.pinned_certs = [];
}
if(data375.require_client_cert === undefined){
data375.require_client_cert = true;
}
for(const key64 in data375){
if(!(((((key64 === "ca_cert_path") || (key64 === "crl_path")) || (key64 === "enabled")) || (key64 === "pinned_certs")) || (key64 === "require_client_cert"))){
const err539 = {instancePath:instancePath+"/gateway/tls/client_auth",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key64},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
}
if(typeof data375.ca_cert_path !== "string"){
const err540 = {instancePath:instancePath+"/gateway/tls/client_auth/ca_cert_path",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/properties/ca_cert_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
if(typeof data375.crl_path !== "string"){
const err541 = {instancePath:instancePath+"/gateway/tls/client_auth/crl_path",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/properties/crl_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
if(typeof data375.enabled !== "boolean"){
const err542 = {instancePath:instancePath+"/gateway/tls/client_auth/enabled",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
let data379 = data375.pinned_certs;
if(Array.isArray(data379)){
const len32 = data379.length;
for(let i32=0; i32<len32; i32++){
if(typeof data379[i32] !== "string"){
const err543 = {instancePath:instancePath+"/gateway/tls/client_auth/pinned_certs/" + i32,schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/properties/pinned_certs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
}
}
else {
const err544 = {instancePath:instancePath+"/gateway/tls/client_auth/pinned_certs",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/properties/pinned_certs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
if(typeof data375.require_client_cert !== "boolean"){
const err545 = {instancePath:instancePath+"/gateway/tls/client_auth/require_client_cert",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/properties/require_client_cert/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err545];
}
else {
vErrors.push(err545);
}
errors++;
}
}
else {
const err546 = {instancePath:instancePath+"/gateway/tls/client_auth",schemaPath:"#/properties/gateway/properties/tls/properties/client_auth/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
}
else {
const err547 = {instancePath:instancePath+"/gateway/tls",schemaPath:"#/properties/gateway/properties/tls/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
}
}
else {
const err548 = {instancePath:instancePath+"/gateway",schemaPath:"#/properties/gateway/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
let data382 = data.gemini_cli;
if(data382 && typeof data382 == "object" && !Array.isArray(data382)){
if(data382.enabled === undefined){
data382.enabled = false;
}
if(data382.env_passthrough === undefined){
data382.env_passthrough = [];
}
if(data382.max_output_bytes === undefined){
data382.max_output_bytes = 2097152;
}
if(data382.timeout_secs === undefined){
data382.timeout_secs = 600;
}
for(const key65 in data382){
if(!((((key65 === "enabled") || (key65 === "env_passthrough")) || (key65 === "max_output_bytes")) || (key65 === "timeout_secs"))){
const err549 = {instancePath:instancePath+"/gemini_cli",schemaPath:"#/properties/gemini_cli/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key65},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
}
if(typeof data382.enabled !== "boolean"){
const err550 = {instancePath:instancePath+"/gemini_cli/enabled",schemaPath:"#/properties/gemini_cli/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
}
errors++;
}
let data384 = data382.env_passthrough;
if(Array.isArray(data384)){
const len33 = data384.length;
for(let i33=0; i33<len33; i33++){
if(typeof data384[i33] !== "string"){
const err551 = {instancePath:instancePath+"/gemini_cli/env_passthrough/" + i33,schemaPath:"#/properties/gemini_cli/properties/env_passthrough/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
}
}
else {
const err552 = {instancePath:instancePath+"/gemini_cli/env_passthrough",schemaPath:"#/properties/gemini_cli/properties/env_passthrough/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
let data386 = data382.max_output_bytes;
if(!(((typeof data386 == "number") && (!(data386 % 1) && !isNaN(data386))) && (isFinite(data386)))){
const err553 = {instancePath:instancePath+"/gemini_cli/max_output_bytes",schemaPath:"#/properties/gemini_cli/properties/max_output_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
if((typeof data386 == "number") && (isFinite(data386))){
if(data386 < 1 || isNaN(data386)){
const err554 = {instancePath:instancePath+"/gemini_cli/max_output_bytes",schemaPath:"#/properties/gemini_cli/properties/max_output_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
}
let data387 = data382.timeout_secs;
if(!(((typeof data387 == "number") && (!(data387 % 1) && !isNaN(data387))) && (isFinite(data387)))){
const err555 = {instancePath:instancePath+"/gemini_cli/timeout_secs",schemaPath:"#/properties/gemini_cli/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
if((typeof data387 == "number") && (isFinite(data387))){
if(data387 < 1 || isNaN(data387)){
const err556 = {instancePath:instancePath+"/gemini_cli/timeout_secs",schemaPath:"#/properties/gemini_cli/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err557 = {instancePath:instancePath+"/gemini_cli",schemaPath:"#/properties/gemini_cli/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
let data388 = data.google_workspace;
if(data388 && typeof data388 == "object" && !Array.isArray(data388)){
if(data388.allowed_operations === undefined){
data388.allowed_operations = [];
}
if(data388.allowed_services === undefined){
data388.allowed_services = [];
}
if(data388.audit_log === undefined){
data388.audit_log = false;
}
if(data388.credentials_path === undefined){
data388.credentials_path = null;
}
if(data388.default_account === undefined){
data388.default_account = null;
}
if(data388.enabled === undefined){
data388.enabled = false;
}
if(data388.rate_limit_per_minute === undefined){
data388.rate_limit_per_minute = 60;
}
if(data388.timeout_secs === undefined){
data388.timeout_secs = 30;
}
for(const key66 in data388){
if(!((((((((key66 === "allowed_operations") || (key66 === "allowed_services")) || (key66 === "audit_log")) || (key66 === "credentials_path")) || (key66 === "default_account")) || (key66 === "enabled")) || (key66 === "rate_limit_per_minute")) || (key66 === "timeout_secs"))){
const err558 = {instancePath:instancePath+"/google_workspace",schemaPath:"#/properties/google_workspace/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key66},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
}
let data389 = data388.allowed_operations;
if(Array.isArray(data389)){
const len34 = data389.length;
for(let i34=0; i34<len34; i34++){
let data390 = data389[i34];
if(!(data390 && typeof data390 == "object" && !Array.isArray(data390))){
const err559 = {instancePath:instancePath+"/google_workspace/allowed_operations/" + i34,schemaPath:"#/properties/google_workspace/properties/allowed_operations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
}
}
else {
const err560 = {instancePath:instancePath+"/google_workspace/allowed_operations",schemaPath:"#/properties/google_workspace/properties/allowed_operations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
let data391 = data388.allowed_services;
if(Array.isArray(data391)){
const len35 = data391.length;
for(let i35=0; i35<len35; i35++){
if(typeof data391[i35] !== "string"){
const err561 = {instancePath:instancePath+"/google_workspace/allowed_services/" + i35,schemaPath:"#/properties/google_workspace/properties/allowed_services/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err562 = {instancePath:instancePath+"/google_workspace/allowed_services",schemaPath:"#/properties/google_workspace/properties/allowed_services/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
if(typeof data388.audit_log !== "boolean"){
const err563 = {instancePath:instancePath+"/google_workspace/audit_log",schemaPath:"#/properties/google_workspace/properties/audit_log/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
let data394 = data388.credentials_path;
if((typeof data394 !== "string") && (data394 !== null)){
const err564 = {instancePath:instancePath+"/google_workspace/credentials_path",schemaPath:"#/properties/google_workspace/properties/credentials_path/type",keyword:"type",params:{type: schema11.properties.google_workspace.properties.credentials_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
let data395 = data388.default_account;
if((typeof data395 !== "string") && (data395 !== null)){
const err565 = {instancePath:instancePath+"/google_workspace/default_account",schemaPath:"#/properties/google_workspace/properties/default_account/type",keyword:"type",params:{type: schema11.properties.google_workspace.properties.default_account.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
if(typeof data388.enabled !== "boolean"){
const err566 = {instancePath:instancePath+"/google_workspace/enabled",schemaPath:"#/properties/google_workspace/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
let data397 = data388.rate_limit_per_minute;
if(!(((typeof data397 == "number") && (!(data397 % 1) && !isNaN(data397))) && (isFinite(data397)))){
const err567 = {instancePath:instancePath+"/google_workspace/rate_limit_per_minute",schemaPath:"#/properties/google_workspace/properties/rate_limit_per_minute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
if((typeof data397 == "number") && (isFinite(data397))){
if(data397 < 0 || isNaN(data397)){
const err568 = {instancePath:instancePath+"/google_workspace/rate_limit_per_minute",schemaPath:"#/properties/google_workspace/properties/rate_limit_per_minute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
}
let data398 = data388.timeout_secs;
if(!(((typeof data398 == "number") && (!(data398 % 1) && !isNaN(data398))) && (isFinite(data398)))){
const err569 = {instancePath:instancePath+"/google_workspace/timeout_secs",schemaPath:"#/properties/google_workspace/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
if((typeof data398 == "number") && (isFinite(data398))){
if(data398 < 1 || isNaN(data398)){
const err570 = {instancePath:instancePath+"/google_workspace/timeout_secs",schemaPath:"#/properties/google_workspace/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
}
}
else {
const err571 = {instancePath:instancePath+"/google_workspace",schemaPath:"#/properties/google_workspace/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
let data399 = data.hardware;
if(data399 && typeof data399 == "object" && !Array.isArray(data399)){
if(data399.baud_rate === undefined){
data399.baud_rate = 115200;
}
if(data399.enabled === undefined){
data399.enabled = false;
}
if(data399.probe_target === undefined){
data399.probe_target = null;
}
if(data399.serial_port === undefined){
data399.serial_port = null;
}
if(data399.transport === undefined){
data399.transport = null;
}
if(data399.workspace_datasheets === undefined){
data399.workspace_datasheets = false;
}
for(const key67 in data399){
if(!((((((key67 === "baud_rate") || (key67 === "enabled")) || (key67 === "probe_target")) || (key67 === "serial_port")) || (key67 === "transport")) || (key67 === "workspace_datasheets"))){
const err572 = {instancePath:instancePath+"/hardware",schemaPath:"#/properties/hardware/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key67},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
}
let data400 = data399.baud_rate;
if(!(((typeof data400 == "number") && (!(data400 % 1) && !isNaN(data400))) && (isFinite(data400)))){
const err573 = {instancePath:instancePath+"/hardware/baud_rate",schemaPath:"#/properties/hardware/properties/baud_rate/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
if((typeof data400 == "number") && (isFinite(data400))){
if(data400 < 1 || isNaN(data400)){
const err574 = {instancePath:instancePath+"/hardware/baud_rate",schemaPath:"#/properties/hardware/properties/baud_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
}
if(typeof data399.enabled !== "boolean"){
const err575 = {instancePath:instancePath+"/hardware/enabled",schemaPath:"#/properties/hardware/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
let data402 = data399.probe_target;
if((typeof data402 !== "string") && (data402 !== null)){
const err576 = {instancePath:instancePath+"/hardware/probe_target",schemaPath:"#/properties/hardware/properties/probe_target/type",keyword:"type",params:{type: schema11.properties.hardware.properties.probe_target.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err576];
}
else {
vErrors.push(err576);
}
errors++;
}
let data403 = data399.serial_port;
if((typeof data403 !== "string") && (data403 !== null)){
const err577 = {instancePath:instancePath+"/hardware/serial_port",schemaPath:"#/properties/hardware/properties/serial_port/type",keyword:"type",params:{type: schema11.properties.hardware.properties.serial_port.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
let data404 = data399.transport;
if((typeof data404 !== "string") && (data404 !== null)){
const err578 = {instancePath:instancePath+"/hardware/transport",schemaPath:"#/properties/hardware/properties/transport/type",keyword:"type",params:{type: schema11.properties.hardware.properties.transport.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
if(!(((((data404 === "None") || (data404 === "Native")) || (data404 === "Serial")) || (data404 === "Probe")) || (data404 === null))){
const err579 = {instancePath:instancePath+"/hardware/transport",schemaPath:"#/properties/hardware/properties/transport/enum",keyword:"enum",params:{allowedValues: schema11.properties.hardware.properties.transport.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
if(typeof data399.workspace_datasheets !== "boolean"){
const err580 = {instancePath:instancePath+"/hardware/workspace_datasheets",schemaPath:"#/properties/hardware/properties/workspace_datasheets/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err580];
}
else {
vErrors.push(err580);
}
errors++;
}
}
else {
const err581 = {instancePath:instancePath+"/hardware",schemaPath:"#/properties/hardware/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
let data406 = data.heartbeat;
if(data406 && typeof data406 == "object" && !Array.isArray(data406)){
if(data406.adaptive === undefined){
data406.adaptive = false;
}
if(data406.agent === undefined){
data406.agent = "";
}
if(data406.deadman_channel === undefined){
data406.deadman_channel = null;
}
if(data406.deadman_timeout_minutes === undefined){
data406.deadman_timeout_minutes = 0;
}
if(data406.deadman_to === undefined){
data406.deadman_to = null;
}
if(data406.enabled === undefined){
data406.enabled = false;
}
if(data406.interval_minutes === undefined){
data406.interval_minutes = 30;
}
if(data406.load_session_context === undefined){
data406.load_session_context = false;
}
if(data406.max_interval_minutes === undefined){
data406.max_interval_minutes = 120;
}
if(data406.max_run_history === undefined){
data406.max_run_history = 100;
}
if(data406.message === undefined){
data406.message = null;
}
if(data406.min_interval_minutes === undefined){
data406.min_interval_minutes = 5;
}
if(data406.target === undefined){
data406.target = null;
}
if(data406.task_timeout_secs === undefined){
data406.task_timeout_secs = 600;
}
if(data406.to === undefined){
data406.to = null;
}
if(data406.two_phase === undefined){
data406.two_phase = true;
}
for(const key68 in data406){
if(!(func2.call(schema11.properties.heartbeat.properties, key68))){
const err582 = {instancePath:instancePath+"/heartbeat",schemaPath:"#/properties/heartbeat/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key68},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
}
if(typeof data406.adaptive !== "boolean"){
const err583 = {instancePath:instancePath+"/heartbeat/adaptive",schemaPath:"#/properties/heartbeat/properties/adaptive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
if(typeof data406.agent !== "string"){
const err584 = {instancePath:instancePath+"/heartbeat/agent",schemaPath:"#/properties/heartbeat/properties/agent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
}
errors++;
}
let data409 = data406.deadman_channel;
if((typeof data409 !== "string") && (data409 !== null)){
const err585 = {instancePath:instancePath+"/heartbeat/deadman_channel",schemaPath:"#/properties/heartbeat/properties/deadman_channel/type",keyword:"type",params:{type: schema11.properties.heartbeat.properties.deadman_channel.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
let data410 = data406.deadman_timeout_minutes;
if(!(((typeof data410 == "number") && (!(data410 % 1) && !isNaN(data410))) && (isFinite(data410)))){
const err586 = {instancePath:instancePath+"/heartbeat/deadman_timeout_minutes",schemaPath:"#/properties/heartbeat/properties/deadman_timeout_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
if((typeof data410 == "number") && (isFinite(data410))){
if(data410 < 0 || isNaN(data410)){
const err587 = {instancePath:instancePath+"/heartbeat/deadman_timeout_minutes",schemaPath:"#/properties/heartbeat/properties/deadman_timeout_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
}
errors++;
}
}
let data411 = data406.deadman_to;
if((typeof data411 !== "string") && (data411 !== null)){
const err588 = {instancePath:instancePath+"/heartbeat/deadman_to",schemaPath:"#/properties/heartbeat/properties/deadman_to/type",keyword:"type",params:{type: schema11.properties.heartbeat.properties.deadman_to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
if(typeof data406.enabled !== "boolean"){
const err589 = {instancePath:instancePath+"/heartbeat/enabled",schemaPath:"#/properties/heartbeat/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
}
errors++;
}
let data413 = data406.interval_minutes;
if(!(((typeof data413 == "number") && (!(data413 % 1) && !isNaN(data413))) && (isFinite(data413)))){
const err590 = {instancePath:instancePath+"/heartbeat/interval_minutes",schemaPath:"#/properties/heartbeat/properties/interval_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err590];
}
else {
vErrors.push(err590);
}
errors++;
}
if((typeof data413 == "number") && (isFinite(data413))){
if(data413 < 1 || isNaN(data413)){
const err591 = {instancePath:instancePath+"/heartbeat/interval_minutes",schemaPath:"#/properties/heartbeat/properties/interval_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
}
if(typeof data406.load_session_context !== "boolean"){
const err592 = {instancePath:instancePath+"/heartbeat/load_session_context",schemaPath:"#/properties/heartbeat/properties/load_session_context/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
}
errors++;
}
let data415 = data406.max_interval_minutes;
if(!(((typeof data415 == "number") && (!(data415 % 1) && !isNaN(data415))) && (isFinite(data415)))){
const err593 = {instancePath:instancePath+"/heartbeat/max_interval_minutes",schemaPath:"#/properties/heartbeat/properties/max_interval_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
if((typeof data415 == "number") && (isFinite(data415))){
if(data415 < 1 || isNaN(data415)){
const err594 = {instancePath:instancePath+"/heartbeat/max_interval_minutes",schemaPath:"#/properties/heartbeat/properties/max_interval_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err594];
}
else {
vErrors.push(err594);
}
errors++;
}
}
let data416 = data406.max_run_history;
if(!(((typeof data416 == "number") && (!(data416 % 1) && !isNaN(data416))) && (isFinite(data416)))){
const err595 = {instancePath:instancePath+"/heartbeat/max_run_history",schemaPath:"#/properties/heartbeat/properties/max_run_history/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
}
errors++;
}
if((typeof data416 == "number") && (isFinite(data416))){
if(data416 < 0 || isNaN(data416)){
const err596 = {instancePath:instancePath+"/heartbeat/max_run_history",schemaPath:"#/properties/heartbeat/properties/max_run_history/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
}
let data417 = data406.message;
if((typeof data417 !== "string") && (data417 !== null)){
const err597 = {instancePath:instancePath+"/heartbeat/message",schemaPath:"#/properties/heartbeat/properties/message/type",keyword:"type",params:{type: schema11.properties.heartbeat.properties.message.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
let data418 = data406.min_interval_minutes;
if(!(((typeof data418 == "number") && (!(data418 % 1) && !isNaN(data418))) && (isFinite(data418)))){
const err598 = {instancePath:instancePath+"/heartbeat/min_interval_minutes",schemaPath:"#/properties/heartbeat/properties/min_interval_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
}
errors++;
}
if((typeof data418 == "number") && (isFinite(data418))){
if(data418 < 1 || isNaN(data418)){
const err599 = {instancePath:instancePath+"/heartbeat/min_interval_minutes",schemaPath:"#/properties/heartbeat/properties/min_interval_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err599];
}
else {
vErrors.push(err599);
}
errors++;
}
}
let data419 = data406.target;
if((typeof data419 !== "string") && (data419 !== null)){
const err600 = {instancePath:instancePath+"/heartbeat/target",schemaPath:"#/properties/heartbeat/properties/target/type",keyword:"type",params:{type: schema11.properties.heartbeat.properties.target.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
let data420 = data406.task_timeout_secs;
if(!(((typeof data420 == "number") && (!(data420 % 1) && !isNaN(data420))) && (isFinite(data420)))){
const err601 = {instancePath:instancePath+"/heartbeat/task_timeout_secs",schemaPath:"#/properties/heartbeat/properties/task_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
if((typeof data420 == "number") && (isFinite(data420))){
if(data420 < 0 || isNaN(data420)){
const err602 = {instancePath:instancePath+"/heartbeat/task_timeout_secs",schemaPath:"#/properties/heartbeat/properties/task_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
}
let data421 = data406.to;
if((typeof data421 !== "string") && (data421 !== null)){
const err603 = {instancePath:instancePath+"/heartbeat/to",schemaPath:"#/properties/heartbeat/properties/to/type",keyword:"type",params:{type: schema11.properties.heartbeat.properties.to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
if(typeof data406.two_phase !== "boolean"){
const err604 = {instancePath:instancePath+"/heartbeat/two_phase",schemaPath:"#/properties/heartbeat/properties/two_phase/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
}
else {
const err605 = {instancePath:instancePath+"/heartbeat",schemaPath:"#/properties/heartbeat/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err605];
}
else {
vErrors.push(err605);
}
errors++;
}
let data423 = data.hooks;
if(data423 && typeof data423 == "object" && !Array.isArray(data423)){
if(data423.enabled === undefined){
data423.enabled = true;
}
if(data423.builtin === undefined){
data423.builtin = {};
}
for(const key69 in data423){
if(!((key69 === "enabled") || (key69 === "builtin"))){
const err606 = {instancePath:instancePath+"/hooks",schemaPath:"#/properties/hooks/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key69},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
}
if(typeof data423.enabled !== "boolean"){
const err607 = {instancePath:instancePath+"/hooks/enabled",schemaPath:"#/properties/hooks/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err607];
}
else {
vErrors.push(err607);
}
errors++;
}
let data425 = data423.builtin;
if(data425 && typeof data425 == "object" && !Array.isArray(data425)){
if(data425.command_logger === undefined){
data425.command_logger = false;
}
if(data425.webhook_audit === undefined){
data425.webhook_audit = {};
}
for(const key70 in data425){
if(!((key70 === "command_logger") || (key70 === "webhook_audit"))){
const err608 = {instancePath:instancePath+"/hooks/builtin",schemaPath:"#/properties/hooks/properties/builtin/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key70},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
}
}
if(typeof data425.command_logger !== "boolean"){
const err609 = {instancePath:instancePath+"/hooks/builtin/command_logger",schemaPath:"#/properties/hooks/properties/builtin/properties/command_logger/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
let data427 = data425.webhook_audit;
if(data427 && typeof data427 == "object" && !Array.isArray(data427)){
if(data427.enabled === undefined){
data427.enabled = false;
}
if(data427.include_args === undefined){
data427.include_args = false;
}
if(data427.max_args_bytes === undefined){
data427.max_args_bytes = 4096;
}
if(data427.tool_patterns === undefined){
data427.tool_patterns = [];
}
if(data427.url === undefined){
data427.url = "";
}
for(const key71 in data427){
if(!(((((key71 === "enabled") || (key71 === "include_args")) || (key71 === "max_args_bytes")) || (key71 === "tool_patterns")) || (key71 === "url"))){
const err610 = {instancePath:instancePath+"/hooks/builtin/webhook_audit",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key71},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
}
if(typeof data427.enabled !== "boolean"){
const err611 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/enabled",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err611];
}
else {
vErrors.push(err611);
}
errors++;
}
if(typeof data427.include_args !== "boolean"){
const err612 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/include_args",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/include_args/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err612];
}
else {
vErrors.push(err612);
}
errors++;
}
let data430 = data427.max_args_bytes;
if(!(((typeof data430 == "number") && (!(data430 % 1) && !isNaN(data430))) && (isFinite(data430)))){
const err613 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/max_args_bytes",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/max_args_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
}
errors++;
}
if((typeof data430 == "number") && (isFinite(data430))){
if(data430 < 0 || isNaN(data430)){
const err614 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/max_args_bytes",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/max_args_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
}
errors++;
}
}
let data431 = data427.tool_patterns;
if(Array.isArray(data431)){
const len36 = data431.length;
for(let i36=0; i36<len36; i36++){
if(typeof data431[i36] !== "string"){
const err615 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/tool_patterns/" + i36,schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/tool_patterns/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
}
errors++;
}
}
}
else {
const err616 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/tool_patterns",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/tool_patterns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
if(typeof data427.url !== "string"){
const err617 = {instancePath:instancePath+"/hooks/builtin/webhook_audit/url",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err617];
}
else {
vErrors.push(err617);
}
errors++;
}
}
else {
const err618 = {instancePath:instancePath+"/hooks/builtin/webhook_audit",schemaPath:"#/properties/hooks/properties/builtin/properties/webhook_audit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
}
else {
const err619 = {instancePath:instancePath+"/hooks/builtin",schemaPath:"#/properties/hooks/properties/builtin/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
}
errors++;
}
}
else {
const err620 = {instancePath:instancePath+"/hooks",schemaPath:"#/properties/hooks/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err620];
}
else {
vErrors.push(err620);
}
errors++;
}
let data434 = data.http_request;
if(data434 && typeof data434 == "object" && !Array.isArray(data434)){
if(data434.allow_private_hosts === undefined){
data434.allow_private_hosts = false;
}
if(data434.allowed_domains === undefined){
data434.allowed_domains = ["*"];
}
if(data434.allowed_private_hosts === undefined){
data434.allowed_private_hosts = [];
}
if(data434.enabled === undefined){
data434.enabled = true;
}
if(data434.max_redirects === undefined){
data434.max_redirects = 0;
}
if(data434.max_response_size === undefined){
data434.max_response_size = 1000000;
}
if(data434.secret_hosts === undefined){
data434.secret_hosts = {};
}
if(data434.secrets === undefined){
data434.secrets = {};
}
if(data434.timeout_secs === undefined){
data434.timeout_secs = 30;
}
for(const key72 in data434){
if(!(func2.call(schema11.properties.http_request.properties, key72))){
const err621 = {instancePath:instancePath+"/http_request",schemaPath:"#/properties/http_request/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key72},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
}
if(typeof data434.allow_private_hosts !== "boolean"){
const err622 = {instancePath:instancePath+"/http_request/allow_private_hosts",schemaPath:"#/properties/http_request/properties/allow_private_hosts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err622];
}
else {
vErrors.push(err622);
}
errors++;
}
let data436 = data434.allowed_domains;
if(Array.isArray(data436)){
const len37 = data436.length;
for(let i37=0; i37<len37; i37++){
if(typeof data436[i37] !== "string"){
const err623 = {instancePath:instancePath+"/http_request/allowed_domains/" + i37,schemaPath:"#/properties/http_request/properties/allowed_domains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
}
}
else {
const err624 = {instancePath:instancePath+"/http_request/allowed_domains",schemaPath:"#/properties/http_request/properties/allowed_domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err624];
}
else {
vErrors.push(err624);
}
errors++;
}
let data438 = data434.allowed_private_hosts;
if(Array.isArray(data438)){
const len38 = data438.length;
for(let i38=0; i38<len38; i38++){
if(typeof data438[i38] !== "string"){
const err625 = {instancePath:instancePath+"/http_request/allowed_private_hosts/" + i38,schemaPath:"#/properties/http_request/properties/allowed_private_hosts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
}
}
else {
const err626 = {instancePath:instancePath+"/http_request/allowed_private_hosts",schemaPath:"#/properties/http_request/properties/allowed_private_hosts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err626];
}
else {
vErrors.push(err626);
}
errors++;
}
if(typeof data434.enabled !== "boolean"){
const err627 = {instancePath:instancePath+"/http_request/enabled",schemaPath:"#/properties/http_request/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
let data441 = data434.max_redirects;
if(!(((typeof data441 == "number") && (!(data441 % 1) && !isNaN(data441))) && (isFinite(data441)))){
const err628 = {instancePath:instancePath+"/http_request/max_redirects",schemaPath:"#/properties/http_request/properties/max_redirects/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err628];
}
else {
vErrors.push(err628);
}
errors++;
}
if((typeof data441 == "number") && (isFinite(data441))){
if(data441 > 10 || isNaN(data441)){
const err629 = {instancePath:instancePath+"/http_request/max_redirects",schemaPath:"#/properties/http_request/properties/max_redirects/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
}
errors++;
}
if(data441 < 0 || isNaN(data441)){
const err630 = {instancePath:instancePath+"/http_request/max_redirects",schemaPath:"#/properties/http_request/properties/max_redirects/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
}
let data442 = data434.max_response_size;
if(!(((typeof data442 == "number") && (!(data442 % 1) && !isNaN(data442))) && (isFinite(data442)))){
const err631 = {instancePath:instancePath+"/http_request/max_response_size",schemaPath:"#/properties/http_request/properties/max_response_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
if((typeof data442 == "number") && (isFinite(data442))){
if(data442 < 0 || isNaN(data442)){
const err632 = {instancePath:instancePath+"/http_request/max_response_size",schemaPath:"#/properties/http_request/properties/max_response_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err632];
}
else {
vErrors.push(err632);
}
errors++;
}
}
let data443 = data434.secret_hosts;
if(data443 && typeof data443 == "object" && !Array.isArray(data443)){
for(const key73 in data443){
let data444 = data443[key73];
if(Array.isArray(data444)){
const len39 = data444.length;
for(let i39=0; i39<len39; i39++){
if(typeof data444[i39] !== "string"){
const err633 = {instancePath:instancePath+"/http_request/secret_hosts/" + key73.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i39,schemaPath:"#/properties/http_request/properties/secret_hosts/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err633];
}
else {
vErrors.push(err633);
}
errors++;
}
}
}
else {
const err634 = {instancePath:instancePath+"/http_request/secret_hosts/" + key73.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/http_request/properties/secret_hosts/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
}
}
else {
const err635 = {instancePath:instancePath+"/http_request/secret_hosts",schemaPath:"#/properties/http_request/properties/secret_hosts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err635];
}
else {
vErrors.push(err635);
}
errors++;
}
let data446 = data434.secrets;
if(data446 && typeof data446 == "object" && !Array.isArray(data446)){
for(const key74 in data446){
if(typeof data446[key74] !== "string"){
const err636 = {instancePath:instancePath+"/http_request/secrets/" + key74.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/http_request/properties/secrets/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err636];
}
else {
vErrors.push(err636);
}
errors++;
}
}
}
else {
const err637 = {instancePath:instancePath+"/http_request/secrets",schemaPath:"#/properties/http_request/properties/secrets/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err637];
}
else {
vErrors.push(err637);
}
errors++;
}
let data448 = data434.timeout_secs;
if(!(((typeof data448 == "number") && (!(data448 % 1) && !isNaN(data448))) && (isFinite(data448)))){
const err638 = {instancePath:instancePath+"/http_request/timeout_secs",schemaPath:"#/properties/http_request/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err638];
}
else {
vErrors.push(err638);
}
errors++;
}
if((typeof data448 == "number") && (isFinite(data448))){
if(data448 < 1 || isNaN(data448)){
const err639 = {instancePath:instancePath+"/http_request/timeout_secs",schemaPath:"#/properties/http_request/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err640 = {instancePath:instancePath+"/http_request",schemaPath:"#/properties/http_request/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err640];
}
else {
vErrors.push(err640);
}
errors++;
}
let data449 = data.image_gen;
if(data449 && typeof data449 == "object" && !Array.isArray(data449)){
if(data449.api_key_env === undefined){
data449.api_key_env = "";
}
if(data449.default_model === undefined){
data449.default_model = "";
}
if(data449.enabled === undefined){
data449.enabled = false;
}
for(const key75 in data449){
if(!(((key75 === "api_key_env") || (key75 === "default_model")) || (key75 === "enabled"))){
const err641 = {instancePath:instancePath+"/image_gen",schemaPath:"#/properties/image_gen/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key75},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err641];
}
else {
vErrors.push(err641);
}
errors++;
}
}
if(typeof data449.api_key_env !== "string"){
const err642 = {instancePath:instancePath+"/image_gen/api_key_env",schemaPath:"#/properties/image_gen/properties/api_key_env/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
if(typeof data449.default_model !== "string"){
const err643 = {instancePath:instancePath+"/image_gen/default_model",schemaPath:"#/properties/image_gen/properties/default_model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
if(typeof data449.enabled !== "boolean"){
const err644 = {instancePath:instancePath+"/image_gen/enabled",schemaPath:"#/properties/image_gen/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err644];
}
else {
vErrors.push(err644);
}
errors++;
}
}
else {
const err645 = {instancePath:instancePath+"/image_gen",schemaPath:"#/properties/image_gen/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err645];
}
else {
vErrors.push(err645);
}
errors++;
}
let data453 = data.jira;
if(data453 && typeof data453 == "object" && !Array.isArray(data453)){
if(data453.allowed_actions === undefined){
data453.allowed_actions = ["get_ticket"];
}
if(data453.api_token === undefined){
data453.api_token = "";
}
if(data453.base_url === undefined){
data453.base_url = "";
}
if(data453.email === undefined){
data453.email = null;
}
if(data453.enabled === undefined){
data453.enabled = false;
}
if(data453.timeout_secs === undefined){
data453.timeout_secs = 30;
}
for(const key76 in data453){
if(!((((((key76 === "allowed_actions") || (key76 === "api_token")) || (key76 === "base_url")) || (key76 === "email")) || (key76 === "enabled")) || (key76 === "timeout_secs"))){
const err646 = {instancePath:instancePath+"/jira",schemaPath:"#/properties/jira/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key76},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
}
let data454 = data453.allowed_actions;
if(Array.isArray(data454)){
const len40 = data454.length;
for(let i40=0; i40<len40; i40++){
let data455 = data454[i40];
if(typeof data455 !== "string"){
const err647 = {instancePath:instancePath+"/jira/allowed_actions/" + i40,schemaPath:"#/properties/jira/properties/allowed_actions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
}
errors++;
}
if(!(((data455 === "get_ticket") || (data455 === "search_tickets")) || (data455 === "comment_ticket"))){
const err648 = {instancePath:instancePath+"/jira/allowed_actions/" + i40,schemaPath:"#/properties/jira/properties/allowed_actions/items/enum",keyword:"enum",params:{allowedValues: schema11.properties.jira.properties.allowed_actions.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err648];
}
else {
vErrors.push(err648);
}
errors++;
}
}
}
else {
const err649 = {instancePath:instancePath+"/jira/allowed_actions",schemaPath:"#/properties/jira/properties/allowed_actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err649];
}
else {
vErrors.push(err649);
}
errors++;
}
if(typeof data453.api_token !== "string"){
const err650 = {instancePath:instancePath+"/jira/api_token",schemaPath:"#/properties/jira/properties/api_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
if(typeof data453.base_url !== "string"){
const err651 = {instancePath:instancePath+"/jira/base_url",schemaPath:"#/properties/jira/properties/base_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
}
errors++;
}
let data458 = data453.email;
if((typeof data458 !== "string") && (data458 !== null)){
const err652 = {instancePath:instancePath+"/jira/email",schemaPath:"#/properties/jira/properties/email/type",keyword:"type",params:{type: schema11.properties.jira.properties.email.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err652];
}
else {
vErrors.push(err652);
}
errors++;
}
if(typeof data453.enabled !== "boolean"){
const err653 = {instancePath:instancePath+"/jira/enabled",schemaPath:"#/properties/jira/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
let data460 = data453.timeout_secs;
if(!(((typeof data460 == "number") && (!(data460 % 1) && !isNaN(data460))) && (isFinite(data460)))){
const err654 = {instancePath:instancePath+"/jira/timeout_secs",schemaPath:"#/properties/jira/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err654];
}
else {
vErrors.push(err654);
}
errors++;
}
if((typeof data460 == "number") && (isFinite(data460))){
if(data460 < 1 || isNaN(data460)){
const err655 = {instancePath:instancePath+"/jira/timeout_secs",schemaPath:"#/properties/jira/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
}
errors++;
}
}
}
else {
const err656 = {instancePath:instancePath+"/jira",schemaPath:"#/properties/jira/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err656];
}
else {
vErrors.push(err656);
}
errors++;
}
let data461 = data.knowledge;
if(data461 && typeof data461 == "object" && !Array.isArray(data461)){
if(data461.auto_capture === undefined){
data461.auto_capture = false;
}
if(data461.db_path === undefined){
data461.db_path = null;
}
if(data461.enabled === undefined){
data461.enabled = false;
}
if(data461.max_nodes === undefined){
data461.max_nodes = 100000;
}
if(data461.suggest_on_query === undefined){
data461.suggest_on_query = true;
}
for(const key77 in data461){
if(!(((((key77 === "auto_capture") || (key77 === "db_path")) || (key77 === "enabled")) || (key77 === "max_nodes")) || (key77 === "suggest_on_query"))){
const err657 = {instancePath:instancePath+"/knowledge",schemaPath:"#/properties/knowledge/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key77},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
}
if(typeof data461.auto_capture !== "boolean"){
const err658 = {instancePath:instancePath+"/knowledge/auto_capture",schemaPath:"#/properties/knowledge/properties/auto_capture/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
let data463 = data461.db_path;
if((typeof data463 !== "string") && (data463 !== null)){
const err659 = {instancePath:instancePath+"/knowledge/db_path",schemaPath:"#/properties/knowledge/properties/db_path/type",keyword:"type",params:{type: schema11.properties.knowledge.properties.db_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
if(typeof data461.enabled !== "boolean"){
const err660 = {instancePath:instancePath+"/knowledge/enabled",schemaPath:"#/properties/knowledge/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err660];
}
else {
vErrors.push(err660);
}
errors++;
}
let data465 = data461.max_nodes;
if(!(((typeof data465 == "number") && (!(data465 % 1) && !isNaN(data465))) && (isFinite(data465)))){
const err661 = {instancePath:instancePath+"/knowledge/max_nodes",schemaPath:"#/properties/knowledge/properties/max_nodes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
if((typeof data465 == "number") && (isFinite(data465))){
if(data465 < 1 || isNaN(data465)){
const err662 = {instancePath:instancePath+"/knowledge/max_nodes",schemaPath:"#/properties/knowledge/properties/max_nodes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err662];
}
else {
vErrors.push(err662);
}
errors++;
}
}
if(typeof data461.suggest_on_query !== "boolean"){
const err663 = {instancePath:instancePath+"/knowledge/suggest_on_query",schemaPath:"#/properties/knowledge/properties/suggest_on_query/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
}
else {
const err664 = {instancePath:instancePath+"/knowledge",schemaPath:"#/properties/knowledge/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err664];
}
else {
vErrors.push(err664);
}
errors++;
}
let data467 = data.knowledge_bundles;
if(data467 && typeof data467 == "object" && !Array.isArray(data467)){
for(const key78 in data467){
let data468 = data467[key78];
if(data468 && typeof data468 == "object" && !Array.isArray(data468)){
if(data468.sources === undefined){
data468.sources = [];
}
if(data468.tags === undefined){
data468.tags = [];
}
for(const key79 in data468){
if(!((key79 === "sources") || (key79 === "tags"))){
const err665 = {instancePath:instancePath+"/knowledge_bundles/" + key78.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/knowledge_bundles/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key79},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
}
errors++;
}
}
let data469 = data468.sources;
if(Array.isArray(data469)){
const len41 = data469.length;
for(let i41=0; i41<len41; i41++){
if(typeof data469[i41] !== "string"){
const err666 = {instancePath:instancePath+"/knowledge_bundles/" + key78.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources/" + i41,schemaPath:"#/properties/knowledge_bundles/additionalProperties/properties/sources/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err666];
}
else {
vErrors.push(err666);
}
errors++;
}
}
}
else {
const err667 = {instancePath:instancePath+"/knowledge_bundles/" + key78.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources",schemaPath:"#/properties/knowledge_bundles/additionalProperties/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err667];
}
else {
vErrors.push(err667);
}
errors++;
}
let data471 = data468.tags;
if(Array.isArray(data471)){
const len42 = data471.length;
for(let i42=0; i42<len42; i42++){
if(typeof data471[i42] !== "string"){
const err668 = {instancePath:instancePath+"/knowledge_bundles/" + key78.replace(/~/g, "~0").replace(/\//g, "~1")+"/tags/" + i42,schemaPath:"#/properties/knowledge_bundles/additionalProperties/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err668];
}
else {
vErrors.push(err668);
}
errors++;
}
}
}
else {
const err669 = {instancePath:instancePath+"/knowledge_bundles/" + key78.replace(/~/g, "~0").replace(/\//g, "~1")+"/tags",schemaPath:"#/properties/knowledge_bundles/additionalProperties/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err669];
}
else {
vErrors.push(err669);
}
errors++;
}
}
else {
const err670 = {instancePath:instancePath+"/knowledge_bundles/" + key78.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/knowledge_bundles/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err670];
}
else {
vErrors.push(err670);
}
errors++;
}
}
const aliasErrors17 = keyword0(data467, instancePath+"/knowledge_bundles", "#/properties/knowledge_bundles/x-alias-map");
if(!(aliasErrors17 === null)){
vErrors = vErrors === null ? aliasErrors17 : vErrors.concat(aliasErrors17);
errors = vErrors.length;
}
}
else {
const err671 = {instancePath:instancePath+"/knowledge_bundles",schemaPath:"#/properties/knowledge_bundles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
}
errors++;
}
let data473 = data.link_enricher;
if(data473 && typeof data473 == "object" && !Array.isArray(data473)){
if(data473.enabled === undefined){
data473.enabled = false;
}
if(data473.max_links === undefined){
data473.max_links = 3;
}
if(data473.timeout_secs === undefined){
data473.timeout_secs = 10;
}
for(const key80 in data473){
if(!(((key80 === "enabled") || (key80 === "max_links")) || (key80 === "timeout_secs"))){
const err672 = {instancePath:instancePath+"/link_enricher",schemaPath:"#/properties/link_enricher/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key80},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
}
errors++;
}
}
if(typeof data473.enabled !== "boolean"){
const err673 = {instancePath:instancePath+"/link_enricher/enabled",schemaPath:"#/properties/link_enricher/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err673];
}
else {
vErrors.push(err673);
}
errors++;
}
let data475 = data473.max_links;
if(!(((typeof data475 == "number") && (!(data475 % 1) && !isNaN(data475))) && (isFinite(data475)))){
const err674 = {instancePath:instancePath+"/link_enricher/max_links",schemaPath:"#/properties/link_enricher/properties/max_links/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err674];
}
else {
vErrors.push(err674);
}
errors++;
}
if((typeof data475 == "number") && (isFinite(data475))){
if(data475 < 0 || isNaN(data475)){
const err675 = {instancePath:instancePath+"/link_enricher/max_links",schemaPath:"#/properties/link_enricher/properties/max_links/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
}
let data476 = data473.timeout_secs;
if(!(((typeof data476 == "number") && (!(data476 % 1) && !isNaN(data476))) && (isFinite(data476)))){
const err676 = {instancePath:instancePath+"/link_enricher/timeout_secs",schemaPath:"#/properties/link_enricher/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err676];
}
else {
vErrors.push(err676);
}
errors++;
}
if((typeof data476 == "number") && (isFinite(data476))){
if(data476 < 0 || isNaN(data476)){
const err677 = {instancePath:instancePath+"/link_enricher/timeout_secs",schemaPath:"#/properties/link_enricher/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err677];
}
else {
vErrors.push(err677);
}
errors++;
}
}
}
else {
const err678 = {instancePath:instancePath+"/link_enricher",schemaPath:"#/properties/link_enricher/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err678];
}
else {
vErrors.push(err678);
}
errors++;
}
let data477 = data.linkedin;
if(data477 && typeof data477 == "object" && !Array.isArray(data477)){
if(data477.api_version === undefined){
data477.api_version = "202602";
}
if(data477.enabled === undefined){
data477.enabled = false;
}
if(data477.content === undefined){
data477.content = {};
}
if(data477.image === undefined){
data477.image = {};
}
for(const key81 in data477){
if(!((((key81 === "api_version") || (key81 === "enabled")) || (key81 === "content")) || (key81 === "image"))){
const err679 = {instancePath:instancePath+"/linkedin",schemaPath:"#/properties/linkedin/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key81},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err679];
}
else {
vErrors.push(err679);
}
errors++;
}
}
let data478 = data477.api_version;
if(typeof data478 === "string"){
if(!pattern16.test(data478)){
const err680 = {instancePath:instancePath+"/linkedin/api_version",schemaPath:"#/properties/linkedin/properties/api_version/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}(0[1-9]|1[0-2])$"},message:"must match pattern \""+"^[0-9]{4}(0[1-9]|1[0-2])$"+"\""};
if(vErrors === null){
vErrors = [err680];
}
else {
vErrors.push(err680);
}
errors++;
}
}
else {
const err681 = {instancePath:instancePath+"/linkedin/api_version",schemaPath:"#/properties/linkedin/properties/api_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err681];
}
else {
vErrors.push(err681);
}
errors++;
}
if(typeof data477.enabled !== "boolean"){
const err682 = {instancePath:instancePath+"/linkedin/enabled",schemaPath:"#/properties/linkedin/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err682];
}
else {
vErrors.push(err682);
}
errors++;
}
let data480 = data477.content;
if(data480 && typeof data480 == "object" && !Array.isArray(data480)){
if(data480.github_repos === undefined){
data480.github_repos = [];
}
if(data480.github_users === undefined){
data480.github_users = [];
}
if(data480.instructions === undefined){
data480.instructions = "";
}
if(data480.persona === undefined){
data480.persona = "";
}
if(data480.rss_feeds === undefined){
data480.rss_feeds = [];
}
if(data480.topics === undefined){
data480.topics = [];
}
for(const key82 in data480){
if(!((((((key82 === "github_repos") || (key82 === "github_users")) || (key82 === "instructions")) || (key82 === "persona")) || (key82 === "rss_feeds")) || (key82 === "topics"))){
const err683 = {instancePath:instancePath+"/linkedin/content",schemaPath:"#/properties/linkedin/properties/content/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key82},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err683];
}
else {
vErrors.push(err683);
}
errors++;
}
}
let data481 = data480.github_repos;
if(Array.isArray(data481)){
const len43 = data481.length;
for(let i43=0; i43<len43; i43++){
if(typeof data481[i43] !== "string"){
const err684 = {instancePath:instancePath+"/linkedin/content/github_repos/" + i43,schemaPath:"#/properties/linkedin/properties/content/properties/github_repos/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err684];
}
else {
vErrors.push(err684);
}
errors++;
}
}
}
else {
const err685 = {instancePath:instancePath+"/linkedin/content/github_repos",schemaPath:"#/properties/linkedin/properties/content/properties/github_repos/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err685];
}
else {
vErrors.push(err685);
}
errors++;
}
let data483 = data480.github_users;
if(Array.isArray(data483)){
const len44 = data483.length;
for(let i44=0; i44<len44; i44++){
if(typeof data483[i44] !== "string"){
const err686 = {instancePath:instancePath+"/linkedin/content/github_users/" + i44,schemaPath:"#/properties/linkedin/properties/content/properties/github_users/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err686];
}
else {
vErrors.push(err686);
}
errors++;
}
}
}
else {
const err687 = {instancePath:instancePath+"/linkedin/content/github_users",schemaPath:"#/properties/linkedin/properties/content/properties/github_users/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err687];
}
else {
vErrors.push(err687);
}
errors++;
}
if(typeof data480.instructions !== "string"){
const err688 = {instancePath:instancePath+"/linkedin/content/instructions",schemaPath:"#/properties/linkedin/properties/content/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err688];
}
else {
vErrors.push(err688);
}
errors++;
}
if(typeof data480.persona !== "string"){
const err689 = {instancePath:instancePath+"/linkedin/content/persona",schemaPath:"#/properties/linkedin/properties/content/properties/persona/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err689];
}
else {
vErrors.push(err689);
}
errors++;
}
let data487 = data480.rss_feeds;
if(Array.isArray(data487)){
const len45 = data487.length;
for(let i45=0; i45<len45; i45++){
if(typeof data487[i45] !== "string"){
const err690 = {instancePath:instancePath+"/linkedin/content/rss_feeds/" + i45,schemaPath:"#/properties/linkedin/properties/content/properties/rss_feeds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err690];
}
else {
vErrors.push(err690);
}
errors++;
}
}
}
else {
const err691 = {instancePath:instancePath+"/linkedin/content/rss_feeds",schemaPath:"#/properties/linkedin/properties/content/properties/rss_feeds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err691];
}
else {
vErrors.push(err691);
}
errors++;
}
let data489 = data480.topics;
if(Array.isArray(data489)){
const len46 = data489.length;
for(let i46=0; i46<len46; i46++){
if(typeof data489[i46] !== "string"){
const err692 = {instancePath:instancePath+"/linkedin/content/topics/" + i46,schemaPath:"#/properties/linkedin/properties/content/properties/topics/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err692];
}
else {
vErrors.push(err692);
}
errors++;
}
}
}
else {
const err693 = {instancePath:instancePath+"/linkedin/content/topics",schemaPath:"#/properties/linkedin/properties/content/properties/topics/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err693];
}
else {
vErrors.push(err693);
}
errors++;
}
}
else {
const err694 = {instancePath:instancePath+"/linkedin/content",schemaPath:"#/properties/linkedin/properties/content/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err694];
}
else {
vErrors.push(err694);
}
errors++;
}
let data491 = data477.image;
if(data491 && typeof data491 == "object" && !Array.isArray(data491)){
if(data491.card_accent_color === undefined){
data491.card_accent_color = "#0A66C2";
}
if(data491.enabled === undefined){
data491.enabled = false;
}
if(data491.fallback_card === undefined){
data491.fallback_card = true;
}
if(data491.providers === undefined){
data491.providers = [];
}
if(data491.temp_dir === undefined){
data491.temp_dir = "linkedin/images";
}
if(data491.dalle === undefined){
data491.dalle = {};
}
if(data491.flux === undefined){
data491.flux = {};
}
if(data491.imagen === undefined){
data491.imagen = {};
}
if(data491.stability === undefined){
data491.stability = {};
}
for(const key83 in data491){
if(!(func2.call(schema11.properties.linkedin.properties.image.properties, key83))){
const err695 = {instancePath:instancePath+"/linkedin/image",schemaPath:"#/properties/linkedin/properties/image/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key83},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err695];
}
else {
vErrors.push(err695);
}
errors++;
}
}
let data492 = data491.card_accent_color;
if(typeof data492 === "string"){
if(!pattern17.test(data492)){
const err696 = {instancePath:instancePath+"/linkedin/image/card_accent_color",schemaPath:"#/properties/linkedin/properties/image/properties/card_accent_color/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err696];
}
else {
vErrors.push(err696);
}
errors++;
}
}
else {
const err697 = {instancePath:instancePath+"/linkedin/image/card_accent_color",schemaPath:"#/properties/linkedin/properties/image/properties/card_accent_color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err697];
}
else {
vErrors.push(err697);
}
errors++;
}
if(typeof data491.enabled !== "boolean"){
const err698 = {instancePath:instancePath+"/linkedin/image/enabled",schemaPath:"#/properties/linkedin/properties/image/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err698];
}
else {
vErrors.push(err698);
}
errors++;
}
if(typeof data491.fallback_card !== "boolean"){
const err699 = {instancePath:instancePath+"/linkedin/image/fallback_card",schemaPath:"#/properties/linkedin/properties/image/properties/fallback_card/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err699];
}
else {
vErrors.push(err699);
}
errors++;
}
let data495 = data491.providers;
if(Array.isArray(data495)){
const len47 = data495.length;
for(let i47=0; i47<len47; i47++){
let data496 = data495[i47];
if(typeof data496 !== "string"){
const err700 = {instancePath:instancePath+"/linkedin/image/providers/" + i47,schemaPath:"#/properties/linkedin/properties/image/properties/providers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err700];
}
else {
vErrors.push(err700);
}
errors++;
}
if(!((((data496 === "dalle") || (data496 === "flux")) || (data496 === "imagen")) || (data496 === "stability"))){
const err701 = {instancePath:instancePath+"/linkedin/image/providers/" + i47,schemaPath:"#/properties/linkedin/properties/image/properties/providers/items/enum",keyword:"enum",params:{allowedValues: schema11.properties.linkedin.properties.image.properties.providers.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err701];
}
else {
vErrors.push(err701);
}
errors++;
}
}
}
else {
const err702 = {instancePath:instancePath+"/linkedin/image/providers",schemaPath:"#/properties/linkedin/properties/image/properties/providers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err702];
}
else {
vErrors.push(err702);
}
errors++;
}
if(typeof data491.temp_dir !== "string"){
const err703 = {instancePath:instancePath+"/linkedin/image/temp_dir",schemaPath:"#/properties/linkedin/properties/image/properties/temp_dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err703];
}
else {
vErrors.push(err703);
}
errors++;
}
let data498 = data491.dalle;
if(data498 && typeof data498 == "object" && !Array.isArray(data498)){
if(data498.api_key_env === undefined){
data498.api_key_env = null;
}
if(data498.model === undefined){
data498.model = null;
}
for(const key84 in data498){
if(!((key84 === "api_key_env") || (key84 === "model"))){
const err704 = {instancePath:instancePath+"/linkedin/image/dalle",schemaPath:"#/properties/linkedin/properties/image/properties/dalle/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key84},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err704];
}
else {
vErrors.push(err704);
}
errors++;
}
}
let data499 = data498.api_key_env;
if((typeof data499 !== "string") && (data499 !== null)){
const err705 = {instancePath:instancePath+"/linkedin/image/dalle/api_key_env",schemaPath:"#/properties/linkedin/properties/image/properties/dalle/properties/api_key_env/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.dalle.properties.api_key_env.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err705];
}
else {
vErrors.push(err705);
}
errors++;
}
let data500 = data498.model;
if((typeof data500 !== "string") && (data500 !== null)){
const err706 = {instancePath:instancePath+"/linkedin/image/dalle/model",schemaPath:"#/properties/linkedin/properties/image/properties/dalle/properties/model/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.dalle.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err706];
}
else {
vErrors.push(err706);
}
errors++;
}
}
else {
const err707 = {instancePath:instancePath+"/linkedin/image/dalle",schemaPath:"#/properties/linkedin/properties/image/properties/dalle/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err707];
}
else {
vErrors.push(err707);
}
errors++;
}
let data501 = data491.flux;
if(data501 && typeof data501 == "object" && !Array.isArray(data501)){
if(data501.api_key_env === undefined){
data501.api_key_env = null;
}
if(data501.model === undefined){
data501.model = null;
}
for(const key85 in data501){
if(!((key85 === "api_key_env") || (key85 === "model"))){
const err708 = {instancePath:instancePath+"/linkedin/image/flux",schemaPath:"#/properties/linkedin/properties/image/properties/flux/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key85},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err708];
}
else {
vErrors.push(err708);
}
errors++;
}
}
let data502 = data501.api_key_env;
if((typeof data502 !== "string") && (data502 !== null)){
const err709 = {instancePath:instancePath+"/linkedin/image/flux/api_key_env",schemaPath:"#/properties/linkedin/properties/image/properties/flux/properties/api_key_env/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.flux.properties.api_key_env.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err709];
}
else {
vErrors.push(err709);
}
errors++;
}
let data503 = data501.model;
if((typeof data503 !== "string") && (data503 !== null)){
const err710 = {instancePath:instancePath+"/linkedin/image/flux/model",schemaPath:"#/properties/linkedin/properties/image/properties/flux/properties/model/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.flux.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err710];
}
else {
vErrors.push(err710);
}
errors++;
}
}
else {
const err711 = {instancePath:instancePath+"/linkedin/image/flux",schemaPath:"#/properties/linkedin/properties/image/properties/flux/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err711];
}
else {
vErrors.push(err711);
}
errors++;
}
let data504 = data491.imagen;
if(data504 && typeof data504 == "object" && !Array.isArray(data504)){
if(data504.api_key_env === undefined){
data504.api_key_env = null;
}
if(data504.model === undefined){
data504.model = null;
}
if(data504.project_id_env === undefined){
data504.project_id_env = null;
}
if(data504.region === undefined){
data504.region = null;
}
for(const key86 in data504){
if(!((((key86 === "api_key_env") || (key86 === "model")) || (key86 === "project_id_env")) || (key86 === "region"))){
const err712 = {instancePath:instancePath+"/linkedin/image/imagen",schemaPath:"#/properties/linkedin/properties/image/properties/imagen/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key86},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err712];
}
else {
vErrors.push(err712);
}
errors++;
}
}
let data505 = data504.api_key_env;
if((typeof data505 !== "string") && (data505 !== null)){
const err713 = {instancePath:instancePath+"/linkedin/image/imagen/api_key_env",schemaPath:"#/properties/linkedin/properties/image/properties/imagen/properties/api_key_env/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.imagen.properties.api_key_env.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err713];
}
else {
vErrors.push(err713);
}
errors++;
}
let data506 = data504.model;
if((typeof data506 !== "string") && (data506 !== null)){
const err714 = {instancePath:instancePath+"/linkedin/image/imagen/model",schemaPath:"#/properties/linkedin/properties/image/properties/imagen/properties/model/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.imagen.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err714];
}
else {
vErrors.push(err714);
}
errors++;
}
let data507 = data504.project_id_env;
if((typeof data507 !== "string") && (data507 !== null)){
const err715 = {instancePath:instancePath+"/linkedin/image/imagen/project_id_env",schemaPath:"#/properties/linkedin/properties/image/properties/imagen/properties/project_id_env/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.imagen.properties.project_id_env.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err715];
}
else {
vErrors.push(err715);
}
errors++;
}
let data508 = data504.region;
if((typeof data508 !== "string") && (data508 !== null)){
const err716 = {instancePath:instancePath+"/linkedin/image/imagen/region",schemaPath:"#/properties/linkedin/properties/image/properties/imagen/properties/region/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.imagen.properties.region.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err716];
}
else {
vErrors.push(err716);
}
errors++;
}
}
else {
const err717 = {instancePath:instancePath+"/linkedin/image/imagen",schemaPath:"#/properties/linkedin/properties/image/properties/imagen/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err717];
}
else {
vErrors.push(err717);
}
errors++;
}
let data509 = data491.stability;
if(data509 && typeof data509 == "object" && !Array.isArray(data509)){
if(data509.api_key_env === undefined){
data509.api_key_env = null;
}
if(data509.model === undefined){
data509.model = null;
}
for(const key87 in data509){
if(!((key87 === "api_key_env") || (key87 === "model"))){
const err718 = {instancePath:instancePath+"/linkedin/image/stability",schemaPath:"#/properties/linkedin/properties/image/properties/stability/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key87},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err718];
}
else {
vErrors.push(err718);
}
errors++;
}
}
let data510 = data509.api_key_env;
if((typeof data510 !== "string") && (data510 !== null)){
const err719 = {instancePath:instancePath+"/linkedin/image/stability/api_key_env",schemaPath:"#/properties/linkedin/properties/image/properties/stability/properties/api_key_env/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.stability.properties.api_key_env.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err719];
}
else {
vErrors.push(err719);
}
errors++;
}
let data511 = data509.model;
if((typeof data511 !== "string") && (data511 !== null)){
const err720 = {instancePath:instancePath+"/linkedin/image/stability/model",schemaPath:"#/properties/linkedin/properties/image/properties/stability/properties/model/type",keyword:"type",params:{type: schema11.properties.linkedin.properties.image.properties.stability.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err720];
}
else {
vErrors.push(err720);
}
errors++;
}
}
else {
const err721 = {instancePath:instancePath+"/linkedin/image/stability",schemaPath:"#/properties/linkedin/properties/image/properties/stability/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err722 = {instancePath:instancePath+"/linkedin/image",schemaPath:"#/properties/linkedin/properties/image/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err722];
}
else {
vErrors.push(err722);
}
errors++;
}
}
else {
const err723 = {instancePath:instancePath+"/linkedin",schemaPath:"#/properties/linkedin/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err723];
}
else {
vErrors.push(err723);
}
errors++;
}
if(typeof data.locale !== "string"){
const err724 = {instancePath:instancePath+"/locale",schemaPath:"#/properties/locale/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err724];
}
else {
vErrors.push(err724);
}
errors++;
}
let data513 = data.mcp;
if(data513 && typeof data513 == "object" && !Array.isArray(data513)){
if(data513.deferred_loading === undefined){
data513.deferred_loading = false;
}
if(data513.enabled === undefined){
data513.enabled = true;
}
if(data513.servers === undefined){
data513.servers = [];
}
for(const key88 in data513){
if(!(((key88 === "deferred_loading") || (key88 === "enabled")) || (key88 === "servers"))){
const err725 = {instancePath:instancePath+"/mcp",schemaPath:"#/properties/mcp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key88},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err725];
}
else {
vErrors.push(err725);
}
errors++;
}
}
if(typeof data513.deferred_loading !== "boolean"){
const err726 = {instancePath:instancePath+"/mcp/deferred_loading",schemaPath:"#/properties/mcp/properties/deferred_loading/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err726];
}
else {
vErrors.push(err726);
}
errors++;
}
if(typeof data513.enabled !== "boolean"){
const err727 = {instancePath:instancePath+"/mcp/enabled",schemaPath:"#/properties/mcp/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err727];
}
else {
vErrors.push(err727);
}
errors++;
}
let data516 = data513.servers;
if(Array.isArray(data516)){
const len48 = data516.length;
for(let i48=0; i48<len48; i48++){
let data517 = data516[i48];
if(data517 && typeof data517 == "object" && !Array.isArray(data517)){
if(data517.name === undefined){
data517.name = null;
}
if(data517.command === undefined){
data517.command = null;
}
if(data517.args === undefined){
data517.args = [];
}
if(data517.url === undefined){
data517.url = null;
}
if(data517.env === undefined){
data517.env = {};
}
if(data517.headers === undefined){
data517.headers = {};
}
let data518 = data517.name;
if((typeof data518 !== "string") && (data518 !== null)){
const err728 = {instancePath:instancePath+"/mcp/servers/" + i48+"/name",schemaPath:"#/properties/mcp/properties/servers/items/properties/name/type",keyword:"type",params:{type: schema11.properties.mcp.properties.servers.items.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err728];
}
else {
vErrors.push(err728);
}
errors++;
}
if(typeof data518 === "string"){
if(func3(data518) < 1){
const err729 = {instancePath:instancePath+"/mcp/servers/" + i48+"/name",schemaPath:"#/properties/mcp/properties/servers/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err729];
}
else {
vErrors.push(err729);
}
errors++;
}
}
let data519 = data517.command;
if((typeof data519 !== "string") && (data519 !== null)){
const err730 = {instancePath:instancePath+"/mcp/servers/" + i48+"/command",schemaPath:"#/properties/mcp/properties/servers/items/properties/command/type",keyword:"type",params:{type: schema11.properties.mcp.properties.servers.items.properties.command.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err730];
}
else {
vErrors.push(err730);
}
errors++;
}
let data520 = data517.args;
if(Array.isArray(data520)){
const len49 = data520.length;
for(let i49=0; i49<len49; i49++){
if(typeof data520[i49] !== "string"){
const err731 = {instancePath:instancePath+"/mcp/servers/" + i48+"/args/" + i49,schemaPath:"#/properties/mcp/properties/servers/items/properties/args/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err731];
}
else {
vErrors.push(err731);
}
errors++;
}
}
}
else {
const err732 = {instancePath:instancePath+"/mcp/servers/" + i48+"/args",schemaPath:"#/properties/mcp/properties/servers/items/properties/args/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err732];
}
else {
vErrors.push(err732);
}
errors++;
}
let data522 = data517.url;
if((typeof data522 !== "string") && (data522 !== null)){
const err733 = {instancePath:instancePath+"/mcp/servers/" + i48+"/url",schemaPath:"#/properties/mcp/properties/servers/items/properties/url/type",keyword:"type",params:{type: schema11.properties.mcp.properties.servers.items.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err733];
}
else {
vErrors.push(err733);
}
errors++;
}
let data523 = data517.env;
if(data523 && typeof data523 == "object" && !Array.isArray(data523)){
for(const key89 in data523){
if(typeof data523[key89] !== "string"){
const err734 = {instancePath:instancePath+"/mcp/servers/" + i48+"/env/" + key89.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcp/properties/servers/items/properties/env/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err734];
}
else {
vErrors.push(err734);
}
errors++;
}
}
}
else {
const err735 = {instancePath:instancePath+"/mcp/servers/" + i48+"/env",schemaPath:"#/properties/mcp/properties/servers/items/properties/env/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err735];
}
else {
vErrors.push(err735);
}
errors++;
}
let data525 = data517.headers;
if(data525 && typeof data525 == "object" && !Array.isArray(data525)){
for(const key90 in data525){
if(typeof data525[key90] !== "string"){
const err736 = {instancePath:instancePath+"/mcp/servers/" + i48+"/headers/" + key90.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcp/properties/servers/items/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err737 = {instancePath:instancePath+"/mcp/servers/" + i48+"/headers",schemaPath:"#/properties/mcp/properties/servers/items/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err737];
}
else {
vErrors.push(err737);
}
errors++;
}
}
else {
const err738 = {instancePath:instancePath+"/mcp/servers/" + i48,schemaPath:"#/properties/mcp/properties/servers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err738];
}
else {
vErrors.push(err738);
}
errors++;
}
}
}
else {
const err739 = {instancePath:instancePath+"/mcp/servers",schemaPath:"#/properties/mcp/properties/servers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err739];
}
else {
vErrors.push(err739);
}
errors++;
}
}
else {
const err740 = {instancePath:instancePath+"/mcp",schemaPath:"#/properties/mcp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err740];
}
else {
vErrors.push(err740);
}
errors++;
}
let data527 = data.mcp_bundles;
if(data527 && typeof data527 == "object" && !Array.isArray(data527)){
for(const key91 in data527){
let data528 = data527[key91];
if(data528 && typeof data528 == "object" && !Array.isArray(data528)){
if(data528.servers === undefined){
data528.servers = [];
}
if(data528.exclude === undefined){
data528.exclude = [];
}
for(const key92 in data528){
if(!((key92 === "servers") || (key92 === "exclude"))){
const err741 = {instancePath:instancePath+"/mcp_bundles/" + key91.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcp_bundles/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key92},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err741];
}
else {
vErrors.push(err741);
}
errors++;
}
}
let data529 = data528.servers;
if(Array.isArray(data529)){
const len50 = data529.length;
for(let i50=0; i50<len50; i50++){
if(typeof data529[i50] !== "string"){
const err742 = {instancePath:instancePath+"/mcp_bundles/" + key91.replace(/~/g, "~0").replace(/\//g, "~1")+"/servers/" + i50,schemaPath:"#/properties/mcp_bundles/additionalProperties/properties/servers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err742];
}
else {
vErrors.push(err742);
}
errors++;
}
}
}
else {
const err743 = {instancePath:instancePath+"/mcp_bundles/" + key91.replace(/~/g, "~0").replace(/\//g, "~1")+"/servers",schemaPath:"#/properties/mcp_bundles/additionalProperties/properties/servers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err743];
}
else {
vErrors.push(err743);
}
errors++;
}
let data531 = data528.exclude;
if(Array.isArray(data531)){
const len51 = data531.length;
for(let i51=0; i51<len51; i51++){
if(typeof data531[i51] !== "string"){
const err744 = {instancePath:instancePath+"/mcp_bundles/" + key91.replace(/~/g, "~0").replace(/\//g, "~1")+"/exclude/" + i51,schemaPath:"#/properties/mcp_bundles/additionalProperties/properties/exclude/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err744];
}
else {
vErrors.push(err744);
}
errors++;
}
}
}
else {
const err745 = {instancePath:instancePath+"/mcp_bundles/" + key91.replace(/~/g, "~0").replace(/\//g, "~1")+"/exclude",schemaPath:"#/properties/mcp_bundles/additionalProperties/properties/exclude/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err745];
}
else {
vErrors.push(err745);
}
errors++;
}
}
else {
const err746 = {instancePath:instancePath+"/mcp_bundles/" + key91.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcp_bundles/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err746];
}
else {
vErrors.push(err746);
}
errors++;
}
}
const aliasErrors18 = keyword0(data527, instancePath+"/mcp_bundles", "#/properties/mcp_bundles/x-alias-map");
if(!(aliasErrors18 === null)){
vErrors = vErrors === null ? aliasErrors18 : vErrors.concat(aliasErrors18);
errors = vErrors.length;
}
}
else {
const err747 = {instancePath:instancePath+"/mcp_bundles",schemaPath:"#/properties/mcp_bundles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err747];
}
else {
vErrors.push(err747);
}
errors++;
}
let data533 = data.media_pipeline;
if(data533 && typeof data533 == "object" && !Array.isArray(data533)){
if(data533.describe_images === undefined){
data533.describe_images = true;
}
if(data533.enabled === undefined){
data533.enabled = false;
}
if(data533.summarize_video === undefined){
data533.summarize_video = true;
}
if(data533.transcribe_audio === undefined){
data533.transcribe_audio = true;
}
for(const key93 in data533){
if(!((((key93 === "describe_images") || (key93 === "enabled")) || (key93 === "summarize_video")) || (key93 === "transcribe_audio"))){
const err748 = {instancePath:instancePath+"/media_pipeline",schemaPath:"#/properties/media_pipeline/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key93},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err748];
}
else {
vErrors.push(err748);
}
errors++;
}
}
if(typeof data533.describe_images !== "boolean"){
const err749 = {instancePath:instancePath+"/media_pipeline/describe_images",schemaPath:"#/properties/media_pipeline/properties/describe_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err749];
}
else {
vErrors.push(err749);
}
errors++;
}
if(typeof data533.enabled !== "boolean"){
const err750 = {instancePath:instancePath+"/media_pipeline/enabled",schemaPath:"#/properties/media_pipeline/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err750];
}
else {
vErrors.push(err750);
}
errors++;
}
if(typeof data533.summarize_video !== "boolean"){
const err751 = {instancePath:instancePath+"/media_pipeline/summarize_video",schemaPath:"#/properties/media_pipeline/properties/summarize_video/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err751];
}
else {
vErrors.push(err751);
}
errors++;
}
if(typeof data533.transcribe_audio !== "boolean"){
const err752 = {instancePath:instancePath+"/media_pipeline/transcribe_audio",schemaPath:"#/properties/media_pipeline/properties/transcribe_audio/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err752];
}
else {
vErrors.push(err752);
}
errors++;
}
}
else {
const err753 = {instancePath:instancePath+"/media_pipeline",schemaPath:"#/properties/media_pipeline/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err753];
}
else {
vErrors.push(err753);
}
errors++;
}
let data538 = data.memory;
if(data538 && typeof data538 == "object" && !Array.isArray(data538)){
if(data538.backend === undefined){
data538.backend = "sqlite";
}
if(data538.archive_after_days === undefined){
data538.archive_after_days = 7;
}
if(data538.purge_after_days === undefined){
data538.purge_after_days = 30;
}
if(data538.audit_enabled === undefined){
data538.audit_enabled = false;
}
if(data538.audit_retention_days === undefined){
data538.audit_retention_days = 30;
}
if(data538.auto_hydrate === undefined){
data538.auto_hydrate = true;
}
if(data538.auto_reindex_on_identity_change === undefined){
data538.auto_reindex_on_identity_change = false;
}
if(data538.auto_save === undefined){
data538.auto_save = true;
}
if(data538.candidate_multiplier === undefined){
data538.candidate_multiplier = 4;
}
if(data538.chunk_max_tokens === undefined){
data538.chunk_max_tokens = 512;
}
if(data538.conflict_supersede_enabled === undefined){
data538.conflict_supersede_enabled = true;
}
if(data538.conflict_threshold === undefined){
data538.conflict_threshold = 0.85;
}
if(data538.consolidation_extract_facts === undefined){
data538.consolidation_extract_facts = false;
}
if(data538.conversation_retention_days === undefined){
data538.conversation_retention_days = 30;
}
if(data538.core_retention_days === undefined){
data538.core_retention_days = 0;
}
if(data538.daily_retention_days === undefined){
data538.daily_retention_days = 0;
}
if(data538.core_max_bytes === undefined){
data538.core_max_bytes = 0;
}
if(data538.core_max_rows === undefined){
data538.core_max_rows = 0;
}
if(data538.daily_max_rows === undefined){
data538.daily_max_rows = 0;
}
if(data538.dedup_action === undefined){
data538.dedup_action = {};
}
if(data538.dedup_jaccard_threshold === undefined){
data538.dedup_jaccard_threshold = 0.8;
}
if(data538.dedup_on_write === undefined){
data538.dedup_on_write = false;
}
if(data538.default_namespace === undefined){
data538.default_namespace = "default";
}
if(data538.embedding_api_key === undefined){
data538.embedding_api_key = null;
}
if(data538.embedding_cache_size === undefined){
data538.embedding_cache_size = 10000;
}
if(data538.embedding_dimensions === undefined){
data538.embedding_dimensions = 1536;
}
if(data538.embedding_model === undefined){
data538.embedding_model = "text-embedding-3-small";
}
if(data538.embedding_provider === undefined){
data538.embedding_provider = "none";
}
if(data538.evict_order === undefined){
data538.evict_order = {};
}
if(data538.fts_early_return_score === undefined){
data538.fts_early_return_score = 0.85;
}
if(data538.hygiene_enabled === undefined){
data538.hygiene_enabled = true;
}
if(data538.importance_weight === undefined){
data538.importance_weight = 0.2;
}
if(data538.recency_weight === undefined){
data538.recency_weight = 0.1;
}
if(data538.keyword_weight === undefined){
data538.keyword_weight = 0.3;
}
if(data538.vector_weight === undefined){
data538.vector_weight = 0.7;
}
if(data538.min_relevance_score === undefined){
data538.min_relevance_score = 0.4;
}
if(data538.mmr_lambda === undefined){
data538.mmr_lambda = 0.7;
}
if(data538.pin_min_importance === undefined){
data538.pin_min_importance = 1.01;
}
if(data538.pin_namespaces === undefined){
data538.pin_namespaces = [];
}
if(data538.recall_date_stamp === undefined){
data538.recall_date_stamp = true;
}
if(data538.rerank_enabled === undefined){
data538.rerank_enabled = false;
}
if(data538.rerank_strategy === undefined){
data538.rerank_strategy = "none";
}
if(data538.rerank_threshold === undefined){
data538.rerank_threshold = 5;
}
if(data538.response_cache_enabled === undefined){
data538.response_cache_enabled = false;
}
if(data538.response_cache_hot_entries === undefined){
data538.response_cache_hot_entries = 256;
}
if(data538.response_cache_max_entries === undefined){
data538.response_cache_max_entries = 5000;
}
if(data538.response_cache_ttl_minutes === undefined){
data538.response_cache_ttl_minutes = 60;
}
if(data538.retrieval_stages === undefined){
data538.retrieval_stages = ["fts","vector"];
}
if(data538.search_mode === undefined){
data538.search_mode = {};
}
if(data538.snapshot_enabled === undefined){
data538.snapshot_enabled = false;
}
if(data538.snapshot_on_hygiene === undefined){
data538.snapshot_on_hygiene = false;
}
if(data538.policy === undefined){
data538.policy = {};
}
if(data538.types === undefined){
data538.types = {};
}
for(const key94 in data538){
if(!(func2.call(schema11.properties.memory.properties, key94))){
const err754 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key94},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err754];
}
else {
vErrors.push(err754);
}
errors++;
}
}
let data539 = data538.backend;
if(typeof data539 === "string"){
if(func3(data539) < 1){
const err755 = {instancePath:instancePath+"/memory/backend",schemaPath:"#/properties/memory/properties/backend/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err755];
}
else {
vErrors.push(err755);
}
errors++;
}
}
else {
const err756 = {instancePath:instancePath+"/memory/backend",schemaPath:"#/properties/memory/properties/backend/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err756];
}
else {
vErrors.push(err756);
}
errors++;
}
let data540 = data538.archive_after_days;
if(!(((typeof data540 == "number") && (!(data540 % 1) && !isNaN(data540))) && (isFinite(data540)))){
const err757 = {instancePath:instancePath+"/memory/archive_after_days",schemaPath:"#/properties/memory/properties/archive_after_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err757];
}
else {
vErrors.push(err757);
}
errors++;
}
if((typeof data540 == "number") && (isFinite(data540))){
if(data540 < 0 || isNaN(data540)){
const err758 = {instancePath:instancePath+"/memory/archive_after_days",schemaPath:"#/properties/memory/properties/archive_after_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err758];
}
else {
vErrors.push(err758);
}
errors++;
}
}
let data541 = data538.purge_after_days;
if(!(((typeof data541 == "number") && (!(data541 % 1) && !isNaN(data541))) && (isFinite(data541)))){
const err759 = {instancePath:instancePath+"/memory/purge_after_days",schemaPath:"#/properties/memory/properties/purge_after_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err759];
}
else {
vErrors.push(err759);
}
errors++;
}
if((typeof data541 == "number") && (isFinite(data541))){
if(data541 < 0 || isNaN(data541)){
const err760 = {instancePath:instancePath+"/memory/purge_after_days",schemaPath:"#/properties/memory/properties/purge_after_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err760];
}
else {
vErrors.push(err760);
}
errors++;
}
}
if(typeof data538.audit_enabled !== "boolean"){
const err761 = {instancePath:instancePath+"/memory/audit_enabled",schemaPath:"#/properties/memory/properties/audit_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err761];
}
else {
vErrors.push(err761);
}
errors++;
}
let data543 = data538.audit_retention_days;
if(!(((typeof data543 == "number") && (!(data543 % 1) && !isNaN(data543))) && (isFinite(data543)))){
const err762 = {instancePath:instancePath+"/memory/audit_retention_days",schemaPath:"#/properties/memory/properties/audit_retention_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err762];
}
else {
vErrors.push(err762);
}
errors++;
}
if((typeof data543 == "number") && (isFinite(data543))){
if(data543 < 0 || isNaN(data543)){
const err763 = {instancePath:instancePath+"/memory/audit_retention_days",schemaPath:"#/properties/memory/properties/audit_retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err763];
}
else {
vErrors.push(err763);
}
errors++;
}
}
if(typeof data538.auto_hydrate !== "boolean"){
const err764 = {instancePath:instancePath+"/memory/auto_hydrate",schemaPath:"#/properties/memory/properties/auto_hydrate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err764];
}
else {
vErrors.push(err764);
}
errors++;
}
if(typeof data538.auto_reindex_on_identity_change !== "boolean"){
const err765 = {instancePath:instancePath+"/memory/auto_reindex_on_identity_change",schemaPath:"#/properties/memory/properties/auto_reindex_on_identity_change/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err765];
}
else {
vErrors.push(err765);
}
errors++;
}
if(typeof data538.auto_save !== "boolean"){
const err766 = {instancePath:instancePath+"/memory/auto_save",schemaPath:"#/properties/memory/properties/auto_save/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err766];
}
else {
vErrors.push(err766);
}
errors++;
}
let data547 = data538.candidate_multiplier;
if(!(((typeof data547 == "number") && (!(data547 % 1) && !isNaN(data547))) && (isFinite(data547)))){
const err767 = {instancePath:instancePath+"/memory/candidate_multiplier",schemaPath:"#/properties/memory/properties/candidate_multiplier/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err767];
}
else {
vErrors.push(err767);
}
errors++;
}
if((typeof data547 == "number") && (isFinite(data547))){
if(data547 < 1 || isNaN(data547)){
const err768 = {instancePath:instancePath+"/memory/candidate_multiplier",schemaPath:"#/properties/memory/properties/candidate_multiplier/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err768];
}
else {
vErrors.push(err768);
}
errors++;
}
}
let data548 = data538.chunk_max_tokens;
if(!(((typeof data548 == "number") && (!(data548 % 1) && !isNaN(data548))) && (isFinite(data548)))){
const err769 = {instancePath:instancePath+"/memory/chunk_max_tokens",schemaPath:"#/properties/memory/properties/chunk_max_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err769];
}
else {
vErrors.push(err769);
}
errors++;
}
if((typeof data548 == "number") && (isFinite(data548))){
if(data548 < 1 || isNaN(data548)){
const err770 = {instancePath:instancePath+"/memory/chunk_max_tokens",schemaPath:"#/properties/memory/properties/chunk_max_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err770];
}
else {
vErrors.push(err770);
}
errors++;
}
}
if(typeof data538.conflict_supersede_enabled !== "boolean"){
const err771 = {instancePath:instancePath+"/memory/conflict_supersede_enabled",schemaPath:"#/properties/memory/properties/conflict_supersede_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err771];
}
else {
vErrors.push(err771);
}
errors++;
}
let data550 = data538.conflict_threshold;
if((typeof data550 == "number") && (isFinite(data550))){
if(data550 > 1 || isNaN(data550)){
const err772 = {instancePath:instancePath+"/memory/conflict_threshold",schemaPath:"#/properties/memory/properties/conflict_threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err772];
}
else {
vErrors.push(err772);
}
errors++;
}
if(data550 < 0 || isNaN(data550)){
const err773 = {instancePath:instancePath+"/memory/conflict_threshold",schemaPath:"#/properties/memory/properties/conflict_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err773];
}
else {
vErrors.push(err773);
}
errors++;
}
}
else {
const err774 = {instancePath:instancePath+"/memory/conflict_threshold",schemaPath:"#/properties/memory/properties/conflict_threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err774];
}
else {
vErrors.push(err774);
}
errors++;
}
if(typeof data538.consolidation_extract_facts !== "boolean"){
const err775 = {instancePath:instancePath+"/memory/consolidation_extract_facts",schemaPath:"#/properties/memory/properties/consolidation_extract_facts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err775];
}
else {
vErrors.push(err775);
}
errors++;
}
let data552 = data538.conversation_retention_days;
if(!(((typeof data552 == "number") && (!(data552 % 1) && !isNaN(data552))) && (isFinite(data552)))){
const err776 = {instancePath:instancePath+"/memory/conversation_retention_days",schemaPath:"#/properties/memory/properties/conversation_retention_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err776];
}
else {
vErrors.push(err776);
}
errors++;
}
if((typeof data552 == "number") && (isFinite(data552))){
if(data552 < 0 || isNaN(data552)){
const err777 = {instancePath:instancePath+"/memory/conversation_retention_days",schemaPath:"#/properties/memory/properties/conversation_retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err777];
}
else {
vErrors.push(err777);
}
errors++;
}
}
let data553 = data538.core_retention_days;
if(!(((typeof data553 == "number") && (!(data553 % 1) && !isNaN(data553))) && (isFinite(data553)))){
const err778 = {instancePath:instancePath+"/memory/core_retention_days",schemaPath:"#/properties/memory/properties/core_retention_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err778];
}
else {
vErrors.push(err778);
}
errors++;
}
if((typeof data553 == "number") && (isFinite(data553))){
if(data553 < 0 || isNaN(data553)){
const err779 = {instancePath:instancePath+"/memory/core_retention_days",schemaPath:"#/properties/memory/properties/core_retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err779];
}
else {
vErrors.push(err779);
}
errors++;
}
}
let data554 = data538.daily_retention_days;
if(!(((typeof data554 == "number") && (!(data554 % 1) && !isNaN(data554))) && (isFinite(data554)))){
const err780 = {instancePath:instancePath+"/memory/daily_retention_days",schemaPath:"#/properties/memory/properties/daily_retention_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err780];
}
else {
vErrors.push(err780);
}
errors++;
}
if((typeof data554 == "number") && (isFinite(data554))){
if(data554 < 0 || isNaN(data554)){
const err781 = {instancePath:instancePath+"/memory/daily_retention_days",schemaPath:"#/properties/memory/properties/daily_retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err781];
}
else {
vErrors.push(err781);
}
errors++;
}
}
let data555 = data538.core_max_bytes;
if(!(((typeof data555 == "number") && (!(data555 % 1) && !isNaN(data555))) && (isFinite(data555)))){
const err782 = {instancePath:instancePath+"/memory/core_max_bytes",schemaPath:"#/properties/memory/properties/core_max_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err782];
}
else {
vErrors.push(err782);
}
errors++;
}
if((typeof data555 == "number") && (isFinite(data555))){
if(data555 < 0 || isNaN(data555)){
const err783 = {instancePath:instancePath+"/memory/core_max_bytes",schemaPath:"#/properties/memory/properties/core_max_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err783];
}
else {
vErrors.push(err783);
}
errors++;
}
}
let data556 = data538.core_max_rows;
if(!(((typeof data556 == "number") && (!(data556 % 1) && !isNaN(data556))) && (isFinite(data556)))){
const err784 = {instancePath:instancePath+"/memory/core_max_rows",schemaPath:"#/properties/memory/properties/core_max_rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err784];
}
else {
vErrors.push(err784);
}
errors++;
}
if((typeof data556 == "number") && (isFinite(data556))){
if(data556 < 0 || isNaN(data556)){
const err785 = {instancePath:instancePath+"/memory/core_max_rows",schemaPath:"#/properties/memory/properties/core_max_rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err785];
}
else {
vErrors.push(err785);
}
errors++;
}
}
let data557 = data538.daily_max_rows;
if(!(((typeof data557 == "number") && (!(data557 % 1) && !isNaN(data557))) && (isFinite(data557)))){
const err786 = {instancePath:instancePath+"/memory/daily_max_rows",schemaPath:"#/properties/memory/properties/daily_max_rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err786];
}
else {
vErrors.push(err786);
}
errors++;
}
if((typeof data557 == "number") && (isFinite(data557))){
if(data557 < 0 || isNaN(data557)){
const err787 = {instancePath:instancePath+"/memory/daily_max_rows",schemaPath:"#/properties/memory/properties/daily_max_rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err787];
}
else {
vErrors.push(err787);
}
errors++;
}
}
let data558 = data538.dedup_action;
if(data558 && typeof data558 == "object" && !Array.isArray(data558)){
}
else {
const err788 = {instancePath:instancePath+"/memory/dedup_action",schemaPath:"#/properties/memory/properties/dedup_action/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err788];
}
else {
vErrors.push(err788);
}
errors++;
}
let data559 = data538.dedup_jaccard_threshold;
if((typeof data559 == "number") && (isFinite(data559))){
if(data559 > 1 || isNaN(data559)){
const err789 = {instancePath:instancePath+"/memory/dedup_jaccard_threshold",schemaPath:"#/properties/memory/properties/dedup_jaccard_threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err789];
}
else {
vErrors.push(err789);
}
errors++;
}
if(data559 < 0 || isNaN(data559)){
const err790 = {instancePath:instancePath+"/memory/dedup_jaccard_threshold",schemaPath:"#/properties/memory/properties/dedup_jaccard_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err790];
}
else {
vErrors.push(err790);
}
errors++;
}
}
else {
const err791 = {instancePath:instancePath+"/memory/dedup_jaccard_threshold",schemaPath:"#/properties/memory/properties/dedup_jaccard_threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err791];
}
else {
vErrors.push(err791);
}
errors++;
}
if(typeof data538.dedup_on_write !== "boolean"){
const err792 = {instancePath:instancePath+"/memory/dedup_on_write",schemaPath:"#/properties/memory/properties/dedup_on_write/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err792];
}
else {
vErrors.push(err792);
}
errors++;
}
if(typeof data538.default_namespace !== "string"){
const err793 = {instancePath:instancePath+"/memory/default_namespace",schemaPath:"#/properties/memory/properties/default_namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err793];
}
else {
vErrors.push(err793);
}
errors++;
}
let data562 = data538.embedding_api_key;
if((typeof data562 !== "string") && (data562 !== null)){
const err794 = {instancePath:instancePath+"/memory/embedding_api_key",schemaPath:"#/properties/memory/properties/embedding_api_key/type",keyword:"type",params:{type: schema11.properties.memory.properties.embedding_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err794];
}
else {
vErrors.push(err794);
}
errors++;
}
let data563 = data538.embedding_cache_size;
if(!(((typeof data563 == "number") && (!(data563 % 1) && !isNaN(data563))) && (isFinite(data563)))){
const err795 = {instancePath:instancePath+"/memory/embedding_cache_size",schemaPath:"#/properties/memory/properties/embedding_cache_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err795];
}
else {
vErrors.push(err795);
}
errors++;
}
if((typeof data563 == "number") && (isFinite(data563))){
if(data563 < 0 || isNaN(data563)){
const err796 = {instancePath:instancePath+"/memory/embedding_cache_size",schemaPath:"#/properties/memory/properties/embedding_cache_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err796];
}
else {
vErrors.push(err796);
}
errors++;
}
}
let data564 = data538.embedding_dimensions;
if(!(((typeof data564 == "number") && (!(data564 % 1) && !isNaN(data564))) && (isFinite(data564)))){
const err797 = {instancePath:instancePath+"/memory/embedding_dimensions",schemaPath:"#/properties/memory/properties/embedding_dimensions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err797];
}
else {
vErrors.push(err797);
}
errors++;
}
if((typeof data564 == "number") && (isFinite(data564))){
if(data564 < 1 || isNaN(data564)){
const err798 = {instancePath:instancePath+"/memory/embedding_dimensions",schemaPath:"#/properties/memory/properties/embedding_dimensions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err798];
}
else {
vErrors.push(err798);
}
errors++;
}
}
if(typeof data538.embedding_model !== "string"){
const err799 = {instancePath:instancePath+"/memory/embedding_model",schemaPath:"#/properties/memory/properties/embedding_model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err799];
}
else {
vErrors.push(err799);
}
errors++;
}
let data566 = data538.embedding_provider;
if(typeof data566 === "string"){
if(!pattern18.test(data566)){
const err800 = {instancePath:instancePath+"/memory/embedding_provider",schemaPath:"#/properties/memory/properties/embedding_provider/pattern",keyword:"pattern",params:{pattern: "^(none|openai|custom:.+)$"},message:"must match pattern \""+"^(none|openai|custom:.+)$"+"\""};
if(vErrors === null){
vErrors = [err800];
}
else {
vErrors.push(err800);
}
errors++;
}
}
else {
const err801 = {instancePath:instancePath+"/memory/embedding_provider",schemaPath:"#/properties/memory/properties/embedding_provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err801];
}
else {
vErrors.push(err801);
}
errors++;
}
let data567 = data538.evict_order;
if(data567 && typeof data567 == "object" && !Array.isArray(data567)){
}
else {
const err802 = {instancePath:instancePath+"/memory/evict_order",schemaPath:"#/properties/memory/properties/evict_order/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err802];
}
else {
vErrors.push(err802);
}
errors++;
}
let data568 = data538.fts_early_return_score;
if((typeof data568 == "number") && (isFinite(data568))){
if(data568 < 0 || isNaN(data568)){
const err803 = {instancePath:instancePath+"/memory/fts_early_return_score",schemaPath:"#/properties/memory/properties/fts_early_return_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err803];
}
else {
vErrors.push(err803);
}
errors++;
}
}
else {
const err804 = {instancePath:instancePath+"/memory/fts_early_return_score",schemaPath:"#/properties/memory/properties/fts_early_return_score/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err804];
}
else {
vErrors.push(err804);
}
errors++;
}
if(typeof data538.hygiene_enabled !== "boolean"){
const err805 = {instancePath:instancePath+"/memory/hygiene_enabled",schemaPath:"#/properties/memory/properties/hygiene_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err805];
}
else {
vErrors.push(err805);
}
errors++;
}
let data570 = data538.importance_weight;
if((typeof data570 == "number") && (isFinite(data570))){
if(data570 > 1 || isNaN(data570)){
const err806 = {instancePath:instancePath+"/memory/importance_weight",schemaPath:"#/properties/memory/properties/importance_weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err806];
}
else {
vErrors.push(err806);
}
errors++;
}
if(data570 < 0 || isNaN(data570)){
const err807 = {instancePath:instancePath+"/memory/importance_weight",schemaPath:"#/properties/memory/properties/importance_weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err807];
}
else {
vErrors.push(err807);
}
errors++;
}
}
else {
const err808 = {instancePath:instancePath+"/memory/importance_weight",schemaPath:"#/properties/memory/properties/importance_weight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err808];
}
else {
vErrors.push(err808);
}
errors++;
}
let data571 = data538.recency_weight;
if((typeof data571 == "number") && (isFinite(data571))){
if(data571 > 1 || isNaN(data571)){
const err809 = {instancePath:instancePath+"/memory/recency_weight",schemaPath:"#/properties/memory/properties/recency_weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err809];
}
else {
vErrors.push(err809);
}
errors++;
}
if(data571 < 0 || isNaN(data571)){
const err810 = {instancePath:instancePath+"/memory/recency_weight",schemaPath:"#/properties/memory/properties/recency_weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err810];
}
else {
vErrors.push(err810);
}
errors++;
}
}
else {
const err811 = {instancePath:instancePath+"/memory/recency_weight",schemaPath:"#/properties/memory/properties/recency_weight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err811];
}
else {
vErrors.push(err811);
}
errors++;
}
let data572 = data538.keyword_weight;
if((typeof data572 == "number") && (isFinite(data572))){
if(data572 > 1 || isNaN(data572)){
const err812 = {instancePath:instancePath+"/memory/keyword_weight",schemaPath:"#/properties/memory/properties/keyword_weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err812];
}
else {
vErrors.push(err812);
}
errors++;
}
if(data572 < 0 || isNaN(data572)){
const err813 = {instancePath:instancePath+"/memory/keyword_weight",schemaPath:"#/properties/memory/properties/keyword_weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err813];
}
else {
vErrors.push(err813);
}
errors++;
}
}
else {
const err814 = {instancePath:instancePath+"/memory/keyword_weight",schemaPath:"#/properties/memory/properties/keyword_weight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err814];
}
else {
vErrors.push(err814);
}
errors++;
}
let data573 = data538.vector_weight;
if((typeof data573 == "number") && (isFinite(data573))){
if(data573 > 1 || isNaN(data573)){
const err815 = {instancePath:instancePath+"/memory/vector_weight",schemaPath:"#/properties/memory/properties/vector_weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err815];
}
else {
vErrors.push(err815);
}
errors++;
}
if(data573 < 0 || isNaN(data573)){
const err816 = {instancePath:instancePath+"/memory/vector_weight",schemaPath:"#/properties/memory/properties/vector_weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err816];
}
else {
vErrors.push(err816);
}
errors++;
}
}
else {
const err817 = {instancePath:instancePath+"/memory/vector_weight",schemaPath:"#/properties/memory/properties/vector_weight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err817];
}
else {
vErrors.push(err817);
}
errors++;
}
let data574 = data538.min_relevance_score;
if((typeof data574 == "number") && (isFinite(data574))){
if(data574 > 1 || isNaN(data574)){
const err818 = {instancePath:instancePath+"/memory/min_relevance_score",schemaPath:"#/properties/memory/properties/min_relevance_score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err818];
}
else {
vErrors.push(err818);
}
errors++;
}
if(data574 < 0 || isNaN(data574)){
const err819 = {instancePath:instancePath+"/memory/min_relevance_score",schemaPath:"#/properties/memory/properties/min_relevance_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err819];
}
else {
vErrors.push(err819);
}
errors++;
}
}
else {
const err820 = {instancePath:instancePath+"/memory/min_relevance_score",schemaPath:"#/properties/memory/properties/min_relevance_score/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err820];
}
else {
vErrors.push(err820);
}
errors++;
}
let data575 = data538.mmr_lambda;
if((typeof data575 == "number") && (isFinite(data575))){
if(data575 > 1 || isNaN(data575)){
const err821 = {instancePath:instancePath+"/memory/mmr_lambda",schemaPath:"#/properties/memory/properties/mmr_lambda/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err821];
}
else {
vErrors.push(err821);
}
errors++;
}
if(data575 < 0 || isNaN(data575)){
const err822 = {instancePath:instancePath+"/memory/mmr_lambda",schemaPath:"#/properties/memory/properties/mmr_lambda/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err822];
}
else {
vErrors.push(err822);
}
errors++;
}
}
else {
const err823 = {instancePath:instancePath+"/memory/mmr_lambda",schemaPath:"#/properties/memory/properties/mmr_lambda/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err823];
}
else {
vErrors.push(err823);
}
errors++;
}
let data576 = data538.pin_min_importance;
if((typeof data576 == "number") && (isFinite(data576))){
if(data576 < 0 || isNaN(data576)){
const err824 = {instancePath:instancePath+"/memory/pin_min_importance",schemaPath:"#/properties/memory/properties/pin_min_importance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err825 = {instancePath:instancePath+"/memory/pin_min_importance",schemaPath:"#/properties/memory/properties/pin_min_importance/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err825];
}
else {
vErrors.push(err825);
}
errors++;
}
let data577 = data538.pin_namespaces;
if(Array.isArray(data577)){
const len52 = data577.length;
for(let i52=0; i52<len52; i52++){
if(typeof data577[i52] !== "string"){
const err826 = {instancePath:instancePath+"/memory/pin_namespaces/" + i52,schemaPath:"#/properties/memory/properties/pin_namespaces/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err826];
}
else {
vErrors.push(err826);
}
errors++;
}
}
}
else {
const err827 = {instancePath:instancePath+"/memory/pin_namespaces",schemaPath:"#/properties/memory/properties/pin_namespaces/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err827];
}
else {
vErrors.push(err827);
}
errors++;
}
if(typeof data538.recall_date_stamp !== "boolean"){
const err828 = {instancePath:instancePath+"/memory/recall_date_stamp",schemaPath:"#/properties/memory/properties/recall_date_stamp/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err828];
}
else {
vErrors.push(err828);
}
errors++;
}
if(typeof data538.rerank_enabled !== "boolean"){
const err829 = {instancePath:instancePath+"/memory/rerank_enabled",schemaPath:"#/properties/memory/properties/rerank_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err829];
}
else {
vErrors.push(err829);
}
errors++;
}
let data581 = data538.rerank_strategy;
if(typeof data581 !== "string"){
const err830 = {instancePath:instancePath+"/memory/rerank_strategy",schemaPath:"#/properties/memory/properties/rerank_strategy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err830];
}
else {
vErrors.push(err830);
}
errors++;
}
if(!((data581 === "none") || (data581 === "mmr"))){
const err831 = {instancePath:instancePath+"/memory/rerank_strategy",schemaPath:"#/properties/memory/properties/rerank_strategy/enum",keyword:"enum",params:{allowedValues: schema11.properties.memory.properties.rerank_strategy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err831];
}
else {
vErrors.push(err831);
}
errors++;
}
let data582 = data538.rerank_threshold;
if(!(((typeof data582 == "number") && (!(data582 % 1) && !isNaN(data582))) && (isFinite(data582)))){
const err832 = {instancePath:instancePath+"/memory/rerank_threshold",schemaPath:"#/properties/memory/properties/rerank_threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err832];
}
else {
vErrors.push(err832);
}
errors++;
}
if((typeof data582 == "number") && (isFinite(data582))){
if(data582 < 0 || isNaN(data582)){
const err833 = {instancePath:instancePath+"/memory/rerank_threshold",schemaPath:"#/properties/memory/properties/rerank_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err833];
}
else {
vErrors.push(err833);
}
errors++;
}
}
if(typeof data538.response_cache_enabled !== "boolean"){
const err834 = {instancePath:instancePath+"/memory/response_cache_enabled",schemaPath:"#/properties/memory/properties/response_cache_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err834];
}
else {
vErrors.push(err834);
}
errors++;
}
let data584 = data538.response_cache_hot_entries;
if(!(((typeof data584 == "number") && (!(data584 % 1) && !isNaN(data584))) && (isFinite(data584)))){
const err835 = {instancePath:instancePath+"/memory/response_cache_hot_entries",schemaPath:"#/properties/memory/properties/response_cache_hot_entries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err835];
}
else {
vErrors.push(err835);
}
errors++;
}
if((typeof data584 == "number") && (isFinite(data584))){
if(data584 < 0 || isNaN(data584)){
const err836 = {instancePath:instancePath+"/memory/response_cache_hot_entries",schemaPath:"#/properties/memory/properties/response_cache_hot_entries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err836];
}
else {
vErrors.push(err836);
}
errors++;
}
}
let data585 = data538.response_cache_max_entries;
if(!(((typeof data585 == "number") && (!(data585 % 1) && !isNaN(data585))) && (isFinite(data585)))){
const err837 = {instancePath:instancePath+"/memory/response_cache_max_entries",schemaPath:"#/properties/memory/properties/response_cache_max_entries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err837];
}
else {
vErrors.push(err837);
}
errors++;
}
if((typeof data585 == "number") && (isFinite(data585))){
if(data585 < 0 || isNaN(data585)){
const err838 = {instancePath:instancePath+"/memory/response_cache_max_entries",schemaPath:"#/properties/memory/properties/response_cache_max_entries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err838];
}
else {
vErrors.push(err838);
}
errors++;
}
}
let data586 = data538.response_cache_ttl_minutes;
if(!(((typeof data586 == "number") && (!(data586 % 1) && !isNaN(data586))) && (isFinite(data586)))){
const err839 = {instancePath:instancePath+"/memory/response_cache_ttl_minutes",schemaPath:"#/properties/memory/properties/response_cache_ttl_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err839];
}
else {
vErrors.push(err839);
}
errors++;
}
if((typeof data586 == "number") && (isFinite(data586))){
if(data586 < 0 || isNaN(data586)){
const err840 = {instancePath:instancePath+"/memory/response_cache_ttl_minutes",schemaPath:"#/properties/memory/properties/response_cache_ttl_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err840];
}
else {
vErrors.push(err840);
}
errors++;
}
}
let data587 = data538.retrieval_stages;
if(Array.isArray(data587)){
const len53 = data587.length;
for(let i53=0; i53<len53; i53++){
if(typeof data587[i53] !== "string"){
const err841 = {instancePath:instancePath+"/memory/retrieval_stages/" + i53,schemaPath:"#/properties/memory/properties/retrieval_stages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err841];
}
else {
vErrors.push(err841);
}
errors++;
}
}
}
else {
const err842 = {instancePath:instancePath+"/memory/retrieval_stages",schemaPath:"#/properties/memory/properties/retrieval_stages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err842];
}
else {
vErrors.push(err842);
}
errors++;
}
let data589 = data538.search_mode;
if(data589 && typeof data589 == "object" && !Array.isArray(data589)){
}
else {
const err843 = {instancePath:instancePath+"/memory/search_mode",schemaPath:"#/properties/memory/properties/search_mode/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err843];
}
else {
vErrors.push(err843);
}
errors++;
}
if(typeof data538.snapshot_enabled !== "boolean"){
const err844 = {instancePath:instancePath+"/memory/snapshot_enabled",schemaPath:"#/properties/memory/properties/snapshot_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err844];
}
else {
vErrors.push(err844);
}
errors++;
}
if(typeof data538.snapshot_on_hygiene !== "boolean"){
const err845 = {instancePath:instancePath+"/memory/snapshot_on_hygiene",schemaPath:"#/properties/memory/properties/snapshot_on_hygiene/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err845];
}
else {
vErrors.push(err845);
}
errors++;
}
let data592 = data538.policy;
if(data592 && typeof data592 == "object" && !Array.isArray(data592)){
if(data592.max_entries_per_category === undefined){
data592.max_entries_per_category = 0;
}
if(data592.max_entries_per_namespace === undefined){
data592.max_entries_per_namespace = 0;
}
if(data592.read_only_namespaces === undefined){
data592.read_only_namespaces = [];
}
if(data592.redact_categories === undefined){
data592.redact_categories = ["secret","api_key","private_key","email","phone"];
}
if(data592.redact_on_write === undefined){
data592.redact_on_write = false;
}
if(data592.retention_days_by_category === undefined){
data592.retention_days_by_category = {};
}
if(data592.threat_scan === undefined){
data592.threat_scan = "on";
}
if(data592.threat_scan_load_time === undefined){
data592.threat_scan_load_time = true;
}
if(data592.threat_scan_on_hit === undefined){
data592.threat_scan_on_hit = "reject";
}
for(const key95 in data592){
if(!(func2.call(schema11.properties.memory.properties.policy.properties, key95))){
const err846 = {instancePath:instancePath+"/memory/policy",schemaPath:"#/properties/memory/properties/policy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key95},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err846];
}
else {
vErrors.push(err846);
}
errors++;
}
}
let data593 = data592.max_entries_per_category;
if(!(((typeof data593 == "number") && (!(data593 % 1) && !isNaN(data593))) && (isFinite(data593)))){
const err847 = {instancePath:instancePath+"/memory/policy/max_entries_per_category",schemaPath:"#/properties/memory/properties/policy/properties/max_entries_per_category/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err847];
}
else {
vErrors.push(err847);
}
errors++;
}
if((typeof data593 == "number") && (isFinite(data593))){
if(data593 < 0 || isNaN(data593)){
const err848 = {instancePath:instancePath+"/memory/policy/max_entries_per_category",schemaPath:"#/properties/memory/properties/policy/properties/max_entries_per_category/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err848];
}
else {
vErrors.push(err848);
}
errors++;
}
}
let data594 = data592.max_entries_per_namespace;
if(!(((typeof data594 == "number") && (!(data594 % 1) && !isNaN(data594))) && (isFinite(data594)))){
const err849 = {instancePath:instancePath+"/memory/policy/max_entries_per_namespace",schemaPath:"#/properties/memory/properties/policy/properties/max_entries_per_namespace/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err849];
}
else {
vErrors.push(err849);
}
errors++;
}
if((typeof data594 == "number") && (isFinite(data594))){
if(data594 < 0 || isNaN(data594)){
const err850 = {instancePath:instancePath+"/memory/policy/max_entries_per_namespace",schemaPath:"#/properties/memory/properties/policy/properties/max_entries_per_namespace/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err850];
}
else {
vErrors.push(err850);
}
errors++;
}
}
let data595 = data592.read_only_namespaces;
if(Array.isArray(data595)){
const len54 = data595.length;
for(let i54=0; i54<len54; i54++){
if(typeof data595[i54] !== "string"){
const err851 = {instancePath:instancePath+"/memory/policy/read_only_namespaces/" + i54,schemaPath:"#/properties/memory/properties/policy/properties/read_only_namespaces/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err851];
}
else {
vErrors.push(err851);
}
errors++;
}
}
}
else {
const err852 = {instancePath:instancePath+"/memory/policy/read_only_namespaces",schemaPath:"#/properties/memory/properties/policy/properties/read_only_namespaces/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err852];
}
else {
vErrors.push(err852);
}
errors++;
}
let data597 = data592.redact_categories;
if(Array.isArray(data597)){
const len55 = data597.length;
for(let i55=0; i55<len55; i55++){
if(typeof data597[i55] !== "string"){
const err853 = {instancePath:instancePath+"/memory/policy/redact_categories/" + i55,schemaPath:"#/properties/memory/properties/policy/properties/redact_categories/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err853];
}
else {
vErrors.push(err853);
}
errors++;
}
}
}
else {
const err854 = {instancePath:instancePath+"/memory/policy/redact_categories",schemaPath:"#/properties/memory/properties/policy/properties/redact_categories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err854];
}
else {
vErrors.push(err854);
}
errors++;
}
if(typeof data592.redact_on_write !== "boolean"){
const err855 = {instancePath:instancePath+"/memory/policy/redact_on_write",schemaPath:"#/properties/memory/properties/policy/properties/redact_on_write/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err855];
}
else {
vErrors.push(err855);
}
errors++;
}
let data600 = data592.retention_days_by_category;
if(data600 && typeof data600 == "object" && !Array.isArray(data600)){
for(const key96 in data600){
if(!(((key96 === "core") || (key96 === "daily")) || (key96 === "conversation"))){
const err856 = {instancePath:instancePath+"/memory/policy/retention_days_by_category",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key96},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err856];
}
else {
vErrors.push(err856);
}
errors++;
}
}
if(data600.core !== undefined){
let data601 = data600.core;
if(!(((typeof data601 == "number") && (!(data601 % 1) && !isNaN(data601))) && (isFinite(data601)))){
const err857 = {instancePath:instancePath+"/memory/policy/retention_days_by_category/core",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/properties/core/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err857];
}
else {
vErrors.push(err857);
}
errors++;
}
if((typeof data601 == "number") && (isFinite(data601))){
if(data601 < 0 || isNaN(data601)){
const err858 = {instancePath:instancePath+"/memory/policy/retention_days_by_category/core",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/properties/core/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data600.daily !== undefined){
let data602 = data600.daily;
if(!(((typeof data602 == "number") && (!(data602 % 1) && !isNaN(data602))) && (isFinite(data602)))){
const err859 = {instancePath:instancePath+"/memory/policy/retention_days_by_category/daily",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/properties/daily/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err859];
}
else {
vErrors.push(err859);
}
errors++;
}
if((typeof data602 == "number") && (isFinite(data602))){
if(data602 < 0 || isNaN(data602)){
const err860 = {instancePath:instancePath+"/memory/policy/retention_days_by_category/daily",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/properties/daily/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err860];
}
else {
vErrors.push(err860);
}
errors++;
}
}
}
if(data600.conversation !== undefined){
let data603 = data600.conversation;
if(!(((typeof data603 == "number") && (!(data603 % 1) && !isNaN(data603))) && (isFinite(data603)))){
const err861 = {instancePath:instancePath+"/memory/policy/retention_days_by_category/conversation",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/properties/conversation/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err861];
}
else {
vErrors.push(err861);
}
errors++;
}
if((typeof data603 == "number") && (isFinite(data603))){
if(data603 < 0 || isNaN(data603)){
const err862 = {instancePath:instancePath+"/memory/policy/retention_days_by_category/conversation",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/properties/conversation/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err862];
}
else {
vErrors.push(err862);
}
errors++;
}
}
}
}
else {
const err863 = {instancePath:instancePath+"/memory/policy/retention_days_by_category",schemaPath:"#/properties/memory/properties/policy/properties/retention_days_by_category/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err863];
}
else {
vErrors.push(err863);
}
errors++;
}
let data604 = data592.threat_scan;
if(typeof data604 !== "string"){
const err864 = {instancePath:instancePath+"/memory/policy/threat_scan",schemaPath:"#/properties/memory/properties/policy/properties/threat_scan/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err864];
}
else {
vErrors.push(err864);
}
errors++;
}
if(!(((data604 === "off") || (data604 === "on")) || (data604 === "strict"))){
const err865 = {instancePath:instancePath+"/memory/policy/threat_scan",schemaPath:"#/properties/memory/properties/policy/properties/threat_scan/enum",keyword:"enum",params:{allowedValues: schema11.properties.memory.properties.policy.properties.threat_scan.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err865];
}
else {
vErrors.push(err865);
}
errors++;
}
if(typeof data592.threat_scan_load_time !== "boolean"){
const err866 = {instancePath:instancePath+"/memory/policy/threat_scan_load_time",schemaPath:"#/properties/memory/properties/policy/properties/threat_scan_load_time/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err866];
}
else {
vErrors.push(err866);
}
errors++;
}
if(typeof data592.threat_scan_on_hit !== "string"){
const err867 = {instancePath:instancePath+"/memory/policy/threat_scan_on_hit",schemaPath:"#/properties/memory/properties/policy/properties/threat_scan_on_hit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err867];
}
else {
vErrors.push(err867);
}
errors++;
}
}
else {
const err868 = {instancePath:instancePath+"/memory/policy",schemaPath:"#/properties/memory/properties/policy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err868];
}
else {
vErrors.push(err868);
}
errors++;
}
let data607 = data538.types;
if(data607 && typeof data607 == "object" && !Array.isArray(data607)){
if(data607.enabled === undefined){
data607.enabled = false;
}
for(const key97 in data607){
if(!(key97 === "enabled")){
const err869 = {instancePath:instancePath+"/memory/types",schemaPath:"#/properties/memory/properties/types/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key97},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err869];
}
else {
vErrors.push(err869);
}
errors++;
}
}
if(typeof data607.enabled !== "boolean"){
const err870 = {instancePath:instancePath+"/memory/types/enabled",schemaPath:"#/properties/memory/properties/types/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err870];
}
else {
vErrors.push(err870);
}
errors++;
}
}
else {
const err871 = {instancePath:instancePath+"/memory/types",schemaPath:"#/properties/memory/properties/types/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err871];
}
else {
vErrors.push(err871);
}
errors++;
}
}
else {
const err872 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err872];
}
else {
vErrors.push(err872);
}
errors++;
}
let data609 = data.microsoft365;
if(data609 && typeof data609 == "object" && !Array.isArray(data609)){
if(data609.auth_flow === undefined){
data609.auth_flow = "client_credentials";
}
if(data609.client_id === undefined){
data609.client_id = null;
}
if(data609.client_secret === undefined){
data609.client_secret = null;
}
if(data609.enabled === undefined){
data609.enabled = false;
}
if(data609.scopes === undefined){
data609.scopes = ["https://graph.microsoft.com/.default"];
}
if(data609.tenant_id === undefined){
data609.tenant_id = null;
}
if(data609.token_cache_encrypted === undefined){
data609.token_cache_encrypted = true;
}
if(data609.user_id === undefined){
data609.user_id = null;
}
for(const key98 in data609){
if(!((((((((key98 === "auth_flow") || (key98 === "client_id")) || (key98 === "client_secret")) || (key98 === "enabled")) || (key98 === "scopes")) || (key98 === "tenant_id")) || (key98 === "token_cache_encrypted")) || (key98 === "user_id"))){
const err873 = {instancePath:instancePath+"/microsoft365",schemaPath:"#/properties/microsoft365/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key98},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err873];
}
else {
vErrors.push(err873);
}
errors++;
}
}
let data610 = data609.auth_flow;
if(typeof data610 !== "string"){
const err874 = {instancePath:instancePath+"/microsoft365/auth_flow",schemaPath:"#/properties/microsoft365/properties/auth_flow/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err874];
}
else {
vErrors.push(err874);
}
errors++;
}
if(!((data610 === "client_credentials") || (data610 === "device_code"))){
const err875 = {instancePath:instancePath+"/microsoft365/auth_flow",schemaPath:"#/properties/microsoft365/properties/auth_flow/enum",keyword:"enum",params:{allowedValues: schema11.properties.microsoft365.properties.auth_flow.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err875];
}
else {
vErrors.push(err875);
}
errors++;
}
let data611 = data609.client_id;
if((typeof data611 !== "string") && (data611 !== null)){
const err876 = {instancePath:instancePath+"/microsoft365/client_id",schemaPath:"#/properties/microsoft365/properties/client_id/type",keyword:"type",params:{type: schema11.properties.microsoft365.properties.client_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err876];
}
else {
vErrors.push(err876);
}
errors++;
}
let data612 = data609.client_secret;
if((typeof data612 !== "string") && (data612 !== null)){
const err877 = {instancePath:instancePath+"/microsoft365/client_secret",schemaPath:"#/properties/microsoft365/properties/client_secret/type",keyword:"type",params:{type: schema11.properties.microsoft365.properties.client_secret.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err877];
}
else {
vErrors.push(err877);
}
errors++;
}
if(typeof data609.enabled !== "boolean"){
const err878 = {instancePath:instancePath+"/microsoft365/enabled",schemaPath:"#/properties/microsoft365/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err878];
}
else {
vErrors.push(err878);
}
errors++;
}
let data614 = data609.scopes;
if(Array.isArray(data614)){
const len56 = data614.length;
for(let i56=0; i56<len56; i56++){
if(typeof data614[i56] !== "string"){
const err879 = {instancePath:instancePath+"/microsoft365/scopes/" + i56,schemaPath:"#/properties/microsoft365/properties/scopes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err879];
}
else {
vErrors.push(err879);
}
errors++;
}
}
}
else {
const err880 = {instancePath:instancePath+"/microsoft365/scopes",schemaPath:"#/properties/microsoft365/properties/scopes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err880];
}
else {
vErrors.push(err880);
}
errors++;
}
let data616 = data609.tenant_id;
if((typeof data616 !== "string") && (data616 !== null)){
const err881 = {instancePath:instancePath+"/microsoft365/tenant_id",schemaPath:"#/properties/microsoft365/properties/tenant_id/type",keyword:"type",params:{type: schema11.properties.microsoft365.properties.tenant_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err881];
}
else {
vErrors.push(err881);
}
errors++;
}
if(typeof data609.token_cache_encrypted !== "boolean"){
const err882 = {instancePath:instancePath+"/microsoft365/token_cache_encrypted",schemaPath:"#/properties/microsoft365/properties/token_cache_encrypted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err882];
}
else {
vErrors.push(err882);
}
errors++;
}
let data618 = data609.user_id;
if((typeof data618 !== "string") && (data618 !== null)){
const err883 = {instancePath:instancePath+"/microsoft365/user_id",schemaPath:"#/properties/microsoft365/properties/user_id/type",keyword:"type",params:{type: schema11.properties.microsoft365.properties.user_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err883];
}
else {
vErrors.push(err883);
}
errors++;
}
}
else {
const err884 = {instancePath:instancePath+"/microsoft365",schemaPath:"#/properties/microsoft365/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err884];
}
else {
vErrors.push(err884);
}
errors++;
}
let data619 = data.model_routes;
if(Array.isArray(data619)){
const len57 = data619.length;
for(let i57=0; i57<len57; i57++){
let data620 = data619[i57];
if(data620 && typeof data620 == "object" && !Array.isArray(data620)){
if(data620.hint === undefined){
const err885 = {instancePath:instancePath+"/model_routes/" + i57,schemaPath:"#/properties/model_routes/items/required",keyword:"required",params:{missingProperty: "hint"},message:"must have required property '"+"hint"+"'"};
if(vErrors === null){
vErrors = [err885];
}
else {
vErrors.push(err885);
}
errors++;
}
if(data620.provider === undefined){
const err886 = {instancePath:instancePath+"/model_routes/" + i57,schemaPath:"#/properties/model_routes/items/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err886];
}
else {
vErrors.push(err886);
}
errors++;
}
if(data620.model === undefined){
const err887 = {instancePath:instancePath+"/model_routes/" + i57,schemaPath:"#/properties/model_routes/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err887];
}
else {
vErrors.push(err887);
}
errors++;
}
if(data620.hint !== undefined){
let data621 = data620.hint;
if(typeof data621 === "string"){
if(func3(data621) < 1){
const err888 = {instancePath:instancePath+"/model_routes/" + i57+"/hint",schemaPath:"#/properties/model_routes/items/properties/hint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err889 = {instancePath:instancePath+"/model_routes/" + i57+"/hint",schemaPath:"#/properties/model_routes/items/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err889];
}
else {
vErrors.push(err889);
}
errors++;
}
}
if(data620.provider !== undefined){
let data622 = data620.provider;
if(typeof data622 === "string"){
if(func3(data622) < 1){
const err890 = {instancePath:instancePath+"/model_routes/" + i57+"/provider",schemaPath:"#/properties/model_routes/items/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err890];
}
else {
vErrors.push(err890);
}
errors++;
}
}
else {
const err891 = {instancePath:instancePath+"/model_routes/" + i57+"/provider",schemaPath:"#/properties/model_routes/items/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err891];
}
else {
vErrors.push(err891);
}
errors++;
}
}
if(data620.model !== undefined){
let data623 = data620.model;
if(typeof data623 === "string"){
if(func3(data623) < 1){
const err892 = {instancePath:instancePath+"/model_routes/" + i57+"/model",schemaPath:"#/properties/model_routes/items/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err892];
}
else {
vErrors.push(err892);
}
errors++;
}
}
else {
const err893 = {instancePath:instancePath+"/model_routes/" + i57+"/model",schemaPath:"#/properties/model_routes/items/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err893];
}
else {
vErrors.push(err893);
}
errors++;
}
}
}
else {
const err894 = {instancePath:instancePath+"/model_routes/" + i57,schemaPath:"#/properties/model_routes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err894];
}
else {
vErrors.push(err894);
}
errors++;
}
}
}
else {
const err895 = {instancePath:instancePath+"/model_routes",schemaPath:"#/properties/model_routes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err895];
}
else {
vErrors.push(err895);
}
errors++;
}
let data624 = data.multimodal;
if(data624 && typeof data624 == "object" && !Array.isArray(data624)){
if(data624.allow_remote_fetch === undefined){
data624.allow_remote_fetch = false;
}
if(data624.max_image_size_mb === undefined){
data624.max_image_size_mb = 20;
}
if(data624.max_image_turns === undefined){
data624.max_image_turns = 0;
}
if(data624.max_images === undefined){
data624.max_images = 4;
}
if(data624.vision_model === undefined){
data624.vision_model = null;
}
if(data624.vision_model_provider === undefined){
data624.vision_model_provider = null;
}
for(const key99 in data624){
if(!((((((key99 === "allow_remote_fetch") || (key99 === "max_image_size_mb")) || (key99 === "max_image_turns")) || (key99 === "max_images")) || (key99 === "vision_model")) || (key99 === "vision_model_provider"))){
const err896 = {instancePath:instancePath+"/multimodal",schemaPath:"#/properties/multimodal/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key99},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err896];
}
else {
vErrors.push(err896);
}
errors++;
}
}
if(typeof data624.allow_remote_fetch !== "boolean"){
const err897 = {instancePath:instancePath+"/multimodal/allow_remote_fetch",schemaPath:"#/properties/multimodal/properties/allow_remote_fetch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err897];
}
else {
vErrors.push(err897);
}
errors++;
}
let data626 = data624.max_image_size_mb;
if(!(((typeof data626 == "number") && (!(data626 % 1) && !isNaN(data626))) && (isFinite(data626)))){
const err898 = {instancePath:instancePath+"/multimodal/max_image_size_mb",schemaPath:"#/properties/multimodal/properties/max_image_size_mb/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err898];
}
else {
vErrors.push(err898);
}
errors++;
}
if((typeof data626 == "number") && (isFinite(data626))){
if(data626 < 1 || isNaN(data626)){
const err899 = {instancePath:instancePath+"/multimodal/max_image_size_mb",schemaPath:"#/properties/multimodal/properties/max_image_size_mb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err899];
}
else {
vErrors.push(err899);
}
errors++;
}
}
let data627 = data624.max_image_turns;
if(!(((typeof data627 == "number") && (!(data627 % 1) && !isNaN(data627))) && (isFinite(data627)))){
const err900 = {instancePath:instancePath+"/multimodal/max_image_turns",schemaPath:"#/properties/multimodal/properties/max_image_turns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err900];
}
else {
vErrors.push(err900);
}
errors++;
}
if((typeof data627 == "number") && (isFinite(data627))){
if(data627 < 0 || isNaN(data627)){
const err901 = {instancePath:instancePath+"/multimodal/max_image_turns",schemaPath:"#/properties/multimodal/properties/max_image_turns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err901];
}
else {
vErrors.push(err901);
}
errors++;
}
}
let data628 = data624.max_images;
if(!(((typeof data628 == "number") && (!(data628 % 1) && !isNaN(data628))) && (isFinite(data628)))){
const err902 = {instancePath:instancePath+"/multimodal/max_images",schemaPath:"#/properties/multimodal/properties/max_images/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err902];
}
else {
vErrors.push(err902);
}
errors++;
}
if((typeof data628 == "number") && (isFinite(data628))){
if(data628 < 0 || isNaN(data628)){
const err903 = {instancePath:instancePath+"/multimodal/max_images",schemaPath:"#/properties/multimodal/properties/max_images/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err903];
}
else {
vErrors.push(err903);
}
errors++;
}
}
let data629 = data624.vision_model;
if((typeof data629 !== "string") && (data629 !== null)){
const err904 = {instancePath:instancePath+"/multimodal/vision_model",schemaPath:"#/properties/multimodal/properties/vision_model/type",keyword:"type",params:{type: schema11.properties.multimodal.properties.vision_model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err904];
}
else {
vErrors.push(err904);
}
errors++;
}
let data630 = data624.vision_model_provider;
if((typeof data630 !== "string") && (data630 !== null)){
const err905 = {instancePath:instancePath+"/multimodal/vision_model_provider",schemaPath:"#/properties/multimodal/properties/vision_model_provider/type",keyword:"type",params:{type: schema11.properties.multimodal.properties.vision_model_provider.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err905];
}
else {
vErrors.push(err905);
}
errors++;
}
}
else {
const err906 = {instancePath:instancePath+"/multimodal",schemaPath:"#/properties/multimodal/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err906];
}
else {
vErrors.push(err906);
}
errors++;
}
let data631 = data.nodes;
if(data631 && typeof data631 == "object" && !Array.isArray(data631)){
if(data631.auth_token === undefined){
data631.auth_token = null;
}
if(data631.enabled === undefined){
data631.enabled = false;
}
if(data631.max_nodes === undefined){
data631.max_nodes = 16;
}
if(data631.mdns === undefined){
data631.mdns = {};
}
for(const key100 in data631){
if(!((((key100 === "auth_token") || (key100 === "enabled")) || (key100 === "max_nodes")) || (key100 === "mdns"))){
const err907 = {instancePath:instancePath+"/nodes",schemaPath:"#/properties/nodes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key100},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err907];
}
else {
vErrors.push(err907);
}
errors++;
}
}
let data632 = data631.auth_token;
if((typeof data632 !== "string") && (data632 !== null)){
const err908 = {instancePath:instancePath+"/nodes/auth_token",schemaPath:"#/properties/nodes/properties/auth_token/type",keyword:"type",params:{type: schema11.properties.nodes.properties.auth_token.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err908];
}
else {
vErrors.push(err908);
}
errors++;
}
if(typeof data631.enabled !== "boolean"){
const err909 = {instancePath:instancePath+"/nodes/enabled",schemaPath:"#/properties/nodes/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err909];
}
else {
vErrors.push(err909);
}
errors++;
}
let data634 = data631.max_nodes;
if(!(((typeof data634 == "number") && (!(data634 % 1) && !isNaN(data634))) && (isFinite(data634)))){
const err910 = {instancePath:instancePath+"/nodes/max_nodes",schemaPath:"#/properties/nodes/properties/max_nodes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err910];
}
else {
vErrors.push(err910);
}
errors++;
}
if((typeof data634 == "number") && (isFinite(data634))){
if(data634 < 1 || isNaN(data634)){
const err911 = {instancePath:instancePath+"/nodes/max_nodes",schemaPath:"#/properties/nodes/properties/max_nodes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err911];
}
else {
vErrors.push(err911);
}
errors++;
}
}
let data635 = data631.mdns;
if(data635 && typeof data635 == "object" && !Array.isArray(data635)){
if(data635.announce_interval_secs === undefined){
data635.announce_interval_secs = 30;
}
if(data635.enabled === undefined){
data635.enabled = false;
}
if(data635.max_peers === undefined){
data635.max_peers = 16;
}
if(data635.node_name === undefined){
data635.node_name = null;
}
if(data635.peer_ttl_secs === undefined){
data635.peer_ttl_secs = 90;
}
for(const key101 in data635){
if(!(((((key101 === "announce_interval_secs") || (key101 === "enabled")) || (key101 === "max_peers")) || (key101 === "node_name")) || (key101 === "peer_ttl_secs"))){
const err912 = {instancePath:instancePath+"/nodes/mdns",schemaPath:"#/properties/nodes/properties/mdns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key101},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err912];
}
else {
vErrors.push(err912);
}
errors++;
}
}
let data636 = data635.announce_interval_secs;
if(!(((typeof data636 == "number") && (!(data636 % 1) && !isNaN(data636))) && (isFinite(data636)))){
const err913 = {instancePath:instancePath+"/nodes/mdns/announce_interval_secs",schemaPath:"#/properties/nodes/properties/mdns/properties/announce_interval_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err913];
}
else {
vErrors.push(err913);
}
errors++;
}
if((typeof data636 == "number") && (isFinite(data636))){
if(data636 < 1 || isNaN(data636)){
const err914 = {instancePath:instancePath+"/nodes/mdns/announce_interval_secs",schemaPath:"#/properties/nodes/properties/mdns/properties/announce_interval_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err914];
}
else {
vErrors.push(err914);
}
errors++;
}
}
if(typeof data635.enabled !== "boolean"){
const err915 = {instancePath:instancePath+"/nodes/mdns/enabled",schemaPath:"#/properties/nodes/properties/mdns/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err915];
}
else {
vErrors.push(err915);
}
errors++;
}
let data638 = data635.max_peers;
if(!(((typeof data638 == "number") && (!(data638 % 1) && !isNaN(data638))) && (isFinite(data638)))){
const err916 = {instancePath:instancePath+"/nodes/mdns/max_peers",schemaPath:"#/properties/nodes/properties/mdns/properties/max_peers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err916];
}
else {
vErrors.push(err916);
}
errors++;
}
if((typeof data638 == "number") && (isFinite(data638))){
if(data638 < 1 || isNaN(data638)){
const err917 = {instancePath:instancePath+"/nodes/mdns/max_peers",schemaPath:"#/properties/nodes/properties/mdns/properties/max_peers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err917];
}
else {
vErrors.push(err917);
}
errors++;
}
}
let data639 = data635.node_name;
if((typeof data639 !== "string") && (data639 !== null)){
const err918 = {instancePath:instancePath+"/nodes/mdns/node_name",schemaPath:"#/properties/nodes/properties/mdns/properties/node_name/type",keyword:"type",params:{type: schema11.properties.nodes.properties.mdns.properties.node_name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err918];
}
else {
vErrors.push(err918);
}
errors++;
}
let data640 = data635.peer_ttl_secs;
if(!(((typeof data640 == "number") && (!(data640 % 1) && !isNaN(data640))) && (isFinite(data640)))){
const err919 = {instancePath:instancePath+"/nodes/mdns/peer_ttl_secs",schemaPath:"#/properties/nodes/properties/mdns/properties/peer_ttl_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err919];
}
else {
vErrors.push(err919);
}
errors++;
}
if((typeof data640 == "number") && (isFinite(data640))){
if(data640 < 1 || isNaN(data640)){
const err920 = {instancePath:instancePath+"/nodes/mdns/peer_ttl_secs",schemaPath:"#/properties/nodes/properties/mdns/properties/peer_ttl_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err920];
}
else {
vErrors.push(err920);
}
errors++;
}
}
}
else {
const err921 = {instancePath:instancePath+"/nodes/mdns",schemaPath:"#/properties/nodes/properties/mdns/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err921];
}
else {
vErrors.push(err921);
}
errors++;
}
}
else {
const err922 = {instancePath:instancePath+"/nodes",schemaPath:"#/properties/nodes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err922];
}
else {
vErrors.push(err922);
}
errors++;
}
let data641 = data.notion;
if(data641 && typeof data641 == "object" && !Array.isArray(data641)){
if(data641.api_key === undefined){
data641.api_key = "";
}
if(data641.database_id === undefined){
data641.database_id = "";
}
if(data641.enabled === undefined){
data641.enabled = false;
}
if(data641.input_property === undefined){
data641.input_property = "Input";
}
if(data641.max_concurrent === undefined){
data641.max_concurrent = 4;
}
if(data641.poll_interval_secs === undefined){
data641.poll_interval_secs = 5;
}
if(data641.recover_stale === undefined){
data641.recover_stale = true;
}
if(data641.result_property === undefined){
data641.result_property = "Result";
}
if(data641.status_property === undefined){
data641.status_property = "Status";
}
for(const key102 in data641){
if(!(func2.call(schema11.properties.notion.properties, key102))){
const err923 = {instancePath:instancePath+"/notion",schemaPath:"#/properties/notion/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key102},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err923];
}
else {
vErrors.push(err923);
}
errors++;
}
}
if(typeof data641.api_key !== "string"){
const err924 = {instancePath:instancePath+"/notion/api_key",schemaPath:"#/properties/notion/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err924];
}
else {
vErrors.push(err924);
}
errors++;
}
if(typeof data641.database_id !== "string"){
const err925 = {instancePath:instancePath+"/notion/database_id",schemaPath:"#/properties/notion/properties/database_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err925];
}
else {
vErrors.push(err925);
}
errors++;
}
if(typeof data641.enabled !== "boolean"){
const err926 = {instancePath:instancePath+"/notion/enabled",schemaPath:"#/properties/notion/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err926];
}
else {
vErrors.push(err926);
}
errors++;
}
if(typeof data641.input_property !== "string"){
const err927 = {instancePath:instancePath+"/notion/input_property",schemaPath:"#/properties/notion/properties/input_property/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err927];
}
else {
vErrors.push(err927);
}
errors++;
}
let data646 = data641.max_concurrent;
if(!(((typeof data646 == "number") && (!(data646 % 1) && !isNaN(data646))) && (isFinite(data646)))){
const err928 = {instancePath:instancePath+"/notion/max_concurrent",schemaPath:"#/properties/notion/properties/max_concurrent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err928];
}
else {
vErrors.push(err928);
}
errors++;
}
if((typeof data646 == "number") && (isFinite(data646))){
if(data646 < 1 || isNaN(data646)){
const err929 = {instancePath:instancePath+"/notion/max_concurrent",schemaPath:"#/properties/notion/properties/max_concurrent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err929];
}
else {
vErrors.push(err929);
}
errors++;
}
}
let data647 = data641.poll_interval_secs;
if(!(((typeof data647 == "number") && (!(data647 % 1) && !isNaN(data647))) && (isFinite(data647)))){
const err930 = {instancePath:instancePath+"/notion/poll_interval_secs",schemaPath:"#/properties/notion/properties/poll_interval_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err930];
}
else {
vErrors.push(err930);
}
errors++;
}
if((typeof data647 == "number") && (isFinite(data647))){
if(data647 < 1 || isNaN(data647)){
const err931 = {instancePath:instancePath+"/notion/poll_interval_secs",schemaPath:"#/properties/notion/properties/poll_interval_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err931];
}
else {
vErrors.push(err931);
}
errors++;
}
}
if(typeof data641.recover_stale !== "boolean"){
const err932 = {instancePath:instancePath+"/notion/recover_stale",schemaPath:"#/properties/notion/properties/recover_stale/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err932];
}
else {
vErrors.push(err932);
}
errors++;
}
if(typeof data641.result_property !== "string"){
const err933 = {instancePath:instancePath+"/notion/result_property",schemaPath:"#/properties/notion/properties/result_property/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err933];
}
else {
vErrors.push(err933);
}
errors++;
}
if(typeof data641.status_property !== "string"){
const err934 = {instancePath:instancePath+"/notion/status_property",schemaPath:"#/properties/notion/properties/status_property/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err934];
}
else {
vErrors.push(err934);
}
errors++;
}
}
else {
const err935 = {instancePath:instancePath+"/notion",schemaPath:"#/properties/notion/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err935];
}
else {
vErrors.push(err935);
}
errors++;
}
let data651 = data.observability;
if(data651 && typeof data651 == "object" && !Array.isArray(data651)){
if(data651.backend === undefined){
data651.backend = "none";
}
if(data651.log_llm_request_payload === undefined){
data651.log_llm_request_payload = "off";
}
if(data651.log_tool_io === undefined){
data651.log_tool_io = "off";
}
if(data651.otel_genai_content === undefined){
data651.otel_genai_content = "off";
}
if(data651.otel_tool_io === undefined){
data651.otel_tool_io = "off";
}
if(data651.log_persistence === undefined){
data651.log_persistence = {};
}
if(data651.log_persistence_max_bytes === undefined){
data651.log_persistence_max_bytes = 0;
}
if(data651.log_persistence_max_entries === undefined){
data651.log_persistence_max_entries = 200;
}
if(data651.log_persistence_max_entries_per_segment === undefined){
data651.log_persistence_max_entries_per_segment = 0;
}
if(data651.log_persistence_path === undefined){
data651.log_persistence_path = "state/runtime-trace.jsonl";
}
if(data651.log_persistence_retention_max_age_days === undefined){
data651.log_persistence_retention_max_age_days = 0;
}
if(data651.log_persistence_retention_max_files === undefined){
data651.log_persistence_retention_max_files = 7;
}
if(data651.log_persistence_rotate_daily === undefined){
data651.log_persistence_rotate_daily = true;
}
if(data651.log_tool_io_denylist === undefined){
data651.log_tool_io_denylist = [];
}
if(data651.log_tool_io_truncate_bytes === undefined){
data651.log_tool_io_truncate_bytes = 40960;
}
if(data651.otel_endpoint === undefined){
data651.otel_endpoint = null;
}
if(data651.otel_genai_content_max_chars === undefined){
data651.otel_genai_content_max_chars = 1000;
}
if(data651.otel_tool_io_max_chars === undefined){
data651.otel_tool_io_max_chars = 1000;
}
if(data651.otel_headers === undefined){
data651.otel_headers = null;
}
if(data651.otel_service_name === undefined){
data651.otel_service_name = null;
}
for(const key103 in data651){
if(!(func2.call(schema11.properties.observability.properties, key103))){
const err936 = {instancePath:instancePath+"/observability",schemaPath:"#/properties/observability/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key103},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err936];
}
else {
vErrors.push(err936);
}
errors++;
}
}
let data652 = data651.backend;
if(typeof data652 !== "string"){
const err937 = {instancePath:instancePath+"/observability/backend",schemaPath:"#/properties/observability/properties/backend/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err937];
}
else {
vErrors.push(err937);
}
errors++;
}
if(!(((((data652 === "none") || (data652 === "log")) || (data652 === "verbose")) || (data652 === "prometheus")) || (data652 === "otel"))){
const err938 = {instancePath:instancePath+"/observability/backend",schemaPath:"#/properties/observability/properties/backend/enum",keyword:"enum",params:{allowedValues: schema11.properties.observability.properties.backend.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err938];
}
else {
vErrors.push(err938);
}
errors++;
}
let data653 = data651.log_llm_request_payload;
if(typeof data653 !== "string"){
const err939 = {instancePath:instancePath+"/observability/log_llm_request_payload",schemaPath:"#/properties/observability/properties/log_llm_request_payload/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err939];
}
else {
vErrors.push(err939);
}
errors++;
}
if(!(((data653 === "off") || (data653 === "redacted")) || (data653 === "full"))){
const err940 = {instancePath:instancePath+"/observability/log_llm_request_payload",schemaPath:"#/properties/observability/properties/log_llm_request_payload/enum",keyword:"enum",params:{allowedValues: schema11.properties.observability.properties.log_llm_request_payload.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err940];
}
else {
vErrors.push(err940);
}
errors++;
}
let data654 = data651.log_tool_io;
if(typeof data654 !== "string"){
const err941 = {instancePath:instancePath+"/observability/log_tool_io",schemaPath:"#/properties/observability/properties/log_tool_io/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err941];
}
else {
vErrors.push(err941);
}
errors++;
}
if(!(((data654 === "off") || (data654 === "redacted")) || (data654 === "full"))){
const err942 = {instancePath:instancePath+"/observability/log_tool_io",schemaPath:"#/properties/observability/properties/log_tool_io/enum",keyword:"enum",params:{allowedValues: schema11.properties.observability.properties.log_tool_io.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err942];
}
else {
vErrors.push(err942);
}
errors++;
}
let data655 = data651.otel_genai_content;
if(typeof data655 !== "string"){
const err943 = {instancePath:instancePath+"/observability/otel_genai_content",schemaPath:"#/properties/observability/properties/otel_genai_content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err943];
}
else {
vErrors.push(err943);
}
errors++;
}
if(!(((data655 === "off") || (data655 === "redacted")) || (data655 === "full"))){
const err944 = {instancePath:instancePath+"/observability/otel_genai_content",schemaPath:"#/properties/observability/properties/otel_genai_content/enum",keyword:"enum",params:{allowedValues: schema11.properties.observability.properties.otel_genai_content.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err944];
}
else {
vErrors.push(err944);
}
errors++;
}
let data656 = data651.otel_tool_io;
if(typeof data656 !== "string"){
const err945 = {instancePath:instancePath+"/observability/otel_tool_io",schemaPath:"#/properties/observability/properties/otel_tool_io/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err945];
}
else {
vErrors.push(err945);
}
errors++;
}
if(!(((data656 === "off") || (data656 === "redacted")) || (data656 === "full"))){
const err946 = {instancePath:instancePath+"/observability/otel_tool_io",schemaPath:"#/properties/observability/properties/otel_tool_io/enum",keyword:"enum",params:{allowedValues: schema11.properties.observability.properties.otel_tool_io.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err946];
}
else {
vErrors.push(err946);
}
errors++;
}
let data657 = data651.log_persistence;
if(data657 && typeof data657 == "object" && !Array.isArray(data657)){
}
else {
const err947 = {instancePath:instancePath+"/observability/log_persistence",schemaPath:"#/properties/observability/properties/log_persistence/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err947];
}
else {
vErrors.push(err947);
}
errors++;
}
let data658 = data651.log_persistence_max_bytes;
if(!(((typeof data658 == "number") && (!(data658 % 1) && !isNaN(data658))) && (isFinite(data658)))){
const err948 = {instancePath:instancePath+"/observability/log_persistence_max_bytes",schemaPath:"#/properties/observability/properties/log_persistence_max_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err948];
}
else {
vErrors.push(err948);
}
errors++;
}
if((typeof data658 == "number") && (isFinite(data658))){
if(data658 < 0 || isNaN(data658)){
const err949 = {instancePath:instancePath+"/observability/log_persistence_max_bytes",schemaPath:"#/properties/observability/properties/log_persistence_max_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err949];
}
else {
vErrors.push(err949);
}
errors++;
}
}
let data659 = data651.log_persistence_max_entries;
if(!(((typeof data659 == "number") && (!(data659 % 1) && !isNaN(data659))) && (isFinite(data659)))){
const err950 = {instancePath:instancePath+"/observability/log_persistence_max_entries",schemaPath:"#/properties/observability/properties/log_persistence_max_entries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err950];
}
else {
vErrors.push(err950);
}
errors++;
}
if((typeof data659 == "number") && (isFinite(data659))){
if(data659 < 0 || isNaN(data659)){
const err951 = {instancePath:instancePath+"/observability/log_persistence_max_entries",schemaPath:"#/properties/observability/properties/log_persistence_max_entries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err951];
}
else {
vErrors.push(err951);
}
errors++;
}
}
let data660 = data651.log_persistence_max_entries_per_segment;
if(!(((typeof data660 == "number") && (!(data660 % 1) && !isNaN(data660))) && (isFinite(data660)))){
const err952 = {instancePath:instancePath+"/observability/log_persistence_max_entries_per_segment",schemaPath:"#/properties/observability/properties/log_persistence_max_entries_per_segment/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err952];
}
else {
vErrors.push(err952);
}
errors++;
}
if((typeof data660 == "number") && (isFinite(data660))){
if(data660 < 0 || isNaN(data660)){
const err953 = {instancePath:instancePath+"/observability/log_persistence_max_entries_per_segment",schemaPath:"#/properties/observability/properties/log_persistence_max_entries_per_segment/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err953];
}
else {
vErrors.push(err953);
}
errors++;
}
}
if(typeof data651.log_persistence_path !== "string"){
const err954 = {instancePath:instancePath+"/observability/log_persistence_path",schemaPath:"#/properties/observability/properties/log_persistence_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err954];
}
else {
vErrors.push(err954);
}
errors++;
}
let data662 = data651.log_persistence_retention_max_age_days;
if(!(((typeof data662 == "number") && (!(data662 % 1) && !isNaN(data662))) && (isFinite(data662)))){
const err955 = {instancePath:instancePath+"/observability/log_persistence_retention_max_age_days",schemaPath:"#/properties/observability/properties/log_persistence_retention_max_age_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err955];
}
else {
vErrors.push(err955);
}
errors++;
}
if((typeof data662 == "number") && (isFinite(data662))){
if(data662 < 0 || isNaN(data662)){
const err956 = {instancePath:instancePath+"/observability/log_persistence_retention_max_age_days",schemaPath:"#/properties/observability/properties/log_persistence_retention_max_age_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err956];
}
else {
vErrors.push(err956);
}
errors++;
}
}
let data663 = data651.log_persistence_retention_max_files;
if(!(((typeof data663 == "number") && (!(data663 % 1) && !isNaN(data663))) && (isFinite(data663)))){
const err957 = {instancePath:instancePath+"/observability/log_persistence_retention_max_files",schemaPath:"#/properties/observability/properties/log_persistence_retention_max_files/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err957];
}
else {
vErrors.push(err957);
}
errors++;
}
if((typeof data663 == "number") && (isFinite(data663))){
if(data663 < 0 || isNaN(data663)){
const err958 = {instancePath:instancePath+"/observability/log_persistence_retention_max_files",schemaPath:"#/properties/observability/properties/log_persistence_retention_max_files/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err958];
}
else {
vErrors.push(err958);
}
errors++;
}
}
if(typeof data651.log_persistence_rotate_daily !== "boolean"){
const err959 = {instancePath:instancePath+"/observability/log_persistence_rotate_daily",schemaPath:"#/properties/observability/properties/log_persistence_rotate_daily/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err959];
}
else {
vErrors.push(err959);
}
errors++;
}
let data665 = data651.log_tool_io_denylist;
if(Array.isArray(data665)){
const len58 = data665.length;
for(let i58=0; i58<len58; i58++){
if(typeof data665[i58] !== "string"){
const err960 = {instancePath:instancePath+"/observability/log_tool_io_denylist/" + i58,schemaPath:"#/properties/observability/properties/log_tool_io_denylist/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err960];
}
else {
vErrors.push(err960);
}
errors++;
}
}
}
else {
const err961 = {instancePath:instancePath+"/observability/log_tool_io_denylist",schemaPath:"#/properties/observability/properties/log_tool_io_denylist/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err961];
}
else {
vErrors.push(err961);
}
errors++;
}
let data667 = data651.log_tool_io_truncate_bytes;
if(!(((typeof data667 == "number") && (!(data667 % 1) && !isNaN(data667))) && (isFinite(data667)))){
const err962 = {instancePath:instancePath+"/observability/log_tool_io_truncate_bytes",schemaPath:"#/properties/observability/properties/log_tool_io_truncate_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err962];
}
else {
vErrors.push(err962);
}
errors++;
}
if((typeof data667 == "number") && (isFinite(data667))){
if(data667 < 0 || isNaN(data667)){
const err963 = {instancePath:instancePath+"/observability/log_tool_io_truncate_bytes",schemaPath:"#/properties/observability/properties/log_tool_io_truncate_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err963];
}
else {
vErrors.push(err963);
}
errors++;
}
}
let data668 = data651.otel_endpoint;
if((typeof data668 !== "string") && (data668 !== null)){
const err964 = {instancePath:instancePath+"/observability/otel_endpoint",schemaPath:"#/properties/observability/properties/otel_endpoint/type",keyword:"type",params:{type: schema11.properties.observability.properties.otel_endpoint.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err964];
}
else {
vErrors.push(err964);
}
errors++;
}
let data669 = data651.otel_genai_content_max_chars;
if(!(((typeof data669 == "number") && (!(data669 % 1) && !isNaN(data669))) && (isFinite(data669)))){
const err965 = {instancePath:instancePath+"/observability/otel_genai_content_max_chars",schemaPath:"#/properties/observability/properties/otel_genai_content_max_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err965];
}
else {
vErrors.push(err965);
}
errors++;
}
if((typeof data669 == "number") && (isFinite(data669))){
if(data669 < 0 || isNaN(data669)){
const err966 = {instancePath:instancePath+"/observability/otel_genai_content_max_chars",schemaPath:"#/properties/observability/properties/otel_genai_content_max_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err966];
}
else {
vErrors.push(err966);
}
errors++;
}
}
let data670 = data651.otel_tool_io_max_chars;
if(!(((typeof data670 == "number") && (!(data670 % 1) && !isNaN(data670))) && (isFinite(data670)))){
const err967 = {instancePath:instancePath+"/observability/otel_tool_io_max_chars",schemaPath:"#/properties/observability/properties/otel_tool_io_max_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err967];
}
else {
vErrors.push(err967);
}
errors++;
}
if((typeof data670 == "number") && (isFinite(data670))){
if(data670 < 0 || isNaN(data670)){
const err968 = {instancePath:instancePath+"/observability/otel_tool_io_max_chars",schemaPath:"#/properties/observability/properties/otel_tool_io_max_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err968];
}
else {
vErrors.push(err968);
}
errors++;
}
}
let data671 = data651.otel_headers;
if((!(data671 && typeof data671 == "object" && !Array.isArray(data671))) && (data671 !== null)){
const err969 = {instancePath:instancePath+"/observability/otel_headers",schemaPath:"#/properties/observability/properties/otel_headers/type",keyword:"type",params:{type: schema11.properties.observability.properties.otel_headers.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err969];
}
else {
vErrors.push(err969);
}
errors++;
}
if(data671 && typeof data671 == "object" && !Array.isArray(data671)){
for(const key104 in data671){
if(typeof data671[key104] !== "string"){
const err970 = {instancePath:instancePath+"/observability/otel_headers/" + key104.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/observability/properties/otel_headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err970];
}
else {
vErrors.push(err970);
}
errors++;
}
}
}
let data673 = data651.otel_service_name;
if((typeof data673 !== "string") && (data673 !== null)){
const err971 = {instancePath:instancePath+"/observability/otel_service_name",schemaPath:"#/properties/observability/properties/otel_service_name/type",keyword:"type",params:{type: schema11.properties.observability.properties.otel_service_name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err971];
}
else {
vErrors.push(err971);
}
errors++;
}
}
else {
const err972 = {instancePath:instancePath+"/observability",schemaPath:"#/properties/observability/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err972];
}
else {
vErrors.push(err972);
}
errors++;
}
let data674 = data.oidc;
if(data674 && typeof data674 == "object" && !Array.isArray(data674)){
for(const key105 in data674){
let data675 = data674[key105];
if(data675 && typeof data675 == "object" && !Array.isArray(data675)){
if(data675.actor_claim === undefined){
data675.actor_claim = "";
}
if(data675.actor_claim_marks === undefined){
data675.actor_claim_marks = {};
}
if(data675.allowed_authorized_parties === undefined){
data675.allowed_authorized_parties = [];
}
if(data675.audience === undefined){
data675.audience = "";
}
if(data675.claim_path === undefined){
data675.claim_path = "";
}
if(data675.client_id === undefined){
data675.client_id = "";
}
if(data675.client_secret === undefined){
data675.client_secret = null;
}
if(data675.interactive_clients === undefined){
data675.interactive_clients = [];
}
if(data675.issuer === undefined){
data675.issuer = "";
}
if(data675.max_auth_lifetime_secs === undefined){
data675.max_auth_lifetime_secs = 86400;
}
if(data675.profile_map === undefined){
data675.profile_map = {};
}
if(data675.require_at_jwt === undefined){
data675.require_at_jwt = true;
}
if(data675.require_mfa === undefined){
data675.require_mfa = false;
}
if(data675.required_acr === undefined){
data675.required_acr = [];
}
if(data675.revalidation_secs === undefined){
data675.revalidation_secs = 60;
}
if(data675.service_clients === undefined){
data675.service_clients = [];
}
if(data675.service_profile_map === undefined){
data675.service_profile_map = {};
}
if(data675.validation === undefined){
data675.validation = {};
}
for(const key106 in data675){
if(!(func2.call(schema11.properties.oidc.additionalProperties.properties, key106))){
const err973 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/oidc/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key106},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err973];
}
else {
vErrors.push(err973);
}
errors++;
}
}
if(typeof data675.actor_claim !== "string"){
const err974 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/actor_claim",schemaPath:"#/properties/oidc/additionalProperties/properties/actor_claim/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err974];
}
else {
vErrors.push(err974);
}
errors++;
}
let data677 = data675.actor_claim_marks;
if(data677 && typeof data677 == "object" && !Array.isArray(data677)){
}
else {
const err975 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/actor_claim_marks",schemaPath:"#/properties/oidc/additionalProperties/properties/actor_claim_marks/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err975];
}
else {
vErrors.push(err975);
}
errors++;
}
let data678 = data675.allowed_authorized_parties;
if(Array.isArray(data678)){
const len59 = data678.length;
for(let i59=0; i59<len59; i59++){
if(typeof data678[i59] !== "string"){
const err976 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_authorized_parties/" + i59,schemaPath:"#/properties/oidc/additionalProperties/properties/allowed_authorized_parties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err976];
}
else {
vErrors.push(err976);
}
errors++;
}
}
}
else {
const err977 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_authorized_parties",schemaPath:"#/properties/oidc/additionalProperties/properties/allowed_authorized_parties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err977];
}
else {
vErrors.push(err977);
}
errors++;
}
if(typeof data675.audience !== "string"){
const err978 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/audience",schemaPath:"#/properties/oidc/additionalProperties/properties/audience/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err978];
}
else {
vErrors.push(err978);
}
errors++;
}
if(typeof data675.claim_path !== "string"){
const err979 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/claim_path",schemaPath:"#/properties/oidc/additionalProperties/properties/claim_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err979];
}
else {
vErrors.push(err979);
}
errors++;
}
if(typeof data675.client_id !== "string"){
const err980 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/client_id",schemaPath:"#/properties/oidc/additionalProperties/properties/client_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err980];
}
else {
vErrors.push(err980);
}
errors++;
}
let data683 = data675.client_secret;
if((typeof data683 !== "string") && (data683 !== null)){
const err981 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/client_secret",schemaPath:"#/properties/oidc/additionalProperties/properties/client_secret/type",keyword:"type",params:{type: schema11.properties.oidc.additionalProperties.properties.client_secret.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err981];
}
else {
vErrors.push(err981);
}
errors++;
}
let data684 = data675.interactive_clients;
if(Array.isArray(data684)){
const len60 = data684.length;
for(let i60=0; i60<len60; i60++){
if(typeof data684[i60] !== "string"){
const err982 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/interactive_clients/" + i60,schemaPath:"#/properties/oidc/additionalProperties/properties/interactive_clients/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err982];
}
else {
vErrors.push(err982);
}
errors++;
}
}
}
else {
const err983 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/interactive_clients",schemaPath:"#/properties/oidc/additionalProperties/properties/interactive_clients/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err983];
}
else {
vErrors.push(err983);
}
errors++;
}
if(typeof data675.issuer !== "string"){
const err984 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/issuer",schemaPath:"#/properties/oidc/additionalProperties/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err984];
}
else {
vErrors.push(err984);
}
errors++;
}
let data687 = data675.max_auth_lifetime_secs;
if(!(((typeof data687 == "number") && (!(data687 % 1) && !isNaN(data687))) && (isFinite(data687)))){
const err985 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_auth_lifetime_secs",schemaPath:"#/properties/oidc/additionalProperties/properties/max_auth_lifetime_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err985];
}
else {
vErrors.push(err985);
}
errors++;
}
if((typeof data687 == "number") && (isFinite(data687))){
if(data687 < 1 || isNaN(data687)){
const err986 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_auth_lifetime_secs",schemaPath:"#/properties/oidc/additionalProperties/properties/max_auth_lifetime_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err986];
}
else {
vErrors.push(err986);
}
errors++;
}
}
let data688 = data675.profile_map;
if(data688 && typeof data688 == "object" && !Array.isArray(data688)){
for(const key107 in data688){
let data689 = data688[key107];
if(Array.isArray(data689)){
const len61 = data689.length;
for(let i61=0; i61<len61; i61++){
if(typeof data689[i61] !== "string"){
const err987 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/profile_map/" + key107.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i61,schemaPath:"#/properties/oidc/additionalProperties/properties/profile_map/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err988 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/profile_map/" + key107.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/oidc/additionalProperties/properties/profile_map/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err988];
}
else {
vErrors.push(err988);
}
errors++;
}
}
}
else {
const err989 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/profile_map",schemaPath:"#/properties/oidc/additionalProperties/properties/profile_map/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err989];
}
else {
vErrors.push(err989);
}
errors++;
}
if(typeof data675.require_at_jwt !== "boolean"){
const err990 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/require_at_jwt",schemaPath:"#/properties/oidc/additionalProperties/properties/require_at_jwt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err990];
}
else {
vErrors.push(err990);
}
errors++;
}
if(typeof data675.require_mfa !== "boolean"){
const err991 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/require_mfa",schemaPath:"#/properties/oidc/additionalProperties/properties/require_mfa/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err991];
}
else {
vErrors.push(err991);
}
errors++;
}
let data693 = data675.required_acr;
if(Array.isArray(data693)){
const len62 = data693.length;
for(let i62=0; i62<len62; i62++){
if(typeof data693[i62] !== "string"){
const err992 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/required_acr/" + i62,schemaPath:"#/properties/oidc/additionalProperties/properties/required_acr/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err993 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/required_acr",schemaPath:"#/properties/oidc/additionalProperties/properties/required_acr/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err993];
}
else {
vErrors.push(err993);
}
errors++;
}
let data695 = data675.revalidation_secs;
if(!(((typeof data695 == "number") && (!(data695 % 1) && !isNaN(data695))) && (isFinite(data695)))){
const err994 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/revalidation_secs",schemaPath:"#/properties/oidc/additionalProperties/properties/revalidation_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err994];
}
else {
vErrors.push(err994);
}
errors++;
}
if((typeof data695 == "number") && (isFinite(data695))){
if(data695 < 0 || isNaN(data695)){
const err995 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/revalidation_secs",schemaPath:"#/properties/oidc/additionalProperties/properties/revalidation_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err995];
}
else {
vErrors.push(err995);
}
errors++;
}
}
let data696 = data675.service_clients;
if(Array.isArray(data696)){
const len63 = data696.length;
for(let i63=0; i63<len63; i63++){
if(typeof data696[i63] !== "string"){
const err996 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/service_clients/" + i63,schemaPath:"#/properties/oidc/additionalProperties/properties/service_clients/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err996];
}
else {
vErrors.push(err996);
}
errors++;
}
}
}
else {
const err997 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/service_clients",schemaPath:"#/properties/oidc/additionalProperties/properties/service_clients/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err997];
}
else {
vErrors.push(err997);
}
errors++;
}
let data698 = data675.service_profile_map;
if(data698 && typeof data698 == "object" && !Array.isArray(data698)){
for(const key108 in data698){
let data699 = data698[key108];
if(Array.isArray(data699)){
const len64 = data699.length;
for(let i64=0; i64<len64; i64++){
if(typeof data699[i64] !== "string"){
const err998 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/service_profile_map/" + key108.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i64,schemaPath:"#/properties/oidc/additionalProperties/properties/service_profile_map/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err998];
}
else {
vErrors.push(err998);
}
errors++;
}
}
}
else {
const err999 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/service_profile_map/" + key108.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/oidc/additionalProperties/properties/service_profile_map/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err999];
}
else {
vErrors.push(err999);
}
errors++;
}
}
}
else {
const err1000 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/service_profile_map",schemaPath:"#/properties/oidc/additionalProperties/properties/service_profile_map/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1000];
}
else {
vErrors.push(err1000);
}
errors++;
}
let data701 = data675.validation;
if(data701 && typeof data701 == "object" && !Array.isArray(data701)){
}
else {
const err1001 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1")+"/validation",schemaPath:"#/properties/oidc/additionalProperties/properties/validation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1001];
}
else {
vErrors.push(err1001);
}
errors++;
}
}
else {
const err1002 = {instancePath:instancePath+"/oidc/" + key105.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/oidc/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1002];
}
else {
vErrors.push(err1002);
}
errors++;
}
}
const aliasErrors19 = keyword0(data674, instancePath+"/oidc", "#/properties/oidc/x-alias-map");
if(!(aliasErrors19 === null)){
vErrors = vErrors === null ? aliasErrors19 : vErrors.concat(aliasErrors19);
errors = vErrors.length;
}
}
else {
const err1003 = {instancePath:instancePath+"/oidc",schemaPath:"#/properties/oidc/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1003];
}
else {
vErrors.push(err1003);
}
errors++;
}
let data702 = data.onboard_state;
if(data702 && typeof data702 == "object" && !Array.isArray(data702)){
if(data702.completed_sections === undefined){
data702.completed_sections = [];
}
if(data702.quickstart_completed === undefined){
data702.quickstart_completed = false;
}
for(const key109 in data702){
if(!((key109 === "completed_sections") || (key109 === "quickstart_completed"))){
const err1004 = {instancePath:instancePath+"/onboard_state",schemaPath:"#/properties/onboard_state/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key109},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1004];
}
else {
vErrors.push(err1004);
}
errors++;
}
}
let data703 = data702.completed_sections;
if(Array.isArray(data703)){
const len65 = data703.length;
for(let i65=0; i65<len65; i65++){
if(typeof data703[i65] !== "string"){
const err1005 = {instancePath:instancePath+"/onboard_state/completed_sections/" + i65,schemaPath:"#/properties/onboard_state/properties/completed_sections/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1005];
}
else {
vErrors.push(err1005);
}
errors++;
}
}
}
else {
const err1006 = {instancePath:instancePath+"/onboard_state/completed_sections",schemaPath:"#/properties/onboard_state/properties/completed_sections/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1006];
}
else {
vErrors.push(err1006);
}
errors++;
}
if(typeof data702.quickstart_completed !== "boolean"){
const err1007 = {instancePath:instancePath+"/onboard_state/quickstart_completed",schemaPath:"#/properties/onboard_state/properties/quickstart_completed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1007];
}
else {
vErrors.push(err1007);
}
errors++;
}
}
else {
const err1008 = {instancePath:instancePath+"/onboard_state",schemaPath:"#/properties/onboard_state/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1008];
}
else {
vErrors.push(err1008);
}
errors++;
}
let data706 = data.opencode_cli;
if(data706 && typeof data706 == "object" && !Array.isArray(data706)){
if(data706.enabled === undefined){
data706.enabled = false;
}
if(data706.env_passthrough === undefined){
data706.env_passthrough = [];
}
if(data706.max_output_bytes === undefined){
data706.max_output_bytes = 2097152;
}
if(data706.timeout_secs === undefined){
data706.timeout_secs = 600;
}
for(const key110 in data706){
if(!((((key110 === "enabled") || (key110 === "env_passthrough")) || (key110 === "max_output_bytes")) || (key110 === "timeout_secs"))){
const err1009 = {instancePath:instancePath+"/opencode_cli",schemaPath:"#/properties/opencode_cli/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key110},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1009];
}
else {
vErrors.push(err1009);
}
errors++;
}
}
if(typeof data706.enabled !== "boolean"){
const err1010 = {instancePath:instancePath+"/opencode_cli/enabled",schemaPath:"#/properties/opencode_cli/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1010];
}
else {
vErrors.push(err1010);
}
errors++;
}
let data708 = data706.env_passthrough;
if(Array.isArray(data708)){
const len66 = data708.length;
for(let i66=0; i66<len66; i66++){
if(typeof data708[i66] !== "string"){
const err1011 = {instancePath:instancePath+"/opencode_cli/env_passthrough/" + i66,schemaPath:"#/properties/opencode_cli/properties/env_passthrough/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1011];
}
else {
vErrors.push(err1011);
}
errors++;
}
}
}
else {
const err1012 = {instancePath:instancePath+"/opencode_cli/env_passthrough",schemaPath:"#/properties/opencode_cli/properties/env_passthrough/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1012];
}
else {
vErrors.push(err1012);
}
errors++;
}
let data710 = data706.max_output_bytes;
if(!(((typeof data710 == "number") && (!(data710 % 1) && !isNaN(data710))) && (isFinite(data710)))){
const err1013 = {instancePath:instancePath+"/opencode_cli/max_output_bytes",schemaPath:"#/properties/opencode_cli/properties/max_output_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1013];
}
else {
vErrors.push(err1013);
}
errors++;
}
if((typeof data710 == "number") && (isFinite(data710))){
if(data710 < 1 || isNaN(data710)){
const err1014 = {instancePath:instancePath+"/opencode_cli/max_output_bytes",schemaPath:"#/properties/opencode_cli/properties/max_output_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1014];
}
else {
vErrors.push(err1014);
}
errors++;
}
}
let data711 = data706.timeout_secs;
if(!(((typeof data711 == "number") && (!(data711 % 1) && !isNaN(data711))) && (isFinite(data711)))){
const err1015 = {instancePath:instancePath+"/opencode_cli/timeout_secs",schemaPath:"#/properties/opencode_cli/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1015];
}
else {
vErrors.push(err1015);
}
errors++;
}
if((typeof data711 == "number") && (isFinite(data711))){
if(data711 < 1 || isNaN(data711)){
const err1016 = {instancePath:instancePath+"/opencode_cli/timeout_secs",schemaPath:"#/properties/opencode_cli/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err1017 = {instancePath:instancePath+"/opencode_cli",schemaPath:"#/properties/opencode_cli/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1017];
}
else {
vErrors.push(err1017);
}
errors++;
}
let data712 = data.pacing;
if(data712 && typeof data712 == "object" && !Array.isArray(data712)){
if(data712.loop_detection_enabled === undefined){
data712.loop_detection_enabled = true;
}
if(data712.loop_detection_max_repeats === undefined){
data712.loop_detection_max_repeats = 3;
}
if(data712.loop_detection_min_elapsed_secs === undefined){
data712.loop_detection_min_elapsed_secs = null;
}
if(data712.loop_detection_no_progress_min_calls === undefined){
data712.loop_detection_no_progress_min_calls = 5;
}
if(data712.loop_detection_window_size === undefined){
data712.loop_detection_window_size = 20;
}
if(data712.loop_ignore_tools === undefined){
data712.loop_ignore_tools = [];
}
if(data712.message_timeout_scale_max === undefined){
data712.message_timeout_scale_max = null;
}
if(data712.step_timeout_secs === undefined){
data712.step_timeout_secs = null;
}
for(const key111 in data712){
if(!((((((((key111 === "loop_detection_enabled") || (key111 === "loop_detection_max_repeats")) || (key111 === "loop_detection_min_elapsed_secs")) || (key111 === "loop_detection_no_progress_min_calls")) || (key111 === "loop_detection_window_size")) || (key111 === "loop_ignore_tools")) || (key111 === "message_timeout_scale_max")) || (key111 === "step_timeout_secs"))){
const err1018 = {instancePath:instancePath+"/pacing",schemaPath:"#/properties/pacing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key111},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1018];
}
else {
vErrors.push(err1018);
}
errors++;
}
}
if(typeof data712.loop_detection_enabled !== "boolean"){
const err1019 = {instancePath:instancePath+"/pacing/loop_detection_enabled",schemaPath:"#/properties/pacing/properties/loop_detection_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1019];
}
else {
vErrors.push(err1019);
}
errors++;
}
let data714 = data712.loop_detection_max_repeats;
if(!(((typeof data714 == "number") && (!(data714 % 1) && !isNaN(data714))) && (isFinite(data714)))){
const err1020 = {instancePath:instancePath+"/pacing/loop_detection_max_repeats",schemaPath:"#/properties/pacing/properties/loop_detection_max_repeats/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1020];
}
else {
vErrors.push(err1020);
}
errors++;
}
if((typeof data714 == "number") && (isFinite(data714))){
if(data714 < 0 || isNaN(data714)){
const err1021 = {instancePath:instancePath+"/pacing/loop_detection_max_repeats",schemaPath:"#/properties/pacing/properties/loop_detection_max_repeats/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1021];
}
else {
vErrors.push(err1021);
}
errors++;
}
}
let data715 = data712.loop_detection_min_elapsed_secs;
if((!(((typeof data715 == "number") && (!(data715 % 1) && !isNaN(data715))) && (isFinite(data715)))) && (data715 !== null)){
const err1022 = {instancePath:instancePath+"/pacing/loop_detection_min_elapsed_secs",schemaPath:"#/properties/pacing/properties/loop_detection_min_elapsed_secs/type",keyword:"type",params:{type: schema11.properties.pacing.properties.loop_detection_min_elapsed_secs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1022];
}
else {
vErrors.push(err1022);
}
errors++;
}
if((typeof data715 == "number") && (isFinite(data715))){
if(data715 < 0 || isNaN(data715)){
const err1023 = {instancePath:instancePath+"/pacing/loop_detection_min_elapsed_secs",schemaPath:"#/properties/pacing/properties/loop_detection_min_elapsed_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1023];
}
else {
vErrors.push(err1023);
}
errors++;
}
}
let data716 = data712.loop_detection_no_progress_min_calls;
if(!(((typeof data716 == "number") && (!(data716 % 1) && !isNaN(data716))) && (isFinite(data716)))){
const err1024 = {instancePath:instancePath+"/pacing/loop_detection_no_progress_min_calls",schemaPath:"#/properties/pacing/properties/loop_detection_no_progress_min_calls/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1024];
}
else {
vErrors.push(err1024);
}
errors++;
}
if((typeof data716 == "number") && (isFinite(data716))){
if(data716 < 0 || isNaN(data716)){
const err1025 = {instancePath:instancePath+"/pacing/loop_detection_no_progress_min_calls",schemaPath:"#/properties/pacing/properties/loop_detection_no_progress_min_calls/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1025];
}
else {
vErrors.push(err1025);
}
errors++;
}
}
let data717 = data712.loop_detection_window_size;
if(!(((typeof data717 == "number") && (!(data717 % 1) && !isNaN(data717))) && (isFinite(data717)))){
const err1026 = {instancePath:instancePath+"/pacing/loop_detection_window_size",schemaPath:"#/properties/pacing/properties/loop_detection_window_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1026];
}
else {
vErrors.push(err1026);
}
errors++;
}
if((typeof data717 == "number") && (isFinite(data717))){
if(data717 < 0 || isNaN(data717)){
const err1027 = {instancePath:instancePath+"/pacing/loop_detection_window_size",schemaPath:"#/properties/pacing/properties/loop_detection_window_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1027];
}
else {
vErrors.push(err1027);
}
errors++;
}
}
let data718 = data712.loop_ignore_tools;
if(Array.isArray(data718)){
const len67 = data718.length;
for(let i67=0; i67<len67; i67++){
if(typeof data718[i67] !== "string"){
const err1028 = {instancePath:instancePath+"/pacing/loop_ignore_tools/" + i67,schemaPath:"#/properties/pacing/properties/loop_ignore_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1028];
}
else {
vErrors.push(err1028);
}
errors++;
}
}
}
else {
const err1029 = {instancePath:instancePath+"/pacing/loop_ignore_tools",schemaPath:"#/properties/pacing/properties/loop_ignore_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1029];
}
else {
vErrors.push(err1029);
}
errors++;
}
let data720 = data712.message_timeout_scale_max;
if((!(((typeof data720 == "number") && (!(data720 % 1) && !isNaN(data720))) && (isFinite(data720)))) && (data720 !== null)){
const err1030 = {instancePath:instancePath+"/pacing/message_timeout_scale_max",schemaPath:"#/properties/pacing/properties/message_timeout_scale_max/type",keyword:"type",params:{type: schema11.properties.pacing.properties.message_timeout_scale_max.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1030];
}
else {
vErrors.push(err1030);
}
errors++;
}
if((typeof data720 == "number") && (isFinite(data720))){
if(data720 < 0 || isNaN(data720)){
const err1031 = {instancePath:instancePath+"/pacing/message_timeout_scale_max",schemaPath:"#/properties/pacing/properties/message_timeout_scale_max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1031];
}
else {
vErrors.push(err1031);
}
errors++;
}
}
let data721 = data712.step_timeout_secs;
if((!(((typeof data721 == "number") && (!(data721 % 1) && !isNaN(data721))) && (isFinite(data721)))) && (data721 !== null)){
const err1032 = {instancePath:instancePath+"/pacing/step_timeout_secs",schemaPath:"#/properties/pacing/properties/step_timeout_secs/type",keyword:"type",params:{type: schema11.properties.pacing.properties.step_timeout_secs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1032];
}
else {
vErrors.push(err1032);
}
errors++;
}
if((typeof data721 == "number") && (isFinite(data721))){
if(data721 < 0 || isNaN(data721)){
const err1033 = {instancePath:instancePath+"/pacing/step_timeout_secs",schemaPath:"#/properties/pacing/properties/step_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err1034 = {instancePath:instancePath+"/pacing",schemaPath:"#/properties/pacing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1034];
}
else {
vErrors.push(err1034);
}
errors++;
}
let data722 = data.peer_groups;
if(data722 && typeof data722 == "object" && !Array.isArray(data722)){
for(const key112 in data722){
let data723 = data722[key112];
if(data723 && typeof data723 == "object" && !Array.isArray(data723)){
if(data723.admin_for_agent_scope === undefined){
data723.admin_for_agent_scope = false;
}
if(data723.agents === undefined){
data723.agents = [];
}
if(data723.external_peers === undefined){
data723.external_peers = [];
}
if(data723.ignore === undefined){
data723.ignore = [];
}
if(data723.output_modality === undefined){
data723.output_modality = {};
}
if(data723.channel === undefined){
const err1035 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/peer_groups/additionalProperties/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err1035];
}
else {
vErrors.push(err1035);
}
errors++;
}
for(const key113 in data723){
if(!((((((key113 === "admin_for_agent_scope") || (key113 === "agents")) || (key113 === "channel")) || (key113 === "external_peers")) || (key113 === "ignore")) || (key113 === "output_modality"))){
const err1036 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/peer_groups/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key113},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1036];
}
else {
vErrors.push(err1036);
}
errors++;
}
}
if(typeof data723.admin_for_agent_scope !== "boolean"){
const err1037 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/admin_for_agent_scope",schemaPath:"#/properties/peer_groups/additionalProperties/properties/admin_for_agent_scope/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1037];
}
else {
vErrors.push(err1037);
}
errors++;
}
let data725 = data723.agents;
if(Array.isArray(data725)){
const len68 = data725.length;
for(let i68=0; i68<len68; i68++){
if(typeof data725[i68] !== "string"){
const err1038 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/agents/" + i68,schemaPath:"#/properties/peer_groups/additionalProperties/properties/agents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err1039 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/agents",schemaPath:"#/properties/peer_groups/additionalProperties/properties/agents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1039];
}
else {
vErrors.push(err1039);
}
errors++;
}
if(data723.channel !== undefined){
let data727 = data723.channel;
if(typeof data727 === "string"){
if(func3(data727) < 1){
const err1040 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/channel",schemaPath:"#/properties/peer_groups/additionalProperties/properties/channel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1040];
}
else {
vErrors.push(err1040);
}
errors++;
}
}
else {
const err1041 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/channel",schemaPath:"#/properties/peer_groups/additionalProperties/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1041];
}
else {
vErrors.push(err1041);
}
errors++;
}
}
let data728 = data723.external_peers;
if(Array.isArray(data728)){
const len69 = data728.length;
for(let i69=0; i69<len69; i69++){
if(typeof data728[i69] !== "string"){
const err1042 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/external_peers/" + i69,schemaPath:"#/properties/peer_groups/additionalProperties/properties/external_peers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1042];
}
else {
vErrors.push(err1042);
}
errors++;
}
}
}
else {
const err1043 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/external_peers",schemaPath:"#/properties/peer_groups/additionalProperties/properties/external_peers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1043];
}
else {
vErrors.push(err1043);
}
errors++;
}
let data730 = data723.ignore;
if(Array.isArray(data730)){
const len70 = data730.length;
for(let i70=0; i70<len70; i70++){
if(typeof data730[i70] !== "string"){
const err1044 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/ignore/" + i70,schemaPath:"#/properties/peer_groups/additionalProperties/properties/ignore/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1044];
}
else {
vErrors.push(err1044);
}
errors++;
}
}
}
else {
const err1045 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/ignore",schemaPath:"#/properties/peer_groups/additionalProperties/properties/ignore/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1045];
}
else {
vErrors.push(err1045);
}
errors++;
}
let data732 = data723.output_modality;
if(data732 && typeof data732 == "object" && !Array.isArray(data732)){
}
else {
const err1046 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1")+"/output_modality",schemaPath:"#/properties/peer_groups/additionalProperties/properties/output_modality/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1046];
}
else {
vErrors.push(err1046);
}
errors++;
}
}
else {
const err1047 = {instancePath:instancePath+"/peer_groups/" + key112.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/peer_groups/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1047];
}
else {
vErrors.push(err1047);
}
errors++;
}
}
const aliasErrors20 = keyword0(data722, instancePath+"/peer_groups", "#/properties/peer_groups/x-alias-map");
if(!(aliasErrors20 === null)){
vErrors = vErrors === null ? aliasErrors20 : vErrors.concat(aliasErrors20);
errors = vErrors.length;
}
}
else {
const err1048 = {instancePath:instancePath+"/peer_groups",schemaPath:"#/properties/peer_groups/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1048];
}
else {
vErrors.push(err1048);
}
errors++;
}
let data733 = data.peripherals;
if(data733 && typeof data733 == "object" && !Array.isArray(data733)){
if(data733.boards === undefined){
data733.boards = [];
}
if(data733.datasheet_dir === undefined){
data733.datasheet_dir = null;
}
if(data733.enabled === undefined){
data733.enabled = false;
}
for(const key114 in data733){
if(!(((key114 === "boards") || (key114 === "datasheet_dir")) || (key114 === "enabled"))){
const err1049 = {instancePath:instancePath+"/peripherals",schemaPath:"#/properties/peripherals/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key114},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1049];
}
else {
vErrors.push(err1049);
}
errors++;
}
}
let data734 = data733.boards;
if(Array.isArray(data734)){
const len71 = data734.length;
for(let i71=0; i71<len71; i71++){
let data735 = data734[i71];
if(!(data735 && typeof data735 == "object" && !Array.isArray(data735))){
const err1050 = {instancePath:instancePath+"/peripherals/boards/" + i71,schemaPath:"#/properties/peripherals/properties/boards/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1050];
}
else {
vErrors.push(err1050);
}
errors++;
}
}
}
else {
const err1051 = {instancePath:instancePath+"/peripherals/boards",schemaPath:"#/properties/peripherals/properties/boards/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1051];
}
else {
vErrors.push(err1051);
}
errors++;
}
let data736 = data733.datasheet_dir;
if((typeof data736 !== "string") && (data736 !== null)){
const err1052 = {instancePath:instancePath+"/peripherals/datasheet_dir",schemaPath:"#/properties/peripherals/properties/datasheet_dir/type",keyword:"type",params:{type: schema11.properties.peripherals.properties.datasheet_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1052];
}
else {
vErrors.push(err1052);
}
errors++;
}
if(typeof data733.enabled !== "boolean"){
const err1053 = {instancePath:instancePath+"/peripherals/enabled",schemaPath:"#/properties/peripherals/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1053];
}
else {
vErrors.push(err1053);
}
errors++;
}
}
else {
const err1054 = {instancePath:instancePath+"/peripherals",schemaPath:"#/properties/peripherals/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1054];
}
else {
vErrors.push(err1054);
}
errors++;
}
let data738 = data.permission_profiles;
if(data738 && typeof data738 == "object" && !Array.isArray(data738)){
for(const key115 in data738){
let data739 = data738[key115];
if(data739 && typeof data739 == "object" && !Array.isArray(data739)){
if(data739.admin === undefined){
data739.admin = false;
}
if(data739.allowed_agents === undefined){
data739.allowed_agents = [];
}
if(data739.allowed_tools === undefined){
data739.allowed_tools = [];
}
if(data739.config_write_paths === undefined){
data739.config_write_paths = [];
}
if(data739.grants === undefined){
data739.grants = {};
}
for(const key116 in data739){
if(!(((((key116 === "admin") || (key116 === "allowed_agents")) || (key116 === "allowed_tools")) || (key116 === "config_write_paths")) || (key116 === "grants"))){
const err1055 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/permission_profiles/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key116},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1055];
}
else {
vErrors.push(err1055);
}
errors++;
}
}
if(typeof data739.admin !== "boolean"){
const err1056 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/admin",schemaPath:"#/properties/permission_profiles/additionalProperties/properties/admin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1056];
}
else {
vErrors.push(err1056);
}
errors++;
}
let data741 = data739.allowed_agents;
if(Array.isArray(data741)){
const len72 = data741.length;
for(let i72=0; i72<len72; i72++){
if(typeof data741[i72] !== "string"){
const err1057 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_agents/" + i72,schemaPath:"#/properties/permission_profiles/additionalProperties/properties/allowed_agents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1057];
}
else {
vErrors.push(err1057);
}
errors++;
}
}
}
else {
const err1058 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_agents",schemaPath:"#/properties/permission_profiles/additionalProperties/properties/allowed_agents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1058];
}
else {
vErrors.push(err1058);
}
errors++;
}
let data743 = data739.allowed_tools;
if(Array.isArray(data743)){
const len73 = data743.length;
for(let i73=0; i73<len73; i73++){
if(typeof data743[i73] !== "string"){
const err1059 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_tools/" + i73,schemaPath:"#/properties/permission_profiles/additionalProperties/properties/allowed_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1059];
}
else {
vErrors.push(err1059);
}
errors++;
}
}
}
else {
const err1060 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/allowed_tools",schemaPath:"#/properties/permission_profiles/additionalProperties/properties/allowed_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1060];
}
else {
vErrors.push(err1060);
}
errors++;
}
let data745 = data739.config_write_paths;
if(Array.isArray(data745)){
const len74 = data745.length;
for(let i74=0; i74<len74; i74++){
if(typeof data745[i74] !== "string"){
const err1061 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/config_write_paths/" + i74,schemaPath:"#/properties/permission_profiles/additionalProperties/properties/config_write_paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1061];
}
else {
vErrors.push(err1061);
}
errors++;
}
}
}
else {
const err1062 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/config_write_paths",schemaPath:"#/properties/permission_profiles/additionalProperties/properties/config_write_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1062];
}
else {
vErrors.push(err1062);
}
errors++;
}
let data747 = data739.grants;
if(data747 && typeof data747 == "object" && !Array.isArray(data747)){
for(const key117 in data747){
let data748 = data747[key117];
if(Array.isArray(data748)){
const len75 = data748.length;
for(let i75=0; i75<len75; i75++){
if(typeof data748[i75] !== "string"){
const err1063 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/grants/" + key117.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i75,schemaPath:"#/properties/permission_profiles/additionalProperties/properties/grants/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1063];
}
else {
vErrors.push(err1063);
}
errors++;
}
}
}
else {
const err1064 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/grants/" + key117.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/permission_profiles/additionalProperties/properties/grants/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err1065 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1")+"/grants",schemaPath:"#/properties/permission_profiles/additionalProperties/properties/grants/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1065];
}
else {
vErrors.push(err1065);
}
errors++;
}
}
else {
const err1066 = {instancePath:instancePath+"/permission_profiles/" + key115.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/permission_profiles/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1066];
}
else {
vErrors.push(err1066);
}
errors++;
}
}
const aliasErrors21 = keyword0(data738, instancePath+"/permission_profiles", "#/properties/permission_profiles/x-alias-map");
if(!(aliasErrors21 === null)){
vErrors = vErrors === null ? aliasErrors21 : vErrors.concat(aliasErrors21);
errors = vErrors.length;
}
}
else {
const err1067 = {instancePath:instancePath+"/permission_profiles",schemaPath:"#/properties/permission_profiles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1067];
}
else {
vErrors.push(err1067);
}
errors++;
}
let data750 = data.pipeline;
if(data750 && typeof data750 == "object" && !Array.isArray(data750)){
if(data750.allowed_tools === undefined){
data750.allowed_tools = [];
}
if(data750.enabled === undefined){
data750.enabled = false;
}
if(data750.max_steps === undefined){
data750.max_steps = 20;
}
for(const key118 in data750){
if(!(((key118 === "allowed_tools") || (key118 === "enabled")) || (key118 === "max_steps"))){
const err1068 = {instancePath:instancePath+"/pipeline",schemaPath:"#/properties/pipeline/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key118},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1068];
}
else {
vErrors.push(err1068);
}
errors++;
}
}
let data751 = data750.allowed_tools;
if(Array.isArray(data751)){
const len76 = data751.length;
for(let i76=0; i76<len76; i76++){
if(typeof data751[i76] !== "string"){
const err1069 = {instancePath:instancePath+"/pipeline/allowed_tools/" + i76,schemaPath:"#/properties/pipeline/properties/allowed_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err1070 = {instancePath:instancePath+"/pipeline/allowed_tools",schemaPath:"#/properties/pipeline/properties/allowed_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1070];
}
else {
vErrors.push(err1070);
}
errors++;
}
if(typeof data750.enabled !== "boolean"){
const err1071 = {instancePath:instancePath+"/pipeline/enabled",schemaPath:"#/properties/pipeline/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1071];
}
else {
vErrors.push(err1071);
}
errors++;
}
let data754 = data750.max_steps;
if(!(((typeof data754 == "number") && (!(data754 % 1) && !isNaN(data754))) && (isFinite(data754)))){
const err1072 = {instancePath:instancePath+"/pipeline/max_steps",schemaPath:"#/properties/pipeline/properties/max_steps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1072];
}
else {
vErrors.push(err1072);
}
errors++;
}
if((typeof data754 == "number") && (isFinite(data754))){
if(data754 < 0 || isNaN(data754)){
const err1073 = {instancePath:instancePath+"/pipeline/max_steps",schemaPath:"#/properties/pipeline/properties/max_steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1073];
}
else {
vErrors.push(err1073);
}
errors++;
}
}
}
else {
const err1074 = {instancePath:instancePath+"/pipeline",schemaPath:"#/properties/pipeline/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1074];
}
else {
vErrors.push(err1074);
}
errors++;
}
let data755 = data.plugins;
if(data755 && typeof data755 == "object" && !Array.isArray(data755)){
if(data755.auto_discover === undefined){
data755.auto_discover = false;
}
if(data755.enabled === undefined){
data755.enabled = false;
}
if(data755.entries === undefined){
data755.entries = [];
}
if(data755.max_active_instances === undefined){
data755.max_active_instances = 50;
}
if(data755.plugins_dir === undefined){
data755.plugins_dir = "plugins";
}
if(data755.limits === undefined){
data755.limits = {};
}
if(data755.security === undefined){
data755.security = {};
}
for(const key119 in data755){
if(!(((((((key119 === "auto_discover") || (key119 === "enabled")) || (key119 === "entries")) || (key119 === "max_active_instances")) || (key119 === "plugins_dir")) || (key119 === "limits")) || (key119 === "security"))){
const err1075 = {instancePath:instancePath+"/plugins",schemaPath:"#/properties/plugins/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key119},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1075];
}
else {
vErrors.push(err1075);
}
errors++;
}
}
if(typeof data755.auto_discover !== "boolean"){
const err1076 = {instancePath:instancePath+"/plugins/auto_discover",schemaPath:"#/properties/plugins/properties/auto_discover/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1076];
}
else {
vErrors.push(err1076);
}
errors++;
}
if(typeof data755.enabled !== "boolean"){
const err1077 = {instancePath:instancePath+"/plugins/enabled",schemaPath:"#/properties/plugins/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1077];
}
else {
vErrors.push(err1077);
}
errors++;
}
let data758 = data755.entries;
if(Array.isArray(data758)){
const len77 = data758.length;
for(let i77=0; i77<len77; i77++){
let data759 = data758[i77];
if(!(data759 && typeof data759 == "object" && !Array.isArray(data759))){
const err1078 = {instancePath:instancePath+"/plugins/entries/" + i77,schemaPath:"#/properties/plugins/properties/entries/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err1079 = {instancePath:instancePath+"/plugins/entries",schemaPath:"#/properties/plugins/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1079];
}
else {
vErrors.push(err1079);
}
errors++;
}
let data760 = data755.max_active_instances;
if(!(((typeof data760 == "number") && (!(data760 % 1) && !isNaN(data760))) && (isFinite(data760)))){
const err1080 = {instancePath:instancePath+"/plugins/max_active_instances",schemaPath:"#/properties/plugins/properties/max_active_instances/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1080];
}
else {
vErrors.push(err1080);
}
errors++;
}
if((typeof data760 == "number") && (isFinite(data760))){
if(data760 < 0 || isNaN(data760)){
const err1081 = {instancePath:instancePath+"/plugins/max_active_instances",schemaPath:"#/properties/plugins/properties/max_active_instances/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1081];
}
else {
vErrors.push(err1081);
}
errors++;
}
}
if(typeof data755.plugins_dir !== "string"){
const err1082 = {instancePath:instancePath+"/plugins/plugins_dir",schemaPath:"#/properties/plugins/properties/plugins_dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1082];
}
else {
vErrors.push(err1082);
}
errors++;
}
let data762 = data755.limits;
if(data762 && typeof data762 == "object" && !Array.isArray(data762)){
if(data762.call_fuel === undefined){
data762.call_fuel = 1000000000;
}
if(data762.call_timeout_ms === undefined){
data762.call_timeout_ms = 30000;
}
if(data762.max_connections_per_instance === undefined){
data762.max_connections_per_instance = 16;
}
if(data762.max_instances === undefined){
data762.max_instances = 64;
}
for(const key120 in data762){
if(!((((key120 === "call_fuel") || (key120 === "call_timeout_ms")) || (key120 === "max_connections_per_instance")) || (key120 === "max_instances"))){
let data763 = data762[key120];
if(!(((typeof data763 == "number") && (!(data763 % 1) && !isNaN(data763))) && (isFinite(data763)))){
const err1083 = {instancePath:instancePath+"/plugins/limits/" + key120.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/plugins/properties/limits/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1083];
}
else {
vErrors.push(err1083);
}
errors++;
}
if((typeof data763 == "number") && (isFinite(data763))){
if(data763 < 1 || isNaN(data763)){
const err1084 = {instancePath:instancePath+"/plugins/limits/" + key120.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/plugins/properties/limits/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1084];
}
else {
vErrors.push(err1084);
}
errors++;
}
}
}
}
let data764 = data762.call_fuel;
if(!(((typeof data764 == "number") && (!(data764 % 1) && !isNaN(data764))) && (isFinite(data764)))){
const err1085 = {instancePath:instancePath+"/plugins/limits/call_fuel",schemaPath:"#/properties/plugins/properties/limits/properties/call_fuel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1085];
}
else {
vErrors.push(err1085);
}
errors++;
}
if((typeof data764 == "number") && (isFinite(data764))){
if(data764 < 1 || isNaN(data764)){
const err1086 = {instancePath:instancePath+"/plugins/limits/call_fuel",schemaPath:"#/properties/plugins/properties/limits/properties/call_fuel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1086];
}
else {
vErrors.push(err1086);
}
errors++;
}
}
let data765 = data762.call_timeout_ms;
if(!(((typeof data765 == "number") && (!(data765 % 1) && !isNaN(data765))) && (isFinite(data765)))){
const err1087 = {instancePath:instancePath+"/plugins/limits/call_timeout_ms",schemaPath:"#/properties/plugins/properties/limits/properties/call_timeout_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1087];
}
else {
vErrors.push(err1087);
}
errors++;
}
if((typeof data765 == "number") && (isFinite(data765))){
if(data765 < 1 || isNaN(data765)){
const err1088 = {instancePath:instancePath+"/plugins/limits/call_timeout_ms",schemaPath:"#/properties/plugins/properties/limits/properties/call_timeout_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1088];
}
else {
vErrors.push(err1088);
}
errors++;
}
}
let data766 = data762.max_connections_per_instance;
if(!(((typeof data766 == "number") && (!(data766 % 1) && !isNaN(data766))) && (isFinite(data766)))){
const err1089 = {instancePath:instancePath+"/plugins/limits/max_connections_per_instance",schemaPath:"#/properties/plugins/properties/limits/properties/max_connections_per_instance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1089];
}
else {
vErrors.push(err1089);
}
errors++;
}
if((typeof data766 == "number") && (isFinite(data766))){
if(data766 < 1 || isNaN(data766)){
const err1090 = {instancePath:instancePath+"/plugins/limits/max_connections_per_instance",schemaPath:"#/properties/plugins/properties/limits/properties/max_connections_per_instance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1090];
}
else {
vErrors.push(err1090);
}
errors++;
}
}
let data767 = data762.max_instances;
if(!(((typeof data767 == "number") && (!(data767 % 1) && !isNaN(data767))) && (isFinite(data767)))){
const err1091 = {instancePath:instancePath+"/plugins/limits/max_instances",schemaPath:"#/properties/plugins/properties/limits/properties/max_instances/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1091];
}
else {
vErrors.push(err1091);
}
errors++;
}
if((typeof data767 == "number") && (isFinite(data767))){
if(data767 < 1 || isNaN(data767)){
const err1092 = {instancePath:instancePath+"/plugins/limits/max_instances",schemaPath:"#/properties/plugins/properties/limits/properties/max_instances/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1092];
}
else {
vErrors.push(err1092);
}
errors++;
}
}
}
else {
const err1093 = {instancePath:instancePath+"/plugins/limits",schemaPath:"#/properties/plugins/properties/limits/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1093];
}
else {
vErrors.push(err1093);
}
errors++;
}
let data768 = data755.security;
if(data768 && typeof data768 == "object" && !Array.isArray(data768)){
}
else {
const err1094 = {instancePath:instancePath+"/plugins/security",schemaPath:"#/properties/plugins/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1094];
}
else {
vErrors.push(err1094);
}
errors++;
}
}
else {
const err1095 = {instancePath:instancePath+"/plugins",schemaPath:"#/properties/plugins/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1095];
}
else {
vErrors.push(err1095);
}
errors++;
}
let data769 = data.project_intel;
if(data769 && typeof data769 == "object" && !Array.isArray(data769)){
}
else {
const err1096 = {instancePath:instancePath+"/project_intel",schemaPath:"#/properties/project_intel/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1096];
}
else {
vErrors.push(err1096);
}
errors++;
}
let data770 = data.proxy;
if(data770 && typeof data770 == "object" && !Array.isArray(data770)){
}
else {
const err1097 = {instancePath:instancePath+"/proxy",schemaPath:"#/properties/proxy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1097];
}
else {
vErrors.push(err1097);
}
errors++;
}
let data771 = data.query_classification;
if(data771 && typeof data771 == "object" && !Array.isArray(data771)){
}
else {
const err1098 = {instancePath:instancePath+"/query_classification",schemaPath:"#/properties/query_classification/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1098];
}
else {
vErrors.push(err1098);
}
errors++;
}
let data772 = data.relay;
if(data772 && typeof data772 == "object" && !Array.isArray(data772)){
}
else {
const err1099 = {instancePath:instancePath+"/relay",schemaPath:"#/properties/relay/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1099];
}
else {
vErrors.push(err1099);
}
errors++;
}
let data773 = data.reliability;
if(data773 && typeof data773 == "object" && !Array.isArray(data773)){
}
else {
const err1100 = {instancePath:instancePath+"/reliability",schemaPath:"#/properties/reliability/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1100];
}
else {
vErrors.push(err1100);
}
errors++;
}
let data774 = data.risk_profiles;
if(data774 && typeof data774 == "object" && !Array.isArray(data774)){
for(const key121 in data774){
let data775 = data774[key121];
if(data775 && typeof data775 == "object" && !Array.isArray(data775)){
}
else {
const err1101 = {instancePath:instancePath+"/risk_profiles/" + key121.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/risk_profiles/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1101];
}
else {
vErrors.push(err1101);
}
errors++;
}
}
const aliasErrors22 = keyword0(data774, instancePath+"/risk_profiles", "#/properties/risk_profiles/x-alias-map");
if(!(aliasErrors22 === null)){
vErrors = vErrors === null ? aliasErrors22 : vErrors.concat(aliasErrors22);
errors = vErrors.length;
}
}
else {
const err1102 = {instancePath:instancePath+"/risk_profiles",schemaPath:"#/properties/risk_profiles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1102];
}
else {
vErrors.push(err1102);
}
errors++;
}
let data776 = data.rpc;
if(data776 && typeof data776 == "object" && !Array.isArray(data776)){
}
else {
const err1103 = {instancePath:instancePath+"/rpc",schemaPath:"#/properties/rpc/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1103];
}
else {
vErrors.push(err1103);
}
errors++;
}
let data777 = data.runtime;
if(data777 && typeof data777 == "object" && !Array.isArray(data777)){
if(data777.docker === undefined){
data777.docker = {};
}
let data778 = data777.docker;
if(data778 && typeof data778 == "object" && !Array.isArray(data778)){
if(data778.cpu_limit === undefined){
data778.cpu_limit = 1;
}
if(data778.image === undefined){
data778.image = "alpine:3.20";
}
if(data778.memory_limit_mb === undefined){
data778.memory_limit_mb = 512;
}
if(data778.mount_workspace === undefined){
data778.mount_workspace = true;
}
if(data778.network === undefined){
data778.network = "none";
}
if(data778.read_only_rootfs === undefined){
data778.read_only_rootfs = true;
}
for(const key122 in data778){
if(!((((((key122 === "cpu_limit") || (key122 === "image")) || (key122 === "memory_limit_mb")) || (key122 === "mount_workspace")) || (key122 === "network")) || (key122 === "read_only_rootfs"))){
const err1104 = {instancePath:instancePath+"/runtime/docker",schemaPath:"#/properties/runtime/properties/docker/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key122},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1104];
}
else {
vErrors.push(err1104);
}
errors++;
}
}
let data779 = data778.cpu_limit;
if((!((typeof data779 == "number") && (isFinite(data779)))) && (data779 !== null)){
const err1105 = {instancePath:instancePath+"/runtime/docker/cpu_limit",schemaPath:"#/properties/runtime/properties/docker/properties/cpu_limit/type",keyword:"type",params:{type: schema11.properties.runtime.properties.docker.properties.cpu_limit.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err1105];
}
else {
vErrors.push(err1105);
}
errors++;
}
if((typeof data779 == "number") && (isFinite(data779))){
if(data779 <= 0 || isNaN(data779)){
const err1106 = {instancePath:instancePath+"/runtime/docker/cpu_limit",schemaPath:"#/properties/runtime/properties/docker/properties/cpu_limit/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err1106];
}
else {
vErrors.push(err1106);
}
errors++;
}
}
if(typeof data778.image !== "string"){
const err1107 = {instancePath:instancePath+"/runtime/docker/image",schemaPath:"#/properties/runtime/properties/docker/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1107];
}
else {
vErrors.push(err1107);
}
errors++;
}
let data781 = data778.memory_limit_mb;
if((!(((typeof data781 == "number") && (!(data781 % 1) && !isNaN(data781))) && (isFinite(data781)))) && (data781 !== null)){
const err1108 = {instancePath:instancePath+"/runtime/docker/memory_limit_mb",schemaPath:"#/properties/runtime/properties/docker/properties/memory_limit_mb/type",keyword:"type",params:{type: schema11.properties.runtime.properties.docker.properties.memory_limit_mb.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1108];
}
else {
vErrors.push(err1108);
}
errors++;
}
if((typeof data781 == "number") && (isFinite(data781))){
if(data781 < 1 || isNaN(data781)){
const err1109 = {instancePath:instancePath+"/runtime/docker/memory_limit_mb",schemaPath:"#/properties/runtime/properties/docker/properties/memory_limit_mb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1109];
}
else {
vErrors.push(err1109);
}
errors++;
}
}
if(typeof data778.mount_workspace !== "boolean"){
const err1110 = {instancePath:instancePath+"/runtime/docker/mount_workspace",schemaPath:"#/properties/runtime/properties/docker/properties/mount_workspace/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1110];
}
else {
vErrors.push(err1110);
}
errors++;
}
if(typeof data778.network !== "string"){
const err1111 = {instancePath:instancePath+"/runtime/docker/network",schemaPath:"#/properties/runtime/properties/docker/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1111];
}
else {
vErrors.push(err1111);
}
errors++;
}
if(typeof data778.read_only_rootfs !== "boolean"){
const err1112 = {instancePath:instancePath+"/runtime/docker/read_only_rootfs",schemaPath:"#/properties/runtime/properties/docker/properties/read_only_rootfs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1112];
}
else {
vErrors.push(err1112);
}
errors++;
}
}
else {
const err1113 = {instancePath:instancePath+"/runtime/docker",schemaPath:"#/properties/runtime/properties/docker/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1113];
}
else {
vErrors.push(err1113);
}
errors++;
}
}
else {
const err1114 = {instancePath:instancePath+"/runtime",schemaPath:"#/properties/runtime/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1114];
}
else {
vErrors.push(err1114);
}
errors++;
}
let data785 = data.runtime_profiles;
if(data785 && typeof data785 == "object" && !Array.isArray(data785)){
for(const key123 in data785){
let data786 = data785[key123];
if(data786 && typeof data786 == "object" && !Array.isArray(data786)){
if(data786.agentic === undefined){
data786.agentic = false;
}
if(data786.agentic_timeout_secs === undefined){
data786.agentic_timeout_secs = null;
}
if(data786.compact_context === undefined){
data786.compact_context = null;
}
if(data786.context_compact_ratio === undefined){
data786.context_compact_ratio = null;
}
if(data786.deferred_builtin_tools === undefined){
data786.deferred_builtin_tools = false;
}
if(data786.delegation_timeout_secs === undefined){
data786.delegation_timeout_secs = null;
}
if(data786.keep_tool_context_turns === undefined){
data786.keep_tool_context_turns = null;
}
if(data786.max_actions_per_hour === undefined){
data786.max_actions_per_hour = 20;
}
if(data786.max_context_tokens === undefined){
data786.max_context_tokens = null;
}
if(data786.max_cost_per_day_cents === undefined){
data786.max_cost_per_day_cents = 500;
}
if(data786.max_delegation_depth === undefined){
data786.max_delegation_depth = 0;
}
if(data786.max_execution_tree_iterations === undefined){
data786.max_execution_tree_iterations = null;
}
if(data786.max_history_messages === undefined){
data786.max_history_messages = null;
}
if(data786.max_system_prompt_chars === undefined){
data786.max_system_prompt_chars = null;
}
if(data786.max_tool_iterations === undefined){
data786.max_tool_iterations = 0;
}
if(data786.max_tool_result_chars === undefined){
data786.max_tool_result_chars = null;
}
if(data786.memory_recall_limit === undefined){
data786.memory_recall_limit = null;
}
if(data786.parallel_tools === undefined){
data786.parallel_tools = null;
}
if(data786.prompt_injection_mode === undefined){
data786.prompt_injection_mode = {};
}
if(data786.shell_timeout_secs === undefined){
data786.shell_timeout_secs = 60;
}
if(data786.single_tool_rounds === undefined){
data786.single_tool_rounds = null;
}
if(data786.strict_tool_parsing === undefined){
data786.strict_tool_parsing = false;
}
if(data786.tool_call_dedup_exempt === undefined){
data786.tool_call_dedup_exempt = [];
}
if(data786.tool_dispatcher === undefined){
data786.tool_dispatcher = null;
}
if(data786.tool_filter_groups === undefined){
data786.tool_filter_groups = [];
}
if(data786.auto_classify === undefined){
data786.auto_classify = {};
}
if(data786.context_compression === undefined){
data786.context_compression = {};
}
if(data786.eval === undefined){
data786.eval = {};
}
if(data786.history_pruning === undefined){
data786.history_pruning = {};
}
if(data786.thinking === undefined){
data786.thinking = {};
}
if(data786.tool_receipts === undefined){
data786.tool_receipts = {};
}
for(const key124 in data786){
if(!(func2.call(schema11.properties.runtime_profiles.additionalProperties.properties, key124))){
const err1115 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/runtime_profiles/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key124},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1115];
}
else {
vErrors.push(err1115);
}
errors++;
}
}
if(typeof data786.agentic !== "boolean"){
const err1116 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/agentic",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/agentic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1116];
}
else {
vErrors.push(err1116);
}
errors++;
}
let data788 = data786.agentic_timeout_secs;
if((!(((typeof data788 == "number") && (!(data788 % 1) && !isNaN(data788))) && (isFinite(data788)))) && (data788 !== null)){
const err1117 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/agentic_timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/agentic_timeout_secs/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.agentic_timeout_secs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1117];
}
else {
vErrors.push(err1117);
}
errors++;
}
if((typeof data788 == "number") && (isFinite(data788))){
if(data788 < 1 || isNaN(data788)){
const err1118 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/agentic_timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/agentic_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1118];
}
else {
vErrors.push(err1118);
}
errors++;
}
}
let data789 = data786.compact_context;
if((typeof data789 !== "boolean") && (data789 !== null)){
const err1119 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/compact_context",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/compact_context/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.compact_context.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err1119];
}
else {
vErrors.push(err1119);
}
errors++;
}
let data790 = data786.context_compact_ratio;
if((!((typeof data790 == "number") && (isFinite(data790)))) && (data790 !== null)){
const err1120 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compact_ratio",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compact_ratio/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.context_compact_ratio.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err1120];
}
else {
vErrors.push(err1120);
}
errors++;
}
if((typeof data790 == "number") && (isFinite(data790))){
if(data790 > 1 || isNaN(data790)){
const err1121 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compact_ratio",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compact_ratio/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1121];
}
else {
vErrors.push(err1121);
}
errors++;
}
if(data790 < 0 || isNaN(data790)){
const err1122 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compact_ratio",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compact_ratio/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1122];
}
else {
vErrors.push(err1122);
}
errors++;
}
}
if(typeof data786.deferred_builtin_tools !== "boolean"){
const err1123 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/deferred_builtin_tools",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/deferred_builtin_tools/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1123];
}
else {
vErrors.push(err1123);
}
errors++;
}
let data792 = data786.delegation_timeout_secs;
if((!(((typeof data792 == "number") && (!(data792 % 1) && !isNaN(data792))) && (isFinite(data792)))) && (data792 !== null)){
const err1124 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/delegation_timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/delegation_timeout_secs/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.delegation_timeout_secs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1124];
}
else {
vErrors.push(err1124);
}
errors++;
}
if((typeof data792 == "number") && (isFinite(data792))){
if(data792 < 1 || isNaN(data792)){
const err1125 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/delegation_timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/delegation_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1125];
}
else {
vErrors.push(err1125);
}
errors++;
}
}
let data793 = data786.keep_tool_context_turns;
if((!(((typeof data793 == "number") && (!(data793 % 1) && !isNaN(data793))) && (isFinite(data793)))) && (data793 !== null)){
const err1126 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/keep_tool_context_turns",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/keep_tool_context_turns/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.keep_tool_context_turns.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1126];
}
else {
vErrors.push(err1126);
}
errors++;
}
if((typeof data793 == "number") && (isFinite(data793))){
if(data793 < 0 || isNaN(data793)){
const err1127 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/keep_tool_context_turns",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/keep_tool_context_turns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1127];
}
else {
vErrors.push(err1127);
}
errors++;
}
}
let data794 = data786.max_actions_per_hour;
if(!(((typeof data794 == "number") && (!(data794 % 1) && !isNaN(data794))) && (isFinite(data794)))){
const err1128 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_actions_per_hour",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_actions_per_hour/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1128];
}
else {
vErrors.push(err1128);
}
errors++;
}
if((typeof data794 == "number") && (isFinite(data794))){
if(data794 < 0 || isNaN(data794)){
const err1129 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_actions_per_hour",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_actions_per_hour/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1129];
}
else {
vErrors.push(err1129);
}
errors++;
}
}
let data795 = data786.max_context_tokens;
if((!(((typeof data795 == "number") && (!(data795 % 1) && !isNaN(data795))) && (isFinite(data795)))) && (data795 !== null)){
const err1130 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_context_tokens",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_context_tokens/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.max_context_tokens.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1130];
}
else {
vErrors.push(err1130);
}
errors++;
}
if((typeof data795 == "number") && (isFinite(data795))){
if(data795 < 1 || isNaN(data795)){
const err1131 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_context_tokens",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_context_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1131];
}
else {
vErrors.push(err1131);
}
errors++;
}
}
let data796 = data786.max_cost_per_day_cents;
if(!(((typeof data796 == "number") && (!(data796 % 1) && !isNaN(data796))) && (isFinite(data796)))){
const err1132 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_cost_per_day_cents",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_cost_per_day_cents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1132];
}
else {
vErrors.push(err1132);
}
errors++;
}
if((typeof data796 == "number") && (isFinite(data796))){
if(data796 < 0 || isNaN(data796)){
const err1133 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_cost_per_day_cents",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_cost_per_day_cents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1133];
}
else {
vErrors.push(err1133);
}
errors++;
}
}
let data797 = data786.max_delegation_depth;
if(!(((typeof data797 == "number") && (!(data797 % 1) && !isNaN(data797))) && (isFinite(data797)))){
const err1134 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_delegation_depth",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_delegation_depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1134];
}
else {
vErrors.push(err1134);
}
errors++;
}
if((typeof data797 == "number") && (isFinite(data797))){
if(data797 < 0 || isNaN(data797)){
const err1135 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_delegation_depth",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_delegation_depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1135];
}
else {
vErrors.push(err1135);
}
errors++;
}
}
let data798 = data786.max_execution_tree_iterations;
if((!(((typeof data798 == "number") && (!(data798 % 1) && !isNaN(data798))) && (isFinite(data798)))) && (data798 !== null)){
const err1136 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_execution_tree_iterations",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_execution_tree_iterations/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.max_execution_tree_iterations.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1136];
}
else {
vErrors.push(err1136);
}
errors++;
}
if((typeof data798 == "number") && (isFinite(data798))){
if(data798 < 1 || isNaN(data798)){
const err1137 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_execution_tree_iterations",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_execution_tree_iterations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1137];
}
else {
vErrors.push(err1137);
}
errors++;
}
}
let data799 = data786.max_history_messages;
if((!(((typeof data799 == "number") && (!(data799 % 1) && !isNaN(data799))) && (isFinite(data799)))) && (data799 !== null)){
const err1138 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_history_messages",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_history_messages/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.max_history_messages.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1138];
}
else {
vErrors.push(err1138);
}
errors++;
}
if((typeof data799 == "number") && (isFinite(data799))){
if(data799 < 0 || isNaN(data799)){
const err1139 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_history_messages",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_history_messages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1139];
}
else {
vErrors.push(err1139);
}
errors++;
}
}
let data800 = data786.max_system_prompt_chars;
if((!(((typeof data800 == "number") && (!(data800 % 1) && !isNaN(data800))) && (isFinite(data800)))) && (data800 !== null)){
const err1140 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_system_prompt_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_system_prompt_chars/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.max_system_prompt_chars.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1140];
}
else {
vErrors.push(err1140);
}
errors++;
}
if((typeof data800 == "number") && (isFinite(data800))){
if(data800 < 1 || isNaN(data800)){
const err1141 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_system_prompt_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_system_prompt_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1141];
}
else {
vErrors.push(err1141);
}
errors++;
}
}
let data801 = data786.max_tool_iterations;
if(!(((typeof data801 == "number") && (!(data801 % 1) && !isNaN(data801))) && (isFinite(data801)))){
const err1142 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tool_iterations",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_tool_iterations/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1142];
}
else {
vErrors.push(err1142);
}
errors++;
}
if((typeof data801 == "number") && (isFinite(data801))){
if(data801 < 0 || isNaN(data801)){
const err1143 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tool_iterations",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_tool_iterations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1143];
}
else {
vErrors.push(err1143);
}
errors++;
}
}
let data802 = data786.max_tool_result_chars;
if((!(((typeof data802 == "number") && (!(data802 % 1) && !isNaN(data802))) && (isFinite(data802)))) && (data802 !== null)){
const err1144 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tool_result_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_tool_result_chars/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.max_tool_result_chars.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1144];
}
else {
vErrors.push(err1144);
}
errors++;
}
if((typeof data802 == "number") && (isFinite(data802))){
if(data802 < 1 || isNaN(data802)){
const err1145 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tool_result_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/max_tool_result_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1145];
}
else {
vErrors.push(err1145);
}
errors++;
}
}
let data803 = data786.memory_recall_limit;
if((!(((typeof data803 == "number") && (!(data803 % 1) && !isNaN(data803))) && (isFinite(data803)))) && (data803 !== null)){
const err1146 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/memory_recall_limit",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/memory_recall_limit/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.memory_recall_limit.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1146];
}
else {
vErrors.push(err1146);
}
errors++;
}
if((typeof data803 == "number") && (isFinite(data803))){
if(data803 < 0 || isNaN(data803)){
const err1147 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/memory_recall_limit",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/memory_recall_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1147];
}
else {
vErrors.push(err1147);
}
errors++;
}
}
let data804 = data786.parallel_tools;
if((typeof data804 !== "boolean") && (data804 !== null)){
const err1148 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/parallel_tools",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/parallel_tools/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.parallel_tools.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err1148];
}
else {
vErrors.push(err1148);
}
errors++;
}
let data805 = data786.prompt_injection_mode;
if(data805 && typeof data805 == "object" && !Array.isArray(data805)){
}
else {
const err1149 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/prompt_injection_mode",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/prompt_injection_mode/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1149];
}
else {
vErrors.push(err1149);
}
errors++;
}
let data806 = data786.shell_timeout_secs;
if(!(((typeof data806 == "number") && (!(data806 % 1) && !isNaN(data806))) && (isFinite(data806)))){
const err1150 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/shell_timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/shell_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1150];
}
else {
vErrors.push(err1150);
}
errors++;
}
if((typeof data806 == "number") && (isFinite(data806))){
if(data806 < 0 || isNaN(data806)){
const err1151 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/shell_timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/shell_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1151];
}
else {
vErrors.push(err1151);
}
errors++;
}
}
let data807 = data786.single_tool_rounds;
if((typeof data807 !== "boolean") && (data807 !== null)){
const err1152 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/single_tool_rounds",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/single_tool_rounds/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.single_tool_rounds.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err1152];
}
else {
vErrors.push(err1152);
}
errors++;
}
if(typeof data786.strict_tool_parsing !== "boolean"){
const err1153 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/strict_tool_parsing",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/strict_tool_parsing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1153];
}
else {
vErrors.push(err1153);
}
errors++;
}
let data809 = data786.tool_call_dedup_exempt;
if(Array.isArray(data809)){
const len78 = data809.length;
for(let i78=0; i78<len78; i78++){
if(typeof data809[i78] !== "string"){
const err1154 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_call_dedup_exempt/" + i78,schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_call_dedup_exempt/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1154];
}
else {
vErrors.push(err1154);
}
errors++;
}
}
}
else {
const err1155 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_call_dedup_exempt",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_call_dedup_exempt/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1155];
}
else {
vErrors.push(err1155);
}
errors++;
}
let data811 = data786.tool_dispatcher;
if((typeof data811 !== "string") && (data811 !== null)){
const err1156 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_dispatcher",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_dispatcher/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.tool_dispatcher.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1156];
}
else {
vErrors.push(err1156);
}
errors++;
}
let data812 = data786.tool_filter_groups;
if(Array.isArray(data812)){
const len79 = data812.length;
for(let i79=0; i79<len79; i79++){
let data813 = data812[i79];
if(!(data813 && typeof data813 == "object" && !Array.isArray(data813))){
const err1157 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_filter_groups/" + i79,schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_filter_groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1157];
}
else {
vErrors.push(err1157);
}
errors++;
}
}
}
else {
const err1158 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_filter_groups",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_filter_groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1158];
}
else {
vErrors.push(err1158);
}
errors++;
}
let data814 = data786.auto_classify;
if(data814 && typeof data814 == "object" && !Array.isArray(data814)){
if(data814.complex_hint === undefined){
data814.complex_hint = null;
}
if(data814.simple_hint === undefined){
data814.simple_hint = null;
}
if(data814.standard_hint === undefined){
data814.standard_hint = null;
}
if(data814.cost_optimized_hint === undefined){
data814.cost_optimized_hint = "cost-optimized";
}
for(const key125 in data814){
if(!((((key125 === "complex_hint") || (key125 === "simple_hint")) || (key125 === "standard_hint")) || (key125 === "cost_optimized_hint"))){
const err1159 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/auto_classify",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/auto_classify/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key125},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1159];
}
else {
vErrors.push(err1159);
}
errors++;
}
}
let data815 = data814.complex_hint;
if((typeof data815 !== "string") && (data815 !== null)){
const err1160 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/auto_classify/complex_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/auto_classify/properties/complex_hint/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.auto_classify.properties.complex_hint.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1160];
}
else {
vErrors.push(err1160);
}
errors++;
}
let data816 = data814.simple_hint;
if((typeof data816 !== "string") && (data816 !== null)){
const err1161 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/auto_classify/simple_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/auto_classify/properties/simple_hint/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.auto_classify.properties.simple_hint.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1161];
}
else {
vErrors.push(err1161);
}
errors++;
}
let data817 = data814.standard_hint;
if((typeof data817 !== "string") && (data817 !== null)){
const err1162 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/auto_classify/standard_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/auto_classify/properties/standard_hint/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.auto_classify.properties.standard_hint.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1162];
}
else {
vErrors.push(err1162);
}
errors++;
}
if(typeof data814.cost_optimized_hint !== "string"){
const err1163 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/auto_classify/cost_optimized_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/auto_classify/properties/cost_optimized_hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1163];
}
else {
vErrors.push(err1163);
}
errors++;
}
}
else {
const err1164 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/auto_classify",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/auto_classify/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1164];
}
else {
vErrors.push(err1164);
}
errors++;
}
let data819 = data786.context_compression;
if(data819 && typeof data819 == "object" && !Array.isArray(data819)){
if(data819.enabled === undefined){
data819.enabled = false;
}
if(data819.identifier_policy === undefined){
data819.identifier_policy = "strict";
}
if(data819.max_passes === undefined){
data819.max_passes = 3;
}
if(data819.protect_first_n === undefined){
data819.protect_first_n = 3;
}
if(data819.protect_last_n === undefined){
data819.protect_last_n = 4;
}
if(data819.source_max_chars === undefined){
data819.source_max_chars = 50000;
}
if(data819.summary_max_chars === undefined){
data819.summary_max_chars = 4000;
}
if(data819.summary_model === undefined){
data819.summary_model = null;
}
if(data819.summary_provider === undefined){
data819.summary_provider = null;
}
if(data819.threshold_ratio === undefined){
data819.threshold_ratio = 0.5;
}
if(data819.timeout_secs === undefined){
data819.timeout_secs = 60;
}
if(data819.tool_result_retrim_chars === undefined){
data819.tool_result_retrim_chars = 2000;
}
if(data819.tool_result_trim_exempt === undefined){
data819.tool_result_trim_exempt = [];
}
for(const key126 in data819){
if(!(func2.call(schema11.properties.runtime_profiles.additionalProperties.properties.context_compression.properties, key126))){
const err1165 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key126},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1165];
}
else {
vErrors.push(err1165);
}
errors++;
}
}
if(typeof data819.enabled !== "boolean"){
const err1166 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/enabled",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1166];
}
else {
vErrors.push(err1166);
}
errors++;
}
if(typeof data819.identifier_policy !== "string"){
const err1167 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/identifier_policy",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/identifier_policy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1167];
}
else {
vErrors.push(err1167);
}
errors++;
}
let data822 = data819.max_passes;
if(!(((typeof data822 == "number") && (!(data822 % 1) && !isNaN(data822))) && (isFinite(data822)))){
const err1168 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/max_passes",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/max_passes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1168];
}
else {
vErrors.push(err1168);
}
errors++;
}
if((typeof data822 == "number") && (isFinite(data822))){
if(data822 < 1 || isNaN(data822)){
const err1169 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/max_passes",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/max_passes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1169];
}
else {
vErrors.push(err1169);
}
errors++;
}
}
let data823 = data819.protect_first_n;
if(!(((typeof data823 == "number") && (!(data823 % 1) && !isNaN(data823))) && (isFinite(data823)))){
const err1170 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/protect_first_n",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/protect_first_n/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1170];
}
else {
vErrors.push(err1170);
}
errors++;
}
if((typeof data823 == "number") && (isFinite(data823))){
if(data823 < 0 || isNaN(data823)){
const err1171 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/protect_first_n",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/protect_first_n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1171];
}
else {
vErrors.push(err1171);
}
errors++;
}
}
let data824 = data819.protect_last_n;
if(!(((typeof data824 == "number") && (!(data824 % 1) && !isNaN(data824))) && (isFinite(data824)))){
const err1172 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/protect_last_n",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/protect_last_n/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1172];
}
else {
vErrors.push(err1172);
}
errors++;
}
if((typeof data824 == "number") && (isFinite(data824))){
if(data824 < 0 || isNaN(data824)){
const err1173 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/protect_last_n",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/protect_last_n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1173];
}
else {
vErrors.push(err1173);
}
errors++;
}
}
let data825 = data819.source_max_chars;
if(!(((typeof data825 == "number") && (!(data825 % 1) && !isNaN(data825))) && (isFinite(data825)))){
const err1174 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/source_max_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/source_max_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1174];
}
else {
vErrors.push(err1174);
}
errors++;
}
if((typeof data825 == "number") && (isFinite(data825))){
if(data825 < 1 || isNaN(data825)){
const err1175 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/source_max_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/source_max_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1175];
}
else {
vErrors.push(err1175);
}
errors++;
}
}
let data826 = data819.summary_max_chars;
if(!(((typeof data826 == "number") && (!(data826 % 1) && !isNaN(data826))) && (isFinite(data826)))){
const err1176 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/summary_max_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/summary_max_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1176];
}
else {
vErrors.push(err1176);
}
errors++;
}
if((typeof data826 == "number") && (isFinite(data826))){
if(data826 < 1 || isNaN(data826)){
const err1177 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/summary_max_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/summary_max_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1177];
}
else {
vErrors.push(err1177);
}
errors++;
}
}
let data827 = data819.summary_model;
if((typeof data827 !== "string") && (data827 !== null)){
const err1178 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/summary_model",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/summary_model/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.context_compression.properties.summary_model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1178];
}
else {
vErrors.push(err1178);
}
errors++;
}
let data828 = data819.summary_provider;
if((typeof data828 !== "string") && (data828 !== null)){
const err1179 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/summary_provider",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/summary_provider/type",keyword:"type",params:{type: schema11.properties.runtime_profiles.additionalProperties.properties.context_compression.properties.summary_provider.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1179];
}
else {
vErrors.push(err1179);
}
errors++;
}
let data829 = data819.threshold_ratio;
if((typeof data829 == "number") && (isFinite(data829))){
if(data829 > 1 || isNaN(data829)){
const err1180 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/threshold_ratio",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/threshold_ratio/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1180];
}
else {
vErrors.push(err1180);
}
errors++;
}
if(data829 < 0 || isNaN(data829)){
const err1181 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/threshold_ratio",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/threshold_ratio/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1181];
}
else {
vErrors.push(err1181);
}
errors++;
}
}
else {
const err1182 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/threshold_ratio",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/threshold_ratio/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1182];
}
else {
vErrors.push(err1182);
}
errors++;
}
let data830 = data819.timeout_secs;
if(!(((typeof data830 == "number") && (!(data830 % 1) && !isNaN(data830))) && (isFinite(data830)))){
const err1183 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1183];
}
else {
vErrors.push(err1183);
}
errors++;
}
if((typeof data830 == "number") && (isFinite(data830))){
if(data830 < 1 || isNaN(data830)){
const err1184 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/timeout_secs",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1184];
}
else {
vErrors.push(err1184);
}
errors++;
}
}
let data831 = data819.tool_result_retrim_chars;
if(!(((typeof data831 == "number") && (!(data831 % 1) && !isNaN(data831))) && (isFinite(data831)))){
const err1185 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/tool_result_retrim_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/tool_result_retrim_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1185];
}
else {
vErrors.push(err1185);
}
errors++;
}
if((typeof data831 == "number") && (isFinite(data831))){
if(data831 < 0 || isNaN(data831)){
const err1186 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/tool_result_retrim_chars",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/tool_result_retrim_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1186];
}
else {
vErrors.push(err1186);
}
errors++;
}
}
let data832 = data819.tool_result_trim_exempt;
if(Array.isArray(data832)){
const len80 = data832.length;
for(let i80=0; i80<len80; i80++){
if(typeof data832[i80] !== "string"){
const err1187 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/tool_result_trim_exempt/" + i80,schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/tool_result_trim_exempt/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1187];
}
else {
vErrors.push(err1187);
}
errors++;
}
}
}
else {
const err1188 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression/tool_result_trim_exempt",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/properties/tool_result_trim_exempt/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1188];
}
else {
vErrors.push(err1188);
}
errors++;
}
}
else {
const err1189 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/context_compression",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/context_compression/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1189];
}
else {
vErrors.push(err1189);
}
errors++;
}
if(data786.effort_routing !== undefined){
let data834 = data786.effort_routing;
if(data834 && typeof data834 == "object" && !Array.isArray(data834)){
if(data834.cloud_escalation === undefined){
data834.cloud_escalation = {};
}
if(data834.cloud_hint === undefined){
const err1190 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/required",keyword:"required",params:{missingProperty: "cloud_hint"},message:"must have required property '"+"cloud_hint"+"'"};
if(vErrors === null){
vErrors = [err1190];
}
else {
vErrors.push(err1190);
}
errors++;
}
if(data834.local_hint === undefined){
const err1191 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/required",keyword:"required",params:{missingProperty: "local_hint"},message:"must have required property '"+"local_hint"+"'"};
if(vErrors === null){
vErrors = [err1191];
}
else {
vErrors.push(err1191);
}
errors++;
}
for(const key127 in data834){
if(!(((key127 === "cloud_hint") || (key127 === "local_hint")) || (key127 === "cloud_escalation"))){
const err1192 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key127},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1192];
}
else {
vErrors.push(err1192);
}
errors++;
}
}
if(data834.cloud_hint !== undefined){
let data835 = data834.cloud_hint;
if(typeof data835 === "string"){
if(func3(data835) < 1){
const err1193 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing/cloud_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/properties/cloud_hint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err1194 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing/cloud_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/properties/cloud_hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1194];
}
else {
vErrors.push(err1194);
}
errors++;
}
}
if(data834.local_hint !== undefined){
let data836 = data834.local_hint;
if(typeof data836 === "string"){
if(func3(data836) < 1){
const err1195 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing/local_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/properties/local_hint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1195];
}
else {
vErrors.push(err1195);
}
errors++;
}
}
else {
const err1196 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing/local_hint",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/properties/local_hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1196];
}
else {
vErrors.push(err1196);
}
errors++;
}
}
let data837 = data834.cloud_escalation;
if(data837 && typeof data837 == "object" && !Array.isArray(data837)){
}
else {
const err1197 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing/cloud_escalation",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/properties/cloud_escalation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1197];
}
else {
vErrors.push(err1197);
}
errors++;
}
}
else {
const err1198 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/effort_routing",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/effort_routing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1198];
}
else {
vErrors.push(err1198);
}
errors++;
}
}
let data838 = data786.eval;
if(data838 && typeof data838 == "object" && !Array.isArray(data838)){
if(data838.enabled === undefined){
data838.enabled = false;
}
if(data838.max_retries === undefined){
data838.max_retries = 1;
}
if(data838.min_quality_score === undefined){
data838.min_quality_score = 0.5;
}
for(const key128 in data838){
if(!(((key128 === "enabled") || (key128 === "max_retries")) || (key128 === "min_quality_score"))){
const err1199 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key128},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1199];
}
else {
vErrors.push(err1199);
}
errors++;
}
}
if(typeof data838.enabled !== "boolean"){
const err1200 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval/enabled",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1200];
}
else {
vErrors.push(err1200);
}
errors++;
}
let data840 = data838.max_retries;
if(!(((typeof data840 == "number") && (!(data840 % 1) && !isNaN(data840))) && (isFinite(data840)))){
const err1201 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval/max_retries",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/properties/max_retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1201];
}
else {
vErrors.push(err1201);
}
errors++;
}
if((typeof data840 == "number") && (isFinite(data840))){
if(data840 < 0 || isNaN(data840)){
const err1202 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval/max_retries",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/properties/max_retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1202];
}
else {
vErrors.push(err1202);
}
errors++;
}
}
let data841 = data838.min_quality_score;
if((typeof data841 == "number") && (isFinite(data841))){
if(data841 > 1 || isNaN(data841)){
const err1203 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval/min_quality_score",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/properties/min_quality_score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1203];
}
else {
vErrors.push(err1203);
}
errors++;
}
if(data841 < 0 || isNaN(data841)){
const err1204 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval/min_quality_score",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/properties/min_quality_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1204];
}
else {
vErrors.push(err1204);
}
errors++;
}
}
else {
const err1205 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval/min_quality_score",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/properties/min_quality_score/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1205];
}
else {
vErrors.push(err1205);
}
errors++;
}
}
else {
const err1206 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/eval",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/eval/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1206];
}
else {
vErrors.push(err1206);
}
errors++;
}
let data842 = data786.history_pruning;
if(data842 && typeof data842 == "object" && !Array.isArray(data842)){
if(data842.collapse_tool_results === undefined){
data842.collapse_tool_results = true;
}
if(data842.enabled === undefined){
data842.enabled = false;
}
if(data842.keep_recent === undefined){
data842.keep_recent = 4;
}
if(data842.max_tokens === undefined){
data842.max_tokens = 8192;
}
for(const key129 in data842){
if(!((((key129 === "collapse_tool_results") || (key129 === "enabled")) || (key129 === "keep_recent")) || (key129 === "max_tokens"))){
const err1207 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key129},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1207];
}
else {
vErrors.push(err1207);
}
errors++;
}
}
if(typeof data842.collapse_tool_results !== "boolean"){
const err1208 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning/collapse_tool_results",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/properties/collapse_tool_results/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1208];
}
else {
vErrors.push(err1208);
}
errors++;
}
if(typeof data842.enabled !== "boolean"){
const err1209 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning/enabled",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1209];
}
else {
vErrors.push(err1209);
}
errors++;
}
let data845 = data842.keep_recent;
if(!(((typeof data845 == "number") && (!(data845 % 1) && !isNaN(data845))) && (isFinite(data845)))){
const err1210 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning/keep_recent",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/properties/keep_recent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1210];
}
else {
vErrors.push(err1210);
}
errors++;
}
if((typeof data845 == "number") && (isFinite(data845))){
if(data845 < 0 || isNaN(data845)){
const err1211 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning/keep_recent",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/properties/keep_recent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1211];
}
else {
vErrors.push(err1211);
}
errors++;
}
}
let data846 = data842.max_tokens;
if(!(((typeof data846 == "number") && (!(data846 % 1) && !isNaN(data846))) && (isFinite(data846)))){
const err1212 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning/max_tokens",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/properties/max_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1212];
}
else {
vErrors.push(err1212);
}
errors++;
}
if((typeof data846 == "number") && (isFinite(data846))){
if(data846 < 1 || isNaN(data846)){
const err1213 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning/max_tokens",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/properties/max_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1213];
}
else {
vErrors.push(err1213);
}
errors++;
}
}
}
else {
const err1214 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/history_pruning",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/history_pruning/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1214];
}
else {
vErrors.push(err1214);
}
errors++;
}
let data847 = data786.thinking;
if(data847 && typeof data847 == "object" && !Array.isArray(data847)){
if(data847.budget_tokens === undefined){
data847.budget_tokens = {};
}
if(data847.default_level === undefined){
data847.default_level = "off";
}
if(data847.display === undefined){
data847.display = "off";
}
if(data847.native_thinking === undefined){
data847.native_thinking = false;
}
for(const key130 in data847){
if(!((((key130 === "budget_tokens") || (key130 === "default_level")) || (key130 === "display")) || (key130 === "native_thinking"))){
const err1215 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key130},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1215];
}
else {
vErrors.push(err1215);
}
errors++;
}
}
let data848 = data847.budget_tokens;
if(data848 && typeof data848 == "object" && !Array.isArray(data848)){
for(const key131 in data848){
let data849 = data848[key131];
if(!(((typeof data849 == "number") && (!(data849 % 1) && !isNaN(data849))) && (isFinite(data849)))){
const err1216 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/budget_tokens/" + key131.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/budget_tokens/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1216];
}
else {
vErrors.push(err1216);
}
errors++;
}
if((typeof data849 == "number") && (isFinite(data849))){
if(data849 < 0 || isNaN(data849)){
const err1217 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/budget_tokens/" + key131.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/budget_tokens/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1217];
}
else {
vErrors.push(err1217);
}
errors++;
}
}
}
}
else {
const err1218 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/budget_tokens",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/budget_tokens/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1218];
}
else {
vErrors.push(err1218);
}
errors++;
}
let data850 = data847.default_level;
if(typeof data850 !== "string"){
const err1219 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/default_level",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/default_level/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1219];
}
else {
vErrors.push(err1219);
}
errors++;
}
if(!((((((data850 === "off") || (data850 === "minimal")) || (data850 === "low")) || (data850 === "medium")) || (data850 === "high")) || (data850 === "max"))){
const err1220 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/default_level",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/default_level/enum",keyword:"enum",params:{allowedValues: schema11.properties.runtime_profiles.additionalProperties.properties.thinking.properties.default_level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1220];
}
else {
vErrors.push(err1220);
}
errors++;
}
let data851 = data847.display;
if(typeof data851 !== "string"){
const err1221 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/display",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/display/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1221];
}
else {
vErrors.push(err1221);
}
errors++;
}
if(!((((data851 === "off") || (data851 === "omitted")) || (data851 === "updates")) || (data851 === "summarized"))){
const err1222 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/display",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/display/enum",keyword:"enum",params:{allowedValues: schema11.properties.runtime_profiles.additionalProperties.properties.thinking.properties.display.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1222];
}
else {
vErrors.push(err1222);
}
errors++;
}
if(typeof data847.native_thinking !== "boolean"){
const err1223 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking/native_thinking",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/properties/native_thinking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1223];
}
else {
vErrors.push(err1223);
}
errors++;
}
}
else {
const err1224 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/thinking",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/thinking/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1224];
}
else {
vErrors.push(err1224);
}
errors++;
}
let data853 = data786.tool_receipts;
if(data853 && typeof data853 == "object" && !Array.isArray(data853)){
if(data853.enabled === undefined){
data853.enabled = false;
}
if(data853.inject_system_prompt === undefined){
data853.inject_system_prompt = true;
}
if(data853.show_in_response === undefined){
data853.show_in_response = false;
}
for(const key132 in data853){
if(!(((key132 === "enabled") || (key132 === "inject_system_prompt")) || (key132 === "show_in_response"))){
const err1225 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_receipts",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_receipts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key132},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1225];
}
else {
vErrors.push(err1225);
}
errors++;
}
}
if(typeof data853.enabled !== "boolean"){
const err1226 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_receipts/enabled",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_receipts/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1226];
}
else {
vErrors.push(err1226);
}
errors++;
}
if(typeof data853.inject_system_prompt !== "boolean"){
const err1227 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_receipts/inject_system_prompt",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_receipts/properties/inject_system_prompt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1227];
}
else {
vErrors.push(err1227);
}
errors++;
}
if(typeof data853.show_in_response !== "boolean"){
const err1228 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_receipts/show_in_response",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_receipts/properties/show_in_response/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err1229 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1")+"/tool_receipts",schemaPath:"#/properties/runtime_profiles/additionalProperties/properties/tool_receipts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1229];
}
else {
vErrors.push(err1229);
}
errors++;
}
}
else {
const err1230 = {instancePath:instancePath+"/runtime_profiles/" + key123.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/runtime_profiles/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1230];
}
else {
vErrors.push(err1230);
}
errors++;
}
}
const aliasErrors23 = keyword0(data785, instancePath+"/runtime_profiles", "#/properties/runtime_profiles/x-alias-map");
if(!(aliasErrors23 === null)){
vErrors = vErrors === null ? aliasErrors23 : vErrors.concat(aliasErrors23);
errors = vErrors.length;
}
}
else {
const err1231 = {instancePath:instancePath+"/runtime_profiles",schemaPath:"#/properties/runtime_profiles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1231];
}
else {
vErrors.push(err1231);
}
errors++;
}
let data857 = data.scheduler;
if(data857 && typeof data857 == "object" && !Array.isArray(data857)){
if(data857.catch_up_on_startup === undefined){
data857.catch_up_on_startup = true;
}
if(data857.enabled === undefined){
data857.enabled = true;
}
if(data857.max_concurrent === undefined){
data857.max_concurrent = 4;
}
if(data857.max_run_history === undefined){
data857.max_run_history = 50;
}
if(data857.max_tasks === undefined){
data857.max_tasks = 64;
}
for(const key133 in data857){
if(!(((((key133 === "catch_up_on_startup") || (key133 === "enabled")) || (key133 === "max_concurrent")) || (key133 === "max_run_history")) || (key133 === "max_tasks"))){
const err1232 = {instancePath:instancePath+"/scheduler",schemaPath:"#/properties/scheduler/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key133},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1232];
}
else {
vErrors.push(err1232);
}
errors++;
}
}
if(typeof data857.catch_up_on_startup !== "boolean"){
const err1233 = {instancePath:instancePath+"/scheduler/catch_up_on_startup",schemaPath:"#/properties/scheduler/properties/catch_up_on_startup/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1233];
}
else {
vErrors.push(err1233);
}
errors++;
}
if(typeof data857.enabled !== "boolean"){
const err1234 = {instancePath:instancePath+"/scheduler/enabled",schemaPath:"#/properties/scheduler/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1234];
}
else {
vErrors.push(err1234);
}
errors++;
}
let data860 = data857.max_concurrent;
if(!(((typeof data860 == "number") && (!(data860 % 1) && !isNaN(data860))) && (isFinite(data860)))){
const err1235 = {instancePath:instancePath+"/scheduler/max_concurrent",schemaPath:"#/properties/scheduler/properties/max_concurrent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1235];
}
else {
vErrors.push(err1235);
}
errors++;
}
if((typeof data860 == "number") && (isFinite(data860))){
if(data860 < 1 || isNaN(data860)){
const err1236 = {instancePath:instancePath+"/scheduler/max_concurrent",schemaPath:"#/properties/scheduler/properties/max_concurrent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1236];
}
else {
vErrors.push(err1236);
}
errors++;
}
}
let data861 = data857.max_run_history;
if(!(((typeof data861 == "number") && (!(data861 % 1) && !isNaN(data861))) && (isFinite(data861)))){
const err1237 = {instancePath:instancePath+"/scheduler/max_run_history",schemaPath:"#/properties/scheduler/properties/max_run_history/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1237];
}
else {
vErrors.push(err1237);
}
errors++;
}
if((typeof data861 == "number") && (isFinite(data861))){
if(data861 < 0 || isNaN(data861)){
const err1238 = {instancePath:instancePath+"/scheduler/max_run_history",schemaPath:"#/properties/scheduler/properties/max_run_history/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1238];
}
else {
vErrors.push(err1238);
}
errors++;
}
}
let data862 = data857.max_tasks;
if(!(((typeof data862 == "number") && (!(data862 % 1) && !isNaN(data862))) && (isFinite(data862)))){
const err1239 = {instancePath:instancePath+"/scheduler/max_tasks",schemaPath:"#/properties/scheduler/properties/max_tasks/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1239];
}
else {
vErrors.push(err1239);
}
errors++;
}
if((typeof data862 == "number") && (isFinite(data862))){
if(data862 < 1 || isNaN(data862)){
const err1240 = {instancePath:instancePath+"/scheduler/max_tasks",schemaPath:"#/properties/scheduler/properties/max_tasks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1240];
}
else {
vErrors.push(err1240);
}
errors++;
}
}
}
else {
const err1241 = {instancePath:instancePath+"/scheduler",schemaPath:"#/properties/scheduler/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1241];
}
else {
vErrors.push(err1241);
}
errors++;
}
let data863 = data.schema_version;
if(!(((typeof data863 == "number") && (!(data863 % 1) && !isNaN(data863))) && (isFinite(data863)))){
const err1242 = {instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1242];
}
else {
vErrors.push(err1242);
}
errors++;
}
if(1 !== data863){
const err1243 = {instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1243];
}
else {
vErrors.push(err1243);
}
errors++;
}
let data864 = data.secrets;
if(data864 && typeof data864 == "object" && !Array.isArray(data864)){
if(data864.encrypt === undefined){
data864.encrypt = true;
}
for(const key134 in data864){
if(!(key134 === "encrypt")){
const err1244 = {instancePath:instancePath+"/secrets",schemaPath:"#/properties/secrets/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key134},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1244];
}
else {
vErrors.push(err1244);
}
errors++;
}
}
if(typeof data864.encrypt !== "boolean"){
const err1245 = {instancePath:instancePath+"/secrets/encrypt",schemaPath:"#/properties/secrets/properties/encrypt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1245];
}
else {
vErrors.push(err1245);
}
errors++;
}
}
else {
const err1246 = {instancePath:instancePath+"/secrets",schemaPath:"#/properties/secrets/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1246];
}
else {
vErrors.push(err1246);
}
errors++;
}
let data866 = data.security;
if(data866 && typeof data866 == "object" && !Array.isArray(data866)){
if(data866.trust_daemon_uid === undefined){
data866.trust_daemon_uid = true;
}
if(data866.nat64_prefixes === undefined){
data866.nat64_prefixes = [];
}
if(data866.nevis === undefined){
data866.nevis = {};
}
if(data866.audit === undefined){
data866.audit = {};
}
if(data866.estop === undefined){
data866.estop = {};
}
if(data866.leak_detection === undefined){
data866.leak_detection = {};
}
if(data866.otp === undefined){
data866.otp = {};
}
if(data866.webauthn === undefined){
data866.webauthn = {};
}
for(const key135 in data866){
if(!((((((((key135 === "trust_daemon_uid") || (key135 === "nat64_prefixes")) || (key135 === "nevis")) || (key135 === "audit")) || (key135 === "estop")) || (key135 === "leak_detection")) || (key135 === "otp")) || (key135 === "webauthn"))){
const err1247 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key135},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1247];
}
else {
vErrors.push(err1247);
}
errors++;
}
}
if(typeof data866.trust_daemon_uid !== "boolean"){
const err1248 = {instancePath:instancePath+"/security/trust_daemon_uid",schemaPath:"#/properties/security/properties/trust_daemon_uid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1248];
}
else {
vErrors.push(err1248);
}
errors++;
}
let data868 = data866.nat64_prefixes;
if(Array.isArray(data868)){
const len81 = data868.length;
for(let i81=0; i81<len81; i81++){
if(typeof data868[i81] !== "string"){
const err1249 = {instancePath:instancePath+"/security/nat64_prefixes/" + i81,schemaPath:"#/properties/security/properties/nat64_prefixes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1249];
}
else {
vErrors.push(err1249);
}
errors++;
}
}
}
else {
const err1250 = {instancePath:instancePath+"/security/nat64_prefixes",schemaPath:"#/properties/security/properties/nat64_prefixes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1250];
}
else {
vErrors.push(err1250);
}
errors++;
}
let data870 = data866.nevis;
if(data870 && typeof data870 == "object" && !Array.isArray(data870)){
}
else {
const err1251 = {instancePath:instancePath+"/security/nevis",schemaPath:"#/properties/security/properties/nevis/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1251];
}
else {
vErrors.push(err1251);
}
errors++;
}
let data871 = data866.audit;
if(data871 && typeof data871 == "object" && !Array.isArray(data871)){
if(data871.enabled === undefined){
data871.enabled = true;
}
if(data871.log_path === undefined){
data871.log_path = "audit.log";
}
if(data871.max_size_mb === undefined){
data871.max_size_mb = 100;
}
if(data871.sign_events === undefined){
data871.sign_events = false;
}
for(const key136 in data871){
if(!((((key136 === "enabled") || (key136 === "log_path")) || (key136 === "max_size_mb")) || (key136 === "sign_events"))){
const err1252 = {instancePath:instancePath+"/security/audit",schemaPath:"#/properties/security/properties/audit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key136},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1252];
}
else {
vErrors.push(err1252);
}
errors++;
}
}
if(typeof data871.enabled !== "boolean"){
const err1253 = {instancePath:instancePath+"/security/audit/enabled",schemaPath:"#/properties/security/properties/audit/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1253];
}
else {
vErrors.push(err1253);
}
errors++;
}
if(typeof data871.log_path !== "string"){
const err1254 = {instancePath:instancePath+"/security/audit/log_path",schemaPath:"#/properties/security/properties/audit/properties/log_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1254];
}
else {
vErrors.push(err1254);
}
errors++;
}
let data874 = data871.max_size_mb;
if(!(((typeof data874 == "number") && (!(data874 % 1) && !isNaN(data874))) && (isFinite(data874)))){
const err1255 = {instancePath:instancePath+"/security/audit/max_size_mb",schemaPath:"#/properties/security/properties/audit/properties/max_size_mb/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1255];
}
else {
vErrors.push(err1255);
}
errors++;
}
if((typeof data874 == "number") && (isFinite(data874))){
if(data874 < 0 || isNaN(data874)){
const err1256 = {instancePath:instancePath+"/security/audit/max_size_mb",schemaPath:"#/properties/security/properties/audit/properties/max_size_mb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1256];
}
else {
vErrors.push(err1256);
}
errors++;
}
}
if(typeof data871.sign_events !== "boolean"){
const err1257 = {instancePath:instancePath+"/security/audit/sign_events",schemaPath:"#/properties/security/properties/audit/properties/sign_events/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1257];
}
else {
vErrors.push(err1257);
}
errors++;
}
}
else {
const err1258 = {instancePath:instancePath+"/security/audit",schemaPath:"#/properties/security/properties/audit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1258];
}
else {
vErrors.push(err1258);
}
errors++;
}
let data876 = data866.estop;
if(data876 && typeof data876 == "object" && !Array.isArray(data876)){
if(data876.enabled === undefined){
data876.enabled = false;
}
if(data876.require_otp_to_resume === undefined){
data876.require_otp_to_resume = true;
}
if(data876.state_file === undefined){
data876.state_file = null;
}
for(const key137 in data876){
if(!(((key137 === "enabled") || (key137 === "require_otp_to_resume")) || (key137 === "state_file"))){
const err1259 = {instancePath:instancePath+"/security/estop",schemaPath:"#/properties/security/properties/estop/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key137},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1259];
}
else {
vErrors.push(err1259);
}
errors++;
}
}
if(typeof data876.enabled !== "boolean"){
const err1260 = {instancePath:instancePath+"/security/estop/enabled",schemaPath:"#/properties/security/properties/estop/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1260];
}
else {
vErrors.push(err1260);
}
errors++;
}
if(typeof data876.require_otp_to_resume !== "boolean"){
const err1261 = {instancePath:instancePath+"/security/estop/require_otp_to_resume",schemaPath:"#/properties/security/properties/estop/properties/require_otp_to_resume/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1261];
}
else {
vErrors.push(err1261);
}
errors++;
}
let data879 = data876.state_file;
if((typeof data879 !== "string") && (data879 !== null)){
const err1262 = {instancePath:instancePath+"/security/estop/state_file",schemaPath:"#/properties/security/properties/estop/properties/state_file/type",keyword:"type",params:{type: schema11.properties.security.properties.estop.properties.state_file.type},message:"must be string,null"};
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
const err1263 = {instancePath:instancePath+"/security/estop",schemaPath:"#/properties/security/properties/estop/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1263];
}
else {
vErrors.push(err1263);
}
errors++;
}
let data880 = data866.leak_detection;
if(data880 && typeof data880 == "object" && !Array.isArray(data880)){
if(data880.enabled === undefined){
data880.enabled = true;
}
if(data880.high_entropy_tokens === undefined){
data880.high_entropy_tokens = true;
}
if(data880.sensitivity === undefined){
data880.sensitivity = 0.7;
}
for(const key138 in data880){
if(!(((key138 === "enabled") || (key138 === "high_entropy_tokens")) || (key138 === "sensitivity"))){
const err1264 = {instancePath:instancePath+"/security/leak_detection",schemaPath:"#/properties/security/properties/leak_detection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key138},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1264];
}
else {
vErrors.push(err1264);
}
errors++;
}
}
if(typeof data880.enabled !== "boolean"){
const err1265 = {instancePath:instancePath+"/security/leak_detection/enabled",schemaPath:"#/properties/security/properties/leak_detection/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1265];
}
else {
vErrors.push(err1265);
}
errors++;
}
if(typeof data880.high_entropy_tokens !== "boolean"){
const err1266 = {instancePath:instancePath+"/security/leak_detection/high_entropy_tokens",schemaPath:"#/properties/security/properties/leak_detection/properties/high_entropy_tokens/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1266];
}
else {
vErrors.push(err1266);
}
errors++;
}
let data883 = data880.sensitivity;
if((typeof data883 == "number") && (isFinite(data883))){
if(data883 > 1 || isNaN(data883)){
const err1267 = {instancePath:instancePath+"/security/leak_detection/sensitivity",schemaPath:"#/properties/security/properties/leak_detection/properties/sensitivity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1267];
}
else {
vErrors.push(err1267);
}
errors++;
}
if(data883 < 0 || isNaN(data883)){
const err1268 = {instancePath:instancePath+"/security/leak_detection/sensitivity",schemaPath:"#/properties/security/properties/leak_detection/properties/sensitivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1268];
}
else {
vErrors.push(err1268);
}
errors++;
}
}
else {
const err1269 = {instancePath:instancePath+"/security/leak_detection/sensitivity",schemaPath:"#/properties/security/properties/leak_detection/properties/sensitivity/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1269];
}
else {
vErrors.push(err1269);
}
errors++;
}
}
else {
const err1270 = {instancePath:instancePath+"/security/leak_detection",schemaPath:"#/properties/security/properties/leak_detection/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1270];
}
else {
vErrors.push(err1270);
}
errors++;
}
let data884 = data866.otp;
if(data884 && typeof data884 == "object" && !Array.isArray(data884)){
if(data884.cache_valid_secs === undefined){
data884.cache_valid_secs = 300;
}
if(data884.challenge_max_attempts === undefined){
data884.challenge_max_attempts = 3;
}
if(data884.enabled === undefined){
data884.enabled = false;
}
if(data884.gated_actions === undefined){
data884.gated_actions = ["shell","file_write","browser_open","browser","memory_forget"];
}
if(data884.gated_domain_categories === undefined){
data884.gated_domain_categories = [];
}
if(data884.gated_domains === undefined){
data884.gated_domains = [];
}
if(data884.method === undefined){
data884.method = {};
}
if(data884.token_ttl_secs === undefined){
data884.token_ttl_secs = 30;
}
for(const key139 in data884){
if(!((((((((key139 === "cache_valid_secs") || (key139 === "challenge_max_attempts")) || (key139 === "enabled")) || (key139 === "gated_actions")) || (key139 === "gated_domain_categories")) || (key139 === "gated_domains")) || (key139 === "method")) || (key139 === "token_ttl_secs"))){
const err1271 = {instancePath:instancePath+"/security/otp",schemaPath:"#/properties/security/properties/otp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key139},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1271];
}
else {
vErrors.push(err1271);
}
errors++;
}
}
let data885 = data884.cache_valid_secs;
if(!(((typeof data885 == "number") && (!(data885 % 1) && !isNaN(data885))) && (isFinite(data885)))){
const err1272 = {instancePath:instancePath+"/security/otp/cache_valid_secs",schemaPath:"#/properties/security/properties/otp/properties/cache_valid_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1272];
}
else {
vErrors.push(err1272);
}
errors++;
}
if((typeof data885 == "number") && (isFinite(data885))){
if(data885 < 0 || isNaN(data885)){
const err1273 = {instancePath:instancePath+"/security/otp/cache_valid_secs",schemaPath:"#/properties/security/properties/otp/properties/cache_valid_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1273];
}
else {
vErrors.push(err1273);
}
errors++;
}
}
let data886 = data884.challenge_max_attempts;
if(!(((typeof data886 == "number") && (!(data886 % 1) && !isNaN(data886))) && (isFinite(data886)))){
const err1274 = {instancePath:instancePath+"/security/otp/challenge_max_attempts",schemaPath:"#/properties/security/properties/otp/properties/challenge_max_attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1274];
}
else {
vErrors.push(err1274);
}
errors++;
}
if((typeof data886 == "number") && (isFinite(data886))){
if(data886 < 1 || isNaN(data886)){
const err1275 = {instancePath:instancePath+"/security/otp/challenge_max_attempts",schemaPath:"#/properties/security/properties/otp/properties/challenge_max_attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1275];
}
else {
vErrors.push(err1275);
}
errors++;
}
}
if(typeof data884.enabled !== "boolean"){
const err1276 = {instancePath:instancePath+"/security/otp/enabled",schemaPath:"#/properties/security/properties/otp/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1276];
}
else {
vErrors.push(err1276);
}
errors++;
}
let data888 = data884.gated_actions;
if(Array.isArray(data888)){
const len82 = data888.length;
for(let i82=0; i82<len82; i82++){
if(typeof data888[i82] !== "string"){
const err1277 = {instancePath:instancePath+"/security/otp/gated_actions/" + i82,schemaPath:"#/properties/security/properties/otp/properties/gated_actions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err1278 = {instancePath:instancePath+"/security/otp/gated_actions",schemaPath:"#/properties/security/properties/otp/properties/gated_actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1278];
}
else {
vErrors.push(err1278);
}
errors++;
}
let data890 = data884.gated_domain_categories;
if(Array.isArray(data890)){
const len83 = data890.length;
for(let i83=0; i83<len83; i83++){
if(typeof data890[i83] !== "string"){
const err1279 = {instancePath:instancePath+"/security/otp/gated_domain_categories/" + i83,schemaPath:"#/properties/security/properties/otp/properties/gated_domain_categories/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err1280 = {instancePath:instancePath+"/security/otp/gated_domain_categories",schemaPath:"#/properties/security/properties/otp/properties/gated_domain_categories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1280];
}
else {
vErrors.push(err1280);
}
errors++;
}
let data892 = data884.gated_domains;
if(Array.isArray(data892)){
const len84 = data892.length;
for(let i84=0; i84<len84; i84++){
if(typeof data892[i84] !== "string"){
const err1281 = {instancePath:instancePath+"/security/otp/gated_domains/" + i84,schemaPath:"#/properties/security/properties/otp/properties/gated_domains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1281];
}
else {
vErrors.push(err1281);
}
errors++;
}
}
}
else {
const err1282 = {instancePath:instancePath+"/security/otp/gated_domains",schemaPath:"#/properties/security/properties/otp/properties/gated_domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1282];
}
else {
vErrors.push(err1282);
}
errors++;
}
let data894 = data884.method;
if(data894 && typeof data894 == "object" && !Array.isArray(data894)){
}
else {
const err1283 = {instancePath:instancePath+"/security/otp/method",schemaPath:"#/properties/security/properties/otp/properties/method/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1283];
}
else {
vErrors.push(err1283);
}
errors++;
}
let data895 = data884.token_ttl_secs;
if(!(((typeof data895 == "number") && (!(data895 % 1) && !isNaN(data895))) && (isFinite(data895)))){
const err1284 = {instancePath:instancePath+"/security/otp/token_ttl_secs",schemaPath:"#/properties/security/properties/otp/properties/token_ttl_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1284];
}
else {
vErrors.push(err1284);
}
errors++;
}
if((typeof data895 == "number") && (isFinite(data895))){
if(data895 < 1 || isNaN(data895)){
const err1285 = {instancePath:instancePath+"/security/otp/token_ttl_secs",schemaPath:"#/properties/security/properties/otp/properties/token_ttl_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1285];
}
else {
vErrors.push(err1285);
}
errors++;
}
}
}
else {
const err1286 = {instancePath:instancePath+"/security/otp",schemaPath:"#/properties/security/properties/otp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1286];
}
else {
vErrors.push(err1286);
}
errors++;
}
let data896 = data866.webauthn;
if(data896 && typeof data896 == "object" && !Array.isArray(data896)){
if(data896.enabled === undefined){
data896.enabled = false;
}
if(data896.rp_id === undefined){
data896.rp_id = "localhost";
}
if(data896.rp_name === undefined){
data896.rp_name = "svc";
}
if(data896.rp_origin === undefined){
data896.rp_origin = "http://localhost:42617";
}
for(const key140 in data896){
if(!((((key140 === "enabled") || (key140 === "rp_id")) || (key140 === "rp_name")) || (key140 === "rp_origin"))){
const err1287 = {instancePath:instancePath+"/security/webauthn",schemaPath:"#/properties/security/properties/webauthn/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key140},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1287];
}
else {
vErrors.push(err1287);
}
errors++;
}
}
if(typeof data896.enabled !== "boolean"){
const err1288 = {instancePath:instancePath+"/security/webauthn/enabled",schemaPath:"#/properties/security/properties/webauthn/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1288];
}
else {
vErrors.push(err1288);
}
errors++;
}
if(typeof data896.rp_id !== "string"){
const err1289 = {instancePath:instancePath+"/security/webauthn/rp_id",schemaPath:"#/properties/security/properties/webauthn/properties/rp_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1289];
}
else {
vErrors.push(err1289);
}
errors++;
}
if(typeof data896.rp_name !== "string"){
const err1290 = {instancePath:instancePath+"/security/webauthn/rp_name",schemaPath:"#/properties/security/properties/webauthn/properties/rp_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1290];
}
else {
vErrors.push(err1290);
}
errors++;
}
if(typeof data896.rp_origin !== "string"){
const err1291 = {instancePath:instancePath+"/security/webauthn/rp_origin",schemaPath:"#/properties/security/properties/webauthn/properties/rp_origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1291];
}
else {
vErrors.push(err1291);
}
errors++;
}
}
else {
const err1292 = {instancePath:instancePath+"/security/webauthn",schemaPath:"#/properties/security/properties/webauthn/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1292];
}
else {
vErrors.push(err1292);
}
errors++;
}
}
else {
const err1293 = {instancePath:instancePath+"/security",schemaPath:"#/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1293];
}
else {
vErrors.push(err1293);
}
errors++;
}
let data901 = data.security_ops;
if(data901 && typeof data901 == "object" && !Array.isArray(data901)){
if(data901.auto_triage === undefined){
data901.auto_triage = false;
}
if(data901.enabled === undefined){
data901.enabled = false;
}
if(data901.max_auto_severity === undefined){
data901.max_auto_severity = "low";
}
if(data901.playbooks_dir === undefined){
data901.playbooks_dir = null;
}
if(data901.report_output_dir === undefined){
data901.report_output_dir = null;
}
if(data901.require_approval_for_actions === undefined){
data901.require_approval_for_actions = true;
}
if(data901.siem_integration === undefined){
data901.siem_integration = null;
}
for(const key141 in data901){
if(!(((((((key141 === "auto_triage") || (key141 === "enabled")) || (key141 === "max_auto_severity")) || (key141 === "playbooks_dir")) || (key141 === "report_output_dir")) || (key141 === "require_approval_for_actions")) || (key141 === "siem_integration"))){
const err1294 = {instancePath:instancePath+"/security_ops",schemaPath:"#/properties/security_ops/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key141},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1294];
}
else {
vErrors.push(err1294);
}
errors++;
}
}
if(typeof data901.auto_triage !== "boolean"){
const err1295 = {instancePath:instancePath+"/security_ops/auto_triage",schemaPath:"#/properties/security_ops/properties/auto_triage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1295];
}
else {
vErrors.push(err1295);
}
errors++;
}
if(typeof data901.enabled !== "boolean"){
const err1296 = {instancePath:instancePath+"/security_ops/enabled",schemaPath:"#/properties/security_ops/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1296];
}
else {
vErrors.push(err1296);
}
errors++;
}
if(typeof data901.max_auto_severity !== "string"){
const err1297 = {instancePath:instancePath+"/security_ops/max_auto_severity",schemaPath:"#/properties/security_ops/properties/max_auto_severity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1297];
}
else {
vErrors.push(err1297);
}
errors++;
}
let data905 = data901.playbooks_dir;
if((typeof data905 !== "string") && (data905 !== null)){
const err1298 = {instancePath:instancePath+"/security_ops/playbooks_dir",schemaPath:"#/properties/security_ops/properties/playbooks_dir/type",keyword:"type",params:{type: schema11.properties.security_ops.properties.playbooks_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1298];
}
else {
vErrors.push(err1298);
}
errors++;
}
let data906 = data901.report_output_dir;
if((typeof data906 !== "string") && (data906 !== null)){
const err1299 = {instancePath:instancePath+"/security_ops/report_output_dir",schemaPath:"#/properties/security_ops/properties/report_output_dir/type",keyword:"type",params:{type: schema11.properties.security_ops.properties.report_output_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1299];
}
else {
vErrors.push(err1299);
}
errors++;
}
if(typeof data901.require_approval_for_actions !== "boolean"){
const err1300 = {instancePath:instancePath+"/security_ops/require_approval_for_actions",schemaPath:"#/properties/security_ops/properties/require_approval_for_actions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1300];
}
else {
vErrors.push(err1300);
}
errors++;
}
let data908 = data901.siem_integration;
if((typeof data908 !== "string") && (data908 !== null)){
const err1301 = {instancePath:instancePath+"/security_ops/siem_integration",schemaPath:"#/properties/security_ops/properties/siem_integration/type",keyword:"type",params:{type: schema11.properties.security_ops.properties.siem_integration.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1301];
}
else {
vErrors.push(err1301);
}
errors++;
}
}
else {
const err1302 = {instancePath:instancePath+"/security_ops",schemaPath:"#/properties/security_ops/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1302];
}
else {
vErrors.push(err1302);
}
errors++;
}
let data909 = data.shared;
if(data909 && typeof data909 == "object" && !Array.isArray(data909)){
if(data909.enabled === undefined){
data909.enabled = false;
}
if(data909.instance_id === undefined){
data909.instance_id = null;
}
if(data909.redis_url === undefined){
data909.redis_url = null;
}
if(data909.redis_key_prefix === undefined){
data909.redis_key_prefix = "svc:";
}
if(data909.redis_command_timeout_ms === undefined){
data909.redis_command_timeout_ms = 1000;
}
if(data909.redis_connect_timeout_ms === undefined){
data909.redis_connect_timeout_ms = 5000;
}
if(data909.postgres_url === undefined){
data909.postgres_url = null;
}
if(data909.postgres_schema === undefined){
data909.postgres_schema = "svc";
}
if(data909.postgres_connect_timeout_ms === undefined){
data909.postgres_connect_timeout_ms = 5000;
}
if(data909.postgres_statement_timeout_ms === undefined){
data909.postgres_statement_timeout_ms = 10000;
}
if(data909.lease_secs === undefined){
data909.lease_secs = 30;
}
for(const key142 in data909){
if(!(func2.call(schema11.properties.shared.properties, key142))){
const err1303 = {instancePath:instancePath+"/shared",schemaPath:"#/properties/shared/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key142},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1303];
}
else {
vErrors.push(err1303);
}
errors++;
}
}
if(typeof data909.enabled !== "boolean"){
const err1304 = {instancePath:instancePath+"/shared/enabled",schemaPath:"#/properties/shared/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1304];
}
else {
vErrors.push(err1304);
}
errors++;
}
let data911 = data909.instance_id;
if((typeof data911 !== "string") && (data911 !== null)){
const err1305 = {instancePath:instancePath+"/shared/instance_id",schemaPath:"#/properties/shared/properties/instance_id/type",keyword:"type",params:{type: schema11.properties.shared.properties.instance_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1305];
}
else {
vErrors.push(err1305);
}
errors++;
}
if(typeof data911 === "string"){
if(!pattern19.test(data911)){
const err1306 = {instancePath:instancePath+"/shared/instance_id",schemaPath:"#/properties/shared/properties/instance_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.:-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.:-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err1306];
}
else {
vErrors.push(err1306);
}
errors++;
}
}
let data912 = data909.redis_url;
if((typeof data912 !== "string") && (data912 !== null)){
const err1307 = {instancePath:instancePath+"/shared/redis_url",schemaPath:"#/properties/shared/properties/redis_url/type",keyword:"type",params:{type: schema11.properties.shared.properties.redis_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1307];
}
else {
vErrors.push(err1307);
}
errors++;
}
let data913 = data909.redis_key_prefix;
if(typeof data913 === "string"){
if(!pattern20.test(data913)){
const err1308 = {instancePath:instancePath+"/shared/redis_key_prefix",schemaPath:"#/properties/shared/properties/redis_key_prefix/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.:{}-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.:{}-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err1308];
}
else {
vErrors.push(err1308);
}
errors++;
}
}
else {
const err1309 = {instancePath:instancePath+"/shared/redis_key_prefix",schemaPath:"#/properties/shared/properties/redis_key_prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1309];
}
else {
vErrors.push(err1309);
}
errors++;
}
let data914 = data909.redis_command_timeout_ms;
if(!(((typeof data914 == "number") && (!(data914 % 1) && !isNaN(data914))) && (isFinite(data914)))){
const err1310 = {instancePath:instancePath+"/shared/redis_command_timeout_ms",schemaPath:"#/properties/shared/properties/redis_command_timeout_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1310];
}
else {
vErrors.push(err1310);
}
errors++;
}
if((typeof data914 == "number") && (isFinite(data914))){
if(data914 > 60000 || isNaN(data914)){
const err1311 = {instancePath:instancePath+"/shared/redis_command_timeout_ms",schemaPath:"#/properties/shared/properties/redis_command_timeout_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60000},message:"must be <= 60000"};
if(vErrors === null){
vErrors = [err1311];
}
else {
vErrors.push(err1311);
}
errors++;
}
if(data914 < 50 || isNaN(data914)){
const err1312 = {instancePath:instancePath+"/shared/redis_command_timeout_ms",schemaPath:"#/properties/shared/properties/redis_command_timeout_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 50},message:"must be >= 50"};
if(vErrors === null){
vErrors = [err1312];
}
else {
vErrors.push(err1312);
}
errors++;
}
}
let data915 = data909.redis_connect_timeout_ms;
if(!(((typeof data915 == "number") && (!(data915 % 1) && !isNaN(data915))) && (isFinite(data915)))){
const err1313 = {instancePath:instancePath+"/shared/redis_connect_timeout_ms",schemaPath:"#/properties/shared/properties/redis_connect_timeout_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1313];
}
else {
vErrors.push(err1313);
}
errors++;
}
if((typeof data915 == "number") && (isFinite(data915))){
if(data915 > 120000 || isNaN(data915)){
const err1314 = {instancePath:instancePath+"/shared/redis_connect_timeout_ms",schemaPath:"#/properties/shared/properties/redis_connect_timeout_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120000},message:"must be <= 120000"};
if(vErrors === null){
vErrors = [err1314];
}
else {
vErrors.push(err1314);
}
errors++;
}
if(data915 < 100 || isNaN(data915)){
const err1315 = {instancePath:instancePath+"/shared/redis_connect_timeout_ms",schemaPath:"#/properties/shared/properties/redis_connect_timeout_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err1315];
}
else {
vErrors.push(err1315);
}
errors++;
}
}
let data916 = data909.postgres_url;
if((typeof data916 !== "string") && (data916 !== null)){
const err1316 = {instancePath:instancePath+"/shared/postgres_url",schemaPath:"#/properties/shared/properties/postgres_url/type",keyword:"type",params:{type: schema11.properties.shared.properties.postgres_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1316];
}
else {
vErrors.push(err1316);
}
errors++;
}
let data917 = data909.postgres_schema;
if(typeof data917 === "string"){
if(!pattern21.test(data917)){
const err1317 = {instancePath:instancePath+"/shared/postgres_schema",schemaPath:"#/properties/shared/properties/postgres_schema/pattern",keyword:"pattern",params:{pattern: "^[a-z_][a-z0-9_]{0,62}$"},message:"must match pattern \""+"^[a-z_][a-z0-9_]{0,62}$"+"\""};
if(vErrors === null){
vErrors = [err1317];
}
else {
vErrors.push(err1317);
}
errors++;
}
}
else {
const err1318 = {instancePath:instancePath+"/shared/postgres_schema",schemaPath:"#/properties/shared/properties/postgres_schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1318];
}
else {
vErrors.push(err1318);
}
errors++;
}
let data918 = data909.postgres_connect_timeout_ms;
if(!(((typeof data918 == "number") && (!(data918 % 1) && !isNaN(data918))) && (isFinite(data918)))){
const err1319 = {instancePath:instancePath+"/shared/postgres_connect_timeout_ms",schemaPath:"#/properties/shared/properties/postgres_connect_timeout_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1319];
}
else {
vErrors.push(err1319);
}
errors++;
}
if((typeof data918 == "number") && (isFinite(data918))){
if(data918 > 120000 || isNaN(data918)){
const err1320 = {instancePath:instancePath+"/shared/postgres_connect_timeout_ms",schemaPath:"#/properties/shared/properties/postgres_connect_timeout_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120000},message:"must be <= 120000"};
if(vErrors === null){
vErrors = [err1320];
}
else {
vErrors.push(err1320);
}
errors++;
}
if(data918 < 100 || isNaN(data918)){
const err1321 = {instancePath:instancePath+"/shared/postgres_connect_timeout_ms",schemaPath:"#/properties/shared/properties/postgres_connect_timeout_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err1321];
}
else {
vErrors.push(err1321);
}
errors++;
}
}
let data919 = data909.postgres_statement_timeout_ms;
if(!(((typeof data919 == "number") && (!(data919 % 1) && !isNaN(data919))) && (isFinite(data919)))){
const err1322 = {instancePath:instancePath+"/shared/postgres_statement_timeout_ms",schemaPath:"#/properties/shared/properties/postgres_statement_timeout_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1322];
}
else {
vErrors.push(err1322);
}
errors++;
}
if((typeof data919 == "number") && (isFinite(data919))){
if(data919 > 600000 || isNaN(data919)){
const err1323 = {instancePath:instancePath+"/shared/postgres_statement_timeout_ms",schemaPath:"#/properties/shared/properties/postgres_statement_timeout_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 600000},message:"must be <= 600000"};
if(vErrors === null){
vErrors = [err1323];
}
else {
vErrors.push(err1323);
}
errors++;
}
if(data919 < 100 || isNaN(data919)){
const err1324 = {instancePath:instancePath+"/shared/postgres_statement_timeout_ms",schemaPath:"#/properties/shared/properties/postgres_statement_timeout_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err1324];
}
else {
vErrors.push(err1324);
}
errors++;
}
}
let data920 = data909.lease_secs;
if(!(((typeof data920 == "number") && (!(data920 % 1) && !isNaN(data920))) && (isFinite(data920)))){
const err1325 = {instancePath:instancePath+"/shared/lease_secs",schemaPath:"#/properties/shared/properties/lease_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1325];
}
else {
vErrors.push(err1325);
}
errors++;
}
if((typeof data920 == "number") && (isFinite(data920))){
if(data920 > 3600 || isNaN(data920)){
const err1326 = {instancePath:instancePath+"/shared/lease_secs",schemaPath:"#/properties/shared/properties/lease_secs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600"};
if(vErrors === null){
vErrors = [err1326];
}
else {
vErrors.push(err1326);
}
errors++;
}
if(data920 < 3 || isNaN(data920)){
const err1327 = {instancePath:instancePath+"/shared/lease_secs",schemaPath:"#/properties/shared/properties/lease_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 3},message:"must be >= 3"};
if(vErrors === null){
vErrors = [err1327];
}
else {
vErrors.push(err1327);
}
errors++;
}
}
}
else {
const err1328 = {instancePath:instancePath+"/shared",schemaPath:"#/properties/shared/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1328];
}
else {
vErrors.push(err1328);
}
errors++;
}
let data921 = data.shell_tool;
if(data921 && typeof data921 == "object" && !Array.isArray(data921)){
if(data921.timeout_secs === undefined){
data921.timeout_secs = 60;
}
for(const key143 in data921){
if(!(key143 === "timeout_secs")){
const err1329 = {instancePath:instancePath+"/shell_tool",schemaPath:"#/properties/shell_tool/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key143},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1329];
}
else {
vErrors.push(err1329);
}
errors++;
}
}
let data922 = data921.timeout_secs;
if(!(((typeof data922 == "number") && (!(data922 % 1) && !isNaN(data922))) && (isFinite(data922)))){
const err1330 = {instancePath:instancePath+"/shell_tool/timeout_secs",schemaPath:"#/properties/shell_tool/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1330];
}
else {
vErrors.push(err1330);
}
errors++;
}
if((typeof data922 == "number") && (isFinite(data922))){
if(data922 < 1 || isNaN(data922)){
const err1331 = {instancePath:instancePath+"/shell_tool/timeout_secs",schemaPath:"#/properties/shell_tool/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1331];
}
else {
vErrors.push(err1331);
}
errors++;
}
}
}
else {
const err1332 = {instancePath:instancePath+"/shell_tool",schemaPath:"#/properties/shell_tool/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1332];
}
else {
vErrors.push(err1332);
}
errors++;
}
let data923 = data.skill_bundles;
if(data923 && typeof data923 == "object" && !Array.isArray(data923)){
for(const key144 in data923){
let data924 = data923[key144];
if(data924 && typeof data924 == "object" && !Array.isArray(data924)){
if(data924.directory === undefined){
data924.directory = null;
}
if(data924.exclude === undefined){
data924.exclude = [];
}
if(data924.include === undefined){
data924.include = [];
}
for(const key145 in data924){
if(!(((key145 === "directory") || (key145 === "exclude")) || (key145 === "include"))){
const err1333 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/skill_bundles/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key145},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1333];
}
else {
vErrors.push(err1333);
}
errors++;
}
}
let data925 = data924.directory;
if((typeof data925 !== "string") && (data925 !== null)){
const err1334 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1")+"/directory",schemaPath:"#/properties/skill_bundles/additionalProperties/properties/directory/type",keyword:"type",params:{type: schema11.properties.skill_bundles.additionalProperties.properties.directory.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1334];
}
else {
vErrors.push(err1334);
}
errors++;
}
let data926 = data924.exclude;
if(Array.isArray(data926)){
const len85 = data926.length;
for(let i85=0; i85<len85; i85++){
if(typeof data926[i85] !== "string"){
const err1335 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1")+"/exclude/" + i85,schemaPath:"#/properties/skill_bundles/additionalProperties/properties/exclude/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1335];
}
else {
vErrors.push(err1335);
}
errors++;
}
}
}
else {
const err1336 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1")+"/exclude",schemaPath:"#/properties/skill_bundles/additionalProperties/properties/exclude/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1336];
}
else {
vErrors.push(err1336);
}
errors++;
}
let data928 = data924.include;
if(Array.isArray(data928)){
const len86 = data928.length;
for(let i86=0; i86<len86; i86++){
if(typeof data928[i86] !== "string"){
const err1337 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1")+"/include/" + i86,schemaPath:"#/properties/skill_bundles/additionalProperties/properties/include/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1337];
}
else {
vErrors.push(err1337);
}
errors++;
}
}
}
else {
const err1338 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1")+"/include",schemaPath:"#/properties/skill_bundles/additionalProperties/properties/include/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1338];
}
else {
vErrors.push(err1338);
}
errors++;
}
}
else {
const err1339 = {instancePath:instancePath+"/skill_bundles/" + key144.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/skill_bundles/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1339];
}
else {
vErrors.push(err1339);
}
errors++;
}
}
const aliasErrors24 = keyword0(data923, instancePath+"/skill_bundles", "#/properties/skill_bundles/x-alias-map");
if(!(aliasErrors24 === null)){
vErrors = vErrors === null ? aliasErrors24 : vErrors.concat(aliasErrors24);
errors = vErrors.length;
}
}
else {
const err1340 = {instancePath:instancePath+"/skill_bundles",schemaPath:"#/properties/skill_bundles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1340];
}
else {
vErrors.push(err1340);
}
errors++;
}
let data930 = data.skills;
if(data930 && typeof data930 == "object" && !Array.isArray(data930)){
if(data930.allow_scripts === undefined){
data930.allow_scripts = false;
}
if(data930.extra_registries === undefined){
data930.extra_registries = [];
}
if(data930.install_suggestions === undefined){
data930.install_suggestions = {};
}
if(data930.open_skills_dir === undefined){
data930.open_skills_dir = null;
}
if(data930.open_skills_enabled === undefined){
data930.open_skills_enabled = false;
}
if(data930.prompt_injection_mode === undefined){
data930.prompt_injection_mode = {};
}
if(data930.registry_url === undefined){
data930.registry_url = null;
}
if(data930.skill_creation === undefined){
data930.skill_creation = {};
}
if(data930.skill_improvement === undefined){
data930.skill_improvement = {};
}
for(const key146 in data930){
if(!(func2.call(schema11.properties.skills.properties, key146))){
const err1341 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key146},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1341];
}
else {
vErrors.push(err1341);
}
errors++;
}
}
if(typeof data930.allow_scripts !== "boolean"){
const err1342 = {instancePath:instancePath+"/skills/allow_scripts",schemaPath:"#/properties/skills/properties/allow_scripts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1342];
}
else {
vErrors.push(err1342);
}
errors++;
}
let data932 = data930.extra_registries;
if(Array.isArray(data932)){
const len87 = data932.length;
for(let i87=0; i87<len87; i87++){
let data933 = data932[i87];
if(!(data933 && typeof data933 == "object" && !Array.isArray(data933))){
const err1343 = {instancePath:instancePath+"/skills/extra_registries/" + i87,schemaPath:"#/properties/skills/properties/extra_registries/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1343];
}
else {
vErrors.push(err1343);
}
errors++;
}
}
}
else {
const err1344 = {instancePath:instancePath+"/skills/extra_registries",schemaPath:"#/properties/skills/properties/extra_registries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1344];
}
else {
vErrors.push(err1344);
}
errors++;
}
let data934 = data930.install_suggestions;
if(data934 && typeof data934 == "object" && !Array.isArray(data934)){
if(data934.enabled === undefined){
data934.enabled = false;
}
for(const key147 in data934){
if(!(key147 === "enabled")){
const err1345 = {instancePath:instancePath+"/skills/install_suggestions",schemaPath:"#/properties/skills/properties/install_suggestions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key147},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1345];
}
else {
vErrors.push(err1345);
}
errors++;
}
}
if(typeof data934.enabled !== "boolean"){
const err1346 = {instancePath:instancePath+"/skills/install_suggestions/enabled",schemaPath:"#/properties/skills/properties/install_suggestions/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1346];
}
else {
vErrors.push(err1346);
}
errors++;
}
}
else {
const err1347 = {instancePath:instancePath+"/skills/install_suggestions",schemaPath:"#/properties/skills/properties/install_suggestions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1347];
}
else {
vErrors.push(err1347);
}
errors++;
}
let data936 = data930.open_skills_dir;
if((typeof data936 !== "string") && (data936 !== null)){
const err1348 = {instancePath:instancePath+"/skills/open_skills_dir",schemaPath:"#/properties/skills/properties/open_skills_dir/type",keyword:"type",params:{type: schema11.properties.skills.properties.open_skills_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1348];
}
else {
vErrors.push(err1348);
}
errors++;
}
if(typeof data930.open_skills_enabled !== "boolean"){
const err1349 = {instancePath:instancePath+"/skills/open_skills_enabled",schemaPath:"#/properties/skills/properties/open_skills_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1349];
}
else {
vErrors.push(err1349);
}
errors++;
}
let data938 = data930.prompt_injection_mode;
if(data938 && typeof data938 == "object" && !Array.isArray(data938)){
}
else {
const err1350 = {instancePath:instancePath+"/skills/prompt_injection_mode",schemaPath:"#/properties/skills/properties/prompt_injection_mode/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1350];
}
else {
vErrors.push(err1350);
}
errors++;
}
let data939 = data930.registry_url;
if((typeof data939 !== "string") && (data939 !== null)){
const err1351 = {instancePath:instancePath+"/skills/registry_url",schemaPath:"#/properties/skills/properties/registry_url/type",keyword:"type",params:{type: schema11.properties.skills.properties.registry_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1351];
}
else {
vErrors.push(err1351);
}
errors++;
}
let data940 = data930.skill_creation;
if(data940 && typeof data940 == "object" && !Array.isArray(data940)){
if(data940.enabled === undefined){
data940.enabled = false;
}
if(data940.max_final_answer_chars === undefined){
data940.max_final_answer_chars = 2000;
}
if(data940.max_skills === undefined){
data940.max_skills = 500;
}
if(data940.max_task_chars === undefined){
data940.max_task_chars = 1000;
}
if(data940.max_tool_trace_chars === undefined){
data940.max_tool_trace_chars = 4000;
}
if(data940.reflection_enabled === undefined){
data940.reflection_enabled = false;
}
if(data940.similarity_threshold === undefined){
data940.similarity_threshold = 0.85;
}
for(const key148 in data940){
if(!(((((((key148 === "enabled") || (key148 === "max_final_answer_chars")) || (key148 === "max_skills")) || (key148 === "max_task_chars")) || (key148 === "max_tool_trace_chars")) || (key148 === "reflection_enabled")) || (key148 === "similarity_threshold"))){
const err1352 = {instancePath:instancePath+"/skills/skill_creation",schemaPath:"#/properties/skills/properties/skill_creation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key148},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1352];
}
else {
vErrors.push(err1352);
}
errors++;
}
}
if(typeof data940.enabled !== "boolean"){
const err1353 = {instancePath:instancePath+"/skills/skill_creation/enabled",schemaPath:"#/properties/skills/properties/skill_creation/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1353];
}
else {
vErrors.push(err1353);
}
errors++;
}
let data942 = data940.max_final_answer_chars;
if(!(((typeof data942 == "number") && (!(data942 % 1) && !isNaN(data942))) && (isFinite(data942)))){
const err1354 = {instancePath:instancePath+"/skills/skill_creation/max_final_answer_chars",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_final_answer_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1354];
}
else {
vErrors.push(err1354);
}
errors++;
}
if((typeof data942 == "number") && (isFinite(data942))){
if(data942 < 0 || isNaN(data942)){
const err1355 = {instancePath:instancePath+"/skills/skill_creation/max_final_answer_chars",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_final_answer_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1355];
}
else {
vErrors.push(err1355);
}
errors++;
}
}
let data943 = data940.max_skills;
if(!(((typeof data943 == "number") && (!(data943 % 1) && !isNaN(data943))) && (isFinite(data943)))){
const err1356 = {instancePath:instancePath+"/skills/skill_creation/max_skills",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_skills/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1356];
}
else {
vErrors.push(err1356);
}
errors++;
}
if((typeof data943 == "number") && (isFinite(data943))){
if(data943 < 0 || isNaN(data943)){
const err1357 = {instancePath:instancePath+"/skills/skill_creation/max_skills",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_skills/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1357];
}
else {
vErrors.push(err1357);
}
errors++;
}
}
let data944 = data940.max_task_chars;
if(!(((typeof data944 == "number") && (!(data944 % 1) && !isNaN(data944))) && (isFinite(data944)))){
const err1358 = {instancePath:instancePath+"/skills/skill_creation/max_task_chars",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_task_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1358];
}
else {
vErrors.push(err1358);
}
errors++;
}
if((typeof data944 == "number") && (isFinite(data944))){
if(data944 < 0 || isNaN(data944)){
const err1359 = {instancePath:instancePath+"/skills/skill_creation/max_task_chars",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_task_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1359];
}
else {
vErrors.push(err1359);
}
errors++;
}
}
let data945 = data940.max_tool_trace_chars;
if(!(((typeof data945 == "number") && (!(data945 % 1) && !isNaN(data945))) && (isFinite(data945)))){
const err1360 = {instancePath:instancePath+"/skills/skill_creation/max_tool_trace_chars",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_tool_trace_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1360];
}
else {
vErrors.push(err1360);
}
errors++;
}
if((typeof data945 == "number") && (isFinite(data945))){
if(data945 < 0 || isNaN(data945)){
const err1361 = {instancePath:instancePath+"/skills/skill_creation/max_tool_trace_chars",schemaPath:"#/properties/skills/properties/skill_creation/properties/max_tool_trace_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1361];
}
else {
vErrors.push(err1361);
}
errors++;
}
}
if(typeof data940.reflection_enabled !== "boolean"){
const err1362 = {instancePath:instancePath+"/skills/skill_creation/reflection_enabled",schemaPath:"#/properties/skills/properties/skill_creation/properties/reflection_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1362];
}
else {
vErrors.push(err1362);
}
errors++;
}
let data947 = data940.similarity_threshold;
if((typeof data947 == "number") && (isFinite(data947))){
if(data947 > 1 || isNaN(data947)){
const err1363 = {instancePath:instancePath+"/skills/skill_creation/similarity_threshold",schemaPath:"#/properties/skills/properties/skill_creation/properties/similarity_threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1363];
}
else {
vErrors.push(err1363);
}
errors++;
}
if(data947 < 0 || isNaN(data947)){
const err1364 = {instancePath:instancePath+"/skills/skill_creation/similarity_threshold",schemaPath:"#/properties/skills/properties/skill_creation/properties/similarity_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1364];
}
else {
vErrors.push(err1364);
}
errors++;
}
}
else {
const err1365 = {instancePath:instancePath+"/skills/skill_creation/similarity_threshold",schemaPath:"#/properties/skills/properties/skill_creation/properties/similarity_threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1365];
}
else {
vErrors.push(err1365);
}
errors++;
}
}
else {
const err1366 = {instancePath:instancePath+"/skills/skill_creation",schemaPath:"#/properties/skills/properties/skill_creation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1366];
}
else {
vErrors.push(err1366);
}
errors++;
}
let data948 = data930.skill_improvement;
if(data948 && typeof data948 == "object" && !Array.isArray(data948)){
if(data948.cooldown_secs === undefined){
data948.cooldown_secs = 3600;
}
if(data948.enabled === undefined){
data948.enabled = false;
}
if(data948.max_review_iterations === undefined){
data948.max_review_iterations = 8;
}
if(data948.nudge_interval_iterations === undefined){
data948.nudge_interval_iterations = 10;
}
for(const key149 in data948){
if(!((((key149 === "cooldown_secs") || (key149 === "enabled")) || (key149 === "max_review_iterations")) || (key149 === "nudge_interval_iterations"))){
const err1367 = {instancePath:instancePath+"/skills/skill_improvement",schemaPath:"#/properties/skills/properties/skill_improvement/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key149},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1367];
}
else {
vErrors.push(err1367);
}
errors++;
}
}
let data949 = data948.cooldown_secs;
if(!(((typeof data949 == "number") && (!(data949 % 1) && !isNaN(data949))) && (isFinite(data949)))){
const err1368 = {instancePath:instancePath+"/skills/skill_improvement/cooldown_secs",schemaPath:"#/properties/skills/properties/skill_improvement/properties/cooldown_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1368];
}
else {
vErrors.push(err1368);
}
errors++;
}
if((typeof data949 == "number") && (isFinite(data949))){
if(data949 < 0 || isNaN(data949)){
const err1369 = {instancePath:instancePath+"/skills/skill_improvement/cooldown_secs",schemaPath:"#/properties/skills/properties/skill_improvement/properties/cooldown_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1369];
}
else {
vErrors.push(err1369);
}
errors++;
}
}
if(typeof data948.enabled !== "boolean"){
const err1370 = {instancePath:instancePath+"/skills/skill_improvement/enabled",schemaPath:"#/properties/skills/properties/skill_improvement/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1370];
}
else {
vErrors.push(err1370);
}
errors++;
}
let data951 = data948.max_review_iterations;
if(!(((typeof data951 == "number") && (!(data951 % 1) && !isNaN(data951))) && (isFinite(data951)))){
const err1371 = {instancePath:instancePath+"/skills/skill_improvement/max_review_iterations",schemaPath:"#/properties/skills/properties/skill_improvement/properties/max_review_iterations/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1371];
}
else {
vErrors.push(err1371);
}
errors++;
}
if((typeof data951 == "number") && (isFinite(data951))){
if(data951 < 0 || isNaN(data951)){
const err1372 = {instancePath:instancePath+"/skills/skill_improvement/max_review_iterations",schemaPath:"#/properties/skills/properties/skill_improvement/properties/max_review_iterations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1372];
}
else {
vErrors.push(err1372);
}
errors++;
}
}
let data952 = data948.nudge_interval_iterations;
if(!(((typeof data952 == "number") && (!(data952 % 1) && !isNaN(data952))) && (isFinite(data952)))){
const err1373 = {instancePath:instancePath+"/skills/skill_improvement/nudge_interval_iterations",schemaPath:"#/properties/skills/properties/skill_improvement/properties/nudge_interval_iterations/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1373];
}
else {
vErrors.push(err1373);
}
errors++;
}
if((typeof data952 == "number") && (isFinite(data952))){
if(data952 < 0 || isNaN(data952)){
const err1374 = {instancePath:instancePath+"/skills/skill_improvement/nudge_interval_iterations",schemaPath:"#/properties/skills/properties/skill_improvement/properties/nudge_interval_iterations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1374];
}
else {
vErrors.push(err1374);
}
errors++;
}
}
}
else {
const err1375 = {instancePath:instancePath+"/skills/skill_improvement",schemaPath:"#/properties/skills/properties/skill_improvement/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1375];
}
else {
vErrors.push(err1375);
}
errors++;
}
}
else {
const err1376 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1376];
}
else {
vErrors.push(err1376);
}
errors++;
}
let data953 = data.sop;
if(data953 && typeof data953 == "object" && !Array.isArray(data953)){
if(data953.approval === undefined){
data953.approval = {};
}
if(data953.approval_mode === undefined){
data953.approval_mode = {};
}
if(data953.approval_timeout_action === undefined){
data953.approval_timeout_action = {};
}
if(data953.approval_timeout_secs === undefined){
data953.approval_timeout_secs = 300;
}
if(data953.default_execution_mode === undefined){
data953.default_execution_mode = "supervised";
}
if(data953.maintenance_interval_secs === undefined){
data953.maintenance_interval_secs = 60;
}
if(data953.max_concurrent_total === undefined){
data953.max_concurrent_total = 4;
}
if(data953.max_finished_runs === undefined){
data953.max_finished_runs = 100;
}
if(data953.max_step_retries === undefined){
data953.max_step_retries = 2;
}
if(data953.max_step_visits === undefined){
data953.max_step_visits = 256;
}
if(data953.persist_runs === undefined){
data953.persist_runs = true;
}
if(data953.procedural_memory_enabled === undefined){
data953.procedural_memory_enabled = false;
}
if(data953.run_state_dir === undefined){
data953.run_state_dir = null;
}
if(data953.run_store_backend === undefined){
data953.run_store_backend = {};
}
if(data953.sops_dir === undefined){
data953.sops_dir = null;
}
if(data953.step_mandatory_tools === undefined){
data953.step_mandatory_tools = ["sop_advance","sop_approve","sop_status"];
}
if(data953.step_schema_enforce === undefined){
data953.step_schema_enforce = true;
}
if(data953.step_scope_enforce === undefined){
data953.step_scope_enforce = false;
}
if(data953.untrusted_frame_warning === undefined){
data953.untrusted_frame_warning = true;
}
if(data953.untrusted_guard_sensitivity === undefined){
data953.untrusted_guard_sensitivity = 0.7;
}
if(data953.untrusted_input_guard === undefined){
data953.untrusted_input_guard = "warn";
}
if(data953.untrusted_outbound_redact === undefined){
data953.untrusted_outbound_redact = true;
}
if(data953.untrusted_payload_max_bytes === undefined){
data953.untrusted_payload_max_bytes = 8192;
}
for(const key150 in data953){
if(!(func2.call(schema11.properties.sop.properties, key150))){
const err1377 = {instancePath:instancePath+"/sop",schemaPath:"#/properties/sop/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key150},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1377];
}
else {
vErrors.push(err1377);
}
errors++;
}
}
let data954 = data953.approval;
if(data954 && typeof data954 == "object" && !Array.isArray(data954)){
}
else {
const err1378 = {instancePath:instancePath+"/sop/approval",schemaPath:"#/properties/sop/properties/approval/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1378];
}
else {
vErrors.push(err1378);
}
errors++;
}
let data955 = data953.approval_mode;
if(data955 && typeof data955 == "object" && !Array.isArray(data955)){
}
else {
const err1379 = {instancePath:instancePath+"/sop/approval_mode",schemaPath:"#/properties/sop/properties/approval_mode/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1379];
}
else {
vErrors.push(err1379);
}
errors++;
}
let data956 = data953.approval_timeout_action;
if(data956 && typeof data956 == "object" && !Array.isArray(data956)){
}
else {
const err1380 = {instancePath:instancePath+"/sop/approval_timeout_action",schemaPath:"#/properties/sop/properties/approval_timeout_action/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1380];
}
else {
vErrors.push(err1380);
}
errors++;
}
let data957 = data953.approval_timeout_secs;
if(!(((typeof data957 == "number") && (!(data957 % 1) && !isNaN(data957))) && (isFinite(data957)))){
const err1381 = {instancePath:instancePath+"/sop/approval_timeout_secs",schemaPath:"#/properties/sop/properties/approval_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1381];
}
else {
vErrors.push(err1381);
}
errors++;
}
if((typeof data957 == "number") && (isFinite(data957))){
if(data957 < 1 || isNaN(data957)){
const err1382 = {instancePath:instancePath+"/sop/approval_timeout_secs",schemaPath:"#/properties/sop/properties/approval_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1382];
}
else {
vErrors.push(err1382);
}
errors++;
}
}
let data958 = data953.default_execution_mode;
if(typeof data958 !== "string"){
const err1383 = {instancePath:instancePath+"/sop/default_execution_mode",schemaPath:"#/properties/sop/properties/default_execution_mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1383];
}
else {
vErrors.push(err1383);
}
errors++;
}
if(!(((data958 === "auto") || (data958 === "supervised")) || (data958 === "step_by_step"))){
const err1384 = {instancePath:instancePath+"/sop/default_execution_mode",schemaPath:"#/properties/sop/properties/default_execution_mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.sop.properties.default_execution_mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1384];
}
else {
vErrors.push(err1384);
}
errors++;
}
let data959 = data953.maintenance_interval_secs;
if(!(((typeof data959 == "number") && (!(data959 % 1) && !isNaN(data959))) && (isFinite(data959)))){
const err1385 = {instancePath:instancePath+"/sop/maintenance_interval_secs",schemaPath:"#/properties/sop/properties/maintenance_interval_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1385];
}
else {
vErrors.push(err1385);
}
errors++;
}
if((typeof data959 == "number") && (isFinite(data959))){
if(data959 < 1 || isNaN(data959)){
const err1386 = {instancePath:instancePath+"/sop/maintenance_interval_secs",schemaPath:"#/properties/sop/properties/maintenance_interval_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1386];
}
else {
vErrors.push(err1386);
}
errors++;
}
}
let data960 = data953.max_concurrent_total;
if(!(((typeof data960 == "number") && (!(data960 % 1) && !isNaN(data960))) && (isFinite(data960)))){
const err1387 = {instancePath:instancePath+"/sop/max_concurrent_total",schemaPath:"#/properties/sop/properties/max_concurrent_total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1387];
}
else {
vErrors.push(err1387);
}
errors++;
}
if((typeof data960 == "number") && (isFinite(data960))){
if(data960 < 1 || isNaN(data960)){
const err1388 = {instancePath:instancePath+"/sop/max_concurrent_total",schemaPath:"#/properties/sop/properties/max_concurrent_total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1388];
}
else {
vErrors.push(err1388);
}
errors++;
}
}
let data961 = data953.max_finished_runs;
if(!(((typeof data961 == "number") && (!(data961 % 1) && !isNaN(data961))) && (isFinite(data961)))){
const err1389 = {instancePath:instancePath+"/sop/max_finished_runs",schemaPath:"#/properties/sop/properties/max_finished_runs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1389];
}
else {
vErrors.push(err1389);
}
errors++;
}
if((typeof data961 == "number") && (isFinite(data961))){
if(data961 < 0 || isNaN(data961)){
const err1390 = {instancePath:instancePath+"/sop/max_finished_runs",schemaPath:"#/properties/sop/properties/max_finished_runs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1390];
}
else {
vErrors.push(err1390);
}
errors++;
}
}
let data962 = data953.max_step_retries;
if(!(((typeof data962 == "number") && (!(data962 % 1) && !isNaN(data962))) && (isFinite(data962)))){
const err1391 = {instancePath:instancePath+"/sop/max_step_retries",schemaPath:"#/properties/sop/properties/max_step_retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1391];
}
else {
vErrors.push(err1391);
}
errors++;
}
if((typeof data962 == "number") && (isFinite(data962))){
if(data962 < 0 || isNaN(data962)){
const err1392 = {instancePath:instancePath+"/sop/max_step_retries",schemaPath:"#/properties/sop/properties/max_step_retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1392];
}
else {
vErrors.push(err1392);
}
errors++;
}
}
let data963 = data953.max_step_visits;
if(!(((typeof data963 == "number") && (!(data963 % 1) && !isNaN(data963))) && (isFinite(data963)))){
const err1393 = {instancePath:instancePath+"/sop/max_step_visits",schemaPath:"#/properties/sop/properties/max_step_visits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1393];
}
else {
vErrors.push(err1393);
}
errors++;
}
if((typeof data963 == "number") && (isFinite(data963))){
if(data963 < 1 || isNaN(data963)){
const err1394 = {instancePath:instancePath+"/sop/max_step_visits",schemaPath:"#/properties/sop/properties/max_step_visits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1394];
}
else {
vErrors.push(err1394);
}
errors++;
}
}
if(typeof data953.persist_runs !== "boolean"){
const err1395 = {instancePath:instancePath+"/sop/persist_runs",schemaPath:"#/properties/sop/properties/persist_runs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1395];
}
else {
vErrors.push(err1395);
}
errors++;
}
if(typeof data953.procedural_memory_enabled !== "boolean"){
const err1396 = {instancePath:instancePath+"/sop/procedural_memory_enabled",schemaPath:"#/properties/sop/properties/procedural_memory_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1396];
}
else {
vErrors.push(err1396);
}
errors++;
}
let data966 = data953.run_state_dir;
if((typeof data966 !== "string") && (data966 !== null)){
const err1397 = {instancePath:instancePath+"/sop/run_state_dir",schemaPath:"#/properties/sop/properties/run_state_dir/type",keyword:"type",params:{type: schema11.properties.sop.properties.run_state_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1397];
}
else {
vErrors.push(err1397);
}
errors++;
}
let data967 = data953.run_store_backend;
if(data967 && typeof data967 == "object" && !Array.isArray(data967)){
if(data967.kind === undefined){
data967.kind = "auto";
}
let data968 = data967.kind;
if(typeof data968 !== "string"){
const err1398 = {instancePath:instancePath+"/sop/run_store_backend/kind",schemaPath:"#/properties/sop/properties/run_store_backend/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1398];
}
else {
vErrors.push(err1398);
}
errors++;
}
if(!((((data968 === "auto") || (data968 === "postgres")) || (data968 === "sqlite")) || (data968 === "memory"))){
const err1399 = {instancePath:instancePath+"/sop/run_store_backend/kind",schemaPath:"#/properties/sop/properties/run_store_backend/properties/kind/enum",keyword:"enum",params:{allowedValues: schema11.properties.sop.properties.run_store_backend.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1399];
}
else {
vErrors.push(err1399);
}
errors++;
}
}
else {
const err1400 = {instancePath:instancePath+"/sop/run_store_backend",schemaPath:"#/properties/sop/properties/run_store_backend/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1400];
}
else {
vErrors.push(err1400);
}
errors++;
}
let data969 = data953.sops_dir;
if((typeof data969 !== "string") && (data969 !== null)){
const err1401 = {instancePath:instancePath+"/sop/sops_dir",schemaPath:"#/properties/sop/properties/sops_dir/type",keyword:"type",params:{type: schema11.properties.sop.properties.sops_dir.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1401];
}
else {
vErrors.push(err1401);
}
errors++;
}
let data970 = data953.step_mandatory_tools;
if(Array.isArray(data970)){
const len88 = data970.length;
for(let i88=0; i88<len88; i88++){
if(typeof data970[i88] !== "string"){
const err1402 = {instancePath:instancePath+"/sop/step_mandatory_tools/" + i88,schemaPath:"#/properties/sop/properties/step_mandatory_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1402];
}
else {
vErrors.push(err1402);
}
errors++;
}
}
}
else {
const err1403 = {instancePath:instancePath+"/sop/step_mandatory_tools",schemaPath:"#/properties/sop/properties/step_mandatory_tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1403];
}
else {
vErrors.push(err1403);
}
errors++;
}
if(typeof data953.step_schema_enforce !== "boolean"){
const err1404 = {instancePath:instancePath+"/sop/step_schema_enforce",schemaPath:"#/properties/sop/properties/step_schema_enforce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1404];
}
else {
vErrors.push(err1404);
}
errors++;
}
if(typeof data953.step_scope_enforce !== "boolean"){
const err1405 = {instancePath:instancePath+"/sop/step_scope_enforce",schemaPath:"#/properties/sop/properties/step_scope_enforce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1405];
}
else {
vErrors.push(err1405);
}
errors++;
}
if(typeof data953.untrusted_frame_warning !== "boolean"){
const err1406 = {instancePath:instancePath+"/sop/untrusted_frame_warning",schemaPath:"#/properties/sop/properties/untrusted_frame_warning/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1406];
}
else {
vErrors.push(err1406);
}
errors++;
}
let data975 = data953.untrusted_guard_sensitivity;
if((typeof data975 == "number") && (isFinite(data975))){
if(data975 > 1 || isNaN(data975)){
const err1407 = {instancePath:instancePath+"/sop/untrusted_guard_sensitivity",schemaPath:"#/properties/sop/properties/untrusted_guard_sensitivity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1407];
}
else {
vErrors.push(err1407);
}
errors++;
}
if(data975 < 0 || isNaN(data975)){
const err1408 = {instancePath:instancePath+"/sop/untrusted_guard_sensitivity",schemaPath:"#/properties/sop/properties/untrusted_guard_sensitivity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1408];
}
else {
vErrors.push(err1408);
}
errors++;
}
}
else {
const err1409 = {instancePath:instancePath+"/sop/untrusted_guard_sensitivity",schemaPath:"#/properties/sop/properties/untrusted_guard_sensitivity/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1409];
}
else {
vErrors.push(err1409);
}
errors++;
}
let data976 = data953.untrusted_input_guard;
if(typeof data976 !== "string"){
const err1410 = {instancePath:instancePath+"/sop/untrusted_input_guard",schemaPath:"#/properties/sop/properties/untrusted_input_guard/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1410];
}
else {
vErrors.push(err1410);
}
errors++;
}
if(!(((data976 === "warn") || (data976 === "block")) || (data976 === "sanitize"))){
const err1411 = {instancePath:instancePath+"/sop/untrusted_input_guard",schemaPath:"#/properties/sop/properties/untrusted_input_guard/enum",keyword:"enum",params:{allowedValues: schema11.properties.sop.properties.untrusted_input_guard.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1411];
}
else {
vErrors.push(err1411);
}
errors++;
}
if(typeof data953.untrusted_outbound_redact !== "boolean"){
const err1412 = {instancePath:instancePath+"/sop/untrusted_outbound_redact",schemaPath:"#/properties/sop/properties/untrusted_outbound_redact/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1412];
}
else {
vErrors.push(err1412);
}
errors++;
}
let data978 = data953.untrusted_payload_max_bytes;
if(!(((typeof data978 == "number") && (!(data978 % 1) && !isNaN(data978))) && (isFinite(data978)))){
const err1413 = {instancePath:instancePath+"/sop/untrusted_payload_max_bytes",schemaPath:"#/properties/sop/properties/untrusted_payload_max_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1413];
}
else {
vErrors.push(err1413);
}
errors++;
}
if((typeof data978 == "number") && (isFinite(data978))){
if(data978 < 1 || isNaN(data978)){
const err1414 = {instancePath:instancePath+"/sop/untrusted_payload_max_bytes",schemaPath:"#/properties/sop/properties/untrusted_payload_max_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1414];
}
else {
vErrors.push(err1414);
}
errors++;
}
}
}
else {
const err1415 = {instancePath:instancePath+"/sop",schemaPath:"#/properties/sop/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1415];
}
else {
vErrors.push(err1415);
}
errors++;
}
let data979 = data.storage;
if(data979 && typeof data979 == "object" && !Array.isArray(data979)){
if(data979.lucid === undefined){
data979.lucid = {};
}
if(data979.markdown === undefined){
data979.markdown = {};
}
if(data979.postgres === undefined){
data979.postgres = {};
}
if(data979.qdrant === undefined){
data979.qdrant = {};
}
if(data979.sqlite === undefined){
data979.sqlite = {};
}
for(const key151 in data979){
if(!(((((key151 === "lucid") || (key151 === "markdown")) || (key151 === "postgres")) || (key151 === "qdrant")) || (key151 === "sqlite"))){
const err1416 = {instancePath:instancePath+"/storage",schemaPath:"#/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key151},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1416];
}
else {
vErrors.push(err1416);
}
errors++;
}
}
let data980 = data979.lucid;
if(data980 && typeof data980 == "object" && !Array.isArray(data980)){
for(const key152 in data980){
let data981 = data980[key152];
if(data981 && typeof data981 == "object" && !Array.isArray(data981)){
if(data981.url === undefined){
data981.url = null;
}
if(data981.collection === undefined){
data981.collection = null;
}
if(data981.api_key === undefined){
data981.api_key = null;
}
let data982 = data981.url;
if((typeof data982 !== "string") && (data982 !== null)){
const err1417 = {instancePath:instancePath+"/storage/lucid/" + key152.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/storage/properties/lucid/additionalProperties/properties/url/type",keyword:"type",params:{type: schema11.properties.storage.properties.lucid.additionalProperties.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1417];
}
else {
vErrors.push(err1417);
}
errors++;
}
let data983 = data981.collection;
if((typeof data983 !== "string") && (data983 !== null)){
const err1418 = {instancePath:instancePath+"/storage/lucid/" + key152.replace(/~/g, "~0").replace(/\//g, "~1")+"/collection",schemaPath:"#/properties/storage/properties/lucid/additionalProperties/properties/collection/type",keyword:"type",params:{type: schema11.properties.storage.properties.lucid.additionalProperties.properties.collection.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1418];
}
else {
vErrors.push(err1418);
}
errors++;
}
let data984 = data981.api_key;
if((typeof data984 !== "string") && (data984 !== null)){
const err1419 = {instancePath:instancePath+"/storage/lucid/" + key152.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/storage/properties/lucid/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.storage.properties.lucid.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1419];
}
else {
vErrors.push(err1419);
}
errors++;
}
}
else {
const err1420 = {instancePath:instancePath+"/storage/lucid/" + key152.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/storage/properties/lucid/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1420];
}
else {
vErrors.push(err1420);
}
errors++;
}
}
const aliasErrors25 = keyword0(data980, instancePath+"/storage/lucid", "#/properties/storage/properties/lucid/x-alias-map");
if(!(aliasErrors25 === null)){
vErrors = vErrors === null ? aliasErrors25 : vErrors.concat(aliasErrors25);
errors = vErrors.length;
}
}
else {
const err1421 = {instancePath:instancePath+"/storage/lucid",schemaPath:"#/properties/storage/properties/lucid/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1421];
}
else {
vErrors.push(err1421);
}
errors++;
}
let data985 = data979.markdown;
if(data985 && typeof data985 == "object" && !Array.isArray(data985)){
for(const key153 in data985){
let data986 = data985[key153];
if(data986 && typeof data986 == "object" && !Array.isArray(data986)){
if(data986.url === undefined){
data986.url = null;
}
if(data986.collection === undefined){
data986.collection = null;
}
if(data986.api_key === undefined){
data986.api_key = null;
}
let data987 = data986.url;
if((typeof data987 !== "string") && (data987 !== null)){
const err1422 = {instancePath:instancePath+"/storage/markdown/" + key153.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/storage/properties/markdown/additionalProperties/properties/url/type",keyword:"type",params:{type: schema11.properties.storage.properties.markdown.additionalProperties.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1422];
}
else {
vErrors.push(err1422);
}
errors++;
}
let data988 = data986.collection;
if((typeof data988 !== "string") && (data988 !== null)){
const err1423 = {instancePath:instancePath+"/storage/markdown/" + key153.replace(/~/g, "~0").replace(/\//g, "~1")+"/collection",schemaPath:"#/properties/storage/properties/markdown/additionalProperties/properties/collection/type",keyword:"type",params:{type: schema11.properties.storage.properties.markdown.additionalProperties.properties.collection.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1423];
}
else {
vErrors.push(err1423);
}
errors++;
}
let data989 = data986.api_key;
if((typeof data989 !== "string") && (data989 !== null)){
const err1424 = {instancePath:instancePath+"/storage/markdown/" + key153.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/storage/properties/markdown/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.storage.properties.markdown.additionalProperties.properties.api_key.type},message:"must be string,null"};
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
const err1425 = {instancePath:instancePath+"/storage/markdown/" + key153.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/storage/properties/markdown/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1425];
}
else {
vErrors.push(err1425);
}
errors++;
}
}
const aliasErrors26 = keyword0(data985, instancePath+"/storage/markdown", "#/properties/storage/properties/markdown/x-alias-map");
if(!(aliasErrors26 === null)){
vErrors = vErrors === null ? aliasErrors26 : vErrors.concat(aliasErrors26);
errors = vErrors.length;
}
}
else {
const err1426 = {instancePath:instancePath+"/storage/markdown",schemaPath:"#/properties/storage/properties/markdown/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1426];
}
else {
vErrors.push(err1426);
}
errors++;
}
let data990 = data979.postgres;
if(data990 && typeof data990 == "object" && !Array.isArray(data990)){
for(const key154 in data990){
let data991 = data990[key154];
if(data991 && typeof data991 == "object" && !Array.isArray(data991)){
if(data991.url === undefined){
data991.url = null;
}
if(data991.collection === undefined){
data991.collection = null;
}
if(data991.api_key === undefined){
data991.api_key = null;
}
let data992 = data991.url;
if((typeof data992 !== "string") && (data992 !== null)){
const err1427 = {instancePath:instancePath+"/storage/postgres/" + key154.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/storage/properties/postgres/additionalProperties/properties/url/type",keyword:"type",params:{type: schema11.properties.storage.properties.postgres.additionalProperties.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1427];
}
else {
vErrors.push(err1427);
}
errors++;
}
let data993 = data991.collection;
if((typeof data993 !== "string") && (data993 !== null)){
const err1428 = {instancePath:instancePath+"/storage/postgres/" + key154.replace(/~/g, "~0").replace(/\//g, "~1")+"/collection",schemaPath:"#/properties/storage/properties/postgres/additionalProperties/properties/collection/type",keyword:"type",params:{type: schema11.properties.storage.properties.postgres.additionalProperties.properties.collection.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1428];
}
else {
vErrors.push(err1428);
}
errors++;
}
let data994 = data991.api_key;
if((typeof data994 !== "string") && (data994 !== null)){
const err1429 = {instancePath:instancePath+"/storage/postgres/" + key154.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/storage/properties/postgres/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.storage.properties.postgres.additionalProperties.properties.api_key.type},message:"must be string,null"};
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
const err1430 = {instancePath:instancePath+"/storage/postgres/" + key154.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/storage/properties/postgres/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1430];
}
else {
vErrors.push(err1430);
}
errors++;
}
}
const aliasErrors27 = keyword0(data990, instancePath+"/storage/postgres", "#/properties/storage/properties/postgres/x-alias-map");
if(!(aliasErrors27 === null)){
vErrors = vErrors === null ? aliasErrors27 : vErrors.concat(aliasErrors27);
errors = vErrors.length;
}
}
else {
const err1431 = {instancePath:instancePath+"/storage/postgres",schemaPath:"#/properties/storage/properties/postgres/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1431];
}
else {
vErrors.push(err1431);
}
errors++;
}
let data995 = data979.qdrant;
if(data995 && typeof data995 == "object" && !Array.isArray(data995)){
for(const key155 in data995){
let data996 = data995[key155];
if(data996 && typeof data996 == "object" && !Array.isArray(data996)){
if(data996.url === undefined){
data996.url = null;
}
if(data996.collection === undefined){
data996.collection = null;
}
if(data996.api_key === undefined){
data996.api_key = null;
}
let data997 = data996.url;
if((typeof data997 !== "string") && (data997 !== null)){
const err1432 = {instancePath:instancePath+"/storage/qdrant/" + key155.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/storage/properties/qdrant/additionalProperties/properties/url/type",keyword:"type",params:{type: schema11.properties.storage.properties.qdrant.additionalProperties.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1432];
}
else {
vErrors.push(err1432);
}
errors++;
}
let data998 = data996.collection;
if((typeof data998 !== "string") && (data998 !== null)){
const err1433 = {instancePath:instancePath+"/storage/qdrant/" + key155.replace(/~/g, "~0").replace(/\//g, "~1")+"/collection",schemaPath:"#/properties/storage/properties/qdrant/additionalProperties/properties/collection/type",keyword:"type",params:{type: schema11.properties.storage.properties.qdrant.additionalProperties.properties.collection.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1433];
}
else {
vErrors.push(err1433);
}
errors++;
}
let data999 = data996.api_key;
if((typeof data999 !== "string") && (data999 !== null)){
const err1434 = {instancePath:instancePath+"/storage/qdrant/" + key155.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/storage/properties/qdrant/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.storage.properties.qdrant.additionalProperties.properties.api_key.type},message:"must be string,null"};
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
const err1435 = {instancePath:instancePath+"/storage/qdrant/" + key155.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/storage/properties/qdrant/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1435];
}
else {
vErrors.push(err1435);
}
errors++;
}
}
const aliasErrors28 = keyword0(data995, instancePath+"/storage/qdrant", "#/properties/storage/properties/qdrant/x-alias-map");
if(!(aliasErrors28 === null)){
vErrors = vErrors === null ? aliasErrors28 : vErrors.concat(aliasErrors28);
errors = vErrors.length;
}
}
else {
const err1436 = {instancePath:instancePath+"/storage/qdrant",schemaPath:"#/properties/storage/properties/qdrant/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1436];
}
else {
vErrors.push(err1436);
}
errors++;
}
let data1000 = data979.sqlite;
if(data1000 && typeof data1000 == "object" && !Array.isArray(data1000)){
for(const key156 in data1000){
let data1001 = data1000[key156];
if(data1001 && typeof data1001 == "object" && !Array.isArray(data1001)){
if(data1001.url === undefined){
data1001.url = null;
}
if(data1001.collection === undefined){
data1001.collection = null;
}
if(data1001.api_key === undefined){
data1001.api_key = null;
}
let data1002 = data1001.url;
if((typeof data1002 !== "string") && (data1002 !== null)){
const err1437 = {instancePath:instancePath+"/storage/sqlite/" + key156.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/storage/properties/sqlite/additionalProperties/properties/url/type",keyword:"type",params:{type: schema11.properties.storage.properties.sqlite.additionalProperties.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1437];
}
else {
vErrors.push(err1437);
}
errors++;
}
let data1003 = data1001.collection;
if((typeof data1003 !== "string") && (data1003 !== null)){
const err1438 = {instancePath:instancePath+"/storage/sqlite/" + key156.replace(/~/g, "~0").replace(/\//g, "~1")+"/collection",schemaPath:"#/properties/storage/properties/sqlite/additionalProperties/properties/collection/type",keyword:"type",params:{type: schema11.properties.storage.properties.sqlite.additionalProperties.properties.collection.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1438];
}
else {
vErrors.push(err1438);
}
errors++;
}
let data1004 = data1001.api_key;
if((typeof data1004 !== "string") && (data1004 !== null)){
const err1439 = {instancePath:instancePath+"/storage/sqlite/" + key156.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/storage/properties/sqlite/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.storage.properties.sqlite.additionalProperties.properties.api_key.type},message:"must be string,null"};
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
const err1440 = {instancePath:instancePath+"/storage/sqlite/" + key156.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/storage/properties/sqlite/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1440];
}
else {
vErrors.push(err1440);
}
errors++;
}
}
const aliasErrors29 = keyword0(data1000, instancePath+"/storage/sqlite", "#/properties/storage/properties/sqlite/x-alias-map");
if(!(aliasErrors29 === null)){
vErrors = vErrors === null ? aliasErrors29 : vErrors.concat(aliasErrors29);
errors = vErrors.length;
}
}
else {
const err1441 = {instancePath:instancePath+"/storage/sqlite",schemaPath:"#/properties/storage/properties/sqlite/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1441];
}
else {
vErrors.push(err1441);
}
errors++;
}
}
else {
const err1442 = {instancePath:instancePath+"/storage",schemaPath:"#/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1442];
}
else {
vErrors.push(err1442);
}
errors++;
}
let data1005 = data.text_browser;
if(data1005 && typeof data1005 == "object" && !Array.isArray(data1005)){
if(data1005.allowed_private_hosts === undefined){
data1005.allowed_private_hosts = [];
}
if(data1005.enabled === undefined){
data1005.enabled = false;
}
if(data1005.preferred_browser === undefined){
data1005.preferred_browser = null;
}
if(data1005.timeout_secs === undefined){
data1005.timeout_secs = 30;
}
for(const key157 in data1005){
if(!((((key157 === "allowed_private_hosts") || (key157 === "enabled")) || (key157 === "preferred_browser")) || (key157 === "timeout_secs"))){
const err1443 = {instancePath:instancePath+"/text_browser",schemaPath:"#/properties/text_browser/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key157},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1443];
}
else {
vErrors.push(err1443);
}
errors++;
}
}
let data1006 = data1005.allowed_private_hosts;
if(Array.isArray(data1006)){
const len89 = data1006.length;
for(let i89=0; i89<len89; i89++){
if(typeof data1006[i89] !== "string"){
const err1444 = {instancePath:instancePath+"/text_browser/allowed_private_hosts/" + i89,schemaPath:"#/properties/text_browser/properties/allowed_private_hosts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1444];
}
else {
vErrors.push(err1444);
}
errors++;
}
}
}
else {
const err1445 = {instancePath:instancePath+"/text_browser/allowed_private_hosts",schemaPath:"#/properties/text_browser/properties/allowed_private_hosts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1445];
}
else {
vErrors.push(err1445);
}
errors++;
}
if(typeof data1005.enabled !== "boolean"){
const err1446 = {instancePath:instancePath+"/text_browser/enabled",schemaPath:"#/properties/text_browser/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1446];
}
else {
vErrors.push(err1446);
}
errors++;
}
let data1009 = data1005.preferred_browser;
if((typeof data1009 !== "string") && (data1009 !== null)){
const err1447 = {instancePath:instancePath+"/text_browser/preferred_browser",schemaPath:"#/properties/text_browser/properties/preferred_browser/type",keyword:"type",params:{type: schema11.properties.text_browser.properties.preferred_browser.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1447];
}
else {
vErrors.push(err1447);
}
errors++;
}
if(!((((data1009 === "lynx") || (data1009 === "links")) || (data1009 === "w3m")) || (data1009 === null))){
const err1448 = {instancePath:instancePath+"/text_browser/preferred_browser",schemaPath:"#/properties/text_browser/properties/preferred_browser/enum",keyword:"enum",params:{allowedValues: schema11.properties.text_browser.properties.preferred_browser.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1448];
}
else {
vErrors.push(err1448);
}
errors++;
}
let data1010 = data1005.timeout_secs;
if(!(((typeof data1010 == "number") && (!(data1010 % 1) && !isNaN(data1010))) && (isFinite(data1010)))){
const err1449 = {instancePath:instancePath+"/text_browser/timeout_secs",schemaPath:"#/properties/text_browser/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1449];
}
else {
vErrors.push(err1449);
}
errors++;
}
if((typeof data1010 == "number") && (isFinite(data1010))){
if(data1010 < 0 || isNaN(data1010)){
const err1450 = {instancePath:instancePath+"/text_browser/timeout_secs",schemaPath:"#/properties/text_browser/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1450];
}
else {
vErrors.push(err1450);
}
errors++;
}
}
}
else {
const err1451 = {instancePath:instancePath+"/text_browser",schemaPath:"#/properties/text_browser/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1451];
}
else {
vErrors.push(err1451);
}
errors++;
}
let data1011 = data.tools;
if(data1011 && typeof data1011 == "object" && !Array.isArray(data1011)){
if(data1011.optional === undefined){
data1011.optional = ["*"];
}
for(const key158 in data1011){
if(!(key158 === "optional")){
const err1452 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key158},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1452];
}
else {
vErrors.push(err1452);
}
errors++;
}
}
let data1012 = data1011.optional;
if(Array.isArray(data1012)){
const len90 = data1012.length;
for(let i90=0; i90<len90; i90++){
if(typeof data1012[i90] !== "string"){
const err1453 = {instancePath:instancePath+"/tools/optional/" + i90,schemaPath:"#/properties/tools/properties/optional/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1453];
}
else {
vErrors.push(err1453);
}
errors++;
}
}
}
else {
const err1454 = {instancePath:instancePath+"/tools/optional",schemaPath:"#/properties/tools/properties/optional/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1454];
}
else {
vErrors.push(err1454);
}
errors++;
}
}
else {
const err1455 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1455];
}
else {
vErrors.push(err1455);
}
errors++;
}
let data1014 = data.transcription;
if(data1014 && typeof data1014 == "object" && !Array.isArray(data1014)){
if(data1014.api_key === undefined){
data1014.api_key = null;
}
if(data1014.api_url === undefined){
data1014.api_url = "https://api.groq.com/openai/v1/audio/transcriptions";
}
if(data1014.enabled === undefined){
data1014.enabled = false;
}
if(data1014.initial_prompt === undefined){
data1014.initial_prompt = null;
}
if(data1014.language === undefined){
data1014.language = null;
}
if(data1014.max_audio_bytes === undefined){
data1014.max_audio_bytes = null;
}
if(data1014.max_duration_secs === undefined){
data1014.max_duration_secs = 120;
}
if(data1014.model === undefined){
data1014.model = "whisper-large-v3-turbo";
}
if(data1014.transcribe_non_ptt_audio === undefined){
data1014.transcribe_non_ptt_audio = false;
}
if(data1014.assemblyai === undefined){
data1014.assemblyai = {};
}
if(data1014.deepgram === undefined){
data1014.deepgram = {};
}
if(data1014.google === undefined){
data1014.google = {};
}
if(data1014.openai === undefined){
data1014.openai = {};
}
for(const key159 in data1014){
if(!(func2.call(schema11.properties.transcription.properties, key159))){
const err1456 = {instancePath:instancePath+"/transcription",schemaPath:"#/properties/transcription/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key159},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1456];
}
else {
vErrors.push(err1456);
}
errors++;
}
}
let data1015 = data1014.api_key;
if((typeof data1015 !== "string") && (data1015 !== null)){
const err1457 = {instancePath:instancePath+"/transcription/api_key",schemaPath:"#/properties/transcription/properties/api_key/type",keyword:"type",params:{type: schema11.properties.transcription.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1457];
}
else {
vErrors.push(err1457);
}
errors++;
}
if(typeof data1014.api_url !== "string"){
const err1458 = {instancePath:instancePath+"/transcription/api_url",schemaPath:"#/properties/transcription/properties/api_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1458];
}
else {
vErrors.push(err1458);
}
errors++;
}
if(typeof data1014.enabled !== "boolean"){
const err1459 = {instancePath:instancePath+"/transcription/enabled",schemaPath:"#/properties/transcription/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1459];
}
else {
vErrors.push(err1459);
}
errors++;
}
let data1018 = data1014.initial_prompt;
if((typeof data1018 !== "string") && (data1018 !== null)){
const err1460 = {instancePath:instancePath+"/transcription/initial_prompt",schemaPath:"#/properties/transcription/properties/initial_prompt/type",keyword:"type",params:{type: schema11.properties.transcription.properties.initial_prompt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1460];
}
else {
vErrors.push(err1460);
}
errors++;
}
let data1019 = data1014.language;
if((typeof data1019 !== "string") && (data1019 !== null)){
const err1461 = {instancePath:instancePath+"/transcription/language",schemaPath:"#/properties/transcription/properties/language/type",keyword:"type",params:{type: schema11.properties.transcription.properties.language.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1461];
}
else {
vErrors.push(err1461);
}
errors++;
}
if(typeof data1019 === "string"){
if(!pattern22.test(data1019)){
const err1462 = {instancePath:instancePath+"/transcription/language",schemaPath:"#/properties/transcription/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}$"},message:"must match pattern \""+"^[a-z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err1462];
}
else {
vErrors.push(err1462);
}
errors++;
}
}
let data1020 = data1014.max_audio_bytes;
if((!(((typeof data1020 == "number") && (!(data1020 % 1) && !isNaN(data1020))) && (isFinite(data1020)))) && (data1020 !== null)){
const err1463 = {instancePath:instancePath+"/transcription/max_audio_bytes",schemaPath:"#/properties/transcription/properties/max_audio_bytes/type",keyword:"type",params:{type: schema11.properties.transcription.properties.max_audio_bytes.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1463];
}
else {
vErrors.push(err1463);
}
errors++;
}
if((typeof data1020 == "number") && (isFinite(data1020))){
if(data1020 < 1 || isNaN(data1020)){
const err1464 = {instancePath:instancePath+"/transcription/max_audio_bytes",schemaPath:"#/properties/transcription/properties/max_audio_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1464];
}
else {
vErrors.push(err1464);
}
errors++;
}
}
let data1021 = data1014.max_duration_secs;
if(!(((typeof data1021 == "number") && (!(data1021 % 1) && !isNaN(data1021))) && (isFinite(data1021)))){
const err1465 = {instancePath:instancePath+"/transcription/max_duration_secs",schemaPath:"#/properties/transcription/properties/max_duration_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1465];
}
else {
vErrors.push(err1465);
}
errors++;
}
if((typeof data1021 == "number") && (isFinite(data1021))){
if(data1021 < 1 || isNaN(data1021)){
const err1466 = {instancePath:instancePath+"/transcription/max_duration_secs",schemaPath:"#/properties/transcription/properties/max_duration_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1466];
}
else {
vErrors.push(err1466);
}
errors++;
}
}
if(typeof data1014.model !== "string"){
const err1467 = {instancePath:instancePath+"/transcription/model",schemaPath:"#/properties/transcription/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1467];
}
else {
vErrors.push(err1467);
}
errors++;
}
if(typeof data1014.transcribe_non_ptt_audio !== "boolean"){
const err1468 = {instancePath:instancePath+"/transcription/transcribe_non_ptt_audio",schemaPath:"#/properties/transcription/properties/transcribe_non_ptt_audio/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1468];
}
else {
vErrors.push(err1468);
}
errors++;
}
let data1024 = data1014.assemblyai;
if(data1024 && typeof data1024 == "object" && !Array.isArray(data1024)){
if(data1024.api_key === undefined){
data1024.api_key = null;
}
for(const key160 in data1024){
if(!(key160 === "api_key")){
const err1469 = {instancePath:instancePath+"/transcription/assemblyai",schemaPath:"#/properties/transcription/properties/assemblyai/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key160},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1469];
}
else {
vErrors.push(err1469);
}
errors++;
}
}
let data1025 = data1024.api_key;
if((typeof data1025 !== "string") && (data1025 !== null)){
const err1470 = {instancePath:instancePath+"/transcription/assemblyai/api_key",schemaPath:"#/properties/transcription/properties/assemblyai/properties/api_key/type",keyword:"type",params:{type: schema11.properties.transcription.properties.assemblyai.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1470];
}
else {
vErrors.push(err1470);
}
errors++;
}
}
else {
const err1471 = {instancePath:instancePath+"/transcription/assemblyai",schemaPath:"#/properties/transcription/properties/assemblyai/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1471];
}
else {
vErrors.push(err1471);
}
errors++;
}
let data1026 = data1014.deepgram;
if(data1026 && typeof data1026 == "object" && !Array.isArray(data1026)){
if(data1026.api_key === undefined){
data1026.api_key = null;
}
if(data1026.model === undefined){
data1026.model = "nova-2";
}
for(const key161 in data1026){
if(!((key161 === "api_key") || (key161 === "model"))){
const err1472 = {instancePath:instancePath+"/transcription/deepgram",schemaPath:"#/properties/transcription/properties/deepgram/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key161},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1472];
}
else {
vErrors.push(err1472);
}
errors++;
}
}
let data1027 = data1026.api_key;
if((typeof data1027 !== "string") && (data1027 !== null)){
const err1473 = {instancePath:instancePath+"/transcription/deepgram/api_key",schemaPath:"#/properties/transcription/properties/deepgram/properties/api_key/type",keyword:"type",params:{type: schema11.properties.transcription.properties.deepgram.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1473];
}
else {
vErrors.push(err1473);
}
errors++;
}
if(typeof data1026.model !== "string"){
const err1474 = {instancePath:instancePath+"/transcription/deepgram/model",schemaPath:"#/properties/transcription/properties/deepgram/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1474];
}
else {
vErrors.push(err1474);
}
errors++;
}
}
else {
const err1475 = {instancePath:instancePath+"/transcription/deepgram",schemaPath:"#/properties/transcription/properties/deepgram/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1475];
}
else {
vErrors.push(err1475);
}
errors++;
}
let data1029 = data1014.google;
if(data1029 && typeof data1029 == "object" && !Array.isArray(data1029)){
if(data1029.api_key === undefined){
data1029.api_key = null;
}
if(data1029.language_code === undefined){
data1029.language_code = "en-US";
}
for(const key162 in data1029){
if(!((key162 === "api_key") || (key162 === "language_code"))){
const err1476 = {instancePath:instancePath+"/transcription/google",schemaPath:"#/properties/transcription/properties/google/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key162},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1476];
}
else {
vErrors.push(err1476);
}
errors++;
}
}
let data1030 = data1029.api_key;
if((typeof data1030 !== "string") && (data1030 !== null)){
const err1477 = {instancePath:instancePath+"/transcription/google/api_key",schemaPath:"#/properties/transcription/properties/google/properties/api_key/type",keyword:"type",params:{type: schema11.properties.transcription.properties.google.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1477];
}
else {
vErrors.push(err1477);
}
errors++;
}
if(typeof data1029.language_code !== "string"){
const err1478 = {instancePath:instancePath+"/transcription/google/language_code",schemaPath:"#/properties/transcription/properties/google/properties/language_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1478];
}
else {
vErrors.push(err1478);
}
errors++;
}
}
else {
const err1479 = {instancePath:instancePath+"/transcription/google",schemaPath:"#/properties/transcription/properties/google/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1479];
}
else {
vErrors.push(err1479);
}
errors++;
}
if(data1014.local_whisper !== undefined){
let data1032 = data1014.local_whisper;
if(data1032 && typeof data1032 == "object" && !Array.isArray(data1032)){
if(data1032.bearer_token === undefined){
data1032.bearer_token = null;
}
if(data1032.max_audio_bytes === undefined){
data1032.max_audio_bytes = 26214400;
}
if(data1032.timeout_secs === undefined){
data1032.timeout_secs = 300;
}
if(data1032.url === undefined){
const err1480 = {instancePath:instancePath+"/transcription/local_whisper",schemaPath:"#/properties/transcription/properties/local_whisper/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1480];
}
else {
vErrors.push(err1480);
}
errors++;
}
for(const key163 in data1032){
if(!((((key163 === "url") || (key163 === "bearer_token")) || (key163 === "max_audio_bytes")) || (key163 === "timeout_secs"))){
const err1481 = {instancePath:instancePath+"/transcription/local_whisper",schemaPath:"#/properties/transcription/properties/local_whisper/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key163},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1481];
}
else {
vErrors.push(err1481);
}
errors++;
}
}
if(data1032.url !== undefined){
let data1033 = data1032.url;
if(typeof data1033 === "string"){
if(func3(data1033) < 1){
const err1482 = {instancePath:instancePath+"/transcription/local_whisper/url",schemaPath:"#/properties/transcription/properties/local_whisper/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1482];
}
else {
vErrors.push(err1482);
}
errors++;
}
}
else {
const err1483 = {instancePath:instancePath+"/transcription/local_whisper/url",schemaPath:"#/properties/transcription/properties/local_whisper/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1483];
}
else {
vErrors.push(err1483);
}
errors++;
}
}
let data1034 = data1032.bearer_token;
if((typeof data1034 !== "string") && (data1034 !== null)){
const err1484 = {instancePath:instancePath+"/transcription/local_whisper/bearer_token",schemaPath:"#/properties/transcription/properties/local_whisper/properties/bearer_token/type",keyword:"type",params:{type: schema11.properties.transcription.properties.local_whisper.properties.bearer_token.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1484];
}
else {
vErrors.push(err1484);
}
errors++;
}
let data1035 = data1032.max_audio_bytes;
if(!(((typeof data1035 == "number") && (!(data1035 % 1) && !isNaN(data1035))) && (isFinite(data1035)))){
const err1485 = {instancePath:instancePath+"/transcription/local_whisper/max_audio_bytes",schemaPath:"#/properties/transcription/properties/local_whisper/properties/max_audio_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1485];
}
else {
vErrors.push(err1485);
}
errors++;
}
if((typeof data1035 == "number") && (isFinite(data1035))){
if(data1035 < 1 || isNaN(data1035)){
const err1486 = {instancePath:instancePath+"/transcription/local_whisper/max_audio_bytes",schemaPath:"#/properties/transcription/properties/local_whisper/properties/max_audio_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1486];
}
else {
vErrors.push(err1486);
}
errors++;
}
}
let data1036 = data1032.timeout_secs;
if(!(((typeof data1036 == "number") && (!(data1036 % 1) && !isNaN(data1036))) && (isFinite(data1036)))){
const err1487 = {instancePath:instancePath+"/transcription/local_whisper/timeout_secs",schemaPath:"#/properties/transcription/properties/local_whisper/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1487];
}
else {
vErrors.push(err1487);
}
errors++;
}
if((typeof data1036 == "number") && (isFinite(data1036))){
if(data1036 < 1 || isNaN(data1036)){
const err1488 = {instancePath:instancePath+"/transcription/local_whisper/timeout_secs",schemaPath:"#/properties/transcription/properties/local_whisper/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1488];
}
else {
vErrors.push(err1488);
}
errors++;
}
}
}
else {
const err1489 = {instancePath:instancePath+"/transcription/local_whisper",schemaPath:"#/properties/transcription/properties/local_whisper/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1489];
}
else {
vErrors.push(err1489);
}
errors++;
}
}
let data1037 = data1014.openai;
if(data1037 && typeof data1037 == "object" && !Array.isArray(data1037)){
if(data1037.api_key === undefined){
data1037.api_key = null;
}
if(data1037.model === undefined){
data1037.model = "whisper-1";
}
for(const key164 in data1037){
if(!((key164 === "api_key") || (key164 === "model"))){
const err1490 = {instancePath:instancePath+"/transcription/openai",schemaPath:"#/properties/transcription/properties/openai/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key164},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1490];
}
else {
vErrors.push(err1490);
}
errors++;
}
}
let data1038 = data1037.api_key;
if((typeof data1038 !== "string") && (data1038 !== null)){
const err1491 = {instancePath:instancePath+"/transcription/openai/api_key",schemaPath:"#/properties/transcription/properties/openai/properties/api_key/type",keyword:"type",params:{type: schema11.properties.transcription.properties.openai.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1491];
}
else {
vErrors.push(err1491);
}
errors++;
}
if(typeof data1037.model !== "string"){
const err1492 = {instancePath:instancePath+"/transcription/openai/model",schemaPath:"#/properties/transcription/properties/openai/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1492];
}
else {
vErrors.push(err1492);
}
errors++;
}
}
else {
const err1493 = {instancePath:instancePath+"/transcription/openai",schemaPath:"#/properties/transcription/properties/openai/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1493];
}
else {
vErrors.push(err1493);
}
errors++;
}
}
else {
const err1494 = {instancePath:instancePath+"/transcription",schemaPath:"#/properties/transcription/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1494];
}
else {
vErrors.push(err1494);
}
errors++;
}
let data1040 = data.trust;
if(data1040 && typeof data1040 == "object" && !Array.isArray(data1040)){
if(data1040.correction_penalty === undefined){
data1040.correction_penalty = 0.05;
}
if(data1040.decay_half_life_days === undefined){
data1040.decay_half_life_days = 30;
}
if(data1040.initial_score === undefined){
data1040.initial_score = 0.8;
}
if(data1040.regression_threshold === undefined){
data1040.regression_threshold = 0.5;
}
if(data1040.success_boost === undefined){
data1040.success_boost = 0.01;
}
for(const key165 in data1040){
if(!(((((key165 === "correction_penalty") || (key165 === "decay_half_life_days")) || (key165 === "initial_score")) || (key165 === "regression_threshold")) || (key165 === "success_boost"))){
const err1495 = {instancePath:instancePath+"/trust",schemaPath:"#/properties/trust/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key165},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1495];
}
else {
vErrors.push(err1495);
}
errors++;
}
}
let data1041 = data1040.correction_penalty;
if((typeof data1041 == "number") && (isFinite(data1041))){
if(data1041 > 1 || isNaN(data1041)){
const err1496 = {instancePath:instancePath+"/trust/correction_penalty",schemaPath:"#/properties/trust/properties/correction_penalty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1496];
}
else {
vErrors.push(err1496);
}
errors++;
}
if(data1041 < 0 || isNaN(data1041)){
const err1497 = {instancePath:instancePath+"/trust/correction_penalty",schemaPath:"#/properties/trust/properties/correction_penalty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err1498 = {instancePath:instancePath+"/trust/correction_penalty",schemaPath:"#/properties/trust/properties/correction_penalty/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1498];
}
else {
vErrors.push(err1498);
}
errors++;
}
let data1042 = data1040.decay_half_life_days;
if((typeof data1042 == "number") && (isFinite(data1042))){
if(data1042 <= 0 || isNaN(data1042)){
const err1499 = {instancePath:instancePath+"/trust/decay_half_life_days",schemaPath:"#/properties/trust/properties/decay_half_life_days/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err1499];
}
else {
vErrors.push(err1499);
}
errors++;
}
}
else {
const err1500 = {instancePath:instancePath+"/trust/decay_half_life_days",schemaPath:"#/properties/trust/properties/decay_half_life_days/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1500];
}
else {
vErrors.push(err1500);
}
errors++;
}
let data1043 = data1040.initial_score;
if((typeof data1043 == "number") && (isFinite(data1043))){
if(data1043 > 1 || isNaN(data1043)){
const err1501 = {instancePath:instancePath+"/trust/initial_score",schemaPath:"#/properties/trust/properties/initial_score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1501];
}
else {
vErrors.push(err1501);
}
errors++;
}
if(data1043 < 0 || isNaN(data1043)){
const err1502 = {instancePath:instancePath+"/trust/initial_score",schemaPath:"#/properties/trust/properties/initial_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err1503 = {instancePath:instancePath+"/trust/initial_score",schemaPath:"#/properties/trust/properties/initial_score/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1503];
}
else {
vErrors.push(err1503);
}
errors++;
}
let data1044 = data1040.regression_threshold;
if((typeof data1044 == "number") && (isFinite(data1044))){
if(data1044 > 1 || isNaN(data1044)){
const err1504 = {instancePath:instancePath+"/trust/regression_threshold",schemaPath:"#/properties/trust/properties/regression_threshold/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1504];
}
else {
vErrors.push(err1504);
}
errors++;
}
if(data1044 < 0 || isNaN(data1044)){
const err1505 = {instancePath:instancePath+"/trust/regression_threshold",schemaPath:"#/properties/trust/properties/regression_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1505];
}
else {
vErrors.push(err1505);
}
errors++;
}
}
else {
const err1506 = {instancePath:instancePath+"/trust/regression_threshold",schemaPath:"#/properties/trust/properties/regression_threshold/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1506];
}
else {
vErrors.push(err1506);
}
errors++;
}
let data1045 = data1040.success_boost;
if((typeof data1045 == "number") && (isFinite(data1045))){
if(data1045 > 1 || isNaN(data1045)){
const err1507 = {instancePath:instancePath+"/trust/success_boost",schemaPath:"#/properties/trust/properties/success_boost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1507];
}
else {
vErrors.push(err1507);
}
errors++;
}
if(data1045 < 0 || isNaN(data1045)){
const err1508 = {instancePath:instancePath+"/trust/success_boost",schemaPath:"#/properties/trust/properties/success_boost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1508];
}
else {
vErrors.push(err1508);
}
errors++;
}
}
else {
const err1509 = {instancePath:instancePath+"/trust/success_boost",schemaPath:"#/properties/trust/properties/success_boost/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1509];
}
else {
vErrors.push(err1509);
}
errors++;
}
}
else {
const err1510 = {instancePath:instancePath+"/trust",schemaPath:"#/properties/trust/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1510];
}
else {
vErrors.push(err1510);
}
errors++;
}
let data1046 = data.tts;
if(data1046 && typeof data1046 == "object" && !Array.isArray(data1046)){
if(data1046.default_format === undefined){
data1046.default_format = "mp3";
}
if(data1046.default_voice === undefined){
data1046.default_voice = "alloy";
}
if(data1046.enabled === undefined){
data1046.enabled = false;
}
if(data1046.max_text_length === undefined){
data1046.max_text_length = 4096;
}
for(const key166 in data1046){
if(!((((key166 === "default_format") || (key166 === "default_voice")) || (key166 === "enabled")) || (key166 === "max_text_length"))){
const err1511 = {instancePath:instancePath+"/tts",schemaPath:"#/properties/tts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key166},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1511];
}
else {
vErrors.push(err1511);
}
errors++;
}
}
let data1047 = data1046.default_format;
if(typeof data1047 !== "string"){
const err1512 = {instancePath:instancePath+"/tts/default_format",schemaPath:"#/properties/tts/properties/default_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1512];
}
else {
vErrors.push(err1512);
}
errors++;
}
if(!(((data1047 === "mp3") || (data1047 === "opus")) || (data1047 === "wav"))){
const err1513 = {instancePath:instancePath+"/tts/default_format",schemaPath:"#/properties/tts/properties/default_format/enum",keyword:"enum",params:{allowedValues: schema11.properties.tts.properties.default_format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1513];
}
else {
vErrors.push(err1513);
}
errors++;
}
if(typeof data1046.default_voice !== "string"){
const err1514 = {instancePath:instancePath+"/tts/default_voice",schemaPath:"#/properties/tts/properties/default_voice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1514];
}
else {
vErrors.push(err1514);
}
errors++;
}
if(typeof data1046.enabled !== "boolean"){
const err1515 = {instancePath:instancePath+"/tts/enabled",schemaPath:"#/properties/tts/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1515];
}
else {
vErrors.push(err1515);
}
errors++;
}
let data1050 = data1046.max_text_length;
if(!(((typeof data1050 == "number") && (!(data1050 % 1) && !isNaN(data1050))) && (isFinite(data1050)))){
const err1516 = {instancePath:instancePath+"/tts/max_text_length",schemaPath:"#/properties/tts/properties/max_text_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1516];
}
else {
vErrors.push(err1516);
}
errors++;
}
if((typeof data1050 == "number") && (isFinite(data1050))){
if(data1050 < 1 || isNaN(data1050)){
const err1517 = {instancePath:instancePath+"/tts/max_text_length",schemaPath:"#/properties/tts/properties/max_text_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1517];
}
else {
vErrors.push(err1517);
}
errors++;
}
}
}
else {
const err1518 = {instancePath:instancePath+"/tts",schemaPath:"#/properties/tts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1518];
}
else {
vErrors.push(err1518);
}
errors++;
}
let data1051 = data.tunnel;
if(data1051 && typeof data1051 == "object" && !Array.isArray(data1051)){
if(data1051.tunnel_provider === undefined){
data1051.tunnel_provider = "none";
}
if(data1051.cloudflare === undefined){
data1051.cloudflare = {};
}
if(data1051.ngrok === undefined){
data1051.ngrok = {};
}
if(data1051.tailscale === undefined){
data1051.tailscale = {};
}
if(data1051.pinggy === undefined){
data1051.pinggy = {};
}
if(data1051.custom === undefined){
data1051.custom = {};
}
for(const key167 in data1051){
if(!(((((((key167 === "tunnel_provider") || (key167 === "cloudflare")) || (key167 === "ngrok")) || (key167 === "tailscale")) || (key167 === "pinggy")) || (key167 === "custom")) || (key167 === "openvpn"))){
const err1519 = {instancePath:instancePath+"/tunnel",schemaPath:"#/properties/tunnel/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key167},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1519];
}
else {
vErrors.push(err1519);
}
errors++;
}
}
let data1052 = data1051.tunnel_provider;
if(typeof data1052 !== "string"){
const err1520 = {instancePath:instancePath+"/tunnel/tunnel_provider",schemaPath:"#/properties/tunnel/properties/tunnel_provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1520];
}
else {
vErrors.push(err1520);
}
errors++;
}
if(!(((((((data1052 === "none") || (data1052 === "cloudflare")) || (data1052 === "tailscale")) || (data1052 === "ngrok")) || (data1052 === "openvpn")) || (data1052 === "pinggy")) || (data1052 === "custom"))){
const err1521 = {instancePath:instancePath+"/tunnel/tunnel_provider",schemaPath:"#/properties/tunnel/properties/tunnel_provider/enum",keyword:"enum",params:{allowedValues: schema11.properties.tunnel.properties.tunnel_provider.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1521];
}
else {
vErrors.push(err1521);
}
errors++;
}
let data1053 = data1051.cloudflare;
if(data1053 && typeof data1053 == "object" && !Array.isArray(data1053)){
if(data1053.token === undefined){
data1053.token = "";
}
for(const key168 in data1053){
if(!(key168 === "token")){
const err1522 = {instancePath:instancePath+"/tunnel/cloudflare",schemaPath:"#/properties/tunnel/properties/cloudflare/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key168},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1522];
}
else {
vErrors.push(err1522);
}
errors++;
}
}
if(typeof data1053.token !== "string"){
const err1523 = {instancePath:instancePath+"/tunnel/cloudflare/token",schemaPath:"#/properties/tunnel/properties/cloudflare/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1523];
}
else {
vErrors.push(err1523);
}
errors++;
}
}
else {
const err1524 = {instancePath:instancePath+"/tunnel/cloudflare",schemaPath:"#/properties/tunnel/properties/cloudflare/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1524];
}
else {
vErrors.push(err1524);
}
errors++;
}
let data1055 = data1051.ngrok;
if(data1055 && typeof data1055 == "object" && !Array.isArray(data1055)){
if(data1055.auth_token === undefined){
data1055.auth_token = null;
}
if(data1055.domain === undefined){
data1055.domain = null;
}
for(const key169 in data1055){
if(!((key169 === "auth_token") || (key169 === "domain"))){
const err1525 = {instancePath:instancePath+"/tunnel/ngrok",schemaPath:"#/properties/tunnel/properties/ngrok/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key169},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1525];
}
else {
vErrors.push(err1525);
}
errors++;
}
}
let data1056 = data1055.auth_token;
if((typeof data1056 !== "string") && (data1056 !== null)){
const err1526 = {instancePath:instancePath+"/tunnel/ngrok/auth_token",schemaPath:"#/properties/tunnel/properties/ngrok/properties/auth_token/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.ngrok.properties.auth_token.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1526];
}
else {
vErrors.push(err1526);
}
errors++;
}
let data1057 = data1055.domain;
if((typeof data1057 !== "string") && (data1057 !== null)){
const err1527 = {instancePath:instancePath+"/tunnel/ngrok/domain",schemaPath:"#/properties/tunnel/properties/ngrok/properties/domain/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.ngrok.properties.domain.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1527];
}
else {
vErrors.push(err1527);
}
errors++;
}
}
else {
const err1528 = {instancePath:instancePath+"/tunnel/ngrok",schemaPath:"#/properties/tunnel/properties/ngrok/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1528];
}
else {
vErrors.push(err1528);
}
errors++;
}
let data1058 = data1051.tailscale;
if(data1058 && typeof data1058 == "object" && !Array.isArray(data1058)){
if(data1058.funnel === undefined){
data1058.funnel = false;
}
if(data1058.hostname === undefined){
data1058.hostname = null;
}
for(const key170 in data1058){
if(!((key170 === "funnel") || (key170 === "hostname"))){
const err1529 = {instancePath:instancePath+"/tunnel/tailscale",schemaPath:"#/properties/tunnel/properties/tailscale/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key170},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1529];
}
else {
vErrors.push(err1529);
}
errors++;
}
}
if(typeof data1058.funnel !== "boolean"){
const err1530 = {instancePath:instancePath+"/tunnel/tailscale/funnel",schemaPath:"#/properties/tunnel/properties/tailscale/properties/funnel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1530];
}
else {
vErrors.push(err1530);
}
errors++;
}
let data1060 = data1058.hostname;
if((typeof data1060 !== "string") && (data1060 !== null)){
const err1531 = {instancePath:instancePath+"/tunnel/tailscale/hostname",schemaPath:"#/properties/tunnel/properties/tailscale/properties/hostname/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.tailscale.properties.hostname.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1531];
}
else {
vErrors.push(err1531);
}
errors++;
}
}
else {
const err1532 = {instancePath:instancePath+"/tunnel/tailscale",schemaPath:"#/properties/tunnel/properties/tailscale/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1532];
}
else {
vErrors.push(err1532);
}
errors++;
}
let data1061 = data1051.pinggy;
if(data1061 && typeof data1061 == "object" && !Array.isArray(data1061)){
if(data1061.region === undefined){
data1061.region = null;
}
if(data1061.token === undefined){
data1061.token = null;
}
for(const key171 in data1061){
if(!((key171 === "region") || (key171 === "token"))){
const err1533 = {instancePath:instancePath+"/tunnel/pinggy",schemaPath:"#/properties/tunnel/properties/pinggy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key171},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1533];
}
else {
vErrors.push(err1533);
}
errors++;
}
}
let data1062 = data1061.region;
if((typeof data1062 !== "string") && (data1062 !== null)){
const err1534 = {instancePath:instancePath+"/tunnel/pinggy/region",schemaPath:"#/properties/tunnel/properties/pinggy/properties/region/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.pinggy.properties.region.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1534];
}
else {
vErrors.push(err1534);
}
errors++;
}
if(!((((((data1062 === "us") || (data1062 === "eu")) || (data1062 === "ap")) || (data1062 === "br")) || (data1062 === "au")) || (data1062 === null))){
const err1535 = {instancePath:instancePath+"/tunnel/pinggy/region",schemaPath:"#/properties/tunnel/properties/pinggy/properties/region/enum",keyword:"enum",params:{allowedValues: schema11.properties.tunnel.properties.pinggy.properties.region.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1535];
}
else {
vErrors.push(err1535);
}
errors++;
}
let data1063 = data1061.token;
if((typeof data1063 !== "string") && (data1063 !== null)){
const err1536 = {instancePath:instancePath+"/tunnel/pinggy/token",schemaPath:"#/properties/tunnel/properties/pinggy/properties/token/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.pinggy.properties.token.type},message:"must be string,null"};
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
const err1537 = {instancePath:instancePath+"/tunnel/pinggy",schemaPath:"#/properties/tunnel/properties/pinggy/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1537];
}
else {
vErrors.push(err1537);
}
errors++;
}
let data1064 = data1051.custom;
if(data1064 && typeof data1064 == "object" && !Array.isArray(data1064)){
if(data1064.start_command === undefined){
data1064.start_command = "";
}
if(data1064.health_url === undefined){
data1064.health_url = null;
}
if(data1064.url_pattern === undefined){
data1064.url_pattern = null;
}
for(const key172 in data1064){
if(!(((key172 === "start_command") || (key172 === "health_url")) || (key172 === "url_pattern"))){
const err1538 = {instancePath:instancePath+"/tunnel/custom",schemaPath:"#/properties/tunnel/properties/custom/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key172},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1538];
}
else {
vErrors.push(err1538);
}
errors++;
}
}
if(typeof data1064.start_command !== "string"){
const err1539 = {instancePath:instancePath+"/tunnel/custom/start_command",schemaPath:"#/properties/tunnel/properties/custom/properties/start_command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1539];
}
else {
vErrors.push(err1539);
}
errors++;
}
let data1066 = data1064.health_url;
if((typeof data1066 !== "string") && (data1066 !== null)){
const err1540 = {instancePath:instancePath+"/tunnel/custom/health_url",schemaPath:"#/properties/tunnel/properties/custom/properties/health_url/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.custom.properties.health_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1540];
}
else {
vErrors.push(err1540);
}
errors++;
}
let data1067 = data1064.url_pattern;
if((typeof data1067 !== "string") && (data1067 !== null)){
const err1541 = {instancePath:instancePath+"/tunnel/custom/url_pattern",schemaPath:"#/properties/tunnel/properties/custom/properties/url_pattern/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.custom.properties.url_pattern.type},message:"must be string,null"};
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
const err1542 = {instancePath:instancePath+"/tunnel/custom",schemaPath:"#/properties/tunnel/properties/custom/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1542];
}
else {
vErrors.push(err1542);
}
errors++;
}
if(data1051.openvpn !== undefined){
let data1068 = data1051.openvpn;
if(data1068 && typeof data1068 == "object" && !Array.isArray(data1068)){
if(data1068.advertise_address === undefined){
data1068.advertise_address = null;
}
if(data1068.auth_file === undefined){
data1068.auth_file = null;
}
if(data1068.connect_timeout_secs === undefined){
data1068.connect_timeout_secs = 30;
}
if(data1068.extra_args === undefined){
data1068.extra_args = [];
}
if(data1068.config_file === undefined){
const err1543 = {instancePath:instancePath+"/tunnel/openvpn",schemaPath:"#/properties/tunnel/properties/openvpn/required",keyword:"required",params:{missingProperty: "config_file"},message:"must have required property '"+"config_file"+"'"};
if(vErrors === null){
vErrors = [err1543];
}
else {
vErrors.push(err1543);
}
errors++;
}
for(const key173 in data1068){
if(!(((((key173 === "config_file") || (key173 === "advertise_address")) || (key173 === "auth_file")) || (key173 === "connect_timeout_secs")) || (key173 === "extra_args"))){
const err1544 = {instancePath:instancePath+"/tunnel/openvpn",schemaPath:"#/properties/tunnel/properties/openvpn/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key173},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1544];
}
else {
vErrors.push(err1544);
}
errors++;
}
}
if(data1068.config_file !== undefined){
let data1069 = data1068.config_file;
if(typeof data1069 === "string"){
if(func3(data1069) < 1){
const err1545 = {instancePath:instancePath+"/tunnel/openvpn/config_file",schemaPath:"#/properties/tunnel/properties/openvpn/properties/config_file/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1545];
}
else {
vErrors.push(err1545);
}
errors++;
}
}
else {
const err1546 = {instancePath:instancePath+"/tunnel/openvpn/config_file",schemaPath:"#/properties/tunnel/properties/openvpn/properties/config_file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1546];
}
else {
vErrors.push(err1546);
}
errors++;
}
}
let data1070 = data1068.advertise_address;
if((typeof data1070 !== "string") && (data1070 !== null)){
const err1547 = {instancePath:instancePath+"/tunnel/openvpn/advertise_address",schemaPath:"#/properties/tunnel/properties/openvpn/properties/advertise_address/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.openvpn.properties.advertise_address.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1547];
}
else {
vErrors.push(err1547);
}
errors++;
}
let data1071 = data1068.auth_file;
if((typeof data1071 !== "string") && (data1071 !== null)){
const err1548 = {instancePath:instancePath+"/tunnel/openvpn/auth_file",schemaPath:"#/properties/tunnel/properties/openvpn/properties/auth_file/type",keyword:"type",params:{type: schema11.properties.tunnel.properties.openvpn.properties.auth_file.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1548];
}
else {
vErrors.push(err1548);
}
errors++;
}
let data1072 = data1068.connect_timeout_secs;
if(!(((typeof data1072 == "number") && (!(data1072 % 1) && !isNaN(data1072))) && (isFinite(data1072)))){
const err1549 = {instancePath:instancePath+"/tunnel/openvpn/connect_timeout_secs",schemaPath:"#/properties/tunnel/properties/openvpn/properties/connect_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1549];
}
else {
vErrors.push(err1549);
}
errors++;
}
if((typeof data1072 == "number") && (isFinite(data1072))){
if(data1072 < 1 || isNaN(data1072)){
const err1550 = {instancePath:instancePath+"/tunnel/openvpn/connect_timeout_secs",schemaPath:"#/properties/tunnel/properties/openvpn/properties/connect_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1550];
}
else {
vErrors.push(err1550);
}
errors++;
}
}
let data1073 = data1068.extra_args;
if(Array.isArray(data1073)){
const len91 = data1073.length;
for(let i91=0; i91<len91; i91++){
if(typeof data1073[i91] !== "string"){
const err1551 = {instancePath:instancePath+"/tunnel/openvpn/extra_args/" + i91,schemaPath:"#/properties/tunnel/properties/openvpn/properties/extra_args/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1551];
}
else {
vErrors.push(err1551);
}
errors++;
}
}
}
else {
const err1552 = {instancePath:instancePath+"/tunnel/openvpn/extra_args",schemaPath:"#/properties/tunnel/properties/openvpn/properties/extra_args/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1552];
}
else {
vErrors.push(err1552);
}
errors++;
}
}
else {
const err1553 = {instancePath:instancePath+"/tunnel/openvpn",schemaPath:"#/properties/tunnel/properties/openvpn/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1553];
}
else {
vErrors.push(err1553);
}
errors++;
}
}
}
else {
const err1554 = {instancePath:instancePath+"/tunnel",schemaPath:"#/properties/tunnel/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1554];
}
else {
vErrors.push(err1554);
}
errors++;
}
let data1075 = data.users;
if(data1075 && typeof data1075 == "object" && !Array.isArray(data1075)){
for(const key174 in data1075){
let data1076 = data1075[key174];
if(data1076 && typeof data1076 == "object" && !Array.isArray(data1076)){
if(data1076.permission_profiles === undefined){
data1076.permission_profiles = [];
}
if(data1076.principal_id === undefined){
data1076.principal_id = null;
}
if(data1076.uid === undefined){
data1076.uid = null;
}
for(const key175 in data1076){
if(!(((key175 === "permission_profiles") || (key175 === "principal_id")) || (key175 === "uid"))){
const err1555 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/users/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key175},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1555];
}
else {
vErrors.push(err1555);
}
errors++;
}
}
let data1077 = data1076.permission_profiles;
if(Array.isArray(data1077)){
const len92 = data1077.length;
for(let i92=0; i92<len92; i92++){
if(typeof data1077[i92] !== "string"){
const err1556 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1")+"/permission_profiles/" + i92,schemaPath:"#/properties/users/additionalProperties/properties/permission_profiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err1557 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1")+"/permission_profiles",schemaPath:"#/properties/users/additionalProperties/properties/permission_profiles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1557];
}
else {
vErrors.push(err1557);
}
errors++;
}
let data1079 = data1076.principal_id;
if((typeof data1079 !== "string") && (data1079 !== null)){
const err1558 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1")+"/principal_id",schemaPath:"#/properties/users/additionalProperties/properties/principal_id/type",keyword:"type",params:{type: schema11.properties.users.additionalProperties.properties.principal_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1558];
}
else {
vErrors.push(err1558);
}
errors++;
}
let data1080 = data1076.uid;
if((!(((typeof data1080 == "number") && (!(data1080 % 1) && !isNaN(data1080))) && (isFinite(data1080)))) && (data1080 !== null)){
const err1559 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1")+"/uid",schemaPath:"#/properties/users/additionalProperties/properties/uid/type",keyword:"type",params:{type: schema11.properties.users.additionalProperties.properties.uid.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1559];
}
else {
vErrors.push(err1559);
}
errors++;
}
if((typeof data1080 == "number") && (isFinite(data1080))){
if(data1080 < 0 || isNaN(data1080)){
const err1560 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1")+"/uid",schemaPath:"#/properties/users/additionalProperties/properties/uid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1560];
}
else {
vErrors.push(err1560);
}
errors++;
}
}
}
else {
const err1561 = {instancePath:instancePath+"/users/" + key174.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/users/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1561];
}
else {
vErrors.push(err1561);
}
errors++;
}
}
const aliasErrors30 = keyword0(data1075, instancePath+"/users", "#/properties/users/x-alias-map");
if(!(aliasErrors30 === null)){
vErrors = vErrors === null ? aliasErrors30 : vErrors.concat(aliasErrors30);
errors = vErrors.length;
}
}
else {
const err1562 = {instancePath:instancePath+"/users",schemaPath:"#/properties/users/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1562];
}
else {
vErrors.push(err1562);
}
errors++;
}
let data1081 = data.verifiable_intent;
if(data1081 && typeof data1081 == "object" && !Array.isArray(data1081)){
if(data1081.enabled === undefined){
data1081.enabled = false;
}
if(data1081.strictness === undefined){
data1081.strictness = "strict";
}
for(const key176 in data1081){
if(!((key176 === "enabled") || (key176 === "strictness"))){
const err1563 = {instancePath:instancePath+"/verifiable_intent",schemaPath:"#/properties/verifiable_intent/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key176},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1563];
}
else {
vErrors.push(err1563);
}
errors++;
}
}
if(typeof data1081.enabled !== "boolean"){
const err1564 = {instancePath:instancePath+"/verifiable_intent/enabled",schemaPath:"#/properties/verifiable_intent/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1564];
}
else {
vErrors.push(err1564);
}
errors++;
}
if(typeof data1081.strictness !== "string"){
const err1565 = {instancePath:instancePath+"/verifiable_intent/strictness",schemaPath:"#/properties/verifiable_intent/properties/strictness/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1565];
}
else {
vErrors.push(err1565);
}
errors++;
}
}
else {
const err1566 = {instancePath:instancePath+"/verifiable_intent",schemaPath:"#/properties/verifiable_intent/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1566];
}
else {
vErrors.push(err1566);
}
errors++;
}
let data1084 = data.web_fetch;
if(data1084 && typeof data1084 == "object" && !Array.isArray(data1084)){
if(data1084.allowed_domains === undefined){
data1084.allowed_domains = ["*"];
}
if(data1084.allowed_private_hosts === undefined){
data1084.allowed_private_hosts = [];
}
if(data1084.blocked_domains === undefined){
data1084.blocked_domains = [];
}
if(data1084.enabled === undefined){
data1084.enabled = true;
}
if(data1084.max_response_size === undefined){
data1084.max_response_size = 500000;
}
if(data1084.timeout_secs === undefined){
data1084.timeout_secs = 30;
}
if(data1084.provider === undefined){
data1084.provider = {};
}
for(const key177 in data1084){
if(!(((((((key177 === "allowed_domains") || (key177 === "allowed_private_hosts")) || (key177 === "blocked_domains")) || (key177 === "enabled")) || (key177 === "max_response_size")) || (key177 === "timeout_secs")) || (key177 === "provider"))){
const err1567 = {instancePath:instancePath+"/web_fetch",schemaPath:"#/properties/web_fetch/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key177},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1567];
}
else {
vErrors.push(err1567);
}
errors++;
}
}
let data1085 = data1084.allowed_domains;
if(Array.isArray(data1085)){
const len93 = data1085.length;
for(let i93=0; i93<len93; i93++){
if(typeof data1085[i93] !== "string"){
const err1568 = {instancePath:instancePath+"/web_fetch/allowed_domains/" + i93,schemaPath:"#/properties/web_fetch/properties/allowed_domains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1568];
}
else {
vErrors.push(err1568);
}
errors++;
}
}
}
else {
const err1569 = {instancePath:instancePath+"/web_fetch/allowed_domains",schemaPath:"#/properties/web_fetch/properties/allowed_domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1569];
}
else {
vErrors.push(err1569);
}
errors++;
}
let data1087 = data1084.allowed_private_hosts;
if(Array.isArray(data1087)){
const len94 = data1087.length;
for(let i94=0; i94<len94; i94++){
if(typeof data1087[i94] !== "string"){
const err1570 = {instancePath:instancePath+"/web_fetch/allowed_private_hosts/" + i94,schemaPath:"#/properties/web_fetch/properties/allowed_private_hosts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1570];
}
else {
vErrors.push(err1570);
}
errors++;
}
}
}
else {
const err1571 = {instancePath:instancePath+"/web_fetch/allowed_private_hosts",schemaPath:"#/properties/web_fetch/properties/allowed_private_hosts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1571];
}
else {
vErrors.push(err1571);
}
errors++;
}
let data1089 = data1084.blocked_domains;
if(Array.isArray(data1089)){
const len95 = data1089.length;
for(let i95=0; i95<len95; i95++){
if(typeof data1089[i95] !== "string"){
const err1572 = {instancePath:instancePath+"/web_fetch/blocked_domains/" + i95,schemaPath:"#/properties/web_fetch/properties/blocked_domains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1572];
}
else {
vErrors.push(err1572);
}
errors++;
}
}
}
else {
const err1573 = {instancePath:instancePath+"/web_fetch/blocked_domains",schemaPath:"#/properties/web_fetch/properties/blocked_domains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1573];
}
else {
vErrors.push(err1573);
}
errors++;
}
if(typeof data1084.enabled !== "boolean"){
const err1574 = {instancePath:instancePath+"/web_fetch/enabled",schemaPath:"#/properties/web_fetch/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1574];
}
else {
vErrors.push(err1574);
}
errors++;
}
let data1092 = data1084.max_response_size;
if(!(((typeof data1092 == "number") && (!(data1092 % 1) && !isNaN(data1092))) && (isFinite(data1092)))){
const err1575 = {instancePath:instancePath+"/web_fetch/max_response_size",schemaPath:"#/properties/web_fetch/properties/max_response_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1575];
}
else {
vErrors.push(err1575);
}
errors++;
}
if((typeof data1092 == "number") && (isFinite(data1092))){
if(data1092 < 0 || isNaN(data1092)){
const err1576 = {instancePath:instancePath+"/web_fetch/max_response_size",schemaPath:"#/properties/web_fetch/properties/max_response_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1576];
}
else {
vErrors.push(err1576);
}
errors++;
}
}
let data1093 = data1084.timeout_secs;
if(!(((typeof data1093 == "number") && (!(data1093 % 1) && !isNaN(data1093))) && (isFinite(data1093)))){
const err1577 = {instancePath:instancePath+"/web_fetch/timeout_secs",schemaPath:"#/properties/web_fetch/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1577];
}
else {
vErrors.push(err1577);
}
errors++;
}
if((typeof data1093 == "number") && (isFinite(data1093))){
if(data1093 < 0 || isNaN(data1093)){
const err1578 = {instancePath:instancePath+"/web_fetch/timeout_secs",schemaPath:"#/properties/web_fetch/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1578];
}
else {
vErrors.push(err1578);
}
errors++;
}
}
let data1094 = data1084.provider;
if(data1094 && typeof data1094 == "object" && !Array.isArray(data1094)){
if(data1094.api_key_env === undefined){
data1094.api_key_env = "";
}
if(data1094.api_url === undefined){
data1094.api_url = "";
}
if(data1094.enabled === undefined){
data1094.enabled = false;
}
if(data1094.mode === undefined){
data1094.mode = {};
}
for(const key178 in data1094){
if(!((((key178 === "api_key_env") || (key178 === "api_url")) || (key178 === "enabled")) || (key178 === "mode"))){
const err1579 = {instancePath:instancePath+"/web_fetch/provider",schemaPath:"#/properties/web_fetch/properties/provider/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key178},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1579];
}
else {
vErrors.push(err1579);
}
errors++;
}
}
if(typeof data1094.api_key_env !== "string"){
const err1580 = {instancePath:instancePath+"/web_fetch/provider/api_key_env",schemaPath:"#/properties/web_fetch/properties/provider/properties/api_key_env/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1580];
}
else {
vErrors.push(err1580);
}
errors++;
}
if(typeof data1094.api_url !== "string"){
const err1581 = {instancePath:instancePath+"/web_fetch/provider/api_url",schemaPath:"#/properties/web_fetch/properties/provider/properties/api_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1581];
}
else {
vErrors.push(err1581);
}
errors++;
}
if(typeof data1094.enabled !== "boolean"){
const err1582 = {instancePath:instancePath+"/web_fetch/provider/enabled",schemaPath:"#/properties/web_fetch/properties/provider/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1582];
}
else {
vErrors.push(err1582);
}
errors++;
}
let data1098 = data1094.mode;
if(data1098 && typeof data1098 == "object" && !Array.isArray(data1098)){
}
else {
const err1583 = {instancePath:instancePath+"/web_fetch/provider/mode",schemaPath:"#/properties/web_fetch/properties/provider/properties/mode/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1583];
}
else {
vErrors.push(err1583);
}
errors++;
}
}
else {
const err1584 = {instancePath:instancePath+"/web_fetch/provider",schemaPath:"#/properties/web_fetch/properties/provider/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1584];
}
else {
vErrors.push(err1584);
}
errors++;
}
}
else {
const err1585 = {instancePath:instancePath+"/web_fetch",schemaPath:"#/properties/web_fetch/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1585];
}
else {
vErrors.push(err1585);
}
errors++;
}
let data1099 = data.web_search;
if(data1099 && typeof data1099 == "object" && !Array.isArray(data1099)){
if(data1099.enabled === undefined){
data1099.enabled = true;
}
if(data1099.max_results === undefined){
data1099.max_results = 5;
}
if(data1099.search_provider === undefined){
data1099.search_provider = "duckduckgo";
}
if(data1099.searxng_instance_url === undefined){
data1099.searxng_instance_url = null;
}
if(data1099.timeout_secs === undefined){
data1099.timeout_secs = 15;
}
if(data1099.anysearch_api_key === undefined){
data1099.anysearch_api_key = null;
}
if(data1099.bocha_api_key === undefined){
data1099.bocha_api_key = null;
}
if(data1099.brave_api_key === undefined){
data1099.brave_api_key = null;
}
if(data1099.jina_api_key === undefined){
data1099.jina_api_key = null;
}
if(data1099.keenable_api_key === undefined){
data1099.keenable_api_key = null;
}
if(data1099.serply_api_key === undefined){
data1099.serply_api_key = null;
}
if(data1099.tavily_api_key === undefined){
data1099.tavily_api_key = null;
}
for(const key179 in data1099){
if(!(func2.call(schema11.properties.web_search.properties, key179))){
const err1586 = {instancePath:instancePath+"/web_search",schemaPath:"#/properties/web_search/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key179},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1586];
}
else {
vErrors.push(err1586);
}
errors++;
}
}
if(typeof data1099.enabled !== "boolean"){
const err1587 = {instancePath:instancePath+"/web_search/enabled",schemaPath:"#/properties/web_search/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1587];
}
else {
vErrors.push(err1587);
}
errors++;
}
let data1101 = data1099.max_results;
if(!(((typeof data1101 == "number") && (!(data1101 % 1) && !isNaN(data1101))) && (isFinite(data1101)))){
const err1588 = {instancePath:instancePath+"/web_search/max_results",schemaPath:"#/properties/web_search/properties/max_results/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1588];
}
else {
vErrors.push(err1588);
}
errors++;
}
if((typeof data1101 == "number") && (isFinite(data1101))){
if(data1101 > 10 || isNaN(data1101)){
const err1589 = {instancePath:instancePath+"/web_search/max_results",schemaPath:"#/properties/web_search/properties/max_results/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err1589];
}
else {
vErrors.push(err1589);
}
errors++;
}
if(data1101 < 1 || isNaN(data1101)){
const err1590 = {instancePath:instancePath+"/web_search/max_results",schemaPath:"#/properties/web_search/properties/max_results/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1590];
}
else {
vErrors.push(err1590);
}
errors++;
}
}
let data1102 = data1099.search_provider;
if(typeof data1102 !== "string"){
const err1591 = {instancePath:instancePath+"/web_search/search_provider",schemaPath:"#/properties/web_search/properties/search_provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1591];
}
else {
vErrors.push(err1591);
}
errors++;
}
if(!(((((((data1102 === "duckduckgo") || (data1102 === "brave")) || (data1102 === "tavily")) || (data1102 === "searxng")) || (data1102 === "jina")) || (data1102 === "bocha")) || (data1102 === "serply"))){
const err1592 = {instancePath:instancePath+"/web_search/search_provider",schemaPath:"#/properties/web_search/properties/search_provider/enum",keyword:"enum",params:{allowedValues: schema11.properties.web_search.properties.search_provider.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1592];
}
else {
vErrors.push(err1592);
}
errors++;
}
let data1103 = data1099.searxng_instance_url;
if((typeof data1103 !== "string") && (data1103 !== null)){
const err1593 = {instancePath:instancePath+"/web_search/searxng_instance_url",schemaPath:"#/properties/web_search/properties/searxng_instance_url/type",keyword:"type",params:{type: schema11.properties.web_search.properties.searxng_instance_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1593];
}
else {
vErrors.push(err1593);
}
errors++;
}
let data1104 = data1099.timeout_secs;
if(!(((typeof data1104 == "number") && (!(data1104 % 1) && !isNaN(data1104))) && (isFinite(data1104)))){
const err1594 = {instancePath:instancePath+"/web_search/timeout_secs",schemaPath:"#/properties/web_search/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1594];
}
else {
vErrors.push(err1594);
}
errors++;
}
if((typeof data1104 == "number") && (isFinite(data1104))){
if(data1104 < 0 || isNaN(data1104)){
const err1595 = {instancePath:instancePath+"/web_search/timeout_secs",schemaPath:"#/properties/web_search/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1595];
}
else {
vErrors.push(err1595);
}
errors++;
}
}
let data1105 = data1099.anysearch_api_key;
if((typeof data1105 !== "string") && (data1105 !== null)){
const err1596 = {instancePath:instancePath+"/web_search/anysearch_api_key",schemaPath:"#/properties/web_search/properties/anysearch_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.anysearch_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1596];
}
else {
vErrors.push(err1596);
}
errors++;
}
let data1106 = data1099.bocha_api_key;
if((typeof data1106 !== "string") && (data1106 !== null)){
const err1597 = {instancePath:instancePath+"/web_search/bocha_api_key",schemaPath:"#/properties/web_search/properties/bocha_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.bocha_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1597];
}
else {
vErrors.push(err1597);
}
errors++;
}
let data1107 = data1099.brave_api_key;
if((typeof data1107 !== "string") && (data1107 !== null)){
const err1598 = {instancePath:instancePath+"/web_search/brave_api_key",schemaPath:"#/properties/web_search/properties/brave_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.brave_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1598];
}
else {
vErrors.push(err1598);
}
errors++;
}
let data1108 = data1099.jina_api_key;
if((typeof data1108 !== "string") && (data1108 !== null)){
const err1599 = {instancePath:instancePath+"/web_search/jina_api_key",schemaPath:"#/properties/web_search/properties/jina_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.jina_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1599];
}
else {
vErrors.push(err1599);
}
errors++;
}
let data1109 = data1099.keenable_api_key;
if((typeof data1109 !== "string") && (data1109 !== null)){
const err1600 = {instancePath:instancePath+"/web_search/keenable_api_key",schemaPath:"#/properties/web_search/properties/keenable_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.keenable_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1600];
}
else {
vErrors.push(err1600);
}
errors++;
}
let data1110 = data1099.serply_api_key;
if((typeof data1110 !== "string") && (data1110 !== null)){
const err1601 = {instancePath:instancePath+"/web_search/serply_api_key",schemaPath:"#/properties/web_search/properties/serply_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.serply_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1601];
}
else {
vErrors.push(err1601);
}
errors++;
}
let data1111 = data1099.tavily_api_key;
if((typeof data1111 !== "string") && (data1111 !== null)){
const err1602 = {instancePath:instancePath+"/web_search/tavily_api_key",schemaPath:"#/properties/web_search/properties/tavily_api_key/type",keyword:"type",params:{type: schema11.properties.web_search.properties.tavily_api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1602];
}
else {
vErrors.push(err1602);
}
errors++;
}
}
else {
const err1603 = {instancePath:instancePath+"/web_search",schemaPath:"#/properties/web_search/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1603];
}
else {
vErrors.push(err1603);
}
errors++;
}
let data1112 = data.wss;
if(data1112 && typeof data1112 == "object" && !Array.isArray(data1112)){
if(data1112.bind === undefined){
data1112.bind = "0.0.0.0";
}
if(data1112.cert_path === undefined){
data1112.cert_path = "";
}
if(data1112.key_path === undefined){
data1112.key_path = "";
}
if(data1112.enabled === undefined){
data1112.enabled = false;
}
if(data1112.handshake_timeout_secs === undefined){
data1112.handshake_timeout_secs = 10;
}
if(data1112.incomplete_message_timeout_secs === undefined){
data1112.incomplete_message_timeout_secs = 60;
}
if(data1112.max_pending_handshakes === undefined){
data1112.max_pending_handshakes = 256;
}
if(data1112.max_sessions === undefined){
data1112.max_sessions = 64;
}
if(data1112.max_sessions_per_client === undefined){
data1112.max_sessions_per_client = 8;
}
if(data1112.port === undefined){
data1112.port = 9781;
}
if(data1112.sans === undefined){
data1112.sans = [];
}
if(data1112.client_auth === undefined){
data1112.client_auth = {};
}
for(const key180 in data1112){
if(!(func2.call(schema11.properties.wss.properties, key180))){
const err1604 = {instancePath:instancePath+"/wss",schemaPath:"#/properties/wss/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key180},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1604];
}
else {
vErrors.push(err1604);
}
errors++;
}
}
if(typeof data1112.bind !== "string"){
const err1605 = {instancePath:instancePath+"/wss/bind",schemaPath:"#/properties/wss/properties/bind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1605];
}
else {
vErrors.push(err1605);
}
errors++;
}
if(typeof data1112.cert_path !== "string"){
const err1606 = {instancePath:instancePath+"/wss/cert_path",schemaPath:"#/properties/wss/properties/cert_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1606];
}
else {
vErrors.push(err1606);
}
errors++;
}
if(typeof data1112.key_path !== "string"){
const err1607 = {instancePath:instancePath+"/wss/key_path",schemaPath:"#/properties/wss/properties/key_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1607];
}
else {
vErrors.push(err1607);
}
errors++;
}
if(typeof data1112.enabled !== "boolean"){
const err1608 = {instancePath:instancePath+"/wss/enabled",schemaPath:"#/properties/wss/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1608];
}
else {
vErrors.push(err1608);
}
errors++;
}
let data1117 = data1112.handshake_timeout_secs;
if(!(((typeof data1117 == "number") && (!(data1117 % 1) && !isNaN(data1117))) && (isFinite(data1117)))){
const err1609 = {instancePath:instancePath+"/wss/handshake_timeout_secs",schemaPath:"#/properties/wss/properties/handshake_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1609];
}
else {
vErrors.push(err1609);
}
errors++;
}
if((typeof data1117 == "number") && (isFinite(data1117))){
if(data1117 < 1 || isNaN(data1117)){
const err1610 = {instancePath:instancePath+"/wss/handshake_timeout_secs",schemaPath:"#/properties/wss/properties/handshake_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1610];
}
else {
vErrors.push(err1610);
}
errors++;
}
}
let data1118 = data1112.incomplete_message_timeout_secs;
if(!(((typeof data1118 == "number") && (!(data1118 % 1) && !isNaN(data1118))) && (isFinite(data1118)))){
const err1611 = {instancePath:instancePath+"/wss/incomplete_message_timeout_secs",schemaPath:"#/properties/wss/properties/incomplete_message_timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1611];
}
else {
vErrors.push(err1611);
}
errors++;
}
if((typeof data1118 == "number") && (isFinite(data1118))){
if(data1118 < 1 || isNaN(data1118)){
const err1612 = {instancePath:instancePath+"/wss/incomplete_message_timeout_secs",schemaPath:"#/properties/wss/properties/incomplete_message_timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1612];
}
else {
vErrors.push(err1612);
}
errors++;
}
}
let data1119 = data1112.max_pending_handshakes;
if(!(((typeof data1119 == "number") && (!(data1119 % 1) && !isNaN(data1119))) && (isFinite(data1119)))){
const err1613 = {instancePath:instancePath+"/wss/max_pending_handshakes",schemaPath:"#/properties/wss/properties/max_pending_handshakes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1613];
}
else {
vErrors.push(err1613);
}
errors++;
}
if((typeof data1119 == "number") && (isFinite(data1119))){
if(data1119 < 1 || isNaN(data1119)){
const err1614 = {instancePath:instancePath+"/wss/max_pending_handshakes",schemaPath:"#/properties/wss/properties/max_pending_handshakes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1614];
}
else {
vErrors.push(err1614);
}
errors++;
}
}
let data1120 = data1112.max_sessions;
if(!(((typeof data1120 == "number") && (!(data1120 % 1) && !isNaN(data1120))) && (isFinite(data1120)))){
const err1615 = {instancePath:instancePath+"/wss/max_sessions",schemaPath:"#/properties/wss/properties/max_sessions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1615];
}
else {
vErrors.push(err1615);
}
errors++;
}
if((typeof data1120 == "number") && (isFinite(data1120))){
if(data1120 < 1 || isNaN(data1120)){
const err1616 = {instancePath:instancePath+"/wss/max_sessions",schemaPath:"#/properties/wss/properties/max_sessions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1616];
}
else {
vErrors.push(err1616);
}
errors++;
}
}
let data1121 = data1112.max_sessions_per_client;
if(!(((typeof data1121 == "number") && (!(data1121 % 1) && !isNaN(data1121))) && (isFinite(data1121)))){
const err1617 = {instancePath:instancePath+"/wss/max_sessions_per_client",schemaPath:"#/properties/wss/properties/max_sessions_per_client/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1617];
}
else {
vErrors.push(err1617);
}
errors++;
}
if((typeof data1121 == "number") && (isFinite(data1121))){
if(data1121 < 1 || isNaN(data1121)){
const err1618 = {instancePath:instancePath+"/wss/max_sessions_per_client",schemaPath:"#/properties/wss/properties/max_sessions_per_client/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1618];
}
else {
vErrors.push(err1618);
}
errors++;
}
}
let data1122 = data1112.port;
if(!(((typeof data1122 == "number") && (!(data1122 % 1) && !isNaN(data1122))) && (isFinite(data1122)))){
const err1619 = {instancePath:instancePath+"/wss/port",schemaPath:"#/properties/wss/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1619];
}
else {
vErrors.push(err1619);
}
errors++;
}
if((typeof data1122 == "number") && (isFinite(data1122))){
if(data1122 > 65535 || isNaN(data1122)){
const err1620 = {instancePath:instancePath+"/wss/port",schemaPath:"#/properties/wss/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err1620];
}
else {
vErrors.push(err1620);
}
errors++;
}
if(data1122 < 0 || isNaN(data1122)){
const err1621 = {instancePath:instancePath+"/wss/port",schemaPath:"#/properties/wss/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1621];
}
else {
vErrors.push(err1621);
}
errors++;
}
}
let data1123 = data1112.sans;
if(Array.isArray(data1123)){
const len96 = data1123.length;
for(let i96=0; i96<len96; i96++){
if(typeof data1123[i96] !== "string"){
const err1622 = {instancePath:instancePath+"/wss/sans/" + i96,schemaPath:"#/properties/wss/properties/sans/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1622];
}
else {
vErrors.push(err1622);
}
errors++;
}
}
}
else {
const err1623 = {instancePath:instancePath+"/wss/sans",schemaPath:"#/properties/wss/properties/sans/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1623];
}
else {
vErrors.push(err1623);
}
errors++;
}
let data1125 = data1112.client_auth;
if(data1125 && typeof data1125 == "object" && !Array.isArray(data1125)){
if(data1125.ca_cert_path === undefined){
data1125.ca_cert_path = "";
}
if(data1125.crl_path === undefined){
data1125.crl_path = "";
}
if(data1125.enabled === undefined){
data1125.enabled = false;
}
if(data1125.pinned_certs === undefined){
data1125.pinned_certs = [];
}
for(const key181 in data1125){
if(!((((key181 === "ca_cert_path") || (key181 === "crl_path")) || (key181 === "enabled")) || (key181 === "pinned_certs"))){
const err1624 = {instancePath:instancePath+"/wss/client_auth",schemaPath:"#/properties/wss/properties/client_auth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key181},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1624];
}
else {
vErrors.push(err1624);
}
errors++;
}
}
if(typeof data1125.ca_cert_path !== "string"){
const err1625 = {instancePath:instancePath+"/wss/client_auth/ca_cert_path",schemaPath:"#/properties/wss/properties/client_auth/properties/ca_cert_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1625];
}
else {
vErrors.push(err1625);
}
errors++;
}
if(typeof data1125.crl_path !== "string"){
const err1626 = {instancePath:instancePath+"/wss/client_auth/crl_path",schemaPath:"#/properties/wss/properties/client_auth/properties/crl_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1626];
}
else {
vErrors.push(err1626);
}
errors++;
}
if(typeof data1125.enabled !== "boolean"){
const err1627 = {instancePath:instancePath+"/wss/client_auth/enabled",schemaPath:"#/properties/wss/properties/client_auth/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1627];
}
else {
vErrors.push(err1627);
}
errors++;
}
let data1129 = data1125.pinned_certs;
if(Array.isArray(data1129)){
const len97 = data1129.length;
for(let i97=0; i97<len97; i97++){
if(typeof data1129[i97] !== "string"){
const err1628 = {instancePath:instancePath+"/wss/client_auth/pinned_certs/" + i97,schemaPath:"#/properties/wss/properties/client_auth/properties/pinned_certs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1628];
}
else {
vErrors.push(err1628);
}
errors++;
}
}
}
else {
const err1629 = {instancePath:instancePath+"/wss/client_auth/pinned_certs",schemaPath:"#/properties/wss/properties/client_auth/properties/pinned_certs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1629];
}
else {
vErrors.push(err1629);
}
errors++;
}
}
else {
const err1630 = {instancePath:instancePath+"/wss/client_auth",schemaPath:"#/properties/wss/properties/client_auth/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1630];
}
else {
vErrors.push(err1630);
}
errors++;
}
}
else {
const err1631 = {instancePath:instancePath+"/wss",schemaPath:"#/properties/wss/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1631];
}
else {
vErrors.push(err1631);
}
errors++;
}
let data1131 = data.providers;
if(data1131 && typeof data1131 == "object" && !Array.isArray(data1131)){
if(data1131.transcription === undefined){
data1131.transcription = {};
}
if(data1131.tts === undefined){
data1131.tts = {};
}
if(data1131.models === undefined){
data1131.models = {};
}
for(const key182 in data1131){
if(!(((key182 === "transcription") || (key182 === "tts")) || (key182 === "models"))){
const err1632 = {instancePath:instancePath+"/providers",schemaPath:"#/properties/providers/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key182},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1632];
}
else {
vErrors.push(err1632);
}
errors++;
}
}
let data1132 = data1131.transcription;
if(data1132 && typeof data1132 == "object" && !Array.isArray(data1132)){
for(const key183 in data1132){
let data1133 = data1132[key183];
if(data1133 && typeof data1133 == "object" && !Array.isArray(data1133)){
for(const key184 in data1133){
let data1134 = data1133[key184];
if(data1134 && typeof data1134 == "object" && !Array.isArray(data1134)){
if(data1134.api_key === undefined){
data1134.api_key = null;
}
if(data1134.base_url === undefined){
data1134.base_url = null;
}
if(data1134.model === undefined){
data1134.model = null;
}
let data1135 = data1134.api_key;
if((typeof data1135 !== "string") && (data1135 !== null)){
const err1633 = {instancePath:instancePath+"/providers/transcription/" + key183.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key184.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/providers/properties/transcription/additionalProperties/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.providers.properties.transcription.additionalProperties.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1633];
}
else {
vErrors.push(err1633);
}
errors++;
}
let data1136 = data1134.base_url;
if((typeof data1136 !== "string") && (data1136 !== null)){
const err1634 = {instancePath:instancePath+"/providers/transcription/" + key183.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key184.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/providers/properties/transcription/additionalProperties/additionalProperties/properties/base_url/type",keyword:"type",params:{type: schema11.properties.providers.properties.transcription.additionalProperties.additionalProperties.properties.base_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1634];
}
else {
vErrors.push(err1634);
}
errors++;
}
let data1137 = data1134.model;
if((typeof data1137 !== "string") && (data1137 !== null)){
const err1635 = {instancePath:instancePath+"/providers/transcription/" + key183.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key184.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/providers/properties/transcription/additionalProperties/additionalProperties/properties/model/type",keyword:"type",params:{type: schema11.properties.providers.properties.transcription.additionalProperties.additionalProperties.properties.model.type},message:"must be string,null"};
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
const err1636 = {instancePath:instancePath+"/providers/transcription/" + key183.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key184.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/transcription/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1636];
}
else {
vErrors.push(err1636);
}
errors++;
}
}
const aliasErrors31 = keyword0(data1133, instancePath+"/providers/transcription/" + key183.replace(/~/g, "~0").replace(/\//g, "~1"), "#/properties/providers/properties/transcription/additionalProperties/x-alias-map");
if(!(aliasErrors31 === null)){
vErrors = vErrors === null ? aliasErrors31 : vErrors.concat(aliasErrors31);
errors = vErrors.length;
}
}
else {
const err1637 = {instancePath:instancePath+"/providers/transcription/" + key183.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/transcription/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1637];
}
else {
vErrors.push(err1637);
}
errors++;
}
}
const aliasErrors32 = keyword0(data1132, instancePath+"/providers/transcription", "#/properties/providers/properties/transcription/x-alias-map");
if(!(aliasErrors32 === null)){
vErrors = vErrors === null ? aliasErrors32 : vErrors.concat(aliasErrors32);
errors = vErrors.length;
}
}
else {
const err1638 = {instancePath:instancePath+"/providers/transcription",schemaPath:"#/properties/providers/properties/transcription/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1638];
}
else {
vErrors.push(err1638);
}
errors++;
}
let data1138 = data1131.tts;
if(data1138 && typeof data1138 == "object" && !Array.isArray(data1138)){
for(const key185 in data1138){
let data1139 = data1138[key185];
if(data1139 && typeof data1139 == "object" && !Array.isArray(data1139)){
for(const key186 in data1139){
let data1140 = data1139[key186];
if(data1140 && typeof data1140 == "object" && !Array.isArray(data1140)){
if(data1140.api_key === undefined){
data1140.api_key = null;
}
if(data1140.base_url === undefined){
data1140.base_url = null;
}
if(data1140.model === undefined){
data1140.model = null;
}
if(data1140.voice === undefined){
data1140.voice = null;
}
let data1141 = data1140.api_key;
if((typeof data1141 !== "string") && (data1141 !== null)){
const err1639 = {instancePath:instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key186.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/providers/properties/tts/additionalProperties/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.providers.properties.tts.additionalProperties.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1639];
}
else {
vErrors.push(err1639);
}
errors++;
}
let data1142 = data1140.base_url;
if((typeof data1142 !== "string") && (data1142 !== null)){
const err1640 = {instancePath:instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key186.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/providers/properties/tts/additionalProperties/additionalProperties/properties/base_url/type",keyword:"type",params:{type: schema11.properties.providers.properties.tts.additionalProperties.additionalProperties.properties.base_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1640];
}
else {
vErrors.push(err1640);
}
errors++;
}
let data1143 = data1140.model;
if((typeof data1143 !== "string") && (data1143 !== null)){
const err1641 = {instancePath:instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key186.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/providers/properties/tts/additionalProperties/additionalProperties/properties/model/type",keyword:"type",params:{type: schema11.properties.providers.properties.tts.additionalProperties.additionalProperties.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1641];
}
else {
vErrors.push(err1641);
}
errors++;
}
let data1144 = data1140.voice;
if((typeof data1144 !== "string") && (data1144 !== null)){
const err1642 = {instancePath:instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key186.replace(/~/g, "~0").replace(/\//g, "~1")+"/voice",schemaPath:"#/properties/providers/properties/tts/additionalProperties/additionalProperties/properties/voice/type",keyword:"type",params:{type: schema11.properties.providers.properties.tts.additionalProperties.additionalProperties.properties.voice.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1642];
}
else {
vErrors.push(err1642);
}
errors++;
}
}
else {
const err1643 = {instancePath:instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key186.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/tts/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1643];
}
else {
vErrors.push(err1643);
}
errors++;
}
}
const aliasErrors33 = keyword0(data1139, instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1"), "#/properties/providers/properties/tts/additionalProperties/x-alias-map");
if(!(aliasErrors33 === null)){
vErrors = vErrors === null ? aliasErrors33 : vErrors.concat(aliasErrors33);
errors = vErrors.length;
}
}
else {
const err1644 = {instancePath:instancePath+"/providers/tts/" + key185.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/tts/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1644];
}
else {
vErrors.push(err1644);
}
errors++;
}
}
const aliasErrors34 = keyword0(data1138, instancePath+"/providers/tts", "#/properties/providers/properties/tts/x-alias-map");
if(!(aliasErrors34 === null)){
vErrors = vErrors === null ? aliasErrors34 : vErrors.concat(aliasErrors34);
errors = vErrors.length;
}
}
else {
const err1645 = {instancePath:instancePath+"/providers/tts",schemaPath:"#/properties/providers/properties/tts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1645];
}
else {
vErrors.push(err1645);
}
errors++;
}
let data1145 = data1131.models;
if(data1145 && typeof data1145 == "object" && !Array.isArray(data1145)){
if(data1145.anthropic === undefined){
data1145.anthropic = {};
}
if(data1145.echo === undefined){
data1145.echo = {};
}
if(data1145.openai === undefined){
data1145.openai = {};
}
for(const key187 in data1145){
if(!(((key187 === "anthropic") || (key187 === "echo")) || (key187 === "openai"))){
const err1646 = {instancePath:instancePath+"/providers/models",schemaPath:"#/properties/providers/properties/models/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key187},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1646];
}
else {
vErrors.push(err1646);
}
errors++;
}
}
let data1146 = data1145.anthropic;
if(data1146 && typeof data1146 == "object" && !Array.isArray(data1146)){
for(const key188 in data1146){
let data1147 = data1146[key188];
if(data1147 && typeof data1147 == "object" && !Array.isArray(data1147)){
if(data1147.api_key === undefined){
data1147.api_key = null;
}
if(data1147.base_url === undefined){
data1147.base_url = "https://api.anthropic.com";
}
if(data1147.anthropic_version === undefined){
data1147.anthropic_version = "2023-06-01";
}
if(data1147.max_tokens === undefined){
data1147.max_tokens = 1024;
}
if(data1147.timeout_secs === undefined){
data1147.timeout_secs = 120;
}
if(data1147.max_retries === undefined){
data1147.max_retries = 3;
}
if(data1147.temperature === undefined){
data1147.temperature = null;
}
if(data1147.model === undefined){
const err1647 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err1647];
}
else {
vErrors.push(err1647);
}
errors++;
}
let data1148 = data1147.api_key;
if((typeof data1148 !== "string") && (data1148 !== null)){
const err1648 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.providers.properties.models.properties.anthropic.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1648];
}
else {
vErrors.push(err1648);
}
errors++;
}
let data1149 = data1147.base_url;
if(typeof data1149 === "string"){
if(!pattern12.test(data1149)){
const err1649 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/base_url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err1649];
}
else {
vErrors.push(err1649);
}
errors++;
}
}
else {
const err1650 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/base_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1650];
}
else {
vErrors.push(err1650);
}
errors++;
}
if(data1147.model !== undefined){
let data1150 = data1147.model;
if(typeof data1150 === "string"){
if(func3(data1150) < 1){
const err1651 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1651];
}
else {
vErrors.push(err1651);
}
errors++;
}
}
else {
const err1652 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1652];
}
else {
vErrors.push(err1652);
}
errors++;
}
}
if(typeof data1147.anthropic_version !== "string"){
const err1653 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/anthropic_version",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/anthropic_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1653];
}
else {
vErrors.push(err1653);
}
errors++;
}
let data1152 = data1147.max_tokens;
if(!(((typeof data1152 == "number") && (!(data1152 % 1) && !isNaN(data1152))) && (isFinite(data1152)))){
const err1654 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tokens",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/max_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1654];
}
else {
vErrors.push(err1654);
}
errors++;
}
if((typeof data1152 == "number") && (isFinite(data1152))){
if(data1152 < 1 || isNaN(data1152)){
const err1655 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tokens",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/max_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1655];
}
else {
vErrors.push(err1655);
}
errors++;
}
}
let data1153 = data1147.timeout_secs;
if(!(((typeof data1153 == "number") && (!(data1153 % 1) && !isNaN(data1153))) && (isFinite(data1153)))){
const err1656 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/timeout_secs",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1656];
}
else {
vErrors.push(err1656);
}
errors++;
}
if((typeof data1153 == "number") && (isFinite(data1153))){
if(data1153 < 1 || isNaN(data1153)){
const err1657 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/timeout_secs",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1657];
}
else {
vErrors.push(err1657);
}
errors++;
}
}
let data1154 = data1147.max_retries;
if(!(((typeof data1154 == "number") && (!(data1154 % 1) && !isNaN(data1154))) && (isFinite(data1154)))){
const err1658 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_retries",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/max_retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1658];
}
else {
vErrors.push(err1658);
}
errors++;
}
if((typeof data1154 == "number") && (isFinite(data1154))){
if(data1154 < 0 || isNaN(data1154)){
const err1659 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_retries",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/max_retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1659];
}
else {
vErrors.push(err1659);
}
errors++;
}
}
let data1155 = data1147.temperature;
if((!((typeof data1155 == "number") && (isFinite(data1155)))) && (data1155 !== null)){
const err1660 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/temperature",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/temperature/type",keyword:"type",params:{type: schema11.properties.providers.properties.models.properties.anthropic.additionalProperties.properties.temperature.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err1660];
}
else {
vErrors.push(err1660);
}
errors++;
}
if((typeof data1155 == "number") && (isFinite(data1155))){
if(data1155 > 1 || isNaN(data1155)){
const err1661 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/temperature",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/temperature/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err1661];
}
else {
vErrors.push(err1661);
}
errors++;
}
if(data1155 < 0 || isNaN(data1155)){
const err1662 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1")+"/temperature",schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1662];
}
else {
vErrors.push(err1662);
}
errors++;
}
}
}
else {
const err1663 = {instancePath:instancePath+"/providers/models/anthropic/" + key188.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/models/properties/anthropic/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1663];
}
else {
vErrors.push(err1663);
}
errors++;
}
}
const aliasErrors35 = keyword0(data1146, instancePath+"/providers/models/anthropic", "#/properties/providers/properties/models/properties/anthropic/x-alias-map");
if(!(aliasErrors35 === null)){
vErrors = vErrors === null ? aliasErrors35 : vErrors.concat(aliasErrors35);
errors = vErrors.length;
}
}
else {
const err1664 = {instancePath:instancePath+"/providers/models/anthropic",schemaPath:"#/properties/providers/properties/models/properties/anthropic/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1664];
}
else {
vErrors.push(err1664);
}
errors++;
}
let data1156 = data1145.echo;
if(data1156 && typeof data1156 == "object" && !Array.isArray(data1156)){
for(const key189 in data1156){
let data1157 = data1156[key189];
if(data1157 && typeof data1157 == "object" && !Array.isArray(data1157)){
}
else {
const err1665 = {instancePath:instancePath+"/providers/models/echo/" + key189.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/models/properties/echo/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1665];
}
else {
vErrors.push(err1665);
}
errors++;
}
}
const aliasErrors36 = keyword0(data1156, instancePath+"/providers/models/echo", "#/properties/providers/properties/models/properties/echo/x-alias-map");
if(!(aliasErrors36 === null)){
vErrors = vErrors === null ? aliasErrors36 : vErrors.concat(aliasErrors36);
errors = vErrors.length;
}
}
else {
const err1666 = {instancePath:instancePath+"/providers/models/echo",schemaPath:"#/properties/providers/properties/models/properties/echo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1666];
}
else {
vErrors.push(err1666);
}
errors++;
}
let data1158 = data1145.openai;
if(data1158 && typeof data1158 == "object" && !Array.isArray(data1158)){
for(const key190 in data1158){
let data1159 = data1158[key190];
if(data1159 && typeof data1159 == "object" && !Array.isArray(data1159)){
if(data1159.api_key === undefined){
data1159.api_key = null;
}
if(data1159.base_url === undefined){
data1159.base_url = "https://api.openai.com/v1";
}
if(data1159.stream === undefined){
data1159.stream = false;
}
if(data1159.timeout_secs === undefined){
data1159.timeout_secs = 120;
}
if(data1159.max_retries === undefined){
data1159.max_retries = 3;
}
if(data1159.temperature === undefined){
data1159.temperature = null;
}
if(data1159.max_tokens === undefined){
data1159.max_tokens = null;
}
if(data1159.model === undefined){
const err1667 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err1667];
}
else {
vErrors.push(err1667);
}
errors++;
}
let data1160 = data1159.api_key;
if((typeof data1160 !== "string") && (data1160 !== null)){
const err1668 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/api_key/type",keyword:"type",params:{type: schema11.properties.providers.properties.models.properties.openai.additionalProperties.properties.api_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1668];
}
else {
vErrors.push(err1668);
}
errors++;
}
let data1161 = data1159.base_url;
if(typeof data1161 === "string"){
if(!pattern12.test(data1161)){
const err1669 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/base_url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err1669];
}
else {
vErrors.push(err1669);
}
errors++;
}
}
else {
const err1670 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_url",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/base_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1670];
}
else {
vErrors.push(err1670);
}
errors++;
}
if(data1159.model !== undefined){
let data1162 = data1159.model;
if(typeof data1162 === "string"){
if(func3(data1162) < 1){
const err1671 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1671];
}
else {
vErrors.push(err1671);
}
errors++;
}
}
else {
const err1672 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/model",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1672];
}
else {
vErrors.push(err1672);
}
errors++;
}
}
if(typeof data1159.stream !== "boolean"){
const err1673 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/stream",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/stream/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1673];
}
else {
vErrors.push(err1673);
}
errors++;
}
let data1164 = data1159.timeout_secs;
if(!(((typeof data1164 == "number") && (!(data1164 % 1) && !isNaN(data1164))) && (isFinite(data1164)))){
const err1674 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/timeout_secs",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/timeout_secs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1674];
}
else {
vErrors.push(err1674);
}
errors++;
}
if((typeof data1164 == "number") && (isFinite(data1164))){
if(data1164 < 1 || isNaN(data1164)){
const err1675 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/timeout_secs",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/timeout_secs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1675];
}
else {
vErrors.push(err1675);
}
errors++;
}
}
let data1165 = data1159.max_retries;
if(!(((typeof data1165 == "number") && (!(data1165 % 1) && !isNaN(data1165))) && (isFinite(data1165)))){
const err1676 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_retries",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/max_retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1676];
}
else {
vErrors.push(err1676);
}
errors++;
}
if((typeof data1165 == "number") && (isFinite(data1165))){
if(data1165 < 0 || isNaN(data1165)){
const err1677 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_retries",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/max_retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1677];
}
else {
vErrors.push(err1677);
}
errors++;
}
}
let data1166 = data1159.temperature;
if((!((typeof data1166 == "number") && (isFinite(data1166)))) && (data1166 !== null)){
const err1678 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/temperature",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/temperature/type",keyword:"type",params:{type: schema11.properties.providers.properties.models.properties.openai.additionalProperties.properties.temperature.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err1678];
}
else {
vErrors.push(err1678);
}
errors++;
}
if((typeof data1166 == "number") && (isFinite(data1166))){
if(data1166 > 2 || isNaN(data1166)){
const err1679 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/temperature",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/temperature/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err1679];
}
else {
vErrors.push(err1679);
}
errors++;
}
if(data1166 < 0 || isNaN(data1166)){
const err1680 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/temperature",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1680];
}
else {
vErrors.push(err1680);
}
errors++;
}
}
let data1167 = data1159.max_tokens;
if((!(((typeof data1167 == "number") && (!(data1167 % 1) && !isNaN(data1167))) && (isFinite(data1167)))) && (data1167 !== null)){
const err1681 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tokens",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/max_tokens/type",keyword:"type",params:{type: schema11.properties.providers.properties.models.properties.openai.additionalProperties.properties.max_tokens.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err1681];
}
else {
vErrors.push(err1681);
}
errors++;
}
if((typeof data1167 == "number") && (isFinite(data1167))){
if(data1167 < 1 || isNaN(data1167)){
const err1682 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_tokens",schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/properties/max_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1682];
}
else {
vErrors.push(err1682);
}
errors++;
}
}
}
else {
const err1683 = {instancePath:instancePath+"/providers/models/openai/" + key190.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/properties/models/properties/openai/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1683];
}
else {
vErrors.push(err1683);
}
errors++;
}
}
const aliasErrors37 = keyword0(data1158, instancePath+"/providers/models/openai", "#/properties/providers/properties/models/properties/openai/x-alias-map");
if(!(aliasErrors37 === null)){
vErrors = vErrors === null ? aliasErrors37 : vErrors.concat(aliasErrors37);
errors = vErrors.length;
}
}
else {
const err1684 = {instancePath:instancePath+"/providers/models/openai",schemaPath:"#/properties/providers/properties/models/properties/openai/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1684];
}
else {
vErrors.push(err1684);
}
errors++;
}
}
else {
const err1685 = {instancePath:instancePath+"/providers/models",schemaPath:"#/properties/providers/properties/models/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1685];
}
else {
vErrors.push(err1685);
}
errors++;
}
}
else {
const err1686 = {instancePath:instancePath+"/providers",schemaPath:"#/properties/providers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1686];
}
else {
vErrors.push(err1686);
}
errors++;
}
}
else {
const err1687 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1687];
}
else {
vErrors.push(err1687);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

return module.exports;
};
