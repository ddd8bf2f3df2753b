// Values refused at load because they would leak once used: control characters in secrets, credentials in plain URLs.
import type { ConfigObject, ConfigProblem } from './problem.js';
import type { JsonSchema } from '../json-schema.js';
import { childSchema, dotted } from './path.js';

/** C0 controls and DEL: a newline or NUL in a header value makes fetch quote the whole header in its error. */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Keys that hold a URL: `url`, `*_url`, `endpoint`, `*_endpoint`. */
const URL_KEY = /(^|_)(url|endpoint)$/;

/** Whether `text` parses as an absolute URL that carries a user name or a password. */
function hasCredentials(text: string): boolean {
  if (!text.includes('@')) return false;
  try {
    const u = new URL(text);
    return u.username !== '' || u.password !== '';
  } catch {
    return false;
  }
}

/**
 * Problems of values that validate by type but must not run: any control character in a secret string (they are sent
 * as header values, where Node's fetch quotes the whole value in its error), and a user name or password in a URL
 * field that is not itself secret (it would be shown by `config list` and logged with every failed request).
 * Messages name the path, never the value.
 */
export function unsafeValues(schema: JsonSchema, config: ConfigObject): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const walk = (node: JsonSchema | undefined, value: unknown, at: (string | number)[], secret: boolean): void => {
    const isSecret = secret || node?.['x-secret'] === true;
    if (typeof value === 'string') {
      const key = at[at.length - 1];
      if (isSecret && CONTROL.test(value)) {
        problems.push({ path: dotted(at), message: 'a secret must not contain control characters (a newline, carriage return, tab or NUL); the value is not shown' });
      } else if (!isSecret && typeof key === 'string' && URL_KEY.test(key) && hasCredentials(value)) {
        // The field names where its credential goes (x-credentials-in); a third-party URL field may not say.
        const instead = typeof node?.['x-credentials-in'] === 'string' ? `"${node['x-credentials-in']}"` : 'a secret field of this section';
        problems.push({ path: dotted(at), message: `must not carry credentials (a user name or password): a URL is shown and logged; put them in ${instead}; the value is not shown` });
      }
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(childSchema(node, i), item, [...at, i], isSecret));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) walk(childSchema(node, key), child, [...at, key], isSecret);
  };
  walk(schema, config, [], false);
  return problems;
}
