import type { CMS, PreviewTemplateComponentProps } from "decap-cms-core";
import { useLayoutEffect, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { CollectionName } from "@lib/content/collections";
import { departurePath } from "@lib/content/departure-paths";
import type { Departure } from "@lib/content/schemas/departure";
import type { HomeCopy } from "@lib/content/schemas/home";
import type { LegalCopy } from "@lib/content/schemas/legal";
import type { MissionsCopy } from "@lib/content/schemas/missions";
import type { SectorCopy } from "@lib/content/schemas/sector";
import type { SiteCopy } from "@lib/content/schemas/site";
import { defaultLocale, isLocale, localeInfo, localeList, type Locale } from "@lib/i18n/locales";
import { isSectorSlug, localizedPath, type PageSuffix } from "@lib/i18n/paths";
import { sectorCategory } from "@lib/leads/schema";
import { departureView } from "~/content/departure-view";
import { renderMarkdown } from "@lib/content/markdown.server";
import { formatMessage } from "@lib/content/messages";
import type { InsightFrontMatter } from "@lib/content/schemas/insight";
import { faqView } from "~/content/faq-view";
import { formatDate, insightImage } from "~/content/insights-view";
import { missionsView } from "~/content/missions-view";
import type { ShellData } from "~/content/types";
import { switchTarget } from "~/i18n/switcher";
import { DeparturePage } from "~/pages/departure-page";
import { HomePage } from "~/pages/home-page";
import { InsightPage } from "~/pages/insight-page";
import { LegalPage } from "~/pages/legal-page";
import { MissionsPage } from "~/pages/missions-page";
import { SectorPage } from "~/pages/sector-page";
import { localeContext, previewContext } from "./preview-context";
import { previewCopy } from "./preview-copy";
import { previewMarkdown } from "./preview-markdown";

/** What a page preview is drawn from: the entry's locale, slug and data as being edited. */
interface PageInput {
  locale: Locale;
  slug: string;
  data: unknown;
}

/** A page's path after the locale: a fixed page's suffix, or a collection's `<folder>/<slug>`. */
type PreviewSuffix = PageSuffix | `${string}/${string}`;

/** The path of the page at `suffix` in `locale`. */
function pathIn(locale: Locale, suffix: PreviewSuffix): string {
  return suffix ? `/${locale}/${suffix}` : localizedPath(locale);
}

/** The page an entry is shown on, drawn by the site's own page component. */
interface PageSpec {
  suffix: (slug: string) => PreviewSuffix;
  render: (input: PageInput, shell: ShellData) => ReactElement;
}

const ctx = previewContext;

/**
 * An article as its page shows it (issue 27), from the entry being edited: the front
 * matter, and the body through the build's Markdown renderer.
 */
function insightPreview({ locale, slug, data }: PageInput, shell: ShellData): ReactElement {
  const entry = data as InsightFrontMatter & { body?: string };
  const ui = localeContext(locale).insightsUi;
  const names = localeContext(locale).home.services.cards;
  const file = `content/insights/${locale}/${slug}.md`;
  const rendered = renderMarkdown(entry.body ?? "", { file, field: "body" });
  const fill = (message: string, values: Record<string, string | number>) =>
    formatMessage(message, localeInfo(locale).formatTag, values);
  const sectors = (entry.sectors ?? []).filter(isSectorSlug);
  const path = `/${locale}/insights/${slug}`;
  return (
    <InsightPage
      shell={shell}
      article={{
        slug,
        href: path,
        locale,
        title: entry.title ?? "",
        description: entry.description ?? "",
        date: entry.date ?? "",
        dateLabel: entry.date ? formatDate(locale, entry.date) : "",
        published: entry.date
          ? fill(ui.article.published, { date: formatDate(locale, entry.date) })
          : "",
        ...(entry.updated
          ? {
              updated: {
                date: entry.updated,
                label: fill(ui.article.updated, { date: formatDate(locale, entry.updated) }),
              },
            }
          : {}),
        readingTime: fill(ui.article.readingTime, {
          minutes: Math.max(1, Math.round(rendered.words / 200)),
        }),
        sectors: sectors.map((sector) => ({
          slug: sector,
          name: names[sector].title,
          href: `/${locale}/insights/sector/${sector}`,
        })),
        image: insightImage({ image: entry.image, sectors }),
        imageAlt: entry.imageAlt ?? "",
        html: rendered.html,
        breadcrumbs: [
          { name: ctx.facts.name, href: localizedPath(locale) },
          { name: ui.name, href: `/${locale}/insights` },
          { name: entry.title ?? "", href: path },
        ],
        related: [],
      }}
      labels={{
        breadcrumb: ui.article.breadcrumb,
        sectors: ui.article.sectors,
        related: ui.article.related,
      }}
      contact={{ heading: ui.article.contactHeading, intro: ui.article.contactIntro }}
      {...(sectors[0] ? { category: sectorCategory[sectors[0]] } : {})}
    />
  );
}

/** The page of each collection an editor previews, in the order of `lib/content/collections.ts`. */
const pages: Partial<Record<CollectionName | "insights", PageSpec>> = {
  insights: { suffix: () => "", render: insightPreview },
  home: {
    suffix: () => "",
    render: ({ locale, data }, shell) => (
      <HomePage
        shell={shell}
        home={previewCopy<HomeCopy>("home", locale, data)}
        figures={localeContext(locale).figures}
        heroImage={ctx.slots.routesMap}
        sectorImages={ctx.slots.sectors}
        proof={localeContext(locale).proof}
      />
    ),
  },
  sectors: {
    suffix: (slug) => slug as PageSuffix,
    render: ({ locale, slug, data }, shell) => {
      if (!isSectorSlug(slug)) throw new Error(`no sector page "${slug}"`);
      const sector = previewCopy<SectorCopy>("sectors", locale, data);
      const file = `content/sectors/${locale}/${slug}.yaml`;
      return (
        <SectorPage
          shell={shell}
          sector={sector}
          faq={faqView(sector.faq, previewMarkdown(file, 4))}
          category={sectorCategory[slug]}
          image={ctx.slots.sectors[slug]}
        />
      );
    },
  },
  missions: {
    suffix: () => "business-missions",
    render: ({ locale, data }, shell) => {
      const copy = previewCopy<MissionsCopy>("missions", locale, data);
      const file = `content/missions/${locale}/business-missions.yaml`;
      return (
        <MissionsPage
          shell={shell}
          {...missionsView(copy, ctx.facts.missions, localeInfo(locale).formatTag)}
          faq={faqView(copy.faq, previewMarkdown(file, 4))}
          // The departures listed are those of the last build (their own previews show each).
          departures={[]}
          partners={ctx.partners}
          images={{ hero: ctx.slots.routesMap, gallery: ctx.slots.gallery }}
        />
      );
    },
  },
  departures: {
    suffix: (slug) => `business-missions/${slug}`,
    render: ({ locale, slug, data }, shell) => {
      const departure = previewCopy<Departure>("departures", locale, data);
      return (
        <DeparturePage
          shell={{ ...shell, page: departurePath(locale, slug) }}
          departure={departureView(departure, slug, locale, shell.ui.departures, shell.sectors)}
          direct={localeContext(locale).missionsDirect}
        />
      );
    },
  },
  legal: {
    suffix: (slug) => slug as PageSuffix,
    render: ({ locale, data }, shell) => (
      <LegalPage shell={shell} page={previewCopy<LegalCopy>("legal", locale, data)} />
    ),
  },
  // The header, footer and form texts every page shares: shown on the home page.
  ui: {
    suffix: () => "",
    render: ({ locale, data }, shell) => {
      const ui = previewCopy<SiteCopy>("ui", locale, data);
      const { home, figures, proof } = localeContext(locale);
      const company = { ...shell.company, localAddress: ui.address };
      return (
        <HomePage
          shell={{ ...shell, ui, company }}
          home={home}
          figures={figures}
          heroImage={ctx.slots.routesMap}
          sectorImages={ctx.slots.sectors}
          proof={proof}
        />
      );
    },
  },
};

/** The locale's header and footer for the page at `suffix`, its flags leading to that page. */
function shellFor(locale: Locale, suffix: PreviewSuffix): ShellData {
  const shell = localeContext(locale).shell;
  const path = pathIn(locale, suffix);
  return {
    ...shell,
    switcher: shell.switcher.map((entry) => ({ ...entry, href: switchTarget(path, entry.locale) })),
  };
}

/** Links to the page on the site in every language, each in its own direction. */
function PageLinks({ suffix }: { suffix: PreviewSuffix | undefined }) {
  if (suffix === undefined) {
    return (
      <p className="p-6 text-muted">
        This file has no page of its own: its values appear on the pages that use them once the site
        is rebuilt.
      </p>
    );
  }
  return (
    <nav aria-label="This page on the site" className="p-6">
      <p>After the change is published and the site rebuilt, the page is at:</p>
      <ul className="mt-2">
        {localeList.map((locale) => (
          <li key={locale.code} lang={locale.tag} dir={locale.dir}>
            <a href={pathIn(locale.code, suffix)} className="underline">
              {locale.nativeName}: {pathIn(locale.code, suffix)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The preview pane of a page's entry (Decap's `registerPreviewTemplate`): the page drawn
 * by the site's own components from the entry as it is being edited, in the locale the
 * editor writes in (Decap's `locale` prop, the left column's), under the site's stylesheet
 * (`registerPreview`), with the frame's `<html lang dir>` of that locale, so Arabic is
 * right to left in its own face. The page is rendered to static HTML, as the prerender
 * does: no island runs in the preview (a form there sends nothing). An entry the page
 * cannot show yet (a list item half filled) shows why instead.
 */
function PagePreview(props: PreviewTemplateComponentProps & { locale?: string }) {
  const { entry, collection, document } = props;
  const locale = props.locale && isLocale(props.locale) ? props.locale : defaultLocale;
  const info = localeInfo(locale);
  useLayoutEffect(() => {
    document.documentElement.setAttribute("lang", info.tag);
    document.documentElement.setAttribute("dir", info.dir);
  }, [document, info]);

  const spec = pages[collection.get("name") as CollectionName | "insights"];
  const slug = String(entry.get("slug"));
  if (!spec) return <PageLinks suffix={undefined} />;
  let html: string;
  try {
    const data = entry.get("data")?.toJS();
    html = renderToStaticMarkup(
      spec.render({ locale, slug, data }, shellFor(locale, spec.suffix(slug))),
    );
  } catch (error) {
    return (
      <div className="p-6">
        <p role="alert">
          The page cannot be shown until its fields are complete ({(error as Error).message}).
        </p>
        <PageLinks suffix={spec.suffix(slug)} />
      </div>
    );
  }
  return <div data-preview-page dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Registers the page preview for every collection whose entries are pages (and the site's
 * chrome, shown on the home page), with the site's stylesheet in the preview frame.
 */
export function registerPreviews(cms: CMS): void {
  cms.registerPreviewStyle(ctx.stylesheet);
  for (const name of Object.keys(pages)) cms.registerPreviewTemplate(name, PagePreview);
}
