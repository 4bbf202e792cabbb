import type { MetaDescriptor } from "react-router";
import { loadFacts } from "@lib/content/facts.server";
import { defaultLocale, type Locale } from "@lib/i18n/locales";
import { localeFromPath, localizedPath, suffixFromPath, type PageSuffix } from "@lib/i18n/paths";
import { breadcrumbNode } from "./breadcrumbs";
import type { JsonLdNode } from "./json-ld";
import { caseStudiesPath, caseStudyPath } from "@lib/content/case-study-paths";
import type { SiteCopy } from "@lib/content/schemas/site";
import type { DepartureView } from "~/content/departure-view";
import type { Proof } from "~/content/proof.server";
import type { FaqView } from "~/content/faq-view";
import { businessNode, webSiteNode } from "./business";
import { departureEventNode } from "./departure";
import { faqPageNode } from "./faq";
import { ogImagePath } from "./og-image";
import { pageMeta, type PageCopyMeta } from "./page-meta";
import { serviceNode } from "./service";
import { absoluteUrl } from "./site-url";

/**
 * One call per route module's `meta` export: each function reads the locale and page from
 * the prerendered `pathname` and adds the page type's structured data (issue 6).
 */

/** The locale and page of a prerendered path; throws for a path that is no page. */
function page(pathname: string): { locale: Locale; suffix: PageSuffix } {
  const suffix = suffixFromPath(pathname);
  if (suffix === null) throw new Error(`No page is prerendered at ${pathname}`);
  return { locale: localeFromPath(pathname), suffix };
}

/**
 * A page below its language home: the breadcrumb from that home (named by the brand, as in
 * the header) to the page, then the page type's own nodes, made from the page's URL.
 */
function innerPageMeta(
  pathname: string,
  meta: PageCopyMeta,
  name: string,
  nodes: (url: string) => JsonLdNode[] = () => [],
): MetaDescriptor[] {
  const { locale, suffix } = page(pathname);
  const path = localizedPath(locale, suffix);
  const breadcrumb = breadcrumbNode([
    { name: loadFacts().name, path: localizedPath(locale) },
    { name, path },
  ]);
  return pageMeta({
    locale,
    suffix,
    ...meta,
    structuredData: [breadcrumb, ...nodes(absoluteUrl(path))],
  });
}

/**
 * Home pages (`/`, `/en`, `/ar`, …): the business (`ProfessionalService`); the canonical
 * home (`/en`) also the `WebSite`, which Google reads from the home page only.
 */
export function homeMeta(pathname: string, meta: PageCopyMeta): MetaDescriptor[] {
  const { locale, suffix } = page(pathname);
  const canonicalHome = pathname === localizedPath(defaultLocale);
  return pageMeta({
    locale,
    suffix,
    ...meta,
    structuredData: [
      businessNode(locale),
      ...(canonicalHome ? [webSiteNode(meta.description)] : []),
    ],
  });
}

/** The `FAQPage` of a page with questions and answers (issue 27); none without. */
function faqNodes(url: string, faq: FaqView | undefined): JsonLdNode[] {
  return faq ? [faqPageNode(url, faq)] : [];
}

/** Sector pages: `BreadcrumbList`, the sector's `Service` and its `FAQPage` when it has one. */
export function sectorMeta(
  pathname: string,
  { meta, name, faq }: { meta: PageCopyMeta; name: string; faq?: FaqView | undefined },
): MetaDescriptor[] {
  return innerPageMeta(pathname, meta, name, (url) => [
    serviceNode({ url, name, description: meta.description }),
    ...faqNodes(url, faq),
  ]);
}

/**
 * The business-missions page: a `BreadcrumbList`, and its `FAQPage` when it has one. Its programmes are not marked up as
 * `TouristTrip`s: schema.org's `Trip` has no duration, and the programmes have neither dates
 * nor prices for an `Offer`, so no true statement beyond the page's text remains (issue 18).
 */
export function missionsMeta(
  pathname: string,
  { meta, name, faq }: { meta: PageCopyMeta; name: string; faq?: FaqView | undefined },
): MetaDescriptor[] {
  return innerPageMeta(pathname, meta, name, (url) => faqNodes(url, faq));
}

/** Privacy and terms pages: a `BreadcrumbList`. */
export function legalMeta(
  pathname: string,
  { meta, name }: { meta: PageCopyMeta; name: string },
): MetaDescriptor[] {
  return innerPageMeta(pathname, meta, name);
}

/**
 * A dated departure's page (issue 27): the breadcrumb home → missions → departure and the
 * departure's `Event`; its link preview is the missions page's.
 */
export function departureMeta(
  locale: Locale,
  departure: DepartureView,
  missionsName: string,
): MetaDescriptor[] {
  const breadcrumb = breadcrumbNode([
    { name: loadFacts().name, path: localizedPath(locale) },
    { name: missionsName, path: localizedPath(locale, "business-missions") },
    { name: departure.title, path: departure.href },
  ]);
  return pageMeta({
    locale,
    suffix: `business-missions/${departure.slug}`,
    title: departure.title,
    description: departure.description,
    image: ogImagePath(locale, "business-missions"),
    structuredData: [breadcrumb, departureEventNode(absoluteUrl(departure.href), departure)],
  });
}

/** The case studies' list (issue 27): the breadcrumb home → list; the home page's link preview. */
export function caseStudiesMeta(locale: Locale, copy: SiteCopy["caseStudies"]): MetaDescriptor[] {
  const breadcrumb = breadcrumbNode([
    { name: loadFacts().name, path: localizedPath(locale) },
    { name: copy.heading, path: caseStudiesPath(locale) },
  ]);
  return pageMeta({
    locale,
    suffix: "case-studies",
    ...copy.meta,
    image: ogImagePath(locale, ""),
    structuredData: [breadcrumb],
  });
}

/** At most `max` characters of `text`, cut at a word with an ellipsis when longer. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

/**
 * A case study's page (issue 27): the breadcrumb home → list → case study; its problem as
 * the search snippet (clipped to 160 characters); the home page's link preview.
 */
export function caseStudyMeta(
  locale: Locale,
  study: Proof["caseStudies"][number],
  listName: string,
): MetaDescriptor[] {
  const path = caseStudyPath(locale, study.slug);
  const breadcrumb = breadcrumbNode([
    { name: loadFacts().name, path: localizedPath(locale) },
    { name: listName, path: caseStudiesPath(locale) },
    { name: study.title, path },
  ]);
  return pageMeta({
    locale,
    suffix: `case-studies/${study.slug}`,
    title: study.title,
    description: clip(study.problem, 160),
    image: ogImagePath(locale, ""),
    structuredData: [breadcrumb],
  });
}

/**
 * The head of `locale`'s search page (issue 27): its title and description, and `noindex`
 * with no canonical, alternates or structured data, as the thank-you pages: a page of search
 * results is no page for search engines to list, and it stays out of the sitemap.
 */
export function searchMeta(copy: SiteCopy["search"]): MetaDescriptor[] {
  return [
    { title: copy.meta.title },
    { name: "description", content: copy.meta.description },
    { name: "robots", content: "noindex" },
  ];
}
