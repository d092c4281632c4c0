/**
 * The largest image an upload may be, from its header, before anything is decoded: a 48 MP
 * phone photo fits; a small file claiming a huge canvas (a decompression bomb) does not.
 */
export const MAX_IMAGE_MEGAPIXELS = 50;
export const MAX_IMAGE_SIDE = 12_000;

/** A check that takes longer than this is given up (the file is refused, the worker replaced). */
export const CONTENT_CHECK_TIMEOUT_MS = 60_000;
