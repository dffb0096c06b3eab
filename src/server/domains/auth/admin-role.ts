import { eq } from "drizzle-orm";
import type { Database } from "../../infrastructure/db/client";
import { users } from "../../infrastructure/db/schema";

/** Gives the account with this email (any case) the admin role; false when there is no such account. */
export async function grantAdmin(db: Database, email: string): Promise<boolean> {
  const [user] = await db
    .update(users)
    .set({ role: "admin" })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return Boolean(user);
}
