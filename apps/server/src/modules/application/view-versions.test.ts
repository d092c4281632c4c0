import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { ApplicationScope } from '../workflow/transition';
import {
  forgetViewVersion,
  knownViewVersion,
  rememberViewVersion,
  trustViewVersions,
  VIEW_RECHECK_AFTER_MS,
  viewChangeStamp,
} from './view-versions';

const now = new Date('2026-06-01T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const row = { viewVersion: 7, identityUuid: 'owner', orgCode: 'ACME' };
const ownScope: ApplicationScope = { uuid: 'app', orgCode: 'ACME', ownerIdentityUuid: 'owner' };
/** Each case its own database, trusted to hear every change: the memory is kept per database. */
const trustedDb = () => {
  const db = {} as Db;
  trustViewVersions(db, true);
  return db;
};
const remember = (db: Db) => rememberViewVersion(db, 'app', row, viewChangeStamp(db), now);

describe('the view-version memory', () => {
  it.each([
    ['the owner, just after', ownScope, 0, 7],
    ['the owner, just before it is due to be asked again', ownScope, VIEW_RECHECK_AFTER_MS - 1, 7],
    ['the owner, when it is due to be asked again', ownScope, VIEW_RECHECK_AFTER_MS, undefined],
    ['another borrower', { ...ownScope, ownerIdentityUuid: 'stranger' }, 0, undefined],
    ['the owner, through another organisation', { ...ownScope, orgCode: 'OTHER' }, 0, undefined],
    ['a scope without an owner, same organisation', { uuid: 'app', orgCode: 'ACME' }, 0, 7],
    ['another application', { ...ownScope, uuid: 'other' }, 0, undefined],
  ])('answers %s', (_name, scope, elapsed, expected) => {
    const db = trustedDb();
    remember(db);
    expect(knownViewVersion(db, scope, later(elapsed))).toBe(expected);
  });

  it('forgets an application a change names', () => {
    const db = trustedDb();
    remember(db);
    forgetViewVersion(db, 'app');
    expect(knownViewVersion(db, ownScope, now)).toBeUndefined();
  });

  it('does not remember a lookup that raced a change', () => {
    const db = trustedDb();
    const stamp = viewChangeStamp(db);
    forgetViewVersion(db, 'app');
    rememberViewVersion(db, 'app', row, stamp, now);
    expect(knownViewVersion(db, ownScope, now)).toBeUndefined();
  });

  it('remembers nothing until it is known to hear every change', () => {
    const db = {} as Db;
    remember(db);
    expect(knownViewVersion(db, ownScope, now)).toBeUndefined();
  });

  it('forgets everything, and remembers nothing, once changes may be missed', () => {
    const db = trustedDb();
    remember(db);
    const stamp = viewChangeStamp(db);
    trustViewVersions(db, false);
    expect(knownViewVersion(db, ownScope, now)).toBeUndefined();
    rememberViewVersion(db, 'app', row, stamp, now);
    remember(db);
    expect(knownViewVersion(db, ownScope, now)).toBeUndefined();
  });

  it('keeps one database’s versions apart from another’s', () => {
    remember(trustedDb());
    expect(knownViewVersion(trustedDb(), ownScope, now)).toBeUndefined();
  });
});
