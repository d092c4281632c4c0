import type { DatabaseHandle } from '../../db/client';
import { APPLICATION_VIEWS_CHANNEL } from '../../db/heard-channels';
import { listenToChannel } from '../../db/listen-channel';
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
  const { db, heard, openListener } = database;
  const forget = (applicationUuid: string) => forgetViewVersion(db, applicationUuid);
  heard.on(APPLICATION_VIEWS_CHANNEL, forget);
  const stopListening = openListener
    ? await listenToChannel({
        openListener,
        channel: APPLICATION_VIEWS_CHANNEL,
        onNotification: forget,
        onReconnect: () => trustViewVersions(db, true),
        onLost: () => trustViewVersions(db, false),
        log,
        name: 'application view listener',
      })
    : async () => {};
  trustViewVersions(db, true);
  return async () => {
    trustViewVersions(db, false);
    heard.off(APPLICATION_VIEWS_CHANNEL, forget);
    await stopListening();
  };
}
