import type { IslandSpec } from "./registry";

/** A form submitted before its island hydrated: sent again, by React's handler, once it has. */
interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/**
 * Loads React, the island's component and the props it shares with other pages together,
 * then hydrates `container` (or renders into it, when client-only) with the page's own
 * props over the shared ones. Rejects when any of them cannot be had.
 */
async function mount(container: HTMLElement, spec: IslandSpec, onHydrated: () => void) {
  // The shared props (`island.tsx`) are in the file the build lifted them into
  // (`scripts/islands/build.ts`), or still inline where nothing did (`react-router dev`).
  const { props, sharedProps, sharedSrc } = container.dataset;
  const [{ createElement }, { hydrateRoot, createRoot }, { IslandRoot }, Component, shared] =
    await Promise.all([
      import("react"),
      import("react-dom/client"),
      import("./island-root"),
      spec.load(),
      sharedSrc
        ? fetch(sharedSrc).then((response) => {
            // An error page is no props: hydrating with it would not match the markup.
            if (!response.ok) throw new Error(sharedSrc);
            return response.json() as Promise<object>;
          })
        : (JSON.parse(sharedProps ?? "{}") as object),
    ]);
  const tree = createElement(IslandRoot, {
    onHydrated,
    children: createElement(Component, { ...shared, ...JSON.parse(props ?? "{}") }),
  });
  if (spec.clientOnly) createRoot(container).render(tree);
  else hydrateRoot(container, tree);
}

/**
 * Hands the island the intent it missed while its code was on the way: React attaches its
 * handlers only now, so a focus or a resting mouse pointer from before would go unseen
 * (a keyboard reader's tooltip would never open). Re-sends them to the same elements.
 */
function replayIntent(container: HTMLElement, pointerType: string | null): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== container && container.contains(focused)) {
    focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  }
  const hovered = [...container.querySelectorAll<HTMLElement>(":hover")].at(-1);
  if (hovered && pointerType === "mouse") {
    hovered.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType }));
  }
}

/**
 * Sets up one island container: the events that start it, and the hold on a form sent
 * too early. Returns the function that starts it (idempotent), for islands that bring it
 * and for `startIslands` to start it at once.
 */
function watch(
  container: HTMLElement,
  spec: IslandSpec,
  bring: (names: readonly string[]) => void,
): () => void {
  let started = false;
  let held: HeldSubmit | null = null;
  let pointerType: string | null = null;
  const observer =
    spec.nearViewport === undefined
      ? null
      : new IntersectionObserver(
          (entries) => entries.some((entry) => entry.isIntersecting) && start(),
          { rootMargin: `${spec.nearViewport}px` },
        );
  const onIntent = (event: Event) => {
    if (event instanceof PointerEvent) pointerType = event.pointerType;
    start();
  };
  // Unhydrated, the browser would post a form itself (issue 18), without the island's proof
  // of work, retries and in-page answer: hold it for the island.
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { form: event.target, submitter: event.submitter };
    start();
  };
  const hydrated = () => {
    container.removeEventListener("submit", holdSubmit, true);
    container.dataset.hydrated = "";
    replayIntent(container, pointerType);
    if (!held) return;
    const { form, submitter } = held;
    held = null;
    if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
  };
  function start() {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const type of spec.intent) container.removeEventListener(type, onIntent);
    bring(spec.brings ?? []);
    mount(container, spec, hydrated).catch((error: unknown) => {
      // The prerendered markup still works (links, fields); only the island's behaviour is missing.
      console.error(`Island "${container.dataset.island}" could not load`, error);
      // A held form goes as the plain HTML post it also is (issue 18), not lost.
      container.removeEventListener("submit", holdSubmit, true);
      if (held?.form.isConnected) held.form.submit();
      held = null;
    });
  }
  for (const type of spec.intent) container.addEventListener(type, onIntent, { passive: true });
  container.addEventListener("submit", holdSubmit, true);
  observer?.observe(container);
  return start;
}

/**
 * Starts the islands of a prerendered page (issues 7 and 17): every `[data-island]`
 * container the server wrote (`island.tsx`) hydrates on its own React root when the
 * reader reaches for it, as its `IslandSpec` says; until then the page loads no React.
 * Takes the registry; an unknown island name is a developer error, logged. Each container
 * gets `data-hydrated` once its handlers are attached.
 */
export function startIslands(registry: Record<string, IslandSpec>): void {
  const starters = new Map<string, (() => void)[]>();
  const bring = (names: readonly string[]) =>
    names.forEach((name) => starters.get(name)?.forEach((start) => start()));
  const now: (() => void)[] = [];
  for (const container of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = container.dataset.island ?? "";
    const spec = registry[name];
    if (!spec) {
      console.error(`Unknown island "${name}"`);
      continue;
    }
    const start = watch(container, spec, bring);
    starters.set(name, [...(starters.get(name) ?? []), start]);
    // Resumed (a draft to restore), or already in use: the script comes at low priority
    // (`page-scripts.tsx`), so a reader may be in a field whose focusin nobody heard.
    if (spec.resumed?.() || container.contains(document.activeElement)) now.push(start);
  }
  // After every island is watched, so what these bring (the form's toaster) is there to start.
  now.forEach((start) => start());
}
