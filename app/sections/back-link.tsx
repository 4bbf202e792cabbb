import { ArrowIcon } from "~/components/arrow-icon";
import type { ShellData } from "~/content/types";
import { localizedPath } from "@lib/i18n/paths";

/** The 'Back to home' button of inner pages, to the language's home (SPEC §2); for dark backgrounds. */
export function BackLink({ shell }: { shell: ShellData }) {
  return (
    <a
      href={localizedPath(shell.locale)}
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-white/90 hover:text-white"
    >
      <ArrowIcon back />
      {shell.ui.backToHome}
    </a>
  );
}
