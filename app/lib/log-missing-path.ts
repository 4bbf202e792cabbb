/**
 * SPEC §2: the 404 page logs the path that was not found to the console. As information,
 * not an error (issue 18): a missing page is the visitor's path, not a fault of the site,
 * and monitoring that counts console errors must not count it.
 */
export function logMissingPath(pathname: string): void {
  console.info("404: User attempted to access non-existent route:", pathname);
}
