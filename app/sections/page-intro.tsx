import type { ShellData } from "~/content/types";
import { BackLink } from "./back-link";

/** A plain page heading with the back button to the language home (SPEC §2). */
export function PageIntro({ shell, title }: { shell: ShellData; title: string }) {
  return (
    <section className="on-dark bg-ink text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <BackLink shell={shell} />
        <h1 className="mt-6 text-3xl font-bold sm:text-5xl">{title}</h1>
      </div>
    </section>
  );
}
