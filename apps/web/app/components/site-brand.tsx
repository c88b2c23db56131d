import { Link } from 'react-router';

/** The site's name in every header, linking home. */
export function SiteBrand() {
  return (
    <Link to="/" className="q-site-brand">
      Quire
    </Link>
  );
}
