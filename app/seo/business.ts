import type {
  ContactPoint,
  OpeningHoursSpecification,
  Organization,
  ProfessionalService,
  WebSite,
} from "schema-dts";
import { loadFacts } from "@lib/content/facts.server";
import type { Facts } from "@lib/content/schemas/facts";
import { defaultLocale, localeList, type Locale } from "@lib/i18n/locales";
import { localizedPath } from "@lib/i18n/paths";
import { absoluteUrl, siteUrl } from "./site-url";

/** `@id` of the company's node, which other nodes point to as provider/publisher. */
export const businessId = `${siteUrl}/#organization`;
/** `@id` of the WebSite node. */
export const webSiteId = `${siteUrl}/#website`;
/** The square logo the business node names (rendered from the brand emblem at build time). */
export const logoPath = "/icons/icon-512.png";

type Day = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
const weekdays: Day[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/** "GMT+8" → "+08:00": a contact point's hours carry the offset, as its callers are abroad. */
function utcOffset(timeZone: string): string {
  const match = /^GMT([+-])(\d{1,2})$/.exec(timeZone);
  if (!match)
    throw new Error(`content/facts.yaml: hours.timeZone must look like GMT+8, got ${timeZone}`);
  return `${match[1]}${match[2]!.padStart(2, "0")}:00`;
}

/**
 * The working hours of `content/facts.yaml` as `OpeningHoursSpecification`s, times as
 * `hh:mm:ss` followed by `offset` (empty: the local time of the business's address, the
 * form Google's local-business guide gives). Sunday, closed, is simply not listed.
 */
function openingHours(company: Facts, offset = ""): OpeningHoursSpecification[] {
  const spec = (days: Day[], hours: { opens: string; closes: string }) =>
    ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days,
      opens: `${hours.opens}:00${offset}`,
      closes: `${hours.closes}:00${offset}`,
    }) satisfies OpeningHoursSpecification;
  return [spec(weekdays, company.hours.weekdays), spec(["Saturday"], company.hours.saturday)];
}

/** How other nodes name the company: its `@id`, with the name and home page a reader can check. */
export function businessReference(): Exclude<Organization, string> {
  return { "@type": "Organization", "@id": businessId, name: loadFacts().name, url: `${siteUrl}/` };
}

/**
 * The company as a schema.org `ProfessionalService` (a `LocalBusiness`, and so an
 * `Organization`; issue 18), for the home page of `locale`: name, logo, the head-office
 * `PostalAddress` in Guangzhou, phone, e-mail, opening hours, contact points in the site's
 * languages, and `sameAs` with the company's profiles elsewhere when the facts list any.
 * Every value comes from `content/facts.yaml`; no price range or rating is claimed.
 */
export function businessNode(locale: Locale): Exclude<ProfessionalService, string> {
  const company = loadFacts();
  const { contact } = company;
  const languages = localeList.map((entry) => entry.tag);
  const [mainPhone, mobilePhone] = contact.phones;
  const logo = absoluteUrl(logoPath);
  const contactPoint = (contactType: string, email: string, telephone?: string) =>
    ({
      "@type": "ContactPoint",
      contactType,
      email,
      ...(telephone ? { telephone } : {}),
      availableLanguage: languages,
      hoursAvailable: openingHours(company, utcOffset(company.hours.timeZone)),
    }) satisfies ContactPoint;
  return {
    "@type": "ProfessionalService",
    "@id": businessId,
    name: company.name,
    url: absoluteUrl(localizedPath(locale)),
    logo: { "@type": "ImageObject", url: logo },
    image: logo,
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
    openingHoursSpecification: openingHours(company),
    contactPoint: [
      contactPoint("customer service", contact.emails.general, mainPhone),
      contactPoint("sales", contact.emails.sales, mobilePhone ?? mainPhone),
    ],
    ...(contact.profiles.length > 0 ? { sameAs: contact.profiles } : {}),
  };
}

/**
 * The site as a schema.org `WebSite` in all its languages, published by the company: only on
 * the canonical home (`/en`; `/` declares it canonical), where Google reads the site name.
 */
export function webSiteNode(description: string): Exclude<WebSite, string> {
  return {
    "@type": "WebSite",
    "@id": webSiteId,
    name: loadFacts().name,
    url: absoluteUrl(localizedPath(defaultLocale)),
    description,
    inLanguage: localeList.map((entry) => entry.tag),
    publisher: { "@id": businessId },
  };
}
