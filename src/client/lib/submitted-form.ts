import { createContext, useContext } from 'react';
import type { TSubmittedForm } from '../../shared/submitted-form';

/** The form the server answered for this page view, if any (src/shared/submitted-form.ts). */
export const SubmittedFormContext = createContext<TSubmittedForm | null>(null);

/** What the server made of this page's form, when it was posted before the page's code ran. */
export function useSubmittedForm(form: TSubmittedForm['form']): TSubmittedForm | null {
  const submitted = useContext(SubmittedFormContext);
  return submitted?.form === form ? submitted : null;
}
