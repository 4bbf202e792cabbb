// The site's document shell as it is: in SPA mode it carries React Router's scripts.
export { default, ErrorBoundary, Layout, links } from "../../../app/root";
