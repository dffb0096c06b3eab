import { randomUUID } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { asc, eq, sql } from "drizzle-orm";
import { resolveAuthSecret } from "../domains/auth/secret";
import { addCity } from "../domains/cities/service";
import { insertPlace } from "../domains/places/mutations";
import { bookmarkPlace, saveGuide } from "../domains/saves/mutations";
import {
  apiTokens,
  guideImages,
  guides,
  places,
  twoFactors,
  users,
  verifications,
} from "../infrastructure/db/schema";
import { JobQueue } from "../infrastructure/jobs/queue";
import { storageKeys } from "../infrastructure/storage/keys";
import { cityInput } from "../seed/factories";
import { CHANNEL_RESOURCES } from "./access-scene-channels";
import { FOLLOW_RESOURCES } from "./access-scene-follows";
import { MEMBER_RESOURCES } from "./access-scene-members";
import { signUp, type TestAccount } from "./accounts";
import type { TestApp } from "./app";
import { signInCookie, withCookie } from "./auth";
import { adminAndUser } from "./catalogue";
import { cityByValue, createGuide } from "./fixtures";

/** The three signed-in callers of the access matrix; their cookies are replaced when a call spends them. */
export type MatrixAccounts = { otherUser: TestAccount; owner: TestAccount; admin: TestAccount };

export async function signUpMatrixAccounts(t: TestApp): Promise<MatrixAccounts> {
  const { admin, user: owner } = await adminAndUser(t);
  return { admin, owner, otherUser: await signUp(t.app) };
}

/** What the matrix's `{name}` placeholders, `given` and `private` name: each made afresh for every call. */
const RESOURCES = {
  ...MEMBER_RESOURCES,
  ...FOLLOW_RESOURCES,
  ...CHANNEL_RESOURCES,
  ownGuide: async (scene) =>
    createGuide(scene.t.db, { createdBy: scene.owner.id, city: await scene.paris() }),
  /** The owner's draft: nobody else may know it exists (docs/product.md §4 Drafts). */
  ownDraft: async (scene) =>
    createGuide(scene.t.db, { createdBy: scene.owner.id, city: await scene.paris(), status: "draft" }),
  demoGuide: async ({ t }) => {
    const [demo] = await t.db.select().from(guides).where(eq(guides.isDemo, true)).orderBy(asc(guides.name));
    if (!demo) throw new Error("No demo guide");
    return demo.id;
  },
  demoCover: async (scene) => {
    const guideId = await scene.resource("demoGuide");
    const [cover] = await scene.t.db.select().from(guideImages).where(eq(guideImages.guideId, guideId));
    if (!cover) throw new Error("The demo guide has no cover");
    return cover.storageKey;
  },
  city: async ({ t, n }) =>
    (await addCity(t.db, cityInput({ name: `Matrix City ${n}`, value: `matrixCity${n}` }))).id,
  place: async (scene) => {
    const id = randomUUID();
    await insertPlace(scene.t.db, {
      id,
      input: {
        name: `Matrix Place ${scene.n}`,
        category: "cafesBrunch",
        tag: "Coffee",
        address: "1 Matrix Street",
        cityId: (await scene.paris()).id,
      },
      imageKeys: [storageKeys.seedPlaceImage(id, 1)],
      createdBy: scene.accounts.admin.id,
    });
    return id;
  },
  placeImage: async (scene) => storageKeys.seedPlaceImage(await scene.resource("place"), 1),
  /** A Paris café the owner suggested, pending review: written directly, so it spends none of their 20 a day. */
  suggestion: async (scene) => {
    const paris = await scene.paris();
    const [row] = await scene.t.db
      .insert(places)
      .values({
        name: `Matrix Suggestion ${scene.n}`,
        category: "cafesBrunch",
        tag: "Coffee",
        address: "2 Matrix Street",
        cityId: paris.id,
        lat: paris.lat,
        lng: paris.lng,
        createdBy: scene.owner.id,
        suggestedBy: scene.owner.id,
        reviewStatus: "pending",
      })
      .returning({ id: places.id });
    return row?.id ?? "";
  },
  /** The query of the likely duplicates of `suggestion`: its name, city and location. */
  suggestionDuplicateQuery: async (scene) => {
    await scene.resource("suggestion");
    const paris = await scene.paris();
    return `cityId=${paris.id}&name=Matrix Suggestion ${scene.n}&lat=${paris.lat}&lng=${paris.lng}`;
  },
  ownerId: async ({ owner }) => owner.id,
  ownerEmail: async ({ owner }) => owner.email,
  /** Read from the database: PATCH /api/me renames the owner. */
  ownerUsername: async ({ t, owner }) => {
    const [row] = await t.db.select({ username: users.username }).from(users).where(eq(users.id, owner.id));
    return row?.username ?? "";
  },
  ownerSavedGuide: async (scene) => {
    const id = await scene.resource("ownGuide");
    await saveGuide(scene.t.db, scene.owner.id, id);
    return id;
  },
  /** The id of a live API token of the owner's, made as POST /api/me/tokens makes one. */
  ownerToken: async ({ t, owner, n }) => {
    const [row] = await t.db
      .insert(apiTokens)
      .values({
        userId: owner.id,
        name: `Matrix ${n}`,
        tokenHash: `matrix-token-hash-${n}`,
        start: "cg_mtrx",
        scopes: ["read"],
      })
      .returning({ id: apiTokens.id });
    return row?.id ?? "";
  },
  ownerBookmarkedPlace: async (scene) => {
    const id = await scene.resource("place");
    await bookmarkPlace(scene.t.db, scene.owner.id, id);
    return id;
  },
  /** As request-password-reset stores it, without the mail (and its rate limit of 3 a minute). */
  ownerResetToken: async ({ t, owner, n }) => {
    const token = `matrix-reset-token-${n}`;
    await t.db.insert(verifications).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: owner.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return token;
  },
  /** The token of the link better-auth mails to confirm an address; the owner's address is unconfirmed again. */
  ownerVerificationToken: async ({ t, owner }) => {
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, owner.id));
    return createEmailVerificationToken(resolveAuthSecret(t.config.authSecret, t.dataDir), owner.email);
  },
  ownerTwoFactorOn: async ({ t, owner }) => {
    await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, owner.id));
    await t.db
      .insert(twoFactors)
      .values({ id: randomUUID(), userId: owner.id, secret: "s", backupCodes: "b" });
    return owner.id;
  },
} satisfies Record<string, (scene: AccessScene) => Promise<string>>;

