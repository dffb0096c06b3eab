import type { NavigateFunction } from "react-router";
import { GUIDE_MESSAGES } from "../../../../../shared/messages";
import { ApiError, refusalMessage } from "../../../../lib/api-client";
import { paths } from "../../../../lib/paths";
import { toast } from "../../../../lib/toast";

/** The docs/product.md §6 / §8 toast for a refused save, and where to go next when staying makes no sense. */
export function showGuideSaveError(error: Error, mode: "create" | "edit", navigate: NavigateFunction) {
  if (error instanceof ApiError && error.status === 401) {
    toast.error(GUIDE_MESSAGES.authRequiredTitle, { description: GUIDE_MESSAGES.mustBeLoggedIn });
    navigate(paths.signIn(window.location.pathname));
    return;
  }
  if (error instanceof ApiError && error.status === 403) {
    const demo = error.code === "DEMO_GUIDE";
    toast.error(demo ? GUIDE_MESSAGES.cannotEditTitle : GUIDE_MESSAGES.unauthorizedTitle, {
      description: error.message,
    });
    navigate(paths.ownProfile());
    return;
  }
  if (error instanceof ApiError && error.details?.cover) {
    toast.error(GUIDE_MESSAGES.imageUploadFailedTitle, { description: GUIDE_MESSAGES.imageUploadFailedText });
    return;
  }
  const title = mode === "create" ? GUIDE_MESSAGES.createFailed : GUIDE_MESSAGES.updateFailed;
  const fallback =
    mode === "create"
      ? "Failed to create guide. Please try again."
      : "Failed to update guide. Please try again.";
  toast.error(title, {
    description: refusalMessage(error, fallback),
  });
}
