import { Eye, Lock, Pencil } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { GUIDE_MESSAGES, MESSAGES } from "../../../../shared/messages";
import type { GuideCard } from "../../../../shared/schemas";
import { iconButtonClass } from "../../../components/ui/button";
import { StoredImage } from "../../../components/ui/image";
import { SearchField } from "../../../components/ui/search-field";
import { SelectField } from "../../../components/ui/select-field";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../lib/paths";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useLoadMoreOnScroll } from "../../../lib/use-load-more-on-scroll";
import { useSession } from "../../auth/api/session";
import { useCities } from "../../cities/api/get-cities";
import { useAdminGuides } from "../api/guides";
import { EditGuideDialog } from "./edit-guide-dialog";

/**
 * Every guide, by city and name. Only a guide's creator may change it (decisions.md), so the Edit Guide dialog
 * opens on the admin's own guides and the others say why they are locked.
 */
export function GuidesList() {
  const cities = useCities();
  const { user } = useSession();
  const [cityId, setCityId] = useState("");
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const [editing, setEditing] = useState<string | null>(null);
  const guides = useAdminGuides({ cityId, q });
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadMoreOnScroll(sentinel, {
    hasMore: guides.hasNextPage,
    loadingMore: guides.isFetchingNextPage,
    onLoadMore: guides.fetchNextPage,
  });
  const items = guides.data?.pages.flatMap((page) => page.items);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="City" value={cityId} onChange={(event) => setCityId(event.target.value)}>
          <option value="">All cities</option>
          {cities.data?.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </SelectField>
        <SearchField label="Search by name" value={search} onChange={setSearch} />
      </div>
      {guides.isPending && <Spinner label="Loading guides" />}
      {guides.isError && (
        <p role="alert" className="py-8 text-center text-red-400">
          {MESSAGES.home.loadFailed}
        </p>
      )}
      {items?.length === 0 && <p className="py-8 text-center text-muted">No guides match.</p>}
      {items && items.length > 0 && (
        <ul className="flex flex-col divide-y divide-border rounded-xl bg-surface ring-1 ring-white/5">
          {items.map((guide) => (
            <GuideRow
              key={guide.id}
              guide={guide}
              editable={guide.creator.id === user?.id && !guide.isDemo}
              onEdit={() => setEditing(guide.id)}
            />
          ))}
        </ul>
      )}
      <div ref={sentinel} />
      {guides.isFetchingNextPage && <Spinner label="Loading more guides" />}
      <EditGuideDialog guideId={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

type GuideRowProps = { guide: GuideCard; editable: boolean; onEdit: () => void };

function GuideRow({ guide, editable, onEdit }: GuideRowProps) {
  const locked = guide.isDemo ? GUIDE_MESSAGES.demoGuideReadOnly : GUIDE_MESSAGES.onlyCreatorEdits;
  return (
    <li className="flex items-center gap-3 p-3">
      <StoredImage
        storageKey={guide.coverImage}
        variant="thumb"
        alt=""
        width={48}
        height={48}
        className="size-12 rounded-lg object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{guide.name}</p>
        <p className="truncate text-sm text-muted">
          {guide.location} · {guide.creator.username}
        </p>
      </div>
      <Link
        to={paths.guide(guide.location, guide.id)}
        className={iconButtonClass}
        aria-label={`View ${guide.name}`}
      >
        <Eye aria-hidden className="size-4" />
      </Link>
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
    </li>
  );
}
