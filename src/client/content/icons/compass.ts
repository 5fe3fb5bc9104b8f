// lucide's "compass" icon (lucide-react 1.75.0, ISC license, https://lucide.dev/license).
import type { TIconShapes } from './icon-shapes';

export const compassIcon: TIconShapes = [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  [
    'path',
    { d: 'm16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z' },
  ],
];
