// The Federal Reserve's FedACH participant directory (FedACHdir.txt): one institution a line,
// fixed width (155 characters): routing number in columns 1-9, office code 10, servicing FRB
// number 11-19, record type 20, change date 21-26, new routing number 27-35, customer name
// 36-71, address 72-107, city 108-127, state 128-129, zip 130-134 and its extension 135-138,
// telephone 139-148, institution status 149, data view 150. Read for `npm run import:routing`.
import { isAbaRoutingNumber } from '@benefit-store/contract/routing-number';
import type { RoutingBankRow } from './repo';

/** A line the reader could not take, by its number (from 1) and why. */
export interface SkippedLine {
  line: number;
  reason: 'too short' | 'routing number fails the ABA checksum' | 'no customer name';
}

/** Columns 1-based and inclusive, as the directory's format names them. */
const field = (line: string, from: number, to: number) => line.slice(from - 1, to).trim();

/** The directory's banks, one per routing number (the last line wins), and the lines skipped. */
export function readFedAchDirectory(text: string): { banks: RoutingBankRow[]; skipped: SkippedLine[] } {
  const banks = new Map<string, RoutingBankRow>();
  const skipped: SkippedLine[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    if (raw.trim() === '') continue;
    const line = index + 1;
    // Trailing blanks (the filler, an empty phone) may be trimmed by whoever copied the file.
    if (raw.length < 36) {
      skipped.push({ line, reason: 'too short' });
      continue;
    }
    const routing = field(raw, 1, 9);
    if (!isAbaRoutingNumber(routing)) {
      skipped.push({ line, reason: 'routing number fails the ABA checksum' });
      continue;
    }
    const name = field(raw, 36, 71).replace(/\s+/g, ' ');
    if (name === '') {
      skipped.push({ line, reason: 'no customer name' });
      continue;
    }
    banks.set(routing, {
      routing_number: routing,
      bank_name: name.toUpperCase(),
      city: field(raw, 108, 127) || null,
      state: field(raw, 128, 129) || null,
    });
  }
  return { banks: [...banks.values()], skipped };
}
