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

/**
 * The agent console, inside the operations layout (`/ops/chat`, a chat open at `/ops/chat/:id`),
 * the satisfaction survey results (`/ops/chat/surveys`) and the operating hours (`/ops/chat/hours`).
 */
export const chatConsoleRoutes: RouteObject[] = [
  {
    path: 'chat/hours',
    lazy: lazyWithReload(() =>
      import('./hours/hours-editor-page').then((module) => ({
        Component: module.HoursEditorPage,
      })),
    ),
  },
  {
    path: 'chat/surveys',
    lazy: lazyWithReload(() =>
      import('./survey-results/survey-results-page').then((module) => ({
        Component: module.SurveyResultsPage,
      })),
    ),
  },
  {
    path: 'chat/:conversationId?',
    lazy: lazyWithReload(() =>
      import('./console/chat-console-page').then((module) => ({
        Component: module.ChatConsolePage,
      })),
    ),
  },
];
