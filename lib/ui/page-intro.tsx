import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A plain page heading on the dark band (SPEC §2), for the legal and thank-you pages and the
 * server's answers to a form sent without JavaScript. `back` goes above the title: the inner
 * pages' button to the language home (`app/sections/back-link.tsx`).
 */
export function PageIntro({ title, back }: { title: string; back?: ReactNode }) {
  return (
    <section className="on-dark bg-ink text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        {back}
        <h1 className={cn(back !== undefined && "mt-6", "text-3xl font-bold sm:text-5xl")}>
          {title}
        </h1>
      </div>
    </section>
  );
}
