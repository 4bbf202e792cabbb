/** Where the leads inbox's pages live (issue 20); its one folder URL is `/inbox/`. */
export const inboxPath = "/inbox";

/** The inbox's pages by name, as the server routes them and the UI links them. */
export const inboxPages = {
  list: `${inboxPath}/`,
  signIn: `${inboxPath}/sign-in`,
  lead: (id: string) => `${inboxPath}/leads/${encodeURIComponent(id)}`,
  dashboard: `${inboxPath}/dashboard`,
  /** The UI's hashed files (build/inbox/assets/). */
  assets: `${inboxPath}/assets/`,
} as const;
