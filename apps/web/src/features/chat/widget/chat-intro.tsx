import type { ChatProviderMode } from '@openheloc/domain';

/** The welcome at the top of the conversation, with the live agents' hours. */
export function ChatIntro({
  mode,
  hoursText,
  brandName,
}: {
  mode: ChatProviderMode;
  hoursText: string | null;
  brandName: string;
}) {
  return (
    <div className="rounded-lg bg-brand-50 p-3 text-sm">
      <p className="font-semibold">
        {mode === 'chatbot'
          ? `Hi! I'm the ${brandName} assistant. Ask me about fees, rates, timelines or your application.`
          : `Welcome! A member of the ${brandName} team will be with you shortly.`}
      </p>
      {hoursText ? <p className="mt-1">Live agents are available {hoursText}.</p> : null}
    </div>
  );
}
