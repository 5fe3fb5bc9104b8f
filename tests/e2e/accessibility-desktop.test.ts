// Browser-only: axe judges the markup, which is the same whichever database the app reads (.ci/run).
import { DESKTOP } from './harness';
import { sweepEveryRouteAt } from './accessibility-sweep';

sweepEveryRouteAt(DESKTOP);
