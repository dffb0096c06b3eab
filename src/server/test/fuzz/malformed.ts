import fc from "fast-check";
import { type Carrier, conforms, type JsonSchema } from "./json-schema";

/** Text of every kind: unicode and its graphemes, control characters, NUL, lone surrogates and classic probes. */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\u00a0",
    "\u200b",
    "\ufeff",
    "\u202eevil",
    "💥🏳️‍🌈",
    "null",
    "undefined",
    "NaN",
    "-0",
    "0x10",
    "1e400",
    "<script>alert(1)</script>",
    "'; drop table users; --",
    "../../etc/passwd",
    "\\",
    "{}",
    "[]",
    "__proto__",
  ),
);

/** Strings of up to 70,000 characters (the JSON and multipart limits lie between), made quickly by repetition. */
const hugeText = fc
  .tuple(fc.string({ unit: "grapheme", minLength: 1, maxLength: 3 }), fc.integer({ min: 50, max: 70_000 }))
  .map(([piece, times]) => piece.repeat(Math.ceil(times / piece.length)));

const lengthBreakers = (schema: JsonSchema): fc.Arbitrary<string>[] => {
  const breakers: fc.Arbitrary<string>[] = [hugeText];
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    breakers.push(fc.integer({ min: max + 1, max: max + 300 }).map((length) => "x".repeat(length)));
  }
  if ((schema.minLength ?? 0) > 0) breakers.push(fc.string({ maxLength: (schema.minLength ?? 1) - 1 }));
  return breakers;
};

/** A valid member with a character changed or added: the values a pattern or enum is most likely to let slip. */
const nearMisses = (schema: JsonSchema): fc.Arbitrary<string>[] => {
  const members = (schema.enum ?? []).filter((member): member is string => typeof member === "string");
  if (schema.pattern?.includes("[0-9a-fA-F]{8}")) members.push("0b8c7e6a-3f7e-4b7a-9c1d-2e5f6a7b8c9d");
  if (members.length === 0) return [];
  return [
    fc.tuple(fc.constantFrom(...members), fc.nat(), oddText).map(([member, at, insert]) => {
      const index = at % (member.length + 1);
      return member.slice(0, index) + insert + member.slice(index + 1);
    }),
  ];
};

const extremeNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e308,
);

/** Number-like text: what a query string or path carries where the schema wants a number. */
const numericText = fc.oneof(
  extremeNumbers.map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.constantFrom(
    "",
    " ",
    "abc",
    "1.5",
    "1e400",
    "-1",
    "NaN",
    "Infinity",
    "-Infinity",
    "0x",
    "9".repeat(400),
    "1_000",
  ),
);

/** JSON values of the wrong type for most schemas: nulls, booleans, numbers, arrays and objects. */
const wrongJsonType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}),
  extremeNumbers,
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { minLength: 2, maxLength: 4 }),
);

/**
 * Values `schema` refuses, as JSON (`carrier` "json") or as the text of a path or query string ("text"). Every
 * value the oracle (`conforms`) could see accepted is filtered out, so a request carrying one is never valid.
 */
export function malformedValue(schema: JsonSchema, carrier: Carrier): fc.Arbitrary<unknown> {
  const candidates: fc.Arbitrary<unknown>[] = [oddText, ...lengthBreakers(schema), ...nearMisses(schema)];
  if (schema.type === "integer" || schema.type === "number") candidates.push(numericText);
  if (carrier === "json")
    candidates.push(
      wrongJsonType,
      wrongJsonType.map((value) => [value, value]),
    );
  else candidates.push(fc.array(oddText, { minLength: 2, maxLength: 3 }));
  if (schema.type === "array" && schema.items) {
    const item = fc.constant(schema.items.enum?.[0] ?? "0b8c7e6a-3f7e-4b7a-9c1d-2e5f6a7b8c9d");
    candidates.push(fc.array(item, { maxLength: (schema.maxItems ?? 3) + 3 }));
  }
  return fc.oneof(...candidates).filter((value) => !conforms(schema, value, carrier));
}

/** Keys that poison prototypes or shadow Object methods, and keys of any text. */
const extraKey = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "__proto__[polluted]",
    "constructor[prototype][polluted]",
    "hasOwnProperty",
    "toString",
    "valueOf",
  ),
  fc.string({ unit: "grapheme", maxLength: 12 }),
);

/** Undeclared keys with values, added beside the malformed one; never one of the `declared` names. */
export const extraKeys = <T>(declared: string[], value: fc.Arbitrary<T>): fc.Arbitrary<Array<[string, T]>> =>
  fc.array(
    fc.tuple(
      extraKey.filter((key) => !declared.includes(key)),
      value,
    ),
    { maxLength: 3 },
  );

export const pollutingValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant({ polluted: "yes" }),
  fc.constant({ prototype: { polluted: "yes" } }),
  fc.jsonValue({ maxDepth: 2 }),
);
