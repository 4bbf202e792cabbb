import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import { localeFromPath, localizedPath, suffixFromPath, type PageSuffix } from "~/i18n/paths";
import { breadcrumbNode } from "./breadcrumbs";
import { organizationNode, webSiteNode } from "./organization";
import { pageMeta, type PageCopyMeta } from "./page-meta";
import { serviceNode, type ServiceCatalog } from "./service";
import { absoluteUrl } from "./site-url";
import { programmeListNode, type ProgrammeInput } from "./trips";

/**
 * One call per route module's `meta` export: each function reads the locale and page from
 * the prerendered `pathname` and adds the page type's structured data (issue 6).
 */

function page(pathname: string): { locale: ReturnType<typeof localeFromPath>; suffix: PageSuffix } {
  const suffix = suffixFromPath(pathname);
  if (suffix === null) throw new Error(`No page is prerendered at ${pathname}`);
  return { locale: localeFromPath(pathname), suffix };
}

/** Breadcrumb from the language home (named by the brand, as in the header) to this page. */
function trail(pathname: string, name: string) {
  const { locale, suffix } = page(pathname);
  return breadcrumbNode([
    { name: company.name, path: localizedPath(locale) },
    { name, path: localizedPath(locale, suffix) },
  ]);
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
  input: { meta: PageCopyMeta; name: string; catalog?: ServiceCatalog },
): MetaDescriptor[] {
  const { locale, suffix } = page(pathname);
  const url = absoluteUrl(localizedPath(locale, suffix));
  return pageMeta({
    locale,
    suffix,
    ...input.meta,
    structuredData: [
      trail(pathname, input.name),
      serviceNode({
        url,
        name: input.name,
        description: input.meta.description,
        catalog: input.catalog,
      }),
    ],
  });
}

/** The business-missions page: `BreadcrumbList` and an `ItemList` of `TouristTrip` programmes. */
export function missionsMeta(
  pathname: string,
  input: {
    meta: PageCopyMeta;
    name: string;
    programmes?: { heading: string; items: readonly ProgrammeInput[] };
  },
): MetaDescriptor[] {
  const { locale, suffix } = page(pathname);
  const url = absoluteUrl(localizedPath(locale, suffix));
  const { programmes } = input;
  return pageMeta({
    locale,
    suffix,
    ...input.meta,
    structuredData: [
      trail(pathname, input.name),
      ...(programmes ? [programmeListNode(url, programmes.heading, programmes.items)] : []),
    ],
  });
}

/** Privacy and terms pages: a `BreadcrumbList`. */
export function legalMeta(
  pathname: string,
  input: { meta: PageCopyMeta; name: string },
): MetaDescriptor[] {
  return pageMeta({
    ...page(pathname),
    ...input.meta,
    structuredData: [trail(pathname, input.name)],
  });
}

/** The 404 page: kept out of search indexes (issue 6); it has no canonical URL. */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ name: "robots", content: "noindex" }];
}
