import { createAccount, newUser, signedInUser } from "./support/accounts";
import { expect, FAILED_RESOURCE, test } from "./support/fixtures";
import { createGuide, deleteGuidesOf, getCity, OTHER_CITY, placesOf, uniqueName } from "./support/guides";
import { expectNoAxeViolations } from "./support/layout";
import { apiPath, failRequests, holdRequests } from "./support/network";
import { serverUrl } from "./support/servers";

/**
 * Home's Following view (docs/decisions/064), as a member uses it: empty with people and cities to follow, then
 * what a creator they follow publishes. Both projects run it, at 1280 and at 390 px.
 */
test("a member follows a creator, the creator publishes, and the Following view shows it", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await signedInUser(page);
  const creator = newUser();
  const other = await browser.newContext({ baseURL: serverUrl("demo") });
  try {
    await createAccount(other.request, creator);

    // Empty: it says so and suggests popular creators and cities, each with Follow.
    await page.goto("/");
    const views = page.getByRole("navigation", { name: "Which guides Home shows" });
    await views.getByRole("link", { name: "Following" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?view=following$/);
    await expect(views.getByRole("link", { name: "Following" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Nothing new from the people and cities you follow yet.")).toBeVisible();
    const cities = page.getByRole("region", { name: "Cities with the most guides" });
    await expect(cities.getByRole("listitem").first()).toBeVisible();
    await expect(cities.getByRole("button", { name: "Follow" }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`following-empty-${testInfo.project.use.viewport?.width}.png`),
    });

    // A member's page and its answers are never kept by a cache.
    const drawn = await page.request.get("/?view=following");
    expect(drawn.headers()["cache-control"]).toBe("no-store");
    const answer = await page.request.get("/api/me/feed");
    expect(answer.headers()["cache-control"]).toBe("private, no-store");

    await page.goto(`/profile/${creator.username}`);
    await page.getByRole("button", { name: "Follow", exact: true }).click();
    await expect(page.getByRole("button", { name: "Following", exact: true })).toBeVisible();

    const city = await getCity(other.request, OTHER_CITY);
    const name = uniqueName("Followed");
    await createGuide(other.request, { name, city, places: await placesOf(other.request, city) });

    await page.goto("/?view=following");
    const group = page.getByRole("article").filter({ hasText: `${creator.firstName} published ${name}` });
    await expect(group).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`following-feed-${testInfo.project.use.viewport?.width}.png`),
    });
    await group.getByRole("link", { name, exact: true }).first().click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  } finally {
    await deleteGuidesOf(other.request, creator.username);
    await other.close();
  }
});

test("following a suggested city fills the Following view; visitors have no Following view", async ({
  page,
}) => {
  await signedInUser(page);
  await page.goto("/?view=following");
  const cities = page.getByRole("region", { name: "Cities with the most guides" });
  const first = cities.getByRole("listitem").first();
  await first.getByRole("button", { name: "Follow" }).click();
  // The city's guides come in place of the suggestions.
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByText("Nothing new from the people and cities you follow yet.")).toBeHidden();

  await page.context().clearCookies();
  await page.goto("/?view=following");
  await expect(page.getByRole("navigation", { name: "Which guides Home shows" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "All guides" })).toBeAttached();
});

test.describe("when the feed is slow or fails", () => {
  test.use({ allowedConsoleErrors: [FAILED_RESOURCE] });

  test("the Following view shows its loading state, and after a failure lets the member try again", async ({
    page,
  }) => {
    await signedInUser(page);
    const release = await holdRequests(page, apiPath("/me/feed"));
    await page.goto("/?view=following");
    await expect(page.getByRole("status", { name: "Loading the Following feed" })).toBeVisible();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    release();
    await failRequests(page, apiPath("/me/feed"));
    await page.reload();
    const failed = page.getByRole("alert").filter({ hasText: "The Following feed could not be loaded." });
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await failed.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByText("Nothing new from the people and cities you follow yet.")).toBeVisible();
  });
});
