import { useState } from 'react';
import styled from 'styled-components';
import { ALL_OFFICES } from '../../../shared/constants/offices';
import { US_STATES } from '../../../shared/constants/states';
import {
  CANDIDATE_MESSAGES,
  type TCandidate,
  type TCandidateForm,
  type TCandidateListFilter,
} from '../../../shared/schemas/candidates';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { SelectField, TextField } from '../../components/ui/text-field';
import { trpc } from '../../lib/trpc';
import { useAutoHide } from '../../lib/use-auto-hide';
import { ActiveStatesForm } from './active-states-form';
import { CandidateForm } from './candidate-form';
import { CandidateTable } from './candidate-table';
import { CandidatePages, PAGE_SIZE } from './candidate-pages';
import { AdminPageHeader } from '../../components/ui/admin-page-header';

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Filters = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 18rem));
  }
`;

type TBanner = { tone: 'error' | 'success'; text: string };
type TEditing = { candidate?: TCandidate } | null;

export const deleteQuestion = (candidate: TCandidate) =>
  `Are you sure you want to delete the candidate ${candidate.fullName}?`;

/** Names compared as people type them: without case or accents. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Whether a candidate belongs in the table the selectors chose. */
const matches = (candidate: TCandidate, filter: TCandidateListFilter) =>
  (!filter.office || candidate.office === filter.office) &&
  (!filter.state || candidate.state === filter.state);

/**
 * /admin/candidate (spec part 2 §2, §4): the candidates of the chosen office and state, 25 to a page
 * (ADR 17), with add, edit and delete. A save or delete changes the loaded list in place rather than
 * reloading it, so the admin keeps their page.
 */
export default function AdminCandidatesPage() {
  const [filter, setFilter] = useState<TCandidateListFilter>({});
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<TEditing>(null);
  const [isEditingStates, setIsEditingStates] = useState(false);
  const [banner, setBanner] = useAutoHide<TBanner>();
  const [nameSearch, setNameSearch] = useState('');
  const [newId, setNewId] = useState<string>();
  // The new candidate whose page the table has turned to, once: the admin may turn away from it after.
  const [turnedTo, setTurnedTo] = useState<string>();
  const utils = trpc.useUtils();
  const list = trpc.candidates.list.useQuery(filter);
  const create = trpc.candidates.create.useMutation();
  const update = trpc.candidates.update.useMutation();
  const remove = trpc.candidates.delete.useMutation();

  const searched = folded(nameSearch);
  const candidates = (list.data ?? []).filter((candidate) => folded(candidate.fullName).includes(searched));
  const pageCount = Math.max(1, Math.ceil(candidates.length / PAGE_SIZE));
  // A delete can empty the last page; show the one before it then.
  const shownPage = Math.min(page, pageCount - 1);
  const shown = candidates.slice(shownPage * PAGE_SIZE, (shownPage + 1) * PAGE_SIZE);

  function searchName(text: string) {
    setNameSearch(text);
    setPage(0);
  }

  function choose(change: TCandidateListFilter) {
    setFilter((current) => ({ ...current, ...change }));
    setPage(0);
  }

  function changeList(change: (candidates: TCandidate[]) => TCandidate[]) {
    utils.candidates.list.setData(filter, (current) => change(current ?? []));
  }

  async function save(form: TCandidateForm) {
    const editedId = editing?.candidate?.id;
    try {
      if (editedId) {
        const saved = await update.mutateAsync({ id: editedId, candidate: form });
        changeList((current) => current.map((candidate) => (candidate.id === editedId ? saved : candidate)));
      } else {
        const saved = await create.mutateAsync(form);
        showAdded(saved);
      }
      setBanner({ tone: 'success', text: CANDIDATE_MESSAGES.addSuccess });
    } catch (error) {
      console.error('Saving the candidate failed', error);
      setBanner({ tone: 'error', text: CANDIDATE_MESSAGES.addFailure });
    }
    setEditing(null);
  }

  // The new candidate is shown where the admin can see it: in a table that holds it (the selectors move to
  // its office and state when the chosen ones would hide it), on its page, highlighted.
  function showAdded(saved: TCandidate) {
    if (matches(saved, filter)) changeList((current) => [...current, saved]);
    else setFilter({ office: saved.office, state: saved.state });
    setNameSearch('');
    setNewId(saved.id);
  }

  // Once the list holds the new candidate, turn to its page.
  const newIndex = newId ? candidates.findIndex((candidate) => candidate.id === newId) : -1;
  const newPage = newIndex >= 0 ? Math.floor(newIndex / PAGE_SIZE) : null;
  if (newPage !== null && turnedTo !== newId) {
    setTurnedTo(newId);
    setPage(newPage);
  }

  async function deleteCandidate(candidate: TCandidate) {
    if (!window.confirm(deleteQuestion(candidate))) return;
    try {
      await remove.mutateAsync({ id: candidate.id });
      changeList((current) => current.filter(({ id }) => id !== candidate.id));
    } catch (error) {
      console.error('Deleting the candidate failed', error);
      setBanner({ tone: 'error', text: `${candidate.fullName} could not be deleted.` });
    }
  }

  return (
    <>
      <AdminPageHeader>
        <PageHeading>Candidate Dashboard</PageHeading>
        <HeaderActions>
          <Button type="button" $variant="secondary" onClick={() => setIsEditingStates(true)}>
            Update DropDown
          </Button>
          <Button type="button" onClick={() => setEditing({})}>
            Add Candidate
          </Button>
        </HeaderActions>
      </AdminPageHeader>
      <Filters>
        <SelectField
          label="Office"
          value={filter.office ?? ''}
          onChange={(event) => choose({ office: event.target.value || undefined })}
        >
          <option value="">All offices</option>
          {ALL_OFFICES.map((office) => (
            <option key={office} value={office}>
              {office}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="State"
          value={filter.state ?? ''}
          onChange={(event) => choose({ state: event.target.value || undefined })}
        >
          <option value="">All states</option>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={name}>
              {code} – {name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Search by name"
          type="search"
          value={nameSearch}
          onChange={(event) => searchName(event.target.value)}
        />
      </Filters>
      {banner && <Notice $tone={banner.tone}>{banner.text}</Notice>}
      {list.isPending && <Spinner />}
      {list.isError && (
        <Notice $tone="error">The candidates could not be loaded: {list.error.message}</Notice>
      )}
      {list.data?.length === 0 && (
        <Notice $tone="info">No candidates match this office and state. Choose others, or add one.</Notice>
      )}
      {list.data && list.data.length > 0 && candidates.length === 0 && (
        <Notice $tone="info">No candidate here has a name with “{nameSearch.trim()}”.</Notice>
      )}
      {shown.length > 0 && (
        <>
          <CandidateTable
            candidates={shown}
            newId={newId}
            isDeleting={remove.isPending}
            onEdit={(candidate) => setEditing({ candidate })}
            onDelete={(candidate) => void deleteCandidate(candidate)}
          />
          <CandidatePages
            page={shownPage}
            pageCount={pageCount}
            total={candidates.length}
            onChange={setPage}
          />
        </>
      )}
      {editing && (
        <Modal
          title={editing.candidate ? `Edit ${editing.candidate.fullName}` : 'Add a Candidate'}
          onClose={() => setEditing(null)}
          closesOnBackdrop={false}
        >
          <CandidateForm candidate={editing.candidate} onSubmit={save} onCancel={() => setEditing(null)} />
        </Modal>
      )}
      {isEditingStates && (
        <Modal title="Active states" onClose={() => setIsEditingStates(false)} closesOnBackdrop={false}>
          <ActiveStatesForm
            onCancel={() => setIsEditingStates(false)}
            onSaved={() => {
              setIsEditingStates(false);
              setBanner({ tone: 'success', text: 'The active states were saved.' });
            }}
          />
        </Modal>
      )}
    </>
  );
}
