import { ApiError } from './api.ts';
import { currentLanguage } from './i18n.ts';

/** The file name the server gave in Content-Disposition, or `fallback` when it gave none. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads a generated document (a proof of delivery) in the page's language: a plain link would send
 * the browser's Accept-Language, not the language chosen in the app. A document made from a choice
 * (the Coretax file of chosen invoices) is asked for with that choice as a JSON body.
 */
export async function downloadFile(path: string, fallbackName: string, body?: unknown): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: {
        'accept-language': currentLanguage(),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  if (!response.ok) {
    const data = response.headers.get('content-type')?.includes('application/json')
      ? await response.json()
      : null;
    throw new ApiError(
      response.status,
      data?.code ?? 'UNKNOWN',
      data?.message ?? '',
      {},
      response.headers.get('x-request-id'),
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
