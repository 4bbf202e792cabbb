import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

/**
 * Wraps a component the first screen does not need (a form, a carousel) so that its code
 * loads only when it comes near the viewport or the reader reaches into it (focus, pointer),
 * keeping its libraries out of the first load (issue 7).
 *
 * The prerendered HTML carries it in full. In the browser its Suspense boundary stays as
 * that HTML (links, fields and text already work; what is typed is kept) until the code
 * arrives, then React hydrates it in place. `load` resolves with the component; `margin`
 * is how far from the viewport loading starts, in CSS pixels.
 */
export function nearViewport<P extends object>(
  load: () => Promise<ComponentType<P>>,
  margin = 600,
): ComponentType<P> {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let arrived = false;
  const Lazy = lazy(async () => {
    if (!import.meta.env.SSR) await gate;
    const component = await load();
    arrived = true;
    return { default: component };
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
      // A form sent before its code arrived would go out as a plain GET, data in the URL.
      const holdSubmit = (event: Event) => arrived || event.preventDefault();
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
