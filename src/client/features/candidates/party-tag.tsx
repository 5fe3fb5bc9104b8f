import { useLingui } from '@lingui/react/macro';
import styled, { type DefaultTheme } from 'styled-components';
import { partyLabel } from '../../content/parties';

export type TPartyColor = keyof DefaultTheme['colors']['parties'];

const COLOR_BY_NAME: Record<string, TPartyColor> = {
  Democrat: 'democrat',
  Republican: 'republican',
  Progressive: 'progressive',
  Independent: 'independent',
};

/** The colour for a party or political leaning; anything unlisted (e.g. 'Others') is orange. */
export function partyColor(name: string): TPartyColor {
  return COLOR_BY_NAME[name] ?? 'other';
}

const Tag = styled.span<{ $color: TPartyColor }>`
  display: inline-block;
  padding: ${({ theme }) => `0.125rem ${theme.space.sm}`};
  font-size: 0.875rem;
  font-weight: 700;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ $color, theme }) => theme.colors.parties[$color]};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

/** A party or leaning in words on its colour, so the colour is never the only cue. */
export function PartyTag({ name }: { name: string }) {
  const { i18n } = useLingui();
  return <Tag $color={partyColor(name)}>{partyLabel(name, i18n)}</Tag>;
}
