/**
 * The CMS at `/admin/` (issue 19): Decap CMS, bundled from `node_modules` by
 * `scripts/build-admin.ts`, loading the `config.yml` generated beside it from the content
 * schemas (`lib/cms/config.ts`).
 */
import CMS from "decap-cms-app";
import { markLocaleColumns } from "./locale-direction";
import { registerPreviews } from "./previews";

registerPreviews(CMS);
markLocaleColumns(document.body);
CMS.init();
