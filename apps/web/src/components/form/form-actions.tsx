import type { ReactNode } from 'react';
import { Button } from '../button';
import { ActionBar } from './action-bar';

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

/** The page's primary button, in the action bar (fixed to the bottom of phone screens). */
export function FormActions({ busy, children, commits = false, note }: FormActionsProps) {
  return (
    <ActionBar commits={commits}>
      <Button id={FORM_SUBMIT_ID} busy={busy}>
        {children}
      </Button>
      {note ? <p className="mt-2 text-sm text-muted">{note}</p> : null}
    </ActionBar>
  );
}
