import { ArrowRight } from "lucide-react";
import { cn } from "@lib/ui/cn";

/**
 * An arrow pointing "forward" in the reading direction: right in LTR, mirrored to point
 * left in RTL. `back` points the other way (a back button's arrow points right in Arabic).
 */
export function ArrowIcon({ back = false, className }: { back?: boolean; className?: string }) {
  return (
    <ArrowRight
      aria-hidden="true"
      className={cn(
        "size-4 shrink-0",
        back ? "rotate-180 rtl:rotate-0" : "rtl:rotate-180",
        className,
      )}
    />
  );
}
