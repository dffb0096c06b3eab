import { describe, expect, it } from "vitest";
import { importsOf } from "./imports";
import { describeViolation } from "./report";
import { violationsOf } from "./rules";

const rulesBroken = (from: string, to: string) => violationsOf(from, to).map((violation) => violation.rule);

describe("import boundaries", () => {
  it("lets routes and app use a feature only through its index", () => {
    expect(
      rulesBroken("src/web/routes/home.tsx", "src/web/features/guides/components/guide-card.tsx"),
    ).toEqual(["web-feature-internals"]);
    expect(rulesBroken("src/web/routes/home.tsx", "src/web/features/guides/index.ts")).toEqual([]);
    expect(
      rulesBroken("src/web/features/guides/components/a.tsx", "src/web/features/guides/api/b.ts"),
    ).toEqual([]);
  });

  it("keeps features side by side: none imports another, through its index or not", () => {
    expect(
      rulesBroken("src/web/features/admin/components/x.tsx", "src/web/features/guides/index.ts"),
    ).toEqual(["web-features-side-by-side"]);
    expect(
      rulesBroken("src/web/features/admin/components/x.tsx", "src/web/features/guides/api/get-guide.ts"),
    ).toEqual(["web-features-side-by-side"]);
    expect(
      rulesBroken("src/web/features/admin/components/x.tsx", "src/web/components/location-fields.tsx"),
    ).toEqual([]);
    const [violation] = violationsOf(
      "src/web/features/guides/components/guide-form/category-picker.tsx",
      "src/web/features/suggestions/index.ts",
    );
    expect(violation && describeViolation(violation)).toMatch(
      /^src\/web\/features\/guides\/components\/guide-form\/category-picker\.tsx -> src\/web\/features\/suggestions\/index\.ts\n {2}web-features-side-by-side: features never import each other/,
    );
  });

  it("keeps shared layers below features and the browser away from the server", () => {
    expect(rulesBroken("src/web/lib/x.ts", "src/web/features/auth/index.ts")).toEqual([
      "web-shared-below-features",
    ]);
    expect(rulesBroken("src/web/features/auth/api/x.ts", "src/web/app/guards.tsx")).toEqual([
      "web-features-below-routes",
    ]);
    expect(rulesBroken("src/shared/limits.ts", "src/server/infrastructure/config.ts")).toEqual([
      "shared-stands-alone",
    ]);
    expect(rulesBroken("src/web/routes/home.tsx", "src/server/infrastructure/config.ts")).toEqual([
      "web-not-server",
    ]);
  });

  it("keeps sonner behind the lazy toast module", () => {
    expect(rulesBroken("src/web/features/saves/components/x.tsx", "sonner")).toEqual([
      "web-toasts-through-lib",
    ]);
    expect(rulesBroken("src/web/app/provider.tsx", "sonner")).toEqual(["web-toasts-through-lib"]);
    expect(rulesBroken("src/web/lib/toast.ts", "sonner")).toEqual([]);
  });

  it("keeps HTTP out of the server's domain code", () => {
    expect(
      rulesBroken("src/server/domains/guides/place-rules.ts", "src/server/infrastructure/http/errors.ts"),
    ).toEqual(["server-http-only-in-routes"]);
    expect(rulesBroken("src/server/domains/guides/repository.ts", "fastify")).toEqual([
      "server-http-only-in-routes",
    ]);
    expect(
      rulesBroken("src/server/domains/guides/routes.ts", "src/server/infrastructure/http/errors.ts"),
    ).toEqual([]);
    expect(
      rulesBroken("src/server/domains/guides/mutations.ts", "src/server/domains/guides/write-routes.ts"),
    ).toEqual(["server-routes-on-top"]);
    expect(rulesBroken("src/server/app.ts", "src/server/domains/guides/routes.ts")).toEqual([]);
  });

  it("puts services between routes and SQL", () => {
    expect(
      rulesBroken("src/server/domains/guides/routes.ts", "src/server/domains/guides/repository.ts"),
    ).toEqual(["server-routes-call-services"]);
    expect(
      rulesBroken("src/server/domains/places/admin-routes.ts", "src/server/domains/places/mutations.ts"),
    ).toEqual(["server-routes-call-services"]);
    expect(
      rulesBroken("src/server/domains/guides/routes.ts", "src/server/domains/guides/service.ts"),
    ).toEqual([]);
    expect(rulesBroken("src/server/domains/guides/service.ts", "drizzle-orm")).toEqual([
      "server-sql-in-repositories",
    ]);
    expect(rulesBroken("src/server/delivery/api/health.ts", "drizzle-orm")).toEqual([
      "server-sql-in-repositories",
    ]);
    expect(rulesBroken("src/server/domains/guides/repository.ts", "drizzle-orm")).toEqual([]);
    expect(rulesBroken("src/server/infrastructure/db/schema/guides.ts", "drizzle-orm/pg-core")).toEqual([]);
  });

  it("keeps the server's layers looking down", () => {
    expect(
      rulesBroken("src/server/infrastructure/http/revalidation.ts", "src/server/domains/auth/session.ts"),
    ).toEqual(["server-layers-look-down"]);
    expect(
      rulesBroken("src/server/domains/cities/repository.ts", "src/server/delivery/previews/service.ts"),
    ).toEqual(["server-layers-look-down"]);
    expect(
      rulesBroken("src/server/domains/cities/repository.ts", "src/server/domains/guides/repository.ts"),
    ).toEqual(["server-layers-look-down"]);
    expect(
      rulesBroken("src/server/domains/reviews/service.ts", "src/server/infrastructure/errors.ts"),
    ).toEqual(["server-layers-look-down"]);
    expect(
      rulesBroken("src/server/domains/guides/service.ts", "src/server/domains/cities/repository.ts"),
    ).toEqual([]);
    expect(
      rulesBroken("src/server/delivery/pages/web-app.ts", "src/server/delivery/previews/service.ts"),
    ).toEqual([]);
    expect(rulesBroken("src/server/seed/index.ts", "src/server/domains/guides/mutations.ts")).toEqual([]);
    expect(
      rulesBroken("src/server/infrastructure/http/errors.ts", "src/server/infrastructure/db/unavailable.ts"),
    ).toEqual([]);
    expect(rulesBroken("src/server/domains/auth/auth.test.ts", "src/server/app.ts")).toEqual([]);
  });

  it("reads static, type-only, re-exported and dynamic imports", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      'export { c } from "./c";',
      'const d = lazy(() => import("./d"));',
      'import "./styles.css";',
    ].join("\n");
    expect(importsOf(source)).toEqual(["./a", "../b", "./c", "./d"]);
  });
});
