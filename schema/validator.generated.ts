/* DO NOT EDIT: generated from the merged schema of the kernel and the built-in extensions. Run `npm run gen:types`. */
// The hashes schema/validate.generated.cjs was made from (core/config/compiled.ts): a process uses that validator only
// for a merged schema with this hash, and checks sections alone only when its claims do not have this one.

/** SHA-256 of the built-in merged schema (plain JSON, keys in order). */
export const BUILTIN_SCHEMA_HASH = 'fa59dc582971593f10045bfc06f5b3af076e175e9215fc894de4c04888f0d42b';
/** SHA-256 of the built-in section claims (path, extension, schema; in order). */
export const BUILTIN_CLAIMS_HASH = '20c648c8cdfd8b6e981b590b2ea319c435df873cd8bc423f769d8de76fb62396';
