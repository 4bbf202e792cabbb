import { config } from "zod";

/*
 * zod compiles object parsers with `new Function` when it may, and decides so when a schema
 * is created. Its probe is refused by the pages' CSP (no 'unsafe-eval') and reported as a
 * violation on every page whose form loads (and in the inbox); jitless parsing asks for
 * nothing. Imported first by the form's island and the inbox, before any schema module runs.
 */
config({ jitless: true });
