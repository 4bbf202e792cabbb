import { z } from "zod";
import { text } from "./fields";
import { photo } from "./media";
import { sector } from "./proof";

/**
 * The direct chat links a manager may give: WhatsApp (`https://wa.me/<number>`), Telegram
 * (`https://t.me/<username>`) or WeChat (`https://u.wechat.com/<id>`), https like the
 * messengers of `content/facts.yaml`; the link's name is derived from its host.
 */
export const messengerUrl = z
  .url({ protocol: /^https$/ })
  .regex(
    /^https:\/\/(?:wa\.me\/[1-9]\d{6,14}|t\.me\/[A-Za-z]\w{4,31}|u\.wechat\.com\/[\w-]+)$/,
    "a WhatsApp (https://wa.me/…), Telegram (https://t.me/…) or WeChat (https://u.wechat.com/…) link",
  )
  .meta({
    patternMessage:
      "a WhatsApp (https://wa.me/…), Telegram (https://t.me/…) or WeChat (https://u.wechat.com/…) link",
  });

/**
 * A member of the team, `content/team/<locale>/<slug>.yaml` (issue 21): name, role, the
 * sector they lead, a portrait and a direct messenger link. Shared by every language:
 * `name`, `sector`, `photo`, `messenger` (see `lib/content/collections.ts`).
 */
export const teamMemberSchema = z
  .object({
    name: text(80).describe("As the person writes it in Latin script."),
    role: text(80),
    sector,
    photo: photo.describe("A portrait: JPEG, PNG or WebP up to 20 MB; empty shows none."),
    messenger: messengerUrl.describe(
      "Their own chat: https://wa.me/<number>, https://t.me/<username> or https://u.wechat.com/<id>.",
    ),
  })
  .strict();

export type TeamMember = z.infer<typeof teamMemberSchema>;

/** The messenger a link of `messengerUrl` opens, by its host. */
export function messengerName(url: string): "WhatsApp" | "Telegram" | "WeChat" {
  const host = new URL(url).hostname;
  return host === "wa.me" ? "WhatsApp" : host === "t.me" ? "Telegram" : "WeChat";
}
