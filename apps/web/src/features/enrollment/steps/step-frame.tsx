// What the wizard's frame gives every step, and the one footer every step ends with: the failed
// save's message, Back (when the frame gives one), the step's own extra buttons, and Next. Kept
// apart from the pages and the loaders so a step imports it without importing its own loader.
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/client';

/** What the frame gives every step. */
export interface StepFrameProps {
  enrollmentId: string;
  /** Back by position, or undefined when the step shows no Back (the frame decides: `showsBack`). */
  onBack: (() => void) | undefined;
  onDone: () => void;
  /** The step gives the frame its form as it stands, and how to show the server's errors of it. */
  registerForm: (read: () => Record<string, unknown>, showErrors?: (error: ApiError) => void) => void;
}

/** A step's Next: it submits the step's form, or, on a list step (no form of its own), it is clicked. */
export interface StepNext {
  label: string;
  loading: boolean;
  disabled?: boolean;
  title?: string;
  /** What a screen reader hears while Next is busy (review's Complete Enrollment says what it does). */
  busyLabel?: string;
  onClick?: () => void;
}

export interface StepActionsProps {
  /** The failed save's message, shown above the buttons. */
  problem: string | undefined;
  onBack: (() => void) | undefined;
  /** Undefined while the step may not go on (a list short of its rule): no Next shows. */
  next: StepNext | undefined;
  /** The step's own buttons between Back and Next (the enroller code, Skip). */
  extra?: ReactNode;
}

export function StepActions({ problem, onBack, next, extra }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group>
        {onBack && (
          <Button variant="default" onClick={onBack}>
            {t('wizard.back')}
          </Button>
        )}
        {extra}
        {next?.onClick ? (
          <Button
            onClick={next.onClick}
            loading={next.loading}
            {...(next.busyLabel ? { loaderProps: { 'aria-label': next.busyLabel } } : {})}
            disabled={next.disabled}
            title={next.title}
          >
            {next.label}
          </Button>
        ) : (
          next && (
            <Button type="submit" loading={next.loading} disabled={next.disabled}>
              {next.label}
            </Button>
          )
        )}
      </Group>
    </>
  );
}

interface StepFrameFormProps extends StepActionsProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  gap?: 'md' | 'lg';
  /** The step's fields, above the footer. */
  children: ReactNode;
}

/**
 * A form step: its form (the browser's own checks off: the contract's rules speak), its fields,
 * then the footer.
 */
export function StepFrame({ onSubmit, gap = 'md', children, ...actions }: StepFrameFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>
        {children}
        <StepActions {...actions} />
      </Stack>
    </form>
  );
}
