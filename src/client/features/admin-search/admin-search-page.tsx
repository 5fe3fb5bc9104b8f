import styled from 'styled-components';
import { useLocation } from 'wouter';
import { ZWebSearchSchema } from '../../../shared/schemas/web-search';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { TextField } from '../../components/ui/text-field';
import { useZodForm } from '../../lib/use-zod-form';
import { InlineForm } from './inline-form';
import { KeywordManager } from './keyword-manager';

/** The search box leads the page, set apart from the keywords under it. */
const SearchForm = styled(InlineForm)`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/** Where a search for this term shows its results; the term rides in the URL so a reload searches again. */
export const searchResultsAddress = (term: string) =>
  `/admin/searchResults?candidateSearch=${encodeURIComponent(term)}`;

/** The admin web search (spec part 2 §2): a candidate's name to search, and the keywords added to it. */
export default function AdminSearchPage() {
  const [, navigate] = useLocation();
  const form = useZodForm({
    schema: ZWebSearchSchema,
    initialValues: { candidateSearch: '' },
    onValid: ({ candidateSearch }) => navigate(searchResultsAddress(candidateSearch)),
  });
  return (
    <>
      <PageHeading>Google Search</PageHeading>
      <SearchForm role="search" noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <TextField label="Key in the candidate name" type="search" {...form.field('candidateSearch')} />
        <Button type="submit">Google Search</Button>
      </SearchForm>
      <KeywordManager />
    </>
  );
}
