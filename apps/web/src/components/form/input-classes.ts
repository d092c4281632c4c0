/**
 * Text inputs: 48 px tall, a border dark enough for 3:1 against white, the error colour when the
 * field is invalid. With the page's scroll padding (styles.css), a focused field stays clear of
 * the action bar and the chat launcher on phones.
 */
export function inputClasses({ invalid, className }: { invalid?: boolean; className?: string }) {
  // A width of its own (a ZIP code, a year) replaces the full width rather than fighting it.
  const hasWidth = /(^|\s)w-/.test(className ?? '');
  return [
    'block min-h-12 rounded-md border-2 bg-white px-3 py-2 text-base text-ink',
    hasWidth ? '' : 'w-full',
    'scroll-mb-4 placeholder:text-gray-500',
    invalid ? 'border-error' : 'border-gray-500',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The red bar beside a question that has an error, as well as the message: not colour alone. */
export function groupClasses(invalid: boolean): string {
  return invalid ? 'border-l-4 border-error pl-4' : '';
}
