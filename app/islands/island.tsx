import type { ComponentType } from "react";
import { stripFallbackDeep } from "@lib/content/fallback";
import { islands, type IslandName, type IslandSpec } from "./registry";

/** The props of the component island `N` loads in the browser. */
export type IslandProps<N extends IslandName> =
  (typeof islands)[N] extends IslandSpec<infer P> ? P : never;

/**
 * Returns the component a page places for island `name` (see `registry.ts`): it renders
 * `Component` inside a `<div data-island>` whose `data-props` carry the props as JSON, for
 * the browser to hydrate that container alone (`runtime.ts`). `Component` must be the one
 * the registry loads, which the types check; its props must survive JSON. Fallback marks
 * (`lib/content/fallback.ts`) are removed from the props, so the prerendered island and its
 * hydration render the same text.
 */
export function island<N extends IslandName, P extends IslandProps<N> & object>(
  name: N,
  Component: ComponentType<P>,
  /**
   * The props sent to the browser, when the island reads some back from its own prerendered
   * markup instead (issue 33: a long list is not sent twice in the first bytes).
   */
  shipped: (props: P) => P = (props) => props,
) {
  const spec: IslandSpec = islands[name];
  function Island(marked: P) {
    const props = stripFallbackDeep(marked);
    return (
      <div data-island={name} data-props={JSON.stringify(shipped(props))}>
        {!spec.clientOnly && <Component {...props} />}
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
