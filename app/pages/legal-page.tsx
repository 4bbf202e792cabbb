import type { LegalCopy } from "@lib/content/schemas/legal";
import type { ShellData } from "~/content/types";
import { PageIntro } from "@lib/ui/page-intro";
import { BackLink } from "~/sections/back-link";
import { SiteLayout } from "~/sections/site-layout";

/**
 * A paragraph with `{email}` turned into a link to the company's general address and
 * `{address}` into its head office's postal address.
 */
function Paragraph({ text, email, address }: { text: string; email: string; address: string }) {
  const [before, after] = text.replaceAll("{address}", address).split("{email}");
  return (
    <p className="mt-3 leading-relaxed text-muted">
      {before}
      {after !== undefined && (
        <>
          <a href={`mailto:${email}`} dir="ltr" className="font-medium text-ink underline">
            {email}
          </a>
          {after}
        </>
      )}
    </p>
  );
}

/** A legal page's effective date: `iso` as `YYYY-MM-DD`, `shown` in the page's language. */
export interface EffectiveDate {
  iso: string;
  shown: string;
}

/** `text` with `{date}` as a `<time>` of `date`. */
function EffectiveLine({ text, date }: { text: string; date: EffectiveDate }) {
  const [before, after] = text.split("{date}");
  return (
    <>
      {before}
      <time dateTime={date.iso}>{date.shown}</time>
      {after}
    </>
  );
}

/**
 * A legal page: the privacy policy (what the forms collect, why, for how long, whom to
 * ask), the terms of use, or the consent to the processing of personal data (issue 34). Rendered by the route (`app/routes/legal.tsx`) and by the CMS preview
 * (`cms/previews.tsx`).
 */
export function LegalPage({
  shell,
  page,
  effectiveDate,
}: {
  shell: ShellData;
  page: LegalCopy;
  /** From the file's last change (app/routes/legal.tsx); none in the CMS preview. */
  effectiveDate?: EffectiveDate;
}) {
  return (
    <SiteLayout shell={shell} contactSection={false}>
      <PageIntro title={page.title} back={<BackLink shell={shell} />} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {effectiveDate && (
          <p className="text-sm text-muted">
            <EffectiveLine text={page.effective} date={effectiveDate} />
          </p>
        )}
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-8 first:mt-0">
            <h2 className="text-xl font-bold text-ink">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <Paragraph
                key={paragraph}
                text={paragraph}
                email={shell.company.emails.general}
                address={shell.company.localAddress ?? shell.company.address}
              />
            ))}
          </section>
        ))}
      </div>
    </SiteLayout>
  );
}
