import { GUIDE_LIST_ROUTES } from "./guide-roles-lists";
import { GUIDE_MEMBER_ROUTES } from "./guide-roles-members";
import { type RoleRoute, type RoleRow, same } from "./guide-roles-shape";

/*
 * Who gets what of a guide, per route, per state of the guide, per caller (docs/product.md §6, decisions 057 and
 * 058). A row lists the outcomes in this order:
 *
 *     owner  editor  viewer  invited  removed  outsider  visitor  admin
 *
 * A draft does not exist for anyone but its owner and members: 404, never 403 (docs/product.md §4 Drafts). A
 * moderated guide (a draft again) is the same, but its readers are told it is gone (410, decision 049). A write's
 * outcome under 400 changes the guide's world, anything else leaves it and the whole database as they were;
 * `same(...)` is answered without a change. Called by delivery/api/guide-roles.test.ts with sessions and
 * guide-roles-tokens.test.ts with each caller's tokens; the assistants' tools are guide-roles-mcp.ts.
 */

const EVERYONE_200: RoleRow = [200, 200, 200, 200, 200, 200, 200, 200];
const NOBODY_404: RoleRow = [404, 404, 404, 404, 404, 404, 404, 404];
/** A read of a draft: its owner and members only. */
const MEMBERS_SEE: RoleRow = [200, 200, 200, 404, 404, 404, 404, 404];
/** A read of a guide an admin unpublished: its owner and members; to anyone else it is gone (decision 049). */
const MEMBERS_SEE_GONE: RoleRow = [200, 200, 200, 410, 410, 410, 410, 410];

/** A read every caller gets the same of: the guide's files and pictures, which never show a draft. */
const publicFile = (call: string): RoleRoute => ({
  kind: "read",
  who: "everyone, of a published guide; nobody, of a draft (its owner neither)",
  cases: [{ call, by: { draft: NOBODY_404, published: EVERYONE_200, moderated: NOBODY_404 } }],
});

/** A change to the guide's content: its owner and editors (decision 057). */
const contentWrite = (call: string, body: "guideEdit" | "guideRename" | "guideOperations"): RoleRoute => ({
  kind: "write",
  who: "the guide's owner and editors, never its viewers",
  cases: [
    {
      call,
      body,
      by: {
        draft: [200, 200, 403, 404, 404, 404, 401, 404],
        published: [200, 200, 403, 403, 403, 403, 401, 403],
        moderated: [200, 200, 403, 404, 404, 404, 401, 404],
      },
    },
  ],
});

/**
 * Every route that reads or changes a guide, by the app's route key; the completeness test in
 * guide-roles.test.ts fails when the app has one that this does not list.
 */
