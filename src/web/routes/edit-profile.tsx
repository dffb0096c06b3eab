import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { ACCOUNT_MESSAGES, MESSAGES } from "../../shared/messages";
import { DELIVERY_MESSAGES, NOTIFICATION_SETTINGS_PATH } from "../../shared/notification-channels";
import { PAGE_TITLES } from "../../shared/page-titles";
import type { Me } from "../../shared/schemas";
import { PROFILE_CHECK_ORDER, type ProfileUpdate, profileUpdateSchema } from "../../shared/schemas/accounts";
import { Button, buttonClass } from "../components/ui/button";
import { Field } from "../components/ui/field";
import { FormCard } from "../components/ui/form-card";
import { LeaveGuard } from "../components/ui/leave-guard";
import { ApiTokensSettings, SignOutButtons, TwoFactorSettings, useUploadAvatar } from "../features/auth";
import { AvatarPicker, useMe, useUpdateProfile } from "../features/profiles";
import { ApiError } from "../lib/api-client";
import { firstMessage } from "../lib/form-errors";
import { paths } from "../lib/paths";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";

export default function EditProfileRoute() {
  useDocumentTitle(PAGE_TITLES.plain("Edit profile"));
  const me = useMe();
  if (!me.data)
    return (
      <p role="status" className="py-12 text-center text-muted">
        {MESSAGES.profile.loading}
      </p>
    );
  return (
    <div className="flex flex-col gap-8">
      <EditProfileForm me={me.data} />
      <p className="mx-auto w-full max-w-md">
        <Link to={NOTIFICATION_SETTINGS_PATH} className={buttonClass("secondary", "w-full")}>
          {DELIVERY_MESSAGES.settingsLink}
        </Link>
      </p>
      <TwoFactorSettings enabled={me.data.twoFactorEnabled} />
      <ApiTokensSettings />
    </div>
  );
}

function EditProfileForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const [avatar, setAvatar] = useState<File | null>(null);
  const update = useUpdateProfile();
  const uploadAvatar = useUploadAvatar();
  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { firstName: me.firstName, lastName: me.lastName ?? "", username: me.username },
  });

  const submit = form.handleSubmit(
    async (values) => {
      try {
        if (avatar) {
          await uploadAvatar.mutateAsync(avatar).catch((error: Error) => {
            throw new Error(ACCOUNT_MESSAGES.profileImageUploadFailed(error.message));
          });
        }
        await update.mutateAsync(values);
        toast.success(ACCOUNT_MESSAGES.profileUpdated);
        navigate(paths.ownProfile());
      } catch (error) {
        const message = error instanceof Error ? error.message : ACCOUNT_MESSAGES.profileUpdateFailed;
        if (error instanceof ApiError && error.message === ACCOUNT_MESSAGES.usernameTaken) {
          form.setError("username", { message });
        }
        toast.error(ACCOUNT_MESSAGES.profileUpdateFailed, { description: message });
      }
    },
    (errors) => toast.error(firstMessage(errors, PROFILE_CHECK_ORDER) ?? ACCOUNT_MESSAGES.namesRequired),
  );
  const { errors, isSubmitting, isDirty } = form.formState;
  return (
    <FormCard title="Edit Profile">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <LeaveGuard
          when={(isDirty || avatar !== null) && !isSubmitting}
          description="Your changes to your profile will be lost."
        />
        <AvatarPicker file={avatar} onChange={setAvatar} currentKey={me.avatar} />
        <Field label="First Name" error={errors.firstName?.message} {...form.register("firstName")} />
        <Field label="Last Name" error={errors.lastName?.message} {...form.register("lastName")} />
        <Field label="Username" error={errors.username?.message} {...form.register("username")} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save Changes"}
          </Button>
          <Link to={paths.ownProfile()} className={buttonClass("secondary")}>
            Cancel
          </Link>
        </div>
      </form>
      <div className="mt-6 flex flex-wrap gap-2 border-t border-border pt-6">
        <SignOutButtons />
      </div>
    </FormCard>
  );
}
