import type { SharedFormCopy } from "@lib/leads/attachments-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, useSyncExternalStore, type BaseSyntheticEvent } from "react";
import {
  useFieldArray,
  useForm,
  type FieldErrors as HookFieldErrors,
  type Path,
} from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { localeInfo, type Locale } from "@lib/i18n/locales";
import type { LeadForm, LeadRequest } from "@lib/leads/schema";
import { reportLeadConversion } from "~/analytics/lead-conversion";
import { prepareProof, proofForSending, proofUsed } from "./altcha";
import { sendLead, sendLeadWithFiles, TransientSendError, type SendOutcome } from "./api";
import type { useAttachments } from "./attachments";
import { leadAttribution } from "./attribution";
import {
  clearDraft,
  clearPending,
  readDraft,
  readPending,
  saveDraft,
  savePending,
  type PendingLead,
} from "./draft";
import { leadFormSpec, type LeadFieldSpec } from "@lib/leads/form-fields";
import { maxQuoteLines, shownQuoteLines } from "@lib/leads/quote-terms";
import type { SendResult } from "@lib/leads/lead-form-frame";
import { fillText } from "@lib/leads/attachments-field";

/** The form's values: text, a list of ticked choices, or lines of goods (issue 30). */
type Values = Record<string, string | string[] | Record<string, string>[]>;

/** `useSyncExternalStore`'s subscription to a value that never changes once hydrated. */
const noSubscription = () => () => {};

/** A line of goods as the form starts it: all blank. */
const blankLine = () => ({ product: "", quantity: "", unit: "" });

/** What field `field` starts with: its initial text, no ticked choice, or blank lines. */
function startValue(field: LeadFieldSpec, initial: Record<string, string> | undefined) {
  if (field.type === "lines") return Array.from({ length: shownQuoteLines }, blankLine);
  if (field.type === "checkboxes") return [];
  return initial?.[field.name] ?? "";
}

/**
 * The data client's retry rule (SPEC §7: 3 retries, exponential delay capped at 30 s):
 * an attempt that may succeed again (no answer, `5xx`, `429`) is retried after 1 s, 2 s and
 * 4 s, each with up to 20 % jitter so many forms do not come back at once; a `Retry-After`
 * replaces the delay. A `429` asking to wait longer than the cap is not retried: the
 * visitor is told to come back later.
 */
export const retryPolicy = {
  retries: 3,
  capMs: 30_000,
  retry(failureCount: number, error: unknown): boolean {
    if (!(error instanceof TransientSendError) || failureCount >= this.retries) return false;
    return !(error.reason === "rate_limited" && (error.retryAfterMs ?? 0) > this.capMs);
  },
  delay(failureCount: number, error: unknown, random: () => number = Math.random): number {
    const asked = error instanceof TransientSendError ? error.retryAfterMs : null;
    if (asked !== null) return Math.min(asked, this.capMs);
    return Math.min(1000 * 2 ** failureCount * (1 + 0.2 * random()), this.capMs);
  },
};

/** A lead to send: the kept lead and key, and the files chosen with it (issue 30). */
interface Sending {
  pending: PendingLead;
  files: readonly File[];
  onProgress: (sent: number, total: number) => void;
}

/** Sends `pending` with a fresh proof, the same key every time; with its files, if any. */
async function attempt({ pending, files, onProgress }: Sending): Promise<SendOutcome> {
  const altcha = await proofForSending();
  const lead = { ...pending.lead, altcha } as LeadRequest;
  return files.length > 0
    ? sendLeadWithFiles(lead, pending.key, files, onProgress)
    : sendLead(lead, pending.key);
}

/** What identifies a choice of files: names, sizes and times, in order. */
function filesSignature(files: readonly File[]): string {
  return JSON.stringify(files.map((file) => [file.name, file.size, file.lastModified]));
}

interface LeadFormOptions {
  form: LeadForm;
  /** The page's locale: the lead's language and that of the error summary. */
  locale: Locale;
  /** Field name → its visible label, for the error summary. */
  labels: Record<string, string>;
  copy: SharedFormCopy;
  /** Values the fields start with and return to after a send (a sector's category). */
  initialValues?: Record<string, string>;
  /** The quote form's chosen files (issue 30), sent with the lead. */
  attachments?: ReturnType<typeof useAttachments>;
}

