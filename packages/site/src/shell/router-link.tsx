import type { RenderLink } from '@quire/ui';
import { Link } from 'react-router';

/** Draws the layouts' links with the router's `<Link>` (client navigation, prefetch on intent). */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} prefetch="intent" {...props}>
    {children}
  </Link>
);
