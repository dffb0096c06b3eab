import { type AccessRoute, byCaller, everyone, publicRead, signedInOnOwnData } from "./access-matrix-shape";

const write = (
  who: string,
  call: string,
  probe: "ownerFollows" | "ownerBlocks",
  status: number,
): AccessRoute => ({
  kind: "write",
  who,
  cases: [{ call, probe, outcomes: signedInOnOwnData(status) }],
});
const OWN = "signed-in users, each their own";

/**
 * Following people and cities, and blocking people (docs/decisions/063): part of ACCESS_MATRIX. What blocking
 * does to guides and invitations is domains/follows' tests.
 */
export const FOLLOW_ROUTES: Record<string, AccessRoute> = {
  "GET /api/profiles/:username/follows": publicRead("GET /api/profiles/{ownerUsername}/follows"),
  "GET /api/profiles/:username/followers": publicRead("GET /api/profiles/{strangerOwnerFollows}/followers"),
  "GET /api/profiles/:username/following": publicRead("GET /api/profiles/{ownerUsername}/following"),
  "PUT /api/profiles/:username/follow": write(
    OWN,
    "PUT /api/profiles/{strangerUsername}/follow",
    "ownerFollows",
    200,
  ),
  "DELETE /api/profiles/:username/follow": write(
    OWN,
    "DELETE /api/profiles/{strangerOwnerFollows}/follow",
    "ownerFollows",
    200,
  ),
  "DELETE /api/me/followers/:username": write(
    OWN,
    "DELETE /api/me/followers/{strangerFollowingOwner}",
    "ownerFollows",
    204,
  ),
  "GET /api/me/blocks": {
    kind: "private read",
    who: OWN,
    cases: [
      {
        call: "GET /api/me/blocks",
        private: "strangerOwnerBlocked",
        outcomes: { ...everyone(200), anonymous: 401 },
      },
    ],
  },
  "PUT /api/me/blocks/:username": write(OWN, "PUT /api/me/blocks/{strangerUsername}", "ownerBlocks", 200),
  "DELETE /api/me/blocks/:username": write(
    OWN,
    "DELETE /api/me/blocks/{strangerOwnerBlocked}",
    "ownerBlocks",
    200,
  ),
  "GET /api/cities/:slug/follow": publicRead("GET /api/cities/paris/follow"),
  "PUT /api/cities/:slug/follow": write(OWN, "PUT /api/cities/paris/follow", "ownerFollows", 200),
  "DELETE /api/cities/:slug/follow": write(
    OWN,
    "DELETE /api/cities/{cityOwnerFollows}/follow",
    "ownerFollows",
    200,
  ),
  "GET /api/me/followed-cities": {
    kind: "private read",
    who: OWN,
    cases: [
      {
        call: "GET /api/me/followed-cities",
        private: "cityOwnerFollows",
        outcomes: { ...everyone(200), anonymous: 401 },
      },
    ],
  },
  "GET /api/me/feed": {
    kind: "private read",
    who: OWN,
    cases: [
      {
        call: "GET /api/me/feed",
        private: "guideInOwnerFeed",
        outcomes: { ...everyone(200), anonymous: 401 },
      },
    ],
  },
  "GET /api/me/feed/suggestions": {
    kind: "private read",
    who: OWN,
    cases: [{ call: "GET /api/me/feed/suggestions", outcomes: { ...everyone(200), anonymous: 401 } }],
  },
  "GET /api/me/notifications": {
    kind: "private read",
    who: OWN,
    cases: [
      {
        call: "GET /api/me/notifications",
        private: "ownerNotification",
        outcomes: { ...everyone(200), anonymous: 401 },
      },
    ],
  },
  "GET /api/me/notifications/unread-count": {
    kind: "private read",
    who: OWN,
    cases: [
      {
        call: "GET /api/me/notifications/unread-count",
        given: ["ownerNotification"],
        outcomes: { ...everyone(200), anonymous: 401 },
      },
    ],
  },
  "POST /api/me/notifications/:id/read": {
    kind: "write",
    who: "signed-in users, each on their own notifications; another's is not found",
    cases: [
      {
        call: "POST /api/me/notifications/{ownerNotification}/read",
        probe: "ownerNotifications",
        outcomes: byCaller(401, 404, 200, 404),
      },
    ],
  },
  "POST /api/me/notifications/read": {
    kind: "write",
    who: OWN,
    cases: [
      {
        call: "POST /api/me/notifications/read",
        given: ["ownerNotification"],
        probe: "ownerNotifications",
        outcomes: signedInOnOwnData(200),
      },
    ],
  },
};
