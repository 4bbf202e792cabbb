import { closeDialogOnLink } from "./lib/close-dialog-on-link";
import { supportInvokerCommands } from "./lib/invoker-commands";
import { logMissingPath } from "./lib/log-missing-path";
import { islands } from "./islands/registry";
import { startIslands } from "./islands/runtime";

/**
 * The browser's entry. A prerendered page is served as HTML and CSS with islands of
 * behaviour (issue 7), each loaded when the reader reaches for it (issue 17); React
 * Router's runtime never loads. Nothing is stored on the device at load (issue 29): a
 * lead's attribution is read from its own page when it is sent (app/leads/attribution.ts).
 */
startIslands(islands);
closeDialogOnLink(document);
void supportInvokerCommands();
if (document.querySelector("[data-not-found]")) logMissingPath(window.location.pathname);
