import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { admin, twoFactor, username } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "../../../shared/messages";
import {
  isValidUsername,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../../../shared/schemas/accounts";
import type { Config } from "../../infrastructure/config";
import type { Database } from "../../infrastructure/db/client";
import { accounts, sessions, twoFactors, users, verifications } from "../../infrastructure/db/schema";
import type { Mailer } from "../../infrastructure/mail/mailer";
import type { SharedCounter } from "../../infrastructure/rate-limits/counter";
import { createRateLimitStore } from "./rate-limit-store";
import { resolveAuthSecret } from "./secret";

const DAY = 24 * 60 * 60;

/** Where better-auth's own notes go: the server's log (pino), never straight to the console. */
export type AuthLog = Record<"debug" | "info" | "warn" | "error", (details: object, message: string) => void>;

export type AuthOptions = {
  db: Database;
  /** Rate-limit counting shared by every node (and with Fastify's limits). */
  countRequest: SharedCounter;
  config: Config;
  mailer: Mailer;
  log: AuthLog;
};

/** better-auth on our database: email + password, usernames, roles and optional authenticator-app codes. */
export function createAuth({ db, countRequest, config, mailer, log }: AuthOptions) {
  const isAdminEmail = (email: string) => config.adminEmails.includes(email.toLowerCase());
  return betterAuth({
    appName: "Cityguides",
    logger: { log: (level, message, ...args) => log[level]({ args }, `better-auth: ${message}`) },
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    user: {
      additionalFields: {
        firstName: { type: "string", required: true },
        lastName: { type: "string", required: false },
      },
    },
    // Profile changes go through PATCH /api/me and PUT /api/me/avatar, which check them.
    disabledPaths: ["/update-user"],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        // Demo profiles have no credentials and must never get any: their reset link is never sent (nor logged).
        const [row] = await db.select({ isDemo: users.isDemo }).from(users).where(eq(users.id, user.id));
        if (row?.isDemo) return;
        await mailer.send({
          to: user.email,
          subject: "Reset your Cityguides password",
          text: `Open this link to choose a new password (valid for one hour):\n\n${url}\n`,
        });
      },
    },
    // A listed admin address is promoted only after its owner follows the link mailed to it: whoever signs up
    // first with an address cannot take the role without owning the mailbox. Other sign-ups get no mail.
    emailVerification: {
      sendOnSignUp: true,
      async sendVerificationEmail({ user, url }) {
        if (!isAdminEmail(user.email)) return;
        await mailer.send({
          to: user.email,
          subject: "Confirm your Cityguides admin address",
          text: `This address may administer Cityguides. Open this link to confirm it is yours:\n\n${url}\n`,
        });
      },
      async afterEmailVerification(user) {
        if (isAdminEmail(user.email))
          await db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
      },
    },
    // A session lives a week past its last use: refreshed (at most daily) while in use, gone when idle.
    session: { expiresIn: 7 * DAY, updateAge: DAY },
    rateLimit: {
      enabled: true,
      customStorage: createRateLimitStore(countRequest),
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: config.authRateLimit },
        "/sign-in/username": { window: 60, max: config.authRateLimit },
        "/sign-up/email": { window: 60, max: config.authRateLimit },
        "/request-password-reset": { window: 60, max: 3 },
        "/two-factor/verify-totp": { window: 60, max: config.authRateLimit },
      },
    },
    advanced: {
      // Explicit: better-auth skips its Origin/CSRF checks whenever the process runs with NODE_ENV=test.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"], ipv6Subnet: 64 },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      username({ minUsernameLength: 3, maxUsernameLength: 30, usernameValidator: isValidUsername }),
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
      twoFactor({ issuer: "Cityguides" }),
    ],
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: {
              ...user,
              ...checkedNames(user),
              // Avatars are stored keys set only by PUT /api/me/avatar, never a value a client chose.
              image: null,
              // ADMIN_EMAILS promotes only once the address is proven (emailVerification below).
              role: "user",
            },
          }),
        },
      },
      session: {
        create: {
          // ADMIN_EMAILS also promotes verified accounts that existed before the setting named them.
          after: async (session) => {
            const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
            if (user?.emailVerified && user.role !== "admin" && isAdminEmail(user.email)) {
              await db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** docs/product.md §5 name rules on sign-up, as PATCH /api/me applies them: a first name is required. */
function checkedNames(user: Record<string, unknown>): { firstName: string; lastName: string | null } {
  const firstName = typeof user.firstName === "string" ? user.firstName.trim() : "";
  const lastName = typeof user.lastName === "string" ? user.lastName.trim() : "";
  if (!firstName) {
    throw APIError.from("BAD_REQUEST", {
      code: "FIRST_NAME_REQUIRED",
      message: ACCOUNT_MESSAGES.fillRequired,
    });
  }
  if (firstName.length > NAME_MAX_LENGTH || lastName.length > NAME_MAX_LENGTH) {
    throw APIError.from("BAD_REQUEST", {
      code: "NAME_TOO_LONG",
      message: `Names must be at most ${NAME_MAX_LENGTH} characters`,
    });
  }
  return { firstName, lastName: lastName || null };
}
