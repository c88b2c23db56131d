import type { ComponentPropsWithoutRef } from 'react';

export interface RichTextProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** HTML that a loader already passed through `sanitizeHtml` on the server. */
  html: string;
}

/**
 * Sanitised rich text (abstracts, descriptions, page bodies). The HTML is cleaned in the loader,
 * on the server, so no sanitiser ships to the browser; never pass anything else here.
 */
export function RichText({ html, className, ...props }: RichTextProps) {
  if (!html) return null;
  return (
    <div
      className={['q-prose', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with sanitizeHtml in the loader
      dangerouslySetInnerHTML={{ __html: html }}
      {...props}
    />
  );
}
