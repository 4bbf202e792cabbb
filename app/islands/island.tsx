import type { ComponentType } from "react";
import { stripFallbackDeep } from "@lib/content/fallback";
import { islands, type IslandName, type IslandSpec } from "./registry";

/** The props of the component island `N` loads in the browser. */
export type IslandProps<N extends IslandName> =
  (typeof islands)[N] extends IslandSpec<infer P> ? P : never;

/** How a page's props for an island reach the browser. */
export interface IslandShipping<P> {
  /**
   * The props sent to the browser, when the island reads some back from its own prerendered
   * markup instead (issue 33: a long list is not sent twice in the first bytes).
   */
  shipped?: (props: P) => P;
  /**
   * The props that are the same on every page that places the island this way (its copy,
   * its choices): written to `data-shared-props`, which the build lifts into one cached
   * file per distinct value (`scripts/islands/build.ts`, issue 33), so they leave the
   * page's first bytes. The page's own props (its path, a starting value) stay in `data-props`.
   */
  shared?: readonly (keyof P & string)[];
}

/**
 * Returns the component a page places for island `name` (see `registry.ts`): it renders
 * `Component` inside a `<div data-island>` whose `data-props` carry the props as JSON, for
 * the browser to hydrate that container alone (`runtime.ts`); the props named `shared` go
 * to `data-shared-props` instead. `Component` must be the one the registry loads, which the
 * types check; its props must survive JSON. Fallback marks (`lib/content/fallback.ts`) are
 * removed from the props, so the prerendered island and its hydration render the same text.
 */
export function island<N extends IslandName, P extends IslandProps<N> & object>(
  name: N,
  Component: ComponentType<P>,
  { shipped = (props) => props, shared = [] }: IslandShipping<P> = {},
) {
  const spec: IslandSpec = islands[name];
  const sharedKeys = new Set<string>(shared);
  function Island(marked: P) {
    const props = stripFallbackDeep(marked);
    const own: Record<string, unknown> = {};
    const common: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(shipped(props))) {
      (sharedKeys.has(key) ? common : own)[key] = value;
    }
    return (
      <div
        data-island={name}
        data-props={JSON.stringify(own)}
        data-shared-props={sharedKeys.size > 0 ? JSON.stringify(common) : undefined}
      >
        {!spec.clientOnly && <Component {...props} />}
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