export type ResourceName = keyof typeof RESOURCES;

const isResourceName = (name: string): name is ResourceName => Object.hasOwn(RESOURCES, name);

/**
 * The world of one call: the resources its URL and body name, made on first use, so that every call (each
 * caller of each case) acts on resources of its own. `n` numbers the call, for names that must be unique.
 */
export class AccessScene {
  private readonly made = new Map<string, Promise<string>>();

  constructor(
    readonly t: TestApp,
    readonly accounts: MatrixAccounts,
    readonly n: number,
  ) {}

  get owner(): TestAccount {
    return this.accounts.owner;
  }

  paris() {
    return cityByValue(this.t.db, "paris");
  }

  resource(name: string): Promise<string> {
    if (!isResourceName(name)) throw new Error(`No access-matrix resource '${name}'`);
    let made = this.made.get(name);
    if (!made) {
      made = RESOURCES[name](this);
      this.made.set(name, made);
    }
    return made;
  }

  /** A URL with its `{name}` placeholders filled. */
  async fill(text: string): Promise<string> {
    let filled = text;
    for (const [placeholder, name = ""] of text.matchAll(/\{(\w+)\}/g))
      filled = filled.replace(placeholder, encodeURI(await this.resource(name)));
    return filled;
  }
}

const rowsIn = (result: unknown) => (result as { rows: unknown[] }).rows;

/**
 * A digest of every table of the app, to tell that a refused call changed nothing anywhere. Rate-limit counters
 * are left out: every limited request counts, refused or not, by design.
 */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  // Followers being told of a publication the call made are told before the database is read.
  await JobQueue.allSettled();
  const tables = rowsIn(
    await t.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'
          order by table_name`,
    ),
  ) as Array<{ name: string }>;
  const digests = tables.map(
    ({ name }) =>
      sql`select ${name} as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest
          from ${sql.identifier(name)} r`,
  );
  const rows = rowsIn(await t.db.execute(sql.join(digests, sql` union all `))) as Array<{
    name: string;
    digest: string;
  }>;
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** After a call that ended or replaced sessions: two-factor off again, and every account signed in afresh. */
export async function renewSessions(t: TestApp, accounts: MatrixAccounts): Promise<void> {
  for (const account of Object.values(accounts)) {
    await t.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, account.id));
    await t.db.delete(twoFactors).where(eq(twoFactors.userId, account.id));
    account.cookie = await signInCookie(t.app, account);
    account.headers = withCookie(t.app, account.cookie);
  }
}
