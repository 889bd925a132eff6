export function Logo({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden>
      <rect x="6" y="2" width="20" height="28" rx="4" fill="#ea580c" />
      <rect x="9" y="6" width="14" height="10" rx="2" fill="#0b0b12" />
      <circle cx="12" cy="22" r="2.2" fill="#fde68a" />
      <circle cx="19" cy="21" r="1.6" fill="#fff" />
      <circle cx="22" cy="24" r="1.6" fill="#fff" />
    </svg>
  );
}
