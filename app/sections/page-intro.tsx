import { Link } from "react-router";
import { ArrowIcon } from "~/components/arrow-icon";
import type { ShellData } from "~/content";
import { localizedPath } from "~/i18n/paths";

/** A plain page heading with the back button to the language home (SPEC §2). */
export function PageIntro({ shell, title }: { shell: ShellData; title: string }) {
  return (
    <section className="on-dark bg-ink text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <Link
          to={localizedPath(shell.locale)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-white/90 hover:text-white"
        >
          <ArrowIcon back />
          {shell.ui.backToHome}
        </Link>
        <h1 className="mt-6 text-3xl font-bold sm:text-5xl">{title}</h1>
      </div>
    </section>
  );
}
