// The wizard's progress (spec 001 section 2): a stepper with each step's number and label as plain
// text (issue 32: they looked like buttons and did nothing), which on a phone collapses to "Step 2 of 7: Contact Information". On a screen too narrow for every
// step in one row the steps wrap, each with its connector; a row's last connector is hidden.
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './wizard-progress.module.css';

/**
 * Marks each step whose next step starts a lower row (`data-row-end`: its connector is hidden),
 * whenever the steps' sizes change: the width of the window, the language, the fonts arriving.
 */
function useRowEnds(nav: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const root = nav.current;
    if (!shown || !root) return;
    const steps = Array.from(root.querySelectorAll<HTMLElement>(`.${classes.step}`));
    const mark = () => {
      for (const [index, step] of steps.entries()) {
        const next = steps[index + 1];
        const wrapped = next !== undefined && next.getBoundingClientRect().top >= step.getBoundingClientRect().bottom;
        step.toggleAttribute('data-row-end', wrapped);
      }
    };
    mark();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(mark);
    observer.observe(root);
    for (const step of steps) observer.observe(step);
    return () => observer.disconnect();
  });
}

export function WizardProgress({ steps, current }: { steps: readonly TabName[]; current: TabName }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const active = steps.indexOf(current);
  const nav = useRef<HTMLElement>(null);
  const stepper = !phone && active >= 0;
  useRowEnds(nav, stepper);
  if (!stepper)
    return (
      <Text fw={600} aria-live="polite">
        {active < 0
          ? t(`wizard.step_${current}`)
          : t('wizard.step_of', { position: active + 1, total: steps.length, label: t(`wizard.step_${current}`) })}
      </Text>
    );
  return (
    <nav aria-label={t('wizard.progress')} ref={nav}>
      <Stepper
        active={active}
        size="sm"
        iconSize={32}
        allowNextStepsSelect={false}
        classNames={{ separator: classes.separator, step: classes.step }}
      >
        {steps.map((tab, index) => (
          <Stepper.Step
            key={tab}
            // Plain text, not a button that does nothing: Back and Next move between steps.
            component="div"
            label={t(`wizard.step_${tab}`)}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}
