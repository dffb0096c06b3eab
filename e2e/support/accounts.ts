import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../src/server/seed/demo-accounts";
import { type SignUpInput, signUpInput } from "../../src/server/seed/factories";
import { type ServerName, serverUrl } from "./servers";

export type TestUser = SignUpInput;

/** A user nobody else has: each test makes its own, so tests run in any order and in parallel. */
export function newUser(): TestUser {
  const suffix = randomBytes(5).toString("hex");
  return signUpInput({
    firstName: "Tess",
    lastName: `Walker ${suffix}`,
    username: `e2e_${suffix}`,
    password: `pass-${suffix}`,
  });
}

const [adminAccount] = DEMO_ACCOUNTS.filter((account) => account.role === "admin");
if (!adminAccount) throw new Error("No demo admin account");
export const DEMO_ADMIN = adminAccount;

/**
 * Creates the account through the API. With `page.request` the page's browser context is signed in as the new
 * user (they share cookies); with the `request` fixture the account exists but the page stays signed out.
 * `server` is the one the request context talks to, for the Origin header a browser would send.
 */
export async function createAccount(
  request: APIRequestContext,
  user: TestUser,
  server: ServerName = "demo",
): Promise<void> {
  const response = await request.post("/api/auth/sign-up/email", {
    headers: { origin: serverUrl(server) },
    data: user,
  });
  expect(response.ok(), `sign-up answered ${response.status()}`).toBe(true);
}

/** A fresh user, signed in in the page's browser context. */
export async function signedInUser(page: Page): Promise<TestUser> {
  const user = newUser();
  await createAccount(page.request, user);
  return user;
}

/** Fills the sign-in form the way a person would and submits it. */
export async function signInWithForm(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

export type SignUpFields = Partial<TestUser> & { confirmPassword?: string };

/** Fills the given sign-up fields (confirm password defaults to the password) and submits the form. */
export async function signUpWithForm(page: Page, fields: SignUpFields) {
  const values: [string, string | undefined][] = [
    ["First name", fields.firstName],
    ["Last name", fields.lastName],
    ["Username", fields.username],
    ["Email", fields.email],
    ["Password", fields.password],
    ["Confirm password", fields.confirmPassword ?? fields.password],
  ];
  for (const [label, value] of values) {
    if (value !== undefined) await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Create Account" }).click();
}

/** The main navigation that is on screen: the side menu on desktop, the bottom bar on mobile. */
export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The @username line under the name in a profile's header (the guide cards below repeat it). */
export const profileUsername = (page: Page, username: string) =>
  page.getByRole("main").getByText(`@${username}`, { exact: true }).first();
