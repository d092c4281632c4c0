import { api } from '../api-client';
import { localStore } from '../storage';
import { createTelemetryClient } from './telemetry-client';

/** The app's telemetry client, reading the browser's own environment. */
export const telemetry = createTelemetryClient({
  api,
  storage: localStore,
  environment: () => ({
    hostname: window.location.hostname,
    referrer: document.referrer,
    search: window.location.search,
    screen: { width: window.screen.width, height: window.screen.height },
    window: { width: window.innerWidth, height: window.innerHeight },
    appVersion: import.meta.env.VITE_APP_VERSION ?? 'dev',
  }),
});
