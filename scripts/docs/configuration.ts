import { writeFileSync } from "node:fs";
import { configurationDocument, configurationPath } from "./configuration-document";

/** `npm run docs:config`: writes docs/configuration.md from the settings' schemas. */
writeFileSync(configurationPath, await configurationDocument());
console.log(`Wrote ${configurationPath}`);
