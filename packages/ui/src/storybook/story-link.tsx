import type { RenderLink } from '../layouts/nav-list';

/**
 * A RenderLink for stories, standing in for the router link an app injects: targets become
 * fragments, so following a link never navigates the Storybook frame away.
 */
export const storyLink: RenderLink = ({ href, children, ...props }) => (
  <a href={`#${href}`} {...props}>
    {children}
  </a>
);
