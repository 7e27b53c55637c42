// The PDFs the platform writes (receipts, reports, tax files): an A4 document with 56pt margins in
// the DejaVu Sans shipped beside this file - PDFKit's standard fonts cannot encode "π" (research §3),
// so it is embedded (subset) and used for every line - and, for the tabular ones, a section heading
// and a table row that never split across a page.
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const FONT = fileURLToPath(new URL('./fonts/DejaVuSans.ttf', import.meta.url));
const MARGIN = 56;

/** A new document titled "<title> - π Boost"; `done` resolves with its bytes once `doc.end()` is called. */
export function openPdf(title: string, createdAt: Date): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${title} - π Boost`, Author: 'π Boost', CreationDate: createdAt } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT);
  doc.font('body');
  return { doc, done };
}

/** Headings and rows of tables laid from the left margin; cells in `fontSize` points. */
export function pdfTable(doc: PDFKit.PDFDocument, fontSize: number) {
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  return {
    section(title: string) {
      // A heading never ends a page alone: with less than three lines left it starts the next one.
      if (doc.y + 60 > bottom()) doc.addPage();
      doc.moveDown(1).fontSize(13).fillColor('#111').text(title, MARGIN, doc.y).moveDown(0.3);
    },
    /** One table row: every cell at the same height; a row that does not fit starts a new page. */
    row(cells: string[], widths: number[], color = '#111') {
      doc.fontSize(fontSize);
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 })));
      if (doc.y + height > bottom()) doc.addPage();
      const y = doc.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        doc.fillColor(color).text(cell, x, y, { width: widths[i]! - 6 });
        x += widths[i]!;
      });
      doc.x = MARGIN;
      doc.y = y + height + 4;
    },
  };
}
