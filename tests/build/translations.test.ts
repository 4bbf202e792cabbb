import { describe, expect, it } from "vitest";
import { defaultLocale, localeInfo, locales, type Locale } from "@lib/i18n/locales";
import { allRoutePaths, localeFromPath } from "@lib/i18n/paths";
import { loadFacts } from "@lib/content/facts.server";
import { incoterms, priceCurrencies } from "@lib/leads/quote-terms";
import { attachmentAccept } from "@lib/leads/attachment-rules";
import { readPage } from "./site";
import { textInPageLanguage } from "./visible-text";

/**
 * Latin-script words allowed on pages in another script (Arabic, Russian): brands, units,
 * trade terms and contact details that stay in Latin script (issue 4). Reviewed; keep it short.
 */
const latinAllowList = new Set(
  [
    // the company and its contact details
    "Pearl",
    "River",
    "Sourcing",
    "WhatsApp",
    "GMT",
    "Tianhe",
    "North",
    "Road",
    "Room",
    "District",
    "Guangzhou",
    // trade terms used untranslated in the trade
    "HoReCa",
    "CNC",
    "IT",
    "SUV",
    "FOB",
    "CIF",
    "EXW",
    "DDP",
    // …and in the starter guides' titles, which home and sector pages list (issue 27): the
    // Incoterm CIP and AQL, the acceptance quality limit of ISO 2859 inspections
    "CIP",
    "AQL",
    "CE",
    "FDA",
    "ISO",
    "GMP",
    // standards and certification bodies buyers look for by their codes
    "AISI",
    "ETL",
    "NSF",
    "FCC",
    "SASO",
    "EAC",
    // …and the medical-device regulators and rules the medical page names by their codes
    // (issue 29): Saudi SFDA and its marketing authorisation (MDMA), the UAE's EDE and MOHAP
    // it took registration over from, Spain's AEMPS, the EU's MDR and IVDR regulations
    "SFDA",
    "MDMA",
    "EDE",
    "MOHAP",
    "AEMPS",
    "MDR",
    "IVDR",
    // the test cycle an electric car's range is measured on, and the FDA's premarket
    // notification, 510(k), whose letter the clearance carries (issue 29)
    "CLTC",
    "k",
    // keyboard keys: the toast region announces its shortcut, Alt+T (SPEC §4)
    "Alt",
    "T",
    "CCC",
    // technical terms the privacy pages use as every local policy does: IP address, cookie,
    // and the names of the recipients it must list (a webhook, the sales team's CRM)
    "IP",
    "cookie",
    "webhook",
    "CRM",
    // …and the campaign parameters and ad click ids it says are recorded, by the names
    // they carry in a link (issue 15)
    "UTM",
    "gclid",
    "fbclid",
    "yclid",
    "msclkid",
    // the laws and authorities the privacy policy names by their abbreviations (issue 29),
    // and the Latin letters of the points of GDPR art. 6(1) as the regulation cites them
    "GDPR",
    "UK",
    "ICO",
    "AEPD",
    "SDAIA",
    "b",
    "f",
    "AI",
    "B2B",
    "OEM",
    "ODM",
    "LED",
    "OLED",
    "km",
    "kWh",
    // the quote form's standard codes (issue 30): the Incoterms 2020 rules and ISO 4217
    // currencies are written as codes in every language, and the file types it accepts go
    // by their format names (PDF, JPEG, WebP…)
    ...incoterms.filter((rule) => rule !== "not_sure"),
    ...priceCurrencies,
    ...attachmentAccept.split(",").map((extension) => extension.slice(1)),
    "JPEG",
    "WebP",
    // trade abbreviations the FAQs give in brackets after their translated term (issue 27):
    // minimum order quantity and factory acceptance test (AQL is among the standard names)
    "MOQ",
    "FAT",
    // …and the shipping codes they give the same way: the air (IATA) and sea (IMDG)
    // dangerous-goods rules, and roll-on/roll-off ships (RoRo)
    "IATA",
    "IMDG",
    "RoRo",
  ].map((word) => word.toLowerCase()),
);

/**
 * Distinctively English words: any of them on a page in another Latin-script language
 * (Spanish) is an untranslated string.
 */
const englishMarkers = new Set([
  "the",
  "and",
  "with",
  "your",
  "our",
  "from",
  "for",
  "learn",
  "more",
  "about",
  "home",
  "get",
  "quote",
  "services",
  "what",
  "why",
  "choose",
  "us",
  "we",
  "you",
  "of",
  "to",
  "back",
  "send",
  "request",
  "name",
  "company",
  "message",
  "phone",
  "required",
  "page",
  "not",
  "found",
  "return",
  "privacy",
  "policy",
  "terms",
  "rights",
  "reserved",
  "contact",
  "equipment",
  "furniture",
  "medical",
  "cars",
  "business",
  "missions",
  "start",
  "cooperation",
]);

