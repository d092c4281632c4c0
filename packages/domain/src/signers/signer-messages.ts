/** What a borrower or a signer reads when something about additional signers is refused. */
export const SIGNER_MESSAGES = {
  selfInvite:
    'You are already on this application. Add the other owners or co-borrowers with their own e-mail address',
  alreadySigner: 'This e-mail address is already a signer on this application',
  emailHasAccount:
    'This e-mail address already has an account with us. Please use another e-mail address for this signer',
  addingClosed:
    'Signers can no longer be added: the closing documents are already prepared. Please contact support',
  invitationInvalid:
    'This invitation link is not valid. Please use the link in your most recent invitation e-mail',
  invitationUsed:
    'This invitation link has already been used. Please sign in with the password you set',
  invitationExpired:
    'This invitation link has expired. Please ask the borrower to send you a new invitation',
  borrowerOnly:
    "Additional signers can only open their own signing screens. Please sign in at the signer's sign-in page",
  notASigner: 'You are not an additional signer on any open application',
  cancelNotOpen: 'Your right to cancel starts when the notarization is complete',
  documentNotYours: 'This document is not one you need to sign',
  signingNotOpen: 'Your documents are not ready to sign yet. We will e-mail you when they are',
  notSigned: 'Please sign your documents before meeting the notary',
  signersPending:
    'Every additional signer must sign their documents and meet the notary before the application can close',
  signerNotInRoom: 'The signer is not in the session',
  signerNotarized: 'This signer has already been notarized',
  coBorrowerOnly:
    'Only a co-borrower verifies their identity and credit. As an owner on title you only sign the documents',
  identityNeedsDetails:
    'Please give your date of birth, home address and SSN for the credit check first: your ID is checked against them',
  identityDone: 'Your identity is already verified',
  identityInReview: 'Your ID is being reviewed by our operations team. We will e-mail you',
  idUploadNotYours: 'Please upload the photos of your ID again',
  creditDone: 'Your credit check is already done',
  creditHeld:
    'Your credit check needs a review by our operations team. We will contact you about what happens next',
  creditAuthorizationNeeded: 'Please authorize the credit check to continue',
  checksClosed: 'This application is closed, so it no longer takes your details',
  checksFirst: 'Please verify your identity and complete the credit check before signing',
  coBorrowerChecksPending:
    'Every co-borrower must verify their identity and pass the credit check before the application can close',
} as const;
