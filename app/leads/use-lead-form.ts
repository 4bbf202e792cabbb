import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, useSyncExternalStore, type BaseSyntheticEvent } from "react";
import { useForm, type FieldErrors as HookFieldErrors, type Path } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { SiteCopy as UiCopy } from "@lib/content/schemas/site";
import { localeInfo, type Locale } from "@lib/i18n/locales";
import { sendLead, type SendOutcome } from "./api";
import { clearDraft, readDraft, saveDraft } from "./draft";
import type { LeadForm, LeadRequest } from "@lib/leads/schema";

type Values = Record<string, string>;

const noSubscription = () => () => {};

/**
 * When the reader first saw the form, in ms since the epoch. A form hydrated from the
 * prerendered HTML was on screen since the page loaded (its code may arrive seconds
 * later, after the reader started typing), so it counts from the navigation's start;
 * a form rendered by the browser counts from now. `useSyncExternalStore` answers the
 * server snapshot only while hydrating.
 */
function useShownAt(): number {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [shownAt] = useState(() => (hydrating ? Math.round(performance.timeOrigin) : Date.now()));
  return shownAt;
}

interface LeadFormOptions<V extends Values> {
  form: LeadForm;
  /** The page's locale: the lead's language and that of the error summary. */
  locale: Locale;
  /** The form's fields schema from `./schema` (the server judges the same rules). */
  schema: z.ZodType<Partial<V>, V>;
  /** Every field's empty value, in the order the form shows them. */
  empty: V;
  /** Field name → its visible label, for the error summary. */
  labels: Record<keyof V, string>;
  copy: UiCopy["leadForm"];
}

/**
 * A lead form's behaviour (issue 5): react-hook-form with the shared zod schema; the draft
 * kept in sessionStorage until sent; the time trap's `startedAt`; sending to the leads
 * API; success and failure toasts (the failure one with Retry, keeping every value);
 * server-side field errors shown on their fields; an error summary for the live region.
 * Returns the form methods plus `submit`, `summary` (text for `role=alert`) and a ref for
 * the honeypot input.
 */
export function useLeadForm<V extends Values>({
  form,
  locale,
  schema,
  empty,
  labels,
  copy,
}: LeadFormOptions<V>) {
  const methods = useForm<V, unknown, Partial<V>>({
    resolver: zodResolver(schema),
    defaultValues: empty as never,
    shouldFocusError: true,
  });
  const { reset, subscribe, setError, handleSubmit, getValues } = methods;
  const startedAt = useRef(useShownAt());
  const honeypot = useRef<HTMLInputElement>(null);
  const [summary, setSummary] = useState("");

  useEffect(() => {
    // What was typed before the code arrived (react-hook-form keeps it) wins over the draft.
    const typed = getValues();
    const draft = readDraft(form) ?? {};
    const restored = { ...empty };
    for (const field of Object.keys(empty) as (keyof V)[]) {
      const value = typed[field] || draft[field as string];
      if (value) restored[field] = value as V[keyof V];
    }
    reset(restored as never);
    if (hasContent(restored)) saveDraft(form, restored);
    // Restores once on mount; `empty` is a fresh object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, reset, getValues]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (hasContent(values)) {
            saveDraft(form, values);
          } else {
            clearDraft(form);
          }
        },
      }),
    [subscribe, form],
  );

  /** Announces the fields needing attention, in the form's order; re-announced each time. */
  function announce(fields: string[]) {
    const names = (Object.keys(empty) as string[])
      .filter((field) => fields.includes(field))
      .map((field) => labels[field as keyof V]);
    const list = new Intl.ListFormat(localeInfo(locale).formatTag).format(names);
    setSummary("");
    requestAnimationFrame(() => setSummary(`${copy.errorSummary} ${list}`));
  }

  function failed(outcome: Exclude<SendOutcome, { kind: "sent" } | { kind: "invalid" }>) {
    const message =
      outcome.kind === "rate_limited"
        ? copy.failed.rateLimited
        : outcome.kind === "offline"
          ? copy.failed.offline
          : copy.failed.server;
    toast.error(message, {
      action: { label: copy.failed.retry, onClick: () => void submit() },
    });
  }

  async function send(values: Partial<V>) {
    setSummary("");
    const lead = {
      form,
      locale,
      page: window.location.pathname,
      website: honeypot.current?.value ?? "",
      startedAt: startedAt.current,
      ...values,
    } as unknown as LeadRequest;
    const outcome = await sendLead(lead);
    if (outcome.kind === "sent") {
      reset(empty as never);
      clearDraft(form);
      startedAt.current = Date.now();
      toast.success(copy.sent.title, { description: copy.sent.description });
      return;
    }
    if (outcome.kind === "invalid") {
      const fields = Object.keys(outcome.errors).filter((field) => field in empty);
      if (fields.length === 0) return failed({ kind: "failed" });
      fields.forEach((field, index) =>
        setError(
          field as Path<V>,
          { type: "server", message: outcome.errors[field] },
          { shouldFocus: index === 0 },
        ),
      );
      announce(fields);
      return;
    }
    failed(outcome);
  }

  /** The form's submit handler; also what the failure toast's Retry calls. */
  function submit(event?: BaseSyntheticEvent) {
    return handleSubmit(send, (errors: HookFieldErrors<V>) => announce(Object.keys(errors)))(event);
  }

  return { methods, submit, summary, honeypot };
}

/** True when any field of `values` holds text. */
function hasContent(values: Record<string, unknown>): boolean {
  return Object.values(values).some((value) => typeof value === "string" && value !== "");
}
