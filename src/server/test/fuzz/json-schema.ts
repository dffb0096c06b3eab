/** The part of JSON Schema that the app's OpenAPI document (zod's toJSONSchema) uses. */
export type JsonSchema = {
  type?: "string" | "integer" | "number" | "boolean" | "object" | "array" | "null";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  /** A discriminated union's branches, each told apart by a `const` property. */
  oneOf?: JsonSchema[];
  const?: unknown;
};

/**
 * How a value reaches the validator: as JSON, or as text in a path or query string, which zod coerces to a
 * number with Number() where the schema asks for one (`z.coerce.number()`).
 */
export type Carrier = "json" | "text";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Whether a string passes the string rules. The document does not say which fields zod trims first, nor whether it
 * counts UTF-16 units or code points, so a string passes when any of those readings lets it through: a value
 * called malformed is then malformed under every reading.
 */
/** A schema's pattern as zod wrote it: with the `u` flag when it uses Unicode property escapes (`\p{L}`). */
const patternOf = (pattern: string) => new RegExp(pattern, pattern.includes("\\p{") ? "u" : "");

function stringConforms(schema: JsonSchema, text: string): boolean {
  return [text, text.trim()].some((candidate) =>
    [candidate.length, [...candidate].length].some(
      (length) =>
        length >= (schema.minLength ?? 0) &&
        length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
        (schema.pattern === undefined || patternOf(schema.pattern).test(candidate)) &&
        (schema.enum === undefined || schema.enum.includes(candidate)),
    ),
  );
}

function numberConforms(schema: JsonSchema, value: number): boolean {
  return (
    Number.isFinite(value) &&
    (schema.type !== "integer" || Number.isInteger(value)) &&
    value >= (schema.minimum ?? Number.NEGATIVE_INFINITY) &&
    value <= (schema.maximum ?? Number.POSITIVE_INFINITY) &&
    (schema.enum === undefined || schema.enum.includes(value))
  );
}

/** Whether the validator could accept `value` for `schema`: the oracle that keeps valid input out of the fuzz. */
export function conforms(schema: JsonSchema, value: unknown, carrier: Carrier = "json"): boolean {
  if (schema.anyOf) return schema.anyOf.some((branch) => conforms(branch, value, carrier));
  if (schema.oneOf) return schema.oneOf.some((branch) => conforms(branch, value, carrier));
  if ("const" in schema && value !== schema.const) return false;
  switch (schema.type) {
    case "string":
      return typeof value === "string" && stringConforms(schema, value);
    case "integer":
    case "number":
      if (carrier === "text") return value !== undefined && numberConforms(schema, Number(value));
      return typeof value === "number" && numberConforms(schema, value);
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    case "array":
      return (
        Array.isArray(value) &&
        value.length >= (schema.minItems ?? 0) &&
        value.length <= (schema.maxItems ?? Number.POSITIVE_INFINITY) &&
        value.every((item) => schema.items === undefined || conforms(schema.items, item, carrier))
      );
    case "object": {
      if (!isPlainObject(value)) return false;
      const required = new Set(schema.required ?? []);
      return Object.entries(schema.properties ?? {}).every(([key, property]) =>
        value[key] === undefined ? !required.has(key) : conforms(property, value[key], carrier),
      );
    }
    default:
      // A schema this oracle does not understand accepts anything, so nothing is ever sent as malformed for it.
      return true;
  }
}

/** Every place in a JSON value a malformed value can go: the root, each property and each array item. */
export type Slot = { path: Array<string | number>; schema: JsonSchema; required: boolean };

export function slotsOf(
  schema: JsonSchema,
  value: unknown,
  path: Slot["path"] = [],
  required = true,
): Slot[] {
  const slots: Slot[] = [{ path, schema, required }];
  if (schema.type === "object" && isPlainObject(value)) {
    const requiredKeys = new Set(schema.required ?? []);
    for (const [key, property] of Object.entries(schema.properties ?? {}))
      slots.push(...slotsOf(property, value[key], [...path, key], requiredKeys.has(key)));
  }
  if (schema.type === "array" && schema.items && Array.isArray(value)) {
    const items = schema.items;
    value.forEach((item, index) => {
      slots.push(...slotsOf(items, item, [...path, index], true));
    });
  }
  return slots;
}

/** A copy of `value` with `replacement` at `path`; `undefined` removes the key. */
export function replaceAt(value: unknown, path: Slot["path"], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value) && typeof head === "number") {
    const copy = [...value];
    copy[head] = replaceAt(copy[head], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(isPlainObject(value) ? value : {}) };
  const next = replaceAt(copy[head], rest, replacement);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}
