/**
 * A form the server answered itself (issue 23): a visitor on a slow phone can submit a server-rendered
 * form before the page's code runs, so the browser posts it as a plain HTML form. The server handles it
 * as the page's code would, then draws the page again with what happened: this record, which the page
 * reads instead of its empty start, and which travels with the HTML for the hydration to start from.
 */
export type TSubmittedForm = {
  form: 'feedback';
  outcome: 'success' | 'error';
  /** What the visitor sent, kept in the fields after an error (never a password). */
  values: Record<string, string>;
  /** Why the server refused it, in the visitor's words. */
  reason?: string;
  /** One message per field, as the page's own check shows them. */
  fieldErrors?: Record<string, string>;
};

/** The id of the inert JSON script that carries a TSubmittedForm with the page. */
export const SUBMITTED_FORM_ELEMENT_ID = 'submitted-form';
