// Each built-in extension's generated file declares its sections on the kernel's SectionTypes, so kernel.config(path)
// is typed without a type argument, and the agent's ChannelTypes and ProviderTypes follow. The type checks run when
// the project is type-checked (npx tsc -p tsconfig.json): a section typed unknown, or a map that lost a type, fails the
// build; the test repeats their outcome and checks each generated file declares exactly its extension's sections.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtinExtensions } from '../../bin/builtins.js';
import type { Kernel, SectionAccess } from '../../kernel/index.js';
import type { ChannelRef, ChannelTypes, ProviderTypes } from '../../extensions/agent/api.js';
import type { GatewayConfig } from '../../extensions/gateway/config.generated.js';
import type { EchoProvidersConfig } from '../../extensions/provider-echo/config.generated.js';
import type { WebhookAuditConfig } from '../../extensions/webhook-audit/config.generated.js';
import type { WebhookChannelsConfig } from '../../extensions/webhook-channel/config.generated.js';

/** `true` only when A and B are the same type; `unknown` and `any` equal nothing else. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

function accessors(kernel: Kernel) {
  return {
    gateway: kernel.config('gateway'),
    webhook: kernel.config('channels.webhook'),
    nested: kernel.config('hooks.builtin.webhook_audit'),
    explicit: kernel.config<{ custom: true }>('not_a_section'),
    untyped: kernel.config('not_a_section'),
  };
}
type Accessors = ReturnType<typeof accessors>;

/** Reads a field through the inferred type: `.port` does not exist on unknown. */
const gatewayPort = (kernel: Kernel): number => kernel.config('gateway')().port;

const typed = {
  gateway: true satisfies Equal<Accessors['gateway'], SectionAccess<GatewayConfig>>,
  webhook: true satisfies Equal<Accessors['webhook'], SectionAccess<WebhookChannelsConfig>>,
  nested: true satisfies Equal<Accessors['nested'], SectionAccess<WebhookAuditConfig>>,
  explicit: true satisfies Equal<Accessors['explicit'], SectionAccess<{ custom: true }>>,
  untyped: true satisfies Equal<Accessors['untyped'], SectionAccess<unknown>>,
};

const maps = {
  channelInstance: true satisfies Equal<ChannelTypes['webhook'], WebhookChannelsConfig[string]>,
  channelTypes: true satisfies Equal<Extract<keyof ChannelTypes, 'webhook' | 'amqp' | 'email'>, 'webhook' | 'amqp' | 'email'>,
  providerInstance: true satisfies Equal<ProviderTypes['echo'], EchoProvidersConfig[string]>,
  providerTypes: true satisfies Equal<keyof ProviderTypes, 'openai' | 'anthropic' | 'echo'>,
  /** `channels` itself (the agent's shared settings) is not a channel type. */
  noSettings: true satisfies Equal<Extract<keyof ChannelTypes, 'channels' | ''>, never>,
};

const ref: ChannelRef = 'webhook.main';
// @ts-expect-error: no loaded extension declares a channels.pigeon section in this repository
const unknownType: ChannelRef = 'pigeon.main';

t.test('kernel.config(path) is typed by the owner\'s generated file; the channel and provider maps follow', async (t) => {
  t.same(typed, { gateway: true, webhook: true, nested: true, explicit: true, untyped: true });
  t.same(maps, { channelInstance: true, channelTypes: true, providerInstance: true, providerTypes: true, noSettings: true });
  t.equal(typeof gatewayPort, 'function');
  t.equal(ref, 'webhook.main');
  t.equal(unknownType, 'pigeon.main');
});

t.test('each generated file declares exactly its extension\'s sections on SectionTypes', async (t) => {
  for (const ext of builtinExtensions) {
    const paths = Object.keys(ext.sections ?? {});
    if (!paths.length) continue;
    const text = readFileSync(fileURLToPath(new URL(`../../extensions/${ext.name}/config.generated.ts`, import.meta.url)), 'utf8');
    const block = /\ndeclare module '\.\.\/\.\.\/kernel\/index\.js' \{\n {2}interface SectionTypes \{\n((?: {4}.*\n)*) {2}\}\n\}\n$/.exec(text);
    t.ok(block, `${ext.name}: the file ends with the augmentation`);
    const keys = [...(block?.[1] ?? '').matchAll(/^ {4}'?([a-z0-9_.]+)'?: [A-Za-z0-9]+;$/gm)].map((m) => m[1]);
    t.same(keys, paths, `${ext.name}: one entry per section, in declaration order`);
  }
});
