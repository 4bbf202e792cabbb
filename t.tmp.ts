import { loadEntry } from "./lib/content/load.server";
import { collections } from "./lib/content/collections";
import { locales } from "./lib/i18n/locales";
for (const l of locales) for (const [n, c] of Object.entries(collections)) for (const s of c.slugs) {
  try { const e = loadEntry(n as any, l, s); if (e.fallbacks.length) console.log(l, n, s, e.fallbacks); } catch (e) { console.log(String(e).slice(0, 2000)); }
}
console.log(loadEntry("missions","ar","business-missions").data.why.items[0].title, "|", loadEntry("missions","ru","business-missions").data.why.items[0].title);
console.log(loadEntry("legal","ar","privacy").data.sections[3].paragraphs[0]);
console.log(loadEntry("sectors","en","premium-cars").data.meta.title, "|", loadEntry("home","es","home").data.services.cards["premium-cars"].features[0]);
