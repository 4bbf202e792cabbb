import { isValidPhoneNumber } from "libphonenumber-js/max";
import { z } from "zod";
import { keyedObject } from "./fields";
import { programmeKeys } from "../keys";

const range = z
  .object({ min: z.number().int().positive(), max: z.number().int().positive() })
  .strict()
  .refine((r) => r.min <= r.max, "min must not exceed max");
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time such as 09:00")
  .meta({ patternMessage: "a time such as 09:00" });
const phoneMessage = "a phone number in E.164, e.g. +862038880000";
const openingHours = z.object({ opens: time, closes: time }).strict();

const legalText = z.string().trim().min(1, "required");
const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, "ISO 3166 country code such as CN")
  .meta({ patternMessage: "ISO 3166 country code such as CN" });

/**
 * The company facts, `content/facts.yaml` (issue 14): every figure, contact value and time
 * the site states, once. Prose refers to them by ICU MessageFormat placeholder
 * (`factValues` in lib/content/facts.server.ts: `{company}`, `{foundedYear}`, `{years}`,
 * `{countries}`, `{clients}`, `{containers}`, `{carRangeKm}`,
 * `{missionDaysMin}`…, `{leadRetentionMonths}`…, `{crm}`); numbers take plural forms, e.g.
 * `{years, plural, one {# year} other {# years}}`, formatted per locale by the build; a
 * switch is a select, `{crm, select, yes {…} other {…}}`.
 * Nothing here is copy. Each `.describe()` is shown to the editor as the field's hint in
 * the CMS, which rewrites the YAML without comments.
 */
