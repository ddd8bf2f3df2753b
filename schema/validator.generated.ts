/* DO NOT EDIT: generated from the merged schema of the kernel and the built-in extensions. Run `npm run gen:types`. */
// The hashes schema/validate.generated.cjs was made from (core/config/compiled.ts): a process uses that validator only
// for a merged schema with this hash, and checks sections alone only when its claims do not have this one.

/** SHA-256 of the built-in merged schema (plain JSON, keys in order). */
export const BUILTIN_SCHEMA_HASH = '51691c1505e573ff7cee5d9d8e5b3c34ddad88d2199f10f676e00425b1e3e890';
/** SHA-256 of the built-in section claims (path, extension, schema; in order). */
export const BUILTIN_CLAIMS_HASH = '83e58084ccef832503cbc88102005e04247703b5485b570616eb7a6a6556567a';
