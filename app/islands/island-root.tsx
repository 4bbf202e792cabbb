import { useEffect, type ReactNode } from "react";

/**
 * Wraps a hydrating island and calls `onHydrated` once React has committed it, when its
 * event handlers are attached. Renders no element of its own, so the island's markup
 * matches the prerendered HTML.
 */
export function IslandRoot({
  onHydrated,
  children,
}: {
  onHydrated: () => void;
  children: ReactNode;
}) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}
