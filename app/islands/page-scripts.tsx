import { createContext, useContext } from "react";
import { Scripts, ScrollRestoration } from "react-router";
import type { ClientEntry } from "virtual:client-entry";

/**
 * The client entry a prerendered page loads, set by `app/entry.server.tsx` from the build
 * (`virtual:client-entry`); `null` for a render that is no prerendered page: React Router's
 * app shell (`EntryContext.isSpaMode`), and any render outside our server entry.
 */
export const ClientEntryContext = createContext<ClientEntry | null>(null);

/**
 * The scripts at the end of every document. A prerendered page gets the client entry
 * (`entry.client.tsx`, which starts its islands) and the modules it imports, instead of
 * React Router's `<Scripts />`, whose inline context and route modules would load the
 * whole router and hydrate every word of the page (issue 7). The app shell React Router
 * renders without a page (the SPA fallback it writes beside the prerendered pages, and
 * refuses to build without its `<Scripts />`; our server never sends it) gets React
 * Router's scripts.
 * They load at low priority: nothing on the first screen waits for them (the runtime only
 * watches for intent), so on a slow connection the fonts and the hero image go first
 * (issue 17). A module script is deferred anyway; Chrome would otherwise fetch it at high
 * priority, beside what the first paint needs.
 */
export function PageScripts() {
  const entry = useContext(ClientEntryContext);
  if (!entry) {
    return (
      <>
        <ScrollRestoration />
        <Scripts />
      </>
    );
  }
  return (
    <>
      {entry.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
      ))}
      <script type="module" src={entry.module} fetchPriority="low" />
    </>
  );
}
