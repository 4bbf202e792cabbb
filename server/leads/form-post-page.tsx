import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { stripFallbackDeep } from "../../lib/content/fallback";
import { loadEntry } from "../../lib/content/load.server";
import type { SiteCopy } from "../../lib/content/schemas/site";
import { localeInfo, type Locale } from "../../lib/i18n/locales";
import { thankYouPath } from "../../lib/i18n/paths";
import { cityChoices, countryChoices, type FormChoices } from "../../lib/leads/choices";
import { errorMessage, fieldLabel, formCopyText, leadFormSpec } from "../../lib/leads/form-fields";
import { LeadFormView } from "../../lib/leads/lead-form-view";
import { fillText } from "../../lib/leads/attachments-field";
import type { AttachmentProblem } from "../../lib/leads/attachment-rules";
import type { FieldErrors, LeadForm } from "../../lib/leads/schema";
import { escapeMarkup } from "../../lib/markup/escape";
import { PageIntro } from "../../lib/ui/page-intro";

/** A page's frame: the markup before and after the content of its `<main>`. */
interface Shell {
  before: string;
  after: string;
}

/**
 * The frame of `locale`'s answers: its prerendered thank-you page (the site's stylesheet,
 * header and footer, `noindex`) without its scripts, so the answer runs none and its CSP
 * needs no script hash. Without a build (an API-only server) a bare page in the language.
 */
function loadShell(siteDir: string, locale: Locale): Shell {
  const file = join(siteDir, thankYouPath(locale).slice(1), "index.html");
  const { tag, dir } = localeInfo(locale);
  const html = existsSync(file)
    ? readFileSync(file, "utf8")
        .replace(/<script\b[\s\S]*?<\/script>/gi, "")
        .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
        .replace(/<title>[\s\S]*?<\/title>/i, "<title></title>")
    : `<!DOCTYPE html><html lang="${escapeMarkup(tag)}" dir="${dir}"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex"/><title></title></head><body><main id="main"></main></body></html>`;
  const open = /<main\b[^>]*>/i.exec(html);
  const close = html.lastIndexOf("</main>");
  if (!open || close < open.index) throw new Error(`${file} has no <main> to fill`);
  // The page links the site's stylesheet after its first screen, inside <main>
  // (scripts/build-critical-css.ts); the answer replaces that content, so it links it in the head.
  const stylesheets = html.slice(open.index, close).match(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi);
  const before = html.slice(0, open.index + open[0].length);
  return {
    before: stylesheets ? before.replace("</head>", `${stylesheets.join("")}</head>`) : before,
    after: html.slice(close),
  };
}

/** What the page of an invalid form post shows again: the fields' values as typed. */
export type TypedValues = Record<string, string | string[]>;

/** The answer pages of a form post: one frame and one copy per locale, read once. */
export interface FormPostPages {
  /** 422: each field's problem by its label, and the form again with `values` kept. */
  invalid(args: {
    locale: Locale;
    form: LeadForm;
    page: string;
    values: TypedValues;
    errors: FieldErrors;
    action: string;
    /** A file the form was sent with that was refused (issue 30), named in its message. */
    refusedFile?: { problem: AttachmentProblem; file: string };
  }): string;
  /** 403 (a foreign origin), 429 (too many requests) or 5xx: a message and the way back. */
  notSent(args: {
    locale: Locale;
    page: string;
    reason: "refused" | "rateLimited" | "failed";
  }): string;
}

/**
 * The renderers of the pages answering a form post sent without JavaScript (issue 18):
 * each locale's frame (its built thank-you page in `siteDir`) and copy (content/ui) read on
 * its first answer, the content of `<main>` rendered by React (`renderToStaticMarkup`), the
 * form by the site's own form markup (`LeadFormView`), so every value typed by the visitor is
 * escaped by React. The pages hold no script. A renderer throws ContentError when the copy
 * is invalid.
 */
