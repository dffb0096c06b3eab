import type { InjectOptions } from "fastify";
import type { Baseline, FuzzCase, Mutation } from "./cases";
import { replaceAt } from "./json-schema";
import type { Operation } from "./operations";

type FormPart =
  | { field: string; text: string }
  | { field: string; fileName: string; type: string; data: string };

/** A multipart/form-data body of text fields and files, encoded as a browser's FormData would be. */
async function encodeForm(parts: FormPart[]) {
  const form = new FormData();
  for (const part of parts) {
    if ("text" in part) form.append(part.field, part.text);
    else form.append(part.field, new Blob([part.data], { type: part.type }), part.fileName);
  }
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  return { payload, contentType: encoded.headers.get("content-type") ?? "" };
}

const encodeValue = (value: string | string[], rawSuffix = "") =>
  typeof value === "string" ? [encodeURIComponent(value) + rawSuffix] : value.map(encodeURIComponent);

function urlOf(operation: Operation, baseline: Baseline, fuzzCase: FuzzCase): string {
  const { mutation } = fuzzCase;
  const mutated = (where: "path" | "query", name: string) =>
    mutation.kind === "parameter" && mutation.in === where && mutation.name === name ? mutation : undefined;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const bad = mutated("path", name);
    return bad
      ? (encodeValue(bad.value, bad.rawSuffix)[0] ?? "")
      : encodeURIComponent(baseline.path[name] ?? "");
  });
  const pairs: string[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === "query")) {
    const bad = mutated("query", parameter.name);
    const good = baseline.query[parameter.name];
    const sent = bad
      ? encodeValue(bad.value, bad.rawSuffix)
      : good !== undefined && (parameter.required || fuzzCase.optionalQuery.includes(parameter.name))
        ? [encodeURIComponent(good)]
        : [];
    for (const value of sent) pairs.push(`${encodeURIComponent(parameter.name)}=${value}`);
  }
  for (const [key, value] of fuzzCase.extraQuery)
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return pairs.length > 0 ? `${path}?${pairs.join("&")}` : path;
}

/** The body with the mutation applied and the undeclared keys added (own keys, `__proto__` included). */
function bodyOf(baseline: Baseline, fuzzCase: FuzzCase): unknown {
  const { mutation } = fuzzCase;
  const body =
    mutation.kind === "body" ? replaceAt(baseline.body, mutation.at, mutation.value) : baseline.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const withExtras = { ...body };
  for (const [key, value] of fuzzCase.extraBodyKeys)
    Object.defineProperty(withExtras, key, { value, enumerable: true, configurable: true, writable: true });
  return withExtras;
}

type Payload = Pick<InjectOptions, "payload"> & { contentType?: string };

async function payloadOf(operation: Operation, baseline: Baseline, fuzzCase: FuzzCase): Promise<Payload> {
  const { mutation } = fuzzCase;
  const form = operation.form;
  const body = bodyOf(baseline, fuzzCase);
  const json = body === undefined ? undefined : JSON.stringify(body);
  const via = (m: Mutation) => ("via" in m ? m.via : operation.jsonBody ? "json" : "multipart");
  if (mutation.kind === "content-type") return { payload: json ?? "", contentType: mutation.contentType };
  if (!operation.jsonBody && !form) return {};
  if (via(mutation) === "json") {
    const text = mutation.kind === "not-json" ? mutation.text : json;
    return text === undefined ? {} : { payload: text, contentType: "application/json" };
  }
  const parts: FormPart[] = [];
  const fieldText = mutation.kind === "not-json" ? mutation.text : json;
  if (form?.field && fieldText !== undefined) parts.push({ field: form.field.name, text: fieldText });
  if (mutation.kind === "file") {
    for (let index = 0; index < mutation.count; index++)
      parts.push({
        field: mutation.field,
        fileName: mutation.fileName,
        type: mutation.type,
        data: mutation.data,
      });
  }
  const encoded = await encodeForm(parts);
  if (mutation.kind === "truncated-form" && fieldText !== undefined) {
    // Cut inside the field's JSON: the form never carries a whole, valid field.
    const fieldBytes = Buffer.byteLength(fieldText);
    const start = encoded.payload.indexOf(Buffer.from(fieldText));
    return {
      payload: encoded.payload.subarray(0, start + Math.floor(mutation.keep * fieldBytes)),
      contentType: encoded.contentType,
    };
  }
  return { payload: encoded.payload, contentType: encoded.contentType };
}

/** The inject options of one fuzz case, sent with `headers` (an actor's cookie and the app's Origin). */
export async function requestOf(
  operation: Operation,
  baseline: Baseline,
  fuzzCase: FuzzCase,
  headers: Record<string, string>,
): Promise<InjectOptions> {
  const { payload, contentType } = await payloadOf(operation, baseline, fuzzCase);
  return {
    method: operation.method,
    url: urlOf(operation, baseline, fuzzCase),
    headers: contentType === undefined ? headers : { ...headers, "content-type": contentType },
    ...(payload === undefined ? {} : { payload }),
  };
}
