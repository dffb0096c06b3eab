import type { ReactNode } from "react";
import { GuideCardSkeleton } from "../../../components/guide-card-skeleton";
import { Skeleton, slots } from "../../../components/ui/skeleton";
import { ACTIONS_CELL, GUIDE_TABLE, GuideTableHead, TABLE_CELL, WIDE_ONLY } from "./guide-table";
import { PROFILE_HEAD } from "./profile-header";

/** The avatar and name while the profile loads; `children` are the controls, already known from the session. */
export function ProfileHeaderSkeleton({ children }: { children?: ReactNode }) {
  return (
    <div className={PROFILE_HEAD}>
      <div className="flex items-center gap-4">
        <Skeleton className="size-24 shrink-0" rounded="rounded-full" />
        <div className="flex flex-col">
          <div className="flex h-8 items-center">
            <Skeleton className="h-6 w-40" />
          </div>
          <div className="flex h-6 items-center">
            <Skeleton className="h-4 w-28" />
          </div>
        </div>
      </div>
      {children}
    </div>
  );
}

const ROWS = slots(2);

/** The gallery while it loads: cards, and for the owner the row of actions under each. */
export function GuideGallerySkeleton({ isOwner }: { isOwner: boolean }) {
  return (
    <ul aria-hidden className="card-grid">
      {ROWS.map((slot) => (
        <li key={slot} className="flex flex-col gap-2">
          <GuideCardSkeleton />
          {isOwner && (
            <div className="flex gap-2">
              {slots(3).map((action) => (
                <Skeleton key={action} className="h-9 flex-1" />
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The table while it loads: the same head and rows as tall as real ones, so the rows land where these were. */
export function GuideTableSkeleton() {
  return (
    <div aria-hidden className={GUIDE_TABLE}>
      <table className="w-full text-left text-sm">
        <GuideTableHead />
        <tbody>
          {ROWS.map((slot) => (
            <tr key={slot} className="border-t border-border">
              <td className={TABLE_CELL}>
                <span className="flex h-5 items-center">
                  <Skeleton className="h-3.5 w-32" />
                </span>
                <span className="flex h-4 items-center @lg:hidden">
                  <Skeleton className="h-3 w-24" />
                </span>
              </td>
              <td className={`${WIDE_ONLY} ${TABLE_CELL}`}>
                <Skeleton className="h-3.5 w-16" />
              </td>
              <td className={`${WIDE_ONLY} ${TABLE_CELL}`}>
                <Skeleton className="h-3.5 w-20" />
              </td>
              <td className={ACTIONS_CELL}>
                <div className="flex justify-end gap-1">
                  {slots(3).map((action) => (
                    <Skeleton key={action} className="size-9" />
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
