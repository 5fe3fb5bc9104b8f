// lucide's "chevron-left" icon (lucide-react 1.75.0, ISC license, https://lucide.dev/license).
import type { TIconShapes } from './icon-shapes';

export const chevronLeftIcon: TIconShapes = [['path', { d: 'm15 18-6-6 6-6' }]];
