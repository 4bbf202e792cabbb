import { closeDialogOnLink } from "./lib/close-dialog-on-link";
import { supportInvokerCommands } from "./lib/invoker-commands";
import { logMissingPath } from "./lib/log-missing-path";
import { islands } from "./islands/registry";
import { startIslands } from "./islands/runtime";
import { recordVisit } from "./leads/visit";

/**
 * The browser's entry. A prerendered page is served as HTML and CSS with islands of
 * behaviour (issue 7), each loaded when the reader reaches for it (issue 17); React
 * Router's runtime never loads. The visit's source is recorded at once (issue 15): the
 * landing page is this one, whether or not a form is ever used.
 */
recordVisit();
startIslands(islands);
closeDialogOnLink(document);
void supportInvokerCommands();
if (document.querySelector("[data-not-found]")) logMissingPath(window.location.pathname);
