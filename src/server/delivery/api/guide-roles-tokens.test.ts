import { describe } from "vitest";
import { guideRolesHarness } from "../../test/guide-roles-runner";

// The guide roles' matrix (guide-roles.test.ts) with personal API tokens (decision 042): a member's token acts
// with the member's role, limited by its scopes; an admin's token is anyone else's; routes closed to tokens
// refuse them all. A token short of the scope a route needs is refused there (signed-in routes), or reads as a
// visitor does (public reads).
const { describeRoles } = guideRolesHarness();

describe("with a token of every scope", () => describeRoles("token"));
describe("with a token short of the route's scope", () => describeRoles("token short of the scope"));
