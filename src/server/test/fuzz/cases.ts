import fc from "fast-check";
import { conforms, type Slot, slotsOf } from "./json-schema";
import { extraKeys, malformedValue, oddText, pollutingValue } from "./malformed";
import type { Operation, Parameter } from "./operations";

/** Valid values for an operation as one actor calls it: path and query parameters, and the body or form field. */
export type Baseline = { path: Record<string, string>; query: Record<string, string>; body?: unknown };

/** The one thing wrong with a request. */
export type Mutation =
  | { kind: "parameter"; in: Parameter["in"]; name: string; value: string | string[]; rawSuffix: string }
  | { kind: "body"; via: "json" | "multipart"; at: Slot["path"]; value: unknown }
  | { kind: "content-type"; contentType: string }
  | { kind: "not-json"; via: "json" | "multipart"; text: string }
  | { kind: "file"; field: string; count: number; fileName: string; type: string; data: string }
  | { kind: "truncated-form"; keep: number }
  /** A route that declares no input: it gets only undeclared query keys, which it ignores. */
  | { kind: "undeclared-only" };

export type FuzzCase = {
  mutation: Mutation;
  /** Optional query parameters sent with their baseline (valid) values. */
  optionalQuery: string[];
  extraQuery: Array<[string, string]>;
  extraBodyKeys: Array<[string, unknown]>;
};

/** Percent escapes a server may decode to anything, or refuse: sent raw after an encoded value. */
const RAW_ESCAPES = ["", "", "", "%", "%zz", "%E0%A4%A", "%C0%AF", "%ED%A0%80", "%FF", "%00"];

const safeDecode = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** What the server may read from an encoded value followed by a raw escape, however it decodes the escape. */
const serverReadings = (value: string, rawSuffix: string) =>
  [rawSuffix, "", "\ufffd", "\ufffd\ufffd\ufffd", safeDecode(rawSuffix)].map((tail) => value + tail);

/** Lone surrogates cannot travel in a URL: they arrive as U+FFFD, so the oracle judges what arrives. */
const asSent = (value: unknown): string | string[] => {
  const wellFormed = (text: string) => Buffer.from(text, "utf8").toString("utf8");
  return Array.isArray(value) ? value.map((item) => wellFormed(String(item))) : wellFormed(String(value));
};

function parameterMutation(parameter: Parameter): fc.Arbitrary<Mutation> {
  return fc
    .record({
      value: malformedValue(parameter.schema, "text").map(asSent),
      rawSuffix: fc.constantFrom(...RAW_ESCAPES),
    })
    .filter(({ value, rawSuffix }) => {
      if (typeof value !== "string") return parameter.in === "query";
      // A path segment of "." or ".." is resolved away by URL parsing: the request goes to another route.
      if (parameter.in === "path" && /^\.{1,2}$/.test(value + rawSuffix)) return false;
      return serverReadings(value, rawSuffix).every(
        (reading) => !conforms(parameter.schema, reading, "text"),
      );
    })
    .map(({ value, rawSuffix }) => ({
      kind: "parameter",
      in: parameter.in,
      name: parameter.name,
      value,
      rawSuffix: typeof value === "string" ? rawSuffix : "",
    }));
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The arbitrary of every malformed request to `operation`, given the structure of its `baseline`. */
export function fuzzCases(operation: Operation, baseline: Baseline): fc.Arbitrary<FuzzCase> {
  const { form } = operation;
  const bodySchema = operation.jsonBody ?? form?.field?.schema;
  const bodyVias: Array<"json" | "multipart"> = operation.jsonBody
    ? ["json"]
    : form?.acceptsJson
      ? ["json", "multipart"]
      : ["multipart"];
  // A path segment is always a string: a path parameter that any string fits has no malformed value.
  const constrained = ({ in: location, schema }: Parameter) =>
    location === "query" ||
    schema.type !== "string" ||
    [schema.minLength, schema.maxLength, schema.pattern, schema.enum].some((rule) => rule !== undefined);
  const mutations: fc.Arbitrary<Mutation>[] = operation.parameters.filter(constrained).map(parameterMutation);

  if (bodySchema) {
    const slots = slotsOf(bodySchema, baseline.body);
    mutations.push(
      fc
        .record({
          kind: fc.constant("body" as const),
          via: fc.constantFrom(...bodyVias),
          slot: fc.constantFrom(...slots),
        })
        .chain(({ kind, via, slot }) => {
          const malformed = malformedValue(slot.schema, "json");
          const value = slot.required ? fc.oneof(malformed, fc.constant(undefined)) : malformed;
          return value.map((replacement): Mutation => ({ kind, via, at: slot.path, value: replacement }));
        }),
      fc.record({
        kind: fc.constant("not-json" as const),
        via: fc.constantFrom(...bodyVias),
        text: fc
          .oneof(
            oddText,
            fc.nat().map((cut) => {
              const json = JSON.stringify(baseline.body);
              return json.slice(0, cut % json.length);
            }),
            fc.constantFrom("{", "nul", '{"a":}', "[", "'x'", "{'a':1}", "NaN", '"open', "[".repeat(10_000)),
          )
          .filter((text) => !isJson(text)),
      }),
    );
  }
  if (bodySchema || form) {
    mutations.push(
      fc.record({
        kind: fc.constant("content-type" as const),
        contentType: fc.constantFrom(
          "text/plain",
          "application/xml",
          "application/x-www-form-urlencoded",
          "application/octet-stream",
          "image/png",
          "multipart/form-data",
          "multipart/mixed; boundary=fuzz",
        ),
      }),
    );
  }
  if (form && form.files.length > 0) {
    // A file field the route does not know is ignored, which leaves the request valid unless the file is required.
    const wrongNames = form.files.some((file) => file.required) ? ["file", "image", "", "cover[]"] : [];
    const fields = [...form.files.map((file) => file.name), ...wrongNames];
    const most = Math.max(...form.files.map((file) => file.max)) + 1;
    mutations.push(
      fc.record({
        kind: fc.constant("file" as const),
        field: fc.constantFrom(...fields),
        count: fc.integer({ min: 1, max: most }),
        // A part with an empty file name is a text field to the multipart parser, which the routes ignore.
        fileName: fc
          .oneof(fc.constant("photo.png"), oddText, fc.constant(`${"../".repeat(8)}etc/passwd.png`))
          .filter((name) => name !== ""),
        type: fc.constantFrom("image/png", "image/jpeg", "image/webp", "image/gif", "text/plain", ""),
        // Never an image: no picture format starts with these bytes.
        data: oddText.map((text) => `not-an-image ${text}`),
      }),
    );
  }
  if (form?.field) {
    mutations.push(
      fc.record({
        kind: fc.constant("truncated-form" as const),
        keep: fc.double({ min: 0, max: 0.99, noNaN: true }),
      }),
    );
  }

  const queryNames = operation.parameters.filter((p) => p.in === "query").map((p) => p.name);
  const rootProperties = Object.keys(bodySchema?.properties ?? {});
  const extraQuery = extraKeys(queryNames, oddText.map(asSent).map(String));
  return fc.record({
    mutation:
      mutations.length > 0 ? fc.oneof(...mutations) : fc.constant({ kind: "undeclared-only" as const }),
    optionalQuery: fc.subarray(queryNames.filter((name) => name in baseline.query)),
    extraQuery: mutations.length > 0 ? extraQuery : extraQuery.filter((pairs) => pairs.length > 0),
    extraBodyKeys: rootProperties.length > 0 ? extraKeys(rootProperties, pollutingValue) : fc.constant([]),
  });
}
