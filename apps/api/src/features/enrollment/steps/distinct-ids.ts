// The ids of a list a step keeps (beneficiaries, dependents): two entries naming one person are two
// people, so a later entry naming an id already taken gets a new one.
import { newPublicId } from '../../../lib/ids';

export function withDistinctIds<K extends string, T extends Record<K, string>>(list: readonly T[], key: K): T[] {
  const ids = new Set<string>();
  return list.map((item) => {
    const unique: T = ids.has(item[key]) ? { ...item, [key]: newPublicId() } : item;
    ids.add(unique[key]);
    return unique;
  });
}
