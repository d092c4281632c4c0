import { redirect, type LoaderFunctionArgs } from 'react-router';
import { tokenStore } from '@/lib/auth/token';
import { loginDestination } from './login-destination';

/** Someone already signed in has nothing to do on the login page: on to where it would lead. */
export function redirectIfSignedIn({ request }: LoaderFunctionArgs): null {
  if (!tokenStore.authorization()) return null;
  throw redirect(loginDestination(new URL(request.url).search));
}
