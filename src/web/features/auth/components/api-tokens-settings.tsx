import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  TOKEN_EXPIRY_DAYS,
  TOKEN_LIMITS,
  TOKEN_MESSAGES,
  TOKEN_SCOPE_LABELS,
  TOKEN_SCOPES,
  type TokenScope,
} from "../../../../shared/api-tokens";
import type { ApiToken, ApiTokenList, CreatedApiToken } from "../../../../shared/schemas";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { FormCard } from "../../../components/ui/form-card";
import { SelectField } from "../../../components/ui/select-field";
import { api } from "../../../lib/api-client";
import { authKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/**
 * Personal API tokens on the edit-profile page (docs/decisions/042): make one with a name, scopes and an expiry,
 * see it once, and revoke any.
 */
export function ApiTokensSettings() {
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: authKeys.tokens, queryFn: () => api.get<ApiTokenList>("/me/tokens") });
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<TokenScope[]>(["read"]);
  const [expiry, setExpiry] = useState("90");
  const [shown, setShown] = useState<CreatedApiToken | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: authKeys.tokens });
  const create = useMutation({
    mutationFn: () =>
      api.post<CreatedApiToken>("/me/tokens", {
        name: name.trim(),
        scopes,
        expiresInDays: expiry === "never" ? null : Number(expiry),
      }),
    onSuccess: async (created) => {
      setShown(created);
      setName("");
      toast.success(TOKEN_MESSAGES.created);
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api.delete(`/me/tokens/${id}`),
    onSuccess: async () => {
      toast.success(TOKEN_MESSAGES.revoked);
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return toast.error(TOKEN_MESSAGES.nameRequired);
    if (scopes.length === 0) return toast.error(TOKEN_MESSAGES.scopeRequired);
    create.mutate();
  };
  const toggle = (scope: TokenScope) =>
    setScopes((current) =>
      current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope],
    );

  return (
    <FormCard title={TOKEN_MESSAGES.title}>
      <p className="text-sm text-muted">{TOKEN_MESSAGES.intro}</p>
      {shown && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-lg bg-emerald-500/10 p-3 text-sm ring-1 ring-emerald-500/30"
        >
          <p>{TOKEN_MESSAGES.created}</p>
          <code className="rounded bg-background p-2 break-all" title={shown.name}>
            {shown.token}
          </code>
          <Button
            variant="secondary"
            className="w-fit"
            onClick={() => navigator.clipboard?.writeText(shown.token).catch(() => undefined)}
          >
            {TOKEN_MESSAGES.copy}
          </Button>
        </div>
      )}
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field
          label={TOKEN_MESSAGES.name}
          value={name}
          maxLength={TOKEN_LIMITS.nameMax}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-white/90">{TOKEN_MESSAGES.scopes}</legend>
          {TOKEN_SCOPES.map((scope) => (
            <label key={scope} className="inline-flex min-h-6 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-violet-500"
                checked={scopes.includes(scope)}
                onChange={() => toggle(scope)}
              />
              {TOKEN_SCOPE_LABELS[scope]}
            </label>
          ))}
        </fieldset>
        <SelectField
          label={TOKEN_MESSAGES.expiry}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
        >
          {TOKEN_EXPIRY_DAYS.map((days) => (
            <option key={String(days)} value={days === null ? "never" : String(days)}>
              {days === null ? TOKEN_MESSAGES.never : TOKEN_MESSAGES.expiresIn(days)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" className="w-fit" disabled={create.isPending}>
          {TOKEN_MESSAGES.create}
        </Button>
      </form>
      <TokenList
        tokens={tokens.data?.items}
        onRevoke={(id) => revoke.mutate(id)}
        revoking={revoke.isPending}
      />
    </FormCard>
  );
}

function TokenList({
  tokens,
  onRevoke,
  revoking,
}: {
  tokens: ApiToken[] | undefined;
  onRevoke: (id: string) => void;
  revoking: boolean;
}) {
  if (!tokens) return null;
  if (tokens.length === 0) return <p className="text-sm text-muted">{TOKEN_MESSAGES.none}</p>;
  return (
    <ul
      aria-label={TOKEN_MESSAGES.title}
      className="flex flex-col divide-y divide-white/10 rounded-xl ring-1 ring-white/10"
    >
      {tokens.map((token) => (
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
            disabled={revoking}
            onClick={() => onRevoke(token.id)}
          >
            {TOKEN_MESSAGES.revoke}
          </Button>
        </li>
      ))}
    </ul>
  );
}
