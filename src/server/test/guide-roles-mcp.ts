import type { GuideState } from "./guide-roles-callers";
import type { World, WorldGiven, WorldKey } from "./guide-roles-scene";

/**
 * The MCP tools that read or change a guide (decision 043) by role, each caller holding a token of every scope:
 * part of the guide roles' matrix (guide-roles-matrix.ts), in its order:
 *
 *     owner  editor  viewer  invited  removed  outsider  visitor  admin
 *
 * The visitor calls without a token, so only the public tools are there. A token's user is who they are to the
 * guide, and an admin's token is anyone else's. `ok` changes the guide's world when the tool writes; `no` is a tool
 * error that changes nothing anywhere.
 */
export type ToolOutcome = "ok" | "no";
type ToolRow = [
  ToolOutcome,
  ToolOutcome,
  ToolOutcome,
  ToolOutcome,
  ToolOutcome,
  ToolOutcome,
  ToolOutcome,
  ToolOutcome,
];

export type ToolCase = {
  tool: string;
  /** Who may, in the words of decision 043 and 057. */
  who: string;
  writes: boolean;
  args: (world: World) => Record<string, unknown>;
  given?: WorldGiven[];
  /** A text only the owner's and members' answers hold. */
  private?: WorldKey;
  by: Partial<Record<GuideState, ToolRow>>;
};

const guideOnly = (world: World) => ({ guideId: world.guide });

export const GUIDE_TOOL_CASES: ToolCase[] = [
  {
    tool: "get_guide",
    who: "as GET /api/guides/{id}: everyone, of a published guide; its owner and members, of a draft",
    writes: false,
    args: guideOnly,
    private: "guideName",
    by: {
      draft: ["ok", "ok", "ok", "no", "no", "no", "no", "no"],
      moderated: ["ok", "ok", "ok", "no", "no", "no", "no", "no"],
    },
  },
  {
    tool: "get_guide",
    who: "as GET /api/guides/{id}, of a published guide",
    writes: false,
    args: guideOnly,
    by: { published: ["ok", "ok", "ok", "ok", "ok", "ok", "ok", "ok"] },
  },
  {
    tool: "add_place_to_guide",
    who: "drafts the token's owner owns or edits (decision 043), as the operations route allows; never a published guide",
    writes: true,
    args: (world) => ({ guideId: world.guide, placeId: world.otherPlace, note: "From the matrix" }),
    by: {
      draft: ["ok", "ok", "no", "no", "no", "no", "no", "no"],
      published: ["no", "no", "no", "no", "no", "no", "no", "no"],
      moderated: ["ok", "ok", "no", "no", "no", "no", "no", "no"],
    },
  },
  {
    tool: "save_guide",
    who: "as PUT /api/me/saved-guides/{id}: a published guide, for any token's owner",
    writes: true,
    args: guideOnly,
    by: {
      draft: ["no", "no", "no", "no", "no", "no", "no", "no"],
      published: ["ok", "ok", "ok", "ok", "ok", "ok", "no", "ok"],
      moderated: ["no", "no", "no", "no", "no", "no", "no", "no"],
    },
  },
  {
    tool: "unsave_guide",
    who: "as DELETE /api/me/saved-guides/{id}: each their own save, whatever became of the guide",
    writes: true,
    args: guideOnly,
    given: ["savedByAll"],
    by: {
      draft: ["ok", "ok", "ok", "ok", "ok", "ok", "no", "ok"],
      published: ["ok", "ok", "ok", "ok", "ok", "ok", "no", "ok"],
    },
  },
];
