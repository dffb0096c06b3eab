import { type FormEvent, useState } from "react";
import { ACCOUNT_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { Button } from "../components/ui/button";
import { Field } from "../components/ui/field";
import { FormCard } from "../components/ui/form-card";
import { useRequestPasswordReset } from "../features/auth";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";

export default function ForgotPasswordRoute() {
  useDocumentTitle(PAGE_TITLES.plain("Forgot password"));
  const [email, setEmail] = useState("");
  const request = useRequestPasswordReset();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return toast.error(ACCOUNT_MESSAGES.fillRequired);
    request.mutate(email.trim(), { onError: (error) => toast.error(error.message) });
  };
  return (
    <FormCard title="Reset your password">
      {request.isSuccess ? (
        <p role="status">If an account uses {email}, a link to choose a new password is on its way.</p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      )}
    </FormCard>
  );
}
