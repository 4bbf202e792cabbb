import { fieldLimits } from "@lib/leads/limits";
import type { Attribution } from "@lib/leads/schema";

/** A visit's first page as `./visit.ts` records it: path and query, referrer URL or "", time (ms). */
export interface Visit {
  page: string;
  referrer: string;
  at: number;
}

/** Where `./visit.ts` keeps its records (the same names; tests/attribution.test.ts checks). */
const visitKeys = { first: "attribution:first", session: "attribution:session" };
const keepMs = Number(import.meta.env.VITE_ATTRIBUTION_DAYS) * 86_400_000;

/** The kept first visit of the period, or null. */
function firstVisit(now: number): Visit | null {
  const kept = JSON.parse(localStorage.getItem(visitKeys.first) ?? "null") as Visit | null;
  return kept && now - kept.at < keepMs ? kept : null;
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
 * The attribution of `visit` (recorded by `./visit.ts`) on the site at `origin`: its
 * landing page, the referrer's origin when it is another site, the UTM parameters and the
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

/** A touch that names a source (campaign, click or referrer), not only a landing page. */
function hasSource(touch: Attribution): boolean {
  return Object.keys(touch).some((field) => field !== "landingPage");
}

/**
 * The attribution a lead carries (issue 15): this session's (last touch) when it names a
 * source, else the first visit's of the kept period when it does, else this session's
 * landing page; `undefined` when nothing was recorded or storage is blocked.
 */
export function leadAttribution(now: number = Date.now()): Attribution | undefined {
  try {
    const session = JSON.parse(sessionStorage.getItem(visitKeys.session) ?? "null") as Visit | null;
    const last = session ? attributionOf(session, location.origin) : undefined;
    if (last && hasSource(last)) return last;
    const first = firstVisit(now);
    const firstTouch = first ? attributionOf(first, location.origin) : undefined;
    return firstTouch && hasSource(firstTouch) ? firstTouch : (last ?? firstTouch);
  } catch {
    return undefined;
  }
}
