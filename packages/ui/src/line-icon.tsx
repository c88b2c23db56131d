import type { ReactNode } from 'react';

export interface LineIconProps {
  /** The drawing: one path's `d`, or the shapes themselves as children. */
  d?: string;
  children?: ReactNode;
  /** Width and height in px; without it, the CSS of `className` sizes the icon. */
  size?: number;
  className?: string;
}

/**
 * A line icon in the kit's one style — 24 × 24, round 2 px strokes in the text's colour — and
 * always decorative: the control it sits in carries the words.
 * @example <LineIcon d="M4 7h16" size={18} />
 */
export function LineIcon({ d, children, size, className }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {d ? <path d={d} /> : children}
    </svg>
  );
}
