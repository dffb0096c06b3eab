import type { ReactNode } from "react";
import { StoredImage } from "../../../components/ui/image";

type CatalogueRowProps = {
  image: string | null;
  title: string;
  subtitle: string;
  /** A short flag after the facts, such as "No location". */
  badge?: string;
  children: ReactNode;
};

/**
 * A row of the dashboard's lists: thumbnail, name, a line of facts and its flag, then its actions, which go to a
 * line of their own when a phone has no room for them beside the name.
 */
export function CatalogueRow({ image, title, subtitle, badge, children }: CatalogueRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <StoredImage
        storageKey={image}
        variant="thumb"
        alt=""
        width={48}
        height={48}
        className="size-12 rounded-lg object-cover"
      />
      <div className="min-w-40 flex-1">
        <p className="truncate font-medium">{title}</p>
        <p className="truncate text-sm text-muted">{subtitle}</p>
        {badge && (
          <span className="mt-1 inline-block rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-medium text-amber-300 ring-1 ring-amber-500/30">
            {badge}
          </span>
        )}
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-2">{children}</div>
    </li>
  );
}
