import type { ReactNode } from "react";
import type { LeadDetail } from "@lib/inbox/api";
import type { RecordField } from "@lib/leads/lead-record";
import {
  countryName,
  formatTime,
  localeName,
  spamReasonDetails,
  spamReasonUnknownDetail,
} from "./format";
import { SpamReasonNote } from "./spam-reason";

/** How the lead page shows one record field: its label and, unless the plain value, its rendering. */
interface FieldRow {
  label: string;
  show?: (lead: LeadDetail) => ReactNode;
}

const link = "underline underline-offset-4";

/**
 * The lead page's row for each field of the lead record (lib/leads/lead-record.ts, issue 36),
 * or null when the field shows elsewhere (the id is the page's address; the spam reason is in
 * the spam row). Keyed by the record, so the compiler refuses a new field without its row.
 */
export const leadFieldRows: { [F in RecordField]: FieldRow | null } = {
  id: null,
  createdAt: {
    label: "Received",
    show: (lead) => <time dateTime={lead.createdAt}>{formatTime(lead.createdAt)}</time>,
  },
  form: { label: "Form" },
  locale: { label: "Language", show: (lead) => localeName(lead.locale) },
  page: { label: "Page" },
  name: { label: "Name" },
  company: { label: "Company" },
  email: {
    label: "E-mail",
    show: (lead) => (
      <a href={`mailto:${lead.email}`} className={`break-all ${link}`}>
        {lead.email}
      </a>
    ),
  },
  phone: {
    label: "Phone",
    show: (lead) =>
      lead.phone ? (
        <>
          <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className={link}>
            {lead.phone}
          </a>
          {lead.country ? <span className="text-muted"> ({countryName(lead.country)})</span> : null}
        </>
      ) : null,
  },
  category: { label: "Sector" },
  program: { label: "Programme" },
  message: {
    label: "Message",
    show: (lead) =>
      lead.message ? <span className="whitespace-pre-wrap">{lead.message}</span> : null,
  },
  spam: {
    label: "Spam",
    show: (lead) =>
      lead.spam ? (
        <>
          <SpamReasonNote reason={lead.spamReason} />
          <span className="mt-1 block text-muted">
            {lead.spamReason ? spamReasonDetails[lead.spamReason] : spamReasonUnknownDetail}
          </span>
        </>
      ) : (
        "No"
      ),
  },
  spamReason: null,
  withoutJavaScript: {
    label: "Sent without JavaScript",
    show: (lead) => (lead.withoutJavaScript ? "Yes" : "No"),
  },
  personalDataConsent: {
    label: "Consent to data processing",
    show: (lead) => (lead.personalDataConsent ? "Given separately (consent checkbox)" : "No"),
  },
  clientIp: {
    label: "IP address",
    show: (lead) => lead.clientIp ?? <span className="text-muted">Cleared or not recorded</span>,
  },
};

/** The lead page's label for each attribution field (issue 15), keyed by the attribution. */
export const attributionLabels: { [F in keyof LeadDetail["attribution"]]: string } = {
  landingPage: "Landing page",
  referrer: "Referrer",
  utmSource: "Source (utm_source)",
  utmMedium: "Medium (utm_medium)",
  utmCampaign: "Campaign (utm_campaign)",
  utmTerm: "Term (utm_term)",
  utmContent: "Content (utm_content)",
  clickId: "Click id",
};
