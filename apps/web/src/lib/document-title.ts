import { useEffect } from 'react';
import { useOptionalOrganization } from './organization/organization-context';

/** 'Error: ' is kept for pages whose form failed, as screen readers announce titles first. */
export function formatDocumentTitle(
  page: string,
  brandName: string | undefined,
  options: { hasErrors?: boolean } = {},
): string {
  const title = brandName ? `${page} – ${brandName}` : page;
  return options.hasErrors ? `Error: ${title}` : title;
}

/** Sets '<Page> – <brand>' as the document title while the page is shown. */
export function useDocumentTitle(page: string, options: { hasErrors?: boolean } = {}): void {
  const brandName = useOptionalOrganization()?.brandName;
  const title = formatDocumentTitle(page, brandName, options);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
