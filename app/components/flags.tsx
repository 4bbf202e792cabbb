/* Flags as SVG, not emoji: Windows draws no emoji flags (issue 2). 3:2 frames, decorative. */

function UnitedKingdom() {
  return (
    <svg viewBox="0 0 60 30" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <clipPath id="flag-gb-cross">
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path
        d="M0,0 L60,30 M60,0 L0,30"
        clipPath="url(#flag-gb-cross)"
        stroke="#C8102E"
        strokeWidth="4"
      />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}

/** Arabic is shown with the flag of the United Arab Emirates, the company's main Gulf market. */
function UnitedArabEmirates() {
  return (
    <svg viewBox="0 0 12 6" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect width="12" height="2" fill="#00732F" />
      <rect y="2" width="12" height="2" fill="#fff" />
      <rect y="4" width="12" height="2" fill="#000" />
      <rect width="3" height="6" fill="#FF0000" />
    </svg>
  );
}

function Russia() {
  return (
    <svg viewBox="0 0 9 6" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect width="9" height="2" fill="#fff" />
      <rect y="2" width="9" height="2" fill="#0039A6" />
      <rect y="4" width="9" height="2" fill="#D52B1E" />
    </svg>
  );
}

function Spain() {
  return (
    <svg viewBox="0 0 750 500" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect width="750" height="500" fill="#AA151B" />
      <rect y="125" width="750" height="250" fill="#F1BF00" />
    </svg>
  );
}

/** A neutral mark for a locale whose flag is not drawn yet. */
function NoFlag() {
  return (
    <svg viewBox="0 0 3 2" aria-hidden="true" focusable="false">
      <rect width="3" height="2" fill="#d9dee5" />
    </svg>
  );
}

/**
 * The flags the switcher can draw, by the ids the locale registry's `flag` names (ISO 3166
 * country codes in lower case); `none` for a locale without one.
 */
export const flags: Record<string, () => React.JSX.Element> = {
  gb: UnitedKingdom,
  ae: UnitedArabEmirates,
  ru: Russia,
  es: Spain,
  none: NoFlag,
};
