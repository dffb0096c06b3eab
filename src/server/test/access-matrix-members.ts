import { type AccessRoute, byCaller } from "./access-matrix-shape";

/** The guide's owner alone: everyone else who is signed in is refused, the admin too (decision 057). */
const guideOwnerOnly = (status: number) => byCaller(401, 403, status, 403);
/** A member's voice on the owner's guide: nobody in the matrix but its owner is a member. */
const membersOnly = guideOwnerOnly;

const write = (
  who: string,
  call: string,
  outcomes: AccessRoute["cases"][number]["outcomes"],
  extra = {},
): AccessRoute => ({
  kind: "write",
  who,
  cases: [{ call, probe: "ownGuidePeople", outcomes, ...extra }],
});

/**
 * A guide's members, invitations, reactions and comments (docs/decisions/057): part of ACCESS_MATRIX. Every guide
 * route with the roles in between (editor, viewer, invited, removed) is test/guide-roles-matrix.ts.
 */
export const MEMBER_ROUTES: Record<string, AccessRoute> = {
  "GET /api/guides/:id/invites": {
    kind: "private read",
    who: "the guide's owner",
    cases: [
      {
        call: "GET /api/guides/{ownGuide}/invites",
        private: "ownGuideInvite",
        outcomes: guideOwnerOnly(200),
      },
    ],
  },
  "POST /api/guides/:id/invites": write(
    "the guide's owner",
    "POST /api/guides/{ownGuide}/invites",
    guideOwnerOnly(201),
    { body: "newInviteLink" },
  ),
  "POST /api/guides/:id/invites/users": write(
    "the guide's owner",
    "POST /api/guides/{ownGuide}/invites/users",
    guideOwnerOnly(200),
    { body: "userInvite" },
  ),
  "DELETE /api/guides/:id/invites/:inviteId": write(
    "the guide's owner",
    "DELETE /api/guides/{ownGuide}/invites/{ownGuideInvite}",
    guideOwnerOnly(204),
  ),
  "GET /api/invites/:token": {
    kind: "public read",
    who: "everyone with the link",
    cases: [{ call: "GET /api/invites/{ownGuideInviteToken}", outcomes: byCaller(200, 200, 200, 200) }],
  },
  "POST /api/invites/:token/accept": write(
    "signed-in users with the link; its owner is one already",
    "POST /api/invites/{ownGuideInviteToken}/accept",
    byCaller(401, 200, { status: 200, effect: "unchanged" }, 200),
  ),
  "GET /api/me/invitations": {
    kind: "private read",
    who: "signed-in users, each their own",
    cases: [
      { call: "GET /api/me/invitations", private: "ownerInvitation", outcomes: byCaller(401, 200, 200, 200) },
    ],
  },
  "GET /api/me/shared-guides": {
    kind: "private read",
    who: "signed-in users, each their own",
    cases: [
      {
        call: "GET /api/me/shared-guides",
        private: "ownerSharedGuide",
        outcomes: byCaller(401, 200, 200, 200),
      },
    ],
  },
  "POST /api/me/invitations/:id/accept": {
    kind: "write",
    who: "the invited user",
    cases: [
      {
        call: "POST /api/me/invitations/{ownerInvitation}/accept",
        probe: "ownerMemberships",
        outcomes: byCaller(401, 404, 200, 404),
      },
    ],
  },
  "DELETE /api/me/invitations/:id": {
    kind: "write",
    who: "the invited user",
    cases: [
      {
        call: "DELETE /api/me/invitations/{ownerInvitation}",
        probe: "ownerMemberships",
        outcomes: byCaller(401, 404, 204, 404),
      },
    ],
  },
  "PATCH /api/guides/:id/members/:userId": write(
    "the guide's owner",
    "PATCH /api/guides/{ownGuide}/members/{ownGuideMember}",
    guideOwnerOnly(204),
    { body: "memberRole" },
  ),
  "DELETE /api/guides/:id/members/:userId": write(
    "the guide's owner, or the member leaving",
    "DELETE /api/guides/{ownGuide}/members/{ownGuideMember}",
    guideOwnerOnly(204),
  ),
  "POST /api/guides/:id/owner": {
    kind: "write",
    who: "the guide's owner, to one of its editors",
    cases: [
      {
        call: "POST /api/guides/{ownGuide}/owner",
        body: "newOwner",
        probe: "ownGuide",
        outcomes: guideOwnerOnly(204),
      },
    ],
  },
  "GET /api/guides/:id/reactions": {
    kind: "private read",
    who: "the guide's members; counts alone for everyone when the owner shows them",
    cases: [{ call: "GET /api/guides/{ownGuide}/reactions", outcomes: byCaller(403, 403, 200, 403) }],
  },
  "PUT /api/guides/:id/places/:placeId/reaction": write(
    "the guide's members",
    "PUT /api/guides/{ownGuide}/places/{ownGuidePlace}/reaction",
    membersOnly(204),
    { body: "reaction" },
  ),
  "DELETE /api/guides/:id/places/:placeId/reaction": write(
    "the guide's members, each their own",
    "DELETE /api/guides/{ownGuide}/places/{ownGuideReaction}/reaction",
    membersOnly(204),
  ),
  "GET /api/guides/:id/places/:placeId/comments": {
    kind: "private read",
    who: "the guide's members",
    cases: [
      {
        call: "GET /api/guides/{ownGuide}/places/{ownGuidePlace}/comments",
        given: ["ownGuideComment"],
        private: "ownGuideComment",
        outcomes: membersOnly(200),
      },
    ],
  },
  "POST /api/guides/:id/places/:placeId/comments": write(
    "the guide's members",
    "POST /api/guides/{ownGuide}/places/{ownGuidePlace}/comments",
    membersOnly(201),
    { body: "comment" },
  ),
  "PATCH /api/guides/:id/comments/:commentId": write(
    "the comment's author",
    "PATCH /api/guides/{ownGuide}/comments/{ownGuideComment}",
    membersOnly(200),
    { body: "comment" },
  ),
  "DELETE /api/guides/:id/comments/:commentId": write(
    "the comment's author, or the guide's owner",
    "DELETE /api/guides/{ownGuide}/comments/{ownGuideComment}",
    membersOnly(204),
  ),
  "GET /api/profiles/:username/with-others": {
    kind: "public read",
    who: "everyone; a draft only its owner and members",
    cases: [
      {
        call: "GET /api/profiles/{ownerUsername}/with-others",
        given: ["ownerMemberDraft"],
        private: "ownerMemberDraft",
        outcomes: byCaller(200, 200, 200, 200),
      },
    ],
  },
  "PUT /api/guides/:id/reaction-settings": write(
    "the guide's owner",
    "PUT /api/guides/{ownGuide}/reaction-settings",
    guideOwnerOnly(204),
    { body: "reactionSettings", probe: "ownGuide" },
  ),
};
