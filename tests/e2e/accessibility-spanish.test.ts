// Browser-only: axe judges the markup, which is the same whichever database the app reads (.ci/run).
/**
 * The axe sweep of every public route in Spanish (issue 24), at a phone's width, where long Spanish words
 * would overflow first; a file of its own, so it runs beside the English sweeps.
 */
import { PHONE } from './harness';
import { sweepEveryRouteAt } from './accessibility-sweep';

sweepEveryRouteAt(PHONE, 'es');
