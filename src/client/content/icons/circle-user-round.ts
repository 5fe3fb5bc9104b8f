// lucide's "circle-user-round" icon (lucide-react 1.75.0, ISC license, https://lucide.dev/license).
import type { TIconShapes } from './icon-shapes';

export const circleUserRoundIcon: TIconShapes = [
  ['path', { d: 'M17.925 20.056a6 6 0 0 0-11.851.001' }],
  ['circle', { cx: '12', cy: '11', r: '4' }],
  ['circle', { cx: '12', cy: '12', r: '10' }],
];
