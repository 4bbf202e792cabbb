import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";

/** Tooltip timing of SPEC §2: open after 700 ms, and 300 ms to move to the next one without delay. */
export const tooltipDelays = { delayDuration: 700, skipDelayDuration: 300 } as const;

/**
 * Shares the spec's tooltip timing among the tooltips below it (the skip delay only works
 * within one provider).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <TooltipPrimitive.Provider {...tooltipDelays}>{children}</TooltipPrimitive.Provider>;
}

interface TooltipProps {
  /** The text shown in the tooltip. */
  content: ReactNode;
  /** The element the tooltip describes; it must accept a ref (a link or a button). */
  children: ReactNode;
  /** Language of the tooltip text, when it differs from the page's. */
  lang?: string;
}

/** A Radix tooltip on hover and keyboard focus, drawn below the trigger; must sit inside a `TooltipProvider`. */
export function Tooltip({ content, children, lang }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          lang={lang}
          side="bottom"
          sideOffset={6}
          className="z-50 rounded-md bg-ink px-3 py-1.5 text-sm text-white shadow-lg"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
