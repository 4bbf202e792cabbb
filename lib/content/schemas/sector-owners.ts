import { z } from "zod";
import { productCategories } from "../../leads/schema";

const entry = z
  .object({
    sector: z
      .enum(productCategories)
      .describe("The sector a buyer chose in the form (the inbox's sector filter)."),
    owner: z
      .email("an e-mail address")
      .describe("The inbox user (their sign-in e-mail) who gets this sector's new leads."),
  })
  .strict();

/**
 * Who gets each sector's new leads (issue 31, item 3), `content/sector-owners.yaml`: a lead
 * stored with a listed sector is assigned to its owner when that inbox user exists, else it
 * stays unassigned. One entry per sector; the file ships empty (the owners fill it in).
 */
export const sectorOwnersSchema = z
  .object({
    owners: z
      .array(entry)
      .default([])
      .describe(
        "Sectors and the inbox user who gets their new leads; a sector not listed stays unassigned.",
      )
      .superRefine((entries, context) => {
        const seen = new Set<string>();
        for (const [index, { sector }] of entries.entries()) {
          if (seen.has(sector))
            context.addIssue({
              code: "custom",
              path: [index, "sector"],
              message: `${sector} is listed twice: one owner a sector`,
            });
          seen.add(sector);
        }
      }),
  })
  .strict();

export type SectorOwners = z.infer<typeof sectorOwnersSchema>;
