import type { HelocApplication, ResolvedRoute } from '@openheloc/domain';
import { createContext, useContext } from 'react';
import type { StatusResponse } from './application-api';

export interface FollowRouteOptions {
  /** A page under /{uuid}/ to go to when the new state allows it; else the resolved route. */
  next?: string;
  /** A message for the page the borrower lands on (why they were moved). */
  notice?: string;
}

export interface ApplicationContextValue {
  uuid: string;
  status: StatusResponse;
  application: HelocApplication;
  /** Where the borrower belongs now, and which pages they may be on. */
  resolved: ResolvedRoute;
  /** The page shown, under /{uuid}/ ('' for the index). */
  currentPath: string;
  /** The router path of a page of this application: pathTo('liens') is '/{uuid}/liens'. */
  pathTo: (path: string) => string;
  /**
   * Moves on once the status and application have been read again and the server is no longer
   * working (the processing modal shows meanwhile).
   */
  followResolvedRoute: (options?: FollowRouteOptions) => void;
  /** Reads the status again and starts a new wait: 'Try again' after a timeout. */
  retry: () => void;
}

export const ApplicationContext = createContext<ApplicationContextValue | null>(null);

/** The application around a screen under /{uuid}/. Only usable inside the application layout. */
export function useApplicationContext(): ApplicationContextValue {
  const value = useContext(ApplicationContext);
  if (!value) throw new Error('useApplicationContext must be used inside the application layout');
  return value;
}

/** The application and its status, for a screen to show. */
export function useApplication(): Pick<ApplicationContextValue, 'uuid' | 'application' | 'status'> {
  const { uuid, application, status } = useApplicationContext();
  return { uuid, application, status };
}
