// The built-in extensions, in the order they are offered to the host (the host orders them by dependency).
import type { ExtensionDefinition } from '../kernel/index.js';

export const builtinExtensions: readonly ExtensionDefinition[] = [];
