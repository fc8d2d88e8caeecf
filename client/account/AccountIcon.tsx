/** The header's account pictogram: a head and shoulders, drawn in the text colour. */
export function AccountIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
      <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M3 18c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}
