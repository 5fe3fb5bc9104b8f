import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading';
import { Trans } from '@lingui/react/macro';

export default function NotFoundPage() {
  return (
    <section>
      <PageHeading>
        <Trans>404: Page Not Found</Trans>
      </PageHeading>
      <p>
        <Link href="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}
