/** Rand as South Africans write it: R12 345. */
export const rand = (n: number | null | undefined): string =>
  n === null || n === undefined
    ? '—'
    : `R${Math.round(n)
        .toLocaleString('en-ZA')
        .replace(/[,\u00a0\u202f]/g, ' ')}`;

export const shortDate = (iso: string): string =>
  new Date(iso).toLocaleString('en-ZA', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Saves a base64 PDF the service answered as a file the browser downloads. */
export function downloadPdf(file: { file_name: string; base64: string }): void {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.file_name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
