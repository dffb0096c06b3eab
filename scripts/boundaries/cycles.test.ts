import { describe, expect, it } from "vitest";
import { cycleViolations } from "./cycles";
import { describeViolation } from "./report";

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe("import cycles", () => {
  it("fails a cycle through a feature's index, naming the import that closes it and the way round", () => {
    const violations = cycleViolations(
      graph({
        "src/web/features/admin/edit.tsx": ["src/web/features/guides/index.ts"],
        "src/web/features/guides/index.ts": ["src/web/features/guides/form.tsx"],
        "src/web/features/guides/form.tsx": ["src/web/features/admin/edit.tsx", "src/web/lib/paths.ts"],
        "src/web/lib/paths.ts": [],
      }),
    );
    expect(violations).toHaveLength(1);
    const [violation] = violations;
    expect(violation?.rule).toBe("no-import-cycles");
    expect(violation && describeViolation(violation)).toBe(
      [
        "src/web/features/guides/form.tsx -> src/web/features/admin/edit.tsx",
        "  no-import-cycles: a cycle has no floor to start from, so none of its files stands alone: " +
          "src/web/features/admin/edit.tsx -> src/web/features/guides/index.ts -> " +
          "src/web/features/guides/form.tsx -> src/web/features/admin/edit.tsx",
      ].join("\n"),
    );
  });

  it("fails two server files that import each other, and a file that imports itself", () => {
    const violations = cycleViolations(
      graph({
        "src/server/guides/repository.ts": ["src/server/places/repository.ts"],
        "src/server/places/repository.ts": ["src/server/guides/repository.ts"],
        "src/shared/odd.ts": ["src/shared/odd.ts"],
      }),
    );
    expect(violations.map(({ from, to, rule }) => ({ from, to, rule }))).toEqual(
      expect.arrayContaining([
        {
          from: "src/server/places/repository.ts",
          to: "src/server/guides/repository.ts",
          rule: "no-import-cycles",
        },
        { from: "src/shared/odd.ts", to: "src/shared/odd.ts", rule: "no-import-cycles" },
      ]),
    );
    expect(violations).toHaveLength(2);
  });

  it("lets imports that only point down pass, however they fan out and meet again", () => {
    expect(
      cycleViolations(
        graph({
          "src/web/routes/a.tsx": ["src/web/features/x/index.ts", "src/web/lib/paths.ts"],
          "src/web/features/x/index.ts": ["src/web/lib/paths.ts"],
          "src/web/lib/paths.ts": [],
        }),
      ),
    ).toEqual([]);
  });
});
