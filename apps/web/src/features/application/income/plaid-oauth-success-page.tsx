import { Navigate, useLocation } from 'react-router';
import { linkResumePath, readLinkResume } from './link-resume';

/**
 * /plaid-oauth-success: where a bank's OAuth sign-in returns. The saved application (and its
 * open link) comes from local storage; the aggregator's query (oauth_state_id) is passed on.
 * Nothing saved: the dashboard.
 */
export function PlaidOauthSuccessPage() {
  const { search } = useLocation();
  const resume = readLinkResume();
  if (!resume) return <Navigate to="/dashboard" replace />;
  const extra = new URLSearchParams(search);
  extra.delete('session');
  const rest = extra.toString();
  return <Navigate to={`${linkResumePath(resume)}${rest ? `&${rest}` : ''}`} replace />;
}
