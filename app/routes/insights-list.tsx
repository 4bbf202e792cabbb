import { loadFacts } from "@lib/content/facts.server";
import { sectorsWithInsights } from "@lib/content/insight-files.server";
import {
  insightsPageCount,
  insightsPath,
  insightsPerPage,
  insightsSectorPath,
} from "@lib/content/insight-paths";
import { locales } from "@lib/i18n/locales";
import { isSectorSlug, localeFromPath, localizedPath } from "@lib/i18n/paths";
import { loadShell } from "~/content/copy.server";
import {
  insightCard,
  insightsMessage,
  insightsSwitchTarget,
  loadInsightsUi,
  localeInsights,
  sectorNames,
  withSwitcher,
} from "~/content/insights.server";
import type { Pagination } from "~/content/insights-view";
import { InsightsListPage } from "~/pages/insights-list-page";
import { insightsListMeta } from "~/seo/insight-meta";
import type { LoaderFunctionArgs, MetaArgs } from "react-router";

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * Runs at build time for each list of articles (issue 27): `/{lang}/insights` and its later
 * pages `/{lang}/insights/page/{n}` (newest first, 12 a page), and one sector's list
 * `/{lang}/insights/sector/{sector}` where that sector has articles.
 */
export function loader({ request, params: routeParams }: LoaderFunctionArgs) {
  // The routes present depend on the content (app/routes.ts), so their params' types do too.
  const params = routeParams as { page?: string; sector?: string };
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const ui = loadInsightsUi(locale);
  const all = localeInsights(locale);
  const names = sectorNames(locale);
  const fill = (message: string, values: Record<string, string | number>) =>
    insightsMessage(locale, message, values);
  const home = { name: loadFacts().name, path: localizedPath(locale) };
  const listCrumb = { name: ui.name, path: insightsPath(locale) };

  if (params.sector !== undefined) {
    const sector = params.sector;
    if (!isSectorSlug(sector)) throw notFound();
    const cards = all
      .filter((insight) => insight.sectors.includes(sector))
      .map((insight) => insightCard(locale, insight, names));
    if (cards.length === 0) throw notFound();
    const translations = Object.fromEntries(
      locales
        .filter((other) => sectorsWithInsights(localeInsights(other)).includes(sector))
        .map((other) => [other, insightsSectorPath(other, sector)]),
    );
    const title = fill(ui.sector.title, { sector: names[sector] });
    return {
      shell: withSwitcher(loadShell(locale, pathname), (target) =>
        translations[target] ? insightsSectorPath(target, sector) : insightsSwitchTarget(target),
      ),
      title,
      cards,
      head: insightsListMeta(pathname, {
        locale,
        meta: {
          title: fill(ui.sector.metaTitle, { sector: names[sector] }),
          description: fill(ui.sector.metaDescription, { sector: names[sector] }),
        },
        crumbs: [home, listCrumb, { name: title, path: pathname }],
        translations,
      }),
    };
  }

  const page = params.page === undefined ? 1 : Number(params.page);
  const pages = insightsPageCount(all.length);
  if (!Number.isInteger(page) || page < 1 || page > pages || params.page === "1") throw notFound();
  const cards = all
    .slice((page - 1) * insightsPerPage, page * insightsPerPage)
    .map((insight) => insightCard(locale, insight, names));
  const translations = Object.fromEntries(
    locales
      .filter((other) => insightsPageCount(localeInsights(other).length) >= page)
      .map((other) => [other, insightsPath(other, page)]),
  );
  const pagination: Pagination | undefined =
    pages > 1
      ? {
          label: ui.pagination.label,
          status: fill(ui.pagination.page, { page, pages }),
          ...(page > 1
            ? { newer: { label: ui.pagination.newer, href: insightsPath(locale, page - 1) } }
            : {}),
          ...(page < pages
            ? { older: { label: ui.pagination.older, href: insightsPath(locale, page + 1) } }
            : {}),
        }
      : undefined;
  return {
    shell: withSwitcher(loadShell(locale, pathname), (target) => insightsSwitchTarget(target)),
    title: ui.list.title,
    ...(page === 1 ? { intro: ui.list.intro } : {}),
    cards,
    ...(pagination ? { pagination } : {}),
    head: insightsListMeta(pathname, {
      locale,
      meta: {
        title:
          page === 1
            ? ui.list.meta.title
            : fill(ui.list.pageTitle, { title: ui.list.meta.title, page }),
        description: ui.list.meta.description,
      },
      crumbs: [home, { name: ui.name, path: pathname }],
      translations,
    }),
  };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: MetaArgs<typeof loader>) {
  return data?.head ?? [];
}

/** A list of articles (`app/pages/insights-list-page.tsx`). */
export default function InsightsList({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loader>>;
}) {
  const { shell, title, cards } = loaderData;
  return (
    <InsightsListPage
      shell={shell}
      title={title}
      cards={cards}
      {...("intro" in loaderData ? { intro: loaderData.intro } : {})}
      {...("pagination" in loaderData ? { pagination: loaderData.pagination } : {})}
    />
  );
}
