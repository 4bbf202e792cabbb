import { useEffect, useSyncExternalStore } from "react";

/**
 * A module the first screen does not need (tooltips, toasts), loaded once the page has
 * hydrated and the browser is idle, so it never competes with the first load (issue 7).
 */
export interface DeferredModule<M> {
  /** Starts the download (once); resolves with the module. */
  load(): Promise<M>;
  /** The module when it has arrived, else `null`. */
  current(): M | null;
  subscribe(listener: () => void): () => void;
}

/** Wraps a dynamic `import()` (`loader`) as a `DeferredModule`; nothing is fetched until `load()`. */
export function deferredModule<M>(loader: () => Promise<M>): DeferredModule<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      pending ??= loader().then((module) => {
        const restoreFocus = keepFocusAcrossRemount();
        loaded = module;
        for (const listener of listeners) listener();
        requestAnimationFrame(restoreFocus);
        return module;
      });
      return pending;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Runs `task` when the main thread is idle (at most `timeout` ms later); Safari has no `requestIdleCallback`. */
function whenIdle(task: () => void, timeout = 2000): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * The module once it has arrived, else `null` — also `null` in the prerendered HTML and
 * during hydration, so both render the same markup. After hydration it starts the load
 * when the browser is idle.
 */
export function useDeferredModule<M>(module: DeferredModule<M>): M | null {
  useEffect(() => whenIdle(() => void module.load()), [module]);
  return useSyncExternalStore(module.subscribe, module.current, () => null);
}

/** Index path of `element` from `<html>`. */
function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

/**
 * Swapping plain markup for the loaded component remounts its elements; a reader who had
 * already tabbed to one would lose their place. Returns a function that puts focus back on
 * the element now at the same place, if the focused one was replaced.
 */
function keepFocusAcrossRemount(): () => void {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return () => {};
  const path = pathOf(focused);
  return () => {
    if (focused.isConnected) return;
    let element: Element | undefined = document.documentElement;
    for (const index of path) element = element?.children[index];
    if (element instanceof HTMLElement) element.focus();
  };
}
