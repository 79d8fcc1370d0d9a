/** A small stroke icon inside a kit button, drawn from one SVG path; the button's label names it. */
export const Glyph = ({ d, size = 16 }: { d: string; size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
