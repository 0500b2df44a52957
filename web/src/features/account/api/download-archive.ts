import { useMutation } from '@tanstack/react-query';

import { downloadFile } from '@/lib/api-client';

/** The name the archive is saved under. */
export const ARCHIVE_FILE = 'mes-donnees-bobine.zip';

/** `GET /api/account/archive`, saved by the browser as [`ARCHIVE_FILE`]. */
export async function downloadArchive(): Promise<void> {
  const blob = await downloadFile('/api/account/archive');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ARCHIVE_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadArchive() {
  return useMutation({ mutationFn: downloadArchive });
}
