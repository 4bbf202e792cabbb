/** SPEC §2: the 404 page logs the path that was not found to the console. */
export function logMissingPath(pathname: string): void {
  console.error("404 Error: User attempted to access non-existent route:", pathname);
}
