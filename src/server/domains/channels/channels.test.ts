import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CHANNELS, type NotificationTopic } from "../../../shared/notification-channels";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { changeSettings, listUnsubscribeOf, loggingMailer, settingsOf } from "../../test/channels";
import { expectApiError } from "../../test/http";

const mail = loggingMailer();
// Digests go when a test sweeps, not when the server's own timer happens to.
const t = setupTestApp({
  demoContent: false,
  mailer: mail.mailer,
  env: { EMAIL_DIGEST_SWEEP_SECONDS: "3600" },
});

let ana: TestAccount;
let ben: TestAccount;
beforeAll(async () => {
  ana = await signUp(t.app);
  ben = await signUp(t.app);
});

let notices = 0;
/** Something that happened to `account`, under `topic`, handed to the channels as the notifications do. */
async function notify(account: TestAccount, topic: NotificationTopic, title: string) {
  notices += 1;
  await t.app.deliveries.deliver([account.id], { topic, key: `test:${notices}`, title, url: "/profile" });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const sweep = () => t.app.deliveries.sendDueDigests();

describe("notification settings", () => {
  it("start from the defaults, and only a member reads theirs", async () => {
    expect((await settingsOf(t, ana)).topics).toEqual(DEFAULT_CHANNELS);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/me/notification-settings" });
    expectApiError(anonymous, 401, "UNAUTHORIZED");
  });

  it("change the switches sent and keep the others", async () => {
    const changed = await changeSettings(t, ben, {
      topics: { followers: { push: true }, invitations: { email: false } },
    });
    expect(changed.topics.followers).toEqual({ inApp: true, email: false, push: true });
    expect(changed.topics.invitations).toEqual({ inApp: true, email: false, push: true });
    expect(changed.topics.moderation).toEqual(DEFAULT_CHANNELS.moderation);
    expect((await settingsOf(t, ben)).topics).toEqual(changed.topics);
    expect((await settingsOf(t, ana)).topics).toEqual(DEFAULT_CHANNELS);
  });

  it("refuse an unknown topic or channel", async () => {
    for (const payload of [{ topics: { weather: { email: true } } }, { topics: { saves: { sms: true } } }]) {
      const answer = await t.app.inject(
        as(ana, { method: "PUT", url: "/api/me/notification-settings", payload }),
      );
      expectApiError(answer, 400, "VALIDATION_FAILED");
    }
  });
});

describe("the email digest", () => {
  it("mails what has email on, in one digest, and leaves out what has it off", async () => {
    await notify(ana, "invitations", "Maya invited you to edit Paris by Maya");
    await notify(ana, "moderation", "A moderator unpublished Rome: copied text");
    await notify(ana, "followers", "Jordi started following you");
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const [digest, ...others] = mail.to(ana.email);
    expect(others).toEqual([]);
    expect(digest?.subject).toBe("2 new notifications on Cityguides");
    expect(digest?.text).toContain("Maya invited you to edit Paris by Maya");
    expect(digest?.text).toContain("A moderator unpublished Rome: copied text");
    expect(digest?.text).not.toContain("Jordi");
    expect(digest?.text).toContain(`${t.config.baseUrl}/profile`);
    expect(digest?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(listUnsubscribeOf(digest)).toMatch(/^\/api\/unsubscribe\?token=/);
  });

  it("goes at most once a day", async () => {
    await notify(ana, "invitations", "Leo invited you to view Tokyo by Leo");
    await sweep();
    expect(mail.to(ana.email)).toHaveLength(1);
    const tomorrow = new Date(Date.now() + DAY_MS + 1000);
    await expect(sendDueAt(tomorrow)).resolves.toBe(1);
    expect(mail.to(ana.email)).toHaveLength(2);
    expect(mail.to(ana.email)[1]?.text).toContain("Leo invited you to view Tokyo by Leo");
  });

  it("does not mail an event whose email the member turned off, nor what waited for it", async () => {
    const cleo = await signUp(t.app);
    await notify(cleo, "suggestions", "Your suggested place Café Uno was approved");
    await changeSettings(t, cleo, { topics: { suggestions: { email: false } } });
    await notify(cleo, "suggestions", "Your suggested place Café Dos was approved");
    await notify(cleo, "invitations", "Maya invited you to view Seoul by Maya");
    await sweep();
    const [digest, ...others] = mail.to(cleo.email);
    expect(others).toEqual([]);
    expect(digest?.text).toContain("Seoul");
    expect(digest?.text).not.toContain("Café");
  });

  it("rewrites a batched notification's line as it grows, rather than listing it twice", async () => {
    const dan = await signUp(t.app);
    await changeSettings(t, dan, { topics: { saves: { email: true } } });
    const batch = { topic: "saves" as const, key: "guideSaved:rome", url: "/guide/rome/1" };
    await t.app.deliveries.deliver([dan.id], { ...batch, title: "Maya saved Rome by Dan today" });
    await t.app.deliveries.deliver([dan.id], { ...batch, title: "2 people saved Rome by Dan today" });
    await sweep();
    const [digest] = mail.to(dan.email);
    expect(digest?.subject).toBe("1 new notification on Cityguides");
    expect(digest?.text).toContain("2 people saved Rome by Dan today");
    expect(digest?.text).not.toContain("Maya saved");
  });
});

/** A sweep as the timer would run it at `now`. */
const sendDueAt = (now: Date) => t.app.deliveries.sendDueDigests(now);

describe("one-click unsubscribe", () => {
  let link: string;
  let eve: TestAccount;
  beforeAll(async () => {
    eve = await signUp(t.app);
    await notify(eve, "invitations", "Maya invited you to edit Lisbon by Maya");
    await sweep();
    link = listUnsubscribeOf(mail.to(eve.email)[0]);
  });

  it("asks first, without a session, and changes nothing", async () => {
    const page = await t.app.inject({ method: "GET", url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("Stop emails about anything on Cityguides?");
    expect(page.body).toContain('<form method="post"');
    expect((await settingsOf(t, eve)).topics).toEqual(DEFAULT_CHANNELS);
  });

  it("refuses a tampered or made-up token", async () => {
    const [path = "", token = ""] = link.split("?token=");
    const parts = decodeURIComponent(token).split(".");
    const otherUser = Buffer.from(ana.id).toString("base64url");
    for (const forged of [
      [otherUser, parts[1], parts[2]].join("."),
      [parts[0], "invitations", parts[2]].join("."),
      [parts[0], parts[1], `${parts[2]?.slice(0, -1)}${parts[2]?.endsWith("A") ? "B" : "A"}`].join("."),
      "made-up",
    ]) {
      for (const method of ["GET", "POST"] as const) {
        const answer = await t.app.inject({ method, url: `${path}?token=${encodeURIComponent(forged)}` });
        expect(answer.statusCode, forged).toBe(400);
        expect(answer.body).toContain("This unsubscribe link is not valid.");
      }
    }
    expect((await settingsOf(t, ana)).topics.invitations.email).toBe(true);
  });

  it("unsubscribes from every email with a mail client's one-click POST, no session needed", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: link,
      // As a webmail in the browser posts it: from its own site (and the page's button posts with Origin: null).
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example",
        "sec-fetch-site": "cross-site",
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("You will no longer get emails about anything on Cityguides.");
    const { topics } = await settingsOf(t, eve);
    for (const topic of Object.values(topics)) expect(topic.email).toBe(false);
    expect(topics.invitations.push).toBe(true);
    await notify(eve, "invitations", "Leo invited you to view Oslo by Leo");
    await sendDueAt(new Date(Date.now() + 2 * DAY_MS));
    expect(mail.to(eve.email)).toHaveLength(1);
  });

  it("unsubscribes from one topic with that topic's link in the mail", async () => {
    const fay = await signUp(t.app);
    await notify(fay, "moderation", "A moderator unpublished Nice: spam");
    await sweep();
    const url = /Stop emails about "A moderator unpublished your guide": (\S+)/.exec(
      mail.to(fay.email)[0]?.text ?? "",
    )?.[1];
    const parsed = new URL(url ?? "");
    const answer = await t.app.inject({ method: "POST", url: `${parsed.pathname}${parsed.search}` });
    expect(answer.statusCode).toBe(200);
    const { topics } = await settingsOf(t, fay);
    expect(topics.moderation.email).toBe(false);
    expect(topics.invitations.email).toBe(true);
  });
});
