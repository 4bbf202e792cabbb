import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { Toaster } from "./components/ui/toaster";
import { island } from "./islands/island";
import { PageScripts } from "./islands/page-scripts";
import { shellCopy } from "./content/shell";
import { directionOf } from "./i18n/locales";
import { localeFromPath } from "./i18n/paths";
import { iconLinkDescriptors } from "./seo/icons";
import { criticalFonts } from "./styles/critical-fonts";
// Inlined, not linked: the page paints without waiting for a second request (issue 17).
import siteCss from "./styles/app.css?inline";

const ToasterIsland = island("toaster", Toaster);

/** Favicon set and web app manifest on every page (issue 6). */
export const links: Route.LinksFunction = () => iconLinkDescriptors;

/**
 * The document shell of every page: `<html lang dir>` from the URL's locale (SPEC §4),
 * the toast region (SPEC §4), rendered by the browser with the first form's code (issue 17), and the
 * page's scripts.
 */
export function Layout({ children }: { children: ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  const dir = directionOf(locale);
  return (
    <html lang={locale} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: siteCss }} />
        {criticalFonts[locale].map((href) => (
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
      </head>
      <body>
        {children}
        <ToasterIsland label={shellCopy[locale].notifications} dir={dir} />
        <PageScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** SPEC §8: an unexpected routing error shows 'Unexpected Application Error!' and the error text. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = shellCopy[localeFromPath(useLocation().pathname)].error;
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
