import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "~/components/ui/carousel";

describe("carousel parts outside a carousel (SPEC §8)", () => {
  const parts = {
    CarouselContent: createElement(CarouselContent),
    CarouselItem: createElement(CarouselItem),
    CarouselPrevious: createElement(CarouselPrevious, { label: "Previous" }),
    CarouselNext: createElement(CarouselNext, { label: "Next" }),
  };
  for (const [name, element] of Object.entries(parts)) {
    it(`${name} throws a developer error`, () => {
      expect(() => renderToString(element)).toThrow(/must be used inside <Carousel>/);
    });
  }

  it("inside a carousel they render a labelled region of slides", () => {
    const html = renderToString(
      createElement(
        Carousel,
        { dir: "ltr", label: "Partners", opts: { loop: true } },
        createElement(CarouselContent, null, createElement(CarouselItem, { "aria-label": "BYD" })),
        createElement(CarouselPrevious, { label: "Previous" }),
        createElement(CarouselNext, { label: "Next" }),
      ),
    );
    expect(html).toContain('aria-label="Partners"');
    expect(html).toContain('role="group" aria-roledescription="slide"');
  });
});
