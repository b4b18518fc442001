// The wizard's progress stepper when its steps wrap to a second row: each step draws the connector
// to the next, and the last step of the first row is marked so that its connector, which would
// join nothing there, is hidden. The layout is given (jsdom draws nothing): steps 1 to 5 on the
// first row, 6 to 9 on the second. English and Spanish, no axe violations.
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { axeOptions } from '../../../test-app';
import { renderInApp } from '../../../test-render';
import '../step-words';
import { WizardProgress } from './wizard-progress';

const steps: readonly TabName[] = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'dependent_info',
  'agreement_info',
  'billing_info',
  'review_info',
];
const secondRow = steps.slice(5);

afterEach(() => vi.restoreAllMocks());

describe.each(['en', 'es'])('the wizard progress in %s', (language) => {
  it('hides the connector left at the end of a row when the steps wrap', async () => {
    await i18n.changeLanguage(language);
    const rowOf = (element: Element) =>
      secondRow.some((tab) => element.textContent?.includes(i18n.t(`wizard.step_${tab}`))) ? 1 : 0;
    // A step is 32 px high; rows are 48 px apart.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return DOMRect.fromRect({ x: 0, y: rowOf(this) * 48, width: 100, height: 32 });
    });
    const { container } = renderInApp(<WizardProgress steps={steps} current="contact_info" />);
    const nav = screen.getByRole('navigation', { name: i18n.t('wizard.progress') });
    // Plain text: no step is a button.
    expect(nav.querySelectorAll('button')).toHaveLength(0);
    const shown = Array.from(nav.querySelectorAll('.mantine-Stepper-step'));
    expect(shown.map((step) => step.textContent)).toEqual(
      steps.map((tab, index) => `${index === 0 ? '' : index + 1}${i18n.t(`wizard.step_${tab}`)}`),
    );
    // Health Questions, the last step of the first row, draws no connector to Dependent Information.
    expect(shown.map((step) => step.hasAttribute('data-row-end'))).toEqual(steps.map((_, index) => index === 4));
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });
});
