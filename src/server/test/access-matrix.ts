import {
  type AccessCase,
  type AccessRoute,
  byCaller,
  everyone,
  onOwnData,
  publicRead,
  signedInOnOwnData,
} from "./access-matrix-shape";
import type { BodyName } from "./access-requests";

/**
 * Who may call each route of the app, and what each kind of caller gets (docs/product.md §6). access-matrix.test.ts
 * calls every case as each caller and fails when the app's route table and this list differ by a single route.
 *
 * A URL's `{name}` is a resource made afresh for each call (RESOURCES in test/access-scene.ts): `{ownGuide}` belongs
 * to the owner, `{demoGuide}` to a demo profile. `body` and `probe` name entries of test/access-requests.ts. A
 * write's probe is the owner's data, read before and after the call: a 2xx changes it, anything else leaves it and
 * the whole database as they were, unless the outcome says otherwise. A read leaves the database as it was; with
 * `private`, only the owner's answer holds that resource; no public read ever shows the owner's email address.
 * The guide routes again, by each role a guide's member may have, are test/guide-roles-matrix.ts.
 */

const creatorOnly = (status: number) => byCaller(401, 403, status, 403);
const adminsOnly = (status: number) => byCaller(401, 403, status, status);

/** Someone else's draft does not exist for them: 404, never 403 (docs/product.md §4 Drafts). */
const ownerOnlyDraft = (status: number) => byCaller(401, 404, status, 404);
const draftCase = (call: string, status: number, body?: BodyName): AccessCase => ({
  label: "a draft",
  call,
  body,
  probe: "ownDraft",
  outcomes: ownerOnlyDraft(status),
});
const demoGuideReadOnly = (call: string, body?: BodyName): AccessCase => ({
  label: "a demo guide",
  call,
  body,
  probe: "demoGuide",
  outcomes: { ...everyone(403), anonymous: 401 },
});

/**
 * Every route of the API by method and URL pattern; the routes around it are in SITE_ROUTES and better-auth's
 * wildcard in AUTH_ENDPOINTS.
 */
