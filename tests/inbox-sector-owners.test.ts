import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkContent } from "@lib/content/check.server";
import { loadSectorOwners } from "@lib/content/sector-owners.server";
import { hashPassword } from "../server/inbox/passwords";
import { openLeadStore } from "../server/storage/open-lead-store";
import { contentCopy, contentErrorOf } from "./support/content-copy";
import { storedLead } from "./support/lead-factory";
import { freshStore, storeKinds } from "./support/stores";

/**
 * Automatic assignment by sector (issue 31, item 3): the owners keep in
 * content/sector-owners.yaml who gets each sector's new leads; an entry with an unknown
 * sector, a malformed e-mail or a sector listed twice fails the content check and the
 * server's start, naming the entry; a stored lead of a listed sector gets its owner when
 * that inbox user exists, and stays unassigned otherwise — on every store.
 */
let content: ReturnType<typeof contentCopy>;
const cleanUps: (() => Promise<void>)[] = [];
beforeEach(() => {
  content = contentCopy();
});
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  content.remove();
});

const owners = (entries: { sector: string; owner: string }[]) =>
  content.edit("sector-owners.yaml", (file) => (file.owners = entries));

describe("content/sector-owners.yaml", () => {
  it("ships empty: no lead is assigned until the owners list a sector", () => {
    // The copy holds the file as it ships.
    expect(loadSectorOwners()).toEqual({});
  });

  it("maps each listed sector to its owner's e-mail, lower-cased as accounts are", () => {
    owners([
      { sector: "horeca", owner: "Li.Wei@Pearl.example" },
      { sector: "electronics", owner: "chen@pearl.example" },
    ]);
    expect(loadSectorOwners()).toEqual({
      horeca: "li.wei@pearl.example",
      electronics: "chen@pearl.example",
    });
  });

  // Checks every content file: slow on a busy machine, hence the longer timeout.
  it(
    "refuses an unknown sector and a malformed e-mail, naming each entry, at the build and at start",
    {
      timeout: 60_000,
    },
    async () => {
      owners([
        { sector: "horeca", owner: "li.wei@pearl.example" },
        { sector: "yachts", owner: "chen@pearl.example" },
        { sector: "villas", owner: "chen at pearl" },
      ]);
      const message = contentErrorOf(loadSectorOwners);
      expect(message).toContain("content/sector-owners.yaml: owners.1.sector");
      expect(message).toContain("content/sector-owners.yaml: owners.2.owner: an e-mail address");
      expect(message).not.toContain("owners.0");
      // The build's content check fails on it, and so does the server's start (its store).
      expect(checkContent().errors.map((issue) => `${issue.file}: ${issue.path}`)).toEqual([
        "content/sector-owners.yaml: owners.1.sector",
        "content/sector-owners.yaml: owners.2.owner",
      ]);
      const fresh = await freshStore("sqlite");
      cleanUps.push(() => fresh.remove());
      await expect(openLeadStore(fresh.leads)).rejects.toThrow(/owners\.1\.sector/);
    },
  );

  it("refuses a sector listed twice, naming the second entry", () => {
    owners([
      { sector: "horeca", owner: "li.wei@pearl.example" },
      { sector: "horeca", owner: "chen@pearl.example" },
    ]);
    expect(contentErrorOf(loadSectorOwners)).toBe(
      "content/sector-owners.yaml: owners.1.sector: horeca is listed twice: one owner a sector",
    );
  });
});

describe.each(storeKinds)("assignment by sector on %s", (kind) => {
  it("gives a listed sector's new lead its owner if that user exists, else leaves it unassigned", async () => {
    owners([
      { sector: "horeca", owner: "Li.Wei@pearl.example" },
      { sector: "electronics", owner: "gone@pearl.example" },
    ]);
    const fresh = await freshStore(kind);
    cleanUps.push(() => fresh.remove());
    const store = await openLeadStore(fresh.leads);
    cleanUps.push(() => store.close());
    await store.inbox.addUser(
      "li.wei@pearl.example",
      await hashPassword("a long enough passphrase"),
      new Date(),
    );
    const horeca = storedLead({ category: "horeca", name: "Hotel Buyer" });
    const electronics = storedLead({ category: "electronics", name: "Shop Buyer" });
    const villas = storedLead({ category: "villas", name: "Villa Buyer" });
    const none = storedLead({ category: null, name: "Mission Traveller" });
    for (const lead of [horeca, electronics, villas, none]) await store.insertLead(lead, []);

    const ownerOf = async (id: string) => (await store.inbox.getLead(id))!.owner;
    expect(await ownerOf(horeca.id)).toBe("li.wei@pearl.example");
    expect(await ownerOf(electronics.id)).toBeNull(); // no such inbox user
    expect(await ownerOf(villas.id)).toBeNull(); // sector not listed
    expect(await ownerOf(none.id)).toBeNull(); // no sector
  });
});
