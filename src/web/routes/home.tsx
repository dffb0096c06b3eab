import { useEffect } from "react";
import { MESSAGES } from "../../shared/messages";
import { PAGE_TITLES } from "../../shared/page-titles";
import { Spinner } from "../components/ui/spinner";
import { GuideCardList, useGuideFeed } from "../features/guides";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";

export default function HomeRoute() {
  useDocumentTitle(PAGE_TITLES.home);
  const feed = useGuideFeed();
  useEffect(() => {
    if (feed.isError) toast.error(MESSAGES.home.loadFailed, { id: MESSAGES.home.loadFailed });
  }, [feed.isError]);

  const guides = feed.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">All guides</h1>
      {feed.isPending && <Spinner label="Loading guides" />}
      {feed.isSuccess && guides.length === 0 && (
        <div className="flex flex-col items-center gap-2 py-16 text-center">
          <p className="text-xl font-semibold">{MESSAGES.home.empty}</p>
          <p className="text-muted">{MESSAGES.home.emptyHint}</p>
        </div>
      )}
      {guides.length > 0 && (
        <GuideCardList guides={guides} query={feed} failedText={MESSAGES.home.loadFailed} />
      )}
    </div>
  );
}
