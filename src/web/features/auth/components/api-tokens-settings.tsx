import { type FormEvent, useId, useState } from "react";
import {
  TOKEN_EXPIRY_DAYS,
  TOKEN_LIMITS,
  TOKEN_MESSAGES,
  TOKEN_SCOPE_LABELS,
  TOKEN_SCOPES,
  type TokenScope,
} from "../../../../shared/api-tokens";
import type { CreatedApiToken } from "../../../../shared/schemas";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { FormCard } from "../../../components/ui/form-card";
import { SelectField } from "../../../components/ui/select-field";
import { refusalMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useCreateApiToken } from "../api/api-tokens";
import { TokenList } from "./token-list";

/**
 * Personal API tokens on the edit-profile page (docs/decisions/042): make one with a name, scopes and an expiry,
 * see it once, and revoke any.
 */
export function ApiTokensSettings() {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<TokenScope[]>(["read"]);
  const [expiry, setExpiry] = useState("90");
  const [shown, setShown] = useState<CreatedApiToken | null>(null);
  const scopesErrorId = useId();
  const [problems, setProblems] = useState<{ name?: string; scopes?: string }>({});
  const create = useCreateApiToken();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : TOKEN_MESSAGES.nameRequired,
      scopes: scopes.length > 0 ? undefined : TOKEN_MESSAGES.scopeRequired,
    };
    setProblems(found);
    if (found.name || found.scopes) return;
    const expiresInDays = expiry === "never" ? null : Number(expiry);
    create.mutate(
      { name: name.trim(), scopes, expiresInDays },
      {
        // The token's own box says so (a status region, read out): a toast too covered the list's new row.
        onSuccess: (created) => {
          setShown(created);
          setName("");
        },
        onError: (error) => toast.error(refusalMessage(error, TOKEN_MESSAGES.createFailed) ?? ""),
      },
    );
  };
  const toggle = (scope: TokenScope) =>
    setScopes((current) =>
      current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope],
    );

  return (
    <FormCard title={TOKEN_MESSAGES.title}>
      <div className="flex flex-col gap-4">
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
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field
            label={TOKEN_MESSAGES.name}
            value={name}
            error={problems.name}
            maxLength={TOKEN_LIMITS.nameMax}
            onChange={(event) => setName(event.target.value)}
          />
          <fieldset
            className="flex flex-col gap-2"
            aria-invalid={problems.scopes ? true : undefined}
            aria-describedby={problems.scopes ? scopesErrorId : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-white/90">{TOKEN_MESSAGES.scopes}</legend>
            {TOKEN_SCOPES.map((scope) => (
              <label key={scope} className="inline-flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-violet-500"
                  checked={scopes.includes(scope)}
                  onChange={() => toggle(scope)}
                />
                {TOKEN_SCOPE_LABELS[scope]}
              </label>
            ))}
            {problems.scopes && (
              <p id={scopesErrorId} className="text-sm text-red-400">
                {problems.scopes}
              </p>
            )}
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
        <TokenList />
      </div>
    </FormCard>
  );
}
