/** What the rest of the app may use of the auth feature; everything else in this folder is its own. */
export {
  isUsernameAvailable,
  useRequestPasswordReset,
  useResetPassword,
  useSignIn,
  useSignUp,
  useUploadAvatar,
} from "./api/auth-actions";
export { useSessionEvents } from "./api/use-session-events";
export { ApiTokensSettings } from "./components/api-tokens-settings";
export { SignOutButtons } from "./components/sign-out-buttons";
export { TwoFactorSettings } from "./components/two-factor-settings";
export { TwoFactorStep } from "./components/two-factor-step";
