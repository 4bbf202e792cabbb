import { renderMarkdown } from "@lib/content/markdown.server";
import type { RenderAnswer } from "~/content/faq-view";

/**
 * Markdown as the build renders it, for the preview of the entry at `file` (issue 27): the
 * same renderer and sanitising, without the check of links against the site's pages, which
 * only the build knows. A link the build would refuse for its form (a relative path) shows
 * the build's message instead of the page.
 */
export function previewMarkdown(file: string, topHeadingLevel: number): RenderAnswer {
  return (markdown, field) => renderMarkdown(markdown, { file, field, topHeadingLevel }).html;
}
