import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { ACCOUNT_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { type SignInValues, signInSchema } from "../../shared/schemas/accounts";
import { Button, textLinkClass } from "../components/ui/button";
import { Field } from "../components/ui/field";
import { FormCard } from "../components/ui/form-card";
import { TwoFactorStep, useSignIn } from "../features/auth";
import { paths } from "../lib/paths";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";

export default function SignInRoute() {
  useDocumentTitle(PAGE_TITLES.plain("Sign in"));
  const [params] = useSearchParams();
  const redirect = params.get("redirect") ?? undefined;
  const signIn = useSignIn();
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });

  // The promise, not mutate's own callbacks: signed in, the page leaves at once (the remembered member re-draws
  // its guard), and a callback of a page that has gone never runs.
  const submit = form.handleSubmit(
    (values) =>
      signIn.mutateAsync(values).then(
        (result) => {
          if (!result.twoFactorRedirect) toast.success(ACCOUNT_MESSAGES.signedIn);
        },
        (error: Error) =>
          toast.error(ACCOUNT_MESSAGES.signInFailed, {
            description: error.message || ACCOUNT_MESSAGES.checkCredentials,
          }),
      ),
    () => toast.error(ACCOUNT_MESSAGES.fillRequired),
  );

  if (signIn.data?.twoFactorRedirect) return <TwoFactorStep />;
  const { errors } = form.formState;
  return (
    <FormCard title="Sign In">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm text-muted">
        <Link to={paths.forgotPassword()} className={`${textLinkClass} w-fit py-0.5`}>
          Forgot your password?
        </Link>
        <p>
          Don't have an account?{" "}
          <Link to={paths.signUp(redirect)} className={textLinkClass}>
            Sign up
          </Link>
        </p>
      </div>
    </FormCard>
  );
}
