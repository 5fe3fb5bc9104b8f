import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { COUNTDOWN_REFRESH_MS } from '../../../shared/constants/limits';
import { countdownLabel, splitRemaining, type TCountdownParts } from './countdown';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

const UNITS = [
  { key: 'days', name: msg`Days` },
  { key: 'hours', name: msg`Hours` },
  { key: 'mins', name: msg`Mins` },
  { key: 'secs', name: msg`Secs` },
] as const satisfies readonly { key: keyof TCountdownParts; name: MessageDescriptor }[];

const Banner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.red};
  text-align: center;

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Label = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 800;
  letter-spacing: 0.06em;

  ${({ theme }) => theme.media.tablet} {
    font-size: 1rem;
  }
`;

const Units = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
`;

// dt must precede dd in the markup; column-reverse puts the number on top.
const Unit = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  min-width: 2.5rem;
`;

const UnitName = styled.dt`
  font-size: 0.75rem;
  letter-spacing: 0.04em;
`;

const UnitValue = styled.dd`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 800;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;

  ${({ theme }) => theme.media.tablet} {
    font-size: 2rem;
  }
`;

/** Without a target (the election is still loading) the banner keeps its place, showing only dashes. */
type TCountdownBannerProps =
  { target: string; electionName: string } | { target?: never; electionName?: never };

export function CountdownBanner({ target, electionName }: TCountdownBannerProps) {
  const labelId = useId();
  const { i18n } = useLingui();
  // null until the first computation after mount, so the first paint shows '--' (spec part 1 §4).
  const [parts, setParts] = useState<TCountdownParts | null>(null);

  useEffect(() => {
    /*
     * Once the remaining time drops below zero the interval stops and the last values stay on screen
     * (spec part 1 §4). A visitor who arrives after the target gets a negative first computation, which
     * splitRemaining clamps to zero: the banner shows 00 in every unit and no interval is started, rather
     * than leaving '--' up forever or counting upwards.
     */
    if (target === undefined) return;
    const targetMs = Date.parse(target);
    const firstRemaining = targetMs - Date.now();
    // Reading the clock is the subscription's initial sync; doing it in render would make render impure.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setParts(splitRemaining(firstRemaining));
    if (firstRemaining < 0) return;

    const timer = setInterval(() => {
      const remaining = targetMs - Date.now();
      if (remaining < 0) {
        clearInterval(timer);
        return;
      }
      setParts(splitRemaining(remaining));
    }, COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [target]);

  return (
    <Banner role="timer" aria-labelledby={labelId}>
      <Label id={labelId}>
        {target === undefined ? '\u00a0' : countdownLabel(target, electionName, i18n.locale)}
      </Label>
      <Units>
        {UNITS.map(({ key, name }) => (
          <Unit key={key}>
            <UnitName>{i18n._(name)}</UnitName>
            <UnitValue>{parts?.[key] ?? '--'}</UnitValue>
          </Unit>
        ))}
      </Units>
    </Banner>
  );
}
