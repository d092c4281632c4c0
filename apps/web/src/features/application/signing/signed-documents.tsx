import { useState } from 'react';
import { linkClasses } from '@/components/link-classes';
import { downloadAgreed, downloadNotarized, downloadSigned } from './api/download-signed';
import { useSigning } from './api/use-signing';

/**
 * The signed closing documents of an application, each with its signed copy to download (the
 * document and its signing certificate page), and the E-SIGN disclosure as agreed (with the page
 * recording the consent). Nothing shows before the borrower signed.
 */
export function SignedDocuments({
  uuid,
  headingLevel = 3,
}: {
  uuid: string;
  headingLevel?: 2 | 3;
}) {
  const signing = useSigning(uuid);
  const [error, setError] = useState<string | null>(null);
  const signed = signing.data?.documents.filter((d) => d.status === 'SIGNED') ?? [];
  const notarized = signed.filter((d) => d.notarizedSha256 !== null);
  const agreed = signing.data?.documents.filter((d) => d.status === 'AGREED') ?? [];
  const download = (save: Promise<void>) => {
    setError(null);
    save.catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    );
  };
  if (signed.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={`signed-${uuid}`} className="mt-4">
      <Heading id={`signed-${uuid}`} className="font-semibold">
        Signed documents
      </Heading>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-error">
          {error}
        </p>
      ) : null}
      <p className="text-sm text-muted">
        Signed copies (PDF), each with its signing certificate
        {notarized.length > 0
          ? '; the notarized copy has every owner’s signature and the notary’s acknowledgment.'
          : '.'}
      </p>
      <ul className="mt-1">
        {agreed.map((document) => (
          <li key={document.uuid}>
            <button
              type="button"
              className={`${linkClasses} min-h-11 text-left`}
              onClick={() => download(downloadAgreed(uuid, document.uuid, document.fileName))}
            >
              Download {document.title} (agreed)
            </button>
          </li>
        ))}
        {signed.map((document) => (
          <li key={document.uuid}>
            <button
              type="button"
              className={`${linkClasses} min-h-11 text-left`}
              onClick={() => download(downloadSigned(uuid, document.uuid, document.fileName))}
            >
              Download {document.title} (signed)
            </button>
          </li>
        ))}
        {notarized.map((document) => (
          <li key={`${document.uuid}-notarized`}>
            <button
              type="button"
              className={`${linkClasses} min-h-11 text-left`}
              onClick={() => download(downloadNotarized(uuid, document.uuid, document.fileName))}
            >
              Download {document.title} (notarized)
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
