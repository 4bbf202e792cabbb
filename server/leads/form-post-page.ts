import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stripFallbackDeep } from "../../lib/content/fallback";
import { loadEntry } from "../../lib/content/load.server";
import type { SiteCopy } from "../../lib/content/schemas/site";
import { directionOf, type Locale } from "../../lib/i18n/locales";
import { localizedPath, thankYouPath } from "../../lib/i18n/paths";
import { isRequired, leadForms, type LeadFieldSpec } from "../../lib/leads/form-fields";
import { escapeMarkup } from "../../lib/markup/escape";
import { fieldLimits, isErrorCode, type FieldErrors, type LeadForm } from "../../lib/leads/schema";

/** A page's frame: the markup before and after the content of its `<main>`. */
interface Shell {
  before: string;
  after: string;
}

/**
 * The frame of `locale`'s answers: its prerendered thank-you page (the site's stylesheet,
 * header and footer, `noindex`) without its scripts, so the answer runs none and its CSP
 * needs no hash. Without a build (an API-only server) a bare page in the language.
 */
function loadShell(siteDir: string, locale: Locale): Shell {
  const file = join(siteDir, thankYouPath(locale).slice(1), "index.html");
  const html = existsSync(file)
    ? readFileSync(file, "utf8")
        .replace(/<script\b[\s\S]*?<\/script>/gi, "")
        .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
        .replace(/<title>[\s\S]*?<\/title>/i, "<title></title>")
    : `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex"/><title></title></head><body><main id="main"></main></body></html>`;
  const open = /<main\b[^>]*>/i.exec(html);
  const close = html.lastIndexOf("</main>");
  if (!open || close < open.index) throw new Error(`${file} has no <main> to fill`);
  return {
    before: html.slice(0, open.index + open[0].length),
    after: html.slice(close),
  };
}

/** What the page of an invalid form post shows again: the fields' values as typed. */
export type TypedValues = Record<string, string>;

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
  }): string;
  /** 403 (a foreign origin), 429 (too many requests) or 5xx: a message and the way back. */
  notSent(args: {
    locale: Locale;
    page: string;
    reason: "refused" | "rateLimited" | "failed";
  }): string;
}

const controlClass =
  "mt-1.5 block w-full rounded-md border border-ink/30 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink/60 focus-visible:border-focus aria-invalid:border-accent";
/** The site's primary button (`app/components/ui/button.tsx`), placed as the island places it. */
const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-md px-5 py-2.5 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus bg-accent text-white hover:bg-accent-strong";
const linkClass =
  "inline-flex min-h-11 items-center rounded-md font-semibold text-accent underline underline-offset-4 hover:text-accent-strong";

/**
 * The renderers of the pages answering a form post sent without
 * JavaScript (issue 18), each locale's frame (its built thank-you page in `siteDir`) and
 * copy (content/ui) read on its first answer. Every value typed by the visitor is escaped;
 * the pages hold no script. A renderer throws ContentError when the copy is invalid.
 */
