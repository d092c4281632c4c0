import type { ComponentType, ReactNode } from 'react';
import { toDocumentPath } from '@/lib/base-path';
import { useOptionalOrganization } from '@/lib/organization/organization-context';
import { BrandLogo } from './brand-logo';
import { SandboxBanner } from './sandbox-banner';

export const MAIN_CONTENT_ID = 'main-content';

interface HomeLinkProps {
  className: string;
  children: ReactNode;
}

/** Outside the router the logo is a plain link to the landing page. */
function DocumentHomeLink(props: HomeLinkProps) {
  return <a href={toDocumentPath('/')} {...props} />;
}

interface PageFrameProps {
  children: ReactNode;
  footer?: ReactNode;
  /** How the logo links home; the router's Link inside the app. */
  homeLink?: ComponentType<HomeLinkProps>;
}

/**
 * The page around every screen: a skip link, the lender's logo top left, the main content and
 * the footer. It uses no router APIs, so the error screens can use it outside the router too.
 */
export function PageFrame({
  children,
  footer,
  homeLink: HomeLink = DocumentHomeLink,
}: PageFrameProps) {
  const organization = useOptionalOrganization();
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-800 underline focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SandboxBanner />
      {organization ? (
        <header className="border-b border-line">
          <div className="mx-auto flex min-h-16 w-full max-w-6xl items-center px-4 py-3 sm:min-h-20 sm:px-6">
            <HomeLink className="inline-flex items-center rounded-sm">
              <BrandLogo organization={organization} />
              <span className="sr-only">, home</span>
            </HomeLink>
          </div>
        </header>
      ) : null}
      {/* With the header, at least a screen tall: the footer starts at the fold, and a screen
          that loads lazily fills the space above it instead of pushing it down (no layout
          shift). The header is 4rem tall, 5rem from the small breakpoint. */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none sm:min-h-[calc(100dvh-5rem)]"
      >
        {children}
      </main>
      {footer}
    </div>
  );
}
