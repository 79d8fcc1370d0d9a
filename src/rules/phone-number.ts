import { normalisePhone } from '../contracts/customers/phone';

/**
 * Phone numbers are stored normalised (E.164 digits without the plus, src/contracts/customers/phone.ts) so a
 * caller's number matches whatever way it was typed; people read them the way South Africans write them.
 */
export { normalisePhone };

/**
 * The local written form of a number, from its stored or its typed form:
 * - geographic numbers, 0 + 2-digit area code + 3 + 4: 053 831 2200, 012 345 6100, 021 555 0101;
 * - mobile (and other non-geographic 0xx) numbers, 0xx xxx xxxx: 082 123 4567, 087 150 0000;
 * - toll-free and share-call, 08x0/086x + 3 + 3: 0800 123 456, 0861 234 567;
 * - a number of another country as +digits (its grouping is that country's business): +442079460958;
 * - anything that is not a number (an extension, a note) as it was typed, so nothing is hidden or mangled.
 */
export function formatPhone(value: string | null | undefined): string {
  const typed = (value ?? '').trim();
  if (typed === '') return '';
  const stored = normalisePhone(typed);
  if (stored === null) return typed;
  if (!stored.startsWith('27')) return `+${stored}`;
  const national = `0${stored.slice(2)}`;
  if (/^0(80|86)/.test(national))
    return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}
