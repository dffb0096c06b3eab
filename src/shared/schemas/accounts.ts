import { z } from "zod";
import { MIN_LENGTH } from "../limits";
import { ACCOUNT_MESSAGES } from "../messages";

export const USERNAME_MAX_LENGTH = 30;
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The longest address mail systems deliver to (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Names the app's own routes take under /profile/ (src/web/app/router.tsx): a profile of that name could never be
 * opened, so nobody may have one; they count as taken.
 */
const ROUTE_USERNAMES = new Set(["edit"]);

/** docs/product.md §5 username rules, in the order of checks of docs/product.md §5. */
export const usernameSchema = z
  .string()
  .trim()
  .min(1, ACCOUNT_MESSAGES.usernameRequired)
  .min(MIN_LENGTH.username, ACCOUNT_MESSAGES.usernameTooShort)
  .regex(/^[A-Za-z0-9_]+$/, ACCOUNT_MESSAGES.usernameCharacters)
  .max(USERNAME_MAX_LENGTH, ACCOUNT_MESSAGES.usernameTooLong)
  .refine((username) => !ROUTE_USERNAMES.has(username.toLowerCase()), ACCOUNT_MESSAGES.usernameTaken);

export function isValidUsername(username: string): boolean {
  return usernameSchema.safeParse(username).success;
}

const required = z.string().trim().min(1, ACCOUNT_MESSAGES.fillRequired);

export const signInSchema = z.object({
  email: required,
  password: z.string().min(1, ACCOUNT_MESSAGES.fillRequired),
});
export type SignInValues = z.infer<typeof signInSchema>;

const passwordSchema = z
  .string()
  .min(1, ACCOUNT_MESSAGES.fillRequired)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH);

export const signUpSchema = z
  .object({
    firstName: required.max(NAME_MAX_LENGTH),
    lastName: z.string().trim().max(NAME_MAX_LENGTH),
    username: z.string().min(1, ACCOUNT_MESSAGES.fillRequired).pipe(usernameSchema),
    email: required.pipe(z.email(ACCOUNT_MESSAGES.invalidEmail).max(EMAIL_MAX_LENGTH)),
    password: passwordSchema,
    confirmPassword: z.string().min(1, ACCOUNT_MESSAGES.fillRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
    // Checked even while other fields are wrong, because docs/product.md §5 ranks it before the username rules.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof value.password === "string" && typeof value.confirmPassword === "string";
    },
  });
export type SignUpValues = z.infer<typeof signUpSchema>;

/** docs/product.md §5 order of checks, for choosing which message a failed submit shows. */
export const SIGN_UP_CHECK_ORDER = [
  ACCOUNT_MESSAGES.fillRequired,
  ACCOUNT_MESSAGES.passwordsDoNotMatch,
  ACCOUNT_MESSAGES.usernameRequired,
  ACCOUNT_MESSAGES.usernameTooShort,
  ACCOUNT_MESSAGES.usernameCharacters,
  ACCOUNT_MESSAGES.usernameTooLong,
  ACCOUNT_MESSAGES.usernameTaken,
  ACCOUNT_MESSAGES.invalidEmail,
  ACCOUNT_MESSAGES.passwordTooShort,
] as const;

export const PROFILE_CHECK_ORDER = [
  ACCOUNT_MESSAGES.namesRequired,
  ACCOUNT_MESSAGES.usernameRequired,
  ACCOUNT_MESSAGES.usernameTooShort,
  ACCOUNT_MESSAGES.usernameCharacters,
  ACCOUNT_MESSAGES.usernameTooLong,
  ACCOUNT_MESSAGES.usernameTaken,
] as const;

export const profileUpdateSchema = z.object({
  firstName: z.string().trim().min(1, ACCOUNT_MESSAGES.namesRequired).max(NAME_MAX_LENGTH),
  lastName: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  username: z.string().min(1, ACCOUNT_MESSAGES.namesRequired).pipe(usernameSchema),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  avatar: z.string().nullable(),
  isDemo: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meSchema = profileSchema.extend({
  email: z.string(),
  role: z.string(),
  twoFactorEnabled: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
