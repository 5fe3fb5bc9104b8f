import { CANDIDATE_TRANSLATED_FIELDS } from '../../../shared/constants/translations';
import { screen } from '@testing-library/react';
import { z } from 'zod';
import { CANDIDATE_FIELDS, type TCandidateField } from '../../../shared/schemas/candidate-fields';
import { ZCandidateSchema } from '../../../shared/schemas/candidates';
import { text } from '../../../shared/schemas/fields';
import { makeCandidate } from '../../test/candidates';
import { renderWithProviders } from '../../test/render-with-providers';
import { CANDIDATE_FORM_FIELDS, fieldsOf, formFieldsOf, inputOf } from './candidate-fields';
import { CandidateForm } from './candidate-form';

describe("the candidate dialog's fields", () => {
  it('are the declared fields, in the order of the declaration', () => {
    expect(CANDIDATE_FORM_FIELDS.map((field) => field.name)).toEqual(Object.keys(CANDIDATE_FIELDS));
  });

  it('take in a field added to the declaration, with its control', () => {
    const withPronouns = {
      ...CANDIDATE_FIELDS,
      pronouns: {
        input: text().trim().max(40).default(''),
        output: z.string(),
        form: { kind: 'text', label: 'Pronouns', helper: 'Optional, e.g. she/her' },
      },
    } satisfies Record<string, TCandidateField>;
    expect(formFieldsOf(withPronouns).at(-1)).toEqual({
      name: 'pronouns',
      kind: 'text',
      label: 'Pronouns',
      helper: 'Optional, e.g. she/her',
    });
  });

  it('hold a candidate as the dialog edits it and give it back as the shared schema takes it', () => {
    const candidate = makeCandidate({
      sources: ['https://example.org/a', 'https://example.org/b'],
      bioguideId: 'P000197',
      matrixQuestions: { laborRights: { childcare: 'Yes' } },
    });
    const values = fieldsOf(candidate);
    expect(values).toMatchObject({
      sources: 'https://example.org/a, https://example.org/b',
      bioguideId: 'P000197',
      fecCandidateId: '',
      recommendationReason: '',
      votingRecord: false,
    });
    const { id: _id, divisionId: _divisionId, ...form } = candidate;
    expect(ZCandidateSchema.parse(inputOf(values))).toEqual(form);
  });

  it('each have a labelled control in the dialog', async () => {
    renderWithProviders(<CandidateForm onSubmit={async () => {}} onCancel={() => {}} />);
    for (const field of CANDIDATE_FORM_FIELDS) {
      if (field.kind === 'checkbox') {
        expect(screen.getByRole('checkbox', { name: field.label })).toBeInTheDocument();
      } else if (field.kind === 'positions') {
        expect(screen.getByRole('group', { name: field.label })).toBeInTheDocument();
      } else if (field.kind === 'richText') {
        // Quill's editor arrives in a chunk of its own, labelled by this text.
        expect(await screen.findByRole('textbox', { name: field.label })).toBeInTheDocument();
      } else if (field.kind === 'translations') {
        // Edited in the translated fields' own language tabs.
        for (const name of CANDIDATE_TRANSLATED_FIELDS) {
          const { label } = CANDIDATE_FIELDS[name].form;
          expect(screen.getByRole('tablist', { name: `Language of ${label}` })).toBeInTheDocument();
        }
      } else {
        expect(screen.getByLabelText(field.label)).toBeInTheDocument();
      }
    }
  });
});
