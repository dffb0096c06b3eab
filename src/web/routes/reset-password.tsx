import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ACCOUNT_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { PASSWORD_MIN_LENGTH } from "../../shared/schemas/accounts";
import { Button, textLinkClass } from "../components/ui/button";
import { Field } from "../components/ui/field";
import { FormCard } from "../components/ui/form-card";
import { useResetPassword } from "../features/auth";
import { paths } from "../lib/paths";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";

export default function ResetPasswordRoute() {
  useDocumentTitle(PAGE_TITLES.plain("Reset password"));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const reset = useResetPassword();
  if (!token) {
    return (
      <FormCard title="Reset your password">
        <p>This reset link is not valid any more.</p>
        <Link to={paths.forgotPassword()} className={`mt-4 inline-block ${textLinkClass}`}>
          Ask for a new link
        </Link>
      </FormCard>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirmation) return toast.error(ACCOUNT_MESSAGES.fillRequired);
    if (password !== confirmation) return toast.error(ACCOUNT_MESSAGES.passwordsDoNotMatch);
    if (password.length < PASSWORD_MIN_LENGTH) return toast.error(ACCOUNT_MESSAGES.passwordTooShort);
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success("Your password has been changed. Sign in with the new one.");
          navigate(paths.signIn());
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <FormCard title="Choose a new password">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <Button type="submit" disabled={reset.isPending}>
          Change password
        </Button>
      </form>
    </FormCard>
  );
}
