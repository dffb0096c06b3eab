import {
  DELIVERY_LIMITS,
  DELIVERY_MESSAGES,
  NOTIFICATION_SETTINGS_PATH,
  NOTIFICATION_TOPICS,
  type NotificationTopic,
  TOPIC_LABELS,
} from "../../../shared/notification-channels";
import type { Database } from "../../infrastructure/db/client";
import type { Mail, Mailer } from "../../infrastructure/mail/mailer";
import { claimDigest, deleteDigestEntries, releaseDigest } from "./mutations";
import { digestEntriesOf, digestRecipient, membersWithDueDigests } from "./repository";
import type { UnsubscribeTokens } from "./unsubscribe-token";

type Entry = Awaited<ReturnType<typeof digestEntriesOf>>[number];
type Log = { warn(details: object, message: string): void };

export type DigestDependencies = {
  db: Database;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  baseUrl: string;
  /** The least time between two digests to one member. */
  intervalMs: number;
  log: Log;
};

/** Members handled per read of who is due; a sweep reads again until nobody is. */
const BATCH = 100;

const isTopic = (value: string): value is NotificationTopic =>
  (NOTIFICATION_TOPICS as readonly string[]).includes(value);

export const unsubscribeUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/api/unsubscribe?${new URLSearchParams({ token })}`;

/**
 * One mail for what waited: a line and a link per notification, a link per topic to stop its email, one to
 * stop them all, and the List-Unsubscribe headers mail clients show as their own button (RFC 2369, RFC 8058).
 */
export function digestMail(
  recipient: { email: string; firstName: string },
  userId: string,
  entries: Entry[],
  { tokens, baseUrl }: Pick<DigestDependencies, "tokens" | "baseUrl">,
): Mail {
  const shown = entries.slice(0, DELIVERY_LIMITS.digestEntriesMax);
  const lines = shown.map((entry) => `- ${entry.text}\n  ${baseUrl}${entry.url}`);
  const more = entries.length - shown.length;
  const topics = [...new Set(entries.map((entry) => entry.topic))].filter(isTopic);
  const stopLinks = topics.map(
    (topic) =>
      `Stop emails about "${TOPIC_LABELS[topic]}": ${unsubscribeUrl(baseUrl, tokens.sign(userId, topic))}`,
  );
  const all = unsubscribeUrl(baseUrl, tokens.sign(userId, "all"));
  const text = [
    `Hello ${recipient.firstName},`,
    "",
    "Here is what happened on Cityguides:",
    "",
    ...lines,
    ...(more > 0 ? ["", `And ${more} more.`] : []),
    "",
    `Choose which emails you get: ${baseUrl}${NOTIFICATION_SETTINGS_PATH}`,
    ...stopLinks,
    `Stop all emails from Cityguides: ${all}`,
    "",
  ].join("\n");
  return {
    to: recipient.email,
    subject: DELIVERY_MESSAGES.digestSubject(entries.length),
    text,
    headers: { "List-Unsubscribe": `<${all}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** Sends one member's digest if it is theirs to send now; false when another sweep (or node) has it. */
async function sendDigest(deps: DigestDependencies, userId: string, now: Date): Promise<boolean> {
  if (!(await claimDigest(deps.db, userId, now, new Date(now.getTime() - deps.intervalMs)))) return false;
  const entries = await digestEntriesOf(deps.db, userId, now);
  const recipient = await digestRecipient(deps.db, userId);
  if (entries.length === 0 || !recipient) {
    await releaseDigest(deps.db, userId);
    return false;
  }
  try {
    await deps.mailer.send(digestMail(recipient, userId, entries, deps));
  } catch (error) {
    deps.log.warn({ err: error, userId }, "A notification digest could not be sent; it is tried again later");
    await releaseDigest(deps.db, userId);
    return false;
  }
  await deleteDigestEntries(
    deps.db,
    entries.map((entry) => entry.id),
  );
  return true;
}

/**
 * Mails every digest that is due: members with something waiting whose last digest is at least the interval
 * old. A claim per member keeps two nodes (or two sweeps) from mailing one digest twice. Returns how many went.
 */
export async function sendDueDigests(deps: DigestDependencies, now = new Date()): Promise<number> {
  let sent = 0;
  const tried = new Set<string>();
  for (;;) {
    const due = (
      await membersWithDueDigests(deps.db, new Date(now.getTime() - deps.intervalMs), BATCH)
    ).filter((userId) => !tried.has(userId));
    if (due.length === 0) return sent;
    for (const userId of due) {
      tried.add(userId);
      if (await sendDigest(deps, userId, now)) sent += 1;
    }
  }
}
