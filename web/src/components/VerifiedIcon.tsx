/** A filled badge with a tick, for employers whose identity KaamSetu has checked. */
export function VerifiedIcon({ size = 16 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="verified-icon"
    >
      <path
        fill="currentColor"
        d="M12 2 14.4 4.1 17.6 3.8 18.5 6.9 21.3 8.5 20.1 11.5 21.3 14.5 18.5 16.1 17.6 19.2 14.4 18.9 12 21 9.6 18.9 6.4 19.2 5.5 16.1 2.7 14.5 3.9 11.5 2.7 8.5 5.5 6.9 6.4 3.8 9.6 4.1Z"
      />
      <path
        d="m8 12 2.8 2.8L16.5 9"
        fill="none"
        stroke="#fff"
        strokeWidth={2.2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
