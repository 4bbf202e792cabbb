import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ComponentProps,
  type KeyboardEvent,
} from "react";
import { ArrowIcon } from "~/components/arrow-icon";
import type { Direction } from "@lib/i18n/locales";
import { cn } from "@lib/ui/cn";

type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

interface CarouselContextValue {
  viewportRef: UseEmblaCarouselType[0];
  api: CarouselApi;
  scrollPrev: () => void;
  scrollNext: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);

/**
 * The enclosing carousel's state. Throws a developer error when called outside a
 * `<Carousel>` (SPEC §8: carousel controls used outside a carousel).
 */
export function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) {
    throw new Error(
      "Carousel parts (CarouselContent, CarouselItem, CarouselPrevious, CarouselNext) must be used inside <Carousel>.",
    );
  }
  return context;
}

type CarouselProps = ComponentProps<"section"> & {
  /** Embla options; `direction` is set from `dir`. */
  opts?: CarouselOptions;
  /** Text direction of the page: Embla runs right-to-left in Arabic. */
  dir: Direction;
  /** Accessible name of the carousel region. */
  label: string;
};

/**
 * A carousel on Embla (shadcn/ui pattern): a labelled region whose Left/Right arrow keys
 * move it toward the arrow's visual side, so in RTL ArrowLeft shows the next slides.
 */
export function Carousel({ opts, dir, label, className, children, ...props }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ ...opts, direction: dir });
  // Embla is the source of truth for the ends; subscribe rather than copy it into state.
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!api) return () => {};
      api.on("select", notify).on("reInit", notify);
      return () => {
        api.off("select", notify).off("reInit", notify);
      };
    },
    [api],
  );
  const canScrollPrev = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canScrollNext = useSyncExternalStore(
    subscribe,
    () => api?.canScrollNext() ?? false,
    () => false,
  );

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const towardStart = (event.key === "ArrowLeft") === (dir === "ltr");
    if (towardStart) scrollPrev();
    else scrollNext();
  };

  return (
    <CarouselContext.Provider
      value={{ viewportRef, api, scrollPrev, scrollNext, canScrollPrev, canScrollNext }}
    >
      <section
        aria-roledescription="carousel"
        aria-label={label}
        onKeyDownCapture={onKeyDown}
        className={cn("relative", className)}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

/** The carousel's viewport and slide track. */
export function CarouselContent({ className, ...props }: ComponentProps<"div">) {
  const { viewportRef } = useCarousel();
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <div className={cn("-ms-4 flex touch-pan-y", className)} {...props} />
    </div>
  );
}

/** One slide; the caller sets its width with a `basis-*` class and names it with `aria-label`. */
export function CarouselItem({ className, ...props }: ComponentProps<"div">) {
  useCarousel();
  return (
    <div
      role="group"
      aria-roledescription="slide"
      className={cn("min-w-0 shrink-0 grow-0 ps-4", className)}
      {...props}
    />
  );
}

type ControlProps = Omit<ComponentProps<"button">, "children"> & { label: string };

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-sm ring-1 ring-line transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40";

/** Scrolls to the previous slides; disabled at the first slide only when not looping (SPEC §4). */
export function CarouselPrevious({ label, className, ...props }: ControlProps) {
  const { scrollPrev, canScrollPrev } = useCarousel();
  return (
    <button
      type="button"
      aria-label={label}
      disabled={!canScrollPrev}
      onClick={scrollPrev}
      className={cn(controlClass, className)}
      {...props}
    >
      <ArrowIcon back className="size-5" />
    </button>
  );
}

/** Scrolls to the next slides; disabled at the last slide only when not looping (SPEC §4). */
export function CarouselNext({ label, className, ...props }: ControlProps) {
  const { scrollNext, canScrollNext } = useCarousel();
  return (
    <button
      type="button"
      aria-label={label}
      disabled={!canScrollNext}
      onClick={scrollNext}
      className={cn(controlClass, className)}
      {...props}
    >
      <ArrowIcon className="size-5" />
    </button>
  );
}
