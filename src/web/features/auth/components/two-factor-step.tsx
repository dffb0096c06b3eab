import { type FormEvent, useState } from "react";
import { ACCOUNT_MESSAGES } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { FormCard } from "../../../components/ui/form-card";
import { toast } from "../../../lib/toast";
import { useVerifyTotp } from "../api/auth-actions";

/** Second step of signing in for accounts with an authenticator app. */
export function TwoFactorStep() {
  const verify = useVerifyTotp();
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      toast.error("Enter the 6-digit code from your authenticator app");
      return;
    }
    // The promise, not mutate's callbacks: signed in, the page leaves at once and its callbacks would never run.
    verify.mutateAsync(code).then(
      () => toast.success(ACCOUNT_MESSAGES.signedIn),
      (error: Error) => toast.error(ACCOUNT_MESSAGES.signInFailed, { description: error.message }),
    );
  };
  return (
    <FormCard title="Two-factor authentication">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.trim())}
        />
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? "Verifying..." : "Verify"}
        </Button>
      </form>
    </FormCard>
  );
}
