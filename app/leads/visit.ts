/**
 * Records where a visit came from (issue 15), without cookies, on the first page of each
 * browser session, before any island loads: the page's path and query and the referrer's
 * origin (the privacy policy promises its address only, not the page, even on the device); `./attribution.ts` reads the campaign out of them when a lead is sent. The
 * first visit's record is kept in `localStorage` for the privacy policy's period
 * (`attributionDays` of content/facts.yaml, built in), the session's in `sessionStorage`.
 * Only the page's entry imports this file, so it stays inside the entry script (every page
 * runs it; the page-script budget is 3 KB); `./attribution.ts` therefore names the same
 * storage keys itself, and tests/attribution.test.ts checks the two agree.
 */
const first = "attribution:first";
const session = "attribution:session";
const keepMs = Number(import.meta.env.VITE_ATTRIBUTION_DAYS) * 86_400_000;

/** Records this page as the session's visit, and as the first visit when none is kept. */
export function recordVisit(now: number = Date.now()): void {
  try {
    if (sessionStorage.getItem(session)) return;
    const visit = JSON.stringify({
      page: location.pathname + location.search,
      referrer: document.referrer && new URL(document.referrer).origin,
      at: now,
    });
    sessionStorage.setItem(session, visit);
    // A missing or unreadable record compares as NaN: replaced like an expired one.
    const kept = JSON.parse(localStorage.getItem(first) ?? "{}") as { at?: number };
    if (!(now - Number(kept.at) < keepMs)) localStorage.setItem(first, visit);
  } catch {
    // Storage blocked (some private modes): no attribution.
  }
}
