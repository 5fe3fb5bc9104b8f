import { useState } from 'react';
import styled from 'styled-components';
import { BALLOT_MEASURE_TRANSLATED_FIELDS, type TBallotMeasure } from '../../../shared/ballot-measures';
import {
  languageNameInEnglish,
  translationStatus,
  TRANSLATED_LOCALES,
} from '../../../shared/constants/translations';
import type { TBallotMeasureInput } from '../../../shared/schemas/ballot-measures';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { SelectField } from '../../components/ui/text-field';
import { Spinner } from '../../components/ui/spinner';
import { formatLongDate } from '../../lib/election-dates';
import { trpc } from '../../lib/trpc';
import { useAutoHide } from '../../lib/use-auto-hide';
import { COMMON_DIVISIONS, MeasureForm } from './measure-form';
import { AdminPageHeader, AdminIntro } from '../../components/ui/admin-page-header';

const ElectionPicker = styled.div`
  max-width: 32rem;
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
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
`;

type TBanner = { tone: 'error' | 'success'; text: string };
type TEditing = { measure?: TBallotMeasure } | null;

const reason = (error: unknown) => (error instanceof Error ? error.message : 'unknown error');

const divisionName = (id: string) => COMMON_DIVISIONS.find((division) => division.id === id)?.name ?? id;

const recommendationText = (measure: TBallotMeasure) =>
  measure.recommendation ? `We recommend: Vote ${measure.recommendation}` : 'No recommendation';

