/** Build-time variables Vite inlines into the app (`envPrefix` in vite.config.ts). */
interface ImportMetaEnv {
  /** Public origin of the site, read by `app/seo/site-url.ts`. */
  readonly SITE_URL?: string;
  /** `ANALYTICS_PROVIDER` of the build (lib/analytics/settings.ts); unset when analytics is off. */
  readonly VITE_ANALYTICS_PROVIDER?: "plausible" | "umami" | "goatcounter";
}
