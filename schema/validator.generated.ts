/* DO NOT EDIT: generated from the merged schema of the kernel and the built-in extensions. Run `npm run gen:types`. */
// The hashes schema/validate.generated.cjs was made from (kernel/config/compiled.ts): a process uses that validator only
// for a merged schema with this hash, and checks sections alone only when its claims do not have this one.

/** SHA-256 of the built-in merged schema (plain JSON, keys in order). */
export const BUILTIN_SCHEMA_HASH = '8a418ac3664d8cd948010caa7c5df38b485fb8c23fa0c8156c6d698a07d24229';
/** SHA-256 of the built-in section claims (path, extension, schema; in order). */
export const BUILTIN_CLAIMS_HASH = 'fa21ecd92919fb9bfc1183c3255b277c4b8fce2fd343343e0b15b72e5afaba25';
