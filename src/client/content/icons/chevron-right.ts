// lucide's "chevron-right" icon (lucide-react 1.75.0, ISC license, https://lucide.dev/license).
import type { TIconShapes } from './icon-shapes';

export const chevronRightIcon: TIconShapes = [['path', { d: 'm9 18 6-6-6-6' }]];
