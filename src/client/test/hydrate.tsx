import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Puts a server render's markup in the document and hydrates it with `ui`, as the browser does on a first
 * load: `onRecoverableError` is how React reports a hydration mismatch. Remove the container after the test.
 */
export async function hydrateServerMarkup(html: string, ui: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError });
  });
  return { container, onRecoverableError };
}
