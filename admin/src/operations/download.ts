import { accessToken, refreshSession } from '../auth/session';

/** What staff read when the server says the file passes the rows one Excel sheet opens. */
export const EXCEL_WARNING =
  'Este arquivo passa de 1.048.576 linhas, o máximo que o Excel abre: ele corta o resto sem avisar. Filtre a lista para baixar menos linhas, ou abra o arquivo em outro programa (LibreOffice, banco de dados).';

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
  const request = () => fetch(url, { headers: { Authorization: `Bearer ${accessToken() ?? ''}` } });
  if (!accessToken()) await refreshSession();
  let response = await request();
  if (response.status === 401 && (await refreshSession())) response = await request();
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'Não foi possível gerar o arquivo.');
  }
  // The server counts the rows (up to the limit) before the first byte: backend/src/platform/http/export.ts.
  if (response.headers.get('X-Excel-Row-Limit') === 'excedido') warn?.(EXCEL_WARNING);
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
