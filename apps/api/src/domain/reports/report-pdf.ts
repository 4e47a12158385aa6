import { chartPalette, type Report } from '@dnp/contracts';
import PDFDocument from 'pdfkit';

const MARGIN = 50;
const CHART_HEIGHT = 180;
/** The chart draws at most this many measures: one palette colour each, never reused. */
const MAX_SERIES = chartPalette.length;

/** Each measure's total per month: what the chart draws, from the same figures as the table. */
export function chartSeries(report: Report): {
  periods: string[];
  series: Array<{ measure: string; values: number[] }>;
} {
  const periods = [...new Set(report.rows.map((row) => row.period))].sort();
  const measures = [...new Set(report.rows.map((row) => row.measure))]
    .filter((measure) => measure !== 'medianDaysToDecision')
    .slice(0, MAX_SERIES);
  const series = measures.map((measure) => ({
    measure,
    values: periods.map((period) =>
      report.rows
        .filter((row) => row.measure === measure && row.period === period)
        .reduce((total, row) => total + row.value, 0),
    ),
  }));
  return { periods, series };
}

function drawChart(doc: PDFKit.PDFDocument, report: Report): void {
  const { periods, series } = chartSeries(report);
  const width = doc.page.width - 2 * MARGIN;
  const top = doc.y + 10;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  doc.fontSize(11).fillColor('black').text('Chart: each measure per month (counts)', MARGIN, top);
  const axisTop = top + 20;
  const axisBottom = axisTop + CHART_HEIGHT;
  doc
    .moveTo(MARGIN, axisTop)
    .lineTo(MARGIN, axisBottom)
    .lineTo(MARGIN + width, axisBottom)
    .stroke('black');
  const groupWidth = width / Math.max(1, periods.length);
  const barWidth = Math.max(2, (groupWidth * 0.8) / Math.max(1, series.length));
  periods.forEach((period, p) => {
    const groupLeft = MARGIN + p * groupWidth + groupWidth * 0.1;
    series.forEach((s, index) => {
      const value = s.values[p] ?? 0;
      const height = (value / max) * (CHART_HEIGHT - 14);
      const x = groupLeft + index * barWidth;
      doc.rect(x, axisBottom - height, barWidth - 1, height).fill(chartPalette[index] ?? 'black');
      doc
        .fillColor('black')
        .fontSize(6)
        .text(String(value), x, axisBottom - height - 8, { width: barWidth, align: 'center', lineBreak: false });
    });
    doc.fontSize(8).text(period, groupLeft, axisBottom + 3, { width: groupWidth * 0.8, align: 'center' });
  });
  let legendX = MARGIN;
  const legendY = axisBottom + 16;
  series.forEach((s, index) => {
    doc.rect(legendX, legendY, 8, 8).fill(chartPalette[index] ?? 'black');
    doc
      .fillColor('black')
      .fontSize(8)
      .text(s.measure, legendX + 11, legendY, { lineBreak: false });
    legendX += 11 + doc.widthOfString(s.measure) + 14;
  });
  doc.x = MARGIN;
  doc.y = legendY + 20;
}

const columns = [
  { title: 'Period', width: 55 },
  { title: 'ALC', width: 60 },
  { title: 'Measure', width: 110 },
  { title: 'Category', width: 160 },
  { title: 'Value', width: 50 },
  { title: 'Amount', width: 70 },
];

function drawTable(doc: PDFKit.PDFDocument, report: Report): void {
  const line = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - MARGIN - 14) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    cells.forEach((cell, index) => {
      const width = columns[index]?.width ?? 60;
      doc.text(cell, x, y, { width: width - 4, lineBreak: false, ellipsis: true });
      x += width;
    });
    doc.x = MARGIN;
    doc.y = y + 12;
  };
  line(
    columns.map((column) => column.title),
    true,
  );
  for (const row of report.rows) {
    line([row.period, row.agencyAlcCode, row.measure, row.category, String(row.value), row.amount ?? ''], false);
  }
}

/**
 * A report as a PDF for the user to file: title, the filters, when it was generated, the chart
 * (vector bars from the same figures, in the web charts' palette, each bar labelled with its
 * value) and the table of every figure.
 */
export async function reportPdf(report: Report): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: report.reportTitle } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('Helvetica-Bold').fontSize(18).text(report.reportTitle);
  doc.font('Helvetica').fontSize(9);
  for (const [name, value] of Object.entries(report.filters)) doc.text(`${name}: ${value}`);
  doc.text(`Generated at: ${report.generatedAt}`);
  if (report.asr) {
    doc.text(
      `ASR: level-1 group ${report.asr.isLevel1AccessGroup}, may submit ${report.asr.asrSubmitIndicator}, already submitted ${report.asr.alreadySubmittedForPeriod}`,
    );
  }
  drawChart(doc, report);
  drawTable(doc, report);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
