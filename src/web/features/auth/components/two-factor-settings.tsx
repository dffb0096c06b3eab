import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { FormCard } from "../../../components/ui/form-card";
import { api } from "../../../lib/api-client";
import { profileKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";

type Enrollment = { totpURI: string; backupCodes: string[] };

/** Optional authenticator-app codes: enrol with the password, confirm with a first code; or switch off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.me });

  const enrol = useMutation({
    mutationFn: () => api.post<Enrollment>("/auth/two-factor/enable", { password }),
    onError: (error) => toast.error(error.message),
  });
  const confirm = useMutation({
    mutationFn: () => api.post("/auth/two-factor/verify-totp", { code }),
    onSuccess: async () => {
      toast.success("Two-factor authentication is on");
      enrol.reset();
      setPassword("");
      setCode("");
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const disable = useMutation({
    mutationFn: () => api.post("/auth/two-factor/disable", { password }),
    onSuccess: async () => {
      toast.success("Two-factor authentication is off");
      setPassword("");
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });

  const secret = enrol.data ? new URL(enrol.data.totpURI).searchParams.get("secret") : null;
  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return toast.error("Enter your password to continue");
    if (enabled) disable.mutate();
    else enrol.mutate();
  };
  return (
    <FormCard title="Two-factor authentication">
      {enrol.data ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm.mutate();
          }}
          className="flex flex-col gap-4"
        >
          <p className="text-sm text-muted">
            Add this key to your authenticator app, then enter the 6-digit code it shows.
          </p>
          <code className="rounded-lg bg-background p-3 text-sm break-all" title="Authenticator key">
            {secret}
          </code>
          <Field
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.trim())}
          />
          <details className="text-sm text-muted">
            <summary className="cursor-pointer">Backup codes</summary>
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono">
              {enrol.data.backupCodes.map((backup) => (
                <li key={backup}>{backup}</li>
              ))}
            </ul>
          </details>
          <Button type="submit" disabled={confirm.isPending}>
            Turn on
          </Button>
        </form>
      ) : (
        <form onSubmit={submitPassword} className="flex flex-col gap-4">
          <p className="text-sm text-muted">
            {enabled
              ? "Signing in asks for a code from your authenticator app."
              : "Ask for a code from an authenticator app when signing in."}
          </p>
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={enrol.isPending || disable.isPending}>
            {enabled ? "Turn off two-factor authentication" : "Set up two-factor authentication"}
          </Button>
        </form>
      )}
    </FormCard>
  );
}
