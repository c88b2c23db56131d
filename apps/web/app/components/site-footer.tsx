import { Link } from 'react-router';

/** The footer shared by the public layouts. */
export function SiteFooter() {
  return (
    <nav aria-label="Footer" className="q-site-footer">
      <Link to="/about">About</Link> · <Link to="/contact">Contact</Link> ·{' '}
      <Link to="/news">News</Link> · <a href="/sitemap.xml">Sitemap</a>
    </nav>
  );
}
