// The agent extension's public API for other extensions: reading channel and provider references from a config.
import type { ConfigObject } from '../../kernel/index.js';

type Tree = Record<string, unknown>;

const isTree = (v: unknown): v is Tree => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The `<type>.<alias>` names of every configured channel instance (`[channels.<type>.<alias>]`). */
export function channelRefs(config: ConfigObject): Set<string> {
  const out = new Set<string>();
  const channels = config.channels;
  if (!isTree(channels)) return out;
  for (const [type, instances] of Object.entries(channels)) {
    if (!isTree(instances)) continue;
    for (const [alias, instance] of Object.entries(instances)) if (isTree(instance)) out.add(`${type}.${alias}`);
  }
  return out;
}

/** The `<type>.<alias>` names configured under `providers.<kind>` (`models`, `tts`, `transcription`). */
export function providerRefs(config: ConfigObject, kind: 'models' | 'tts' | 'transcription'): Set<string> {
  const out = new Set<string>();
  const providers = config.providers;
  const byType = isTree(providers) ? providers[kind] : undefined;
  if (!isTree(byType)) return out;
  for (const [type, aliases] of Object.entries(byType)) {
    if (isTree(aliases)) for (const alias of Object.keys(aliases)) out.add(`${type}.${alias}`);
  }
  return out;
}
