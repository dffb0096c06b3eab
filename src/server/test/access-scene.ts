import { randomUUID } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { resolveAuthSecret } from "../auth/secret";
import { createCity } from "../cities/mutations";
import {
  accounts,
  cities,
  guides,
  placeBookmarks,
  places,
  savedGuides,
  sessions,
  twoFactors,
  users,
  verifications,
} from "../db/schema";
import { guideImages } from "../db/schema/guides";
import { insertPlace } from "../places/mutations";
import { bookmarkPlace, saveGuide } from "../saves/mutations";
import { storageKeys } from "../storage/keys";
import { signUp, signUpForm, type TestAccount } from "./accounts";
import type { TestApp } from "./app";
import { multipartFile, signInCookie, withCookie } from "./auth";
import { adminAndUser, placeFields, placeForm, pngImage } from "./catalogue";
import { cityByValue, createGuide, pickPlaces } from "./fixtures";
import { guideRecord, pngCover } from "./guides";

/** The three signed-in callers of the access matrix; their cookies are replaced when a call spends them. */
export type MatrixAccounts = { otherUser: TestAccount; owner: TestAccount; admin: TestAccount };

export async function signUpMatrixAccounts(t: TestApp): Promise<MatrixAccounts> {
  const { admin, user: owner } = await adminAndUser(t);
  return { admin, owner, otherUser: await signUp(t.app) };
}

type Payload = Pick<InjectOptions, "payload" | "headers">;

/**
 * The world of one call: the resources its URL and body name, made on first use, so that every call (each
 * caller of each case) acts on resources of its own. `n` numbers the call, for names that must be unique.
 */
export class AccessScene {
  private readonly made = new Map<string, Promise<string>>();

  constructor(
    private readonly t: TestApp,
    private readonly accounts: MatrixAccounts,
    private readonly n: number,
  ) {}

  private get owner() {
    return this.accounts.owner;
  }

  resource(name: string): Promise<string> {
    let made = this.made.get(name);
    if (!made) {
      made = this.make(name);
      this.made.set(name, made);
    }
    return made;
  }

