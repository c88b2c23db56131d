import { data } from 'react-router';

/** Any path no other route matches: a real 404, drawn by the root error boundary. */
export function notFoundLoader() {
  throw data(null, { status: 404 });
}
