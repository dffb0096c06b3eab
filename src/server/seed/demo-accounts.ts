import { hashPassword } from "better-auth/crypto";
import type { Database } from "../infrastructure/db/client";
import { accounts, users } from "../infrastructure/db/schema";

/** Accounts anyone can sign in with in demo mode (listed in the README); one of them is the admin. */
export const DEMO_ACCOUNTS = [
  {
    id: "demo-account-admin",
    email: "admin@cityguides.local",
    password: "admin-demo-2026",
    username: "ada_admin",
    firstName: "Ada",
    lastName: "Admin",
    role: "admin",
  },
  {
    id: "demo-account-traveller",
    email: "traveller@cityguides.local",
    password: "traveller-demo-2026",
    username: "theo_travels",
    firstName: "Theo",
    lastName: "Traveller",
    role: "user",
  },
] as const;

export async function seedDemoAccounts(db: Database): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const [created] = await db
      .insert(users)
      .values({
        id: account.id,
        name: `${account.firstName} ${account.lastName}`,
        email: account.email,
        emailVerified: true,
        username: account.username,
        displayUsername: account.username,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) continue;
    // The same credential row better-auth writes on sign-up, so these accounts sign in like any other.
    await db.insert(accounts).values({
      id: `${account.id}-credential`,
      accountId: account.id,
      providerId: "credential",
      userId: account.id,
      password: await hashPassword(account.password),
    });
  }
}
