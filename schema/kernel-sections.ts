// The sections the kernel itself owns: schema_version, extensions and secrets.
import type { JsonSchema } from '../kernel/types.js';

export const kernelSections: Record<string, JsonSchema> = {
  schema_version: {
    type: 'integer',
    description: 'Format version of this file. Defaults to 1, the only version this svc reads; any other value is refused.',
    const: 1,
    default: 1,
  },
  extensions: {
    type: 'array',
    description:
      'Third-party extensions to load before the schema is merged: npm package names (resolved from the config directory, then from svc) or paths relative to the config directory.',
    items: { type: 'string', minLength: 1 },
    default: [],
  },
  secrets: {
    type: 'object',
    title: 'SecretsConfig',
    description: 'How secret fields (x-secret) are stored in this file.',
    additionalProperties: false,
    default: {},
    properties: {
      encrypt: {
        type: 'boolean',
        description: 'Store secret fields encrypted (enc2:) with the key in <config dir>/.secret_key.',
        default: true,
        // Read at every write of config.toml.
        'x-live': true,
      },
    },
  },
  daemon: {
    type: 'object',
    title: 'DaemonConfig',
    description: 'How `svc daemon` (and `svc gateway`) start and stop their extensions.',
    additionalProperties: false,
    default: {},
    properties: {
      start_timeout_secs: {
        type: 'integer',
        description: 'Seconds one extension\'s start may take; one that takes longer fails the start by name, and what started before it is shut down.',
        minimum: 1,
        maximum: 3600,
        default: 60,
      },
      shutdown_grace_secs: {
        type: 'integer',
        description: 'Seconds the shutdown may take: in-flight work finishes within it; an extension still shutting down at the end is abandoned by name and the others still shut down.',
        minimum: 1,
        maximum: 3600,
        default: 10,
      },
    },
  },
};
