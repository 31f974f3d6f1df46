// Telephone numbers as owners write them ("+49 (0)30 1234 5678") and as tel: URIs need them (+493012345678).

/** Characters a written number may contain besides digits: spacing and grouping marks, and a leading +. */
export const TELEPHONE_PATTERN = /^\+?[\d\s().\-/]+$/;

/**
 * The RFC 3966 global number of a written one: digits after the +, spacing dropped. The "(0)" some countries
 * write after the country code is the trunk prefix, dialled only from inside the country, so it is dropped.
 */
export function telephoneUri(written: string): string {
  const number = written.trim().replace(/^(\+\d{1,3})\s*\(0\)/, '$1');
  return `tel:${number.replace(/[^+\d]/g, '')}`;
}

/** How many digits a number has: E.164 allows at most 15, and anything under 3 is not a number. */
export const countDigits = (written: string) => written.replace(/\D/g, '').length;
