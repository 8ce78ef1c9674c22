import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { TRANSMISSIONS_COUNT } from '../../../contracts/constants.ts';
import {
  POINTS_BY_DIFFICULTY,
  POINTS_PER_EXCHANGE,
  TRANSMISSIONS,
  type Difficulty,
  type Transmission,
} from '../../../contracts/transmissions.ts';

// The repository's content/fonts, from src/server/features/transmissions or its build in dist/.
const FONTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/fonts',
);

/**
 * PDF's built-in fonts only cover Latin-1, and the names carry diacritics (ā, ṃ, ś, ñ, ’): the
 * DejaVu faces (free licence, beside the files) are embedded, subset to the glyphs used.
 */
const FONTS = {
  body: path.join(FONTS_DIR, 'DejaVuSerif.ttf'),
  italic: path.join(FONTS_DIR, 'DejaVuSerif-Italic.ttf'),
  heading: path.join(FONTS_DIR, 'DejaVuSans-Bold.ttf'),
};

const GOLD = '#a8741a';
const GOLD_LIGHT = '#f6ecd5';
const INK = '#2b2118';
const MUTED = '#6b5d4f';

const DIFFICULTY_LABEL: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  master: 'Master',
};

type Doc = PDFKit.PDFDocument;

const PAGE = { width: 595.28, height: 841.89, margin: 64 };
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
/** Lowest y a block may reach before the footer. */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 24;

function rule(doc: Doc, y: number, width = CONTENT_WIDTH, x = PAGE.margin) {
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .stroke()
    .restore();
}

function frame(doc: Doc) {
  const inset = 28;
  doc
    .save()
    .lineWidth(1.5)
    .strokeColor(GOLD)
    .rect(inset, inset, PAGE.width - inset * 2, PAGE.height - inset * 2)
    .stroke()
    .lineWidth(0.5)
    .rect(inset + 5, inset + 5, PAGE.width - (inset + 5) * 2, PAGE.height - (inset + 5) * 2)
    .stroke()
    .restore();
}

function coverPage(doc: Doc, appName: string) {
  frame(doc);
  doc.font('heading').fontSize(10).fillColor(GOLD);
  doc.text(appName.toUpperCase(), PAGE.margin, 150, { width: CONTENT_WIDTH, align: 'center' });
  doc.moveDown(1.6);
  doc.font('heading').fontSize(32).fillColor(INK);
  doc.text('The Twelve Transmissions', { width: CONTENT_WIDTH, align: 'center' });
  doc.moveDown(0.3);
  doc.font('italic').fontSize(17).fillColor(GOLD);
  doc.text('Lineage Gold Edition', { width: CONTENT_WIDTH, align: 'center' });
  doc.moveDown(1.2);
  rule(doc, doc.y, 120, (PAGE.width - 120) / 2);
  doc.moveDown(1.5);

  doc.font('body').fontSize(11.5).fillColor(INK);
  doc.text(
    `Twelve stages of a path of practice, from taking refuge to resting in the Great Perfection. Each transmission carries its Tibetan and Sanskrit names, a mantra to hold in mind, and a short contemplation to return to.`,
    { width: CONTENT_WIDTH, lineGap: 3 },
  );
  doc.moveDown(0.8);
  doc.text(
    `In ${appName}, practice opens the path: every exchange with a teacher earns ${POINTS_PER_EXCHANGE} points, and each transmission completes when its points are reached (${POINTS_BY_DIFFICULTY.beginner} for a beginner stage, ${POINTS_BY_DIFFICULTY.intermediate} intermediate, ${POINTS_BY_DIFFICULTY.advanced} advanced, ${POINTS_BY_DIFFICULTY.master} master).`,
    { width: CONTENT_WIDTH, lineGap: 3 },
  );
  doc.moveDown(1.6);

  // Contents: number, title, difficulty.
  doc.font('heading').fontSize(11).fillColor(GOLD).text('THE PATH', { width: CONTENT_WIDTH });
  doc.moveDown(0.5);
  for (const t of TRANSMISSIONS) {
    const y = doc.y;
    doc.font('heading').fontSize(10.5).fillColor(GOLD);
    doc.text(String(t.id).padStart(2, '0'), PAGE.margin, y, { width: 28 });
    doc.font('body').fontSize(11).fillColor(INK);
    doc.text(t.title, PAGE.margin + 30, y, { width: CONTENT_WIDTH - 140 });
    doc.font('italic').fontSize(10).fillColor(MUTED);
    doc.text(DIFFICULTY_LABEL[t.difficulty], PAGE.margin + CONTENT_WIDTH - 110, y + 1, {
      width: 110,
      align: 'right',
    });
    doc.x = PAGE.margin;
    doc.y = y + 19;
  }

  doc.font('italic').fontSize(9.5).fillColor(MUTED);
  doc.text(
    'These transmissions are contemplations offered by AI teachers inspired by the Tibetan tradition. They are not empowerments, which are given in person by qualified teachers, and nothing here is medical advice.',
    PAGE.margin,
    PAGE.height - 150,
    { width: CONTENT_WIDTH, align: 'center', lineGap: 2 },
  );
}

