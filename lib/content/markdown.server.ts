import type { Element, Root as HastRoot, RootContent as HastContent } from "hast";
import type { Heading, Root as MdastRoot, RootContent } from "mdast";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { ContentError, type ContentIssue } from "./issues";

/**
 * Markdown written by the editors (article bodies, case-study stories, FAQ answers: issue 27)
 * rendered to HTML at build time with unified (remark → rehype). Raw HTML is never passed
 * through: remark-rehype drops it and rehype-sanitize (GitHub's allow-list) is the second
 * guard, e.g. against `javascript:` links. What was dropped is reported as a warning naming
 * the file, so an editor learns why their `<script>` or `<iframe>` is not on the page.
 */

/** Where a piece of Markdown comes from, as error and warning messages name it. */
export interface MarkdownSource {
  /** The content file, e.g. `content/insights/en/canton-fair-guide.md`. */
  file: string;
  /** The field in that file, e.g. `body` or `faq.2.answer`. */
  field: string;
}

/** Options of `renderMarkdown`. */
export interface MarkdownOptions extends MarkdownSource {
  /**
   * Every path the site builds (`/en/horeca`, `/ar/insights/…`). When given, a link to a
   * site path outside this set throws a ContentError naming the file and the link.
   */
  sitePaths?: ReadonlySet<string>;
  /**
   * The highest heading level the Markdown may use (default 2: the page's title is its only
   * h1). A `#` heading is raised to this level and the ones below it follow, keeping the outline.
   */
  topHeadingLevel?: number;
  /** The footnote section's heading and back-link label, in the page's language. */
  footnoteLabel?: string;
  footnoteBackLabel?: string;
}

/** A link from the Markdown to a page of the site. */
export interface InternalLink {
  /** As written, e.g. `/en/horeca#faq` or `https://www.example.com/en/horeca`. */
  href: string;
  /** The site path it points to, without query, fragment or trailing slash: `/en/horeca`. */
  path: string;
}

/** The rendered HTML and what the renderer found on the way. */
export interface RenderedMarkdown {
  html: string;
  /** Raw HTML removed from the source, one issue per piece: a build warning, not an error. */
  warnings: ContentIssue[];
  /** Links to the site's own pages, in order of appearance. */
  internalLinks: InternalLink[];
  /** Words of running text, for the reading time. */
  words: number;
}

/** A link to another site opens in a new tab, as the site's other outbound links do (team, contact). */
const externalLinkProperties = { target: "_blank", rel: ["noopener", "noreferrer"] };

/**
 * GitHub's sanitising schema, minus the id clobbering: no raw HTML reaches the tree, so the
 * only ids are footnotes' (prefixed by remark-rehype) and headings' (added after sanitising).
 */
const sanitizeSchema = { ...defaultSchema, clobber: [] as string[] };

function describeRawHtml(value: string): string {
  const tag = /^<\/?([a-z][a-z0-9-]*)/i.exec(value.trim());
  if (tag) return `<${tag[1]!.toLowerCase()}>`;
  return value.trim().startsWith("<!--") ? "an HTML comment" : "raw HTML";
}

/** Collects raw HTML nodes and shifts heading depths, on the Markdown tree. */
function inspectMarkdown(tree: MdastRoot, topLevel: number, rawHtml: string[]): void {
  const headings: Heading[] = [];
  const walk = (node: MdastRoot | RootContent): void => {
    if (node.type === "html") rawHtml.push(node.value);
    if (node.type === "heading") headings.push(node);
    if ("children" in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  const highest = Math.min(...headings.map((heading) => heading.depth));
  const shift = headings.length > 0 ? Math.max(0, topLevel - highest) : 0;
  for (const heading of headings) {
    heading.depth = Math.min(6, heading.depth + shift) as Heading["depth"];
  }
}

function isElement(node: HastContent | HastRoot): node is Element {
  return node.type === "element";
}

function elements(node: HastRoot | HastContent, found: Element[] = []): Element[] {
  if (isElement(node)) found.push(node);
  if ("children" in node) for (const child of node.children) elements(child, found);
  return found;
}

function textOf(node: HastRoot | HastContent): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return node.children.map((child) => textOf(child)).join(" ");
  return "";
}

/**
 * The site path `href` points to when it is a link to the site itself: a path starting with
 * `/`, or an absolute URL on `siteOrigin`; `null` for other sites, `mailto:` and `tel:`.
 * Query and fragment are dropped, and a trailing slash, as the server redirects it.
 */
export function sitePathOf(href: string, siteOrigin?: string): string | null {
  let path: string;
  if (href.startsWith("/") && !href.startsWith("//")) {
    path = href;
  } else if (siteOrigin && (href === siteOrigin || href.startsWith(`${siteOrigin}/`))) {
    path = href.slice(siteOrigin.length) || "/";
  } else {
    return null;
  }
  path = path.replace(/[?#].*$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : "/";
}

/**
 * Renders editor-written Markdown (GitHub-flavoured: tables, strikethrough, task lists,
 * autolinks, footnotes) to sanitised HTML: headings get ids (rehype-slug, for links to a
 * section), external links open in a new tab with `rel="noopener noreferrer"`.
 *
 * Takes the Markdown and where it comes from; returns the HTML, a warning per piece of raw
 * HTML removed, the links to the site's own pages and the word count.
 * @throws ContentError naming the file, the field and the link, for a link written as a
 *   relative path (`horeca`, `../en`), a `#section` no heading of the text has, or, when
 *   `sitePaths` is given, a site path the build does not make (issue 27).
 */
export function renderMarkdown(
  markdown: string,
  options: MarkdownOptions & { siteOrigin?: string },
): RenderedMarkdown {
  const { file, field, sitePaths, siteOrigin } = options;
  const rawHtml: string[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(() => (tree: MdastRoot) => inspectMarkdown(tree, options.topHeadingLevel ?? 2, rawHtml))
    .use(remarkRehype, {
      footnoteLabel: options.footnoteLabel,
      footnoteBackLabel: options.footnoteBackLabel,
    })
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeSlug);
  const hast: HastRoot = processor.runSync(processor.parse(markdown));

  const issues: ContentIssue[] = [];
  const internalLinks: InternalLink[] = [];
  const all = elements(hast);
  const ids = new Set(all.map((element) => element.properties.id).filter(Boolean));
  for (const element of all) {
    if (element.tagName !== "a" || typeof element.properties.href !== "string") continue;
    const href = element.properties.href;
    if (href.startsWith("#")) {
      if (!ids.has(decodeURIComponent(href.slice(1)))) {
        issues.push({
          file,
          path: field,
          message: `link ${href}: no heading of this text has that id`,
        });
      }
      continue;
    }
    const path = sitePathOf(href, siteOrigin);
    if (path !== null) {
      internalLinks.push({ href, path });
      if (sitePaths && !sitePaths.has(path)) {
        issues.push({ file, path: field, message: `link ${href}: the site has no page ${path}` });
      }
      continue;
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
      if (/^https?:/i.test(href)) Object.assign(element.properties, externalLinkProperties);
      continue;
    }
    issues.push({
      file,
      path: field,
      message: `link ${href}: write a link to the site as a path from its root, e.g. /en/horeca`,
    });
  }
  if (issues.length > 0) throw new ContentError(issues);

  return {
    html: unified().use(rehypeStringify).stringify(hast),
    warnings: rawHtml.map((value) => ({
      file,
      path: field,
      message: `${describeRawHtml(value)} removed: Markdown may not contain raw HTML`,
    })),
    internalLinks,
    words: textOf(hast)
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
  };
}
