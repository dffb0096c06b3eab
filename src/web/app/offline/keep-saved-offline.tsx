import { useEffect, useMemo } from "react";
import { useSharedGuides } from "../../features/members";
import { type KeepReason, keepForMember, settleOwner } from "../../features/offline";
import { useProfile } from "../../features/profiles";
import { useSavedGuides } from "../../features/saves";
import { useSession } from "../../lib/api/session";

/**
 * The guides a member has on the device without asking: those they saved most recently (the first page of Saved,
 * and any further page they opened), those they wrote, and the newest they make with others (docs/decisions/059).
 */
function useWantedGuides(username: string | undefined) {
  const { query: saved, groups } = useSavedGuides();
  const profile = useProfile(username);
  const shared = useSharedGuides();
  return useMemo(() => {
    if (!saved.isSuccess || !profile.isSuccess || !shared.isSuccess) return null;
    const wanted = new Map<string, KeepReason[]>();
    const add = (guideId: string, reason: KeepReason) =>
      wanted.set(guideId, [...(wanted.get(guideId) ?? []), reason]);
    for (const group of groups) for (const guide of group.guides) add(guide.id, "saved");
    for (const guide of [...profile.data.guides, ...profile.data.drafts]) add(guide.id, "written");
    for (const guide of shared.data.items) add(guide.id, "shared");
    return wanted;
  }, [saved.isSuccess, groups, profile.isSuccess, profile.data, shared.isSuccess, shared.data]);
}

function KeepMembersGuides({ userId, username }: { userId: string; username: string }) {
  const wanted = useWantedGuides(username);
  useEffect(() => {
    if (wanted) void keepForMember(userId, wanted);
  }, [userId, wanted]);
  return null;
}

/**
 * Keeps a member's saved, written and shared guides on the device and lets go of what they no longer want, as their
 * lists change (docs/decisions/033); forgets what was kept for another account once the server says who is
 * signed in. A session that could not be asked for changes nothing.
 */
export function KeepSavedOffline() {
  const { user, query } = useSession();
  const answered = query.isSuccess;
  const userId = user?.id ?? null;
  useEffect(() => {
    if (answered) void settleOwner(userId);
  }, [answered, userId]);
  return user ? <KeepMembersGuides userId={user.id} username={user.username} /> : null;
}
