import { describe, expect, it } from "vitest";
import { openingHoursProblem } from "../../shared/opening-hours";
import { placeInputSchema } from "../../shared/schemas";
import { catalogue, catalogueDetails } from "./catalogue";
import { placeInput } from "./factories";

describe("demo places' practical details", () => {
  const entries = Object.entries(catalogueDetails).flatMap(([city, byName]) =>
    Object.entries(byName).map(([name, details]) => ({ city, name, details })),
  );

  it("each name a place of their city's catalogue", () => {
    const unknown = entries.filter(
      ({ city, name }) => !catalogue[city]?.some((candidate) => candidate.name === name),
    );
    expect(unknown).toEqual([]);
  });

  it("pass the admin form's rules, and the opening_hours library reads every hours value", () => {
    for (const { city, name, details } of entries) {
      const checked = placeInputSchema.safeParse(
        placeInput({ id: "00000000-0000-4000-8000-000000000000" }, details),
      );
      expect(checked.error?.issues ?? [], `${city}: ${name}`).toEqual([]);
      if (details.openingHours)
        expect(openingHoursProblem(details.openingHours), `${city}: ${name}`).toBeNull();
    }
    expect(entries.filter(({ details }) => details.openingHours).length).toBeGreaterThanOrEqual(65);
  });
});
