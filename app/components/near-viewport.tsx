import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

/**
 * Wraps a component the first screen does not need (a form, a carousel) so that its code
 * loads only when it comes near the viewport or the reader reaches into it (focus, pointer),
 * keeping its libraries out of the first load (issue 7).
 *
 * The prerendered HTML carries it in full. In the browser its Suspense boundary stays as
 * that HTML (links, fields and text already work; what is typed is kept) until the code
 * arrives, then React hydrates it in place. A form sent before then is held, not lost: it
 * is sent again, by the hydrated form's own handler, the moment hydration completes.
 * `load` resolves with the component; `margin` is how far from the viewport loading
 * starts, in CSS pixels.
 */
export function nearViewport<P extends object>(
  load: () => Promise<ComponentType<P>>,
  margin = 600,
): ComponentType<P> {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let hydrated = false;
  /** A submit that came before hydration: the form and the button that sent it. */
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

  const Lazy = lazy(async () => {
    if (!import.meta.env.SSR) await gate;
    const Component = await load();
    /** Marks the boundary hydrated (its handlers now attached) and replays a held submit. */
    function Hydrated(props: P) {
      useEffect(() => {
        hydrated = true;
        if (!held) return;
        const { form, submitter } = held;
        held = null;
        if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
      }, []);
      return <Component {...props} />;
    }
    return { default: Hydrated };
  });

  function NearViewport(props: P) {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = box.current;
      if (!element) return;
      const observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && open(),
        { rootMargin: `${margin}px` },
      );
      observer.observe(element);
      // Unhydrated, the browser would send the form itself: a GET with the data in the URL.
      const holdSubmit = (event: SubmitEvent) => {
        if (hydrated || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        held = { form: event.target, submitter: event.submitter };
        open();
      };
      element.addEventListener("focusin", open);
      element.addEventListener("pointerdown", open);
      element.addEventListener("submit", holdSubmit, true);
      return () => {
        observer.disconnect();
        element.removeEventListener("focusin", open);
        element.removeEventListener("pointerdown", open);
        element.removeEventListener("submit", holdSubmit, true);
      };
    }, []);
    return (
      <div ref={box}>
        <Suspense>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return NearViewport;
}
