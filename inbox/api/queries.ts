import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  dashboardResponseSchema,
  facetsResponseSchema,
  filterToSearch,
  inboxApiPaths,
  leadDetailSchema,
  leadsPageSchema,
  meResponseSchema,
  usersResponseSchema,
  type LeadFilter,
} from "@lib/inbox/api";
import { apiRequest } from "./client";

/*
 * TanStack Query options for each read of the inbox API, answers parsed with the
 * contract's schemas (lib/inbox/api.ts). Keys start with "inbox" and the resource.
 */

/** The signed-in user (GET /api/inbox/me). */
export const meQuery = () =>
  queryOptions({
    queryKey: ["inbox", "me"],
    queryFn: () => apiRequest(inboxApiPaths.me, { schema: meResponseSchema }),
    staleTime: Infinity,
  });

/** The values the filter menus offer (GET /api/inbox/facets). */
export const facetsQuery = () =>
  queryOptions({
    queryKey: ["inbox", "facets"],
    queryFn: () => apiRequest(inboxApiPaths.facets, { schema: facetsResponseSchema }),
    staleTime: 60_000,
  });

/**
 * The list for `filter`, page by page: each page's `nextCursor` fetches the next. Leads
 * awaiting a reply (the `reply` filter) come soonest due first, the others newest first.
 */
export const leadsQuery = (filter: LeadFilter) =>
  infiniteQueryOptions({
    queryKey: ["inbox", "leads", filterToSearch(filter)],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => {
      const search = filterToSearch({ ...filter, cursor: pageParam });
      const sort = filter.reply ? `${search ? "&" : "?"}sort=due` : "";
      return apiRequest(`${inboxApiPaths.leads}${search ? `?${search}` : ""}${sort}`, {
        schema: leadsPageSchema,
      });
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** One lead with its attribution, deliveries and notes (GET /api/inbox/leads/:id). */
export const leadQuery = (id: string) =>
  queryOptions({
    queryKey: ["inbox", "lead", id],
    queryFn: () => apiRequest(inboxApiPaths.lead(id), { schema: leadDetailSchema }),
  });

/** The inbox users a lead can be assigned to (GET /api/inbox/users). */
export const usersQuery = () =>
  queryOptions({
    queryKey: ["inbox", "users"],
    queryFn: () => apiRequest(inboxApiPaths.users, { schema: usersResponseSchema }),
    staleTime: 60_000,
  });

/** The dashboard's weeks and rankings (GET /api/inbox/dashboard). */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ["inbox", "dashboard"],
    queryFn: () => apiRequest(inboxApiPaths.dashboard, { schema: dashboardResponseSchema }),
  });
