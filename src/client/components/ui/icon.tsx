import { createElement, type SVGProps } from 'react';
import type { TIconShapes } from '../../content/icons/icon-shapes';

type TIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  icon: TIconShapes;
  /** Width and height, in pixels unless a unit is given. */
  size?: number | string;
};

// An icon is decorative unless the caller names it or gives it a role, as with lucide.
const isLabelled = (props: object) =>
  Object.keys(props).some((name) => name.startsWith('aria-') || name === 'role' || name === 'title');

/** A line icon drawn with the text's colour: the SVG lucide-react renders, without its runtime. */
export function Icon({ icon, size = 24, strokeWidth = 2, ...props }: TIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={isLabelled(props) ? undefined : 'true'}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
