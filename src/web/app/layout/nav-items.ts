import { Bookmark, Building2, House, type LucideIcon, Shield, UserRound } from "lucide-react";
import { paths } from "../../lib/paths";

export type NavItem = { label: string; to: string; icon: LucideIcon };

/** docs/product.md §2 Navigation: Saved and Profile for signed-in users, Admin for admins only. */
export function navItems({ signedIn, admin }: { signedIn: boolean; admin: boolean }): NavItem[] {
  return [
    { label: "Home", to: paths.home(), icon: House },
    { label: "Cities", to: paths.cities(), icon: Building2 },
    ...(signedIn
      ? [
          { label: "Saved", to: paths.saved(), icon: Bookmark },
          { label: "Profile", to: paths.ownProfile(), icon: UserRound },
        ]
      : []),
    ...(admin ? [{ label: "Admin", to: paths.admin(), icon: Shield }] : []),
  ];
}
