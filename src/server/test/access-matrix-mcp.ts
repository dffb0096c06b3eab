import type { AccessScene } from "./access-scene";

/**
 * The MCP tools (docs/decisions/043) as callers of the access matrix: each tool stands for one case of a route of
 * test/access-matrix.ts and must be allowed exactly where that case's call is, changing what it changes. A
 * token's user is a member whatever its owner's role (docs/decisions/048), so the admin's token gets what any
 * other member gets. `add_place_to_guide` takes drafts only, so it stands for the draft and demo-guide cases.
 */
export type ToolCase = {
  tool: string;
  /** The matrix's route key and, when the route has several, the case's label. */
  route: string;
  label?: string;
  args: (scene: AccessScene) => Promise<Record<string, unknown>>;
};

const guide = (name: "ownGuide" | "ownDraft" | "demoGuide") => async (scene: AccessScene) => ({
  guideId: await scene.resource(name),
});

export const MCP_TOOL_CASES: ToolCase[] = [
  { tool: "search", route: "GET /api/search", args: async () => ({ query: "paris" }) },
  { tool: "list_city_guides", route: "GET /api/cities/:slug/guides", args: async () => ({ city: "paris" }) },
  { tool: "get_guide", route: "GET /api/guides/:id", args: guide("ownGuide") },
  { tool: "get_guide", route: "GET /api/guides/:id", label: "a draft", args: guide("ownDraft") },
  {
    tool: "get_place",
    route: "GET /api/places/:id",
    args: async (scene) => ({ placeId: await scene.resource("place") }),
  },
  {
    tool: "get_place",
    route: "GET /api/places/:id",
    label: "a pending suggestion",
    args: async (scene) => ({ placeId: await scene.resource("suggestion") }),
  },
  { tool: "list_saved", route: "GET /api/me/saved-guides", args: async () => ({}) },
  { tool: "list_feed", route: "GET /api/me/feed", args: async () => ({}) },
  { tool: "list_notifications", route: "GET /api/me/notifications", args: async () => ({}) },
  { tool: "save_guide", route: "PUT /api/me/saved-guides/:id", args: guide("ownGuide") },
  {
    tool: "save_guide",
    route: "PUT /api/me/saved-guides/:id",
    label: "a draft, even the caller's own",
    args: guide("ownDraft"),
  },
  {
    tool: "unsave_guide",
    route: "DELETE /api/me/saved-guides/:id",
    args: async (scene) => ({ guideId: await scene.resource("ownerSavedGuide") }),
  },
  {
    tool: "bookmark_place",
    route: "PUT /api/me/bookmarked-places/:id",
    args: async (scene) => ({ placeId: await scene.resource("place") }),
  },
  {
    tool: "unbookmark_place",
    route: "DELETE /api/me/bookmarked-places/:id",
    args: async (scene) => ({ placeId: await scene.resource("ownerBookmarkedPlace") }),
  },
  {
    tool: "create_draft_guide",
    route: "POST /api/guides",
    args: async (scene) => ({ name: `Matrix draft ${scene.n}`, city: "paris" }),
  },
  {
    tool: "add_place_to_guide",
    route: "PUT /api/guides/:id",
    label: "a draft",
    args: async (scene) => ({ ...(await guide("ownDraft")(scene)), placeId: await scene.resource("place") }),
  },
  {
    tool: "add_place_to_guide",
    route: "PUT /api/guides/:id",
    label: "a demo guide",
    args: async (scene) => ({ ...(await guide("demoGuide")(scene)), placeId: await scene.resource("place") }),
  },
];
