import { analyticsSettings } from "@lib/analytics/settings";
import { localeFromPath, suffixFromPath } from "@lib/i18n/paths";
import { analyticsPrivacySection } from "~/analytics/privacy-section";
import { loadLegal, loadShell } from "~/content/copy.server";
import { legalMeta } from "~/seo/route-meta";
import { PageIntro } from "~/sections/page-intro";
import { SiteLayout } from "~/sections/site-layout";
import type { Route } from "./+types/legal";

/**
 * Runs at build time for each locale's privacy and terms pages (issue 5). The privacy
 * policy gains its analytics section only in a build with analytics (issue 20).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const shell = loadShell(locale, pathname);
  const slug = suffixFromPath(pathname) === "terms" ? "terms" : "privacy";
  const { analytics, ...copy } = loadLegal(locale, slug);
  const page =
    analyticsSettings && slug === "privacy"
      ? {
          ...copy,
          sections: [...copy.sections, analyticsPrivacySection(analytics, analyticsSettings)],
        }
      : copy;
  const head = legalMeta(pathname, { meta: page.meta, name: page.title });
  return { shell, page, head };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data.head;
}

/** A paragraph with `{email}` turned into a link to the company's general address. */
function Paragraph({ text, email }: { text: string; email: string }) {
  const [before, after] = text.split("{email}");
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

/** The privacy policy or the terms of use: what the forms collect, why, for how long, whom to ask. */
export default function Legal({ loaderData }: Route.ComponentProps) {
  const { shell, page } = loaderData;
  return (
    <SiteLayout shell={shell} contactSection={false}>
      <PageIntro shell={shell} title={page.title} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-8 first:mt-0">
            <h2 className="text-xl font-bold text-ink">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <Paragraph key={paragraph} text={paragraph} email={shell.company.emails.general} />
            ))}
          </section>
        ))}
      </div>
    </SiteLayout>
  );
}
