/* DO NOT EDIT: generated from the merged schema of the kernel and the built-in extensions. Run `npm run gen:types`. */
// The hashes schema/validate.generated.cjs was made from (kernel/config/compiled.ts): a process uses that validator only
// for a merged schema with this hash, and checks sections alone only when its claims do not have this one.

/** SHA-256 of the built-in merged schema (plain JSON, keys in order). */
export const BUILTIN_SCHEMA_HASH = '830859393cf31ba9b8da5ffab6f023a9828874a98960cba796adba526bce54ca';
/** SHA-256 of the built-in section claims (path, extension, schema; in order). */
export const BUILTIN_CLAIMS_HASH = 'f3ff3b3e9c87a5ddd5d4d97fe9fc2a627c71fb2dc79adab7ada5182f21aa11b4';
