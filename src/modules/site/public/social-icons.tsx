// Simple brand glyphs (the icon library ships none).
type P = { className?: string };
const base = (children: React.ReactNode, className = "h-5 w-5") => (
  <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden>
    {children}
  </svg>
);
export const FacebookIcon = ({ className }: P) =>
  base(
    <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" />,
    className,
  );
const InstagramIcon = ({ className }: P) =>
  base(
    <path d="M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />,
    className,
  );
const YoutubeIcon = ({ className }: P) =>
  base(
    <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15.3V8.7l5.6 3.3-5.6 3.3z" />,
    className,
  );
export const LinkedinIcon = ({ className }: P) =>
  base(
    <path d="M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h3v12H3V9zm6 0h2.9v1.7c.5-.9 1.7-1.9 3.6-1.9 3.8 0 4.5 2.5 4.5 5.8V21h-3v-5.6c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21H9V9z" />,
    className,
  );
export const XIcon = ({ className }: P) =>
  base(
    <path d="M17.8 3h3.3l-7.2 8.2L22.4 21h-6.6l-5.2-6.8L4.7 21H1.4l7.7-8.8L1 3h6.8l4.7 6.2L17.8 3zm-1.2 16h1.8L7.3 4.9H5.4L16.6 19z" />,
    className,
  );

export const SOCIAL_LINKS = [
  { brand: "Facebook", href: "https://www.facebook.com/", Icon: FacebookIcon },
  { brand: "Instagram", href: "https://www.instagram.com/", Icon: InstagramIcon },
  { brand: "YouTube", href: "https://www.youtube.com/", Icon: YoutubeIcon },
  { brand: "LinkedIn", href: "https://www.linkedin.com/", Icon: LinkedinIcon },
] as const;
