import { and, asc, count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import {
  accounts,
  apiTokens,
  cities,
  guides,
  placeBookmarks,
  placeImages,
  placeReviewEvents,
  places,
  savedGuides,
  sessions,
  twoFactors,
  users,
  verifications,
} from "../infrastructure/db/schema";
import { signUpInput } from "../seed/factories";
import type { AccessScene } from "./access-scene";
import { CHANNEL_BODIES, CHANNEL_PROBES } from "./access-scene-channels";
import { FOLLOW_PROBES } from "./access-scene-follows";
import { MEMBER_BODIES, MEMBER_PROBES } from "./access-scene-members";
import { multipartFile } from "./auth";
import { placeFields, placeForm, pngImage } from "./catalogue";
import { pickPlaces, placeIds } from "./fixtures";
import { guideRecord, pngCover } from "./guides";
import { importForm } from "./imports";
import { suggestionFields, suggestionForm } from "./suggestions";

type Payload = Pick<InjectOptions, "payload" | "headers">;
const json = (payload: object): Payload => ({ payload });

async function demoGuideCity(scene: AccessScene): Promise<string> {
  const id = await scene.resource("demoGuide");
  const [demo] = await scene.t.db.select().from(guides).where(eq(guides.id, id));
  return demo?.cityId ?? "";
}

/** What the matrix's `body` names: a valid request body, so that only the caller decides the answer. */
export const BODIES = {
  newCity: async ({ n }) => json({ name: `Matrix Town ${n}`, value: `matrixTown${n}`, bgColor: "#446688" }),
  newGuide: async (scene) => {
    const cityId = (await scene.paris()).id;
    return json({ name: `Matrix guide ${scene.n}`, cityId, places: await pickPlaces(scene.t.db, cityId) });
  },
  // The guide's introduction, from none: each guide's owner changes it once in the matrix.
  guideOperations: async ({ n }) =>
    json({ operations: [{ type: "setIntroduction", introduction: `Matrix words ${n}`, base: "" }] }),
  guideEdit: async (scene) => {
    const cityId = (await scene.paris()).id;
    return json({ name: `Edited guide ${scene.n}`, cityId, places: await pickPlaces(scene.t.db, cityId, 4) });
  },
  demoGuideEdit: async (scene) => {
    const cityId = await demoGuideCity(scene);
    return json({ name: `Edited guide ${scene.n}`, cityId, places: await pickPlaces(scene.t.db, cityId, 4) });
  },
  guideRename: async (scene) => json({ name: `Renamed guide ${scene.n}`, cityId: (await scene.paris()).id }),
  demoGuideRename: async (scene) =>
    json({ name: `Renamed guide ${scene.n}`, cityId: await demoGuideCity(scene) }),
  newPlace: async (scene) =>
    placeForm(placeFields(await scene.paris(), { name: `New Place ${scene.n}` }), [
      await pngImage("photo.png"),
    ]),
  placeEdit: async (scene) =>
    placeForm(
      placeFields(await scene.paris(), {
        name: `Edited Place ${scene.n}`,
        keepImages: [await scene.resource("placeImage")],
      }),
    ),
  newSuggestion: async (scene) => {
    const paris = await scene.paris();
    const point = { lat: paris.lat ?? 0, lng: paris.lng ?? 0 };
    return suggestionForm(suggestionFields(paris.id, point, { name: `Suggested Place ${scene.n}` }));
  },
  newImport: async (scene) => {
    const paris = await scene.paris();
    const point = { type: "Point", coordinates: [paris.lng ?? 0, paris.lat ?? 0] };
    const properties = { name: `Imported Place ${scene.n}`, description: "From a file" };
    const collection = {
      type: "FeatureCollection",
      features: [{ type: "Feature", geometry: point, properties }],
    };
    return importForm(
      { cityId: paris.id, mode: "draft", defaultCategory: "placesToVisit" },
      { name: "places.geojson", data: new TextEncoder().encode(JSON.stringify(collection)) },
    );
  },
  approval: async ({ n }) => json({ name: `Approved Place ${n}` }),
  mergeTarget: async (scene) => {
    const [targetId] = await placeIds(scene.t.db, (await scene.paris()).id, "cafesBrunch");
    return json({ targetId });
  },
  rejection: async () => json({ reason: "Not a café" }),
  unpublishing: async () => json({ reason: "Copied from another site" }),
  profileEdit: async ({ n }) => json({ firstName: "Edited", lastName: "", username: `edited_${n}` }),
  avatar: async () => multipartFile("avatar", await pngCover("avatar.png")),
  signUp: async ({ n }) => json(signUpInput({ username: `matrix_${n}` })),
  ownerSignIn: async ({ owner }) => json({ email: owner.email, password: owner.password }),
  wrongSignIn: async ({ owner }) => json({ email: owner.email, password: "not-the-password" }),
  mcpToolsList: async () => ({
    payload: { jsonrpc: "2.0", id: 1, method: "tools/list" },
    headers: { accept: "application/json, text/event-stream" },
  }),
  newToken: async ({ n }) => json({ name: `Matrix token ${n}`, scopes: ["read"], expiresInDays: 30 }),
  ownerUsername: async (scene) => json({ username: await scene.resource("ownerUsername") }),
  ownerResetRequest: async ({ owner }) => json({ email: owner.email, redirectTo: "/reset-password" }),
  foreignResetRequest: async ({ owner }) =>
    json({ email: owner.email, redirectTo: "https://elsewhere.example/" }),
  ownerPasswordReset: async (scene) =>
    json({ token: await scene.resource("ownerResetToken"), newPassword: scene.owner.password }),
  forgedPasswordReset: async ({ owner }) => json({ token: "made-up", newPassword: owner.password }),
  /** Every test account has the same password, so this is also the caller's own. */
  password: async ({ owner }) => json({ password: owner.password }),
  wrongPassword: async () => json({ password: "not-the-password" }),
  totpCode: async () => json({ code: "000000" }),
  ownerUserId: async ({ owner }) => json({ userId: owner.id }),
  ownerAdminRole: async ({ owner }) => json({ userId: owner.id, role: "admin" }),
  ...(Object.fromEntries(
    Object.entries(MEMBER_BODIES).map(([name, body]) => [name, async () => json(body)]),
  ) as {
    [Name in keyof typeof MEMBER_BODIES]: () => Promise<Payload>;
  }),
  userInvite: async (scene) => json({ username: await scene.resource("strangerUsername"), role: "viewer" }),
  newOwner: async (scene) => json({ userId: await scene.resource("ownGuideMember") }),
  ...CHANNEL_BODIES,
} satisfies Record<string, (scene: AccessScene) => Promise<Payload>>;

export type BodyName = keyof typeof BODIES;

/** What the matrix's `probe` names: the owner's data a write may change, as the database holds it. */
export const PROBES = {
  cityCount: ({ t }) => t.db.select({ count: count() }).from(cities),
  city: async (scene) =>
    scene.t.db
      .select()
      .from(cities)
      .where(eq(cities.id, await scene.resource("city"))),
  guideCount: ({ t }) => t.db.select({ count: count() }).from(guides),
  ownGuide: async (scene) => guideRecord(scene.t, await scene.resource("ownGuide")),
  ownDraft: async (scene) => guideRecord(scene.t, await scene.resource("ownDraft")),
  demoGuide: async (scene) => guideRecord(scene.t, await scene.resource("demoGuide")),
  placeCount: ({ t }) => t.db.select({ count: count() }).from(places),
  place: async (scene) => {
    const id = await scene.resource("place");
    return {
      place: await scene.t.db.select().from(places).where(eq(places.id, id)),
      images: await scene.t.db.select().from(placeImages).where(eq(placeImages.placeId, id)),
    };
  },
  suggestion: async (scene) => {
    const id = await scene.resource("suggestion");
    return {
      place: await scene.t.db.select().from(places).where(eq(places.id, id)),
      audit: await scene.t.db.select().from(placeReviewEvents).where(eq(placeReviewEvents.placeId, id)),
    };
  },
  userCount: ({ t }) => t.db.select({ count: count() }).from(users),
  ownerProfile: ({ t, owner }) => t.db.select().from(users).where(eq(users.id, owner.id)),
  ownerTokens: ({ t, owner }) =>
    t.db.select().from(apiTokens).where(eq(apiTokens.userId, owner.id)).orderBy(asc(apiTokens.id)),
  ownerSaves: ({ t, owner }) =>
    t.db.select().from(savedGuides).where(eq(savedGuides.userId, owner.id)).orderBy(asc(savedGuides.id)),
  ownerBookmarks: ({ t, owner }) =>
    t.db
      .select()
      .from(placeBookmarks)
      .where(eq(placeBookmarks.userId, owner.id))
      .orderBy(asc(placeBookmarks.id)),
  ownerSessions: ({ t, owner }) =>
    t.db.select().from(sessions).where(eq(sessions.userId, owner.id)).orderBy(asc(sessions.id)),
  ownerResetTokens: ({ t, owner }) =>
    t.db.select().from(verifications).where(eq(verifications.value, owner.id)).orderBy(asc(verifications.id)),
  ownerPassword: ({ t, owner }) =>
    t.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, owner.id), eq(accounts.providerId, "credential"))),
  ...MEMBER_PROBES,
  ...FOLLOW_PROBES,
  ...CHANNEL_PROBES,
  ownerTwoFactor: async ({ t, owner }) => ({
    enabled: await t.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, owner.id)),
    secrets: await t.db.select().from(twoFactors).where(eq(twoFactors.userId, owner.id)),
  }),
} satisfies Record<string, (scene: AccessScene) => Promise<unknown>>;

export type ProbeName = keyof typeof PROBES;
