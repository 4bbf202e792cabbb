import type { ReactNode } from "react";
import { deferredModule, useDeferredModule } from "~/lib/deferred-module";

/** Tooltip timing of SPEC §2: open after 700 ms, and 300 ms to move to the next one without delay. */
export const tooltipDelays = { delayDuration: 700, skipDelayDuration: 300 } as const;

/**
 * Radix Tooltip (about 20 KB gzip with Floating UI) is not needed to paint the first
 * screen: it is fetched once the page has hydrated and the browser is idle (issue 7).
 * Until then the triggers render as they are: real links and buttons that already work.
 */
const radix = deferredModule(() => import("./tooltip-radix"));

/**
 * Shares the spec's tooltip timing among the tooltips below it (the skip delay only works
 * within one provider). Wrap a small group such as the language switcher, not the whole
 * page: when Radix arrives this subtree is mounted afresh.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const loaded = useDeferredModule(radix);
  if (!loaded) return children;
  return <loaded.Provider {...tooltipDelays}>{children}</loaded.Provider>;
}

interface TooltipProps {
  /** The text shown in the tooltip. */
  content: ReactNode;
  /** The element the tooltip describes; it must accept a ref (a link or a button). */
  children: ReactNode;
  /** Language of the tooltip text, when it differs from the page's. */
  lang?: string;
}

/** A tooltip on hover and keyboard focus, drawn below the trigger; must sit inside a `TooltipProvider`. */
export function Tooltip({ content, children, lang }: TooltipProps) {
  const loaded = useDeferredModule(radix);
  if (!loaded) return children;
  return (
    <loaded.Tooltip content={content} lang={lang}>
      {children}
    </loaded.Tooltip>
  );
}
