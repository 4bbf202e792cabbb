import { afterEach, beforeEach, expect, it } from "vitest";
import { acceptTranslations, translationStatus } from "@lib/content/status.server";
import { contentCopy } from "../support/content-copy";

let content: ReturnType<typeof contentCopy>;
beforeEach(() => {
  content = contentCopy();
});
afterEach(() => content.remove());

const states = (locale: string) =>
  translationStatus(locale)
    .filter((field) => field.state !== "translated")
    .map(({ file, path, state }) => `${state}: ${file}: ${path}`);

it("lists a field a translator has not done as missing, by file and path", () => {
  content.edit("sectors/es/villas.yaml", (sector) => delete sector.subtitle);
  expect(states("es")).toEqual(["missing: content/sectors/es/villas.yaml: subtitle"]);
});

it("marks a translation outdated when the English changes after it was accepted, until it is redone", () => {
  acceptTranslations("ru");
  expect(states("ru")).toEqual([]);
  content.edit("home/en/page.yaml", (home) => (home.hero.tagline = "A new English tagline."));
  expect(states("ru")).toEqual(["outdated: content/home/ru/page.yaml: hero.tagline"]);
  content.edit("home/ru/page.yaml", (home) => (home.hero.tagline = "Новый слоган."));
  expect(states("ru")).toEqual([]);
});