  private async make(name: string): Promise<string> {
    const { db } = this.t;
    const paris = await cityByValue(db, "paris");
    switch (name) {
      case "ownGuide":
        return createGuide(db, { createdBy: this.owner.id, city: paris });
      case "demoGuide": {
        const [demo] = await db
          .select()
          .from(guides)
          .where(eq(guides.isDemo, true))
          .orderBy(asc(guides.name));
        if (!demo) throw new Error("No demo guide");
        return demo.id;
      }
      case "demoCover": {
        const [cover] = await db
          .select({ key: guideImages.storageKey })
          .from(guideImages)
          .where(eq(guideImages.guideId, await this.resource("demoGuide")));
        if (!cover) throw new Error("The demo guide has no cover");
        return cover.key;
      }
      case "city":
        return (
          await createCity(db, {
            name: `Matrix City ${this.n}`,
            value: `matrixCity${this.n}`,
            bgColor: "#224466",
          })
        ).id;
      case "place": {
        const id = randomUUID();
        await insertPlace(db, {
          id,
          input: {
            name: `Matrix Place ${this.n}`,
            category: "cafesBrunch",
            tag: "Coffee",
            address: "1 Matrix Street",
            cityId: paris.id,
          },
          imageKeys: [storageKeys.seedPlaceImage(id, 1)],
          createdBy: this.accounts.admin.id,
        });
        return id;
      }
      case "placeImage":
        return storageKeys.seedPlaceImage(await this.resource("place"), 1);
      case "ownerId":
        return this.owner.id;
      case "ownerEmail":
        return this.owner.email;
      case "ownerUsername": {
        const [row] = await db
          .select({ username: users.username })
          .from(users)
          .where(eq(users.id, this.owner.id));
        return row?.username ?? "";
      }
      case "ownerSavedGuide": {
        const id = await createGuide(db, { createdBy: this.owner.id, city: paris });
        await saveGuide(db, this.owner.id, id);
        return id;
      }
      case "ownerBookmarkedPlace": {
        const id = await this.resource("place");
        await bookmarkPlace(db, this.owner.id, id);
        return id;
      }
      case "ownerResetToken": {
        const token = `matrix-reset-token-${this.n}`;
        await db.insert(verifications).values({
          id: randomUUID(),
          identifier: `reset-password:${token}`,
          value: this.owner.id,
          expiresAt: new Date(Date.now() + 3_600_000),
        });
        return token;
      }
      case "ownerVerificationToken": {
        await db.update(users).set({ emailVerified: false }).where(eq(users.id, this.owner.id));
        const secret = resolveAuthSecret(this.t.config.authSecret, this.t.dataDir);
        return createEmailVerificationToken(secret, this.owner.email);
      }
      case "ownerTwoFactorOn":
        await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, this.owner.id));
        await db
          .insert(twoFactors)
          .values({ id: randomUUID(), userId: this.owner.id, secret: "s", backupCodes: "b" });
        return this.owner.id;
      default:
        throw new Error(`No access-matrix resource '${name}'`);
    }
  }

  /** A URL with its `{name}` placeholders filled. */
  async fill(text: string): Promise<string> {
    let filled = text;
    for (const [placeholder, name = ""] of text.matchAll(/\{(\w+)\}/g))
      filled = filled.replace(placeholder, encodeURI(await this.resource(name)));
    return filled;
  }

  async body(name: string): Promise<Payload> {
    const { db } = this.t;
    const json = (payload: object): Payload => ({ payload });
    const paris = await cityByValue(db, "paris");
    const demoGuideCity = async () => {
      const [demo] = await db
        .select()
        .from(guides)
        .where(eq(guides.id, await this.resource("demoGuide")));
      return demo?.cityId ?? "";
    };
    switch (name) {
      case "newCity":
        return json({ name: `Matrix Town ${this.n}`, value: `matrixTown${this.n}`, bgColor: "#446688" });
      case "newGuide":
        return json({
          name: `Matrix guide ${this.n}`,
          cityId: paris.id,
          places: await pickPlaces(db, paris.id),
        });
      case "guideEdit":
        return json({
          name: `Edited guide ${this.n}`,
          cityId: paris.id,
          places: await pickPlaces(db, paris.id, 4),
        });
      case "demoGuideEdit": {
        const cityId = await demoGuideCity();
        return json({ name: `Edited guide ${this.n}`, cityId, places: await pickPlaces(db, cityId, 4) });
      }
      case "guideRename":
        return json({ name: `Renamed guide ${this.n}`, cityId: paris.id });
      case "demoGuideRename":
        return json({ name: `Renamed guide ${this.n}`, cityId: await demoGuideCity() });
      case "newPlace":
        return placeForm(placeFields(paris.id, { name: `New Place ${this.n}` }), [
          await pngImage("photo.png"),
        ]);
      case "placeEdit":
        return placeForm(
          placeFields(paris.id, {
            name: `Edited Place ${this.n}`,
            keepImages: [await this.resource("placeImage")],
          }),
        );
      case "profileEdit":
        return json({ firstName: "Edited", lastName: "", username: `edited_${this.n}` });
      case "avatar":
        return multipartFile("avatar", await pngCover("avatar.png"));
      case "signUp":
        return json(signUpForm(`matrix_${this.n}`));
      case "ownerSignIn":
        return json({ email: this.owner.email, password: this.owner.password });
      case "wrongSignIn":
        return json({ email: this.owner.email, password: "not-the-password" });
      case "ownerUsername":
        return json({ username: await this.resource("ownerUsername") });
      case "ownerResetRequest":
        return json({ email: this.owner.email, redirectTo: "/reset-password" });
      case "ownerPasswordReset":
        return json({ token: await this.resource("ownerResetToken"), newPassword: this.owner.password });
      case "forgedPasswordReset":
        return json({ token: "made-up", newPassword: this.owner.password });
      case "password":
        return json({ password: this.owner.password });
      case "totpCode":
        return json({ code: "000000" });
      case "ownerUserId":
        return json({ userId: this.owner.id });
      case "ownerAdminRole":
        return json({ userId: this.owner.id, role: "admin" });
      default:
        throw new Error(`No access-matrix body '${name}'`);
    }
  }

  /** The owner's data a write may change, as the database holds it. */
  async probe(name: string): Promise<unknown> {
    const { db } = this.t;
    const ownerId = this.owner.id;
    switch (name) {
      case "cityCount":
        return db.select({ count: count() }).from(cities);
      case "city":
        return db.execute(sql`select * from cities where id = ${await this.resource("city")}`).then(rowsIn);
      case "guideCount":
        return db.select({ count: count() }).from(guides);
      case "ownGuide":
        return guideRecord(this.t, await this.resource("ownGuide"));
      case "demoGuide":
        return guideRecord(this.t, await this.resource("demoGuide"));
      case "placeCount":
        return db.select({ count: count() }).from(places);
      case "place":
        return db
          .execute(
            sql`select p.*, i.storage_key from places p left join place_images i on i.place_id = p.id where p.id = ${await this.resource("place")}`,
          )
          .then(rowsIn);
      case "userCount":
        return db.select({ count: count() }).from(users);
      case "ownerProfile":
        return db.select().from(users).where(eq(users.id, ownerId));
      case "ownerSaves":
        return db
          .select()
          .from(savedGuides)
          .where(eq(savedGuides.userId, ownerId))
          .orderBy(asc(savedGuides.id));
      case "ownerBookmarks":
        return db
          .select()
          .from(placeBookmarks)
          .where(eq(placeBookmarks.userId, ownerId))
          .orderBy(asc(placeBookmarks.id));
      case "ownerSessions":
        return db.select().from(sessions).where(eq(sessions.userId, ownerId)).orderBy(asc(sessions.id));
      case "ownerResetTokens":
        return db
          .select()
          .from(verifications)
          .where(eq(verifications.value, ownerId))
          .orderBy(asc(verifications.id));
      case "ownerPassword":
        return db
          .select()
          .from(accounts)
          .where(and(eq(accounts.userId, ownerId), eq(accounts.providerId, "credential")));
      case "ownerTwoFactor":
        return {
          user: await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, ownerId)),
          secrets: await db.select().from(twoFactors).where(eq(twoFactors.userId, ownerId)),
        };
      default:
        throw new Error(`No access-matrix probe '${name}'`);
    }
  }
}

const rowsIn = (result: unknown) => (result as { rows: unknown[] }).rows;

/** A digest of every table of the app, to tell that a refused call changed nothing anywhere. */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = rowsIn(
    await t.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ) as Array<{ name: string }>;
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsIn(
      await t.db.execute(
        sql`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${sql.identifier(name)} r`,
      ),
    ) as Array<{ digest: string }>;
    digests[name] = row?.digest ?? "";
  }
  return digests;
}

/** After a call that ended or replaced sessions: two-factor off again, and every account signed in afresh. */
export async function renewSessions(t: TestApp, accountsOf: MatrixAccounts): Promise<void> {
  for (const account of Object.values(accountsOf)) {
    await t.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, account.id));
    await t.db.delete(twoFactors).where(eq(twoFactors.userId, account.id));
    account.cookie = await signInCookie(t.app, account);
    account.headers = withCookie(t.app, account.cookie);
  }
}
