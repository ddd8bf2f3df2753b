// The peer-groups extension: owns [peer_groups]; a member agent's reply on its group's channel reaches the other
// members (mutual opt-in) as an untrusted peer message, their answers are posted on the channel and passed on, within
// max_hops per conversation and max_messages_per_hour per group; ignored senders are dropped, external peers framed.
import { defineExtension, metricsPoint, statusPoint, systemClock, type Clock, type ConfigObject, type ExtensionDefinition, type ProblemReport } from '../../kernel/index.js';
import { agentHooksPoint, agentRuntimePoint, carriesNothing, TOOL_CALL_STAGE, channelRefs, channelsPoint, type AgentsConfig, type ChannelsConfig } from '../agent/api.js';
import { channelRuntimePoint } from '../channel-runtime/api.js';
import { isMemoryTool, PEER_TURN_CHANNEL_PREFIX, peerGroupsPoint } from './api.js';
import type { PeerGroupsConfig } from './config.generated.js';
import type { PeerExchange } from './exchange.js';
import { MODALITIES, peerGroupsSection } from './schema.js';

export const NAME = 'peer-groups';

export interface PeerGroupsOptions {
  /** Time of the hourly window, the bound log lines and the peer turns' deadline (tests pass a manual clock). */
  readonly clock?: Clock;
}

/** Every problem of the groups and the agents' opt-ins, each at its dotted path. */
function check(config: ConfigObject, groups: PeerGroupsConfig, agents: AgentsConfig, report: ProblemReport, carrying: readonly string[]): void {
  const configured = Object.keys(agents).length ? Object.keys(agents) : ['default'];
  const channels = channelRefs(config);
  for (const [alias, g] of Object.entries(groups)) {
    const at = `peer_groups.${alias}`;
    const idle = carriesNothing(g.channel, carrying);
    if (idle) report.add(`${at}.channel`, idle);
    else if (!channels.has(g.channel)) report.add(`${at}.channel`, `"${g.channel}" names no configured channel [channels.<type>.<alias>] (configured: ${[...channels].sort().join(', ') || 'none'})`);
    g.agents.forEach((a, i) => {
      if (!configured.includes(a)) report.add(`${at}.agents.${i}`, `"${a}" names no configured agent (configured: ${configured.sort().join(', ')})`);
    });
    g.ignore.forEach((id, i) => {
      if (g.external_peers.includes(id)) report.add(`${at}.ignore.${i}`, `"${id}" is in external_peers too: a sender is either a peer or ignored; remove it from one of the lists`);
    });
    for (const [key, modality] of Object.entries(g.output_modality)) {
      if (key !== 'default' && !g.agents.includes(key)) report.add(`${at}.output_modality.${key}`, `names neither "default" nor an agent of the group (agents: ${g.agents.join(', ') || 'none'})`);
      else if (!(MODALITIES as readonly string[]).includes(modality)) report.add(`${at}.output_modality.${key}`, `"${modality}" is not available: the channels svc runs carry text only, so the one output modality is "text"`);
    }
  }
  for (const [alias, a] of Object.entries(agents)) {
    a.peer_groups.forEach((group, i) => {
      if (!groups[group]) report.add(`agents.${alias}.peer_groups.${i}`, `"${group}" names no configured peer group [peer_groups.<alias>] (configured: ${Object.keys(groups).sort().join(', ') || 'none'})`);
    });
  }
}

export function createPeerGroupsExtension(options: PeerGroupsOptions = {}): ExtensionDefinition {
  const clock = options.clock ?? systemClock;
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Peer groups: agents that talk to each other on one shared channel (mutual opt-in), with bounded exchanges.',
    dependsOn: ['agent', 'channel-runtime'],
    sections: { peer_groups: peerGroupsSection },
    apply(kernel) {
      const groups = kernel.config<PeerGroupsConfig>('peer_groups');
      const agents = kernel.config<AgentsConfig>('agents');
      const channelConfig = kernel.config<ChannelsConfig>('channels');
      const channelRuntime = kernel.use(channelRuntimePoint);
      const registry = kernel.use(channelsPoint);
      const messages = kernel.use(metricsPoint).counter({
        name: 'svc_peer_messages_total',
        help: 'Peer-group messages by outcome: answered (a member answered one), declined (a member chose not to answer), failed, bound (refused by max_hops or max_messages_per_hour), echo (a repeat not passed on), ignored (a sender on ignore), forged (a channel sender named like a peer agent), dropped (the group queue was full), stale (a queued one a reload made void).',
        labelNames: ['outcome'],
      });

      kernel.hooks.validateConfig.tap(NAME, (config, report) => check(config, groups.of(config), agents.of(config), report, registry.types()));

      const service = kernel.service({
        point: peerGroupsPoint,
        deps: { agent: agentRuntimePoint, channels: channelsPoint },
        start: async ({ deps }) => {
          const { PeerExchange } = await import('./exchange.js');
          const exchange: PeerExchange = new PeerExchange({
            groups,
            agents,
            runtime: deps.agent,
            channels: deps.channels,
            timeoutMs: () => channelConfig().message_timeout_secs * 1000,
            // The running instance's list; a channel that does not run gets no reply anyway, so its turns keep nothing more.
            excludedTools: (ref) => channelRuntime.excludedTools(ref) ?? [],
            clock,
            logger: kernel.logger,
            count: (outcome) => messages.inc({ outcome }),
          });
          exchange.announce();
          return exchange;
        },
        drain: (exchange, deadline, work) => exchange.drain(deadline, work),
      });

      // Every inbound message of the group's channel passes the screen before it is queued.
      channelRuntime.screen((channel, message) => service.current()?.screen(channel, message));
      const hooks = kernel.use(agentHooksPoint);
      hooks.beforeTurn.tapPromise(NAME, async (turn) => service.current()?.frame(turn));
      hooks.afterTurn.tapPromise(NAME, async (turn) => service.current()?.replied(turn));
      // Peer turns are offered no memory or knowledge tool (PEER_TURN_EXCLUDED_TOOLS); any other of that family a model
      // names anyway is refused here, so a peer turn never reads or writes what people told an agent.
      hooks.beforeToolCall.tapPromise({ name: NAME, stage: TOOL_CALL_STAGE.refuse }, async (call) => {
        if (call.channel.startsWith(PEER_TURN_CHANNEL_PREFIX) && isMemoryTool(call.tool)) {
          throw new Error(`${call.tool} is not available in a peer turn: peer turns neither recall nor keep memory`);
        }
      });
      // Groups, members and channels are read for each message; what was queued under the old ones is dropped.
      kernel.hooks.configReloaded.tap(NAME, () => service.current()?.reloaded());

      kernel.use(statusPoint).section(NAME, () => service.current()?.status() ?? { groups: [] });
    },
  });
}

export default createPeerGroupsExtension();
