import { LoaderCircle } from "lucide-react";
import type { FormEventHandler, ReactNode, RefObject } from "react";
import { Button } from "@lib/ui/button";
import type { SiteCopy as UiCopy } from "@lib/content/schemas/site";
import type { Locale } from "@lib/i18n/locales";
import { localizedPath } from "@lib/i18n/paths";
import { leadsEndpoint } from "./api";
import type { SendResult } from "./use-lead-form";

interface LeadFormFrameProps {
  label: string;
  requiredHint: string;
  submitLabel: string;
  copy: UiCopy["leadForm"];
  locale: Locale;
  sending: boolean;
  /** The browser is offline: the lead is kept and goes when the connection returns. */
  waitingForNetwork: boolean;
  /** The error summary for the live region ("" when nothing to announce). */
  summary: string;
  /** What became of the last send, shown in `outcomeRef`'s element, which takes focus. */
  outcome: SendResult | null;
  outcomeRef: RefObject<HTMLParagraphElement | null>;
  honeypot: RefObject<HTMLInputElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What a plain HTML post must carry besides the fields: the form, locale and page path. */
  hidden: { form: string; locale: Locale; page: string };
  children: ReactNode;
}

/**
 * What surrounds a lead form's fields: the required-fields hint, the error live region,
 * the honeypot, the outcome of sending (sent, failed, offline: announced and focused, issue
 * 18), the send button with its progress state and the
 * consent line linking to the privacy page (issues 5 and 15). Before the island has loaded,
 * or with scripts blocked, the browser posts the form (`application/x-www-form-urlencoded`)
 * to the leads API, which answers with a page (issue 18); once loaded, `onSubmit` sends JSON
 * and prevents that post.
 */
export function LeadFormFrame({
  label,
  requiredHint,
  submitLabel,
  copy,
  locale,
  sending,
  waitingForNetwork,
  summary,
  outcome,
  outcomeRef,
  honeypot,
  onSubmit,
  hidden,
  children,
}: LeadFormFrameProps) {
  return (
    <form
      aria-label={label}
      method="post"
      action={leadsEndpoint}
      noValidate
      onSubmit={onSubmit}
      className="relative grid gap-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-line sm:grid-cols-2 sm:p-8"
    >
      <p className="text-sm text-muted sm:col-span-2">{requiredHint}</p>
      <p role="alert" className="sr-only">
        {summary}
      </p>
      <p role="status" className="sr-only">
        {sending && !waitingForNetwork ? copy.sending : ""}
      </p>
      {children}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Honeypot (issue 5): clipped to nothing (so it never counts as a layout shift), unreachable by keyboard, hidden from assistive technology. */}
      <div aria-hidden="true" className="sr-only">
        <input
          ref={honeypot}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="flex flex-col gap-4 sm:col-span-2">
        {/* Announced and focused (issue 18); while offline the browser holds the lead (issue 15). */}
        <p
          ref={outcomeRef}
          role="status"
          tabIndex={-1}
          className="text-sm font-medium text-ink outline-offset-4 empty:hidden"
        >
          {waitingForNetwork ? (
            copy.failed.offline
          ) : outcome?.kind === "sent" ? (
            <>
              <strong className="block text-base">{copy.sent.title}</strong>
              {copy.sent.description}
            </>
          ) : outcome?.kind === "failed" ? (
            outcome.message
          ) : (
            ""
          )}
        </p>
        <Button type="submit" disabled={sending} aria-disabled={sending} className="self-start">
          {sending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {sending ? copy.sending : submitLabel}
        </Button>
        <p className="text-sm text-muted">
          {copy.consent.before}
          <a
            href={localizedPath(locale, "privacy")}
            className="font-medium text-ink underline underline-offset-4"
          >
            {copy.consent.link}
          </a>
          {copy.consent.after}
        </p>
      </div>
    </form>
  );
}
