/** Build-time variables Vite inlines into the app (`envPrefix` in vite.config.ts). */
interface ImportMetaEnv {
  /** Public origin of the site, read by `app/seo/site-url.ts`. */
  readonly SITE_URL?: string;
}
