/* DO NOT EDIT: generated from the merged schema of the kernel and the built-in extensions. Run `npm run gen:types`. */
// The hashes schema/validate.generated.cjs was made from (kernel/config/compiled.ts): a process uses that validator only
// for a merged schema with this hash, and checks sections alone only when its claims do not have this one.

/** SHA-256 of the built-in merged schema (plain JSON, keys in order). */
export const BUILTIN_SCHEMA_HASH = 'efecd99faee43d271b1b57bbc78b0b334a29d2b5cde204e1dd102dc7e170cc53';
/** SHA-256 of the built-in section claims (path, extension, schema; in order). */
export const BUILTIN_CLAIMS_HASH = '9ab7d9df310aad3c6ca972c00e97428d57c7fdfac12d36b0b0accc4b9f51b6f8';
