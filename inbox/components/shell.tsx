import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { Button } from "@lib/ui/button";
import { inboxApiPaths } from "@lib/inbox/api";
import { apiRequest, signInPath } from "../api/client";
import { meQuery } from "../api/queries";
import { cn } from "@lib/ui/cn";

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
      {pending ? "Signing out…" : "Sign out"}
    </Button>
  );
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
  const me = useQuery(meQuery());
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(main);
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold"
      >
        Skip to content
      </a>
      <header className="on-dark bg-ink text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="me-auto text-lg font-bold">Leads inbox</p>
          <nav aria-label="Inbox" className="order-last w-full sm:order-none sm:w-auto">
            <ul className="flex gap-1">
              <li>
                <NavLink to="/" end className={navLinkClass}>
                  Leads
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard" className={navLinkClass}>
                  Dashboard
                </NavLink>
              </li>
            </ul>
          </nav>
          {me.data ? (
            <p className="text-sm text-white/90">
              <span className="sr-only">Signed in as </span>
              {me.data.email}
            </p>
          ) : null}
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
