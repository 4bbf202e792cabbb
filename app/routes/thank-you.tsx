import { localeFromPath, localizedPath } from "@lib/i18n/paths";
import { loadShell } from "~/content/copy.server";
import { PageIntro } from "@lib/ui/page-intro";
import { BackLink } from "~/sections/back-link";
import { SiteLayout } from "~/sections/site-layout";
import type { Route } from "./+types/thank-you";

/** Runs at build time for each locale's thank-you page (`/en/thank-you`, …; issue 18). */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  return { shell: loadShell(locale, pathname) };
}

/** Kept out of search indexes: a page only a sent form leads to; it has no canonical URL. */
export function meta({ data }: Route.MetaArgs) {
  return [{ title: data.shell.ui.thankYou.title }, { name: "robots", content: "noindex" }];
}

/**
 * Where a lead form sent without JavaScript lands (issue 18, `303` from the leads API): the
 * same thanks as after a send with JavaScript, and a link back. The link goes to the language
 * home here; the server points it at the page the form was on (`?from=`, a page path only).
 */
export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { shell } = loaderData;
  const { sent } = shell.ui.leadForm;
  return (
    <SiteLayout shell={shell} contactSection={false}>
      <PageIntro title={sent.title} back={<BackLink shell={shell} />} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p className="text-lg leading-relaxed text-muted">{sent.description}</p>
        <a
          href={localizedPath(shell.locale)}
          data-return-link=""
          className="mt-8 inline-flex min-h-11 items-center rounded-md font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
        >
          {shell.ui.thankYou.back}
        </a>
      </div>
    </SiteLayout>
  );
}
