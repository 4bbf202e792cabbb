import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { Button } from "@lib/ui/button";
import { inboxApiPaths, type MeResponse } from "@lib/inbox/api";
import { inboxLanguages, type InboxLanguage } from "@lib/inbox/languages";
import { apiRequest, signInPath } from "../api/client";
import { meQuery } from "../api/queries";
import { cn } from "@lib/ui/cn";
import { browserLanguage, useCopy } from "../i18n/copy";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 font-semibold underline-offset-4 hover:underline",
    isActive ? "bg-white/15 text-white" : "text-white/90",
  );

/**
 * Signs out with a real POST, then leaves with a full navigation that replaces this page
 * in the history: the back button cannot bring a lead view back from memory, and the
 * server's `Clear-Site-Data` has emptied the cache.
 */
function SignOutButton() {
  const { t } = useCopy();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  return (
    <Button
      type="button"
      variant="secondary"
      className="min-h-10 px-3 py-1.5 text-sm"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        try {
          await apiRequest(inboxApiPaths.signOut, { method: "POST", allowUnauthenticated: true });
        } finally {
          queryClient.clear();
          window.location.replace(signInPath);
        }
      }}
    >
      {pending ? t("shell.signingOut") : t("shell.signOut")}
    </Button>
  );
}

/**
 * The inbox's language switch (issue 31 item 7): one button per language, each named in its
 * own language; choosing one shows the inbox in it at once and stores it with the user
 * (`PATCH /api/inbox/me`), so every later page and sign-in opens in it.
 */
function LanguageSwitch({ me }: { me: MeResponse }) {
  const { t, language, show } = useCopy();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const choose = async (next: InboxLanguage) => {
    setFailed(false);
    await show(next);
    try {
      await apiRequest(inboxApiPaths.me, { method: "PATCH", body: { language: next } });
      queryClient.setQueryData<MeResponse>(meQuery().queryKey, { ...me, language: next });
    } catch {
      setFailed(true);
    }
  };
  return (
    <div role="group" aria-label={t("shell.languageLabel")} className="flex items-center gap-1">
      {inboxLanguages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => void choose(option)}
          className={cn(
            "min-h-10 rounded-md px-2 py-1 text-sm font-semibold underline-offset-4 hover:underline",
            option === language ? "bg-white/15 text-white" : "text-white/90",
          )}
        >
          {t(`languageNames.${option}`)}
        </button>
      ))}
      {failed ? (
        <p role="alert" className="text-sm font-semibold">
          {t("shell.languageFailed")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Shows the inbox in the signed-in user's language once it is known: the one they chose,
 * else the browser's (the page started in the server's guess, `startLanguage`).
 */
function useUserLanguage(me: MeResponse | undefined) {
  const { language, show } = useCopy();
  const wanted = me ? (me.language ?? browserLanguage()) : null;
  useEffect(() => {
    if (wanted && wanted !== language) void show(wanted);
    // Only a change of the user's choice moves the page; the switch moves it itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
}

/**
 * Moves focus to the page's main region after each in-app navigation (not on the first
 * load), so a keyboard or screen-reader user starts reading the new page, as after a
 * full page load.
 */
function useFocusMainOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [pathname, main]);
}

/** The signed-in frame of every inbox page: skip link, header with navigation and sign-out, main. */
export function Shell() {
  const { t } = useCopy();
  const me = useQuery(meQuery());
  useUserLanguage(me.data);
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(main);
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold"
      >
        {t("shell.skipToContent")}
      </a>
      <header className="on-dark bg-ink text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="me-auto text-lg font-bold">{t("app.name")}</p>
          <nav
            aria-label={t("shell.navLabel")}
            className="order-last w-full sm:order-none sm:w-auto"
          >
            <ul className="flex gap-1">
              <li>
                <NavLink to="/" end className={navLinkClass}>
                  {t("shell.leads")}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard" className={navLinkClass}>
                  {t("shell.dashboard")}
                </NavLink>
              </li>
            </ul>
          </nav>
          {me.data ? (
            <p className="text-sm text-white/90">
              <span className="sr-only">{t("shell.signedInAs")} </span>
              {me.data.email}
            </p>
          ) : null}
          {me.data ? <LanguageSwitch me={me.data} /> : null}
          <SignOutButton />
        </div>
      </header>
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        className="mx-auto max-w-7xl px-4 py-6 focus:outline-none"
      >
        <Outlet />
      </main>
    </div>
  );
}
