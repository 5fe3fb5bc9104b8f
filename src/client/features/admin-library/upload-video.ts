/** A refused or failed upload: the server's message, and its per-field messages when it gave some. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type TErrorBody = { message?: unknown; fieldErrors?: Record<string, unknown> };

function firstFieldErrors(fieldErrors: TErrorBody['fieldErrors']): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') errors[field] = first;
  }
  return errors;
}

type TSendVideoForm = {
  method: 'POST' | 'PUT';
  url: string;
  form: FormData;
  /** Called with the share of the request body sent so far, from 0 to 1. */
  onProgress(sent: number): void;
  signal: AbortSignal;
};

/**
 * Sends the multipart video form to POST /api/books or PUT /api/books/{id} (ADR 7). XMLHttpRequest
 * rather than fetch, because only it reports upload progress. Resolves on `{ success: true }`, rejects
 * with an UploadError otherwise.
 */
export function sendVideoForm({ method, url, form, onProgress, signal }: TSendVideoForm): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = request.response as (TErrorBody & { success?: unknown }) | null;
      if (request.status === 200 && body?.success === true) return resolve();
      // Fastify's own wording for an over-size upload ('request file too large') is not for admins.
      const message =
        request.status === 413
          ? 'The image is too large for the server: choose a smaller one.'
          : typeof body?.message === 'string'
            ? body.message
            : `The server refused the video (${request.status}).`;
      reject(new UploadError(message, firstFieldErrors(body?.fieldErrors)));
    });
    request.addEventListener('error', () =>
      reject(new UploadError('The video could not be sent. Check the connection and try again.')),
    );
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was cancelled.', 'AbortError')),
    );
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
