/**
 * How long the tests let an outside service's local fake take to answer. Long enough for a loaded CI
 * machine (the Postgres pass beside the year-ahead pass) to answer from a fake on the same machine; a fake
 * told to hang still fails in time. 300 ms was not: both passes failed on it now and then.
 */
export const FAKE_SERVICE_TIMEOUT_MS = 2000;
