// The card checks the server makes too (card-validator 10): a number that is a card's (isValid on
// submit), an expiry not in the past, and a security code of the length the card's type takes.
import cardValidator from 'card-validator';

export type CardProblem = 'card_number' | 'expiration_month' | 'security_code';

/** The fields whose check fails, with the contract's message key for each. */
export function cardProblems(card: {
  card_number: string;
  expiration_month: string;
  expiration_year: string;
  security_code: string;
}): [CardProblem, string][] {
  const problems: [CardProblem, string][] = [];
  const number = cardValidator.number(card.card_number);
  if (!number.isValid) problems.push(['card_number', 'wizard.card_invalid']);
  if (!cardValidator.expirationDate({ month: card.expiration_month, year: card.expiration_year }, 20).isValid)
    problems.push(['expiration_month', 'wizard.card_expired']);
  if (!cardValidator.cvv(card.security_code, number.card ? number.card.code.size : [3, 4]).isValid)
    problems.push(['security_code', 'wizard.security_code']);
  return problems;
}
