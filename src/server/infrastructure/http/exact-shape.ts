/** A JSON Schema node, keyword by keyword. */
export type JsonSchema = { [keyword: string]: unknown };

/** The keywords a checked schema may use; any other (anyOf, $ref, patterns of keys...) leaves it unchecked. */
const UNDERSTOOD = new Set([
  "$schema",
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "enum",
  "const",
  "format",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "description",
  "default",
]);

/** How a value of each JSON type is recognised, as JavaScript source about `v`. */
const TYPE_TESTS: Record<string, string> = {
  string: 'typeof v === "string"',
  boolean: 'typeof v === "boolean"',
  integer: "Number.isSafeInteger(v)",
  number: 'typeof v === "number" && Number.isFinite(v)',
  null: "v === null",
};

/**
 * A function that says whether a value already has exactly a schema's shape: objects with no property the schema
 * does not name, every required one present and all in the schema's order, each value of its declared JSON type
 * (strings as strings, numbers finite, nothing to coerce). For such a value `JSON.stringify` writes what
 * fast-json-stringify would, byte for byte (V8's own writer is faster), so the serializer only needs the schema's
 * writer for the rest. Values are not
 * checked against enums, patterns or bounds: neither writer checks them. Undefined when the schema uses what this
 * does not check; written as source once per schema, as fast-json-stringify writes its serializers.
 */
export function exactShapeCheck(schema: unknown): ((value: unknown) => boolean) | undefined {
  const functions: string[] = [];
  const checkOf = (node: unknown): string | undefined => {
    if (!node || typeof node !== "object" || Array.isArray(node)) return undefined;
    const keywords = node as JsonSchema;
    if (Object.keys(keywords).some((keyword) => !UNDERSTOOD.has(keyword))) return undefined;
    const types = typeof keywords.type === "string" ? [keywords.type] : keywords.type;
    if (!Array.isArray(types) || types.length === 0) return undefined;
    const tests: string[] = [];
    for (const type of types) {
      if (type === "object") {
        const name = objectCheck(keywords);
        if (!name) return undefined;
        tests.push(`${name}(v)`);
      } else if (type === "array") {
        const items = checkOf(keywords.items);
        if (!items) return undefined;
        const name = `f${functions.length}`;
        functions.push(
          `function ${name}(a) { for (let i = 0; i < a.length; i++) if (!${items}(a[i])) return false; return true; }`,
        );
        tests.push(`(Array.isArray(v) && ${name}(v))`);
      } else if (typeof type === "string" && TYPE_TESTS[type]) {
        tests.push(`(${TYPE_TESTS[type]})`);
      } else {
        return undefined;
      }
    }
    const name = `f${functions.length}`;
    functions.push(`function ${name}(v) { return ${tests.join(" || ")}; }`);
    return name;
  };
  const objectCheck = (keywords: JsonSchema): string | undefined => {
    const properties = (keywords.properties ?? {}) as Record<string, unknown>;
    const required = (keywords.required ?? []) as string[];
    if (keywords.additionalProperties !== false || typeof properties !== "object") return undefined;
    const keys = Object.keys(properties);
    const checks: string[] = [];
    for (const [index, key] of keys.entries()) {
      const check = checkOf(properties[key]);
      if (!check) return undefined;
      const value = `o[${JSON.stringify(key)}]`;
      checks.push(
        required.includes(key)
          ? `if (!${check}(${value})) return false;`
          : `const v${index} = ${value}; if (v${index} !== undefined && !${check}(v${index})) return false;`,
      );
    }
    const name = `f${functions.length}`;
    // `for in` lists the object's own and inherited enumerable keys in order: a key the schema does not name, or
    // one before a key the schema names earlier, fails it (both writers would write the properties in the
    // schema's order; `JSON.stringify` writes them in the object's).
    const cases = keys
      .map(
        (key, index) =>
          `case ${JSON.stringify(key)}: if (last >= ${index}) return false; last = ${index}; break; `,
      )
      .join("");
    functions.push(
      `function ${name}(o) {
        if (typeof o !== "object" || o === null || Array.isArray(o) || typeof o.toJSON === "function") return false;
        let last = -1;
        for (const k in o) switch (k) { ${cases}default: return false; }
        ${checks.join("\n")}
        return true;
      }`,
    );
    return name;
  };
  const root = checkOf(schema);
  if (!root) return undefined;
  return new Function(`${functions.join("\n")}\nreturn ${root};`)() as (value: unknown) => boolean;
}
