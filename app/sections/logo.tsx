/**
 * The brand emblem, a river-and-route mark on a rounded square; also drawn into the
 * favicons and link-preview images at build time (`scripts/seo`).
 */
export function BrandEmblem({
  inverted = false,
  size = 32,
}: {
  inverted?: boolean;
  size?: number;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill={inverted ? "#fff" : "#0b1f3a"} />
      <path
        d="M6 20c4-6 8 2 12-3s6-6 8-5"
        fill="none"
        stroke="#e0b54a"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="26" cy="12" r="2.6" fill="#b3202a" />
    </svg>
  );
}

/** The brand mark: a stylised river-and-route emblem beside the company `name` (kept in Latin script). */
export function Logo({ name, inverted = false }: { name: string; inverted?: boolean }) {
  return (
    <>
      <BrandEmblem inverted={inverted} />
      <span
        dir="ltr"
        className={
          inverted
            ? "text-lg font-bold tracking-tight text-white"
            : "text-lg font-bold tracking-tight text-ink"
        }
      >
        {name}
      </span>
    </>
  );
}
