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

/** A row of the dashboard's lists: thumbnail, name, a line of facts, then its actions. */
export function CatalogueRow({ image, title, subtitle, badge, children }: CatalogueRowProps) {
  return (
    <li className="flex items-center gap-3 p-3">
      <StoredImage
        storageKey={image}
        variant="thumb"
        alt=""
        width={48}
        height={48}
        className="size-12 rounded-lg object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{title}</p>
        <p className="truncate text-sm text-muted">{subtitle}</p>
      </div>
      {badge && (
        <span className="shrink-0 rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-medium text-amber-300 ring-1 ring-amber-500/30">
          {badge}
        </span>
      )}
      {children}
    </li>
  );
}
