import { deferredModule, useDeferredModule } from "~/lib/deferred-module";

/**
 * Sonner (about 10 KB gzip) only shows what a form reports, long after the first screen:
 * it is fetched once the page has hydrated and the browser is idle (issue 7).
 */
const sonner = deferredModule(() => import("./toaster-sonner"));

/** The page shell's toast region, labelled in the page's language (`label`, SPEC §4: 'Notifications'). */
export function Toaster({ label, dir }: { label: string; dir: "ltr" | "rtl" }) {
  const loaded = useDeferredModule(sonner);
  return loaded ? <loaded.Toaster label={label} dir={dir} /> : null;
}
