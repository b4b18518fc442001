// The drawn signature (spec 001 sections 2 and 9): a signature_pad canvas of 450x300 at a width of
// 768 px or more, else 200x100, drawn at the screen's pixel density, with Clear. It gives the form
// a PNG data URL after each stroke, or undefined once cleared.
import { signatureCanvas } from '@benefit-store/contract/enrollment-agreement';
import { Box, Button, Group, Input, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';

interface Props {
  onChange: (png: string | undefined) => void;
  error: string | undefined;
  signed: boolean;
}

export function SignaturePadField({ onChange, error, signed }: Props) {
  const { t } = useTranslation();
  const wide =
    useMediaQuery(`(min-width: ${signatureCanvas.breakpoint}px)`, false, { getInitialValueInEffect: false }) === true;
  const size = wide ? signatureCanvas.wide : signatureCanvas.narrow;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | undefined>(undefined);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Drawn at the device's pixel density, shown at the spec's CSS size; a new size starts a new signature.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = size.width * ratio;
    canvas.height = size.height * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(16, 24, 64)' });
    padRef.current = pad;
    changed.current(undefined);
    const stroke = () => changed.current(pad.isEmpty() ? undefined : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', stroke);
    return () => {
      pad.removeEventListener('endStroke', stroke);
      pad.off();
    };
  }, [size.width, size.height]);

  const clear = () => {
    padRef.current?.clear();
    changed.current(undefined);
  };

  return (
    <Input.Wrapper label={t('agreement.signature')} required error={error} id="signature-pad">
      <Box
        mt={4}
        style={{
          // The border outside the canvas's own size.
          width: size.width + 2,
          height: size.height + 2,
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-gray-5)'}`,
          borderRadius: 4,
          touchAction: 'none',
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('agreement.pad_label')}
          aria-invalid={error ? true : undefined}
          style={{ width: size.width, height: size.height, display: 'block' }}
        />
      </Box>
      <Group mt="xs" gap="sm">
        <Button variant="default" size="xs" onClick={clear}>
          {t('agreement.clear')}
        </Button>
        {/* Always present, so that a screen reader hears the signature arrive. */}
        <Text size="sm" aria-live="polite">
          {signed ? t('agreement.pad_signed') : ''}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
