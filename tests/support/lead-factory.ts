import { randomUUID } from "node:crypto";
import type { Lead, LeadAttribution } from "../../server/storage/lead";

/** A stored lead's structured request fields (issue 30) when the visitor gave none. */
export const noRequestDetails = {
  items: [],
  destinationCountry: null,
  incoterm: null,
  targetPrice: null,
  targetCurrency: null,
  neededBy: null,
  travellers: null,
  travelPeriod: null,
  cities: [],
} satisfies Partial<Lead>;

/** A stored lead's attribution when the visit carried none. */
export const noAttribution: LeadAttribution = {
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  clickId: null,
};

/** A stored lead as `insertLead` takes it: a contact lead, with `overrides` on top. */
export function storedLead(
  overrides: Partial<Omit<Lead, "attribution">> & { attribution?: Partial<LeadAttribution> } = {},
): Lead {
  const { attribution, ...fields } = overrides;
  return {
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    form: "contact",
    locale: "en",
    page: "/en",
    name: "Jane Buyer",
    company: "Buyer Hotels Ltd",
    email: "jane@buyer.example",
    phone: "+44 20 7946 0000",
    category: "horeca",
    program: null,
    ...noRequestDetails,
    message: "40 combi ovens for Dubai, delivery in March.",
    spam: false,
    spamReason: null,
    withoutJavaScript: false,
    personalDataConsent: false,
    clientIp: null,
    ...fields,
    attribution: { ...noAttribution, ...attribution },
  };
}
