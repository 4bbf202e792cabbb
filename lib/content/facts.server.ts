import { parsePhoneNumberWithError } from "libphonenumber-js/max";
import { attachmentLimits, heicPixelLimit } from "../leads/attachment-rules";
import { maxQuoteLines } from "../leads/quote-terms";
import { localeInfo, type Locale } from "../i18n/locales";
import type { MessageValues } from "./messages";
import { factsSchema, type Facts } from "./schemas/facts";
import { ContentError, contentPath, displayPath, readYaml, zodIssues } from "./files.server";

/**
 * The company facts of `content/facts.yaml`, validated (issue 14).
 * @throws ContentError naming the file and field when the file is missing or invalid.
 */
export function loadFacts(): Facts {
  const file = contentPath("facts.yaml");
  const raw = readYaml(file);
  if (raw === undefined)
    throw new ContentError([{ file: displayPath(file), path: "", message: "missing" }]);
  const result = factsSchema.safeParse(raw);
  if (!result.success) throw new ContentError(zodIssues(displayPath(file), result.error));
  return result.data;
}

/**
 * Years of experience: the build year minus the founding year (ARCHITECTURE.md), so the
 * site never states a stale figure. `now` is the build time.
 */
export function yearsOfExperience(facts: Facts, now = new Date()): number {
  return now.getUTCFullYear() - facts.foundedYear;
}

/** A phone number as people read it, e.g. `+86 20 3888 0000`, with no-break spaces so it never wraps. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberWithError(e164).formatInternational().replace(/ /g, "\u00a0");
}

/**
 * The values prose may name by ICU placeholder (documented in `content/facts.yaml`):
 * numbers formatted by the message's own locale (`{clients}` as a number).
 */
export function factValues(facts: Facts, locale: Locale, now = new Date()): MessageValues {
  const { figures, missions, privacy } = facts;
  return {
    company: facts.name,
    foundedYear: String(facts.foundedYear),
    years: yearsOfExperience(facts, now),
    countries: figures.deliveryCountries,
    clients: figures.clients,
    containers: figures.containersDelivered,
    carRangeKm: figures.carRangeKm,
    missionDaysMin: missions.days.min,
    missionDaysMax: missions.days.max,
    toursMin: missions.companyTours.min,
    toursMax: missions.companyTours.max,
    cityCount: missions.cityCount,
    leadRetentionMonths: privacy.leadRetentionMonths,
    spamRetentionDays: privacy.spamRetentionDays,
    ipRetentionDays: privacy.ipRetentionDays,
    rateLimitWindowMinutes: privacy.rateLimitWindowMinutes,
    logRetentionDays: privacy.logRetentionDays,
    backupRetentionDays: privacy.backupRetentionDays,
    requestReplyDays: privacy.requestReplyDays,
    requestReplyWorkingDays: privacy.requestReplyWorkingDays,
    // A recipient the legal text names only when it exists (issue 29): `{crm, select, yes {…} other {…}}`.
    crm: privacy.crmConnected ? "yes" : "no",
    ...controllerValues(facts, locale),
    // The quote form's limits (issue 30), named in its hints and errors: code, not facts.
    quoteLines: maxQuoteLines,
    attachmentFiles: attachmentLimits.files,
    attachmentFileMb: attachmentLimits.fileBytes / 2 ** 20,
    attachmentTotalMb: attachmentLimits.totalBytes / 2 ** 20,
    heicMegapixels: heicPixelLimit / 1e6,
  };
}

/**
 * The legal facts the privacy policy and terms name (issue 29): the controller's legal name,
 * register entry and contact as written, the countries of storage and governing law named
 * in `locale` (CLDR, through `Intl.DisplayNames`) with their codes, how transfers abroad are
 * protected (`{transferSafeguard, select, …}`), and the dispute resolution's method, body
 * and seat (`{disputeMethod, select, arbitration {…} other {…}}` in prose).
 */
export function controllerValues(facts: Facts, locale: Locale): MessageValues {
  const { controller } = facts;
  const country = new Intl.DisplayNames([localeInfo(locale).formatTag], { type: "region" });
  return {
    controllerName: controller.legalName,
    controllerAddress: controller.registeredAddress,
    controllerRegistration: controller.registrationNumber,
    controllerEmail: controller.email,
    dataCountry: country.of(controller.dataCountry) ?? controller.dataCountry,
    // The codes too, for a language that declines a country's name (Russian puts "Germany" in the prepositional case).
    dataCountryCode: controller.dataCountry,
    processingCountry: country.of(controller.processingCountry) ?? controller.processingCountry,
    processingCountryCode: controller.processingCountry,
    transferSafeguard: controller.transferSafeguard,
    governingLaw: country.of(controller.governingLaw) ?? controller.governingLaw,
    disputeMethod: controller.disputeResolution.method,
    disputeBody: controller.disputeResolution.body,
    disputeSeat: controller.disputeResolution.seat,
  };
}