/**
 * Brand and model names that stay in Latin script, as the trade writes them. Matched as
 * whole phrases before the text is split, so "Li Auto" passes without allowing "Auto".
 */
const brandNames = [
  "Alibaba Cloud",
  "United Imaging",
  "Li Auto",
  "BYD Seal",
  "Xiaomi Pad",
  "TP-Link",
  "Huawei",
  "Lenovo",
  "ThinkPad",
  "Xiaomi",
  "MateBook",
  "MatePad",
  "Hisense",
  "TCL",
  "Inspur",
  "ZTE",
  "Ruijie",
  "Honor",
  "OPPO",
  "vivo",
  "Anker",
  "Baseus",
  "Skyworth",
  "AOC",
  "YMTC",
  "CXMT",
  "BOE",
  "CSOT",
  "Siemens",
  "Fanuc",
  "Mitsubishi",
  "Inovance",
  "Mindray",
  "SonoScape",
  "BYD",
  "NIO",
  "Zeekr",
  "XPeng",
  "Hongqi",
  "Yangwang",
  "Denza",
  "Avatr",
  "AITO",
  "Geely",
  "Haier",
  "Baidu",
  "DJI",
  "GT",
  "Wi-Fi",
].sort((a, b) => b.length - a.length);

/**
 * The company's legal facts as registered (issue 29): its legal name, address and number,
 * and the arbitration body and seat, written as they are registered in every language.
 */
const { controller } = loadFacts();
const legalNames = [
  controller.legalName,
  controller.registeredAddress,
  controller.registrationNumber,
  controller.disputeResolution.body,
  controller.disputeResolution.seat,
  ...controller.representatives.flatMap(({ name, address }) => [name, address]),
];

/**
 * Payment terms the FAQs give in brackets after their translated term, as banks write them
 * (issue 27): telegraphic transfer and letter of credit. Matched whole, as brand names are.
 */
const paymentTerms = ["T/T", "L/C"];

/** `text` without e-mail addresses, URLs, the legal facts, brand names and payment terms. */
function withoutNames(text: string): string {
  let rest = text.replace(/\S+@\S+/g, " ").replace(/https?:\/\/\S+/g, " ");
  for (const name of legalNames) rest = rest.split(name).join(" ");
  for (const brand of brandNames) rest = rest.split(brand).join(" ");
  for (const term of paymentTerms) rest = rest.split(term).join(" ");
  return rest;
}

/** Runs of Latin script in `text` ("وCE" gives "CE"), model codes with digits (SU7, B2B) left out. */
function latinWords(text: string): string[] {
  const runs = withoutNames(text).match(
    /[\p{Script=Latin}\p{N}’']*\p{Script=Latin}[\p{Script=Latin}\p{N}’']*/gu,
  );
  return (runs ?? []).filter((word) => !/\p{N}/u.test(word));
}

/** Whole words of `text` in any script, accents kept (Spanish "usó" is not "us"). */
function allWords(text: string): string[] {
  return withoutNames(text).match(/[\p{L}’']+/gu) ?? [];
}

/**
 * The script `locale` is written in (ISO 15924: `Latn`, `Arab`, `Cyrl`), the likely one of
 * its registry tag (CLDR's likely subtags, through `Intl.Locale#maximize`), so a tag that
 * names its script (`sr-Latn`) says so.
 */
function scriptOf(locale: Locale): string | undefined {
  return new Intl.Locale(localeInfo(locale).tag).maximize().script;
}

/**
 * The words of a page in `locale` left in English, the default locale's language. A page in
 * another Latin-script language (Spanish) shows them as English words; a page in any other
 * script (Arabic, Russian), as words in Latin script.
 */
function untranslatedWords(locale: Locale, texts: string[]): string[] {
  return scriptOf(locale) === "Latn"
    ? texts.flatMap(allWords).filter((word) => englishMarkers.has(word.toLowerCase()))
    : texts.flatMap(latinWords).filter((word) => !latinAllowList.has(word.toLowerCase()));
}

const localized = allRoutePaths().filter((path) => localeFromPath(path) !== defaultLocale);

describe("no untranslated copy on any page outside the default locale (issue 4)", () => {
  it("covers every route of every other locale", () => {
    expect(localized.length).toBe((allRoutePaths().length * (locales.length - 1)) / locales.length);
  });

  for (const path of localized) {
    it(path, () => {
      const texts = textInPageLanguage(readPage(path));
      expect([...new Set(untranslatedWords(localeFromPath(path), texts))]).toEqual([]);
    });
  }
});