export const factsSchema = z
  .object({
    name: z
      .string()
      .min(1)
      .describe("Brand name, kept in Latin script in every language ({company} in prose)."),
    foundedYear: z
      .number()
      .int()
      .min(1900)
      .max(2100)
      .describe("Years of experience ({years}) are the build year minus this year."),
    figures: z
      .object({
        deliveryCountries: z
          .number()
          .int()
          .positive()
          .describe("Countries the company has delivered to ({countries})."),
        clients: z
          .number()
          .int()
          .positive()
          .describe('Satisfied clients, shown as "1,000+" ({clients}).'),
        containersDelivered: z
          .number()
          .int()
          .positive()
          .describe("Containers delivered ({containers})."),
        carRangeKm: z
          .number()
          .int()
          .positive()
          .describe(
            'Longest range of the premium electric cars on the CLTC cycle, in kilometres; prose says "up to" and names the cycle ({carRangeKm}).',
          ),
      })
      .strict(),
    contact: z
      .object({
        phones: z
          .array(
            z
              .string()
              // The shape first (the CMS checks it before saving), then the numbering plan.
              .regex(/^\+[1-9]\d{6,14}$/, phoneMessage)
              .meta({ patternMessage: phoneMessage })
              .refine((p) => isValidPhoneNumber(p), phoneMessage),
          )
          .min(1)
          .describe("Phones in E.164, for tel: links; the display form is derived."),
        emails: z
          .object({
            general: z.email("an e-mail address"),
            sales: z.email("an e-mail address"),
            jobs: z.email("an e-mail address"),
          })
          .strict(),
        messengers: z
          .array(
            z
              .object({
                name: z.string().min(1),
                url: z
                  .url({ protocol: /^https$/ })
                  .regex(/^https:\/\/\S+$/, "an https:// address")
                  .meta({ patternMessage: "an https:// address" }),
              })
              .strict(),
          )
          .describe("Online chat offices: external messengers, opened in a new tab."),
        address: z
          .object({
            street: z.string().min(1),
            district: z.string().min(1),
            city: z.string().min(1),
            region: z.string().min(1),
            postalCode: z.string().min(1),
            country: z
              .string()
              .regex(/^[A-Z]{2}$/, "ISO 3166 country code such as CN")
              .meta({ patternMessage: "ISO 3166 country code such as CN" }),
          })
          .strict()
          .describe(
            "Head-office address in Latin script, as printed on contracts. Each language's own script: the Address field of the Ui collection.",
          ),
        profiles: z
          .array(z.url())
          .default([])
          .describe("Profiles of the company elsewhere (schema.org sameAs)."),
      })
      .strict(),
    hours: z
      .object({
        timeZone: z
          .string()
          .regex(/^GMT[+-]\d{1,2}$/, "an offset such as GMT+8")
          .meta({ patternMessage: "an offset such as GMT+8" }),
        weekdays: openingHours,
        saturday: openingHours,
      })
      .strict()
      .describe("Working hours in China Standard Time (SPEC §9)."),
    missions: z
      .object({
        days: range,
        companyTours: range,
        cityCount: z.number().int().positive(),
        programmes: keyedObject(programmeKeys, range),
      })
      .strict()
      .describe("Business missions (SPEC §1, §9), in days; ARCHITECTURE.md settles 3 to 25."),
    controller: z
      .object({
        example: z
          .boolean()
          .describe(
            "True while the legal facts below are examples: a production build warns (scripts/content/check.ts). Set to false once the owners have filled them in.",
          ),
        legalName: legalText.describe(
          "The company's registered legal name, the controller of personal data and the party to the terms ({controllerName}).",
        ),
        registeredAddress: legalText.describe(
          "Registered office as in the company register ({controllerAddress}).",
        ),
        registrationNumber: legalText.describe(
          "Number in the company register, e.g. the Unified Social Credit Code ({controllerRegistration}).",
        ),
        email: z
          .email("an e-mail address")
          .describe("Where data-protection requests and legal notices go ({controllerEmail})."),
        dataCountry: countryCode.describe(
          "Country of the server that stores the requests ({dataCountry}, named in each language).",
        ),
        processingCountry: countryCode.describe(
          "Country where the sales team reads and answers the requests ({processingCountry}, named in each language): the transfer abroad the forms and the privacy policy name (GDPR art. 13(1)(f); 152-FZ art. 12, transfers to states without adequate protection).",
        ),
        transferSafeguard: z
          .enum(["standardContractualClauses", "explicitConsent"])
          .describe(
            "How transfers abroad are protected ({transferSafeguard, select, …}): the European Commission's standard contractual clauses (GDPR art. 46), or, without them (the value keeps its earlier name explicitConsent), the transfer's necessity for answering the sender's request before a contract (GDPR art. 49(1)(b)) and the sender's consent where a law asks for it (issue 29).",
          ),
        representatives: z
          .array(
            z
              .object({
                region: z
                  .enum(["EU", "GB"])
                  .describe("EU for the European Union, GB for the United Kingdom."),
                name: legalText,
                address: legalText,
                email: z.email("an e-mail address"),
              })
              .strict(),
          )
          .describe(
            "The representative in the EU or the UK (GDPR art. 27), when one is appointed; the privacy policy names each one, and has no such section while this is empty.",
          ),
        governingLaw: countryCode.describe(
          "Country whose law governs the terms of use ({governingLaw}, named in each language).",
        ),
        disputeResolution: z
          .object({
            method: z.enum(["arbitration", "courts"]),
            body: legalText.describe(
              "The arbitration institution or the court, by its official name ({disputeBody}).",
            ),
            seat: legalText.describe("City of the arbitration or the court ({disputeSeat})."),
          })
          .strict()
          .describe("How disputes under the terms of use are decided ({disputeMethod})."),
      })
      .strict()
      .describe(
        "Who runs the site in law (issue 29): the privacy policy's controller and the terms' entity.",
      ),
    privacy: z
      .object({
        leadRetentionMonths: z.number().int().positive(),
        spamRetentionDays: z.number().int().positive(),
        ipRetentionDays: z.number().int().positive(),
        rateLimitWindowMinutes: z.number().int().positive(),
        logRetentionDays: z.number().int().positive(),
        backupRetentionDays: z
          .number()
          .int()
          .positive()
          .describe(
            "Days an encrypted backup of the lead store is kept (issue 32): erased data leaves the backups within them. The server's `BACKUP_RETENTION_DAYS` defaults to it and may not exceed it.",
          ),
        requestReplyDays: z.number().int().positive(),
        requestReplyWorkingDays: z
          .number()
          .int()
          .positive()
          .max(10)
          .describe(
            "Working days within which a request of a data subject under Russian law is answered (152-FZ art. 14 and 20: at most 10 working days); the Russian privacy policy and consent text state it.",
          ),
        crmConnected: z
          .boolean()
          .describe(
            "True when each lead also goes to the sales team's CRM system (the server's `LEADS_WEBHOOK_URL`): the privacy policy and consent then name the CRM as a recipient ({crm}: yes or no). The server warns at start when the webhook is set while this is false (issue 29).",
          ),
      })
      .strict()
      .describe(
        "What the privacy policy promises and the server does (server/privacy/retention.ts, the rate limit's window, the log rotation).",
      ),
  })
  .strict();

export type Facts = z.infer<typeof factsSchema>;
