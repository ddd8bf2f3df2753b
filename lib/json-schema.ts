// The JSON Schema node type every schema of svc is written in (sections, the merged schema, the builders).

/** A JSON Schema (draft-07) node; the kernel reads `x-secret`, `x-alias-map` and writes `x-extension`. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  'x-secret'?: boolean;
  'x-alias-map'?: boolean;
  'x-extension'?: string;
  [keyword: string]: unknown;
}
