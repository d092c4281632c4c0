import type { DatabaseHandle } from '../../db/client';
import { APPLICATION_VIEWS_CHANNEL } from '../../db/heard-channels';
import { trustWhileListening } from '../../db/listen-channel';
import { forgetViewVersion, trustViewVersions } from './view-versions';

type Log = { warn: (object: object, message: string) => void };

/**
 * Lets this process remember applications' view versions (view-versions.ts) only while it hears
 * of every change. Its own changes are heard by the connection that makes them, before the
 * write resolves (db/heard-channels.ts); on the embedded database there are no others. On
 * PostgreSQL other instances' changes, and changes by hand, reach a listener of its own; while it
 * is disconnected the memory is off and every read asks the database. Resolves with how to stop.
 */
export async function watchApplicationViewChanges(
  database: DatabaseHandle,
  log: Log,
): Promise<() => Promise<void>> {
  const { db, heard } = database;
  const forget = (applicationUuid: string) => forgetViewVersion(db, applicationUuid);
  heard.on(APPLICATION_VIEWS_CHANNEL, forget);
  const stop = await trustWhileListening(database, {
    channel: APPLICATION_VIEWS_CHANNEL,
    trust: (trusted) => trustViewVersions(db, trusted),
    onNotification: forget,
    log,
    name: 'application view listener',
  });
  return async () => {
    await stop();
    heard.off(APPLICATION_VIEWS_CHANNEL, forget);
  };
}
