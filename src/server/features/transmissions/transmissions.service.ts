import { mergeProgress, type TransmissionProgress } from '../../../contracts/transmissions.ts';
import type { Db } from '../../db/database.ts';
import { findProgress, upsertProgress } from './transmissions.repository.ts';
import { renderTransmissionsPdf } from './transmissions-pdf.ts';

/** The account's saved progress on the Twelve Transmissions; null until it saves any. */
export async function getTransmissionProgress(
  db: Db,
  userId: string,
): Promise<TransmissionProgress | null> {
  return (await findProgress(db, userId)) ?? null;
}

/**
 * Save a device's progress into the account. It is merged with what is stored (stages united,
 * the larger total kept), so a device that is behind can never undo another's practice. Returns
 * what is now stored, for the device to adopt.
 */
export async function saveTransmissionProgress(
  db: Db,
  userId: string,
  incoming: TransmissionProgress,
): Promise<TransmissionProgress> {
  return db.transaction().execute(async (trx) => {
    const stored = await findProgress(trx, userId);
    const merged = mergeProgress(stored ?? incoming, incoming);
    await upsertProgress(trx, userId, merged, new Date().toISOString());
    return merged;
  });
}

const pdfCache = new Map<string, Promise<Buffer>>();

/** The Twelve Transmissions as a PDF, made once per process (the content is fixed). */
export function getTransmissionsPdf(appName: string): Promise<Buffer> {
  let pdf = pdfCache.get(appName);
  if (!pdf) {
    pdf = renderTransmissionsPdf({ appName });
    pdfCache.set(appName, pdf);
    pdf.catch(() => pdfCache.delete(appName));
  }
  return pdf;
}
