import { loadConfig } from "../../infrastructure/config";
import { openDatabase } from "../../infrastructure/db/client";
import { grantAdmin } from "./admin-role";

/** `npm run grant-admin -- someone@example.com`: gives an existing account the admin role. */
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error("Usage: npm run grant-admin -- <email>");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (await grantAdmin(database.db, email)) {
    console.log(`${email} is now an admin`);
  } else {
    console.error(`No account with the email ${email}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
