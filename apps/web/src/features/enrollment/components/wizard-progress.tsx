// The wizard's progress (spec 001 section 2): a stepper with each step's number and label, which
// on a phone collapses to "Step 2 of 7: Contact Information".
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export function WizardProgress({ steps, current }: { steps: readonly TabName[]; current: TabName }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const active = steps.indexOf(current);
  if (phone || active < 0)
    return (
      <Text fw={600} aria-live="polite">
        {active < 0
          ? t(`wizard.step_${current}`)
          : t('wizard.step_of', { position: active + 1, total: steps.length, label: t(`wizard.step_${current}`) })}
      </Text>
    );
  return (
    <nav aria-label={t('wizard.progress')}>
      <Stepper active={active} size="sm" iconSize={32} allowNextStepsSelect={false}>
        {steps.map((tab, index) => (
          <Stepper.Step
            key={tab}
            label={t(`wizard.step_${tab}`)}
            aria-current={index === active ? 'step' : undefined}
            tabIndex={-1}
          />
        ))}
      </Stepper>
    </nav>
  );
}
