import { beforeAll, describe, expect, it } from "vitest";
import type { GuideCard } from "../../../shared/schemas";
import { setupTestApp } from "../../test/app";
import { visitUntil } from "../../test/visits";
import { realWebBuild } from "../../test/web-build";

// One page at a time for an address, one more waiting: small enough to fill from a test (docs/decisions/035).
const t = setupTestApp({
  env: {
    WEB_DIST_DIR: realWebBuild(),
    PAGE_REQUESTS_PER_ADDRESS: "1",
    PAGE_REQUESTS_WAITING_PER_ADDRESS: "1",
  },
});

let guidePage: string;

beforeAll(async () => {
  const feed = (await t.app.inject({ method: "GET", url: "/api/guides?limit=1" })).json<{
    items: GuideCard[];
  }>();
  const card = feed.items[0];
  if (!card) throw new Error("The demo content has no guide");
  guidePage = `/guide/${card.citySlug}/${card.id}`;
});

const visitFrom = (remoteAddress: string, url: string) => t.app.inject({ method: "GET", url, remoteAddress });

describe("one client's pages not kept", () => {
  it("are answered in turn, past the line with 429 and Retry-After, while another client goes through", async () => {
    // All asked at once, each at an address no one asked before: none of them is kept yet.
    const crawler = [1, 2, 3].map((n) => visitFrom("203.0.113.7", `${guidePage}?crawl=${n}`));
    const visitor = visitFrom("198.51.100.2", `${guidePage}?visit=1`);
    const answers = await Promise.all(crawler);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
    expect(answers[1]?.body, "the one that waited got the page drawn").not.toContain('<div id="root"></div>');
    expect(answers[2]?.headers["retry-after"]).toBe("1");
    expect(answers[2]?.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
    expect((await visitor).statusCode, "another client, meanwhile").toBe(200);
    expect((await visitFrom("203.0.113.7", `${guidePage}?crawl=4`)).statusCode, "its turn again").toBe(200);
  });

  it("do not hold back a page kept in memory, however many are asked for at once", async () => {
    await visitUntil(t.app, guidePage, (page) => page.headers["x-page-cache"] === "hit");
    const answers = await Promise.all([1, 2, 3, 4].map(() => visitFrom("203.0.113.8", guidePage)));
    expect(answers.map((answer) => [answer.statusCode, answer.headers["x-page-cache"]])).toEqual(
      Array(4).fill([200, "hit"]),
    );
  });
});
