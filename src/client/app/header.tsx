import { ElectionCountdown } from '../features/countdown/election-countdown';
import { MainNavigation } from './main-navigation';

export function Header() {
  return (
    <header>
      <ElectionCountdown />
      <MainNavigation />
    </header>
  );
}
