/**
 * The Sangha lotus, drawn inline so the logo costs no request. Decorative. `className` replaces
 * the default size (size-8) when it sets one; no cn() here, which would bring tailwind-merge into
 * the entry chunk with the 'Loading...' screen (DESIGN §7).
 */
export function LotusMark({ className = '' }: { className?: string }) {
  const size = /(^|\s)size-/.test(className) ? '' : 'size-8 ';
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={`${size}shrink-0 ${className}`.trim()}
    >
      <path d="M16 21.5C10 22 5 19 3 14.5c4.5-.5 9.5 2 13 7Z" className="fill-primary/55" />
      <path d="M16 21.5c6 .5 11-2.5 13-7-4.5-.5-9.5 2-13 7Z" className="fill-primary/55" />
      <path d="M16 21c-5-2-7.5-6.5-7-11.5 3.5 1.5 6 5.5 7 11.5Z" className="fill-primary/80" />
      <path d="M16 21c5-2 7.5-6.5 7-11.5-3.5 1.5-6 5.5-7 11.5Z" className="fill-primary/80" />
      <path d="M16 4.5c3 4 3.5 10.5 0 16.5-3.5-6-3-12.5 0-16.5Z" className="fill-primary" />
      <path
        d="M6.5 25.5c4-1.6 15-1.6 19 0"
        fill="none"
        strokeWidth="1.6"
        strokeLinecap="round"
        className="stroke-accent"
      />
    </svg>
  );
}
