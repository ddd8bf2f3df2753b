// The reserved extension: the one home of the config sections accepted and validated before their feature runs, so
// that the folders of extensions/ show what runs. Each area is a folder of its own; a feature that comes to run moves
// its area's sections (and checks) out into its own extension. Nothing here starts, listens or acts.
import { defineExtension, type ConfigObject, type JsonSchema, type ProblemReport } from '../../kernel/index.js';
import * as extraTools from './extra-tools/index.js';
import * as integrations from './integrations/index.js';
import * as memory from './memory/index.js';
import * as messaging from './messaging/index.js';
import * as operations from './operations/index.js';
import * as security from './security/index.js';
import * as voice from './voice/index.js';

export const NAME = 'reserved';

interface Area {
  readonly sections: Record<string, object>;
  readonly check?: (config: ConfigObject, report: ProblemReport) => void;
}

const AREAS: readonly Area[] = [memory, voice, messaging, integrations, security, extraTools, operations];

/**
 * Every section here is marked as not running (`x-inert`), so that whatever an operator writes in one is reported; a
 * section that carries its own mark (refused, say) keeps it.
 */
function marked(sections: Record<string, object>): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(sections as Record<string, JsonSchema>).map(([path, schema]) => [path, schema['x-inert'] ? schema : { ...schema, 'x-inert': 'warn' }]));
}

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'Sections accepted before their feature runs (memory, voice, messaging, integrations, security, extra tools, operations): validated, never acted on.',
  sections: marked(Object.assign({}, ...AREAS.map((a) => a.sections))),
  apply(kernel) {
    kernel.hooks.validateConfig.tap(NAME, (config, report) => {
      for (const area of AREAS) area.check?.(config, report);
    });
  },
});
