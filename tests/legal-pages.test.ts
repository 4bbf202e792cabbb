import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { legalEffectiveDate } from "../lib/content/legal-date.server";
import { representativeSections } from "../app/legal/privacy-sections";
import { contentPath } from "../lib/content/files.server";

/**
 * Issue 29, item 1: a legal page's effective date comes from its file's last change, and
 * the privacy policy has a representative's section only when facts.yaml names one.
 */
describe("effective date", () => {
  it("is the day of the file's last commit in a git checkout", () => {
    const file = contentPath("legal", "en", "terms.yaml");
    const committed = execFileSync("git", ["log", "-1", "--format=%cs", "--", file], {
      encoding: "utf8",
    }).trim();
    const changed = execFileSync("git", ["status", "--porcelain", "--", file], {
      encoding: "utf8",
    }).trim();
    if (changed === "") expect(legalEffectiveDate(file)).toBe(committed);
    else expect(legalEffectiveDate(file, "2026-01-02")).toBe("2026-01-02");
  });

  it("without git history is the CMS's date, else the file's modification day", () => {
    const dir = mkdtempSync(join(tmpdir(), "legal-date-"));
    const file = join(dir, "privacy.yaml");
    writeFileSync(file, "title: x\n");
    utimesSync(file, new Date("2026-03-04T10:00:00Z"), new Date("2026-03-04T10:00:00Z"));
    expect(legalEffectiveDate(file, "2026-02-01")).toBe("2026-02-01");
    expect(legalEffectiveDate(file)).toBe("2026-03-04");
  });
});

describe("representative sections", () => {
  const copy = {
    heading: "Our representative in the {representativeRegion}",
    paragraphs: ["{representativeName}, {representativeAddress}: {representativeEmail}"],
  };

  it("are absent while no representative is appointed", () => {
    expect(representativeSections(copy, [], "en")).toEqual([]);
    expect(representativeSections(undefined, [], "en")).toEqual([]);
  });

  it("name each representative, the region in the page's language", () => {
    const sections = representativeSections(
      copy,
      [
        { region: "EU", name: "Rep EU GmbH", address: "Berlin", email: "eu@rep.example" },
        { region: "GB", name: "Rep UK Ltd", address: "London", email: "uk@rep.example" },
      ],
      "es",
    );
    expect(sections).toEqual([
      {
        heading: "Our representative in the Unión Europea",
        paragraphs: ["Rep EU GmbH, Berlin: eu@rep.example"],
      },
      {
        heading: "Our representative in the Reino Unido",
        paragraphs: ["Rep UK Ltd, London: uk@rep.example"],
      },
    ]);
  });

  it("fail the build when the copy has no representative section", () => {
    expect(() =>
      representativeSections(
        undefined,
        [{ region: "EU", name: "R", address: "A", email: "r@rep.example" }],
        "en",
      ),
    ).toThrow(/representative: missing/);
  });
});
