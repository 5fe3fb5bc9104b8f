import { PHONE } from './harness';
import { sweepEveryRouteAt } from './accessibility-sweep';

sweepEveryRouteAt(PHONE);
