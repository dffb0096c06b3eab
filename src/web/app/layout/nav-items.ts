import { Building2, House, type LucideIcon } from "lucide-react";
import { paths } from "../../lib/paths";

export type NavItem = { label: string; to: string; icon: LucideIcon };

/** Entries for everyone; signed-in (Saved, Profile) and admin entries join them with accounts (spec §2). */
export const NAV_ITEMS: NavItem[] = [
  { label: "Home", to: paths.home(), icon: House },
  { label: "Cities", to: paths.cities(), icon: Building2 },
];
