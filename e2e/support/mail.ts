import { readFile } from "node:fs/promises";
import type { Mail } from "../../src/server/infrastructure/mail/mailer";
import { mailLogOf, type ServerName } from "./servers";

/** The mail a test server sent to `email`, oldest first, as its mail log has it (servers.ts mailLogOf). */
export async function mailsTo(email: string, server: ServerName = "demo"): Promise<Mail[]> {
  const log = await readFile(mailLogOf(server), "utf8").catch(() => "");
  return log
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { mail?: Mail }).mail)
    .filter((mail): mail is Mail => mail?.to === email);
}
