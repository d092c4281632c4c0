import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/** The chat's own page: the satisfaction survey, public (reached from the ended chat). */
export const chatRoutes: RouteObject[] = [
  {
    path: 'chat/survey',
    lazy: lazyWithReload(() =>
      import('./survey/chat-survey-page').then((module) => ({ Component: module.ChatSurveyPage })),
    ),
  },
];
