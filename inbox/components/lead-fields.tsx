import type { ReactNode } from "react";
import type { LeadDetail } from "@lib/inbox/api";
import type { QuantityUnit } from "@lib/leads/quote-terms";
import { missionCities, type MissionCity } from "@lib/content/keys";
import type { RecordField } from "@lib/leads/lead-record";
import type { Copy } from "../i18n/copy";
import type { MessageKey } from "../i18n/keys";
import { formName, sectorName } from "./format";
import { SpamReasonNote } from "./spam-reason";

/** How the lead page shows one record field: its label and, unless the plain value, its rendering. */
interface FieldRow {
  label: MessageKey;
  show?: (lead: LeadDetail, copy: Copy) => ReactNode;
  /** Shown on this form's leads only (the other form never asks for it). */
  form?: LeadDetail["form"];
}

const link = "underline underline-offset-4";

/**
 * The lead page's row for each field of the lead record (lib/leads/lead-record.ts, issue 36),
 * or null when the field shows elsewhere (the id is the page's address; the spam reason is in
 * the spam row). Keyed by the record, so the compiler refuses a new field without its row,
 * and its label by the catalogue (content/inbox/), so a row without its words.
 */
export const leadFieldRows: { [F in RecordField]: FieldRow | null } = {
  id: null,
  createdAt: {
    label: "lead.fields.createdAt",
    show: (lead, copy) => <time dateTime={lead.createdAt}>{copy.formatTime(lead.createdAt)}</time>,
  },
  form: { label: "lead.fields.form", show: (lead, copy) => formName(copy, lead.form) },
  locale: { label: "lead.fields.locale", show: (lead, copy) => copy.localeName(lead.locale) },
  page: { label: "lead.fields.page" },
  name: { label: "lead.fields.name" },
  company: { label: "lead.fields.company" },
  email: {
    label: "lead.fields.email",
    show: (lead) => (
      <a href={`mailto:${lead.email}`} className={`break-all ${link}`}>
        {lead.email}
      </a>
    ),
  },
  phone: {
    label: "lead.fields.phone",
    show: (lead, copy) =>
      lead.phone ? (
        <>
          <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className={link}>
            {lead.phone}
          </a>
          {lead.country ? (
            <span className="text-muted"> ({copy.countryName(lead.country)})</span>
          ) : null}
        </>
      ) : null,
  },
  category: {
    label: "lead.fields.category",
    show: (lead, copy) => (lead.category ? sectorName(copy, lead.category) : null),
  },
  program: { label: "lead.fields.program" },
  items: {
    label: "lead.fields.items",
    form: "contact",
    show: (lead, { t }) =>
      lead.items.length > 0 ? (
        <ol className="list-decimal space-y-1 ps-5">
          {lead.items.map((line, index) => (
            <li key={index}>
              {line.product}
              {line.quantity !== undefined || line.unit ? (
                <span className="text-muted">
                  {" × "}
                  {[line.quantity, line.unit && t(`lead.units.${line.unit as QuantityUnit}`)]
                    .filter(Boolean)
                    .join(" ")}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null,
  },
  destinationCountry: {
    label: "lead.fields.destinationCountry",
    form: "contact",
    show: (lead, copy) =>
      lead.destinationCountry
        ? `${copy.countryName(lead.destinationCountry)} (${lead.destinationCountry})`
        : null,
  },
  incoterm: {
    label: "lead.fields.incoterm",
    form: "contact",
    show: (lead, { t }) => (lead.incoterm === "not_sure" ? t("lead.notSure") : lead.incoterm),
  },
  targetPrice: {
    label: "lead.fields.targetPrice",
    form: "contact",
    show: (lead, copy) =>
      lead.targetPrice ? copy.formatPrice(lead.targetPrice, lead.targetCurrency) : null,
  },
  targetCurrency: null,
  neededBy: {
    label: "lead.fields.neededBy",
    form: "contact",
    show: (lead, copy) =>
      lead.neededBy ? <time dateTime={lead.neededBy}>{copy.formatDay(lead.neededBy)}</time> : null,
  },
  travellers: { label: "lead.fields.travellers", form: "mission" },
  travelPeriod: { label: "lead.fields.travelPeriod", form: "mission" },
  cities: {
    label: "lead.fields.cities",
    form: "mission",
    show: (lead, copy) =>
      lead.cities.length > 0
        ? copy.formatList(
            lead.cities.map((city) =>
              (missionCities as readonly string[]).includes(city)
                ? copy.t(`lead.cities.${city as MissionCity}`)
                : city,
            ),
          )
        : null,
  },
  message: {
    label: "lead.fields.message",
    show: (lead) =>
      lead.message ? <span className="whitespace-pre-wrap">{lead.message}</span> : null,
  },
  spam: {
    label: "lead.fields.spam",
    show: (lead, { t }) =>
      lead.spam ? (
        <>
          <SpamReasonNote reason={lead.spamReason} />
          <span className="mt-1 block text-muted">
            {lead.spamReason ? t(`spam.details.${lead.spamReason}`) : t("spam.unknownDetail")}
          </span>
        </>
      ) : (
        t("app.no")
      ),
  },
  spamReason: null,
  withoutJavaScript: {
    label: "lead.fields.withoutJavaScript",
    show: (lead, { t }) => t(lead.withoutJavaScript ? "app.yes" : "app.no"),
  },
  personalDataConsent: {
    label: "lead.fields.personalDataConsent",
    show: (lead, { t }) => t(lead.personalDataConsent ? "lead.consentGiven" : "app.no"),
  },
  clientIp: {
    label: "lead.fields.clientIp",
    show: (lead, { t }) =>
      lead.clientIp ?? <span className="text-muted">{t("lead.clientIpCleared")}</span>,
  },
};
