import { LOCATION_EXPLAINER } from '@openheloc/domain';
import { Button } from '@/components/button';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { SIGNING_CAPTION } from './signing-caption';

export interface LocationExplainerProps {
  asking: boolean;
  onShare: () => void;
  onDecline: () => void;
}

/** 'Why we need your location': read before the browser asks; not sharing still lets you sign. */
export function LocationExplainer({ asking, onShare, onDecline }: LocationExplainerProps) {
  return (
    <ApplicationScreen
      caption={SIGNING_CAPTION}
      title={LOCATION_EXPLAINER.title}
      back="signing/intro"
      actions={
        <>
          <Button type="button" busy={asking} onClick={onShare}>
            Share my location
          </Button>
          <Button type="button" variant="secondary" disabled={asking} onClick={onDecline}>
            Continue without sharing
          </Button>
        </>
      }
    >
      <div className="mb-6 space-y-4">
        {LOCATION_EXPLAINER.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {asking ? (
        <p role="status" className="mb-6 font-semibold">
          Waiting for your browser… Choose whether to allow it to share your location.
        </p>
      ) : null}
    </ApplicationScreen>
  );
}
