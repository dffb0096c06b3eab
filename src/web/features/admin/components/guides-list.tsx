import { EyeOff, Lock, Pencil } from "lucide-react";
import { type ReactNode, useState } from "react";
import { GUIDE_MESSAGES } from "../../../../shared/messages";
import type { GuideCard } from "../../../../shared/schemas";
import { buttonClass, iconButtonClass } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { LoadMore } from "../../../components/ui/load-more";
import { SearchField } from "../../../components/ui/search-field";
import { SelectField } from "../../../components/ui/select-field";
import { Spinner } from "../../../components/ui/spinner";
import { useSession } from "../../../lib/api/session";
import { refusalMessage } from "../../../lib/api-client";
import type { AdminGuideFilters } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useAdminGuides } from "../api/get-admin-guides";
import { useRepublishGuide } from "../api/republish-guide";
import { CatalogueRow } from "./catalogue-row";
import { CityFilter } from "./city-filter";
import { UnpublishGuideDialog } from "./unpublish-guide-dialog";
import { ViewGuideLink } from "./view-guide-link";

type GuidesListProps = {
  /** The guides feature's Edit Guide dialog, which the admin route hands in: a feature does not import another. */
  editDialog: (props: { guideId: string | null; open: boolean; onClose: () => void }) => ReactNode;
};

/**
 * Every guide, by city and name. Only a guide's creator may change it (docs/decisions/007), so the Edit Guide dialog
 * opens on the admin's own guides and the others say why they are locked. Any published guide can be unpublished,
 * with a reason its creator is shown.
 */
export function GuidesList({ editDialog }: GuidesListProps) {
  const { user } = useSession();
  const [cityId, setCityId] = useState("");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<AdminGuideFilters["status"]>("published");
  const q = useDebouncedValue(search.trim());
  // The last guide opened stays in the dialog while it animates closed.
  const [editing, setEditing] = useState<{ id: string; open: boolean } | null>(null);
  const [unpublishing, setUnpublishing] = useState<{ guide: GuideCard; open: boolean } | null>(null);
  const guides = useAdminGuides({ cityId, q, status });
  const republish = useRepublishGuide();
  const items = guides.data?.pages.flatMap((page) => page.items);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={GUIDE_MESSAGES.statusFilter}
          value={status}
          onChange={(event) => setStatus(event.target.value as AdminGuideFilters["status"])}
        >
          <option value="published">{GUIDE_MESSAGES.statusPublished}</option>
          <option value="unpublished">{GUIDE_MESSAGES.statusUnpublished}</option>
        </SelectField>
        <CityFilter value={cityId} onChange={setCityId} />
        <SearchField label="Search by name" value={search} onChange={setSearch} />
      </div>
      {guides.isPending && <Spinner label="Loading guides" />}
      {guides.isError && !items && (
        <LoadError text={GUIDE_MESSAGES.listLoadFailed} onRetry={() => guides.refetch()} />
      )}
      {items?.length === 0 && <p className="py-8 text-center text-muted">{GUIDE_MESSAGES.noneMatch}</p>}
      {items && items.length > 0 && (
        <ul className="flex flex-col divide-y divide-border rounded-xl bg-surface ring-1 ring-white/5">
          {items.map((guide) => (
            <GuideRow
              key={guide.id}
              guide={guide}
              editable={guide.creator.id === user?.id && !guide.isDemo}
              onEdit={() => setEditing({ id: guide.id, open: true })}
              onUnpublish={() => setUnpublishing({ guide, open: true })}
              onRepublish={
                status === "unpublished"
                  ? () =>
                      republish.mutate(guide.id, {
                        onSuccess: () => toast.success(GUIDE_MESSAGES.republished),
                        onError: (failure) =>
                          toast.error(GUIDE_MESSAGES.republishFailed, {
                            description: refusalMessage(failure),
                          }),
                      })
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      <LoadMore
        query={guides}
        loadingLabel="Loading more guides"
        failedText={GUIDE_MESSAGES.listLoadFailed}
      />
      <UnpublishGuideDialog
        guide={unpublishing?.guide ?? null}
        open={unpublishing?.open ?? false}
        onClose={() => setUnpublishing((current) => current && { ...current, open: false })}
      />
      {editDialog({
        guideId: editing?.id ?? null,
        open: editing?.open ?? false,
        onClose: () => setEditing((current) => current && { ...current, open: false }),
      })}
    </div>
  );
}

type GuideRowProps = {
  guide: GuideCard;
  editable: boolean;
  onEdit: () => void;
  onUnpublish: () => void;
  /** Only on the guides admins unpublished. */
  onRepublish?: () => void;
};

function GuideRow({ guide, editable, onEdit, onUnpublish, onRepublish }: GuideRowProps) {
  const locked = guide.isDemo ? GUIDE_MESSAGES.demoGuideReadOnly : GUIDE_MESSAGES.onlyCreatorEdits;
  return (
    <CatalogueRow
      image={guide.coverImage}
      title={guide.name}
      subtitle={`${guide.location} · ${guide.creator.username}`}
      badge={onRepublish ? GUIDE_MESSAGES.statusUnpublished : undefined}
    >
      {onRepublish ? (
        <button
          type="button"
          className={buttonClass("secondary", "px-3")}
          aria-label={`${GUIDE_MESSAGES.republish} ${guide.name}`}
          onClick={onRepublish}
        >
          {GUIDE_MESSAGES.republish}
        </button>
      ) : (
        <ViewGuideLink guide={guide} />
      )}
      {guide.status === "published" && (
        <button
          type="button"
          className={buttonClass("ghost", "px-2 text-red-300 hover:text-red-200")}
          aria-label={`${GUIDE_MESSAGES.unpublish} ${guide.name}`}
          onClick={onUnpublish}
        >
          <EyeOff aria-hidden className="size-4" />
          {GUIDE_MESSAGES.unpublishAction}
        </button>
      )}
      {editable ? (
        <button type="button" className={iconButtonClass} aria-label={`Edit ${guide.name}`} onClick={onEdit}>
          <Pencil aria-hidden className="size-4" />
        </button>
      ) : (
        <span title={locked} className="inline-flex size-9 items-center justify-center text-muted/60">
          <Lock aria-hidden className="size-4" />
          <span className="sr-only">{`${guide.name}: ${locked}`}</span>
        </span>
      )}
    </CatalogueRow>
  );
}
