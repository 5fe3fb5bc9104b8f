// lucide's "search-check" icon (lucide-react 1.75.0, ISC license, https://lucide.dev/license).
import type { TIconShapes } from './icon-shapes';

export const searchCheckIcon: TIconShapes = [
  ['path', { d: 'm8 11 2 2 4-4' }],
  ['circle', { cx: '11', cy: '11', r: '8' }],
  ['path', { d: 'm21 21-4.3-4.3' }],
];
