// The billing storage of card numbers (decision 0039): the one module that keeps, reads and deletes
// a card number. It is kept once, in `member_card`, sealed with the data key; every other record
// (the enrollment's billing step, the policy's copy of it) holds the card's id and its last four
// digits only. A tokenizing processor replaces this module's inside: `keepCard` would send the
// number to the processor and keep the token it answers, `cardOf` answer that token, and
// `forgetCard` ask the processor to delete it; no caller changes.
import cardValidator from 'card-validator';
import type { Db } from '../../../../db/database';
import type { FieldCipher, SealedPlace } from '../../../../lib/field-crypto';
import { newPublicId } from '../../../../lib/ids';
import * as repo from './card-repo';

/** Where a card's number is sealed: its row of member_card. */
export const cardPlace = (publicId: string): SealedPlace => ({
  table: 'member_card',
  column: 'sealed_data',
  row: publicId,
});

export interface NewCard {
  name_on_cc: string;
  card_number: string;
  expiration_month: string;
  expiration_year: string;
}

/** What may be shown of a card: kept as JSON beside its sealed number, and after it is deleted. */
export interface CardShown {
  name_on_cc: string;
  last4: string;
  card_type: string | null;
  expiration_month: string;
  expiration_year: string;
}

/** Whose a kept card is: a member's on file, or the enrollment whose billing step entered it. */
export type CardOwner = { memberId: number } | { enrollmentId: number };

/**
 * Keeps a card (never a security code: it has no place here); its id and what may be shown of it.
 * A card an enrollment enters replaces the one it entered before, unless a policy took that one.
 */
export async function keepCard(
  db: Db,
  cipher: FieldCipher,
  owner: CardOwner,
  card: NewCard,
  now: Date,
): Promise<{ card_id: string; shown: CardShown }> {
  if ('enrollmentId' in owner) await repo.deleteUnclaimed(db, owner.enrollmentId);
  const publicId = newPublicId();
  const { card_number, ...rest } = card;
  const shown: CardShown = {
    ...rest,
    last4: card_number.slice(-4),
    card_type: cardValidator.number(card_number).card?.type ?? null,
  };
  await repo.insertCard(db, {
    publicId,
    memberId: 'memberId' in owner ? owner.memberId : null,
    enrollmentId: 'enrollmentId' in owner ? owner.enrollmentId : null,
    data: shown,
    sealedData: cipher.seal(JSON.stringify({ card_number }), cardPlace(publicId)),
    now,
  });
  return { card_id: publicId, shown };
}

/** The number of a kept card (what a charge needs); undefined when there is none or it was deleted. */
export async function cardOf(db: Db, cipher: FieldCipher, cardId: string): Promise<string | undefined> {
  const row = await repo.sealedNumberOf(db, cardId);
  return row?.sealed_data ? numberIn(cipher, cardId, row.sealed_data) : undefined;
}

function numberIn(cipher: FieldCipher, cardId: string, sealed: string): string | undefined {
  const opened: unknown = JSON.parse(cipher.open(sealed, cardPlace(cardId)));
  if (typeof opened !== 'object' || opened === null || !('card_number' in opened)) return undefined;
  return typeof opened.card_number === 'string' ? opened.card_number : undefined;
}

/**
 * A completed enrollment's card goes to the member its policy is for (one they had on file is used
 * again); whether the card still has its number (false: deleted after its retention, or not theirs).
 */
export async function claimCard(
  db: Db,
  cardId: string,
  owner: { memberId: number; enrollmentId: number },
  now: Date,
): Promise<boolean> {
  return (await repo.claimCard(db, cardId, owner, now)) !== undefined;
}

/** A card on file chosen again: its retention counts from now. */
export const cardUsed = (db: Db, cardId: string, now: Date) => repo.touchCard(db, cardId, now);

/** Deletes a card's number; what may be shown of it stays (records name the card by its id). */
export const forgetCard = (db: Db, cardId: string) => repo.forgetNumber(db, cardId);

/** Deletes the cards an enrollment entered that no policy took (the step now pays otherwise). */
export const forgetEnteredCards = (db: Db, enrollmentId: number) => repo.deleteUnclaimed(db, enrollmentId);

/**
 * Deletes the number of every card not used for `retentionDays` (CARD_RETENTION_DAYS; the cleanup
 * job runs this hourly); how many it deleted.
 */
export function forgetCardsPastRetention(db: Db, now: Date, retentionDays: number): Promise<number> {
  return repo.forgetNumbersUsedBefore(db, new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000));
}
