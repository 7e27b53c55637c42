import { accessToken, refreshSession } from '../auth/session';

/**
 * Downloads one of the API's CSV exports. The bearer token lives in memory, so a plain link cannot
 * carry it: the file is fetched with it and handed to the browser as a download. The server streams;
 * the browser keeps the file until it is saved.
 */
export async function downloadCsv(path: string, filter?: Record<string, unknown>, sort?: { field: string; order: string }): Promise<string> {
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
