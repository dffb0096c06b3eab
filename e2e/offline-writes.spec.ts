import type { Page } from "@playwright/test";
import { API_ERRORS, OFFLINE_MESSAGES } from "../src/shared/messages";
import type { BookmarkedPlaceGroups } from "../src/shared/schemas";
import { expect, FAILED_RESOURCE, toaster } from "./support/fixtures";
import {
  guidePath,
  heading,
  openControlled,
  places,
  saveAndKeep,
  signUpThrough,
  test,
  withProxy,
} from "./support/offline";

// docs/decisions/033: saves and bookmarks made while the site cannot be reached wait on the device, survive a
// reload, and are sent once it answers again; one the server refuses is told by name.
test.use({ serviceWorkers: "allow", allowedConsoleErrors: [FAILED_RESOURCE] });

const waiting = (page: Page, name: string) =>
  page.getByRole("button", { name: `${name}, ${OFFLINE_MESSAGES.waiting}` }).first();

test("@desktop-only a bookmark and an unsave made offline wait, survive a reload, and reach the server; a refused one is told", async ({
  page,
  request,
  notedGuide,
}) => {
  test.slow();
  const kept = await notedGuide();
  const doomed = await notedGuide();
  const [place] = places(kept);
  if (!place) throw new Error("the guide has no places");
  await withProxy(async (proxy) => {
    await signUpThrough(page, proxy);
    await openControlled(page, `${proxy.url}${guidePath(kept)}`);
    await saveAndKeep(page, kept);
    await page.goto(`${proxy.url}${guidePath(doomed)}`);
    await page.getByRole("button", { name: OFFLINE_MESSAGES.keep }).click();
    await expect(page.getByText(OFFLINE_MESSAGES.kept)).toBeVisible({ timeout: 60_000 });

    await proxy.cut();
    await page.reload();
    await page
      .getByRole("button", { name: `Save ${doomed.name}` })
      .first()
      .click();
    await expect(waiting(page, `Save ${doomed.name}`)).toHaveAttribute("aria-pressed", "true");
    await expect(toaster(page).getByText(OFFLINE_MESSAGES.waitingToast)).toBeVisible();
    await page.goto(`${proxy.url}/place/${place.id}`);
    await expect(heading(page, place.name)).toBeVisible();
    await page
      .getByRole("button", { name: `Bookmark ${place.name}` })
      .first()
      .click();
    await expect(waiting(page, `Bookmark ${place.name}`)).toHaveAttribute("aria-pressed", "true");
    await page.goto(`${proxy.url}${guidePath(kept)}`);
    await page
      .getByRole("button", { name: `Save ${kept.name}` })
      .first()
      .click();
    await expect(waiting(page, `Save ${kept.name}`)).toHaveAttribute("aria-pressed", "false");

    // Still waiting after a reload, the screen showing the change rather than the kept copy's old state.
    await page.reload();
    await expect(waiting(page, `Save ${kept.name}`)).toHaveAttribute("aria-pressed", "false");
    await page.goto(`${proxy.url}/place/${place.id}`);
    await expect(waiting(page, `Bookmark ${place.name}`)).toHaveAttribute("aria-pressed", "true");

    // Meanwhile its author deletes the other guide: that save will be refused.
    expect((await request.delete(`/api/guides/${doomed.id}`)).ok()).toBe(true);
    await proxy.open();
    await expect(
      toaster(page).getByText(OFFLINE_MESSAGES.refused(doomed.name, API_ERRORS.guideNotFound)),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole("button", { name: `Bookmark ${place.name}`, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const api = page.request;
    const bookmarks = (await (
      await api.get(`${proxy.url}/api/me/bookmarked-places`)
    ).json()) as BookmarkedPlaceGroups;
    expect(bookmarks.groups.flatMap((group) => group.places.map(({ id }) => id))).toContain(place.id);
    const saved = (await (await api.get(`${proxy.url}/api/me/saved-guides`)).json()) as {
      groups: { guides: { id: string }[] }[];
    };
    const savedIds = saved.groups.flatMap((group) => group.guides.map(({ id }) => id));
    expect(savedIds).not.toContain(kept.id);
    expect(savedIds).not.toContain(doomed.id);
  });
});
