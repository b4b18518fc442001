// The listing's Add to Cart line: a special-carrier plan opens its page while its questions are
// unanswered, and is added from the listing once this enrollment has answered them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test-app';
import { priced } from '../../test-data';
import { pricedLine } from './plan-add-button';

const pricing = () => ok({ pid: 'P1', ppid: 'PP1', selected_plan: priced('P1', 'PP1'), plans: [priced('P1', 'PP1')] });
const carrierQuestion = { qid: 'Q1', question: 'Are you a union member?', true_condition: 1 };

afterEach(() => vi.unstubAllGlobals());

describe('pricedLine', () => {
  it.each([
    { answered: false, opens: true },
    { answered: true, opens: false },
  ])('opens the page of a special-carrier plan unless answered ($answered)', async ({ answered, opens }) => {
    fakeApi({
      'get-aflac-questions': () => ok({ result: [carrierQuestion], answered }),
      'get-plan-pricing-detail': pricing,
    });
    const openDetail = vi.fn();
    const line = await pricedLine('P1', 'TEMP1', 'none', openDetail);
    expect(openDetail).toHaveBeenCalledTimes(opens ? 1 : 0);
    expect(line).toEqual(opens ? '' : { enrollment_id: 'TEMP1', plan_id: 'P1', plan_pricing_id: 'PP1' });
  });
});
