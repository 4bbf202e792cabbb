import { fieldLimits } from "@lib/leads/limits";
import type { Attribution } from "@lib/leads/schema";

/** The page a lead is sent from as the browser shows it: path and query, referrer URL or "". */
export interface Visit {
  page: string;
  referrer: string;
}

const utm = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

/** Ad networks' click ids, recorded as `<name>:<value>`. */
const clickIds = ["gclid", "fbclid", "yclid", "msclkid"];

const cut = (value: string) => value.slice(0, fieldLimits.attribution);

/**
 * The attribution of `visit` on the site at `origin`: its page (`landingPage`), the referrer's origin when it is another site, the UTM parameters and the
 * first ad click id, each cut to the schema's limit.
 */
export function attributionOf(visit: Visit, origin: string): Attribution {
  const url = new URL(visit.page, origin);
  const touch: Attribution = { landingPage: cut(visit.page) };
  try {
    const referrer = new URL(visit.referrer).origin;
    if (referrer !== origin) touch.referrer = cut(referrer);
  } catch {
    // No referrer, or not a URL: a direct visit.
  }
  for (const [field, name] of Object.entries(utm)) {
    const value = url.searchParams.get(name)?.trim();
    if (value) touch[field as keyof typeof utm] = cut(value);
  }
  const click = clickIds.find((name) => url.searchParams.get(name)?.trim());
  if (click) touch.clickId = cut(`${click}:${url.searchParams.get(click)!.trim()}`);
  return touch;
}

/**
 * The attribution a lead carries (issue 15; issue 29, item 2): read from the page the form
 * is sent from, at the moment it is sent, and nothing else. No visit is stored on the device
 * (ePrivacy art. 5(3), PECR reg. 6: storing it is not strictly necessary and would need
 * consent), so a campaign seen on an earlier page of the visit is not carried to a later one.
 */
export function leadAttribution(): Attribution {
  return attributionOf(
    { page: location.pathname + location.search, referrer: document.referrer },
    location.origin,
  );
}
