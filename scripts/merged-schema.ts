// Builds the merged schema of the built-in extensions alone, as gen-types and the drift check see it.
import { builtinExtensions } from '../bin/builtins.js';
import { collectClaims, ExtensionHost } from '../kernel/host.js';
import { LogRoot } from '../kernel/logger.js';
import { mergeSections } from '../kernel/config/schema.js';
import { checkSections } from '../kernel/config/validate.js';
import { kernelSections } from '../schema/kernel-sections.js';
import type { JsonSchema } from '../kernel/types.js';

export function builtinMergedSchema(): JsonSchema {
  const paths = { configDir: '/nonexistent', dataDir: '/nonexistent', configFile: '/nonexistent/config.toml' };
  const host = new ExtensionHost(
    builtinExtensions.map((definition) => ({ definition, source: 'builtin' })),
    paths,
    new LogRoot({ fd: 2, level: 'silent', pretty: false }),
  );
  const claims = collectClaims(kernelSections, host.ordered);
  host.apply();
  checkSections(claims);
  return host.hooks.schema.call(mergeSections(claims));
}
