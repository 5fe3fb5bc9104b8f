// lucide's "target" icon (lucide-react 1.75.0, ISC license, https://lucide.dev/license).
import type { TIconShapes } from './icon-shapes';

export const targetIcon: TIconShapes = [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['circle', { cx: '12', cy: '12', r: '6' }],
  ['circle', { cx: '12', cy: '12', r: '2' }],
];
