import { displayPhone, loadFacts, yearsOfExperience } from "@lib/content/facts.server";
import { loadEntry } from "@lib/content/load.server";
import type { HomeCopy } from "@lib/content/schemas/home";
import type { LegalCopy, LegalSlug } from "@lib/content/schemas/legal";
import type { SiteCopy } from "@lib/content/schemas/site";
import { directionOf, localeInfo, type Locale } from "@lib/i18n/locales";
import { sectorSlugs } from "@lib/i18n/paths";
import { switcherOrder, switchTarget } from "~/i18n/switcher";
import type { ContactFacts, Figures, ShellData } from "./types";

/**
 * Copy for the route loaders, read from `content/` at build time (issue 14): loaders run when
 * a page is prerendered, so copy never ships in the JavaScript bundles.
 */

/** The home page copy of `locale`. */
export function loadHome(locale: Locale): HomeCopy {
  return loadEntry("home", locale, "page").data;
}

/** The privacy policy or the terms of use in `locale`. */
export function loadLegal(locale: Locale, page: LegalSlug): LegalCopy {
  return loadEntry("legal", locale, page).data;
}

/** The company's contact facts for pages in `locale`. */
export function contactFacts(
  locale: Locale,
  ui: SiteCopy = loadEntry("ui", locale, "site").data,
): ContactFacts {
  const { name, contact, hours } = loadFacts();
  const a = contact.address;
  return {
    name,
    phones: contact.phones.map((e164) => ({ e164, display: displayPhone(e164) })),
    emails: contact.emails,
    messengers: contact.messengers,
    address: `${a.street}, ${a.district}, ${a.city} ${a.postalCode}`,
    localAddress: ui.address,
    hours: {
      timeZone: hours.timeZone,
      weekdays: `${hours.weekdays.opens}–${hours.weekdays.closes}`,
      saturday: `${hours.saturday.opens}–${hours.saturday.closes}`,
    },
  };
}

/** The header and footer data of the page at `pathname` in `locale`, for a route loader to return. */
export function loadShell(locale: Locale, pathname: string): ShellData {
  const ui = loadEntry("ui", locale, "site").data;
  const home = loadHome(locale);
  const facts = loadFacts();
  return {
    locale,
    dir: directionOf(locale),
    page: pathname,
    ui,
    sectors: sectorSlugs.map((slug) => ({ slug, title: home.services.cards[slug].title })),
    missionsTitle: home.missionsTeaser.eyebrow,
    copyrightYears: `${facts.foundedYear}–${new Date().getUTCFullYear()}`,
    company: contactFacts(locale, ui),
    switcher: switcherOrder(locale).map((target) => ({
      locale: target,
      nativeName: localeInfo(target).nativeName,
      flag: localeInfo(target).flag,
      href: switchTarget(pathname, target),
      current: target === locale,
    })),
  };
}

/**
 * The company's figures for `locale`, formatted through `Intl`; years of experience are the
 * build year minus the founding year.
 */
export function loadFigures(locale: Locale): Figures {
  const facts = loadFacts();
  const tag = localeInfo(locale).formatTag;
  const whole = new Intl.NumberFormat(tag);
  const f = facts.figures;
  return {
    years: whole.format(yearsOfExperience(facts)),
    countries: whole.format(f.deliveryCountries),
    clients: `${whole.format(f.clients)}+`,
    containers: whole.format(f.containersDelivered),
  };
}
