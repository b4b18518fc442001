// The wizard's progress stepper when its steps wrap to a second row: the connector at the end of
// the first row joins nothing there and is hidden; the connectors inside each row stay. The layout
// is given (jsdom draws nothing): steps 1 to 5 on the first row, 6 to 9 on the second. English and
// Spanish, no axe violations.
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
    // A connector is on its step's row: the step before it.
    const stepOf = (element: Element | null): Element | null =>
      !element || element.tagName === 'BUTTON' ? element : stepOf(element.previousElementSibling);
    const rowOf = (element: Element) => {
      const label = stepOf(element)?.textContent ?? '';
      return secondRow.some((tab) => label.includes(i18n.t(`wizard.step_${tab}`))) ? 1 : 0;
    };
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      // A step is 32 px high, a connector a 2 px line across its middle; rows are 48 px apart.
      const isStep = this.tagName === 'BUTTON';
      return DOMRect.fromRect({ x: 0, y: rowOf(this) * 48 + (isStep ? 0 : 15), width: 100, height: isStep ? 32 : 2 });
    });
    const { container } = renderInApp(<WizardProgress steps={steps} current="contact_info" />);
    const nav = screen.getByRole('navigation', { name: i18n.t('wizard.progress') });
    const connectors = Array.from(nav.querySelectorAll('[data-orientation="horizontal"]')).filter(
      (element) => element.tagName !== 'BUTTON' && element.nextElementSibling?.tagName === 'BUTTON',
    );
    expect(connectors).toHaveLength(steps.length - 1);
    // The fifth connector, between Health Questions and Dependent Information, ends the first row.
    expect(connectors.map((connector) => connector.hasAttribute('data-row-end'))).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });
});
