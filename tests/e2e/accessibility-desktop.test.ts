import { DESKTOP } from './harness';
import { sweepEveryRouteAt } from './accessibility-sweep';

sweepEveryRouteAt(DESKTOP);
