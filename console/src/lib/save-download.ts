import type { DownloadedFile } from './api-client';

/**
 * Hands a file fetched with the bearer token (a plain link could not carry it) to the browser as a
 * download under the server's file name.
 */
export function saveDownload({ blob, filename }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; revoking on the next task keeps the URL alive for it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
