// The session expiry warning (WCAG 2.2.1 Timing Adjustable): two minutes before a session
// ends unless used, a dialog offers to keep it; once it has ended, a way to sign in again.
// Any session with an expiry can use it: staff sign-in today, the enrollment wizard later.
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { now } from './clock';

const minuteMs = 60 * 1000;
/** How long before the end the warning shows. */
export const warningLeadMs = 2 * minuteMs;
/** Timers in a background tab run late: the phase is read from the clock, not counted. */
const tickMs = 1000;

/** Where a session stands: `minutesLeft` is 0 outside the warning. */
interface Phase {
  kind: 'quiet' | 'warning' | 'ended';
  minutesLeft: number;
}

export function phaseAt(expiresAt: string, at: number): Phase {
  const left = Date.parse(expiresAt) - at;
  if (left <= 0) return { kind: 'ended', minutesLeft: 0 };
  if (left <= warningLeadMs) return { kind: 'warning', minutesLeft: Math.ceil(left / minuteMs) };
  return { kind: 'quiet', minutesLeft: 0 };
}

function usePhase(expiresAt: string): Phase {
  const [phase, setPhase] = useState(() => phaseAt(expiresAt, now()));
  useEffect(() => {
    const tick = () => {
      const next = phaseAt(expiresAt, now());
      setPhase((current) => (current.kind === next.kind && current.minutesLeft === next.minutesLeft ? current : next));
    };
    tick();
    const timer = setInterval(tick, tickMs);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return phase;
}

export interface SessionExpiryWarningProps {
  /** When the session ends unless used (ISO 8601); a new value restarts the count. */
  expiresAt: string;
  /** "Stay signed in": extends the session, whose new expiry arrives as `expiresAt`. */
  onExtend: () => Promise<unknown>;
  /** "Sign out": the person ends the session now. */
  onEnd: () => void;
  /** Where "Sign in again" leads once the session has ended. */
  signInPath: string;
}

export function SessionExpiryWarning({ expiresAt, onExtend, onEnd, signInPath }: SessionExpiryWarningProps) {
  const { t } = useTranslation();
  const phase = usePhase(expiresAt);
  const [extending, setExtending] = useState(false);
  const [extendFailed, setExtendFailed] = useState(false);
  // The ended notice stays until the person follows its link, for this expiry only.
  const [leftExpiry, setLeftExpiry] = useState<string | null>(null);

  const stay = () => {
    setExtending(true);
    setExtendFailed(false);
    onExtend()
      .catch(() => setExtendFailed(true))
      .finally(() => setExtending(false));
  };

  if (phase.kind === 'warning') {
    return (
      // Closing the warning (Escape) is the simple action that keeps the session: the person is here.
      <Modal
        key="warning"
        opened
        onClose={stay}
        withCloseButton={false}
        closeOnClickOutside={false}
        title={t('session.expiry_title')}
        centered
      >
        <Text>{t('session.expiry_warning', { count: phase.minutesLeft })}</Text>
        {extendFailed && (
          <Alert color="red" mt="md">
            {t('session.extend_failed')}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onEnd}>
            {t('session.sign_out')}
          </Button>
          <Button onClick={stay} loading={extending} data-autofocus>
            {t('session.stay_signed_in')}
          </Button>
        </Group>
      </Modal>
    );
  }
  if (phase.kind === 'ended' && leftExpiry !== expiresAt) {
    return (
      <Modal
        key="ended"
        opened
        onClose={() => setLeftExpiry(expiresAt)}
        closeOnEscape={false}
        closeOnClickOutside={false}
        withCloseButton={false}
        title={t('session.ended_title')}
        centered
      >
        <Stack gap="md">
          <Text>{t('session.ended_text')}</Text>
          <Anchor component={Link} to={signInPath} onClick={() => setLeftExpiry(expiresAt)} data-autofocus>
            {t('session.sign_in_again')}
          </Anchor>
        </Stack>
      </Modal>
    );
  }
  return null;
}
