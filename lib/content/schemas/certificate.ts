import { z } from "zod";
import { text } from "./fields";
import { altWithPhoto, altWithPhotoIssue, photoFields } from "./proof";

/**
 * A certificate or registration, `content/certificates/<locale>/<slug>.yaml` (issue 21):
 * its name, number and issuer, and optionally a scan. Shared by every language: `number`,
 * `photo` (see `lib/content/collections.ts`).
 */
export const certificateSchema = z
  .object({
    name: text(120).describe("e.g. Business licence, Export registration, ISO 9001 certificate."),
    number: text(60).describe("As printed on the document (registration or certificate number)."),
    issuer: text(120).describe("The authority or body that issued it."),
    ...photoFields,
  })
  .strict()
  .refine(altWithPhoto, altWithPhotoIssue);

export type Certificate = z.infer<typeof certificateSchema>;
