import { isValidPhoneNumber } from "libphonenumber-js/max";
import { z } from "zod";
import { keyedObject } from "./fields";
import { programmeKeys } from "../keys";

const range = z
  .object({ min: z.number().int().positive(), max: z.number().int().positive() })
  .strict()
  .refine((r) => r.min <= r.max, "min must not exceed max");
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time such as 09:00")
  .meta({ patternMessage: "a time such as 09:00" });
const phoneMessage = "a phone number in E.164, e.g. +862038880000";
const openingHours = z.object({ opens: time, closes: time }).strict();

/**
 * The company facts, `content/facts.yaml` (issue 14): every figure, contact value and time
 * the site states, once. Prose refers to them by ICU placeholder; nothing here is copy.
 */
export const factsSchema = z
  .object({
    name: z.string().min(1),
    foundedYear: z.number().int().min(1900).max(2100),
    figures: z
      .object({
        deliveryCountries: z.number().int().positive(),
        clients: z.number().int().positive(),
        containersDelivered: z.number().int().positive(),
        turnkeyPercent: z.number().min(0).max(100),
        carRangeKm: z.number().int().positive(),
      })
      .strict(),
    contact: z
      .object({
        phones: z
          .array(
            z
              .string()
              // The shape first (the CMS checks it before saving), then the numbering plan.
              .regex(/^\+[1-9]\d{6,14}$/, phoneMessage)
              .meta({ patternMessage: phoneMessage })
              .refine((p) => isValidPhoneNumber(p), phoneMessage),
          )
          .min(1),
        emails: z
          .object({
            general: z.email("an e-mail address"),
            sales: z.email("an e-mail address"),
            jobs: z.email("an e-mail address"),
          })
          .strict(),
        messengers: z.array(
          z
            .object({
              name: z.string().min(1),
              url: z
                .url({ protocol: /^https$/ })
                .regex(/^https:\/\/\S+$/, "an https:// address")
                .meta({ patternMessage: "an https:// address" }),
            })
            .strict(),
        ),
        address: z
          .object({
            street: z.string().min(1),
            district: z.string().min(1),
            city: z.string().min(1),
            region: z.string().min(1),
            postalCode: z.string().min(1),
            country: z
              .string()
              .regex(/^[A-Z]{2}$/, "ISO 3166 country code such as CN")
              .meta({ patternMessage: "ISO 3166 country code such as CN" }),
          })
          .strict(),
        profiles: z.array(z.url()).default([]),
      })
      .strict(),
    hours: z
      .object({
        timeZone: z
          .string()
          .regex(/^GMT[+-]\d{1,2}$/, "an offset such as GMT+8")
          .meta({ patternMessage: "an offset such as GMT+8" }),
        weekdays: openingHours,
        saturday: openingHours,
      })
      .strict(),
    missions: z
      .object({
        days: range,
        companyTours: range,
        cityCount: z.number().int().positive(),
        programmes: keyedObject(programmeKeys, range),
      })
      .strict(),
    privacy: z
      .object({
        leadRetentionMonths: z.number().int().positive(),
        spamRetentionDays: z.number().int().positive(),
        ipRetentionDays: z.number().int().positive(),
        rateLimitWindowMinutes: z.number().int().positive(),
        logRetentionDays: z.number().int().positive(),
        requestReplyDays: z.number().int().positive(),
        attributionDays: z.number().int().positive(),
      })
      .strict(),
  })
  .strict();

export type Facts = z.infer<typeof factsSchema>;
