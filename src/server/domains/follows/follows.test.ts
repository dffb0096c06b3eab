import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { FOLLOW_LIMITS, FOLLOW_MESSAGES } from "../../../shared/follows";
import type { CityFollow, FollowedCities, PersonPage, ProfileFollows } from "../../../shared/schemas";
import { guideMembers, userFollows, users } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, createGuide, createUser } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

let maya: TestAccount;
let jordi: TestAccount;
let sam: TestAccount;
beforeAll(async () => {
  [maya, jordi, sam] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
});

const call = (
  account: TestAccount | undefined,
  method: "GET" | "PUT" | "DELETE" | "POST",
  url: string,
  payload?: object,
) => t.app.inject(as(account, { method, url, ...(payload ? { payload } : {}) }));

async function followsOf(account: TestAccount | undefined, of: TestAccount) {
  return okJson<ProfileFollows>(await call(account, "GET", `/api/profiles/${of.username}/follows`));
}

describe("following people", () => {
  it("follows once, counts on both sides, lists both ways, and unfollows", async () => {
    const first = okJson<ProfileFollows>(await call(jordi, "PUT", `/api/profiles/${maya.username}/follow`));
    expect(first).toEqual({
      followers: 1,
      following: 0,
      viewer: { follows: true, followsYou: false, blocked: false },
    });
    // Again, and at once from two tabs: still one follow.
    await Promise.all([
      call(jordi, "PUT", `/api/profiles/@${maya.username}/follow`),
      call(jordi, "PUT", `/api/profiles/${maya.username}/follow`),
    ]);
    expect((await followsOf(undefined, maya)).followers).toBe(1);
    expect(await followsOf(undefined, maya)).toEqual({ followers: 1, following: 0, viewer: null });
    expect((await followsOf(maya, jordi)).viewer).toEqual({
      follows: false,
      followsYou: true,
      blocked: false,
    });

    const followers = okJson<PersonPage>(
      await call(undefined, "GET", `/api/profiles/${maya.username}/followers`),
    );
    expect(followers.items.map((person) => person.username)).toEqual([jordi.username]);
    const following = okJson<PersonPage>(
      await call(undefined, "GET", `/api/profiles/${jordi.username}/following`),
    );
    expect(following.items.map((person) => person.username)).toEqual([maya.username]);

    const after = okJson<ProfileFollows>(
      await call(jordi, "DELETE", `/api/profiles/${maya.username}/follow`),
    );
    expect(after.followers).toBe(0);
    expect(after.viewer?.follows).toBe(false);
  });

  it("refuses following oneself, an unknown person, and anyone signed out", async () => {
    expectApiError(
      await call(maya, "PUT", `/api/profiles/${maya.username}/follow`),
      400,
      "BAD_REQUEST",
      FOLLOW_MESSAGES.notSelf,
    );
    expectApiError(await call(maya, "PUT", "/api/profiles/nobody_by_that_name/follow"), 404, "NOT_FOUND");
    expectApiError(
      await call(undefined, "PUT", `/api/profiles/${maya.username}/follow`),
      401,
      "UNAUTHORIZED",
    );
  });

  it("pages a long list of followers newest first, every follower once", async () => {
    const star = await signUp(t.app);
    const [starRow] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, star.username));
    const fans = await Promise.all(
      Array.from({ length: FOLLOW_LIMITS.pageSize + 5 }, async (_, index) => {
        const id = `fan-${randomUUID()}`;
        await t.db.insert(users).values({
          id,
          name: "Fan",
          email: `${id}@example.test`,
          username: `fan_${index}_${id.slice(-6)}`,
          firstName: "Fan",
        });
        return id;
      }),
    );
    for (const [index, id] of fans.entries())
      await t.db.insert(userFollows).values({
        followerId: id,
        followeeId: starRow?.id ?? "",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      });
    const first = okJson<PersonPage>(
      await call(undefined, "GET", `/api/profiles/${star.username}/followers`),
    );
    expect(first.items).toHaveLength(FOLLOW_LIMITS.pageSize);
    expect(first.nextCursor).not.toBeNull();
    const second = okJson<PersonPage>(
      await call(undefined, "GET", `/api/profiles/${star.username}/followers?cursor=${first.nextCursor}`),
    );
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items].map((person) => person.username);
    expect(new Set(seen).size).toBe(fans.length);
    expect(seen[0]).toMatch(new RegExp(`^fan_${fans.length - 1}_`));
    expectApiError(
      await call(undefined, "GET", `/api/profiles/${star.username}/followers?limit=500`),
      400,
      "VALIDATION_FAILED",
    );
    expect((await followsOf(undefined, star)).followers).toBe(fans.length);
  });

  it("lets a member remove a follower, who may follow again", async () => {
    okJson(await call(sam, "PUT", `/api/profiles/${maya.username}/follow`));
    expect((await call(maya, "DELETE", `/api/me/followers/${sam.username}`)).statusCode).toBe(204);
    expect((await followsOf(sam, maya)).viewer?.follows).toBe(false);
    okJson(await call(sam, "PUT", `/api/profiles/${maya.username}/follow`));
    expect((await followsOf(sam, maya)).viewer?.follows).toBe(true);
  });
});

