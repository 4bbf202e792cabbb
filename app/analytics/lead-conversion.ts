/** The trackers' globals, as each provider's script defines them. */
interface TrackerGlobals {
  plausible?: (event: string) => void;
  umami?: { track?: (event: string) => void };
  goatcounter?: { count?: (vars: { path: string; event: boolean }) => void };
}

/** The provider the build was made with (vite.config.ts), undefined when analytics is off. */
const provider = import.meta.env.VITE_ANALYTICS_PROVIDER;

/**
 * Reports a lead the server acknowledged (`201`) as the "Lead" conversion event in the
 * provider's own API: `plausible('Lead')`, `umami.track('Lead')`,
 * `goatcounter.count({ path: 'Lead', event: true })`. Only the event's name goes, never
 * anything typed into the form. Does nothing when the build has no analytics or the
 * tracker's global is missing (blocked, or not loaded yet).
 */
export function reportLeadConversion(): void {
  if (!provider) return;
  const trackers = window as TrackerGlobals;
  if (provider === "plausible") trackers.plausible?.("Lead");
  else if (provider === "umami") trackers.umami?.track?.("Lead");
  else trackers.goatcounter?.count?.({ path: "Lead", event: true });
}
