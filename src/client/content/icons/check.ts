// lucide's "check" icon (lucide-react 1.75.0, ISC license, https://lucide.dev/license).
import type { TIconShapes } from './icon-shapes';

export const checkIcon: TIconShapes = [['path', { d: 'M20 6 9 17l-5-5' }]];
