import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { resolveFallbackMarks } from "@lib/content/fallback";
import { defaultLocale, localeInfo } from "@lib/i18n/locales";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import clientEntry from "virtual:client-entry";
import { ClientEntryContext } from "./islands/page-scripts";
import { structuredDataAtBodyEnd } from "./seo/structured-data-placement";

/** How long a page may take to render before the build gives up on it, in ms. */
export const streamTimeout = 5_000;

/**
 * Renders each page at build time (every route is prerendered, ssr: false). React Router's
 * default entry, except that it always waits for every Suspense boundary (`onAllReady`, as
 * React advises for static generation): the forms are lazy islands (issue 7) and the HTML
 * must carry them in place, not a fallback swapped by a script. A page gets the build's
 * client entry to load (`ClientEntryContext`); React Router's app shell
 * (`routerContext.isSpaMode`) gets none, so it keeps React Router's scripts. The page is then
 * read whole to resolve the marks of copy that fell back to the default locale
 * (`lib/content/fallback.ts`), and its JSON-LD moved after the first screen's markup
 * (`seo/structured-data-placement.ts`, issue 33).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ClientEntryContext value={routerContext.isSpaMode ? null : clientEntry}>
        <ServerRouter context={routerContext} url={request.url} />
      </ClientEntryContext>,
      {
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          const fallback = localeInfo(defaultLocale);
          text(body).then(
            (html) =>
              resolve(
                new Response(
                  structuredDataAtBodyEnd(resolveFallbackMarks(html, fallback.tag, fallback.dir)),
                  {
                    headers: responseHeaders,
                    status: responseStatusCode,
                  },
                ),
              ),
            reject,
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
