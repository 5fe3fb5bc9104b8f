import { type LucideIcon } from 'lucide-react';
import styled from 'styled-components';

/** A raised white surface for one item of content. */
export const Card = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** A list of cards that fills the width with as many columns of at least `$min` as fit (one on a phone). */
export const CardList = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type TIconBadgeSize = 'md' | 'lg';

const Badge = styled.span<{ $size: TIconBadgeSize }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => ($size === 'lg' ? '3.5rem' : '2.75rem')};
  height: ${({ $size }) => ($size === 'lg' ? '3.5rem' : '2.75rem')};
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.tint};
  border-radius: 50%;

  svg {
    width: ${({ $size }) => ($size === 'lg' ? '1.75rem' : '1.375rem')};
    height: ${({ $size }) => ($size === 'lg' ? '1.75rem' : '1.375rem')};
  }
`;

/** A content icon in a round badge. Decorative: the text beside it carries the meaning. */
export function IconBadge({ icon: Icon, size = 'md' }: { icon: LucideIcon; size?: TIconBadgeSize }) {
  return (
    <Badge $size={size} aria-hidden="true">
      <Icon focusable="false" />
    </Badge>
  );
}

export const CardTitle = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.navy};
`;

export const CardSubheading = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.navy};
`;

export const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const BulletList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-inline-start: 1.25rem;
  list-style: disc;
`;

/** A small uppercase label above or beside a value. */
export const Eyebrow = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.inkMuted};
  text-transform: uppercase;
`;
