import { localeList } from "@lib/i18n/locales";

/**
 * Decap CMS lays the locales of an entry side by side but writes every one left to right.
 * This marks each locale's column with the registry's `lang` and `dir` (Arabic right to
 * left), found by its "Writing in XX" switch, whenever the editor re-renders. The column
 * classes are Decap's own component names (decap-cms-core, EditorControlPane).
 */
export function markLocaleColumns(root: HTMLElement): void {
  const apply = () => {
    for (const button of root.querySelectorAll('[class*="LocaleButton"]')) {
      const code = /Writing in (\S+)/.exec(button.textContent ?? "")?.[1]?.toLowerCase();
      const locale = localeList.find((info) => info.code === code);
      const column = button.closest('[class*="ControlPaneContainer"]');
      if (!locale || !column) continue;
      if (column.getAttribute("dir") !== locale.dir) column.setAttribute("dir", locale.dir);
      if (column.getAttribute("lang") !== locale.tag) column.setAttribute("lang", locale.tag);
    }
  };
  new MutationObserver(apply).observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}
