import { describe, expect, it } from "vitest";
import { malformedFields, parseFormBody } from "../server/leads/body-parsers";

/**
 * The leads' url-encoded form parser (issue 28): what the HTML standard's parser gives for
 * well-formed input, and a field whose value is not percent-encoded UTF-8 listed, never
 * kept as its literal escapes.
 */
describe("parseFormBody", () => {
  it("decodes names and values, `+` as a space, and keeps a repeated name as a list", () => {
    const body = parseFormBody(
      "name=Ren%C3%A9e+Dupont&a%2Bb=1+%2B+1&tag=x&tag=y&tag=z&empty=&flag",
    );
    expect(Object.fromEntries(Object.entries(body))).toEqual({
      name: "Renée Dupont",
      "a+b": "1 + 1",
      tag: ["x", "y", "z"],
      empty: "",
      flag: "",
    });
    expect(malformedFields(body)).toEqual([]);
  });

  it.each([
    ["a cut-off escape", "%E0%A4%A"],
    ["an escape that is no hex", "%ZZ"],
    ["an encoded lone surrogate", "%ED%A0%80"],
    ["a Latin-1 byte", "caf%E9"],
    ["raw bytes that were not UTF-8 (read as U+FFFD)", "caf\uFFFD"],
  ])("lists a field whose value holds %s, its value left empty", (_what, broken) => {
    const body = parseFormBody(`name=Jane&company=${broken}&message=Hello`);
    expect(Object.fromEntries(Object.entries(body))).toEqual({
      name: "Jane",
      company: "",
      message: "Hello",
    });
    expect(malformedFields(body)).toEqual(["company"]);
  });

  it("keeps `constructor` and `__proto__` as plain fields, not the object's own machinery", () => {
    const body = parseFormBody("constructor=x&__proto__=y&__proto__=z&toString=1");
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect(Object.entries(body)).toEqual([
      ["constructor", "x"],
      ["__proto__", ["y", "z"]],
      ["toString", "1"],
    ]);
  });

  it("finds no malformed fields in anything but a parsed form body", () => {
    expect(malformedFields({ company: "%ZZ" })).toEqual([]);
    expect(malformedFields(null)).toEqual([]);
    expect(malformedFields("company=%ZZ")).toEqual([]);
  });
});
