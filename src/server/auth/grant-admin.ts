import { eq } from "drizzle-orm";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { users } from "../db/schema";

/** `npm run grant-admin -- someone@example.com`: gives an existing account the admin role. */
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error("Usage: npm run grant-admin -- <email>");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const [user] = await database.db
    .update(users)
    .set({ role: "admin" })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!user) {
    console.error(`No account with the email ${email}`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now an admin`);
  }
} finally {
  await database.close();
}