export const ACCESS_MATRIX: Record<string, AccessRoute> = {
  "GET /api/search": publicRead("GET /api/search?q=paris"),
  "GET /api/cities": publicRead("GET /api/cities"),
  "GET /api/cities/guide-counts": publicRead("GET /api/cities/guide-counts"),
  "GET /api/cities/:slug/guides": {
    kind: "public read",
    who: "everyone",
    cases: [
      { call: "GET /api/cities/paris/guides", outcomes: everyone(200) },
      { label: "popular", call: "GET /api/cities/paris/guides?sort=popular", outcomes: everyone(200) },
    ],
  },
  "POST /api/cities": {
    kind: "write",
    who: "admins",
    ownerIsAdmin: true,
    cases: [{ call: "POST /api/cities", body: "newCity", probe: "cityCount", outcomes: adminsOnly(201) }],
  },
  "PUT /api/cities/:id": {
    kind: "write",
    who: "admins",
    ownerIsAdmin: true,
    cases: [{ call: "PUT /api/cities/{city}", body: "newCity", probe: "city", outcomes: adminsOnly(200) }],
  },
  "GET /api/cities/:id/usage": {
    kind: "private read",
    who: "admins",
    ownerIsAdmin: true,
    cases: [{ call: "GET /api/cities/{city}/usage", outcomes: adminsOnly(200) }],
  },
  "DELETE /api/cities/:id": {
    kind: "write",
    who: "admins",
    ownerIsAdmin: true,
    cases: [{ call: "DELETE /api/cities/{city}", probe: "city", outcomes: adminsOnly(204) }],
  },

  "GET /api/guides": publicRead("GET /api/guides"),
  "GET /api/guides/popular": publicRead("GET /api/guides/popular"),
  "GET /api/guides/:id": {
    kind: "public read",
    who: "everyone; a draft only its creator",
    cases: [
      { call: "GET /api/guides/{ownGuide}", outcomes: everyone(200) },
      { label: "a draft", call: "GET /api/guides/{ownDraft}", outcomes: byCaller(404, 404, 200, 404) },
    ],
  },
  "GET /api/guides/:id/export.gpx": publicRead("GET /api/guides/{ownGuide}/export.gpx"),
  "GET /api/guides/:id/export.kml": publicRead("GET /api/guides/{ownGuide}/export.kml"),
  "GET /api/guides/:id/export.geojson": publicRead("GET /api/guides/{ownGuide}/export.geojson"),
  "GET /api/guides/:id/export.csv": publicRead("GET /api/guides/{ownGuide}/export.csv"),
  "POST /api/guides": {
    kind: "write",
    who: "signed-in users",
    cases: [
      {
        call: "POST /api/guides",
        body: "newGuide",
        probe: "guideCount",
        outcomes: { anonymous: 401, otherUser: 201, owner: 201, admin: 201 },
      },
    ],
  },
  "PUT /api/guides/:id": {
    kind: "write",
    who: "the guide's creator, never on a demo guide",
    cases: [
      {
        call: "PUT /api/guides/{ownGuide}",
        body: "guideEdit",
        probe: "ownGuide",
        outcomes: creatorOnly(200),
      },
      draftCase("PUT /api/guides/{ownDraft}", 200, "guideEdit"),
      demoGuideReadOnly("PUT /api/guides/{demoGuide}", "demoGuideEdit"),
    ],
  },
  "POST /api/guides/:id/operations": {
    kind: "write",
    who: "the guide's creator and editors, never on a demo guide",
    cases: [
      {
        call: "POST /api/guides/{ownGuide}/operations",
        body: "guideOperations",
        probe: "ownGuide",
        outcomes: creatorOnly(200),
      },
      draftCase("POST /api/guides/{ownDraft}/operations", 200, "guideOperations"),
      demoGuideReadOnly("POST /api/guides/{demoGuide}/operations", "guideOperations"),
    ],
  },
  "PATCH /api/guides/:id": {
    kind: "write",
    who: "the guide's creator, never on a demo guide",
    cases: [
      {
        call: "PATCH /api/guides/{ownGuide}",
        body: "guideRename",
        probe: "ownGuide",
        outcomes: creatorOnly(200),
      },
      draftCase("PATCH /api/guides/{ownDraft}", 200, "guideRename"),
      demoGuideReadOnly("PATCH /api/guides/{demoGuide}", "demoGuideRename"),
    ],
  },
  "POST /api/guides/:id/publish": {
    kind: "write",
    who: "the guide's creator, never on a demo guide",
    cases: [
      draftCase("POST /api/guides/{ownDraft}/publish", 200),
      {
        call: "POST /api/guides/{ownGuide}/publish",
        probe: "ownGuide",
        outcomes: byCaller(401, 403, onOwnData(200), 403),
      },
      demoGuideReadOnly("POST /api/guides/{demoGuide}/publish"),
    ],
  },

  "POST /api/guides/:id/unpublish": {
    kind: "write",
    who: "admins, on any published guide; a draft is its creator's alone",
    cases: [
      {
        call: "POST /api/guides/{ownGuide}/unpublish",
        body: "unpublishing",
        probe: "ownGuide",
        outcomes: byCaller(401, 403, 403, 204),
      },
      {
        label: "a draft",
        call: "POST /api/guides/{ownDraft}/unpublish",
        body: "unpublishing",
        probe: "ownDraft",
        outcomes: byCaller(401, 403, 403, 404),
      },
    ],
  },

  "GET /api/guides/unpublished": {
    kind: "private read",
    who: "admins",
    ownerIsAdmin: true,
    cases: [{ call: "GET /api/guides/unpublished", outcomes: adminsOnly(200) }],
  },

  "POST /api/guides/:id/republish": {
    kind: "write",
    who: "admins, on a guide an admin unpublished; a published guide or a creator's own draft is not found",
    cases: [
      {
        label: "a published guide",
        call: "POST /api/guides/{ownGuide}/republish",
        probe: "ownGuide",
        outcomes: byCaller(401, 403, 403, 404),
      },
      {
        label: "a draft",
        call: "POST /api/guides/{ownDraft}/republish",
        probe: "ownDraft",
        outcomes: byCaller(401, 403, 403, 404),
      },
    ],
  },

  "DELETE /api/guides/:id": {
    kind: "write",
    who: "the guide's creator, never a demo guide",
    cases: [
      { call: "DELETE /api/guides/{ownGuide}", probe: "ownGuide", outcomes: creatorOnly(204) },
      draftCase("DELETE /api/guides/{ownDraft}", 204),
      demoGuideReadOnly("DELETE /api/guides/{demoGuide}"),
    ],
  },

  "GET /api/places": publicRead("GET /api/places"),
  "GET /api/places/:id": {
    kind: "public read",
    who: "everyone; a pending suggestion only its suggester and admins",
    cases: [
      { call: "GET /api/places/{place}", outcomes: everyone(200) },
      {
        label: "a pending suggestion",
        call: "GET /api/places/{suggestion}",
        outcomes: byCaller(404, 404, 200, 200),
      },
    ],
  },
  "GET /api/places/:id/guides": publicRead("GET /api/places/{place}/guides"),
  "GET /api/places/:id/usage": {
    kind: "private read",
    who: "admins",
    ownerIsAdmin: true,
    cases: [{ call: "GET /api/places/{place}/usage", outcomes: adminsOnly(200) }],
  },
  "POST /api/places": {
    kind: "write",
    who: "admins",
    ownerIsAdmin: true,
    cases: [{ call: "POST /api/places", body: "newPlace", probe: "placeCount", outcomes: adminsOnly(201) }],
  },
  "PUT /api/places/:id": {
    kind: "write",
    who: "admins",
    ownerIsAdmin: true,
    cases: [
      { call: "PUT /api/places/{place}", body: "placeEdit", probe: "place", outcomes: adminsOnly(200) },
    ],
  },
  "DELETE /api/places/:id": {
    kind: "write",
    who: "admins",
    ownerIsAdmin: true,
    cases: [{ call: "DELETE /api/places/{place}", probe: "place", outcomes: adminsOnly(204) }],
  },

  "GET /api/profiles/:username": {
    kind: "public read",
    who: "everyone; the person's drafts only the person",
    cases: [
      {
        call: "GET /api/profiles/{ownerUsername}",
        given: ["ownDraft"],
        private: "ownDraft",
        outcomes: everyone(200),
      },
    ],
  },
  "GET /api/profiles/:username/guides": publicRead("GET /api/profiles/{ownerUsername}/guides"),
  "GET /api/me/drafts": {
    kind: "private read",
    who: "signed-in users, each their own",
    cases: [
      { call: "GET /api/me/drafts", private: "ownDraft", outcomes: { ...everyone(200), anonymous: 401 } },
    ],
  },
  "GET /api/me": {
    kind: "private read",
    who: "signed-in users, each their own",
    cases: [{ call: "GET /api/me", private: "ownerEmail", outcomes: { ...everyone(200), anonymous: 401 } }],
  },
  "PATCH /api/me": {
    kind: "write",
    who: "signed-in users, each their own",
    cases: [
      { call: "PATCH /api/me", body: "profileEdit", probe: "ownerProfile", outcomes: signedInOnOwnData(200) },
    ],
  },
  "PUT /api/me/avatar": {
    kind: "write",
    who: "signed-in users, each their own",
    cases: [
      { call: "PUT /api/me/avatar", body: "avatar", probe: "ownerProfile", outcomes: signedInOnOwnData(200) },
    ],
  },
  "GET /api/me/saved-guides": {
    kind: "private read",
    who: "signed-in users, each their own",
    cases: [
      {
        call: "GET /api/me/saved-guides",
        private: "ownerSavedGuide",
        outcomes: { ...everyone(200), anonymous: 401 },
      },
    ],
  },
  "PUT /api/me/saved-guides/:id": {
    kind: "write",
    who: "signed-in users, each their own",
    cases: [
      { call: "PUT /api/me/saved-guides/{ownGuide}", probe: "ownerSaves", outcomes: signedInOnOwnData(200) },
      {
        label: "a draft, even the caller's own",
        call: "PUT /api/me/saved-guides/{ownDraft}",
        probe: "ownerSaves",
        outcomes: { ...everyone(404), anonymous: 401 },
      },
    ],
  },
  "DELETE /api/me/saved-guides/:id": {
    kind: "write",
    who: "signed-in users, each their own",
    cases: [
      {
        call: "DELETE /api/me/saved-guides/{ownerSavedGuide}",
        probe: "ownerSaves",
        outcomes: signedInOnOwnData(200),
      },
    ],
  },
  "GET /api/me/bookmarked-places": {
    kind: "private read",
    who: "signed-in users, each their own",
    cases: [
      {
        call: "GET /api/me/bookmarked-places",
        private: "ownerBookmarkedPlace",
        outcomes: { ...everyone(200), anonymous: 401 },
      },
    ],
  },
  "PUT /api/me/bookmarked-places/:id": {
    kind: "write",
    who: "signed-in users, each their own",
    cases: [
      {
        call: "PUT /api/me/bookmarked-places/{place}",
        probe: "ownerBookmarks",
        outcomes: signedInOnOwnData(200),
      },
    ],
  },
  "DELETE /api/me/bookmarked-places/:id": {
    kind: "write",
    who: "signed-in users, each their own",
    cases: [
      {
        call: "DELETE /api/me/bookmarked-places/{ownerBookmarkedPlace}",
        probe: "ownerBookmarks",
        outcomes: signedInOnOwnData(200),
      },
    ],
  },
};

/**
 * Any other GET of a page path is answered by the not-found handler (no route) with the web app's shell, which
 * carries the viewer's own session: a private read.
 */
export const APP_PAGES: AccessRoute = {
  kind: "private read",
  who: "everyone, each page holding the viewer's own session",
  cases: [
    { call: "GET /profile/edit", private: "ownerEmail", outcomes: everyone(200) },
    { label: "a page of nothing", call: "GET /city/atlantis", outcomes: everyone(404) },
  ],
};
