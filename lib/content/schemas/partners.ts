import { z } from "zod";
import { exactly } from "./fields";

const partner = z
  .object({
    /** The company's name, written in the carousel when it has no icon. */
    name: z.string().min(1).max(40, "at most 40 characters"),
    color: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i, "a colour such as #c8102e")
      .meta({ patternMessage: "a colour such as #c8102e" }),
    icon: z
      .string()
      .regex(/^[a-z0-9]+$/, "a slug of simpleicons.org such as huawei")
      .meta({
        patternMessage: "a slug of simpleicons.org such as huawei",
        description: "The brand's slug at simpleicons.org; empty shows the name as a wordmark.",
      })
      .optional(),
  })
  .strict();

/**
 * The twelve companies of the missions page's partner carousel (SPEC §2, §9),
 * `content/partners.yaml`: names and brand colours, the same in every language; the logo
 * is the brand's `simple-icons` path, drawn at build time.
 */
export const partnersSchema = z.object({ partners: exactly(12, partner) }).strict();

export type Partners = z.infer<typeof partnersSchema>;
