import type { FormEventHandler, ReactElement, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ActionBar } from '@/components/form/action-bar';
import { linkClasses } from '@/components/link-classes';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/lib/document-title';
import { useApplicationContext } from '../routing/application-context';

export interface ApplicationScreenProps {
  /** The section name, small above the heading ('Basic Info'). */
  caption?: string;
  /** The page's one <h1>: the question or what the page is about. */
  title: ReactNode;
  /**
   * The document title; the heading when it is text. False when the screen sets it itself
   * (useStepForm does, with 'Error: ' while its summary shows).
   */
  documentTitle?: string | false;
  /** The previous step, under /{uuid}/ ('start/profile') or an app path ('/dashboard'). */
  back?: string;
  /** The error summary, above the heading (useStepForm's errorSummary). */
  errorSummary?: ReactElement;
  /** Makes the content and the actions one form (noValidate; the schema validates). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The page's buttons: under the content, in a bar fixed to the bottom of phone screens. */
  actions?: ReactNode;
  /** The actions accept what the page shows (an offer, terms): they follow it on phones too. */
  commits?: boolean;
  /** Forms stay narrow (about 560 px); offers and lists may use the full column. */
  width?: 'form' | 'wide';
  children?: ReactNode;
}

/** Whether a navigation carried a message for the next page (see useApplicationMutation). */
export function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice !== '' ? state.notice : null;
}

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/**
 * The frame of every application screen: back link, error summary, a message carried from the
 * previous page (why the borrower was moved), caption and heading, the content, and the actions.
 */
export function ApplicationScreen({
  caption,
  title,
  documentTitle,
  back,
  errorSummary,
  onSubmit,
  actions,
  commits = false,
  width = 'form',
  children,
}: ApplicationScreenProps) {
  const { pathTo } = useApplicationContext();
  const notice = noticeOf(useLocation().state);
  const pageTitle =
    documentTitle === false ? null : (documentTitle ?? (typeof title === 'string' ? title : null));

  const actionBar = actions ? (
    <ActionBar commits={commits} className="flex flex-col gap-3 sm:flex-row">
      {actions}
    </ActionBar>
  ) : null;
  const body = (
    <>
      {children}
      {actionBar}
    </>
  );

  return (
    // The page's scroll padding (styles.css) keeps what takes focus clear of the action bar.
    <div className={width === 'form' ? 'max-w-[560px]' : 'max-w-3xl'}>
      {pageTitle === null ? null : <DocumentTitle title={pageTitle} />}
      {back ? (
        <p className="mb-4">
          <Link
            to={back.startsWith('/') ? back : pathTo(back)}
            className={`${linkClasses} inline-flex min-h-11 items-center gap-1`}
          >
            <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
              <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            Back
          </Link>
        </p>
      ) : null}
      {notice ? (
        <div role="alert" className="mb-6 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
          <p className="font-semibold">We moved you to where your application is now.</p>
          <p className="mt-1">{notice}</p>
        </div>
      ) : null}
      {errorSummary}
      <PageHeading caption={caption}>{title}</PageHeading>
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit}>
          {body}
        </form>
      ) : (
        body
      )}
    </div>
  );
}
