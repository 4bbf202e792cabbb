import { iso31661Alpha2ToAlpha3 } from "iso-3166/1-a2-to-1-a3.js";

/**
 * The vocabularies of a structured quote request (issue 30): what the contact and missions
 * forms' choices may hold. The values are stored as they are here; their labels are copy
 * (content/ui/<locale>/site.yaml) or, for countries, the browser's and Node's
 * `Intl.DisplayNames`.
 */

/** Most lines of goods one quote request lists (issue 30). */
export const maxQuoteLines = 10;

/** Lines of goods a form shows before its script runs, and after it (issue 30). */
export const shownQuoteLines = 3;

/**
 * The Incoterms 2020 rules (ICC) the issue names (FAS, rare in container trade, left out),
 * plus `not_sure` for a buyer who leaves the choice to us.
 */
export const incoterms = [
  "EXW",
  "FCA",
  "FOB",
  "CFR",
  "CIF",
  "CPT",
  "CIP",
  "DAP",
  "DPU",
  "DDP",
  "not_sure",
] as const;

export type Incoterm = (typeof incoterms)[number];

/** Units a quantity is counted in; each has its label in every locale's copy. */
export const quantityUnits = [
  "pieces",
  "sets",
  "pairs",
  "kg",
  "tonnes",
  "metres",
  "square_metres",
  "cubic_metres",
  "litres",
  "containers",
] as const;

export type QuantityUnit = (typeof quantityUnits)[number];

/**
 * ISO 4217 codes a target price may be given in: the currencies our buyers pay in
 * (SPEC §1: the Middle East, the CIS, Latin America, Europe) and China's.
 */
export const priceCurrencies = [
  "USD",
  "EUR",
  "CNY",
  "GBP",
  "AED",
  "SAR",
  "QAR",
  "KWD",
  "EGP",
  "RUB",
  "KZT",
  "UZS",
  "BYN",
  "TRY",
  "MXN",
  "BRL",
  "ARS",
  "CLP",
  "COP",
  "PEN",
] as const;

export type PriceCurrency = (typeof priceCurrencies)[number];

/** The ISO 3166-1 alpha-2 codes of the assigned countries (the `iso-3166` package). */
export const countryCodes = Object.keys(iso31661Alpha2ToAlpha3);

/** Most travellers one mission request counts (a delegation; larger groups write to us). */
export const maxTravellers = 500;
