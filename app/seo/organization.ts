import { loadFacts } from "@lib/content/facts.server";
import type { Facts } from "@lib/content/schemas/facts";
import { localeList } from "@lib/i18n/locales";
import type { JsonLdNode } from "./json-ld";
import { absoluteUrl, siteUrl } from "./site-url";

/** `@id` of the company's Organization node, which other nodes point to as provider/publisher. */
export const organizationId = `${siteUrl}/#organization`;
/** `@id` of the WebSite node. */
export const webSiteId = `${siteUrl}/#website`;
/** The square logo the Organization node names (rendered from the brand emblem at build time). */
export const logoPath = "/icons/icon-512.png";

/** "GMT+8" → "+08:00": schema.org Time carries the offset, as company hours are China time. */
function utcOffset(timeZone: string): string {
  const match = /^GMT([+-])(\d{1,2})$/.exec(timeZone);
  if (!match)
    throw new Error(`content/facts.yaml: hours.timeZone must look like GMT+8, got ${timeZone}`);
  return `${match[1]}${match[2]!.padStart(2, "0")}:00`;
}

function openingHours(company: Facts): JsonLdNode[] {
  const offset = utcOffset(company.hours.timeZone);
  const spec = (days: string[], hours: { opens: string; closes: string }): JsonLdNode => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map((day) => `https://schema.org/${day}`),
    opens: `${hours.opens}:00${offset}`,
    closes: `${hours.closes}:00${offset}`,
  });
  return [
    spec(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], company.hours.weekdays),
    spec(["Saturday"], company.hours.saturday),
  ];
}

/**
 * The company as a schema.org `Organization` (issue 6): name, logo, head-office
 * `PostalAddress` in Guangzhou, and contact points with the site's languages and the
 * working hours of SPEC §9. Every value comes from `content/facts.yaml`.
 */
export function organizationNode(): JsonLdNode {
  const company = loadFacts();
  const { contact } = company;
  const languages = localeList.map((locale) => locale.tag);
  const [mainPhone, mobilePhone] = contact.phones;
  const contactPoint = (
    contactType: string,
    email: string,
    telephone: string | undefined,
  ): JsonLdNode => ({
    "@type": "ContactPoint",
    contactType,
    email,
    ...(telephone ? { telephone } : {}),
    availableLanguage: languages,
    hoursAvailable: openingHours(company),
  });
  return {
    "@type": "Organization",
    "@id": organizationId,
    name: company.name,
    url: `${siteUrl}/`,
    logo: { "@type": "ImageObject", url: absoluteUrl(logoPath), width: 512, height: 512 },
    foundingDate: String(company.foundedYear),
    email: contact.emails.general,
    ...(mainPhone ? { telephone: mainPhone } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
    contactPoint: [
      contactPoint("customer service", contact.emails.general, mainPhone),
      contactPoint("sales", contact.emails.sales, mobilePhone ?? mainPhone),
    ],
  };
}

/** The site as a schema.org `WebSite` in all its languages, published by the company. */
export function webSiteNode(description: string): JsonLdNode {
  return {
    "@type": "WebSite",
    "@id": webSiteId,
    name: loadFacts().name,
    url: `${siteUrl}/`,
    description,
    inLanguage: localeList.map((locale) => locale.tag),
    publisher: { "@id": organizationId },
  };
}
