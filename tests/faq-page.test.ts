import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContentError } from "@lib/content/files.server";
import { loadEntry } from "@lib/content/load.server";
import type { SectorSlug } from "@lib/i18n/paths";
import { loadFaq } from "~/content/faq.server";
import { FaqSection } from "~/sections/faq";
import { missionsMeta, sectorMeta } from "~/seo/route-meta";
import { contentCopy } from "./support/content-copy";

let content: ReturnType<typeof contentCopy>;
beforeEach(() => {
  content = contentCopy();
});
afterEach(() => {
  content.remove();
  vi.restoreAllMocks();
});

const faq = {
  heading: "Вопросы о поставках",
  items: [
    {
      question: "Как проходит оплата?",
      answer: "Обычно в два этапа:\n\n- аванс;\n- остаток после [инспекции](/ru/manufacturing).",
    },
    { question: "Есть ли минимальный заказ?", answer: "Зависит от **фабрики**." },
  ],
};

/** What the sector route's loader makes of the page's FAQ: the section and the head. */
function sectorPage(locale: "en" | "ru", slug: SectorSlug) {
  const { data: sector, file } = loadEntry("sectors", locale, slug);
  const faq = loadFaq(sector.faq, file);
  return {
    faq,
    html: renderToStaticMarkup(createElement(FaqSection, { faq })),
    head: sectorMeta(`/${locale}/${slug}`, { meta: sector.meta, name: sector.eyebrow, faq }),
  };
}

function missionsFaq() {
  const { data, file } = loadEntry("missions", "en", "business-missions");
  return loadFaq(data.faq, file);
}

/** The JSON-LD graph of a loader's head. */
function graphOf(head: unknown[]): Record<string, unknown>[] {
  const script = head.find((d) => typeof d === "object" && d && "script:ld+json" in d) as {
    "script:ld+json": { "@graph": Record<string, unknown>[] };
  };
  return script["script:ld+json"]["@graph"];
}

describe("a page's FAQ (issue 27)", () => {
  it("shows each question as a native disclosure with its Markdown answer, and a FAQPage", () => {
    // Both languages get the fixture: a Russian FAQ shorter than the English one would show
    // the English page's extra questions as fallbacks.
    content.edit("sectors/en/horeca.yaml", (sector) => (sector.faq = faq));
    content.edit("sectors/ru/horeca.yaml", (sector) => (sector.faq = faq));
    const data = sectorPage("ru", "horeca");
    const html = data.html;
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toContain("<summary");
    expect(html).toContain("Как проходит оплата?");
    expect(html).toContain('<a href="/ru/manufacturing">инспекции</a>');
    expect(html).toContain("<strong>фабрики</strong>");
    const faqPage = graphOf(data.head).find((node) => node["@type"] === "FAQPage")!;
    expect(faqPage.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Как проходит оплата?",
        acceptedAnswer: { "@type": "Answer", text: data.faq!.items[0]!.answerHtml },
      },
      expect.objectContaining({ name: "Есть ли минимальный заказ?" }),
    ]);
  });

  it("the missions page marks up its FAQ too", () => {
    content.edit("missions/en/business-missions.yaml", (page) => (page.faq = faq));
    const head = missionsMeta("/en/business-missions", {
      meta: { title: "Business missions to China", description: "Trips" },
      name: "Business missions",
      faq: missionsFaq(),
    });
    const faqPage = graphOf(head).find((node) => node["@type"] === "FAQPage")!;
    expect(faqPage.name).toBe(faq.heading);
    expect(faqPage.mainEntity).toHaveLength(2);
  });

  it("a page without a FAQ shows none and has no FAQPage", () => {
    content.edit("sectors/en/villas.yaml", (sector) => delete sector.faq);
    for (const locale of ["ar", "es", "ru"]) {
      content.edit(`sectors/${locale}/villas.yaml`, (sector) => delete sector.faq);
    }
    const data = sectorPage("en", "villas");
    expect(data.html).not.toContain("<details");
    expect(graphOf(data.head).some((node) => node["@type"] === "FAQPage")).toBe(false);
  });

  it("an answer linking to a page the site lacks fails, naming the file, field and link", () => {
    content.edit("missions/en/business-missions.yaml", (page) => {
      page.faq = {
        heading: "Questions",
        items: [{ question: "Where?", answer: "[Here](/en/nowhere)." }],
      };
    });
    expect(missionsFaq).toThrow(ContentError);
    expect(missionsFaq).toThrow(
      "content/missions/en/business-missions.yaml: faq.items.0.answer: link /en/nowhere",
    );
  });

  it("raw HTML in an answer is removed, with a build warning naming the file and field", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    content.edit("sectors/en/medical.yaml", (sector) => {
      sector.faq = {
        heading: "Questions",
        items: [{ question: "Safe?", answer: "Yes.<script>alert(1)</script>" }],
      };
    });
    const data = sectorPage("en", "medical");
    expect(data.faq!.items[0]!.answerHtml).not.toContain("script");
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("content/sectors/en/medical.yaml: faq.items.0.answer: <script>"),
    );
  });
});
