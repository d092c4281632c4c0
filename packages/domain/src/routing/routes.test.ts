import { describe, expect, it } from 'vitest';
import {
  APPLICATION_ROUTES,
  applicationPath,
  matchesRoute,
  pathWithinApplication,
  routeOfPath,
} from './routes';

const UUID = '5b1c2d3e-1111-4222-8333-444455556666';

describe('application routes', () => {
  it('lists every screen of the spec once', () => {
    expect(new Set(APPLICATION_ROUTES).size).toBe(APPLICATION_ROUTES.length);
    expect(APPLICATION_ROUTES).toHaveLength(59);
  });

  it.each([
    ['income/upload/MANUAL_PAYSTUB', 'income/upload/{type}', true],
    ['/income/upload/MANUAL_PAYSTUB/', 'income/upload/{type}', true],
    ['income/upload', 'income/upload/{type}', false],
    ['income/upload/a/b', 'income/upload/{type}', false],
    ['liens', 'liens', true],
    ['liens/extra', 'liens', false],
    ['conditions', 'conditions/phone-number', false],
  ])('%s matches %s: %s', (path, route, matches) => {
    expect(matchesRoute(path, route)).toBe(matches);
  });

  it.each([
    ['income/link/TRUV_PAYROLL', 'income/link/{type}'],
    ['start/hmda', 'start/hmda'],
    ['error/timeout', 'error/timeout'],
    ['start/nothing', null],
    ['', null],
  ])('%s is a page of %s', (path, route) => {
    expect(routeOfPath(path)).toBe(route);
  });

  it('builds and reads paths under /{uuid}', () => {
    expect(applicationPath(UUID, 'liens')).toBe(`/${UUID}/liens`);
    expect(applicationPath(UUID, '')).toBe(`/${UUID}`);
    expect(pathWithinApplication(`/${UUID}/start/hmda`, UUID)).toBe('start/hmda');
    expect(pathWithinApplication(`/${UUID}/`, UUID)).toBe('');
    expect(pathWithinApplication(`/${UUID}`, UUID)).toBe('');
    expect(pathWithinApplication('/dashboard', UUID)).toBeNull();
    expect(pathWithinApplication('/not-a-uuid/liens', 'not-a-uuid')).toBeNull();
  });
});
