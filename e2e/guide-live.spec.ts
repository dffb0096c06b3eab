import type { APIRequestContext } from "@playwright/test";
import { GUIDE_LIVE_MESSAGES } from "../src/shared/guide-members";
import type { GuideDetail } from "../src/shared/schemas";
import { createAccount, newUser } from "./support/accounts";
import { expect, FAILED_RESOURCE, test } from "./support/fixtures";
import { AUTHORING_CITY, anotherPlace, createGuide, getCity, placesOf, uniqueName } from "./support/guides";
import { serverUrl } from "./support/servers";

/**
 * A guide made together is live for its members (docs/decisions/057): an editor's change appears on the owner's
 * open page without reloading, each sees who else has it open, and a member removed from a draft is told so on
 * the page they have open. Both projects run it, at 1280 and at 390 px.
 */
// A draft's address is drawn as a visitor sees it, a 404, before the member's app reads it.
test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

const guidePath = (guide: GuideDetail) => `/guide/${guide.citySlug}/${guide.id}`;

async function userIdOf(request: APIRequestContext): Promise<string> {
  const session = (await (await request.get("/api/auth/get-session")).json()) as { user: { id: string } };
  return session.user.id;
}

test("an editor's change reaches the owner's open page, and a removed member's page says so", async ({
  page,
  browser,
}, testInfo) => {
  const owner = newUser();
  await createAccount(page.request, owner);
  const city = await getCity(page.request, AUTHORING_CITY);
  const places = await placesOf(page.request, city);
  const guide = await createGuide(page.request, {
    name: uniqueName("Together"),
    city,
    places,
    words: { status: "draft" },
  });

  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const editorContext = await browser.newContext({
    baseURL: serverUrl("demo"),
    viewport,
    isMobile,
    hasTouch,
  });
  try {
    const editorPage = await editorContext.newPage();
    const editor = newUser();
    await createAccount(editorPage.request, editor);
    const invite = await page.request.post(`/api/guides/${guide.id}/invites`, { data: { role: "editor" } });
    expect(invite.status()).toBe(201);
    const { token } = (await invite.json()) as { token: string };
    expect((await editorPage.request.post(`/api/invites/${token}/accept`)).ok()).toBe(true);

    await page.goto(guidePath(guide));
    await editorPage.goto(guidePath(guide));
    await expect(page.getByText(GUIDE_LIVE_MESSAGES.viewingNow([editor.firstName]))).toBeVisible();
    await expect(editorPage.getByText(GUIDE_LIVE_MESSAGES.viewingNow([owner.firstName]))).toBeVisible();

    // The editor saves the guide with one more café; the owner's page shows it without being reloaded.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const extra = await anotherPlace(page.request, city, "cafesBrunch", 3);
    const shownExtra = page.getByText(extra.name).filter({ visible: true });
    await expect(shownExtra).toHaveCount(0);
    const ids = Object.fromEntries(
      Object.entries(guide.places).map(([key, list]) => [key, list.map((place) => place.id)]),
    ) as Record<keyof GuideDetail["places"], string[]>;
    const saved = await editorPage.request.put(`/api/guides/${guide.id}`, {
      multipart: {
        guide: JSON.stringify({
          name: guide.name,
          cityId: guide.cityId,
          places: { ...ids, cafesBrunch: [extra.id, ...ids.cafesBrunch] },
          status: "draft",
        }),
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await expect(shownExtra.first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );

    // The owner removes the editor: the editor's open page says so, and the owner sees them leave.
    const editorId = await userIdOf(editorPage.request);
    expect((await page.request.delete(`/api/guides/${guide.id}/members/${editorId}`)).status()).toBe(204);
    await expect(editorPage.getByRole("heading", { name: GUIDE_LIVE_MESSAGES.accessLost })).toBeVisible();
    await expect(page.getByText(GUIDE_LIVE_MESSAGES.viewingNow([editor.firstName]))).toBeHidden();
  } finally {
    await editorContext.close();
    await page.request.delete(`/api/guides/${guide.id}`);
  }
});
