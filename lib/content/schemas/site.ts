import { z } from "zod";
import {
  errorCodes as leadErrorCodes,
  productCategories as categoryKeys,
} from "../../leads/schema";
import { departureFormats, missionCities } from "../keys";
import { keyedObject, label, pageMeta, text } from "./fields";
import { incoterms, quantityUnits } from "../../leads/quote-terms";

/** Why a lead's file is refused (server/uploads/attachment-limits.ts `AttachmentProblem`). */
const attachmentProblems = [
  "file_too_large",
  "files_too_large",
  "too_many_files",
  "file_type",
  "heic_unreadable",
  "image_too_large",
] as const;

const formFields = {
  label: text(80),
  name: text(40),
  company: text(40),
  email: text(40),
  phone: text(40),
  phonePlaceholder: text(40),
  message: text(40),
  messagePlaceholder: text(120),
  requiredHint: text(120),
  submit: label(),
};

/**
 * The site chrome of one locale, `content/ui/<locale>/site.yaml`: header, switcher,
 * footer, both forms and their messages, the toast region, the 404 and error pages.
 */
export const siteSchema = z
  .object({
    skipToContent: text(60),
    homeLink: text(80),
    nav: z
      .object({
        label: text(40),
        services: label(),
        missions: label(),
        contact: label(),
        /** The phone menu's button, which opens the same links and the languages. */
        menu: label(),
        /** Accessible name of the button that closes the phone menu. */
        close: label(),
      })
      .strict(),
    switcher: z.object({ label: text(60) }).strict(),
    backToHome: label(),
    footer: z
      .object({
        tagline: text(300),
        contactsHeading: text(60),
        headOffice: text(60),
        phones: text(40),
        emailGeneral: text(60),
        emailSales: text(60),
        emailJobs: text(60),
        chat: text(60),
        chatOpensNewTab: text(60),
        hoursHeading: text(60),
        weekdays: text(40),
        saturday: text(40),
        sunday: text(40),
        /** What the hours list says of a day the office is closed (Sunday). */
        closed: text(40),
        sectorsHeading: text(60),
        legalLabel: text(40),
        privacy: label(),
        terms: label(),
        rights: text(80),
      })
      .strict(),
    address: text(200)
      .optional()
      .describe(
        "The head-office address in this language's script, shown beside the Latin one of the facts; empty where the Latin one serves.",
      ),
    contactForm: z
      .object({
        ...formFields,
        category: text(40),
        categoryPlaceholder: text(60),
        categories: keyedObject(categoryKeys, text(60)),
        /** The structured request (issue 30): the lines of goods' group and its controls. */
        items: text(60),
        itemsHint: text(160),
        /** Names a line for assistive technology and the error summary; `{n}` is its number. */
        line: text(40),
        product: text(40),
        productPlaceholder: text(80),
        quantity: text(40),
        unit: text(40),
        unitPlaceholder: text(40),
        units: keyedObject(quantityUnits, text(40)),
        addLine: label(),
        /** `{n}`: the line's number. */
        removeLine: label(),
        destinationCountry: text(40),
        countryPlaceholder: text(60),
        incoterm: text(60),
        incotermPlaceholder: text(60),
        /**
         * One line explaining each Incoterms 2020 rule (the code itself stays the ICC's);
         * `not_sure` is the whole label of that choice.
         */
        incoterms: keyedObject(incoterms, text(120)),
        targetPrice: text(40),
        targetCurrency: text(40),
        neededBy: text(40),
      })
      .strict(),
    missionForm: z
      .object({
        ...formFields,
        program: text(40),
        programPlaceholder: text(120),
        /** Issue 30: number of travellers, preferred month or departure, cities of interest. */
        travellers: text(40),
        travelPeriod: text(60),
        travelPeriodPlaceholder: text(120),
        cities: text(60),
      })
      .strict(),
    leadForm: z
      .object({
        sending: label(),
        errorSummary: text(80),
        /** One message per error code of the lead schema; `{max}` is the field's length limit. */
        errors: keyedObject(leadErrorCodes, text(160)),
        sent: z.object({ title: text(80), description: text(160) }).strict(),
        failed: z
          .object({ offline: text(200), server: text(200), rateLimited: text(200), retry: label() })
          .strict(),
        /**
         * The line under the send button, linking to the privacy policy, and its sentence on
         * the transfer abroad (issue 29: GDPR art. 13(1)(f), 152-FZ art. 12), worded from the
         * facts `{dataCountry}`, `{processingCountry}` and `{transferSafeguard}`.
         */
        consent: z
          .object({ before: text(300), link: label(), after: z.string(), transfer: text(300) })
          .strict(),
        /**
         * The label of the separate, unticked consent checkbox (issue 34), shown in the
         * locales whose registry entry has `separateConsent`: `link` opens the consent text.
         */
        separateConsent: z
          .object({ before: z.string(), link: text(120), after: z.string() })
          .strict()
          .describe(
            "Consent checkbox (locales with separateConsent in content/locales.json, Russian): the text before the link, the link to the consent text, the text after it.",
          ),
        /**
         * The quote form's files (issue 30): the picker's label and hint, the list's remove
         * button and upload progress (`{file}`, `{percent}`), and why a file is refused
         * (`{file}` is its name).
         */
        attachments: z
          .object({
            label: text(60),
            hint: text(200),
            drop: text(60),
            remove: text(60),
            progress: text(80),
            reattach: text(240),
            problems: keyedObject(attachmentProblems, text(200)),
          })
          .strict()
          .describe(
            "Files on the quote form: label, hint, drop-zone text, the remove button ({file}), the progress ({file}, {percent}), the request to attach again the files of a lead the page reloaded before it was sent ({files}), and the message of each refusal ({file}).",
          ),
      })
      .strict(),
    /** Accessible label of the toast region (SPEC §4). */
    notifications: text(40),
    /** The 404 page (SPEC §2, §8). */
    notFound: z
      .object({ title: text(60), heading: text(20), text: text(120), home: label() })
      .strict(),
    /**
     * The thank-you page a form sent without JavaScript lands on (issue 18); its heading
     * and text are `leadForm.sent`'s, as after a send with JavaScript.
     */
    thankYou: z.object({ title: text(60), back: label() }).strict(),
    /**
     * The server's page answering a form sent without JavaScript that it could not take
     * (issue 18): invalid fields (the form again with what was typed), a foreign origin,
     * too many requests or a failure (`leadForm.failed`'s messages).
     */
    formPost: z
      .object({
        title: text(60),
        heading: text(120),
        intro: text(200),
        refusedTitle: text(60),
        refused: text(300),
        failedTitle: text(60),
        back: label(),
      })
      .strict(),
    /**
     * Dated departures (issue 27): the missions page's list, each departure's page and the
     * names of the cities a departure may visit, in this language's script.
     */
    departures: z
      .object({
        heading: text(80),
        dates: text(40),
        cities: text(40),
        sectors: text(40),
        format: text(40),
        formats: keyedObject(departureFormats, text(60)),
        cantonFairPhase: text(60),
        seatsLeft: text(40),
        priceFrom: text(40),
        calendar: label(),
        requestHeading: text(80),
        requestIntro: text(300),
        cityNames: keyedObject(missionCities, text(40)),
      })
      .strict(),
    /**
     * The case studies' own pages (issue 27): the list at `/{lang}/case-studies` (its search
     * snippet and heading), the link to it, and the heading above a case study's story.
     */
    caseStudies: z
      .object({
        meta: pageMeta,
        heading: text(80),
        all: label(),
        read: label(),
        storyHeading: text(80),
      })
      .strict(),
    /**
     * The site search (issue 27): the header's field, the search page `/{lang}/search` and
     * what they say while searching, without results and without JavaScript.
     */
    search: z
      .object({
        meta: pageMeta,
        heading: text(80),
        label: text(60),
        placeholder: text(40),
        submit: label(),
        searching: text(60),
        noResults: text(160),
        resultsLabel: text(60),
        all: label(),
        noScript: text(200),
      })
      .strict(),
    /** The generic routing-error page (SPEC §8). */
    error: z.object({ title: text(60), heading: text(120) }).strict(),
  })
  .strict();

export type SiteCopy = z.infer<typeof siteSchema>;
