import type { ReactNode } from 'react';
import { TextLink } from '@/components/text-link';
import type { LegalPagePath } from './legal-paths';

/** A link to another legal page: a full page load, as the spec's redirect rule asks. */
export function LegalPageLink({ to, children }: { to: LegalPagePath; children: ReactNode }) {
  return (
    <TextLink to={to} reloadDocument>
      {children}
    </TextLink>
  );
}
