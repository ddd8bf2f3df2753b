/* DO NOT EDIT: generated from the merged schema of the kernel and the built-in extensions. Run `npm run gen:types`. */
// The hashes schema/validate.generated.cjs was made from (core/config/compiled.ts): a process uses that validator only
// for a merged schema with this hash, and checks sections alone only when its claims do not have this one.

/** SHA-256 of the built-in merged schema (plain JSON, keys in order). */
export const BUILTIN_SCHEMA_HASH = '8a07d2d7ed74c05d122fb12b1d6feafc9d937dfe41942bb5bb60537f3573b3ad';
/** SHA-256 of the built-in section claims (path, extension, schema; in order). */
export const BUILTIN_CLAIMS_HASH = '36bce1f48ef4409d909c6aa4d7f56e3fe4d20adb3ea2971502698c99cf1c40cf';
