import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

function filenameOf(res: Response): string {
  const disposition = res.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'biofeedback.json';
}

/** Download all the account's biofeedback data as a JSON file. */
export async function exportBiofeedbackData(): Promise<string> {
  const res = await apiRequest('GET', '/api/biofeedback/export');
  const filename = filenameOf(res);
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser's download; the URL can go.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return filename;
}

export function useExportBiofeedbackData() {
  return useMutation({ mutationFn: exportBiofeedbackData });
}
