/** A telemetry session as the browser opens one, for tests of other modules that need one. */
export const TELEMETRY_SESSION = {
  platform: 'WEB',
  libVersion: '1.0.0',
  referrer: '',
  queryParams: {},
  screen: { width: 1280, height: 900 },
  window: { width: 1280, height: 800 },
  appVersion: '1.0.0',
};
