import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading';

export default function NotFoundPage() {
  return (
    <section>
      <PageHeading>404: Page Not Found</PageHeading>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </section>
  );
}
