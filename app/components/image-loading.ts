/**
 * How an image loads, as `<img>` attributes: a priority image (a hero: the largest paint
 * may be its) at once and ahead of other requests, any other lazily as it nears the
 * viewport (issue 17). One rule for photos (`PhotoPicture`) and drawings (`Artwork`).
 */
export function imageLoading(priority: boolean) {
  return priority
    ? ({ loading: "eager", fetchPriority: "high" } as const)
    : ({ loading: "lazy" } as const);
}
