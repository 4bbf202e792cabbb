import type { MetaDescriptor } from "react-router";
import { loadFacts } from "@lib/content/facts.server";
import type { Locale } from "@lib/i18n/locales";
import { localeFromPath, localizedPath, suffixFromPath, type PageSuffix } from "@lib/i18n/paths";
import { breadcrumbNode } from "./breadcrumbs";
import type { JsonLdNode } from "./json-ld";
import { organizationNode, webSiteNode } from "./organization";
import { pageMeta, type PageCopyMeta } from "./page-meta";
import { serviceNode, type ServiceCatalog } from "./service";
import { absoluteUrl } from "./site-url";
import { programmeListNode, type ProgrammeInput } from "./trips";

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

/** Home pages (`/`, `/en`, `/ar`, …): `Organization` and `WebSite`. */
export function homeMeta(pathname: string, meta: PageCopyMeta): MetaDescriptor[] {
  return pageMeta({
    ...page(pathname),
    ...meta,
    structuredData: [organizationNode(), webSiteNode(meta.description)],
  });
}

/** Sector pages: `BreadcrumbList` and the sector's `Service` with its `OfferCatalog`. */
export function sectorMeta(
  pathname: string,
  { meta, name, catalog }: { meta: PageCopyMeta; name: string; catalog?: ServiceCatalog },
): MetaDescriptor[] {
  return innerPageMeta(pathname, meta, name, (url) => [
    serviceNode({ url, name, description: meta.description, catalog }),
  ]);
}

/** The business-missions page: `BreadcrumbList` and an `ItemList` of `TouristTrip` programmes. */
export function missionsMeta(
  pathname: string,
  {
    meta,
    name,
    programmes,
  }: {
    meta: PageCopyMeta;
    name: string;
    programmes?: { heading: string; items: readonly ProgrammeInput[] };
  },
): MetaDescriptor[] {
  return innerPageMeta(pathname, meta, name, (url) =>
    programmes ? [programmeListNode(url, programmes.heading, programmes.items)] : [],
  );
}

/** Privacy and terms pages: a `BreadcrumbList`. */
export function legalMeta(
  pathname: string,
  { meta, name }: { meta: PageCopyMeta; name: string },
): MetaDescriptor[] {
  return innerPageMeta(pathname, meta, name);
}
