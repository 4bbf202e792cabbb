import { z } from "zod";
import { quantityUnits } from "../../leads/quote-terms";
import { keyedObject, text } from "./fields";

/**
 * The e-mail the sales team receives for each lead (issue 5), `content/email/<locale>/lead.yaml`,
 * sent in `LEADS_LANGUAGE`. `{name}` in a subject is the sender's name.
 */
export const leadEmailSchema = z
  .object({
    subject: z.object({ contact: text(120), mission: text(120) }).strict(),
    intro: z.object({ contact: text(200), mission: text(200) }).strict(),
    replyHint: text(200),
    /**
     * The lead's files (issue 30): the list's heading, the line linking to the lead in the
     * inbox (`{url}`), and the mark of a quarantined file (`{threat}`: what clamd found).
     */
    attachments: z.object({ heading: text(60), inbox: text(160), quarantined: text(160) }).strict(),
    labels: z
      .object({
        name: text(40),
        company: text(40),
        email: text(40),
        phone: text(40),
        category: text(40),
        program: text(40),
        items: text(40),
        destinationCountry: text(40),
        incoterm: text(40),
        targetPrice: text(40),
        neededBy: text(40),
        travellers: text(40),
        travelPeriod: text(60),
        cities: text(40),
        message: text(40),
        locale: text(40),
        page: text(40),
        createdAt: text(40),
        id: text(40),
        landingPage: text(40),
        referrer: text(40),
        utmSource: text(40),
        utmMedium: text(40),
        utmCampaign: text(40),
        utmTerm: text(40),
        utmContent: text(40),
        clickId: text(40),
      })
      .strict(),
    /**
     * A quantity with its unit, one ICU plural message per unit of the quote form
     * (`{quantity, plural, one {# pair} other {# pairs}}`), so the unit agrees with the number
     * in the e-mail's language (issue 29: Russian's few and many forms, Arabic's dual).
     */
    quantities: keyedObject(quantityUnits, text(300)),
    /** The line marking a lead sent by the plain form post (issue 18). */
    withoutJavaScript: text(120),
    /** The line marking a lead whose sender gave the separate consent (issue 34). */
    personalDataConsent: text(160),
    notGiven: text(40),
  })
  .strict();

export type LeadEmailCopy = z.infer<typeof leadEmailSchema>;

/**
 * The visitor's confirmation e-mail (issue 15, `LEADS_AUTOREPLY=1`),
 * `content/email/<locale>/autoreply.yaml`, sent in the page's language. `{name}` in the
 * greeting is the only text of the visitor's it carries, so the form cannot send their
 * words to a third party; `{company}` is ours.
 */
export const autoreplyEmailSchema = z
  .object({
    subject: text(120),
    greeting: text(120),
    body: z.array(text(400)).min(1).max(4),
    signature: text(120),
  })
  .strict();

export type AutoreplyEmailCopy = z.infer<typeof autoreplyEmailSchema>;
