// The ABA routing number check (the American Bankers Association's checksum, as the Federal
// Reserve's FedACH directory numbers carry it): nine digits d1..d9 weighted 3, 7, 1, 3, 7, 1, 3, 7, 1
// sum to a multiple of 10. Shared by the browser (the bank name is looked up only for a number that
// passes) and the server (the billing step refuses one that does not).

const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** Whether `routing` is nine digits whose ABA checksum holds. */
export function isAbaRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  let sum = 0;
  for (const [index, weight] of weights.entries()) sum += Number(routing[index]) * weight;
  return sum % 10 === 0;
}
