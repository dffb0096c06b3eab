import { ROLES, type Role } from "./guide-roles-callers";
import type { WorldKey } from "./guide-roles-scene";
import type { RoleRoute, RoleRow } from "./guide-roles-shape";

/*
 * The lists a guide may show up in, the ones the offline copy keeps among them (decision 033: a city's guides,
 * a place's guides, the saved guides): a shared draft, or a guide an admin unpublished, is in none of them, for
 * anyone, but its owner's drafts and a member's 'With others', where its owner and members find it. Part of GUIDE_ROLE_ROUTES (guide-roles-matrix.ts), in its
 * order:
 *
 *     owner  editor  viewer  invited  removed  outsider  visitor  admin
 */

const EVERYONE: RoleRow = [200, 200, 200, 200, 200, 200, 200, 200];
/** Who sees a shared draft in a member's 'With others' (docs/decisions/057): its owner and its members. */
const MEMBERS = ["owner", "editor", "viewer"] as const;
const SIGNED_IN: RoleRow = [200, 200, 200, 200, 200, 200, 401, 200];

/**
 * A list, holding the published guide for everyone it answers (`shows`, what names it there: its name, or its id
 * in a sitemap) and a draft for `seenBy` alone.
 */
function list(
  call: string,
  row: RoleRow,
  { shows = "guideName", seenBy = [] }: { shows?: WorldKey | null; seenBy?: readonly Role[] } = {},
): RoleRoute {
  const text = shows ?? "guideName";
  return {
    kind: "read",
    who: "everyone it is for; a draft is in nobody's but its owner's own drafts",
    cases: [
      {
        call,
        given: ["savedByAll"],
        ...(shows ? { private: shows, seenBy: ROLES } : {}),
        by: { published: row },
      },
      {
        label: "a draft in no list",
        call,
        given: ["savedByAll"],
        ...(seenBy.length > 0 ? { private: text, seenBy } : { hides: text }),
        by: { draft: row, moderated: row },
      },
    ],
  };
}

export const GUIDE_LIST_ROUTES: Record<string, RoleRoute> = {
  "GET /api/guides": list("GET /api/guides", EVERYONE),
  "GET /api/cities/:slug/guides": list("GET /api/cities/{citySlug}/guides", EVERYONE),
  "GET /api/places/:id/guides": list("GET /api/places/{place}/guides", EVERYONE),
  "GET /api/search": list("GET /api/search?q={guideWord}", EVERYONE),
  // An editor's profile, whose 'With others' holds the guide: a draft there for its owner and members alone.
  "GET /api/profiles/:username": list("GET /api/profiles/{editorUsername}", EVERYONE, { seenBy: MEMBERS }),
  "GET /api/profiles/:username/with-others": list(
    "GET /api/profiles/{editorUsername}/with-others",
    EVERYONE,
    {
      seenBy: MEMBERS,
    },
  ),
  "GET /api/profiles/:username/guides": list("GET /api/profiles/{ownerUsername}/guides", EVERYONE),
  "GET /api/me/saved-guides": list("GET /api/me/saved-guides", SIGNED_IN),
  "GET /api/me/drafts": list("GET /api/me/drafts", SIGNED_IN, { shows: null, seenBy: ["owner"] }),
  "GET /sitemaps/:file": list("GET /sitemaps/guides-1.xml", EVERYONE, { shows: "guide" }),
};
