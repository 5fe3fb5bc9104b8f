import 'styled-components';
import type { TTheme } from './theme';

declare module 'styled-components' {
  // Declaration merging needs an interface; it adds nothing beyond the theme's own type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends TTheme {}
}
