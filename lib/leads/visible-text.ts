/**
 * Text rules of the lead forms that plain `trim()` misses (issue 16), kept apart from the
 * schema so they can move with it to a shared `lib/`.
 */

/**
 * A UTF-16 surrogate without its partner. With the `u` flag a regular expression reads a
 * proper pair as one code point, so `\p{Surrogate}` matches only a lone half, which has no
 * UTF-8 form: stored, it would read back as U+FFFD.
 */
const loneSurrogate = /\p{Surrogate}/u;

/**
 * Characters that show nothing on their own: white space, default-ignorable code points
 * (zero-width space and joiners, BOM, soft hyphen, Hangul fillers U+115F, U+1160, U+3164,
 * U+FFA0, variation selectors; Unicode DerivedCoreProperties "Default_Ignorable_Code_Point"),
 * controls and format characters, combining marks with no letter to sit on (U+0301 alone),
 * and the blank Braille pattern U+2800, a symbol drawn as nothing (issue 28).
 */
const invisible =
  /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{M}\u2800\u115F\u1160\u3164\uFFA0]*$/u;

/** True when `value` holds a lone UTF-16 surrogate (to be rejected as `invalid_characters`). */
export function hasLoneSurrogate(value: string): boolean {
  return loneSurrogate.test(value);
}

/** True when `value` holds at least one visible character (a required field's rule). */
export function hasVisibleText(value: string): boolean {
  return !invisible.test(value);
}
