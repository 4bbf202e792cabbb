import { cpSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadEntry } from "@lib/content/load.server";
import { upcomingDepartures } from "@lib/content/departures.server";
import { departureCalendar } from "~/content/departure-calendar.server";
import { departureView } from "~/content/departure-view";
import { departureEventNode } from "~/seo/departure";
import { switchTarget } from "~/i18n/switcher";
import { contentCopy, contentErrorOf } from "./support/content-copy";

/** The departures of the proof fixture (tests/fixtures/proof): two upcoming, one past. */
const fixture = join(process.cwd(), "tests", "fixtures", "proof", "content", "departures");
let content: ReturnType<typeof contentCopy>;
beforeEach(() => {
  content = contentCopy();
  cpSync(fixture, join(content.dir, "departures"), { recursive: true });
});
afterEach(() => content.remove());

const spring = "2099-04-canton-fair-spring";
const sectors = [
  { slug: "electronics", title: "Electronics" },
  { slug: "horeca", title: "HoReCa" },
] as const;

function view(locale: "en" | "ar" | "ru", slug = spring) {
  const entry = upcomingDepartures(locale).find((departure) => departure.slug === slug)!;
  const ui = loadEntry("ui", locale, "site").data.departures;
  return departureView(entry, slug, locale, ui, sectors);
}

describe("dated departures (issue 27)", () => {
  it("lists the upcoming ones soonest first and drops those that have started", () => {
    expect(upcomingDepartures("en", "2026-11-28").map((d) => d.slug)).toEqual([
      spring,
      "2099-09-yiwu-individual",
    ]);
    expect(upcomingDepartures("en", "2099-04-16").map((d) => d.slug)).toEqual([
      "2099-09-yiwu-individual",
    ]);
  });

  it("takes the shared fields from the English file and the title from the locale's", () => {
    const ru = view("ru");
    expect(ru.title).toBe("Весенняя закупочная поездка на Кантонскую ярмарку");
    expect(ru.cities).toEqual(["Гуанчжоу", "Фошань", "Шэньчжэнь"]);
    const spaced = (text?: string) => text?.replace(/\s/gu, " ");
    expect(spaced(ru.dates)).toBe("15–21 апреля 2099 г.");
    expect(spaced(ru.price)).toBe("2 400 $");
    expect(ru.seatsLeft).toBe("6");
    expect(view("ar").cities[0]).toBe("قوانغتشو");
    expect(view("en").price).toBe("US$2,400");
  });

  it("refuses a translation that gives a shared field another value", () => {
    content.edit(`departures/es/${spring}.yaml`, (entry) => (entry.seatsLeft = 3));
    expect(contentErrorOf(() => loadEntry("departures", "es", spring))).toContain(
      `content/departures/es/${spring}.yaml: seatsLeft`,
    );
  });

  it("names the file and field of a wrong date, an end before the start, an unknown city", () => {
    content.edit(`departures/en/${spring}.yaml`, (entry) => {
      entry.start = "2099-02-30";
      entry.cities = ["guangzhou", "atlantis"];
      entry.priceFrom = { amount: 100, currency: "dollars" };
    });
    const message = contentErrorOf(() => loadEntry("departures", "en", spring));
    const file = `content/departures/en/${spring}.yaml`;
    expect(message).toContain(`${file}: start: a date as YYYY-MM-DD`);
    expect(message).toContain(`${file}: cities.1:`);
    expect(message).toContain(`${file}: priceFrom.currency: an ISO 4217 currency code`);
    content.edit(`departures/en/${spring}.yaml`, (entry) => {
      entry.start = "2099-04-15";
      entry.end = "2099-04-01";
      entry.cities = ["guangzhou"];
      entry.priceFrom = { amount: 100, currency: "USD" };
    });
    expect(contentErrorOf(() => loadEntry("departures", "en", spring))).toContain(
      `${file}: end: not before the start`,
    );
  });

  it("is an Event with its dates and cities, and an Offer only when a price is given", () => {
    const url = "https://www.example.com/en/business-missions/x";
    const event = departureEventNode(url, view("en"));
    expect(event).toMatchObject({
      "@type": "Event",
      startDate: "2099-04-15",
      endDate: "2099-04-21",
      offers: { "@type": "Offer", price: 2400, priceCurrency: "USD" },
    });
    expect(event.location).toHaveLength(3);
    const individual = departureEventNode(url, view("en", "2099-09-yiwu-individual"));
    expect(individual).not.toHaveProperty("offers");
  });

  it("is a calendar file: one all-day event, the day after the last as its end", () => {
    const ics = departureCalendar(view("ar"), "https://www.example.com/ar/business-missions/x");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain("DTSTART;VALUE=DATE:20990415");
    expect(ics).toContain("DTEND;VALUE=DATE:20990422");
    expect(ics).toContain("SUMMARY:رحلة توريد إلى معرض كانتون في الربيع");
    expect(ics).toContain("UID:2099-04-canton-fair-spring-ar@www.example.com");
  });

  it("keeps the departure when the reader switches language", () => {
    expect(switchTarget(`/ru/business-missions/${spring}`, "es")).toBe(
      `/es/business-missions/${spring}`,
    );
    expect(switchTarget("/ru/nowhere/at/all", "es")).toBe("/es");
  });
});
