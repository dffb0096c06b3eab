import { useRef, useState } from "react";
import { TOKEN_MESSAGES } from "../../../../shared/api-tokens";
import type { ApiToken } from "../../../../shared/schemas";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useApiTokens, useRevokeApiToken } from "../api/api-tokens";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/** The live tokens, each revoked after a confirmation; the keyboard focus then stays on the list. */
export function TokenList() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [asked, setAsked] = useState<ApiToken | null>(null);
  const list = useRef<HTMLDivElement>(null);
  if (tokens.isPending) return <Spinner />;
  if (tokens.isError) return <LoadError text={TOKEN_MESSAGES.loadFailed} onRetry={() => tokens.refetch()} />;
  const items = tokens.data.items;
  const confirmRevoke = (token: ApiToken) =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        toast.success(TOKEN_MESSAGES.revoked);
        // The revoked row and its button are gone: the focus goes to what is left, not to the page's start.
        list.current?.focus();
      },
      onError: (error) => toast.error(refusalMessage(error, TOKEN_MESSAGES.revokeFailed) ?? ""),
    });
  return (
    <div ref={list} tabIndex={-1} className="outline-none">
      {items.length === 0 ? (
        <p className="text-sm text-muted">{TOKEN_MESSAGES.none}</p>
      ) : (
        <ul
          aria-label={TOKEN_MESSAGES.title}
          className="flex flex-col divide-y divide-white/10 rounded-xl ring-1 ring-white/10"
        >
          {items.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">{token.name}</span>
                <span className="text-muted">
                  {token.start}… · {token.scopes.join(", ")} · created {day(token.createdAt)}
                  {token.expiresAt ? ` · expires ${day(token.expiresAt)}` : ""} ·{" "}
                  {TOKEN_MESSAGES.lastUsed(token.lastUsedAt ? day(token.lastUsedAt) : null)}
                </span>
              </div>
              <Button
                variant="ghost"
                className="min-h-11 sm:min-h-8"
                aria-label={`${TOKEN_MESSAGES.revoke} ${token.name}`}
                disabled={revoke.isPending}
                onClick={() => setAsked(token)}
              >
                {TOKEN_MESSAGES.revoke}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={TOKEN_MESSAGES.revokeTitle(asked?.name ?? "")}
        description={TOKEN_MESSAGES.revokeText}
        confirmLabel={TOKEN_MESSAGES.revoke}
        onConfirm={() => asked && confirmRevoke(asked)}
      />
    </div>
  );
}
