import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { inboxApiPaths, leadDetailSchema, type LeadDetail } from "@lib/inbox/api";
import { Button } from "@lib/ui/button";
import { apiRequest } from "../api/client";
import { leadQuery, usersQuery } from "../api/queries";
import { useCopy } from "../i18n/copy";
import { controlClass, ErrorMessage, FormField } from "./form-field";

/**
 * The lead's owner (issue 31): a menu of the inbox users, "Unassigned" first, and its
 * button; `onSaved` refreshes the lists.
 */
export function OwnerControl({ lead, onSaved }: { lead: LeadDetail; onSaved: () => unknown }) {
  const { t } = useCopy();
  const queryClient = useQueryClient();
  const users = useQuery(usersQuery());
  const [chosen, setChosen] = useState(lead.owner ?? "");
  const [done, setDone] = useState("");
  const change = useMutation({
    mutationFn: (owner: string | null) =>
      apiRequest(inboxApiPaths.lead(lead.id), {
        method: "PATCH",
        body: { owner },
        schema: leadDetailSchema,
      }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(leadQuery(lead.id).queryKey, updated);
      setChosen(updated.owner ?? "");
      setDone(
        updated.owner
          ? t("promise.assigned", { owner: updated.owner })
          : t("promise.unassignedNotice"),
      );
      await onSaved();
    },
  });
  const options = users.data?.users ?? (lead.owner ? [lead.owner] : []);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setDone("");
        if (chosen !== (lead.owner ?? "")) change.mutate(chosen === "" ? null : chosen);
      }}
    >
      <FormField id="owner" label={t("promise.owner")} className="min-w-48 flex-1">
        {(describedBy) => (
          <select
            id="owner"
            className={controlClass}
            value={chosen}
            aria-describedby={describedBy}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{t("promise.unassigned")}</option>
            {options.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button type="submit" disabled={change.isPending || chosen === (lead.owner ?? "")}>
        {change.isPending ? t("promise.assigning") : t("promise.assign")}
      </Button>
      <p role="status" className="w-full font-semibold empty:hidden">
        {done}
      </p>
      {change.isError ? (
        <div className="w-full">
          <ErrorMessage>{t("promise.assignFailed")}</ErrorMessage>
        </div>
      ) : null}
    </form>
  );
}
