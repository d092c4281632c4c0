import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The logo's link home inside the router: no page reload. */
export function RouterHomeLink(props: { className: string; children: ReactNode }) {
  return <Link to="/" {...props} />;
}