describe("blocking", () => {
  it("ends follows both ways, and a blocked person can neither follow nor is told who blocked them", async () => {
    const [ana, ben] = await Promise.all([signUp(t.app), signUp(t.app)]);
    okJson(await call(ana, "PUT", `/api/profiles/${ben.username}/follow`));
    okJson(await call(ben, "PUT", `/api/profiles/${ana.username}/follow`));

    const blocked = okJson<ProfileFollows>(await call(ana, "PUT", `/api/me/blocks/${ben.username}`));
    expect(blocked).toEqual({
      followers: 0,
      following: 0,
      viewer: { follows: false, followsYou: false, blocked: true },
    });
    expectApiError(
      await call(ben, "PUT", `/api/profiles/${ana.username}/follow`),
      403,
      "BLOCKED",
      FOLLOW_MESSAGES.blockedByThem,
    );
    expectApiError(await call(ana, "PUT", `/api/profiles/${ben.username}/follow`), 409, "BLOCKED_BY_YOU");
    // Ben reads Ana's profile as a visitor would.
    expect((await followsOf(ben, ana)).viewer).toBeNull();
    const list = okJson<PersonPage>(await call(ana, "GET", "/api/me/blocks"));
    expect(list.items.map((person) => person.username)).toEqual([ben.username]);

    okJson(await call(ana, "DELETE", `/api/me/blocks/${ben.username}`));
    okJson(await call(ben, "PUT", `/api/profiles/${ana.username}/follow`));
    expect((await followsOf(ben, ana)).viewer?.follows).toBe(true);
    expect(okJson<PersonPage>(await call(ana, "GET", "/api/me/blocks")).items).toEqual([]);
  });

  it("takes the blocked person out of the blocker's guides, and they cannot be invited or join again", async () => {
    const [owner, friend] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const guideId = await createGuide(t.db, {
      createdBy: owner.id,
      city: await cityByValue(t.db, "paris"),
      status: "draft",
    });
    const link = (await call(owner, "POST", `/api/guides/${guideId}/invites`, { role: "editor" })).json<{
      token: string;
    }>();
    okJson(await call(friend, "POST", `/api/invites/${link.token}/accept`));
    expect(await t.db.select().from(guideMembers).where(eq(guideMembers.guideId, guideId))).toHaveLength(1);

    okJson(await call(owner, "PUT", `/api/me/blocks/${friend.username}`));
    expect(await t.db.select().from(guideMembers).where(eq(guideMembers.guideId, guideId))).toEqual([]);
    expectApiError(await call(friend, "GET", `/api/guides/${guideId}`), 404, "NOT_FOUND");
    expectApiError(
      await call(friend, "POST", `/api/invites/${link.token}/accept`),
      403,
      "BLOCKED",
      FOLLOW_MESSAGES.cannotJoin,
    );
    expectApiError(
      await call(owner, "POST", `/api/guides/${guideId}/invites/users`, {
        username: friend.username,
        role: "viewer",
      }),
      403,
      "BLOCKED",
      FOLLOW_MESSAGES.cannotInvite,
    );
    // Nor may the blocked person's own guides invite the one who blocked them.
    const theirs = await createGuide(t.db, {
      createdBy: friend.id,
      city: await cityByValue(t.db, "paris"),
      status: "draft",
    });
    expectApiError(
      await call(friend, "POST", `/api/guides/${theirs}/invites/users`, {
        username: owner.username,
        role: "viewer",
      }),
      403,
      "BLOCKED",
    );
    expect(await t.db.select().from(guideMembers).where(eq(guideMembers.guideId, guideId))).toEqual([]);
  });
});

describe("following cities", () => {
  it("follows a city once, counts it, lists it, and unfollows", async () => {
    const lena = await signUp(t.app);
    expect(okJson<CityFollow>(await call(lena, "GET", "/api/cities/paris/follow"))).toEqual({
      followers: 0,
      follows: false,
    });
    const followed = okJson<CityFollow>(await call(lena, "PUT", "/api/cities/paris/follow"));
    expect(followed).toEqual({ followers: 1, follows: true });
    okJson(await call(lena, "PUT", "/api/cities/paris/follow"));
    expect(okJson<CityFollow>(await call(undefined, "GET", "/api/cities/paris/follow"))).toEqual({
      followers: 1,
      follows: null,
    });
    okJson(await call(lena, "PUT", "/api/cities/tokyo/follow"));
    expect(
      okJson<FollowedCities>(await call(lena, "GET", "/api/me/followed-cities")).items.map(
        (city) => city.slug,
      ),
    ).toEqual(["paris", "tokyo"]);
    expect(okJson<CityFollow>(await call(lena, "DELETE", "/api/cities/paris/follow"))).toEqual({
      followers: 0,
      follows: false,
    });
    expectApiError(await call(lena, "PUT", "/api/cities/atlantis/follow"), 404, "NOT_FOUND");
    expectApiError(await call(undefined, "GET", "/api/me/followed-cities"), 401, "UNAUTHORIZED");
  });
});

describe("limits", () => {
  it(`counts every follow an account starts, of people and cities together, at most ${FOLLOW_LIMITS.followsPerHour} an hour`, async () => {
    const eager = await signUp(t.app);
    const others = await Promise.all(
      Array.from({ length: 3 }, async (_, index) => {
        const username = `other_${index}_${randomUUID().slice(0, 6)}`;
        await createUser(t.db, { username });
        return { username };
      }),
    );
    let refused = 0;
    for (let i = 0; i < FOLLOW_LIMITS.followsPerHour + 2; i++) {
      const url =
        i % 2 === 0 ? `/api/profiles/${others[i % 3]?.username}/follow` : "/api/cities/paris/follow";
      const answer = await call(eager, "PUT", url);
      if (answer.statusCode === 429) refused++;
      else expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(refused).toBe(2);
    // Unfollowing is never held back.
    expect((await call(eager, "DELETE", "/api/cities/paris/follow")).statusCode).toBe(200);
  });
});
