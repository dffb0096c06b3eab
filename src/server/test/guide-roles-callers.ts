/**
 * The guide roles' part of the access matrix (issue 64, docs/decisions/057): every route that reads or changes
 * a guide, called by each of these on a guide of each state. `invited` holds an invitation by username they
 * have not accepted; `removed` joined as an editor, reacted and commented, then was removed; `outsider` is
 * any other signed-in user; `visitor` is signed out; `admin` is a site admin who is no member.
 */
export const ROLES = [
  "owner",
  "editor",
  "viewer",
  "invited",
  "removed",
  "outsider",
  "visitor",
  "admin",
] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, "visitor">;
export const SIGNED_IN_ROLES = ROLES.filter((role): role is SignedInRole => role !== "visitor");
/** Those who see the guide whatever its state: the owner and its members. */
export const MEMBER_ROLES: readonly Role[] = ["owner", "editor", "viewer"];

/**
 * The guide called on: shared with an editor and a viewer in each. `moderated` is a published guide an admin
 * unpublished (docs/product.md §4 Moderation): a draft again, with the admin's reason.
 */
export type GuideState = "draft" | "published" | "moderated";
