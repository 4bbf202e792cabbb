import { ArrowIcon } from "~/components/arrow-icon";

/** A back button to a parent page (a departure's to the missions page); for dark backgrounds. */
export function LinkBack({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-white/90 hover:text-white"
    >
      <ArrowIcon back />
      {label}
    </a>
  );
}
