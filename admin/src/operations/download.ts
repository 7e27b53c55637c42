import { accessToken, refreshSession } from '../auth/session';
import { adminLocale, translate } from '../i18n';


/**
 * Downloads one of the API's CSV exports. The bearer token lives in memory, so a plain link cannot
 * carry it: the file is fetched with it and handed to the browser as a download. The server streams;
 * the browser keeps the file until it is saved.
 */
export async function downloadCsv(
  path: string,
  filter?: Record<string, unknown>,
  sort?: { field: string; order: string },
  /** Told as soon as the answer starts, before the whole file arrives. */
  warn?: (message: string) => void,
): Promise<string> {
  const params = new URLSearchParams();
  if (filter && Object.keys(filter).length) params.set('filter', JSON.stringify(filter));
  if (sort) params.set('sort', JSON.stringify([sort.field, sort.order]));
  const url = params.size ? `${path}?${params.toString()}` : path;
  const request = () => fetch(url, { headers: { Authorization: `Bearer ${accessToken() ?? ''}`, 'Accept-Language': adminLocale() } });
  if (!accessToken()) await refreshSession();
  let response = await request();
  if (response.status === 401 && (await refreshSession())) response = await request();
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? translate('operations.csv.failed'));
  }
  // The server counts the rows (up to the limit) before the first byte: backend/src/platform/http/export.ts.
  // Past the rows one Excel sheet opens, staff are warned.
  if (response.headers.get('X-Excel-Row-Limit') === 'excedido') warn?.(translate('operations.csv.excelWarning'));
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'exportacao.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return name;
}
