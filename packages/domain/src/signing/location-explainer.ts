/** 'Why we need your location', shown before the browser asks for it. */
export const LOCATION_EXPLAINER = {
  title: 'Why we need your location',
  paragraphs: [
    'When you sign, we record where you are, as a notary or a witness would note where a signature was made. It helps show that you, and not someone else, signed your documents.',
    'Your browser will ask whether to share your location. We use it only in the signing record of these documents, and never to market to you.',
    'You can still sign if you do not share it: we record that you chose not to.',
  ],
} as const;
