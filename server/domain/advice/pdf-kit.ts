import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

const margin = 40;
export const pageWidth = 595.28 - 2 * margin;
const brand = '#0b5394';

/** Renders one A4 document with pdfkit's built-in Helvetica (no font files to ship) and resolves its bytes. */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin,
      info: { Title: title, Author: 'Ubuntu Benefits Staff Console' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(16).fillColor(brand).text(title);
    doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('#555555');
    doc.text(`Ubuntu Benefits Group · generated ${new Date().toISOString().slice(0, 10)}`);
    doc.moveDown().fillColor('#000000');
    draw(doc);
    doc.end();
  });
}

export function heading(doc: Pdf, text: string): void {
  ensureRoom(doc, 40);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor(brand).text(text, margin, doc.y);
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#000000');
}

export function pairs(doc: Pdf, rows: [string, string][]): void {
  for (const [label, value] of rows) table(doc, [label], [[value]], { labelWidth: 170 });
}

function ensureRoom(doc: Pdf, needed: number): void {
  if (doc.y + needed > doc.page.height - margin) doc.addPage();
}

/**
 * A comparison table: one row per label, one column per compared item. Rows wrap and break across pages;
 * a group row (bold) spans the columns.
 */
export function table(
  doc: Pdf,
  labels: string[],
  columns: string[][],
  options: { header?: string[]; labelWidth?: number; bold?: boolean[] } = {},
): void {
  const labelWidth = options.labelWidth ?? 140;
  const n = Math.max(columns.length, 1);
  const colWidth = (pageWidth - labelWidth) / n;
  const pad = 3;
  doc.fontSize(9);
  const row = (label: string, cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const heights = [
      doc.heightOfString(label, { width: labelWidth - 2 * pad }),
      ...cells.map((c) => doc.heightOfString(c, { width: colWidth - 2 * pad })),
    ];
    const h = Math.max(...heights) + 2 * pad;
    ensureRoom(doc, h);
    const y = doc.y;
    doc.rect(margin, y, pageWidth, h).strokeColor('#cccccc').lineWidth(0.5).stroke();
    doc.fillColor('#000000').text(label, margin + pad, y + pad, { width: labelWidth - 2 * pad });
    cells.forEach((c, i) => {
      doc.text(c, margin + labelWidth + i * colWidth + pad, y + pad, { width: colWidth - 2 * pad });
    });
    doc.x = margin;
    doc.y = y + h;
  };
  if (options.header) row('', options.header, true);
  labels.forEach((label, i) =>
    row(
      label,
      columns.map((c) => c[i] ?? ''),
      options.bold?.[i] ?? false,
    ),
  );
  doc.font('Helvetica').fontSize(10);
}

export const rand = (n: number): string =>
  `R${Math.round(n)
    .toLocaleString('en-ZA')
    .replace(/[,\u00a0\u202f]/g, ' ')}`;
