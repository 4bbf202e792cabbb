import { variantSite } from "./variant-site";

/**
 * `npm run build:variant`: builds the variant site (tests/support/variant-site.ts) now, so
 * `npm test` can make it beside the main build instead of inside the first test that needs it.
 */
const { project } = await variantSite();
console.log(`variant site ready: ${project}`);
