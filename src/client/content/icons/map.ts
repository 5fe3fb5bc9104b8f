// lucide's "map" icon (lucide-react 1.75.0, ISC license, https://lucide.dev/license).
import type { TIconShapes } from './icon-shapes';

export const mapIcon: TIconShapes = [
  [
    'path',
    {
      d: 'M14.106 5.553a2 2 0 0 0 1.788 0l3.659-1.83A1 1 0 0 1 21 4.619v12.764a1 1 0 0 1-.553.894l-4.553 2.277a2 2 0 0 1-1.788 0l-4.212-2.106a2 2 0 0 0-1.788 0l-3.659 1.83A1 1 0 0 1 3 19.381V6.618a1 1 0 0 1 .553-.894l4.553-2.277a2 2 0 0 1 1.788 0z',
    },
  ],
  ['path', { d: 'M15 5.764v15' }],
  ['path', { d: 'M9 3.236v15' }],
];
