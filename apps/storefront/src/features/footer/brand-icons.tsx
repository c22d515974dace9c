// Simple brand glyphs (the icon set has no brand marks). Decorative: links carry the names.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Glyph({ size = 20, children, ...props }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path
        fill="currentColor"
        d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z"
      />
    </Glyph>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Glyph {...props} fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1" fill="currentColor" stroke="none" />
    </Glyph>
  );
}

export function YoutubeIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <rect x="2" y="5.5" width="20" height="13" rx="4" fill="currentColor" />
      <path d="M10 9v6l5.2-3z" fill="var(--brand-icon-cutout, #fff)" />
    </Glyph>
  );
}

export function TiktokIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path
        fill="currentColor"
        d="M16.5 3c.3 2.2 1.6 3.6 3.8 3.8v3c-1.4.1-2.6-.3-3.8-1v6.1c0 3.6-3.4 5.9-6.6 4.9-3.3-1-4.4-5.1-2.1-7.6 1.1-1.2 2.8-1.8 4.5-1.5v3.1c-.4-.1-.8-.2-1.2-.1-1.3.2-2 1.5-1.5 2.7.5 1.1 2 1.4 2.9.6.4-.4.6-.9.6-1.5V3h3.4z"
      />
    </Glyph>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path fill="currentColor" d="M4 4h4.6l4 5.5L17.3 4H20l-6.1 7.1L20.5 20h-4.6l-4.3-5.9L6.5 20H3.8l6.5-7.5z" />
    </Glyph>
  );
}

export function WhatsappIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path
        fill="currentColor"
        d="M12 2.5a9.4 9.4 0 0 0-8.1 14.2L2.5 21.5l4.9-1.3A9.4 9.4 0 1 0 12 2.5zm0 1.8a7.6 7.6 0 1 1-4 14.1l-.3-.2-2.9.8.8-2.8-.2-.3A7.6 7.6 0 0 1 12 4.3zm-3.1 3.8c-.2 0-.5 0-.7.3-.3.3-1 .9-1 2.3s1 2.7 1.2 2.9c.1.2 2 3.1 4.9 4.3 2.4.9 2.9.8 3.4.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.3.2-1.4-.1-.1-.3-.2-.6-.4l-1.8-.9c-.3-.1-.5-.1-.7.1l-.8 1c-.1.2-.3.2-.6.1-.3-.1-1.1-.4-2.1-1.3-.8-.7-1.3-1.5-1.5-1.8-.1-.3 0-.4.1-.5l.4-.5.3-.5v-.5l-.8-2c-.2-.5-.4-.5-.6-.5h-.2z"
      />
    </Glyph>
  );
}
