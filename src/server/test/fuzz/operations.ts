import { z } from "zod";
import {
  guideDetailsInputSchema,
  guideInputSchema,
  importRequestSchema,
  placeInputSchema,
  placeUpdateSchema,
  suggestionInputSchema,
} from "../../../shared/schemas";
import type { JsonSchema } from "./json-schema";

export type Parameter = { in: "path" | "query"; name: string; required: boolean; schema: JsonSchema };

/** A multipart form: one text field holding JSON, and file fields. */
export type Form = {
  field?: { name: string; schema: JsonSchema };
  files: Array<{ name: string; max: number; required: boolean }>;
  /** The route also takes the field's JSON alone as an application/json body. */
  acceptsJson: boolean;
};

export type Operation = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** As the document writes it, e.g. `/api/guides/{id}`. */
  path: string;
  label: string;
  parameters: Parameter[];
  jsonBody?: JsonSchema;
  form?: Form;
};

const inputSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input" }) as JsonSchema;

const guideForm = (schema: z.ZodType): Form => ({
  field: { name: "guide", schema: inputSchema(schema) },
  files: [{ name: "cover", max: 1, required: false }],
  acceptsJson: true,
});
const placeForm = (schema: z.ZodType): Form => ({
  field: { name: "place", schema: inputSchema(schema) },
  // Required in the fuzz's baseline: an update keeps none of the place's images.
  files: [{ name: "images", max: 3, required: true }],
  acceptsJson: false,
});

/**
 * The multipart routes, whose forms the document only describes in words (@fastify/swagger leaves bodies that
 * Fastify does not validate out of it): their fields' schemas are the shared ones the routes parse them with.
 */
const FORMS: Record<string, Form> = {
  "POST /api/guides": guideForm(guideInputSchema),
  "PUT /api/guides/{id}": guideForm(guideInputSchema),
  "PATCH /api/guides/{id}": guideForm(guideDetailsInputSchema),
  "POST /api/places": placeForm(placeInputSchema),
  "PUT /api/places/{id}": placeForm(placeUpdateSchema),
  "PUT /api/me/avatar": { files: [{ name: "avatar", max: 1, required: true }], acceptsJson: false },
  "POST /api/suggestions": {
    field: { name: "place", schema: inputSchema(suggestionInputSchema) },
    files: [{ name: "photo", max: 1, required: false }],
    acceptsJson: false,
  },
  "POST /api/imports": {
    field: { name: "import", schema: inputSchema(importRequestSchema) },
    files: [{ name: "file", max: 1, required: true }],
    acceptsJson: false,
  },
};

/** Routes the fuzz cannot call through app.inject, and why. */
export const NOT_FUZZED: Record<string, string> = {
  "GET /api/realtime": "an event stream that stays open; it takes no input",
};

type OpenApiOperation = {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Every operation of the app's OpenAPI document, with the multipart forms filled in. */
export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const label = `${method.toUpperCase()} ${path}`;
      if (label in NOT_FUZZED) continue;
      const parameters = (operation.parameters ?? []).map((parameter): Parameter => {
        const location = parameter.in;
        if (location !== "path" && location !== "query")
          throw new Error(`${label}: the fuzz does not send ${location} parameters`);
        return {
          name: parameter.name,
          schema: parameter.schema,
          in: location,
          required: !!parameter.required,
        };
      });
      const content = operation.requestBody?.content ?? {};
      // A multipart body is sent as its form in FORMS says (the document describes it for clients, decision 041).
      for (const type of Object.keys(content))
        if (type !== "application/json" && !(type === "multipart/form-data" && FORMS[label]))
          throw new Error(`${label}: the fuzz does not send ${type} bodies`);
      operations.push({
        method: method.toUpperCase() as Operation["method"],
        path,
        label,
        parameters,
        jsonBody: content["application/json"]?.schema,
        form: FORMS[label],
      });
    }
  }
  const missing = Object.keys(FORMS).filter((label) => !operations.some((op) => op.label === label));
  if (missing.length > 0)
    throw new Error(`Forms of routes the document no longer has: ${missing.join(", ")}`);
  return operations;
}
