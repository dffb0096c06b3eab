import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Me } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { authKeys, guideKeys, profileKeys } from "../../../lib/query-keys";

export type SignInInput = { email: string; password: string };
type SignInResult = { twoFactorRedirect?: boolean };

export type SignUpInput = {
  firstName: string;
  lastName?: string;
  username: string;
  email: string;
  password: string;
};

/**
 * Learns the new session; what belonged to the previous account is reset when the session's user changes
 * (`app/account-change.ts`).
 */
function useSessionChanged() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ queryKey: authKeys.signedOutByUser });
    await queryClient.invalidateQueries({ queryKey: authKeys.session });
  };
}

export function useSignIn() {
  const sessionChanged = useSessionChanged();
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<SignInResult>("/auth/sign-in/email", input),
    onSuccess: async (result) => {
      if (!result.twoFactorRedirect) await sessionChanged();
    },
  });
}

export function useVerifyTotp() {
  const sessionChanged = useSessionChanged();
  return useMutation({
    mutationFn: (code: string) => api.post("/auth/two-factor/verify-totp", { code, trustDevice: false }),
    onSuccess: sessionChanged,
  });
}

export function useSignUp() {
  const sessionChanged = useSessionChanged();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      api.post("/auth/sign-up/email", {
        ...input,
        name: [input.firstName, input.lastName].filter(Boolean).join(" "),
      }),
    onSuccess: sessionChanged,
  });
}

export async function isUsernameAvailable(username: string): Promise<boolean> {
  const { available } = await api.post<{ available: boolean }>("/auth/is-username-available", { username });
  return available;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("avatar", file);
      return api.put<Me>("/me/avatar", form);
    },
    onSuccess: (me) => {
      queryClient.setQueryData(profileKeys.me, me);
      queryClient.invalidateQueries({ queryKey: profileKeys.all });
      queryClient.invalidateQueries({ queryKey: guideKeys.all });
    },
  });
}

/** Ends this session, or with `everywhere` every session of the account. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
      if (everywhere) await api.post("/auth/revoke-sessions");
      try {
        await api.post("/auth/sign-out");
      } catch (error) {
        // docs/product.md §4: a session the server no longer knows counts as signed out.
        const status = (error as { status?: number }).status;
        if (status !== 401 && status !== 403 && status !== 404) throw error;
      }
    },
    onSuccess: () => {
      queryClient.setQueryData(authKeys.signedOutByUser, true);
      queryClient.setQueryData(authKeys.session, null);
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post("/auth/request-password-reset", { email, redirectTo: "/reset-password" }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => api.post("/auth/reset-password", input),
  });
}
