export type ButtonVariant = 'primary' | 'secondary';

const BASE =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-3 text-center text-base font-semibold no-underline transition-colors';

const VARIANTS: Record<ButtonVariant, string> = {
  // The 600 shade and darker keep white text above 4.5:1 for every lender's scale.
  primary: 'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800',
  secondary:
    'border-2 border-brand-600 bg-white text-brand-700 hover:border-brand-700 hover:bg-brand-50 hover:text-brand-800',
};

/** Button looks, also for links that act as the page's main action. */
export function buttonClasses(
  options: { variant?: ButtonVariant; fullWidth?: boolean; className?: string } = {},
): string {
  const { variant = 'primary', fullWidth = false, className } = options;
  return [BASE, VARIANTS[variant], fullWidth ? 'w-full' : 'w-full sm:w-auto', className]
    .filter(Boolean)
    .join(' ');
}
