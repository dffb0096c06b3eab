import { OFFLINE_MESSAGES } from "../src/shared/messages";
import { expect, FAILED_RESOURCE, MESSAGES } from "./support/fixtures";
import { AUTHORING_CITY, createGuide, deleteGuidesOf, getCity, placesOf, uniqueName } from "./support/guides";
import {
  guidePath,
  heading,
  keptGuideIds,
  keptUrls,
  openControlled,
  places,
  signUpThrough,
  test,
  withProxy,
} from "./support/offline";
import { serverUrl } from "./support/servers";

// docs/decisions/033: what a member kept leaves the device once the app learns they are signed out, however the
// session ended, including the answers of a keep that a reload cut short before any record named them.
test.use({ serviceWorkers: "allow", allowedConsoleErrors: [FAILED_RESOURCE] });

test("@desktop-only a draft whose keep a reload cut short is gone once the member is signed out elsewhere", async ({
  page,
  playwright,
}) => {
  test.slow();
  await withProxy(async (proxy) => {
    const member = await signUpThrough(page, proxy);
    // Another device of the member's: it writes the draft, and later signs out everywhere.
    const elsewhere = await playwright.request.newContext({
      baseURL: serverUrl("demo"),
      extraHTTPHeaders: { origin: serverUrl("demo") },
    });
    const signIn = async () => {
      const response = await elsewhere.post("/api/auth/sign-in/email", {
        data: { email: member.email, password: member.password },
      });
      expect(response.ok(), `sign-in answered ${response.status()}`).toBe(true);
    };
    await signIn();
    const city = await getCity(elsewhere, AUTHORING_CITY);
    const draft = await createGuide(elsewhere, {
      name: uniqueName("Secret Draft"),
      city,
      places: await placesOf(elsewhere, city),
      words: { status: "draft" },
    });
    const [first] = places(draft);
    if (!first) throw new Error("the draft has no places");

    // The keep of the member's written guides writes each answer to the cache as it comes and the registry
    // record last: held at the first place's In guides, the draft's own answer is kept and no record names it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.context().route(`**/api/places/${first.id}/guides`, async (route) => {
      await held;
      await route.abort().catch(() => undefined);
    });
    try {
      await openControlled(page, `${proxy.url}/`);
      const draftAnswer = `/api/guides/${draft.id}`;
      await expect.poll(() => keptUrls(page), { timeout: 30_000 }).toContain(draftAnswer);
      await page.reload();
      expect(await keptGuideIds(page)).toEqual([]);
      expect(await keptUrls(page)).toContain(draftAnswer);

      const revoke = await elsewhere.post("/api/auth/revoke-sessions", { data: {} });
      expect(revoke.ok(), `revoke-sessions answered ${revoke.status()}`).toBe(true);
      await page.reload();
      await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
      await expect.poll(() => keptUrls(page), { timeout: 15_000 }).toEqual([]);
      expect(await keptGuideIds(page)).toEqual([]);
    } finally {
      release();
    }

    await proxy.cut();
    await page.goto(`${proxy.url}${guidePath(draft)}`);
    await expect(page.getByRole("alert").filter({ hasText: OFFLINE_MESSAGES.notKept })).toBeVisible();
    await expect(heading(page, draft.name)).toBeHidden();
    await page.goto(`${proxy.url}/search?q=${encodeURIComponent(draft.name)}`);
    await expect(page.getByRole("main").getByText(MESSAGES.search.keptOnly)).toBeVisible();
    await expect(page.getByRole("main").getByText(MESSAGES.search.noResults(draft.name))).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(draft.name) })).toHaveCount(0);

    await signIn();
    await deleteGuidesOf(elsewhere, member.username);
    await elsewhere.dispose();
  });
});
