import type { BreadcrumbList } from "schema-dts";
import { absoluteUrl } from "./site-url";

/** One step of a breadcrumb trail: its visible name and site path. */
export interface Crumb {
  name: string;
  path: string;
}

/** A schema.org `BreadcrumbList` of `crumbs`, in order, with absolute URLs. */
export function breadcrumbNode(crumbs: Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
