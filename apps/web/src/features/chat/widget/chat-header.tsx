import type { Organization } from '@openheloc/domain';
import { useState } from 'react';

interface ChatHeaderProps {
  titleId: string;
  organization: Organization;
  onCollapse: () => void;
}

/** The brand icon, the widget's title and the button that collapses it. */
export function ChatHeader({ titleId, organization, onCollapse }: ChatHeaderProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <div className="flex items-center gap-3 rounded-t-2xl bg-brand-700 px-4 py-2 text-white">
      <span className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-white">
        {logoFailed ? (
          <span aria-hidden="true" className="font-bold text-brand-800">
            {organization.brandName.charAt(0)}
          </span>
        ) : (
          <img
            src={organization.theme.logoUrl}
            alt=""
            className="h-6 w-auto max-w-8 object-contain object-left"
            onError={() => setLogoFailed(true)}
          />
        )}
      </span>
      <h2
        id={titleId}
        tabIndex={-1}
        className="flex-1 text-lg leading-tight font-bold focus:outline-none"
      >
        Chat with us
        <span className="block text-sm font-normal">{organization.brandName}</span>
      </h2>
      <button
        type="button"
        onClick={onCollapse}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/15"
      >
        <svg viewBox="0 0 16 16" className="size-5" aria-hidden="true">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="sr-only">Minimize chat</span>
      </button>
    </div>
  );
}
