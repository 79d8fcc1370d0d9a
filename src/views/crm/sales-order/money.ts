/** Rand amounts from cents, as South African invoices show them: R 1 234.50. */
export const rand = (cents: number): string =>
  `R ${(cents / 100).toLocaleString('en-ZA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const statusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);
