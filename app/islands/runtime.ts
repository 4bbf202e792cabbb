import type { IslandSpec } from "./registry";

/** A form submitted before its island hydrated: sent again, by React's handler, once it has. */
interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** Runs `task` when the main thread is idle (at most `timeout` ms later); Safari has no `requestIdleCallback`. */
function whenIdle(task: () => void, timeout = 2000): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 200);
}

/** Runs `task` once the page has loaded and the browser is idle, so nothing competes with the first load. */
function afterLoad(task: () => void): void {
  if (document.readyState === "complete") whenIdle(task);
  else window.addEventListener("load", () => whenIdle(task), { once: true });
}

/** Loads React and the island's component, then hydrates `container` (or renders into it, when client-only). */
async function mount(container: HTMLElement, spec: IslandSpec, onHydrated: () => void) {
  const [{ createElement }, { hydrateRoot, createRoot }, { IslandRoot }, Component] =
    await Promise.all([
      import("react"),
      import("react-dom/client"),
      import("./island-root"),
      spec.load(),
    ]);
  const props: object = JSON.parse(container.dataset.props ?? "{}");
  const tree = createElement(IslandRoot, { onHydrated, children: createElement(Component, props) });
  if (spec.clientOnly) createRoot(container).render(tree);
  else hydrateRoot(container, tree);
}

/**
 * Sets up one island container: its triggers, and the hold on a form sent too early.
 * Returns a promise that settles once the island has hydrated.
 */
function watch(container: HTMLElement, spec: IslandSpec): Promise<void> {
  let settle: () => void = () => {};
  const done = new Promise<void>((resolve) => (settle = resolve));
  let started = false;
  let held: HeldSubmit | null = null;
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && start(),
    { rootMargin: `${spec.margin ?? 0}px` },
  );
  // Unhydrated, the browser would send a form itself: a GET with the data in the URL.
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { form: event.target, submitter: event.submitter };
    start();
  };
  const hydrated = () => {
    container.removeEventListener("submit", holdSubmit, true);
    container.dataset.hydrated = "";
    settle();
    if (!held) return;
    const { form, submitter } = held;
    held = null;
    if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
  };
  function start() {
    if (started) return;
    started = true;
    observer.disconnect();
    container.removeEventListener("focusin", start);
    container.removeEventListener("pointerdown", start);
    container.removeEventListener("pointerover", start);
    mount(container, spec, hydrated).catch((error: unknown) => {
      // The prerendered markup still works (links, fields); only the island's behaviour is missing.
      console.error(`Island "${container.dataset.island}" could not load`, error);
    });
  }
  container.addEventListener("focusin", start);
  container.addEventListener("pointerdown", start);
  container.addEventListener("pointerover", start);
  container.addEventListener("submit", holdSubmit, true);
  if (spec.when === "visible") observer.observe(container);
  else afterLoad(start);
  return done;
}

/**
 * Hydrates the islands of a prerendered page (issue 7): every `[data-island]` container the
 * server wrote (`island.tsx`), each when its `IslandSpec` says, on its own React root.
 * Takes the registry; an unknown island name is a developer error, logged. Once every
 * `idle` island has hydrated, `<html>` gets `data-islands="idle-ready"` (what browser tests
 * wait for); each container gets `data-hydrated` when its own handlers are attached.
 */
export function startIslands(registry: Record<string, IslandSpec>): void {
  const idle: Promise<void>[] = [];
  for (const container of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const spec = registry[container.dataset.island ?? ""];
    if (!spec) {
      console.error(`Unknown island "${container.dataset.island}"`);
      continue;
    }
    const hydrated = watch(container, spec);
    if (spec.when === "idle") idle.push(hydrated);
  }
  void Promise.all(idle).then(() => {
    document.documentElement.dataset.islands = "idle-ready";
  });
}
