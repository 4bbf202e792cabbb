// The site's document shell as it is: in SPA mode it carries React Router's scripts.
export { default, ErrorBoundary, Layout, links } from "../../../app/root";
// SPA mode allows no build-time loader: the document's language and fonts load in the browser.
export { loader as clientLoader } from "../../../app/root";
