import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadEntry } from "@lib/content/load.server";
import { contentCopy, contentErrorOf } from "../support/content-copy";

let content: ReturnType<typeof contentCopy>;
beforeEach(() => {
  content = contentCopy();
});
afterEach(() => content.remove());

const item = (n: number) => ({ question: `Question ${n}?`, answer: `Answer **${n}**.` });

describe("a page's FAQ in its content file (issue 27)", () => {
  it("a sector and the missions page take a heading and questions with Markdown answers", () => {
    const faq = { heading: "Questions buyers ask", items: [item(1), item(2)] };
    content.edit("sectors/en/horeca.yaml", (sector) => (sector.faq = faq));
    content.edit("missions/en/business-missions.yaml", (page) => (page.faq = faq));
    expect(loadEntry("sectors", "en", "horeca").data.faq).toEqual(faq);
    expect(loadEntry("missions", "en", "business-missions").data.faq).toEqual(faq);
  });

  it("more than 12 questions, or an empty answer, name the file and the field", () => {
    content.edit("sectors/en/villas.yaml", (sector) => {
      sector.faq = { heading: "Questions", items: Array.from({ length: 13 }, (_, n) => item(n)) };
    });
    expect(contentErrorOf(() => loadEntry("sectors", "en", "villas"))).toContain(
      "content/sectors/en/villas.yaml: faq.items: at most 12 questions",
    );
    content.edit("sectors/en/villas.yaml", (sector) => {
      sector.faq = { heading: "Questions", items: [{ question: "Why?", answer: " " }] };
    });
    expect(contentErrorOf(() => loadEntry("sectors", "en", "villas"))).toContain(
      "content/sectors/en/villas.yaml: faq.items.0.answer: required",
    );
  });
});
