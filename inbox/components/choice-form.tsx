import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { inboxApiPaths, leadDetailSchema, type LeadDetail } from "@lib/inbox/api";
import { Button } from "@lib/ui/button";
import { apiRequest } from "../api/client";
import { leadQuery } from "../api/queries";
import { controlClass, ErrorMessage, FormField } from "./form-field";

/**
 * A lead's "choose and save" form (its status, its owner): a menu of `choices` starting at
 * the lead's value (`valueOf`), a button saving a different choice with a PATCH of
 * `body(value)`, the sentence `saved` says once saved (announced), and `words.failed` when
 * the save fails. `onSaved` refreshes what else shows the lead.
 */
export function ChoiceForm<V extends string>({
  lead,
  id,
  label,
  hint,
  labelledBy,
  choices,
  valueOf,
  body,
  saved,
  words,
  onSaved,
}: {
  lead: LeadDetail;
  id: string;
  label: string;
  hint?: string | undefined;
  labelledBy?: string;
  choices: readonly { value: V; label: string }[];
  valueOf: (lead: LeadDetail) => V;
  body: (value: V) => Record<string, unknown>;
  saved: (updated: LeadDetail) => string;
  words: { save: string; saving: string; failed: string };
  onSaved: () => unknown;
}) {
  const queryClient = useQueryClient();
  const current = valueOf(lead);
  const [chosen, setChosen] = useState<V>(current);
  const [done, setDone] = useState("");
  const change = useMutation({
    mutationFn: (value: V) =>
      apiRequest(inboxApiPaths.lead(lead.id), {
        method: "PATCH",
        body: body(value),
        schema: leadDetailSchema,
      }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(leadQuery(lead.id).queryKey, updated);
      setChosen(valueOf(updated));
      setDone(saved(updated));
      await onSaved();
    },
  });
  return (
    <form
      aria-labelledby={labelledBy}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setDone("");
        if (chosen !== current) change.mutate(chosen);
      }}
    >
      <FormField id={id} label={label} hint={hint} className="min-w-48 flex-1">
        {(describedBy) => (
          <select
            id={id}
            className={controlClass}
            value={chosen}
            aria-describedby={describedBy}
            onChange={(event) => setChosen(event.target.value as V)}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button type="submit" disabled={change.isPending || chosen === current}>
        {change.isPending ? words.saving : words.save}
      </Button>
      <p role="status" className="w-full font-semibold empty:hidden">
        {done}
      </p>
      {change.isError ? (
        <div className="w-full">
          <ErrorMessage>{words.failed}</ErrorMessage>
        </div>
      ) : null}
    </form>
  );
}
