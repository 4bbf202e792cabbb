import { insightPath } from "@lib/content/insight-paths";
import { loadEntry } from "@lib/content/load.server";
import { localeFromPath } from "@lib/i18n/paths";
import { sectorCategory } from "@lib/leads/schema";
import { loadShell } from "~/content/copy.server";
import {
  insightArticle,
  insightsSwitchTarget,
  loadInsightsUi,
  localeInsights,
  withSwitcher,
} from "~/content/insights.server";
import { InsightPage } from "~/pages/insight-page";
import { insightMeta } from "~/seo/insight-meta";
import type { LoaderFunctionArgs, MetaArgs } from "react-router";

/**
 * Runs at build time for each article of each locale that has it (`/{lang}/insights/{slug}`,
 * issue 27). A locale without the article's file has no such page: the server's 404. Typed
 * without `./+types`: the route exists only where the content has articles (app/routes.ts).
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  // Present whenever the route is (app/routes.ts adds it only where articles exist).
  const slug = params.slug!;
  const article = insightArticle(locale, slug);
  const ui = loadInsightsUi(locale);
  const insight = localeInsights(locale).find((candidate) => candidate.slug === slug)!;
  const shell = withSwitcher(loadShell(locale, pathname), (target) =>
    insightsSwitchTarget(target, slug),
  );
  const author = insight.author ? loadEntry("team", locale, insight.author).data : undefined;
  const head = insightMeta({
    locale,
    path: pathname,
    title: article.title,
    description: article.description,
    date: insight.date,
    updated: insight.updated,
    translations: Object.fromEntries(
      insight.translations.map((other) => [other, insightPath(other, slug)]),
    ),
    author: author && { name: author.name, role: author.role },
    crumbs: article.breadcrumbs.map((crumb) => ({ name: crumb.name, path: crumb.href })),
  });
  const first = insight.sectors[0];
  return {
    shell,
    article,
    labels: {
      breadcrumb: ui.article.breadcrumb,
      sectors: ui.article.sectors,
      related: ui.article.related,
    },
    contact: { heading: ui.article.contactHeading, intro: ui.article.contactIntro },
    ...(first ? { category: sectorCategory[first] } : {}),
    head,
  };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: MetaArgs<typeof loader>) {
  return data?.head ?? [];
}

/** An article page (`app/pages/insight-page.tsx`). */
export default function Insight({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loader>>;
}) {
  const { shell, article, labels, contact, category } = loaderData;
  return (
    <InsightPage
      shell={shell}
      article={article}
      labels={labels}
      contact={contact}
      {...(category ? { category } : {})}
    />
  );
}