/** /admin/measures: each election's ballot measures, as the home page and the voters' ballots show them. */
export default function AdminMeasuresPage() {
  const utils = trpc.useUtils();
  const elections = trpc.elections.list.useQuery();
  const [chosen, setChosen] = useState<string | null>(null);
  // The latest election first: the one staff are preparing.
  const electionId = chosen ?? elections.data?.at(-1)?.id ?? null;
  const measures = trpc.ballotMeasures.list.useQuery(
    { election: electionId ?? undefined, lang: 'en' },
    { enabled: electionId !== null },
  );
  const create = trpc.ballotMeasures.create.useMutation();
  const update = trpc.ballotMeasures.update.useMutation();
  const reorder = trpc.ballotMeasures.reorder.useMutation();
  const remove = trpc.ballotMeasures.delete.useMutation();
  const [editing, setEditing] = useState<TEditing>(null);
  const [banner, setBanner] = useAutoHide<TBanner>();
  const list = measures.data ?? [];

  async function save(input: TBallotMeasureInput) {
    const measure = editing?.measure;
    if (measure) await update.mutateAsync({ id: measure.id, measure: input });
    else await create.mutateAsync(input);
    setEditing(null);
    setChosen(input.electionId);
    setBanner({ tone: 'success', text: measure ? `Saved ${input.name}.` : `Added ${input.name}.` });
    await utils.ballotMeasures.list.invalidate();
  }

  async function move(index: number, by: -1 | 1) {
    const ids = list.map((measure) => measure.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    try {
      await reorder.mutateAsync({ electionId: electionId!, ids });
      setBanner({ tone: 'success', text: `Moved ${list[index]!.name} ${by < 0 ? 'up' : 'down'}.` });
    } catch (error) {
      console.error('Reordering the ballot measures failed', error);
      setBanner({ tone: 'error', text: `The order could not be changed: ${reason(error)}` });
    }
    await utils.ballotMeasures.list.invalidate();
  }

  async function deleteMeasure(measure: TBallotMeasure) {
    if (!window.confirm(`Delete the ballot measure "${measure.measureNumber}: ${measure.name}"?`)) return;
    try {
      await remove.mutateAsync({ id: measure.id });
      setBanner({ tone: 'success', text: `Deleted ${measure.name}.` });
    } catch (error) {
      console.error('Deleting the ballot measure failed', error);
      setBanner({ tone: 'error', text: `The measure could not be deleted: ${reason(error)}` });
    }
    await utils.ballotMeasures.list.invalidate();
  }

  const busy = reorder.isPending || remove.isPending;
  return (
    <>
      <AdminPageHeader>
        <PageHeading>Ballot Measures</PageHeading>
        <Button type="button" disabled={electionId === null} onClick={() => setEditing({})}>
          Add Measure
        </Button>
      </AdminPageHeader>
      <AdminIntro>
        Each election&apos;s measures, in ballot order. The home page shows those of the latest election that
        has any; a voter&apos;s ballot lists those voted on where they live, after the races: a statewide
        measure reaches every address in the state, a citywide one every address in the city.
      </AdminIntro>
      {banner && <Notice $tone={banner.tone}>{banner.text}</Notice>}
      {elections.isError && (
        <Notice $tone="error">The elections could not be loaded: {elections.error.message}</Notice>
      )}
      {elections.data?.length === 0 && (
        <Notice $tone="info">Add an election at /admin/elections first: every measure belongs to one.</Notice>
      )}
      {elections.data && elections.data.length > 0 && electionId && (
        <ElectionPicker>
          <SelectField
            label="Election"
            value={electionId}
            onChange={(event) => setChosen(event.target.value)}
          >
            {[...elections.data].reverse().map((election) => (
              <option key={election.id} value={election.id}>
                {election.name} ({formatLongDate(election.date)}){election.published ? '' : ' · draft'}
              </option>
            ))}
          </SelectField>
        </ElectionPicker>
      )}
      {(elections.isPending || (electionId && measures.isPending)) && <Spinner />}
      {measures.isError && (
        <Notice $tone="error">The measures could not be loaded: {measures.error.message}</Notice>
      )}
      {elections.data?.find((election) => election.id === electionId)?.published === false && (
        <Notice $tone="info">
          This election is a draft: its measures are seen by admins only until it is published at
          /admin/elections.
        </Notice>
      )}
      {measures.data?.length === 0 && (
        <Notice $tone="info">This election has no ballot measures yet. Add the first one.</Notice>
      )}
      {list.length > 0 && (
        <List aria-label="Measures in ballot order">
          {list.map((measure, index) => (
            <Item key={measure.id}>
              <Name>
                {measure.measureNumber}: {measure.name}
              </Name>
              <Facts>
                {divisionName(measure.divisionId)} · {recommendationText(measure)}
              </Facts>
              <Facts>
                {TRANSLATED_LOCALES.map(
                  (locale) =>
                    `${languageNameInEnglish(locale)}: ${translationStatus(measure, locale, BALLOT_MEASURE_TRANSLATED_FIELDS)}`,
                ).join(' · ')}
              </Facts>
              <Actions>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={busy || index === 0}
                  aria-label={`Move up: ${measure.name}`}
                  onClick={() => void move(index, -1)}
                >
                  Move Up
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={busy || index === list.length - 1}
                  aria-label={`Move down: ${measure.name}`}
                  onClick={() => void move(index, 1)}
                >
                  Move Down
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={`Edit and preview: ${measure.name}`}
                  onClick={() => setEditing({ measure })}
                >
                  Edit / Preview
                </Button>
                <Button
                  $variant="danger"
                  type="button"
                  disabled={busy}
                  aria-label={`Delete: ${measure.name}`}
                  onClick={() => void deleteMeasure(measure)}
                >
                  Delete
                </Button>
              </Actions>
            </Item>
          ))}
        </List>
      )}
      {editing && electionId && elections.data && (
        <Modal
          title={editing.measure ? `Edit ${editing.measure.name}` : 'Add a Ballot Measure'}
          onClose={() => setEditing(null)}
          closesOnBackdrop={false}
        >
          <MeasureForm
            measure={editing.measure}
            elections={elections.data}
            electionId={electionId}
            submitLabel={editing.measure ? 'Save Changes' : 'Add Measure'}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
    </>
  );
}
