import fastJson from "fast-json-stringify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { exactShapeCheck, type JsonSchema } from "./exact-shape";

/** `anyOf: [X, {type: "null"}]` as `type: [X's type, "null"]`: fast-json-stringify picks an anyOf branch by validating. */
function withNullableTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullableTypes);
  if (!schema || typeof schema !== "object") return schema;
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) result[keyword] = withNullableTypes(value);
  const branches = result.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((branch) => (branch as JsonSchema).type === "null");
    const other = branches[1 - nullAt] as JsonSchema | undefined;
    if (nullAt !== -1 && typeof other?.type === "string") {
      const { anyOf: _, ...rest } = result;
      return { ...rest, ...other, type: [other.type, "null"] };
    }
  }
  return result;
}

/** The JSON Schema answers of a zod schema are written from; undefined when JSON Schema cannot express it. */
export function answerJsonSchema(schema: z.ZodType): unknown {
  try {
    return withNullableTypes(z.toJSONSchema(schema, { io: "output", unrepresentable: "throw" }));
  } catch {
    return undefined;
  }
}

/**
 * Answers are written by fast-json-stringify, compiled from the JSON Schema of each route's zod response schema
 * (the one the OpenAPI document shows), instead of zod checking every answer before JSON.stringify
 * (docs/decisions/021). Like zod it writes only the properties the schema names; it does not re-check values the
 * repositories' types already promise. An answer that already has exactly its schema's shape (the usual case)
 * goes to V8's `JSON.stringify`, which writes the same bytes faster (`exactShapeCheck`). A schema JSON Schema
 * cannot express keeps zod's serializer.
 * `checkWithZod` (the tests) also runs zod's serializer on every answer and fails one the two write differently,
 * so an answer that breaks its schema still fails a test.
 * Each route's writer is worked out when it first answers, not when the route is added: working out all of them
 * took about a tenth of a second of every start.
 */
export function createResponseSerializerCompiler({
  checkWithZod = false,
}: {
  checkWithZod?: boolean;
} = {}): typeof zodSerializerCompiler {
  const compile: typeof zodSerializerCompiler = (route) => {
    const { schema } = route;
    const jsonSchema = schema instanceof z.ZodType ? answerJsonSchema(schema) : undefined;
    if (!jsonSchema) return zodSerializerCompiler(route);
    const writeBySchema = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    const fitsExactly = exactShapeCheck(jsonSchema);
    const write = fitsExactly
      ? (data: unknown) => (fitsExactly(data) ? JSON.stringify(data) : writeBySchema(data))
      : writeBySchema;
    if (!checkWithZod) return write;
    const zodWrite = zodSerializerCompiler(route);
    return (data) => {
      const written = write(data);
      const expected = zodWrite(data);
      if (written !== expected)
        throw new Error(`${route.method} ${route.url} wrote ${written}, zod's serializer ${expected}`);
      return written;
    };
  };
  return (route) => {
    let write: ReturnType<typeof compile> | undefined;
    return (data) => {
      write ??= compile(route);
      return write(data);
    };
  };
}
