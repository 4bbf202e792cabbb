import { bundleServer } from "./server-bundle";

/** Once before the unit tests: the operators' CLI and the server bundled for the tests that run them. */
export default async function setup(): Promise<void> {
  await bundleServer();
}