function blockHeight(doc: Doc, t: Transmission): number {
  doc.font('body').fontSize(11.5);
  const description = doc.heightOfString(t.description, { width: CONTENT_WIDTH, lineGap: 3 });
  doc.font('italic').fontSize(12.5);
  const mantra = doc.heightOfString(t.mantra, { width: CONTENT_WIDTH - 40 });
  return 30 + 22 + 36 + mantra + 28 + description + 36;
}

function transmissionBlock(doc: Doc, t: Transmission) {
  const top = doc.y;
  // The number in a gold disc, the title beside it.
  doc
    .save()
    .circle(PAGE.margin + 15, top + 14, 15)
    .fill(GOLD)
    .restore();
  doc.font('heading').fontSize(13).fillColor('#ffffff');
  doc.text(String(t.id), PAGE.margin, top + 6.5, { width: 30, align: 'center' });
  doc.font('heading').fontSize(18).fillColor(INK);
  doc.text(t.title, PAGE.margin + 42, top + 3, { width: CONTENT_WIDTH - 150 });
  doc.font('heading').fontSize(8.5).fillColor(GOLD);
  doc.text(
    DIFFICULTY_LABEL[t.difficulty].toUpperCase(),
    PAGE.margin + CONTENT_WIDTH - 100,
    top + 9,
    {
      width: 100,
      align: 'right',
    },
  );

  doc.x = PAGE.margin;
  doc.y = Math.max(doc.y, top + 32);
  doc.font('italic').fontSize(11).fillColor(MUTED);
  doc.text(`Tibetan: ${t.tibetanName}     Sanskrit: ${t.sanskritName}`, {
    width: CONTENT_WIDTH,
  });
  doc.moveDown(0.7);

  // The mantra on a pale gold band.
  doc.font('italic').fontSize(12.5);
  const mantraHeight = doc.heightOfString(t.mantra, { width: CONTENT_WIDTH - 40 });
  const bandTop = doc.y;
  doc
    .save()
    .roundedRect(PAGE.margin, bandTop, CONTENT_WIDTH, mantraHeight + 18, 6)
    .fill(GOLD_LIGHT)
    .restore();
  doc.fillColor(INK).text(t.mantra, PAGE.margin + 20, bandTop + 9, {
    width: CONTENT_WIDTH - 40,
    align: 'center',
  });
  doc.x = PAGE.margin;
  doc.y = bandTop + mantraHeight + 30;

  doc.font('body').fontSize(11.5).fillColor(INK);
  doc.text(t.description, { width: CONTENT_WIDTH, lineGap: 3 });
  doc.moveDown(1);
  rule(doc, doc.y, 60, PAGE.margin);
  doc.moveDown(1.4);
}

function footers(doc: Doc, appName: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (i === range.start) continue;
    // Writing below the bottom margin must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('italic').fontSize(9).fillColor(MUTED);
    doc.text(
      `The Twelve Transmissions · ${appName} · ${i + 1 - range.start}`,
      PAGE.margin,
      PAGE.height - PAGE.margin + 8,
      { width: CONTENT_WIDTH, align: 'center', lineBreak: false },
    );
    doc.page.margins.bottom = bottom;
  }
}

/** The Twelve Transmissions, typeset: a cover with the path, then the twelve in order. */
export function renderTransmissionsPdf({ appName }: { appName: string }): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      bufferPages: true,
      font: FONTS.body,
      info: {
        Title: 'The Twelve Transmissions — Lineage Gold Edition',
        Author: appName,
        Subject: `The ${TRANSMISSIONS_COUNT} transmissions of the ${appName} path`,
        Keywords: 'transmissions, meditation, Tibetan practice',
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      doc.registerFont('body', FONTS.body);
      doc.registerFont('italic', FONTS.italic);
      doc.registerFont('heading', FONTS.heading);

      coverPage(doc, appName);
      doc.addPage();
      for (const t of TRANSMISSIONS) {
        if (doc.y + blockHeight(doc, t) > CONTENT_BOTTOM) doc.addPage();
        transmissionBlock(doc, t);
      }
      footers(doc, appName);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
