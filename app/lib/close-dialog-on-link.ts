/**
 * Closes an open `<dialog>` (the phone menu) when a link inside it is followed: a link to a
 * section of the same page would otherwise scroll the page behind a menu still open.
 * Without script the menu still works; the reader closes it with Escape or its button.
 */
export function closeDialogOnLink(root: Document): void {
  root.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const dialog = link?.closest("dialog[open]");
    if (dialog instanceof HTMLDialogElement) dialog.close();
  });
}
