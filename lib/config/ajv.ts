// The one ajv setup (options and svc's keywords) behind every config validator, whether compiled at run time,
// generated at build time (schema/validate.generated.cjs) or loaded from the disk cache, so that all three validate alike.
import { createRequire } from 'node:module';
import type { Ajv as AjvClass, ErrorObject, KeywordCxt } from 'ajv';
import { checkAlias } from './aliases.js';

const require = createRequire(import.meta.url);
// node:crypto on first use: every command loads this module, few need crypto (`svc --help` none).
const crypto = (): typeof import('node:crypto') => require('node:crypto') as typeof import('node:crypto');

/**
 * The errors of an `x-alias-map` node: one per alias that breaks the grammar, each complete as ajv's `verbose` errors
 * are (null when every alias is good). Validators call it at run time instead of holding a copy of the grammar.
 */
function aliasMapErrors(data: Record<string, unknown>, instancePath: string, schemaPath: string): ErrorObject[] | null {
  let errors: ErrorObject[] | null = null;
  for (const alias of Object.keys(data)) {
    const bad = checkAlias(alias);
    if (!bad) continue;
    (errors ??= []).push({
      keyword: 'x-alias-map',
      instancePath: `${instancePath}/${alias.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      schemaPath,
      params: { alias, rule: bad.rule },
      message: bad.message,
      schema: true,
      data,
    });
  }
  return errors;
}

/** What a validator's code reaches as `runtime`: the kernel's keyword functions, handed over when it is instantiated. */
export const KEYWORD_RUNTIME = { aliasMapErrors } as const;
export type KeywordRuntime = typeof KEYWORD_RUNTIME;

/**
 * A fresh ajv with the kernel's options and keywords. ajv is required here, on first compile, never at startup.
 * `code.source` keeps each compiled function's source, which ajv's standalone code is made from; `code.lines` only adds
 * line breaks, so the generated file diffs line by line.
 */
export function newAjv(): AjvClass {
  const { default: Ajv, _, str } = require('ajv') as typeof import('ajv');
  const { default: N } = require('ajv/dist/compile/names.js') as typeof import('ajv/dist/compile/names.js');
  const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true, allowUnionTypes: true, code: { source: true, lines: true } });
  ajv.addKeyword({ keyword: 'x-secret', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-extension', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-open', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-inert', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-live', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-credentials-in', schemaType: 'string' });
  ajv.addKeyword({
    keyword: 'x-alias-map',
    type: 'object',
    schemaType: 'boolean',
    // Generated code, not a validate function: standalone code cannot hold a function, so it calls the kernel's through
    // `runtime` (a compile in this process calls it by reference).
    code(cxt: KeywordCxt) {
      if (cxt.schema !== true) return;
      const { gen, data, it } = cxt;
      const check = gen.scopeValue('keyword', { ref: aliasMapErrors, code: _`runtime.aliasMapErrors` });
      const errors = gen.const('aliasErrors', _`${check}(${data}, ${str`${N.instancePath}${it.errorPath}`}, ${`${it.errSchemaPath}/x-alias-map`})`);
      cxt.pass(_`${errors} === null`, () => {
        gen.assign(N.vErrors, _`${N.vErrors} === null ? ${errors} : ${N.vErrors}.concat(${errors})`).assign(N.errors, _`${N.vErrors}.length`);
      });
    },
  });
  return ajv;
}

let stamp: string | undefined;

/**
 * What a validator's code depends on besides its schema: ajv's version and this setup. A cached validator made by
 * another one is compiled again.
 */
export function compilerStamp(): string {
  if (stamp) return stamp;
  const ajvVersion = (require('ajv/package.json') as { version: string }).version;
  return (stamp = `ajv ${ajvVersion} ${crypto().createHash('sha256').update(newAjv.toString()).digest('hex').slice(0, 16)}`);
}
