import { useId, type ReactNode } from 'react';

interface ReviewSectionProps {
  title: string;
  children: ReactNode;
}

/** One part of a review page ('What happens next', 'What you can send'): an h2 and its text. */
export function ReviewSection({ title, children }: ReviewSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-[22px] leading-snug font-bold">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

/** A list of things to do or send, with real bullets so screen readers count them. */
export function ReviewList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">{children}</ul>;
}
