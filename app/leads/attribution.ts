import { fieldLimits, type Attribution } from "@lib/leads/schema";

/**
 * Where a visitor came from (issue 15), recorded without cookies on the first page of each
 * visit (a browser session), before any island loads: the landing page, the referrer's
 * origin, the UTM parameters and an ad click id. The first touch is kept in `localStorage`
 * for the privacy policy's period (`attributionDays` of content/facts.yaml, built in);
 * the session's own touch in `sessionStorage`. Storage may be unavailable (private modes):
 * then nothing is recorded.
 */
const firstKey = "attribution:first";
const sessionKey = "attribution:session";
const keepMs = Number(import.meta.env.VITE_ATTRIBUTION_DAYS) * 86_400_000;

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

/** The touch of the page at `url` reached from `referrer` (a URL or ""). */
export function touchOf(url: URL, referrer: string): Attribution {
  const touch: Attribution = { landingPage: cut(url.pathname + url.search) };
  try {
    const origin = new URL(referrer).origin;
    if (origin !== url.origin) touch.referrer = cut(origin);
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

/** Records this page as the session's touch, and as the first touch, when it is the first of its kind. */
export function recordVisit(now: number = Date.now()): void {
  try {
    if (sessionStorage.getItem(sessionKey)) return;
    const touch = touchOf(new URL(location.href), document.referrer);
    sessionStorage.setItem(sessionKey, JSON.stringify(touch));
    if (!firstTouch(now)) localStorage.setItem(firstKey, JSON.stringify({ at: now, touch }));
  } catch {
    // Storage blocked: no attribution.
  }
}

/** The kept first touch, or null (none, unreadable, or past its period: then it is deleted). */
function firstTouch(now: number): Attribution | null {
  const kept = JSON.parse(localStorage.getItem(firstKey) ?? "null") as {
    at?: number;
    touch?: Attribution;
  } | null;
  if (kept?.touch && typeof kept.at === "number" && now - kept.at < keepMs) return kept.touch;
  localStorage.removeItem(firstKey);
  return null;
}

/** A touch that names a source (campaign, click or referrer), not only a landing page. */
function hasSource(touch: Attribution): boolean {
  return Object.keys(touch).some((field) => field !== "landingPage");
}

/**
 * The attribution a lead carries: this session's touch when it names a source, else the
 * first touch of the last 30 days, else this session's landing page; `undefined` when
 * nothing was recorded. Values are strings, never longer than the schema allows.
 */
export function leadAttribution(now: number = Date.now()): Attribution | undefined {
  try {
    const session = JSON.parse(sessionStorage.getItem(sessionKey) ?? "null") as Attribution | null;
    if (session && hasSource(session)) return session;
    return firstTouch(now) ?? session ?? undefined;
  } catch {
    return undefined;
  }
}
