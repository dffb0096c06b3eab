import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "./toast";

export type ErrorToast = { title: string; description?: string };

/** Shows a toast and leaves for another page when a screen cannot show what was asked for. */
export function useErrorRedirect(failure: ErrorToast | null, to: string, delayMs = 0) {
  const navigate = useNavigate();
  const title = failure?.title;
  const description = failure?.description;
  useEffect(() => {
    if (!title) return;
    // The id keeps a re-run of this effect from stacking a second copy of the same toast.
    toast.error(title, { id: title, description });
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [title, description, to, delayMs, navigate]);
}
