import type { GuideState } from "./guide-roles-callers";
import type { RoleBodyName } from "./guide-roles-scene";
import { type RoleRoute, type RoleRow, same } from "./guide-roles-shape";

type Rows = Partial<Record<GuideState, RoleRow>>;

/*
 * A guide's members, invitations, reactions and comments (decision 057) by role: part of GUIDE_ROLE_ROUTES
 * (guide-roles-matrix.ts), in its order:
 *
 *     owner  editor  viewer  invited  removed  outsider  visitor  admin
 */

/** The owner's alone: members are refused (403), and a draft is not found by anyone else. */
const OWNER_ONLY = (status: number): Rows => ({
  draft: [status, 403, 403, 404, 404, 404, 401, 404],
  published: [status, 403, 403, 403, 403, 403, 401, 403],
});
/** The members' voice: the owner, editors and viewers. */
const MEMBERS_ONLY = (status: number): Rows => ({
  draft: [status, status, status, 404, 404, 404, 401, 404],
  published: [status, status, status, 403, 403, 403, 401, 403],
});

const write = (who: string, call: string, by: Rows, body?: RoleBodyName): RoleRoute => ({
  kind: "write",
  who,
  cases: [{ call, body, by }],
});

export const GUIDE_MEMBER_ROUTES: Record<string, RoleRoute> = {
  "GET /api/guides/:id/invites": {
    kind: "read",
    who: "the guide's owner",
    cases: [{ call: "GET /api/guides/{guide}/invites", private: "invite", by: OWNER_ONLY(200) }],
  },
  "POST /api/guides/:id/invites": write(
    "the guide's owner",
    "POST /api/guides/{guide}/invites",
    OWNER_ONLY(201),
    "newInviteLink",
  ),
  "POST /api/guides/:id/invites/users": write(
    "the guide's owner",
    "POST /api/guides/{guide}/invites/users",
    OWNER_ONLY(200),
    "userInvite",
  ),
  "DELETE /api/guides/:id/invites/:inviteId": write(
    "the guide's owner",
    "DELETE /api/guides/{guide}/invites/{invite}",
    OWNER_ONLY(204),
  ),
  "GET /api/invites/:token": {
    kind: "read",
    who: "whoever holds the link: it names the guide, a draft too, and nothing more",
    cases: [
      {
        call: "GET /api/invites/{inviteToken}",
        hides: "viewerUsername",
        by: {
          draft: [200, 200, 200, 200, 200, 200, 200, 200],
          published: [200, 200, 200, 200, 200, 200, 200, 200],
        },
      },
    ],
  },
  "POST /api/invites/:token/accept": {
    kind: "write",
    who: "signed-in users holding the link; its owner and members are in already; a removed member joins again",
    cases: [
      {
        call: "POST /api/invites/{inviteToken}/accept",
        by: {
          draft: [same(200), same(200), same(200), 200, 200, 200, 401, 200],
          published: [same(200), same(200), same(200), 200, 200, 200, 401, 200],
        },
      },
    ],
  },
  "POST /api/me/invitations/:id/accept": write(
    "the invited user",
    "POST /api/me/invitations/{invitation}/accept",
    {
      draft: [404, 404, 404, 200, 404, 404, 401, 404],
      published: [404, 404, 404, 200, 404, 404, 401, 404],
    },
  ),
  "DELETE /api/me/invitations/:id": write("the invited user", "DELETE /api/me/invitations/{invitation}", {
    draft: [404, 404, 404, 204, 404, 404, 401, 404],
    published: [404, 404, 404, 204, 404, 404, 401, 404],
  }),
  "PATCH /api/guides/:id/members/:userId": write(
    "the guide's owner",
    "PATCH /api/guides/{guide}/members/{viewerId}",
    OWNER_ONLY(204),
    "toEditor",
  ),
  "DELETE /api/guides/:id/members/:userId": {
    kind: "write",
    who: "the guide's owner, or the member leaving; the owner leaves only by handing the guide on",
    cases: [
      {
        label: "the viewer",
        call: "DELETE /api/guides/{guide}/members/{viewerId}",
        by: {
          draft: [204, 403, 204, 404, 404, 404, 401, 404],
          published: [204, 403, 204, 403, 403, 403, 401, 403],
        },
      },
      {
        label: "the caller, leaving",
        call: "DELETE /api/guides/{guide}/members/{callerId}",
        by: {
          draft: [409, 204, 204, 404, 404, 404, 401, 404],
          published: [409, 204, 204, 404, 404, 404, 401, 404],
        },
      },
    ],
  },
  "POST /api/guides/:id/owner": write(
    "the guide's owner, to one of its editors",
    "POST /api/guides/{guide}/owner",
    OWNER_ONLY(204),
    "toTheEditor",
  ),
  "PUT /api/guides/:id/reaction-settings": write(
    "the guide's owner",
    "PUT /api/guides/{guide}/reaction-settings",
    OWNER_ONLY(204),
    "countsShown",
  ),

  "GET /api/guides/:id/reactions": {
    kind: "read",
    who: "the guide's members; the counts alone to everyone who reads it when its owner shows them",
    cases: [
      {
        call: "GET /api/guides/{guide}/reactions",
        private: "viewerUsername",
        by: {
          draft: [200, 200, 200, 404, 404, 404, 404, 404],
          published: [200, 200, 200, 403, 403, 403, 403, 403],
        },
      },
      {
        label: "counts shown",
        call: "GET /api/guides/{guide}/reactions",
        given: ["countsShown"],
        private: "viewerUsername",
        by: {
          draft: [200, 200, 200, 404, 404, 404, 404, 404],
          published: [200, 200, 200, 200, 200, 200, 200, 200],
        },
      },
    ],
  },
  "PUT /api/guides/:id/places/:placeId/reaction": write(
    "the guide's members",
    "PUT /api/guides/{guide}/places/{place}/reaction",
    MEMBERS_ONLY(204),
    "thumbDown",
  ),
  "DELETE /api/guides/:id/places/:placeId/reaction": write(
    "the guide's members, each their own; a removed member's stays",
    "DELETE /api/guides/{guide}/places/{place}/reaction",
    MEMBERS_ONLY(204),
  ),
  "GET /api/guides/:id/places/:placeId/comments": {
    kind: "read",
    who: "the guide's members",
    cases: [
      {
        call: "GET /api/guides/{guide}/places/{place}/comments",
        private: "viewerCommentText",
        by: MEMBERS_ONLY(200),
      },
    ],
  },
  "POST /api/guides/:id/places/:placeId/comments": write(
    "the guide's members",
    "POST /api/guides/{guide}/places/{place}/comments",
    MEMBERS_ONLY(201),
    "comment",
  ),
  "PATCH /api/guides/:id/comments/:commentId": {
    kind: "write",
    who: "the comment's author while a member",
    cases: [
      {
        label: "the viewer's",
        call: "PATCH /api/guides/{guide}/comments/{viewerComment}",
        body: "comment",
        by: {
          draft: [403, 403, 200, 404, 404, 404, 401, 404],
          published: [403, 403, 200, 403, 403, 403, 401, 403],
        },
      },
      {
        label: "the removed member's",
        call: "PATCH /api/guides/{guide}/comments/{removedComment}",
        body: "comment",
        by: {
          draft: [403, 403, 403, 404, 404, 404, 401, 404],
          published: [403, 403, 403, 403, 403, 403, 401, 403],
        },
      },
    ],
  },
  "DELETE /api/guides/:id/comments/:commentId": {
    kind: "write",
    who: "the comment's author while a member, or the guide's owner",
    cases: [
      {
        label: "the viewer's",
        call: "DELETE /api/guides/{guide}/comments/{viewerComment}",
        by: {
          draft: [204, 403, 204, 404, 404, 404, 401, 404],
          published: [204, 403, 204, 403, 403, 403, 401, 403],
        },
      },
      {
        label: "the removed member's",
        call: "DELETE /api/guides/{guide}/comments/{removedComment}",
        by: {
          draft: [204, 403, 403, 404, 404, 404, 401, 404],
          published: [204, 403, 403, 403, 403, 403, 401, 403],
        },
      },
    ],
  },
};
