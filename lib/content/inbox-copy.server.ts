import { IntlMessageFormat } from "intl-messageformat";
import { inboxFormatLocales, inboxLanguages, type InboxLanguage } from "../inbox/languages";
import {
  ContentError,
  contentPath,
  displayPath,
  readYaml,
  zodIssues,
  type ContentIssue,
} from "./files.server";
import { stringLeaves } from "./leaves";
import { inboxCopySchema, type InboxCopy } from "./schemas/inbox";

/** Where the inbox's catalogue of `language` lives: `content/inbox/<language>.yaml`. */
export function inboxCopyFile(language: InboxLanguage): string {
  return contentPath("inbox", `${language}.yaml`);
}

/**
 * The leads inbox's copy in `language` (issue 31 item 7), read from its catalogue and checked
 * once, where it enters (the inbox's build, `npm run content:check`): the schema (every key,
 * no other), then each message's ICU syntax.
 * @throws ContentError naming the file and each bad key, e.g.
 *   `content/inbox/zh-Hans.yaml: leads.shown: required`.
 */
export function loadInboxCopy(language: InboxLanguage): InboxCopy {
  const file = inboxCopyFile(language);
  const shown = displayPath(file);
  const data = readYaml(file);
  if (data === undefined) {
    throw new ContentError([{ file: shown, path: "", message: "missing file" }]);
  }
  const parsed = inboxCopySchema.safeParse(data);
  if (!parsed.success) throw new ContentError(zodIssues(shown, parsed.error));
  const issues: ContentIssue[] = [];
  for (const [path, message] of stringLeaves(parsed.data)) {
    try {
      new IntlMessageFormat(message, inboxFormatLocales[language], undefined, { ignoreTag: true });
    } catch (error) {
      issues.push({ file: shown, path, message: `not an ICU message: ${String(error)}` });
    }
  }
  if (issues.length > 0) throw new ContentError(issues);
  return parsed.data;
}

/** Every inbox language's copy, checked; throws one ContentError naming every problem. */
export function loadAllInboxCopy(): Record<InboxLanguage, InboxCopy> {
  const issues: ContentIssue[] = [];
  const copies: Partial<Record<InboxLanguage, InboxCopy>> = {};
  for (const language of inboxLanguages) {
    try {
      copies[language] = loadInboxCopy(language);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      issues.push(...error.issues);
    }
  }
  if (issues.length > 0) throw new ContentError(issues);
  return copies as Record<InboxLanguage, InboxCopy>;
}
