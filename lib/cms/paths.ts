/**
 * The CMS's folder in the built site (`build/client/admin/`, from `public/admin/`) and its
 * path, `/admin/`. It is no page of the site: the page walkers, the sitemap and the public
 * pages' CSP leave it out; it has a policy of its own (`server/admin-policy.ts`).
 */
export const adminFolder = "admin";
export const adminPath = `/${adminFolder}`;
