/**
 * html-validate configuration for the prerendered pages in build/client (issue 8).
 * The recommended and document presets, minus the rules that only judge how React and
 * React Router serialize valid HTML; every other rule stays an error.
 */
export default {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React writes `charSet`, `hrefLang`, …: attribute names are case-insensitive in HTML.
    "attr-case": "off",
    // React closes void elements as `<meta />`, which HTML allows and ignores.
    "void-style": "off",
    "no-self-closing": "off",
    // React writes boolean attributes as `async=""`, one of HTML's two valid forms.
    "attribute-boolean-style": "off",
    // React's streaming markers (`B:0`, `S:0`, `_R_`) are valid HTML ids (no whitespace).
    "valid-id": ["error", { relaxed: true }],
    // Values that come from content records are set inline: a sector's gradient, a partner's
    // brand colour, the cars hero's focal point (SPEC §2: 80% vertically). Nothing else.
    "no-inline-style": [
      "error",
      { allowedProperties: ["display", "background-image", "color", "object-position"] },
    ],
    // A group of checkboxes shares one name (the mission's cities, issue 30), as HTML's own
    // form submission expects; the rule's default shares it only for radios and buttons.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // Same-origin assets need no Subresource Integrity; only third-party ones would.
    "require-sri": ["error", { target: "crossorigin" }],
  },
};
