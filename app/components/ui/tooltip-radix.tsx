import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";

/** Radix's tooltip provider; loaded after hydration by `tooltip.tsx`. */
export const Provider = TooltipPrimitive.Provider;

/** A Radix tooltip on hover and keyboard focus, drawn below the trigger; loaded after hydration by `tooltip.tsx`. */
export function Tooltip({
  content,
  children,
  lang,
}: {
  content: ReactNode;
  children: ReactNode;
  lang?: string;
}) {
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
