import { Tabs } from "radix-ui";
import { PAGE_TITLES } from "../../shared/page-titles";
import { CitiesList, CityForm, CreatePlace, GuidesList, PlacesList } from "../features/admin";
import { EditGuideDialog } from "../features/guides";
import { SuggestionsQueue, SuggestionsTabLabel } from "../features/suggestions";
import { useDocumentTitle } from "../lib/use-document-title";

const tabClass =
  "rounded-lg px-4 py-2 text-sm font-medium text-muted data-[state=active]:bg-surface-raised data-[state=active]:text-white focus-visible:outline-2 focus-visible:outline-accent";

const TABS = [
  // Kept mounted while another tab shows, so a place half typed is still there on coming back.
  { value: "create-place", label: "Create Place", content: <CreatePlace />, keep: true },
  { value: "places", label: "Places List", content: <PlacesList /> },
  { value: "create-city", label: "Create City", content: <CityForm /> },
  { value: "cities", label: "Cities List", content: <CitiesList /> },
  {
    value: "guides",
    label: "Guides List",
    content: <GuidesList editDialog={(props) => <EditGuideDialog {...props} />} />,
  },
  { value: "suggestions", label: <SuggestionsTabLabel />, content: <SuggestionsQueue /> },
] as const;

/** The catalogue of places and cities, and the guides list (docs/product.md §2 Admin dashboard); the server refuses non-admins as well. */
export default function AdminRoute() {
  useDocumentTitle(PAGE_TITLES.plain("Admin"));
  return (
    <div className="mx-auto flex w-full max-w-[760px] flex-col gap-6">
      <h1 className="text-2xl font-bold">Admin</h1>
      <Tabs.Root defaultValue="create-place" className="flex flex-col gap-6">
        <Tabs.List aria-label="Admin sections" className="flex flex-wrap gap-1 rounded-xl bg-surface p-1">
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Content
            key={tab.value}
            value={tab.value}
            forceMount={"keep" in tab || undefined}
            className="data-[state=inactive]:hidden"
          >
            {tab.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
