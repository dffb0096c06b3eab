import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { ACCOUNT_MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { SIGN_UP_CHECK_ORDER, type SignUpValues, signUpSchema } from "../../shared/schemas/accounts";
import { Button, textLinkClass } from "../components/ui/button";
import { Field } from "../components/ui/field";
import { FormCard } from "../components/ui/form-card";
import { isUsernameAvailable, useSignUp, useUploadAvatar } from "../features/auth";
import { AvatarPicker } from "../features/profiles";
import { firstMessage } from "../lib/form-errors";
import { paths } from "../lib/paths";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";

const EMPTY: SignUpValues = {
  firstName: "",
  lastName: "",
  username: "",
  email: "",
  password: "",
  confirmPassword: "",
};

export default function SignUpRoute() {
  useDocumentTitle(PAGE_TITLES.plain("Sign up"));
  const [params] = useSearchParams();
  const [avatar, setAvatar] = useState<File | null>(null);
  const signUp = useSignUp();
  const uploadAvatar = useUploadAvatar();
  const form = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema), defaultValues: EMPTY });

  const createAccount = useMutation({
    mutationFn: async (values: SignUpValues) => {
      let available: boolean;
      try {
        available = await isUsernameAvailable(values.username);
      } catch {
        throw new Error(ACCOUNT_MESSAGES.usernameCheckFailed);
      }
      if (!available) {
        form.setError("username", { message: ACCOUNT_MESSAGES.usernameTaken });
        throw new Error(ACCOUNT_MESSAGES.usernameTaken);
      }
      // The avatar goes up once the account exists; an avatar failure does not undo the account.
      await signUp.mutateAsync(values);
      toast.success(ACCOUNT_MESSAGES.accountCreatedTitle, {
        description: ACCOUNT_MESSAGES.accountCreatedText,
      });
      if (avatar) {
        await uploadAvatar.mutateAsync(avatar).catch(() =>
          toast.error(ACCOUNT_MESSAGES.avatarUploadFailedTitle, {
            description: ACCOUNT_MESSAGES.avatarUploadFailedText,
          }),
        );
      }
    },
    onError: (error) => toast.error(error.message),
  });

  const submit = form.handleSubmit(
    (values) => createAccount.mutate(values),
    (errors) => toast.error(firstMessage(errors, SIGN_UP_CHECK_ORDER) ?? ACCOUNT_MESSAGES.fillRequired),
  );
  const { errors } = form.formState;
  return (
    <FormCard title="Create an account">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <AvatarPicker file={avatar} onChange={setAvatar} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register("firstName")}
          />
          <Field
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register("lastName")}
          />
        </div>
        <Field
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...form.register("username")}
        />
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
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <Button type="submit" disabled={createAccount.isPending}>
          {createAccount.isPending ? "Creating Account..." : "Create Account"}
        </Button>
      </form>
      <p className="mt-6 text-sm text-muted">
        Already have an account?{" "}
        <Link to={paths.signIn(params.get("redirect") ?? undefined)} className={textLinkClass}>
          Sign in
        </Link>
      </p>
    </FormCard>
  );
}