export function formPostPages(siteDir: string): FormPostPages {
  // Read on first use: most servers never answer a form post, and reading the copy of every
  // locale (about a second) would slow every start.
  const byLocale = new Map<Locale, { shell: Shell; copy: SiteCopy; choices: FormChoices }>();
  const of = (locale: Locale) => {
    let entry = byLocale.get(locale);
    if (!entry) {
      const copy = stripFallbackDeep(loadEntry("ui", locale, "site").data);
      entry = {
        shell: loadShell(siteDir, locale),
        copy,
        choices: {
          countries: countryChoices(localeInfo(locale).formatTag),
          cities: cityChoices(copy.departures.cityNames),
        },
      };
      byLocale.set(locale, entry);
    }
    return entry;
  };

  /** The whole page: the frame of `locale` around `content`, titled `title`. */
  function page(locale: Locale, title: string, content: ReactNode): string {
    const { shell } = of(locale);
    const before = shell.before.replace("<title></title>", `<title>${escapeMarkup(title)}</title>`);
    return `${before}${renderToStaticMarkup(content)}${shell.after}`;
  }

  return {
    invalid({ locale, form, page: pagePath, values, errors, action, refusedFile }) {
      const { copy, choices } = of(locale);
      const attachmentError = refusedFile
        ? fillText(copy.leadForm.attachments.problems[refusedFile.problem], {
            file: refusedFile.file,
          })
        : undefined;
      return page(
        locale,
        copy.formPost.title,
        <Answer heading={copy.formPost.heading} copy={copy} page={pagePath}>
          <p className="text-lg leading-relaxed text-muted">{copy.formPost.intro}</p>
          <ErrorSummary
            form={form}
            locale={locale}
            errors={errors}
            copy={copy}
            attachmentError={attachmentError}
          />
          <div className="mt-8">
            <LeadFormView
              form={form}
              locale={locale}
              page={pagePath}
              copy={form === "contact" ? copy.contactForm : copy.missionForm}
              leadForm={copy.leadForm}
              action={action}
              values={values}
              errors={errors}
              {...(attachmentError ? { attachmentError } : {})}
              choices={choices}
            />
          </div>
        </Answer>,
      );
    },

    notSent({ locale, page: pagePath, reason }) {
      const { copy } = of(locale);
      const [title, text] =
        reason === "refused"
          ? [copy.formPost.refusedTitle, copy.formPost.refused]
          : [
              copy.formPost.failedTitle,
              reason === "rateLimited"
                ? copy.leadForm.failed.rateLimited
                : copy.leadForm.failed.server,
            ];
      return page(
        locale,
        title,
        <Answer heading={title} copy={copy} page={pagePath}>
          <p className="text-lg leading-relaxed text-muted">{text}</p>
        </Answer>,
      );
    },
  };
}

/** An answer's `<main>`: its heading, what it says, and the way back to the form's page. */
function Answer({
  heading,
  copy,
  page,
  children,
}: {
  heading: string;
  copy: SiteCopy;
  page: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro title={heading} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {children}
        <p className="mt-8">
          <a
            href={page}
            className="inline-flex min-h-11 items-center rounded-md font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
          >
            {copy.formPost.back}
          </a>
        </p>
      </div>
    </>
  );
}

/**
 * Each field's problem by its label, linked to the field, in the form's order; then, once,
 * any problem outside the fields (a tampered hidden input), which has no label to name.
 * The page's alert: a visitor without JavaScript reads it first.
 */
function ErrorSummary({
  form,
  locale,
  errors,
  copy,
  attachmentError,
}: {
  form: LeadForm;
  locale: Locale;
  errors: FieldErrors;
  copy: SiteCopy;
  attachmentError: string | undefined;
}) {
  const formCopy = form === "contact" ? copy.contactForm : copy.missionForm;
  const { fields } = leadFormSpec(form, locale);
  const formatTag = localeInfo(locale).formatTag;
  // A line's field (`items.1.quantity`, issue 30) is listed under its lines, named by its line.
  const fieldOf = (name: string) =>
    fields.find((field) => name === field.name || name.startsWith(`${field.name}.`));
  const listed = fields.flatMap((field) =>
    Object.keys(errors).filter((name) => fieldOf(name) === field),
  );
  const others = Object.keys(errors).some((name) => !fieldOf(name));
  const label = (name: string) => {
    const field = fieldOf(name)!;
    const label = fieldLabel(formCopy, copy.leadForm, field.name, formatTag);
    const [, line, part] = name.split(".");
    if (line === undefined || part === undefined || form !== "contact") return label;
    const lineName = copy.contactForm.line.replace("{n}", String(Number(line) + 1));
    const partLabel = formCopyText(formCopy, part);
    return `${label}, ${lineName}, ${partLabel}`;
  };
  return (
    <div role="alert" className="mt-6 rounded-xl bg-white p-6 ring-1 ring-line">
      <p className="font-semibold text-ink">{copy.leadForm.errorSummary}</p>
      <ul className="mt-3 list-disc space-y-1 ps-6 text-accent-strong">
        {listed.map((name) => (
          <li key={name}>
            <a
              href={`#${form}-${name.replaceAll(".", "-")}`}
              className="font-semibold text-ink underline"
            >
              {label(name)}
            </a>
            {`: ${errorMessage(copy.leadForm, name, errors[name])}`}
          </li>
        ))}
        {others && <li>{copy.leadForm.errors.invalid_type}</li>}
        {attachmentError && (
          <li>
            <a href={`#${form}-attachments`} className="font-semibold text-ink underline">
              {copy.leadForm.attachments.label}
            </a>
            {`: ${attachmentError}`}
          </li>
        )}
      </ul>
    </div>
  );
}