/**
 * A lead form's behaviour (issues 5 and 15): react-hook-form with the shared zod schema;
 * the draft kept in sessionStorage until sent; an ALTCHA proof solved in the background
 * from the moment the form hydrates; sending through TanStack Query's `useMutation` with
 * one `Idempotency-Key` per lead, kept with the draft until a `201`, retried by
 * `retryPolicy`, paused while the browser is offline and sent on `online` (also after a
 * reload); the outcome (sent, failed, waiting for the network) shown in the form and
 * focused, a failure toast with Retry keeping every value; server-side field errors on
 * their fields; an error summary for the live region. Returns the form methods plus
 * `submit`, `summary` (text for `role=alert`), `outcome` with `outcomeRef` (the element to
 * show it in), `sending`, `waitingForNetwork` and a ref for the honeypot input.
 */
export function useLeadForm({
  form,
  locale,
  labels,
  copy,
  initialValues,
  attachments,
}: LeadFormOptions) {
  // With the consent checkbox where the locale asks for separate consent (issue 34).
  const { schema, fields } = leadFormSpec(form, locale);
  // Fixed for the form's life: the values it starts with and returns to after a send.
  const [initial] = useState<Values>(() =>
    Object.fromEntries(fields.map((field) => [field.name, startValue(field, initialValues)])),
  );
  const methods = useForm<Values, unknown, Partial<Values>>({
    // Both schemas take and give the form's string fields; their union is too wide for the types.
    resolver: zodResolver(schema as unknown as z.ZodType<Partial<Values>, Values>),
    defaultValues: initial,
    shouldFocusError: true,
  });
  const { reset, subscribe, setError, handleSubmit, getValues, control, setFocus } = methods;
  // The quote's lines of goods (issue 30); the missions form has none, and its schema drops them.
  const lineArray = useFieldArray({ control, name: "items" as never });
  // React's keys for the lines, ours rather than the field array's ids: `reset` gives every
  // line a new id, and the reset that restores what was typed before hydration would then
  // replace the line a visitor is typing in, dropping its focus and the keys pressed next.
  // Lines added or restored from a draft keep the field array's ids (a later reset only
  // follows a sent lead, when the form starts afresh).
  const [lineKeys, setLineKeys] = useState(() => lineArray.fields.map((_, i) => `line-${i}`));
  // True once hydrated (false in the prerendered HTML and the hydrating render, which match).
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const honeypot = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [summary, setSummary] = useState("");
  const [outcome, setOutcome] = useState<SendResult | null>(null);
  // The files the kept key was first sent with: other files need another key.
  const sentFiles = useRef<string | null>(null);

  const mutation = useMutation({
    mutationFn: attempt,
    retry: (count, error) => retryPolicy.retry(count, error),
    retryDelay: (count, error) => retryPolicy.delay(count, error),
    // Offline, the attempt waits (paused) and goes when the browser is back online.
    networkMode: "online",
    onSuccess: (outcome) => settled(outcome),
    onError: (error) => failed(error),
  });

  useEffect(() => {
    prepareProof();
    // What was typed before the code arrived (react-hook-form keeps it) wins over the draft.
    const typed = getValues();
    const draft = readDraft(form) ?? {};
    const restored = { ...initial };
    for (const field of Object.keys(initial)) {
      const value = typed[field] || draft[field];
      if (value) restored[field] = value;
    }
    reset(restored);
    if (typedAnything(restored, initial)) saveDraft(form, restored);
    // A lead sent before a reload and never acknowledged goes again, with its key. One sent
    // with files does not (issue 30): the page kept their names only, so the visitor is
    // asked to attach them again and send; the key stays, so the same files sent again
    // cannot make a second lead if the first attempt did arrive. The files' bytes are not
    // kept on the device (IndexedDB would keep up to 25 MB of drawings after the tab is
    // closed, on what may be a shared computer); the visitor still has them.
    const pending = readPending(form);
    if (pending?.files && attachments && copy.attachments) {
      const message = fillText(copy.attachments.reattach, {
        files: new Intl.ListFormat(localeInfo(locale).formatTag).format(pending.files),
      });
      attachments.refuse(message);
      // Read from sessionStorage after hydration (the prerendered form has no outcome).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOutcome({ kind: "failed", message });
    } else if (pending) mutation.mutate({ pending, files: [], onProgress: () => {} });
    // Restores once on mount; `mutation` is a fresh object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, reset, getValues]);

  // After sending (issue 18), focus goes to what became of the lead, which is announced, so a
  // keyboard or screen-reader user keeps their place: sent, failed, or waiting for the network.
  const waitingForNetwork = mutation.isPaused;
  useEffect(() => {
    if (outcome || waitingForNetwork) outcomeRef.current?.focus();
  }, [outcome, waitingForNetwork]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (typedAnything(values, initial)) {
            saveDraft(form, values);
          } else {
            clearDraft(form);
          }
        },
      }),
    [subscribe, form, initial],
  );

  /** Announces the fields needing attention, in the form's order; re-announced each time. */
  function announce(names: string[]) {
    const list = new Intl.ListFormat(localeInfo(locale).formatTag).format(
      fields.filter((field) => names.includes(field.name)).map((field) => labels[field.name]!),
    );
    setSummary("");
    requestAnimationFrame(() => setSummary(`${copy.errorSummary} ${list}`));
  }

  function failed(error: unknown) {
    const message =
      error instanceof TransientSendError && error.reason === "rate_limited"
        ? copy.failed.rateLimited
        : copy.failed.server;
    setOutcome({ kind: "failed", message });
    toast.error(message, {
      action: { label: copy.failed.retry, onClick: () => void submit() },
    });
  }

  function settled(outcome: SendOutcome) {
    clearPending(form);
    if (outcome.kind === "fileRefused") {
      const message = copy.attachments
        ? fillText(copy.attachments.problems[outcome.problem], { file: outcome.file })
        : copy.failed.server;
      attachments?.refuse(message);
      setOutcome({ kind: "failed", message });
      return;
    }
    if (outcome.kind === "sent") {
      attachments?.clear();
      proofUsed();
      reset(initial);
      clearDraft(form);
      setOutcome({ kind: "sent" });
      reportLeadConversion();
      return;
    }
    // A line's field (`items.1.quantity`) is named by its path; the summary names the lines.
    const invalid =
      outcome.kind === "invalid"
        ? Object.keys(outcome.errors).filter((field) => field.split(".")[0]! in initial)
        : [];
    if (invalid.length === 0) return failed(null);
    invalid.forEach((field, index) =>
      setError(
        field as Path<Values>,
        { type: "server", message: outcome.kind === "invalid" ? outcome.errors[field] : "" },
        { shouldFocus: index === 0 },
      ),
    );
    announce(invalid.map((field) => field.split(".")[0]!));
  }

  function send(values: Partial<Values>) {
    setSummary("");
    setOutcome(null);
    const lead = {
      form,
      locale,
      page: window.location.pathname,
      website: honeypot.current?.value ?? "",
      attribution: leadAttribution(),
      ...values,
    };
    // The same lead sent again (Retry after a failure) keeps its key: the server answers
    // its first 201 if that one was lost on the way.
    const previous = readPending(form);
    const files = attachments?.files ?? [];
    const signature = filesSignature(files);
    const names = files.map((file) => file.name);
    const pending: PendingLead =
      previous &&
      JSON.stringify(previous.lead) === JSON.stringify(lead) &&
      (sentFiles.current === null
        ? JSON.stringify(previous.files ?? []) === JSON.stringify(names)
        : sentFiles.current === signature)
        ? previous
        : { key: crypto.randomUUID(), lead, ...(names.length > 0 ? { files: names } : {}) };
    sentFiles.current = signature;
    savePending(form, pending);
    mutation.mutate({ pending, files, onProgress: attachments?.progress ?? (() => {}) });
  }

  /** The form's submit handler; also what the failure toast's Retry calls. */
  function submit(event?: BaseSyntheticEvent) {
    return handleSubmit(send, (errors: HookFieldErrors<Values>) => announce(Object.keys(errors)))(
      event,
    );
  }

  /** The lines of goods for the view: their keys, and adding or removing one. */
  const lines = {
    keys: lineArray.fields.map((line, index) => lineKeys[index] ?? line.id),
    ready,
    add() {
      if (lineArray.fields.length >= maxQuoteLines) return;
      lineArray.append(blankLine() as never);
    },
    remove(index: number) {
      // The lines after it keep their keys, so their fields keep their elements.
      setLineKeys((keys) => keys.filter((_, at) => at !== index));
      lineArray.remove(index);
      // The button is gone: the keyboard goes on from the line before (or the new first).
      requestAnimationFrame(() => setFocus(`items.${Math.max(0, index - 1)}.product`));
    },
  };

  return {
    methods,
    lines,
    submit,
    summary,
    honeypot,
    outcome,
    outcomeRef,
    sending: mutation.isPending,
    waitingForNetwork,
  };
}

/** True when `value` (text, a list, a line of goods) holds any text. */
function holdsText(value: unknown): boolean {
  if (typeof value === "string") return value !== "";
  if (Array.isArray(value)) return value.some(holdsText);
  return typeof value === "object" && value !== null && Object.values(value).some(holdsText);
}

/** True when any field of `values` holds text other than the value it started with. */
function typedAnything(values: Record<string, unknown>, initial: Values): boolean {
  return Object.entries(values).some(
    ([field, value]) =>
      holdsText(value) && JSON.stringify(value) !== JSON.stringify(initial[field]),
  );
}
