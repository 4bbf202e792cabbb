import { localeFromPath } from "@lib/i18n/paths";
import { loadShell } from "~/content/copy.server";
import { SearchPage } from "~/pages/search-page";
import { searchMeta } from "~/seo/route-meta";
import type { Route } from "./+types/search";

/** Runs at build time for each locale's search page (issue 27). */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const shell = loadShell(locale, pathname);
  return { shell, head: searchMeta(shell.ui.search) };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data.head;
}

/** The search page (`app/pages/search-page.tsx`). */
export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
