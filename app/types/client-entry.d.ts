/**
 * The browser entry's URL and the chunks it imports (`scripts/vite/client-entry.ts`), for the
 * server render only: `app/entry.server.tsx` hands it to the page scripts.
 */
declare module "virtual:client-entry" {
  export interface ClientEntry {
    /** The entry module's URL, e.g. `/assets/entry.client-ZnC1SAYR.js`. */
    module: string;
    /** The URLs of every chunk it imports, statically and transitively, to preload. */
    imports: string[];
  }
  const entry: ClientEntry;
  export default entry;
}
