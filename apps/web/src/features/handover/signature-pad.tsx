import { Box, Button, Group, Input } from '@mantine/core';
import { type PointerEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const HEIGHT = 180;

function paintBlank(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(1, 0, 0, 1, 0, 0);
  // White, not transparent: the PNG is shown on light and dark pages and printed.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const scale = window.devicePixelRatio || 1;
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = '#111';
}

/** The canvas as a PNG, as the pickup route takes the signature. */
export function signaturePng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * A box the person in charge signs in with a finger, pen or mouse (pointer events cover all three);
 * the page does not scroll while they sign in it.
 */
export function SignaturePad({
  canvasRef,
  onInkChange,
  error,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onInkChange: (hasInk: boolean) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const drawing = useRef(false);

  // Sized once to the box as laid out, in device pixels so the line is sharp on a phone's screen.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const scale = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * scale);
    canvas.height = Math.round(HEIGHT * scale);
    paintBlank(canvas);
  }, [canvasRef]);

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    // A dot, so a tap leaves a mark too.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
    onInkChange(true);
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    const context = event.currentTarget.getContext('2d');
    if (!drawing.current || !context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  }

  function clear() {
    if (canvasRef.current) paintBlank(canvasRef.current);
    onInkChange(false);
  }

  return (
    <Input.Wrapper
      label={t('handover.pickup.signature')}
      description={t('handover.pickup.signatureHint')}
      error={error}
      withAsterisk
    >
      <Box mt={6}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('handover.pickup.signature')}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={() => {
            drawing.current = false;
          }}
          onPointerCancel={() => {
            drawing.current = false;
          }}
          style={{
            display: 'block',
            width: '100%',
            height: HEIGHT,
            touchAction: 'none',
            border: `1px solid var(--mantine-color-${error ? 'red-9' : 'gray-5'})`,
            borderRadius: 'var(--mantine-radius-sm)',
            background: '#fff',
            cursor: 'crosshair',
          }}
        />
        <Group justify="flex-end" mt={6}>
          <Button variant="default" size="sm" onClick={clear}>
            {t('handover.pickup.clearSignature')}
          </Button>
        </Group>
      </Box>
    </Input.Wrapper>
  );
}
