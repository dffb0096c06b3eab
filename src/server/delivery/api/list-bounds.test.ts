import { afterAll, expect, it } from "vitest";
import { createTestApp } from "../../test/app";

type Schema = {
  type?: string | string[];
  maxItems?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

const t = await createTestApp();
afterAll(() => t.close());
const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };

/** Every array in a schema, by where it sits in the answer, with the maximum it declares. */
function arraysOf(schema: Schema | undefined, at = ""): { at: string; maxItems?: number }[] {
  if (!schema) return [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [
    ...(schema.type === "array" ? [{ at: at || "(answer)", maxItems: schema.maxItems }] : []),
    ...arraysOf(schema.items, `${at}[]`),
    ...Object.entries(schema.properties ?? {}).flatMap(([name, child]) => arraysOf(child, `${at}.${name}`)),
    ...branches.flatMap((branch) => arraysOf(branch, at)),
  ];
}

const reads = Object.entries(document.paths).flatMap(([path, operations]) =>
  operations.get ? [{ path, operation: operations.get }] : [],
);
const answerOf = (operation: Operation) =>
  operation.responses?.["200"]?.content?.["application/json"]?.schema;

it("bounds every list an API read answers with: each array declares a maximum", () => {
  const arrays = reads.flatMap(({ path, operation }) =>
    arraysOf(answerOf(operation)).map((array) => ({ ...array, path })),
  );
  // The walk sees the lists it is meant to check (feeds, saves, search, profiles, suggestions...).
  expect(arrays.length).toBeGreaterThan(20);
  const unbounded = arrays
    .filter((array) => array.maxItems === undefined)
    .map((a) => `GET ${a.path} ${a.at}`);
  expect(unbounded).toEqual([]);
  for (const array of arrays)
    expect(array.maxItems, `GET ${array.path} ${array.at}`).toBeLessThanOrEqual(200);
});

it("pages every list that has a next page by a limit with a maximum", () => {
  const paged = reads.filter(({ operation }) => answerOf(operation)?.properties?.nextCursor);
  expect(paged.length).toBeGreaterThan(5);
  const withoutLimit = paged
    .filter(({ operation }) => {
      const limit = operation.parameters?.find(
        (parameter) => parameter.in === "query" && parameter.name === "limit",
      );
      return limit?.schema?.maximum === undefined;
    })
    .map(({ path }) => `GET ${path}`);
  expect(withoutLimit).toEqual([]);
});
