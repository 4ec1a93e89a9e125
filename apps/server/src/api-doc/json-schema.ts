/* The schema shape read by the API reference (docs/api.md, /docs) and by the fuzzer. */

/** The JSON Schema subset fastify-type-provider-zod emits (OpenAPI 3.0 flavour). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
