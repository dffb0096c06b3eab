import { describe, expect, it } from "vitest";
import { GUIDE_ROLE_ROUTES, isGuideRoute } from "../../test/guide-roles-matrix";
import { guideRolesHarness } from "../../test/guide-roles-runner";

// Every route of a guide, called by its owner, an editor, a viewer, an invited user, a removed member, an
// outsider, a visitor and an admin, on a draft, a published and a moderated guide (issue 64, decision 057).
const { routes, describeRoles } = guideRolesHarness();

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe("the guide roles' matrix", () => {
  it("lists every route of a guide the app has, and none it lacks", () => {
    // Fastify answers HEAD with a GET route's handler: the GET speaks for both.
    const guideRoutes = [...routes.keys()].filter((key) => isGuideRoute(key) && !key.startsWith("HEAD "));
    const listed = Object.entries(GUIDE_ROLE_ROUTES)
      .filter(([, route]) => !route.page)
      .map(([key]) => key);
    expect(guideRoutes.length).toBeGreaterThan(30);
    expect({
      unlisted: sorted(guideRoutes.filter((key) => !Object.hasOwn(GUIDE_ROLE_ROUTES, key))),
      gone: sorted(listed.filter((key) => !routes.has(key))),
    }).toEqual({ unlisted: [], gone: [] });
  });

  it("calls every route on a draft and on a published guide", () => {
    const short = Object.entries(GUIDE_ROLE_ROUTES)
      .filter(([, route]) => !route.cases.some((c) => c.by.draft) || !route.cases.some((c) => c.by.published))
      .map(([key]) => key);
    expect(short).toEqual([]);
  });
});

describe("with a session", () => describeRoles("session"));
