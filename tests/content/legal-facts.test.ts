import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { factsSchema } from "../../lib/content/schemas/facts";
import { checkContent } from "../../lib/content/check.server";
import { contentPath } from "../../lib/content/files.server";
import { loadFacts } from "../../lib/content/facts.server";
import { loadLegal } from "../../app/content/copy.server";
import { locales } from "../../lib/i18n/locales";

/**
 * Issue 29, item 1: the controller's legal facts live in content/facts.yaml, are required,
 * and the privacy policy, terms and consent of every language state them.
 */
const raw = parse(readFileSync(contentPath("facts.yaml"), "utf8")) as {
  controller: Record<string, unknown>;
};
const required = [
  "legalName",
  "registeredAddress",
  "registrationNumber",
  "email",
  "dataCountry",
  "processingCountry",
  "transferSafeguard",
  "governingLaw",
  "disputeResolution",
  "example",
];

describe("legal facts", () => {
  it.each(required)("facts.yaml without controller.%s is rejected, naming the field", (field) => {
    const controller = { ...raw.controller };
    delete controller[field];
    const result = factsSchema.safeParse({ ...raw, controller });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toContain(
      `controller.${field}`,
    );
  });

  it("an empty legal name is rejected", () => {
    const result = factsSchema.safeParse({
      ...raw,
      controller: { ...raw.controller, legalName: " " },
    });
    expect(result.success).toBe(false);
  });

  // Checks every content file: slow on a busy machine, hence the longer timeout.
  it("the build warns while the legal facts are examples", { timeout: 60_000 }, () => {
    const { warnings } = checkContent();
    const example = warnings.filter((issue) => issue.path === "controller.example");
    expect(example).toHaveLength(loadFacts().controller.example ? 1 : 0);
  });

  it.each(locales)("%s: privacy policy, terms and consent name the controller", (locale) => {
    const { controller } = loadFacts();
    const text = (slug: "privacy" | "terms" | "consent") =>
      JSON.stringify(loadLegal(locale, slug).sections);
    for (const slug of ["privacy", "terms", "consent"] as const) {
      expect(text(slug)).toContain(controller.legalName);
      expect(text(slug)).toContain(controller.registeredAddress);
      expect(text(slug)).toContain(controller.registrationNumber);
    }
    expect(text("privacy")).toContain(controller.email);
    const country = new Intl.DisplayNames([locale], { type: "region" });
    expect(text("privacy")).toContain(country.of(controller.dataCountry));
    expect(text("terms")).toContain(country.of(controller.governingLaw));
    expect(text("terms")).toContain(controller.disputeResolution.body);
    expect(text("terms")).toContain(controller.disputeResolution.seat);
  });
});
