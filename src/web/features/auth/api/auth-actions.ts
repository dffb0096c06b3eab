import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Me } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { deliberateSignOut, sessionQueryKey } from "./session";

export type SignInInput = { email: string; password: string };
type SignInResult = { twoFactorRedirect?: boolean };

export type SignUpInput = {
  firstName: string;
  lastName?: string;
  username: string;
  email: string;
  password: string;
};

/** Forgets everything tied to the previous account, then learns the new session. */
function useSessionChanged() {
  const queryClient = useQueryClient();
  return async () => {
    deliberateSignOut.pending = false;
    queryClient.removeQueries({ queryKey: ["me"] });
    queryClient.removeQueries({ queryKey: ["saved"] });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
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
      queryClient.setQueryData(["me"], me);
      queryClient.invalidateQueries({ queryKey: ["profiles"] });
      queryClient.invalidateQueries({ queryKey: ["guides"] });
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
        // Spec §4: a session the server no longer knows counts as signed out.
        const status = (error as { status?: number }).status;
        if (status !== 401 && status !== 403 && status !== 404) throw error;
      }
    },
    onSuccess: () => {
      deliberateSignOut.pending = true;
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ queryKey: ["me"] });
      queryClient.removeQueries({ queryKey: ["saved"] });
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
