import { ELECTION_TRANSLATED_FIELDS } from '../../../shared/constants/translations';
import { useState } from 'react';
import styled from 'styled-components';
import { pickCountdownElection } from '../../../shared/elections';
import { type TElection, type TElectionInput } from '../../../shared/schemas/elections';
import {
  languageNameInEnglish,
  translationStatus,
  TRANSLATED_LOCALES,
} from '../../../shared/constants/translations';
import { Button } from '../../components/ui/button';
import { CardList } from '../../components/ui/card';
import { CheckboxLabel } from '../../components/ui/checkbox-label';
import { Modal } from '../../components/ui/modal';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { formatLongDate } from '../../lib/election-dates';
import { usePublicConfig } from '../../lib/public-config';
import { trpc } from '../../lib/trpc';
import { useAutoHide } from '../../lib/use-auto-hide';
import { ElectionForm } from './election-form';
import { AdminPageHeader, AdminIntro } from '../../components/ui/admin-page-header';

const CountdownSummary = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.tint};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Item = styled.li<{ $isCountdown: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-inline-start: 6px solid
    ${({ theme, $isCountdown }) => ($isCountdown ? theme.colors.red : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.navy};
  overflow-wrap: anywhere;
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

type TBanner = { tone: 'error' | 'success'; text: string };
type TEditing = { election?: TElection } | null;

const reason = (error: unknown) => (error instanceof Error ? error.message : 'unknown error');

/** /admin/elections: the elections the home page and the countdown are built from. */
export default function AdminElectionsPage() {
  const { countdown: override } = usePublicConfig();
  const utils = trpc.useUtils();
  const list = trpc.elections.list.useQuery();
  const create = trpc.elections.create.useMutation();
  const update = trpc.elections.update.useMutation();
  const setCountdown = trpc.elections.setCountdown.useMutation();
  const setPublished = trpc.elections.setPublished.useMutation();
  const remove = trpc.elections.delete.useMutation();
  const [editing, setEditing] = useState<TEditing>(null);
  const [banner, setBanner] = useAutoHide<TBanner>();

  // Newest first: the elections an admin works on are the coming ones.
  const elections = [...(list.data ?? [])].reverse();
  // The time the page opened is close enough to say which election the banner shows; it follows each change.
  const [openedAt] = useState(Date.now);
  const countdownElection = list.data ? pickCountdownElection(list.data, openedAt) : null;

  async function save(input: TElectionInput) {
    const election = editing?.election;
    if (election) await update.mutateAsync({ id: election.id, election: input });
    else await create.mutateAsync(input);
    setEditing(null);
    setBanner({ tone: 'success', text: election ? `Saved ${input.name}.` : `Added ${input.name}.` });
    // The header's countdown reads the same list, so it moves at once.
    await utils.elections.list.invalidate();
  }

  /** One change of an election from its card: the banner says what happened, the list follows it. */
  async function change(write: () => Promise<unknown>, success: string, failure: string) {
    try {
      await write();
      setBanner({ tone: 'success', text: success });
    } catch (error) {
      console.error(failure, error);
      setBanner({ tone: 'error', text: `${failure}: ${reason(error)}` });
    }
    await utils.elections.list.invalidate();
  }

  const toggleCountdown = (election: TElection, drivesCountdown: boolean) =>
    change(
      () => setCountdown.mutateAsync({ id: election.id, drivesCountdown }),
      drivesCountdown
        ? `${election.name} now drives the countdown.`
        : `${election.name} no longer drives the countdown.`,
      'The countdown could not be changed',
    );

  const togglePublished = (election: TElection, published: boolean) =>
    change(
      () => setPublished.mutateAsync({ id: election.id, published }),
      published
        ? `Published ${election.name}: visitors now see it and its candidates.`
        : `${election.name} is a draft again: only admins see it.`,
      'The election could not be changed',
    );

  async function deleteElection(election: TElection) {
    if (!window.confirm(`Delete the election "${election.name}" (${formatLongDate(election.date)})?`)) return;
    try {
      await remove.mutateAsync({ id: election.id });
      setBanner({ tone: 'success', text: `Deleted ${election.name}.` });
    } catch (error) {
      console.error('Deleting the election failed', error);
      setBanner({ tone: 'error', text: `The election could not be deleted: ${reason(error)}` });
    }
    await utils.elections.list.invalidate();
  }

  return (
    <>
      <AdminPageHeader>
        <PageHeading>Elections</PageHeading>
        <Button type="button" onClick={() => setEditing({})}>
          Add Election
        </Button>
      </AdminPageHeader>
      <AdminIntro>
        A new election is a draft: only admins see it, its candidates and its measures, under a preview
        banner, until you publish it. The home page lists the published elections ahead, nearest first, with
        the next one's deadlines. The countdown banner counts down to the next published election ahead that
        drives it, or else the most recent one.
      </AdminIntro>
      {banner && <Notice $tone={banner.tone}>{banner.text}</Notice>}
      {list.data && (
        <CountdownSummary role="status">
          {override
            ? `The server's ELECTION_COUNTDOWN setting overrides this list: the banner shows ${override.electionName}.`
            : countdownElection
              ? `The banner counts down to ${countdownElection.name} (${formatLongDate(countdownElection.date)}).`
              : 'No election drives the countdown, so no banner is shown.'}
        </CountdownSummary>
      )}
      {list.isPending && <Spinner />}
      {list.isError && <Notice $tone="error">The elections could not be loaded: {list.error.message}</Notice>}
      {list.data?.length === 0 && <Notice $tone="info">No elections yet. Add the first one.</Notice>}
      {elections.length > 0 && (
        <CardList $min="22rem">
          {elections.map((election) => (
            <Item key={election.id} $isCountdown={election.id === countdownElection?.id}>
              <Name>{election.name}</Name>
              <Facts>
                {formatLongDate(election.date)} · {election.type} · {election.location}
              </Facts>
              <Facts>
                {election.published
                  ? 'Published: visitors see it.'
                  : 'Draft: only admins see it and its candidates, under a preview banner.'}
              </Facts>
              <Facts>
                {TRANSLATED_LOCALES.map(
                  (locale) =>
                    `${languageNameInEnglish(locale)}: ${translationStatus(election, locale, ELECTION_TRANSLATED_FIELDS)}`,
                ).join(' · ')}
              </Facts>
              <CheckboxLabel>
                <input
                  type="checkbox"
                  checked={election.drivesCountdown}
                  disabled={setCountdown.isPending}
                  onChange={(event) => void toggleCountdown(election, event.target.checked)}
                />
                Drives the countdown
                <VisuallyHidden>: {election.name}</VisuallyHidden>
              </CheckboxLabel>
              <Actions>
                <Button
                  type="button"
                  $variant={election.published ? 'secondary' : 'primary'}
                  disabled={setPublished.isPending}
                  aria-label={`${election.published ? 'Back to draft' : 'Publish'}: ${election.name}`}
                  onClick={() => void togglePublished(election, !election.published)}
                >
                  {election.published ? 'Back to draft' : 'Publish'}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={`Edit: ${election.name}`}
                  onClick={() => setEditing({ election })}
                >
                  Edit
                </Button>
                <Button
                  $variant="danger"
                  type="button"
                  disabled={remove.isPending}
                  aria-label={`Delete: ${election.name}`}
                  onClick={() => void deleteElection(election)}
                >
                  Delete
                </Button>
              </Actions>
            </Item>
          ))}
        </CardList>
      )}
      {editing && (
        <Modal
          title={editing.election ? `Edit ${editing.election.name}` : 'Add an Election'}
          onClose={() => setEditing(null)}
          closesOnBackdrop={false}
        >
          <ElectionForm
            election={editing.election}
            submitLabel={editing.election ? 'Save Changes' : 'Add Election'}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
    </>
  );
}
