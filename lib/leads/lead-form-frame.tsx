import type { SharedFormCopy } from "./attachments-field";
import type { FormEventHandler, ReactNode, RefObject } from "react";
// The icon's own module: the package's index is thousands of icons, which a server rendering
// this frame would load at every start.
import LoaderCircle from "lucide-react/icons/loader-circle";
import type { Locale } from "../i18n/locales";
import { localizedPath } from "../i18n/paths";
import { Button } from "../ui/button";

/** What became of the last send: sent, or failed with the message to show. */
export type SendResult = { kind: "sent" } | { kind: "failed"; message: string };

/** The state of a form whose island runs: what it sends, announces and shows. */
export interface LiveForm {
  sending: boolean;
  /** The browser is offline: the lead is kept and goes when the connection returns. */
  waitingForNetwork: boolean;
  /** The error summary for the live region ("" when nothing to announce). */
  summary: string;
  /** What became of the last send, shown in the outcome element, which takes focus. */
  outcome: SendResult | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** The island's handles on the frame's elements (kept apart from `LiveForm`: refs are not state). */
export interface LiveFormRefs {
  /** The outcome element, focused when there is an outcome to read. */
  outcome: RefObject<HTMLParagraphElement | null>;
  /** The honeypot input, read when sending. */
  honeypot: RefObject<HTMLInputElement | null>;
}

interface LeadFormFrameProps {
  label: string;
  requiredHint: string;
  submitLabel: string;
  copy: SharedFormCopy;
  locale: Locale;
  /** Where the browser posts the form by itself: the leads API. */
  action: string;
  /** What a plain HTML post must carry besides the fields: the form, locale and page path. */
  hidden: { form: string; locale: Locale; page: string };
  /** The honeypot's value: empty, or what a form given back was posted with. */
  honeypotValue?: string;
  /** The form carries files (issue 30): the browser posts it as `multipart/form-data`. */
  multipart?: boolean;
  /** The island's state; without it (a page that runs no script) there is nothing live. */
  live?: LiveForm;
  refs?: LiveFormRefs;
  children: ReactNode;
}

/**
 * What surrounds a lead form's fields: the required-fields hint, the hidden fields, the
 * honeypot, the send button and the consent line linking to the privacy page (issues 5 and
 * 15). With `live` (the island), also the error live region and the outcome of sending
 * (sent, failed, offline: announced and focused, issue 18), the button's progress state, and
 * `onSubmit`, which sends JSON and prevents the browser's own post. Before the island has
 * loaded, or with scripts blocked, the browser posts the form
 * (`application/x-www-form-urlencoded`, or `multipart/form-data` for a form with files) to
 * `action`, which answers with a page (issue 18).
 */
export function LeadFormFrame({
  label,
  requiredHint,
  submitLabel,
  copy,
  locale,
  action,
  hidden,
  honeypotValue = "",
  multipart = false,
  live,
  refs,
  children,
}: LeadFormFrameProps) {
  const sending = live?.sending ?? false;
  return (
    <form
      aria-label={label}
      method="post"
      action={action}
      encType={multipart ? "multipart/form-data" : undefined}
      noValidate
      onSubmit={live?.onSubmit}
      className="relative grid gap-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-line sm:grid-cols-2 sm:p-8"
    >
      <p className="text-sm text-muted sm:col-span-2">{requiredHint}</p>
      {live && (
        <>
          <p role="alert" className="sr-only">
            {live.summary}
          </p>
          <p role="status" className="sr-only">
            {sending && !live.waitingForNetwork ? copy.sending : ""}
          </p>
        </>
      )}
      {children}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Honeypot (issue 5): clipped to nothing (so it never counts as a layout shift), unreachable by keyboard, hidden from assistive technology. */}
      <div aria-hidden="true" className="sr-only">
        <input
          ref={refs?.honeypot}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue={honeypotValue}
        />
      </div>
      <div className="flex flex-col gap-4 sm:col-span-2">
        {live && (
          // Announced and focused (issue 18); while offline the browser holds the lead (issue 15).
          <p
            ref={refs?.outcome}
            role="status"
            tabIndex={-1}
            className="text-sm font-medium text-ink outline-offset-4 empty:hidden"
          >
            {live.waitingForNetwork ? (
              copy.failed.offline
            ) : live.outcome?.kind === "sent" ? (
              <>
                <strong className="block text-base">{copy.sent.title}</strong>
                {copy.sent.description}
              </>
            ) : live.outcome?.kind === "failed" ? (
              live.outcome.message
            ) : (
              ""
            )}
          </p>
        )}
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
          {copy.consent.after} {copy.consent.transfer}
        </p>
      </div>
    </form>
  );
}
