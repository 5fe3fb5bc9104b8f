// lucide's "chevron-down" icon (lucide-react 1.75.0, ISC license, https://lucide.dev/license).
import type { TIconShapes } from './icon-shapes';

export const chevronDownIcon: TIconShapes = [['path', { d: 'm6 9 6 6 6-6' }]];
