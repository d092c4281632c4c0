import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GenericErrorScreen } from './generic-error-screen';
import { NotFoundPage } from './not-found-page';
import { PageFrame } from './page-frame';
import { RouterHomeLink } from './router-home-link';

/** The router's root error element: a 404 answer is 'not found', anything else the snag page. */
export function RootErrorScreen() {
  const error = useRouteError();
  return (
    <PageFrame homeLink={RouterHomeLink}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage />
      ) : (
        <GenericErrorScreen />
      )}
    </PageFrame>
  );
}
