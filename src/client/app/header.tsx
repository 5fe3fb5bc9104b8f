import styled from 'styled-components';
import { ElectionCountdown } from '../features/countdown/election-countdown';
import { LanguageSwitch } from './language-switch';
import { MainNavigation } from './main-navigation';

// On a wide screen the language switch has a slim strip of its own above the countdown: the bar below is
// full with the places and the account. On a phone it sits in the bar, beside the menu button.
const LanguageStrip = styled.div`
  display: none;

  ${({ theme }) => theme.media.wide} {
    display: flex;
    justify-content: flex-end;
    max-width: ${({ theme }) => `calc(${theme.contentWidth} + 2 * ${theme.space.md})`};
    margin: 0 auto;
    padding: ${({ theme }) => `0 ${theme.space.md}`};
    font-size: 0.875rem;

    a,
    span {
      min-height: 2rem;
    }
  }
`;

const Top = styled.div`
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.navy};
`;

export function Header() {
  return (
    <header>
      <Top>
        <LanguageStrip>
          <LanguageSwitch inHeader />
        </LanguageStrip>
      </Top>
      <ElectionCountdown />
      <MainNavigation />
    </header>
  );
}
