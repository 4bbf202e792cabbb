import { useQuery } from "@tanstack/react-query";
import type { LeadDetail } from "@lib/inbox/api";
import { usersQuery } from "../api/queries";
import { useCopy } from "../i18n/copy";
import { ChoiceForm } from "./choice-form";

/**
 * The lead's owner (issue 31): a menu of the inbox users, "Unassigned" first, and its
 * button; `onSaved` refreshes the lists.
 */
export function OwnerControl({ lead, onSaved }: { lead: LeadDetail; onSaved: () => unknown }) {
  const { t } = useCopy();
  const users = useQuery(usersQuery());
  const emails = users.data?.users ?? (lead.owner ? [lead.owner] : []);
  return (
    <ChoiceForm
      lead={lead}
      id="owner"
      label={t("promise.owner")}
      choices={[
        { value: "", label: t("promise.unassigned") },
        ...emails.map((email) => ({ value: email, label: email })),
      ]}
      valueOf={(shown) => shown.owner ?? ""}
      body={(owner) => ({ owner: owner === "" ? null : owner })}
      saved={(updated) =>
        updated.owner
          ? t("promise.assigned", { owner: updated.owner })
          : t("promise.unassignedNotice")
      }
      words={{
        save: t("promise.assign"),
        saving: t("promise.assigning"),
        failed: t("promise.assignFailed"),
      }}
      onSaved={onSaved}
    />
  );
}
