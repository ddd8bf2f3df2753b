// Builds the merged schema of the built-in extensions alone, as gen-types and the drift check see it.
import { builtinExtensions } from '../bin/builtins.js';
import { collectClaims, ExtensionHost } from '../kernel/host.js';
import { LogRoot } from '../kernel/logger.js';
import { mergeSections, type SectionClaim } from '../kernel/config/schema.js';
import { checkSections } from '../kernel/config/validate.js';
import { kernelSections } from '../schema/kernel-sections.js';
import type { JsonSchema } from '../kernel/types.js';
import { coreServices } from '../core/services.js';

/** The built-in section claims (each checked alone) and the schema merged from them, after the schema waterfall. */
export function builtinSchema(): { schema: JsonSchema; claims: SectionClaim[] } {
  const paths = { configDir: '/nonexistent', dataDir: '/nonexistent', configFile: '/nonexistent/config.toml' };
  const host = new ExtensionHost(
    builtinExtensions.map((definition) => ({ definition, source: 'builtin' })),
    paths,
    new LogRoot({ fd: 2, level: 'silent', pretty: false }),
    coreServices(),
  );
  const claims = collectClaims(kernelSections, host.ordered);
  host.apply();
  checkSections(claims);
  return { schema: host.hooks.schema.call(mergeSections(claims)), claims };
}

/** The merged schema alone. */
export function builtinMergedSchema(): JsonSchema {
  return builtinSchema().schema;
}