export const GUIDE_ROLE_ROUTES: Record<string, RoleRoute> = {
  "GET /api/guides/:id": {
    kind: "read",
    who: "everyone, of a published guide; its owner and members, of a draft",
    cases: [
      { call: "GET /api/guides/{guide}", by: { published: EVERYONE_200 } },
      {
        label: "a draft, whose name nobody else reads",
        call: "GET /api/guides/{guide}",
        private: "guideName",
        by: { draft: MEMBERS_SEE, moderated: MEMBERS_SEE_GONE },
      },
    ],
  },
  "GET /api/guides/:id/export.gpx": publicFile("GET /api/guides/{guide}/export.gpx"),
  "GET /api/guides/:id/export.kml": publicFile("GET /api/guides/{guide}/export.kml"),
  "GET /api/guides/:id/export.geojson": publicFile("GET /api/guides/{guide}/export.geojson"),
  "GET /api/guides/:id/export.csv": publicFile("GET /api/guides/{guide}/export.csv"),
  "GET /media/previews/:kind/:file": publicFile("GET /media/previews/guides/{guide}.png"),
  "GET /guide/:city/:id": {
    kind: "read",
    who: "the page's head: a published guide's to everyone; a draft's is not found, a moderated one's gone, for all",
    page: true,
    cases: [
      { call: "GET /guide/{citySlug}/{guide}", by: { published: EVERYONE_200 } },
      {
        label: "a draft, whose name is in no head",
        call: "GET /guide/{citySlug}/{guide}",
        hides: "guideName",
        by: { draft: NOBODY_404, moderated: [410, 410, 410, 410, 410, 410, 410, 410] },
      },
    ],
  },
  "GET /api/realtime": {
    kind: "read",
    who: "the guide's event stream: everyone, of a published guide; its owner and members, of a draft",
    cases: [
      {
        call: "GET /api/realtime?guide={guide}",
        by: { draft: MEMBERS_SEE, published: EVERYONE_200, moderated: MEMBERS_SEE },
      },
    ],
  },

  "PUT /api/guides/:id": contentWrite("PUT /api/guides/{guide}", "guideEdit"),
  "PATCH /api/guides/:id": contentWrite("PATCH /api/guides/{guide}", "guideRename"),
  "POST /api/guides/:id/operations": contentWrite("POST /api/guides/{guide}/operations", "guideOperations"),
  "POST /api/guides/:id/publish": {
    kind: "write",
    who: "the guide's owner; a guide an admin unpublished too, as it stands",
    cases: [
      {
        call: "POST /api/guides/{guide}/publish",
        by: {
          draft: [200, 403, 403, 404, 404, 404, 401, 404],
          published: [same(200), 403, 403, 403, 403, 403, 401, 403],
          moderated: [200, 403, 403, 404, 404, 404, 401, 404],
        },
      },
    ],
  },
  "DELETE /api/guides/:id": {
    kind: "write",
    who: "the guide's owner",
    cases: [
      {
        call: "DELETE /api/guides/{guide}",
        by: {
          draft: [204, 403, 403, 404, 404, 404, 401, 404],
          published: [204, 403, 403, 403, 403, 403, 401, 403],
        },
      },
    ],
  },
  "POST /api/guides/:id/unpublish": {
    kind: "write",
    who: "admins, on a published guide: moderation, whoever its members are",
    cases: [
      {
        call: "POST /api/guides/{guide}/unpublish",
        body: "unpublishing",
        by: {
          draft: [403, 403, 403, 403, 403, 403, 401, 404],
          published: [403, 403, 403, 403, 403, 403, 401, 204],
          moderated: [403, 403, 403, 403, 403, 403, 401, 404],
        },
      },
    ],
  },
  "POST /api/guides/:id/republish": {
    kind: "write",
    who: "admins, on a guide an admin unpublished",
    cases: [
      {
        call: "POST /api/guides/{guide}/republish",
        by: {
          draft: [403, 403, 403, 403, 403, 403, 401, 404],
          published: [403, 403, 403, 403, 403, 403, 401, 404],
          moderated: [403, 403, 403, 403, 403, 403, 401, 204],
        },
      },
    ],
  },

  "PUT /api/me/saved-guides/:id": {
    kind: "write",
    who: "signed-in users, each for themselves, of a published guide: a draft is saved by nobody",
    cases: [
      {
        call: "PUT /api/me/saved-guides/{guide}",
        by: {
          draft: [404, 404, 404, 404, 404, 404, 401, 404],
          published: [200, 200, 200, 200, 200, 200, 401, 200],
          moderated: [404, 404, 404, 404, 404, 404, 401, 404],
        },
      },
    ],
  },
  "DELETE /api/me/saved-guides/:id": {
    kind: "write",
    who: "signed-in users, each their own save, whatever became of the guide",
    cases: [
      {
        call: "DELETE /api/me/saved-guides/{guide}",
        given: ["savedByAll"],
        by: {
          draft: [200, 200, 200, 200, 200, 200, 401, 200],
          published: [200, 200, 200, 200, 200, 200, 401, 200],
        },
      },
    ],
  },

  ...GUIDE_MEMBER_ROUTES,
  ...GUIDE_LIST_ROUTES,
};

/**
 * Routes of a guide whose address does not say `/guides/:id`: its event stream, its preview card, the invitations
 * to it. Guide routes are these and every route with `guides/:id` in its address (saved guides too).
 */
const GUIDE_ROUTES_ELSEWHERE =
  /^\w+ \/api\/(realtime|invites\/:token|me\/invitations\/:id)|^GET \/media\/previews\//;

export const isGuideRoute = (key: string) =>
  /guides\/:id(\/|$)/.test(key) || GUIDE_ROUTES_ELSEWHERE.test(key);
