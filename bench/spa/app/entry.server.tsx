// The site's server entry renders the SPA fallback page at build time, as it renders the site.
export { default, streamTimeout } from "../../../app/entry.server";
