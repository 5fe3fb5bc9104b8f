import { CountdownBanner } from '../features/countdown/countdown-banner';
import { usePublicConfig } from '../lib/public-config';
import { MainNavigation } from './main-navigation';

export function Header() {
  const { countdown } = usePublicConfig();
  return (
    <header>
      <CountdownBanner target={countdown.target} electionName={countdown.electionName} />
      <MainNavigation />
    </header>
  );
}
