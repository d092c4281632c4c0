import { ExternalLink } from '@/components/external-link';
import { splitMessageLinks } from '../links/link-allow-list';

/** A message's words; links to allowed hosts are clickable (new tab), every other link is text. */
export function MessageText({ text, allowList }: { text: string; allowList: readonly string[] }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {splitMessageLinks(text, allowList).map((part, index) =>
        part.kind === 'link' ? (
          <ExternalLink
            key={index}
            href={part.href}
            newTab
            className="font-medium underline decoration-1 underline-offset-2"
          >
            {part.text}
          </ExternalLink>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
