import type { ReactNode } from 'react';
import { Button } from '../button';

/** The submit button's id: a problem that belongs to no field links to it in the summary. */
export const FORM_SUBMIT_ID = 'form-submit';

interface FormActionsProps {
  busy?: boolean;
  /** The button's words; 'Continue' by default. */
  children?: ReactNode;
  /**
   * The button accepts what the page says (terms, an authorization, an offer): it never floats
   * over that text, it follows it.
   */
  commits?: boolean;
  /** A line beside the button: what pressing it does not do ('won't affect your credit score'). */
  note?: ReactNode;
}

/**
 * Where the primary button bar sits: below 1024 px stuck to the bottom of the screen, above the
 * chat dock (styles.css), unless it commits.
 */
export function actionBarClasses(commits: boolean): string {
  return commits
    ? 'mt-8'
    : 'sticky bottom-[var(--chat-dock-height)] z-30 -mx-4 mt-8 border-t border-line bg-white px-4 py-3 sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:p-0';
}

/**
 * The page's primary button. Below 1024 px it sits in a bar stuck to the bottom of the screen
 * (above the chat dock) while the form scrolls under it; from 1024 px it follows the last field. A button
 * that commits the borrower always follows what it commits to (ui.md).
 */
export function FormActions({ busy, children, commits = false, note }: FormActionsProps) {
  return (
    <div className={actionBarClasses(commits)}>
      <Button id={FORM_SUBMIT_ID} busy={busy}>
        {children}
      </Button>
      {note ? <p className="mt-2 text-sm text-muted">{note}</p> : null}
    </div>
  );
}
