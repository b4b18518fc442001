// The effective date has one name in each language, on the cart and on the review (issue 32).
import { describe, expect, it } from 'vitest';
import * as cart from '../features/cart/words';
import * as review from '../features/enrollment/review/words';

describe('the effective date', () => {
  it.each([
    ['en', cart.en, review.en],
    ['es', cart.es, review.es],
  ])('is one term in %s', (_language, cartWords, reviewWords) => {
    expect(reviewWords['review.effective_date'].toLowerCase()).toBe(cartWords['cart.dates_title'].toLowerCase());
  });
});
