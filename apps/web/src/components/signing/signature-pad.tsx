import { DRAWN_SIGNATURE_MAX_HEIGHT, DRAWN_SIGNATURE_MAX_WIDTH } from '@openheloc/domain';
import { useEffect, useRef, type PointerEvent } from 'react';
import { Button } from '@/components/button';

export interface SignaturePadProps {
  /** The drawing as a PNG (base64, no data: prefix), or null when the pad is empty. */
  onChange: (pngBase64: string | null) => void;
  describedBy?: string;
}

const HEIGHT = 160;

/**
 * The drawing as a PNG no larger than the server takes (600 × 200): a wide pad on a
 * high-density screen is scaled down, keeping its proportions.
 */
function exportPng(canvas: HTMLCanvasElement): string {
  const scale = Math.min(
    1,
    DRAWN_SIGNATURE_MAX_WIDTH / canvas.width,
    DRAWN_SIGNATURE_MAX_HEIGHT / canvas.height,
  );
  let source = canvas;
  if (scale < 1) {
    source = document.createElement('canvas');
    source.width = Math.max(1, Math.floor(canvas.width * scale));
    source.height = Math.max(1, Math.floor(canvas.height * scale));
    source.getContext('2d')?.drawImage(canvas, 0, 0, source.width, source.height);
  }
  return source.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
}

/**
 * A canvas to draw a signature with a mouse, a finger or a stylus. It cannot be used from the
 * keyboard: the typed signature beside it is the accessible way to sign.
 */
export function SignaturePad({ onChange, describedBy }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(canvas.clientWidth * ratio);
    canvas.height = Math.floor(HEIGHT * ratio);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111827';
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    drawn.current = true;
    onChange(exportPng(event.currentTarget));
  };
  const clear = () => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.restore();
    drawn.current = false;
    onChange(null);
  };

  return (
    <div>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label="Signature drawing area"
        aria-describedby={describedBy}
        className="block h-40 w-full touch-none rounded-lg border-2 border-dashed border-line bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <Button type="button" variant="secondary" className="mt-3" onClick={clear}>
        Clear drawing
      </Button>
    </div>
  );
}
