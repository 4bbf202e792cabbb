import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, useRouteLoaderData } from "react-router";
import { analyticsTag } from "@lib/analytics/providers";
import { analyticsSettings } from "@lib/analytics/settings";
import { insightSlugs } from "@lib/content/insight-files.server";
import { insightsFeedPath } from "@lib/content/insight-paths";
import { loadEntry } from "@lib/content/load.server";
import { loadFacts } from "@lib/content/facts.server";
import { formatMessage } from "@lib/content/messages";
import { localeInfo } from "@lib/i18n/locales";
import { localeFromPath } from "@lib/i18n/paths";
import type { Route } from "./+types/root";
import { AnalyticsScript } from "./analytics/analytics-script";
import { Toaster } from "./components/ui/toaster";
import { island } from "./islands/island";
import { PageScripts } from "./islands/page-scripts";
import { iconLinkDescriptors } from "./seo/icons";
import { siteUrl } from "./seo/site-url";
import { fontFiles } from "./styles/critical-fonts";
// Linked here; after the build, each page inlines the rules its first screen needs and
// links the rest after that screen (scripts/build-critical-css.ts, issues 17 and 33).
import siteCss from "./styles/app.css?url";
// Linked for print only: no screen waits for it, and it leaves the first window's bytes (issue 33).
import printCss from "./styles/print.css?url";

const ToasterIsland = island("toaster", Toaster);

/** Favicon set and web app manifest on every page (issue 6). */
export const links: Route.LinksFunction = () => iconLinkDescriptors;

/**
 * Runs at build time for every prerendered page: the document's language, direction and
 * first-screen fonts from the locale registry, the shell's few strings, and the analytics
 * tag when the build has analytics (absent otherwise, so the page is as without it), and
 * the locale's feed of articles when it has any (issue 27: linked from every page).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const info = localeInfo(locale);
  const ui = loadEntry("ui", locale, "site").data;
  const feed =
    insightSlugs(locale).length > 0
      ? {
          href: insightsFeedPath(locale),
          title: formatMessage(
            loadEntry("insightsUi", locale, "insights").data.feed.title,
            info.formatTag,
            { brand: loadFacts().name },
          ),
        }
      : undefined;
  return {
    ...(feed ? { feed } : {}),
    lang: info.tag,
    dir: info.dir,
    fonts: info.fonts.map((id) => fontFiles[id] ?? missingFont(id)),
    notifications: ui.notifications,
    error: ui.error,
    ...(analyticsSettings ? { analytics: analyticsTag(analyticsSettings) } : {}),
  };
}

function missingFont(id: string): never {
  throw new Error(
    `content/locales.json: fonts: unknown font "${id}" (see app/styles/critical-fonts.ts)`,
  );
}

/** The origin that printed links put before a site path (`app/styles/print.css`). */
const printOrigin = `@media print{body{--print-origin:${JSON.stringify(siteUrl)}}}`;

/**
 * The document shell of every page: `<html lang dir>` from the URL's locale (SPEC §4),
 * the toast region (SPEC §4), rendered by the browser with the first form's code (issue 17), and the
 * page's scripts.
 */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const dir = data?.dir ?? "ltr";
  return (
    <html lang={data?.lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="stylesheet" href={siteCss} />
        <style dangerouslySetInnerHTML={{ __html: printOrigin }} />
        <link rel="stylesheet" href={printCss} media="print" />
        {data?.fonts.map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        <Links />
        {data?.feed && (
          <link
            rel="alternate"
            type="application/atom+xml"
            href={data.feed.href}
            title={data.feed.title}
          />
        )}
      </head>
      <body>
        {children}
        {data && <ToasterIsland label={data.notifications} dir={dir} />}
        <PageScripts />
        {data?.analytics && <AnalyticsScript tag={data.analytics} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * SPEC §8: an unexpected routing error shows a heading and the error text; the heading says
 * calmly what happened and what to do (issue 29), from `content/ui/<locale>/site.yaml`.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = useRouteLoaderData<typeof loader>("root")?.error ?? {
    title: "Something went wrong",
    heading:
      "Something went wrong on our side. Please reload the page or try again in a few minutes.",
  };
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-24">
      <title>{copy.title}</title>
      <h1 className="text-3xl font-bold text-ink">{copy.heading}</h1>
      <pre className="mt-6 overflow-x-auto rounded-md bg-sand p-4 text-sm whitespace-pre-wrap">
        {detail}
      </pre>
    </main>
  );
}
