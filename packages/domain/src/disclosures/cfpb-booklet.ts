/** The CFPB's HELOC booklet (Regulation Z §1026.40(e)), as the Bureau publishes it. */
export const CFPB_HELOC_BOOKLET_URL =
  'https://files.consumerfinance.gov/f/documents/cfpb_heloc-brochure.pdf';
export const CFPB_HELOC_BOOKLET_TITLE = 'What you should know about home equity lines of credit';
