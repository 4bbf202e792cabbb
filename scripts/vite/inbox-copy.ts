import { basename, resolve } from "node:path";
import type { Plugin } from "vite";
import { inboxCopyFile, loadInboxCopy } from "../../lib/content/inbox-copy.server";
import { ContentError } from "../../lib/content/files.server";
import { isInboxLanguage } from "../../lib/inbox/languages";

/**
 * Serves `content/inbox/<language>.yaml` to the inbox's bundle (issue 31 item 7) as a
 * module whose default export is the checked copy (`loadInboxCopy`: schema and ICU syntax),
 * so the inbox imports its catalogues lazily (`inbox/i18n/catalogues.ts`, one chunk per
 * language) and a bad catalogue fails the build naming the file and key.
 */
export function inboxCopy(): Plugin {
  return {
    name: "inbox:copy",
    load(id) {
      const file = id.split("?")[0] ?? id;
      if (!file.endsWith(".yaml")) return undefined;
      const language = basename(file, ".yaml");
      if (!isInboxLanguage(language) || resolve(inboxCopyFile(language)) !== resolve(file))
        return undefined;
      this.addWatchFile(file);
      try {
        return `export default ${JSON.stringify(loadInboxCopy(language))};`;
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
  };
}
