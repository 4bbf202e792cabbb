import { useEffect } from "react";
import { useLocation } from "react-router";
import { loadEntry } from "@lib/content/load.server";
import { localeFromPath } from "@lib/i18n/paths";
import { logMissingPath } from "~/lib/log-missing-path";
import type { Route } from "./+types/not-found";

/** Runs at build time for each locale's prerendered 404 page (`/404`, `/ar/404`, …). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { copy: loadEntry("ui", locale, "site").data.notFound };
}

/** Kept out of search indexes (issue 6); the page has no canonical URL. */
export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

/**
 * The 404 page (SPEC §2, §8): '404', a calm sentence on what happened (issue 29) and a link home to `/`,
 * in the language of the path's prefix; the missing path goes to the console (from
 * `entry.client.tsx`, which finds `data-not-found`: the page has no island to hydrate;
 * in the SPA baseline, from this component). It renders nothing path-specific, so one
 * prerendered copy per language serves every missing path.
 */
export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { copy } = loaderData;
  useEffect(() => logMissingPath(pathname), [pathname]);
  return (
    <main
      id="main"
      data-not-found=""
      className="flex min-h-screen items-center justify-center bg-sand px-6"
    >
      <title>{copy.title}</title>
      <div className="text-center">
        <h1 className="text-6xl font-bold text-ink">{copy.heading}</h1>
        <p className="mt-4 text-xl text-muted">{copy.text}</p>
        <a
          href="/"
          className="mt-8 inline-flex min-h-11 items-center rounded-md font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
        >
          {copy.home}
        </a>
      </div>
    </main>
  );
}
