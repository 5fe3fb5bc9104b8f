import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Chevron } from '../../components/ui/chevron';
import { partyColor, type TPartyColor } from './party-tag';

/** Spec part 2 §2, §9: the colours named in words too, for readers who cannot tell them apart. */
const LEGEND: ReadonlyArray<readonly [party: string, entry: MessageDescriptor]> = [
  ['Democrat', msg`Blue Democrat`],
  ['Republican', msg`Red Republican`],
  ['Progressive', msg`Green Progressive`],
  ['Independent', msg`Brown Independent`],
];

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Toggle = styled.button`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
`;

const Entries = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding: 0;
  list-style: none;

  /* A display of our own would otherwise override the hidden attribute's display: none. */
  &[hidden] {
    display: none;
  }

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
`;

const Swatch = styled.span.attrs({ 'aria-hidden': true })<{ $color: TPartyColor }>`
  width: 1.25rem;
  height: 1.25rem;
  background: ${({ $color, theme }) => theme.colors.parties[$color]};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The collapsible key to the party colours. */
export function PartyLegend() {
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const { t } = useLingui();
  return (
    <Box>
      <Toggle type="button" aria-expanded={isOpen} aria-controls={listId} onClick={() => setIsOpen(!isOpen)}>
        <Trans>Legend</Trans>
        <Chevron isOpen={isOpen} />
      </Toggle>
      <Entries id={listId} hidden={!isOpen} aria-label={t`Party colours`}>
        {LEGEND.map(([name, entry]) => (
          <li key={name}>
            <Swatch $color={partyColor(name)} />
            {t(entry)}
          </li>
        ))}
      </Entries>
    </Box>
  );
}
