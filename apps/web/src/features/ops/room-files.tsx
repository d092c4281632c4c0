import type { NotaryRoomFiles } from '@openheloc/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '@/components/button';
import { saveFile } from '@/lib/fetch-file';
import { fetchRoomFile, fetchRoomFiles } from './notary-api';

type Person = NotaryRoomFiles['people'][number];

const ROLE_CAPTIONS: Record<Person['role'], string> = {
  BORROWER: 'the borrower',
  CO_DEEDER: 'co-owner',
  CO_BORROWER: 'co-borrower',
};

/** A photo of an ID, read with the notary's credential and shown from memory. */
function IdPhoto({
  applicationUuid,
  fileUuid,
  alt,
}: {
  applicationUuid: string;
  fileUuid: string;
  alt: string;
}) {
  // The photo lives as an object URL while shown; gone with the tile, it is read again next time.
  const photo = useQuery({
    queryKey: ['ops', 'notary', 'room-file', applicationUuid, fileUuid],
    queryFn: async ({ signal }) => {
      const { bytes, contentType } = await fetchRoomFile(applicationUuid, fileUuid, signal);
      return URL.createObjectURL(new Blob([bytes as BlobPart], { type: contentType }));
    },
    staleTime: Infinity,
    gcTime: 0,
  });
  const url = photo.data;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  if (photo.isError) return <p className="text-sm text-error">This photo could not be loaded.</p>;
  if (!url) return <p className="text-sm text-muted">Loading the photo…</p>;
  return <img src={url} alt={alt} className="max-h-64 w-full rounded-lg object-contain" />;
}

/**
 * What the notary checks while meeting the owners: for each, the security instrument they signed
 * (the signed copy, to download) and the photos of the ID they uploaded. Shown only to the notary
 * in the room: the server answers once their connection is in.
 */
export function RoomFiles({
  applicationUuid,
  inRoom,
}: {
  applicationUuid: string;
  inRoom: boolean;
}) {
  const files = useQuery({
    queryKey: ['ops', 'notary', 'room-files', applicationUuid],
    queryFn: ({ signal }) => fetchRoomFiles(applicationUuid, signal),
    enabled: inRoom,
  });
  const download = useMutation({
    mutationFn: async (file: { fileUuid: string; fileName: string }) => {
      const { bytes, contentType } = await fetchRoomFile(applicationUuid, file.fileUuid);
      saveFile(bytes, contentType, file.fileName);
    },
  });

  return (
    <section
      aria-labelledby="room-files-heading"
      className="mt-6 rounded-xl border border-line p-4"
    >
      <h2 id="room-files-heading" className="text-lg font-semibold">
        Documents and photo IDs
      </h2>
      {!inRoom ? (
        <p className="mt-1">
          Once you are in the session, each owner’s documents and ID show here.
        </p>
      ) : files.isError ? (
        <p role="alert" className="mt-1 font-semibold text-error">
          {files.error.message}
        </p>
      ) : !files.data ? (
        <p className="mt-1">Loading the documents…</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {files.data.people.map((person) => (
            <li key={`${person.role}-${person.name}`} className="border-t border-line pt-3">
              <h3 className="font-semibold">
                {person.name}, {ROLE_CAPTIONS[person.role]}
              </h3>
              {person.signed.length === 0 ? (
                <p className="mt-1 text-sm">Has not signed the documents to notarize yet.</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {person.signed.map((file) => (
                    <li key={file.fileUuid}>
                      <Button
                        type="button"
                        variant="secondary"
                        busy={download.isPending && download.variables.fileUuid === file.fileUuid}
                        onClick={() => download.mutate(file)}
                      >
                        Download the {file.title.toLowerCase()} signed by {person.name}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {person.photoId.length === 0 ? (
                <p className="mt-2 text-sm">
                  No photo ID uploaded: check the ID they hold up to the camera.
                </p>
              ) : (
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  {person.photoId.map((photo) => (
                    <figure key={photo.fileUuid} className="m-0">
                      <IdPhoto
                        applicationUuid={applicationUuid}
                        fileUuid={photo.fileUuid}
                        alt={`${person.name}’s photo ID: ${photo.label}`}
                      />
                      <figcaption className="mt-1 text-sm text-muted">{photo.label}</figcaption>
                    </figure>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {download.isError ? (
        <p role="alert" className="mt-2 font-semibold text-error">
          {download.error.message}
        </p>
      ) : null}
    </section>
  );
}
