import type { NotificationSettings, NotificationSettingsChange } from "../../shared/schemas";
import type { Mail } from "../infrastructure/mail/mailer";
import { createMailer } from "../infrastructure/mail/mailer";
import { as, type TestAccount } from "./accounts";
import type { TestApp } from "./app";
import { okJson } from "./http";

/**
 * The mailer the server uses without SMTP_URL, writing each mail to a log the test reads: what "the server log"
 * shows is what was mailed.
 */
export function loggingMailer() {
  const logged: Mail[] = [];
  const mailer = createMailer({
    from: "Cityguides <no-reply@cityguides.local>",
    log: { info: (details) => void logged.push((details as { mail: Mail }).mail) },
  });
  return { mailer, logged, to: (email: string) => logged.filter((mail) => mail.to === email) };
}

export const settingsOf = async (t: TestApp, account: TestAccount) =>
  okJson<NotificationSettings>(
    await t.app.inject(as(account, { method: "GET", url: "/api/me/notification-settings" })),
  );

export const changeSettings = async (t: TestApp, account: TestAccount, change: NotificationSettingsChange) =>
  okJson<NotificationSettings>(
    await t.app.inject(as(account, { method: "PUT", url: "/api/me/notification-settings", payload: change })),
  );

/** The one-click address of a mail's List-Unsubscribe header, as a path and query the app answers. */
export function listUnsubscribeOf(mail: Mail | undefined): string {
  const header = mail?.headers?.["List-Unsubscribe"] ?? "";
  const url = /^<([^>]+)>$/.exec(header)?.[1];
  if (!url) throw new Error(`No List-Unsubscribe address in ${header}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
