import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GuideMemberRole } from "../../../../shared/guide-members";
import type {
  CreatedInviteLink,
  GuideInviteList,
  InvitationList,
  InviteLinkInput,
  InvitePreview,
} from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { guideKeys, profileKeys } from "../../../lib/query-keys";

/** The guide's live invite links and invitations by username (its owner's). */
export const useGuideInvites = (guideId: string, enabled: boolean) =>
  useQuery({
    queryKey: guideKeys.invites(guideId),
    queryFn: ({ signal }) => api.get<GuideInviteList>(`/guides/${guideId}/invites`, { signal }),
    enabled,
  });

/** Writes to a guide's invitations or members: the guide (its members strip) and its invitations refresh. */
function useGuideWrite<Input, Output>(guideId: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideKeys.detail(guideId) }),
  });
}

export const useCreateInviteLink = (guideId: string) =>
  useGuideWrite(guideId, (input: InviteLinkInput) =>
    api.post<CreatedInviteLink>(`/guides/${guideId}/invites`, input),
  );

export const useRevokeInvite = (guideId: string) =>
  useGuideWrite(guideId, (inviteId: string) => api.delete<void>(`/guides/${guideId}/invites/${inviteId}`));

export const useInviteUser = (guideId: string) =>
  useGuideWrite(guideId, (input: { username: string; role: GuideMemberRole }) =>
    api.post<GuideInviteList>(`/guides/${guideId}/invites/users`, input),
  );

/** What an invite link leads to; a link gone or never made answers 404. */
export const useInvitePreview = (token: string) =>
  useQuery({
    queryKey: guideKeys.invite(token),
    queryFn: ({ signal }) => api.get<InvitePreview>(`/invites/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });

const refreshGuidesAndProfiles = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: guideKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  ]);

/**
 * Joins the guide a link is for; every guide list refreshes (a draft may now be the reader's to see), and the
 * profiles, whose "With others" lists it.
 */
export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ guideId: string }>(`/invites/${encodeURIComponent(token)}/accept`),
    onSuccess: () => refreshGuidesAndProfiles(queryClient),
  });
}

/** The signed-in user's invitations by username, not yet answered. */
export const useMyInvitations = (enabled: boolean) =>
  useQuery({
    queryKey: guideKeys.invitations(),
    queryFn: ({ signal }) => api.get<InvitationList>("/me/invitations", { signal }),
    enabled,
  });

/** Accepts or declines one of them. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, accept }: { id: string; accept: boolean }): Promise<void> => {
      if (accept) await api.post(`/me/invitations/${id}/accept`);
      else await api.delete(`/me/invitations/${id}`);
    },
    onSuccess: () => refreshGuidesAndProfiles(queryClient),
  });
}
