import { bundleLeadsCli } from "./leads-cli-bundle";

/** Once before the unit tests: the operators' CLI bundled for the tests that run it. */
export default async function setup(): Promise<void> {
  await bundleLeadsCli();
}
