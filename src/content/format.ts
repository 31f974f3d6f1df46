// Number and money formats every surface shares (content tokens, pages, API notes, OpenAPI prose).
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return grouped.format(value);
}

/** "USD 9,500": code first, so no locale-specific symbol is guessed. */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${formatNumber(amount)}`;
}
