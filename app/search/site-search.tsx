import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { SiteCopy } from "@lib/content/schemas/site";
import type { Locale } from "@lib/i18n/locales";

/** One search result as shown: the page's title and URL, and Pagefind's excerpt (HTML with `<mark>`). */
interface Result {
  url: string;
  title: string;
  excerpt: string;
}

/** The part of Pagefind's browser API (`/pagefind/pagefind.js`) the search uses. */
interface Pagefind {
  init(): Promise<void>;
  debouncedSearch(query: string): Promise<{
    results: { data(): Promise<{ url: string; meta: { title?: string }; excerpt: string }> }[];
  } | null>;
}

let pagefind: Promise<Pagefind> | null = null;

/**
 * Pagefind's script and the index of the page's language (issue 27), loaded once, when the
 * search island first runs: never at page load. Pagefind reads `<html lang>` and loads that
 * language's index only, so results are pages of the reader's language.
 */
function loadPagefind(): Promise<Pagefind> {
  const url = "/pagefind/pagefind.js";
  pagefind ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (module) => {
    await module.init();
    return module;
  });
  return pagefind;
}

/** The words the search field uses: only these go into its props, which the page carries. */
export type SearchFieldCopy = Pick<
  SiteCopy["search"],
  "label" | "placeholder" | "submit" | "searching" | "noResults" | "resultsLabel" | "all"
>;

/** `copy`'s words for the search field (its props are written into every page, issue 33). */
export function searchFieldCopy(copy: SiteCopy["search"]): SearchFieldCopy {
  const { label, placeholder, submit, searching, noResults, resultsLabel, all } = copy;
  return { label, placeholder, submit, searching, noResults, resultsLabel, all };
}

export interface SiteSearchProps {
  locale: Locale;
  copy: SearchFieldCopy;
  /** `header`: a field with up to five results under it; `page`: the search page's list. */
  variant: "header" | "page";
}

/**
 * The site search (issue 27): a plain search form to `/{lang}/search?q=…` before any
 * script, an island that loads Pagefind when the reader focuses or types in it, showing
 * results as they type (the search page also for the `q` it was opened with).
 */
export function SiteSearch({ locale, copy, variant }: SiteSearchProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [found, setFound] = useState<{ query: string; results: Result[] } | null>(null);
  const results = found?.results ?? null;
  const [searching, setSearching] = useState(false);
  const latest = useRef("");
  const limit = variant === "header" ? 5 : 30;

  async function run(text: string) {
    latest.current = text;
    if (text.trim() === "") {
      setFound(null);
      return;
    }
    setSearching(true);
    const api = await loadPagefind();
    const search = await api.debouncedSearch(text);
    // A newer query superseded this one (debounced searches answer null).
    if (search === null || latest.current !== text) return;
    const data = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
    if (latest.current !== text) return;
    setSearching(false);
    setFound({
      query: text,
      results: data.map((page) => ({
        url: page.url,
        title: page.meta.title ?? page.url,
        excerpt: page.excerpt,
      })),
    });
  }

  useEffect(() => {
    void loadPagefind();
    const field = input.current;
    if (!field) return;
    // What the reader typed while the island's code was on the way (its focus started the
    // load): no change event reached React for it, so it is searched now.
    const typed = field.value;
    const initial =
      variant === "page" ? (new URLSearchParams(window.location.search).get("q") ?? "") : "";
    // The field is the browser's own (uncontrolled), so the prerendered page hydrates as is.
    if (!typed && initial) field.value = initial;
    if (field.value) void run(field.value);
    // Runs once, when the island hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const header = variant === "header";
  return (
    <div className={header ? "relative" : undefined}>
      <form role="search" action={`/${locale}/search`} method="get" className="flex">
        <label htmlFor={id} className="sr-only">
          {copy.label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          ref={input}
          placeholder={copy.placeholder}
          autoComplete="off"
          onChange={(event) => void run(event.target.value)}
          className={
            header
              ? "h-10 w-36 rounded-s-md border border-line bg-white px-3 text-sm xl:w-52"
              : "h-12 w-full rounded-s-md border border-line bg-white px-4 text-lg"
          }
        />
        <button
          type="submit"
          className="inline-flex min-w-11 items-center justify-center rounded-e-md bg-ink px-3 text-white hover:bg-ink-soft"
        >
          <Search aria-hidden="true" className="size-4" />
          <span className="sr-only">{copy.submit}</span>
        </button>
      </form>
      <div
        role="status"
        className={
          header && results
            ? "absolute end-0 top-12 z-50 w-80 max-w-[calc(100vw-2rem)] rounded-lg bg-white p-4 shadow-lg ring-1 ring-line"
            : header
              ? "sr-only"
              : "mt-8"
        }
      >
        {searching && !results && <p className="text-sm text-muted">{copy.searching}</p>}
        {results && results.length === 0 && <p className="text-muted">{copy.noResults}</p>}
        {results && results.length > 0 && (
          <ul aria-label={copy.resultsLabel} className={header ? "space-y-3" : "space-y-6"}>
            {results.map((result) => (
              <li key={result.url}>
                <a href={result.url} className="font-semibold text-accent-strong underline">
                  {result.title}
                </a>
                <p
                  className="mt-1 text-sm text-muted [&_mark]:bg-gold/40 [&_mark]:text-ink"
                  dangerouslySetInnerHTML={{ __html: result.excerpt }}
                />
              </li>
            ))}
          </ul>
        )}
        {header && results && results.length > 0 && (
          <a
            href={`/${locale}/search?q=${encodeURIComponent(found?.query ?? "")}`}
            className="mt-4 inline-block text-sm font-semibold underline"
          >
            {copy.all}
          </a>
        )}
      </div>
    </div>
  );
}
