import { useParams } from "react-router";
import { PAGE_TITLES } from "../../shared/page-titles";
import { InviteLanding } from "../features/members";
import { useDocumentTitle } from "../lib/use-document-title";

/** /invite/{token}: where a guide's invite link leads (docs/decisions/057). */
export default function InviteRoute() {
  useDocumentTitle(PAGE_TITLES.plain("Invitation"));
  const { token = "" } = useParams();
  return <InviteLanding token={token} />;
}