export function formPostPages(siteDir: string): FormPostPages {
  // Read on first use: most servers never answer a form post, and reading the copy of every
  // locale (about a second) would slow every start.
  const byLocale = new Map<Locale, { shell: Shell; copy: SiteCopy }>();
  const of = (locale: Locale) => {
    let entry = byLocale.get(locale);
    if (!entry) {
      entry = {
        shell: loadShell(siteDir, locale),
        copy: stripFallbackDeep(loadEntry("ui", locale, "site").data),
      };
      byLocale.set(locale, entry);
    }
    return entry;
  };

  function page(locale: Locale, title: string, heading: string, body: string): string {
    const { shell } = of(locale);
    const before = shell.before.replace("<title></title>", `<title>${escapeMarkup(title)}</title>`);
    return `${before}<section class="on-dark bg-ink text-white"><div class="mx-auto max-w-7xl px-4 py-16 sm:px-6"><h1 class="text-3xl font-bold sm:text-5xl">${escapeMarkup(heading)}</h1></div></section><div class="mx-auto max-w-3xl px-4 py-12 sm:px-6">${body}</div>${shell.after}`;
  }

  function backLink(locale: Locale, page: string): string {
    return `<p class="mt-8"><a href="${escapeMarkup(page)}" class="${linkClass}">${escapeMarkup(of(locale).copy.formPost.back)}</a></p>`;
  }

  return {
    invalid({ locale, form, page: pagePath, values, errors, action }) {
      const { copy } = of(locale);
      const formCopy = (form === "contact"
        ? copy.contactForm
        : copy.missionForm) as unknown as Record<string, unknown>;
      const text = (key: string | undefined) =>
        key && typeof formCopy[key] === "string" ? (formCopy[key] as string) : "";
      const { fields } = leadForms[form];
      const message = (field: string) => {
        const code = errors[field];
        if (!code) return undefined;
        const max = fieldLimits[field as keyof typeof fieldLimits];
        return (
          isErrorCode(code) ? copy.leadForm.errors[code] : copy.leadForm.errors.invalid_type
        ).replace("{max}", String(max ?? ""));
      };
      // Fields of the form first, in its order; then any problem outside them (a tampered
      // hidden input), which has no label to name.
      const listed = fields.filter((field) => errors[field.name]);
      const others = Object.keys(errors).filter((name) => !fields.some((f) => f.name === name));
      const summary = [
        ...listed.map(
          (field) =>
            `<li><a href="#${form}-${field.name}" class="font-semibold text-ink underline">${escapeMarkup(text(field.name))}</a>: ${escapeMarkup(message(field.name)!)}</li>`,
        ),
        ...(others.length > 0
          ? [`<li>${escapeMarkup(copy.leadForm.errors.invalid_type)}</li>`]
          : []),
      ].join("");
      const controls = fields
        .map((field) =>
          fieldHtml(form, field, values[field.name] ?? "", message(field.name), text, formCopy),
        )
        .join("");
      const hidden = { form, locale, page: pagePath, website: values.website ?? "" };
      const hiddenHtml = Object.entries(hidden)
        .map(([name, value]) =>
          name === "website"
            ? `<div aria-hidden="true" class="sr-only"><input type="text" name="website" tabindex="-1" autocomplete="off" value="${escapeMarkup(value)}"/></div>`
            : `<input type="hidden" name="${name}" value="${escapeMarkup(value)}"/>`,
        )
        .join("");
      const consent = copy.leadForm.consent;
      const body = `<p class="text-lg leading-relaxed text-muted">${escapeMarkup(copy.formPost.intro)}</p><div role="alert" class="mt-6 rounded-xl bg-white p-6 ring-1 ring-line"><p class="font-semibold text-ink">${escapeMarkup(copy.leadForm.errorSummary)}</p><ul class="mt-3 list-disc space-y-1 ps-6 text-accent-strong">${summary}</ul></div><form method="post" action="${escapeMarkup(action)}" aria-label="${escapeMarkup(text("label"))}" novalidate class="relative mt-8 grid gap-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-line sm:grid-cols-2 sm:p-8"><p class="text-sm text-muted sm:col-span-2">${escapeMarkup(text("requiredHint"))}</p>${controls}${hiddenHtml}<div class="flex flex-col gap-4 sm:col-span-2"><button type="submit" class="${buttonClass}">${escapeMarkup(text("submit"))}</button><p class="text-sm text-muted">${escapeMarkup(consent.before)}<a href="${localizedPath(locale, "privacy")}" class="font-medium text-ink underline underline-offset-4">${escapeMarkup(consent.link)}</a>${escapeMarkup(consent.after)}</p></div></form>${backLink(locale, pagePath)}`;
      return page(locale, copy.formPost.title, copy.formPost.heading, body);
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
      const body = `<p class="text-lg leading-relaxed text-muted">${escapeMarkup(text)}</p>${backLink(locale, pagePath)}`;
      return page(locale, title, title, body);
    },
  };
}

/** One labelled field of the form given back, as the island draws it (`app/leads/lead-field.tsx`). */
function fieldHtml(
  form: LeadForm,
  field: LeadFieldSpec,
  value: string,
  error: string | undefined,
  text: (key: string | undefined) => string,
  formCopy: Record<string, unknown>,
): string {
  const id = `${form}-${field.name}`;
  const required = isRequired(form, field.name);
  const attrs = [
    `id="${id}"`,
    `name="${field.name}"`,
    required ? "required" : "",
    error ? `aria-invalid="true" aria-describedby="${id}-error"` : "",
    `class="${controlClass}"`,
  ]
    .filter(Boolean)
    .join(" ");
  const placeholder = field.placeholder ? escapeMarkup(text(field.placeholder)) : "";
  let control: string;
  if (field.type === "select") {
    const labels = (formCopy[field.optionLabels ?? ""] ?? {}) as Record<string, string>;
    const options = [
      `<option value="">${placeholder}</option>`,
      ...(field.options ?? []).map(
        (option) =>
          `<option value="${escapeMarkup(option)}"${option === value ? " selected" : ""}>${escapeMarkup(labels[option] ?? option)}</option>`,
      ),
    ].join("");
    control = `<select ${attrs}>${options}</select>`;
  } else if (field.type === "textarea") {
    // A newline right after <textarea> is dropped by the parser: one is added so none of the value's is.
    control = `<textarea ${attrs} rows="5"${placeholder ? ` placeholder="${placeholder}"` : ""}>\n${escapeMarkup(value)}</textarea>`;
  } else {
    control = `<input ${attrs} type="${field.type}" value="${escapeMarkup(value)}"${field.autoComplete ? ` autocomplete="${field.autoComplete}"` : ""}${placeholder ? ` placeholder="${placeholder}"` : ""}${field.ltr ? ' dir="ltr"' : ""}/>`;
  }
  const mark = required ? `<span aria-hidden="true" class="ms-0.5 text-accent">*</span>` : "";
  const errorHtml = error
    ? `<p id="${id}-error" class="mt-1.5 text-sm font-medium text-accent-strong">${escapeMarkup(error)}</p>`
    : "";
  return `<div${field.wide ? ' class="sm:col-span-2"' : ""}><label for="${id}" class="block text-sm font-semibold">${escapeMarkup(text(field.name))}${mark}</label>${control}${errorHtml}</div>`;
}
