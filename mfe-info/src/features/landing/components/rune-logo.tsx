/** The server's mark: a round shield with the Othala rune, drawn in the theme's current colour. */
export function RuneLogo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="32" cy="32" r="22" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M32 12 L44 26 L32 40 L20 26 Z M20 26 L20 26 M26 33 L16 50 M38 33 L48 50"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
