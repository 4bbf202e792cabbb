import type { AnalyticsTag } from "@lib/analytics/providers";

/**
 * The analytics provider's script tag (issue 20), the last thing in the body. It is
 * `defer`red in every case: it runs only once the document is parsed and never competes
 * with the first paint (GoatCounter documents `async`, which React 19 would hoist into the
 * head; its `count.js` counts the same when deferred). Low fetch priority, like the islands'.
 */
export function AnalyticsScript({ tag }: { tag: AnalyticsTag }) {
  return <script defer src={tag.src} fetchPriority="low" {...tag.data} />;
}
