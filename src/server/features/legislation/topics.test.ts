import { readFileSync } from 'node:fs';
import { VOTING_TOPICS } from '../../../shared/constants/federal-record';
import { ZodError } from 'zod';
import { DEFAULT_TOPIC_MAPPING, parseTopicMapping, topicsOf, ZTopicMappingSchema } from './topics';

describe('the topic mapping', () => {
  it('maps every official Congress.gov policy area, each to known topics', () => {
    const file = JSON.parse(readFileSync(new URL('./topic-mapping.json', import.meta.url), 'utf8'));
    expect(file._comment).toMatch(/edit/i);
    expect(Object.keys(DEFAULT_TOPIC_MAPPING.policyAreas)).toHaveLength(34);
    expect(DEFAULT_TOPIC_MAPPING.policyAreas).toMatchObject({
      Health: ['Healthcare'],
      'Crime and Law Enforcement': ['Criminal Justice'],
      'Housing and Community Development': ['Housing Justice'],
      'Transportation and Public Works': ['Infrastructure'],
    });
    const used = new Set(
      [
        ...Object.values(DEFAULT_TOPIC_MAPPING.policyAreas),
        ...Object.values(DEFAULT_TOPIC_MAPPING.subjects),
      ].flat(),
    );
    // Every topic button can have bills behind it.
    expect(VOTING_TOPICS.filter((topic) => !used.has(topic))).toEqual([]);
  });

  it('gives a bill the topics of its policy area and of its subjects, once each, in button order', () => {
    expect(
      topicsOf({
        policyArea: 'Health',
        subjects: ['COVID-19', 'Employee leave', 'Health', 'Minimum wage', 'Unmapped subject'],
      }),
    ).toEqual(['Covid-19', 'Economy', 'Healthcare', 'Labor Rights']);
  });

  it('matches names whatever their case, as unitedstates files write the policy area "Crime and law enforcement"', () => {
    expect(
      topicsOf({ policyArea: 'Crime and law enforcement', subjects: ['racial DISCRIMINATION'] }),
    ).toEqual(['Criminal Justice', 'Racial Justice']);
  });

  it('gives no topic to a bill with no mapped area or subject', () => {
    expect(topicsOf({ policyArea: 'Sports and Recreation', subjects: [] })).toEqual([]);
    expect(topicsOf({ subjects: ['Something else'] })).toEqual([]);
  });

  it('uses the mapping it is given', () => {
    const mapping = parseTopicMapping({ policyAreas: { Animals: ['Environment'] }, subjects: {} });
    expect(topicsOf({ policyArea: 'Animals', subjects: ['Voting rights'] }, mapping)).toEqual([
      'Environment',
    ]);
  });

  it('refuses a mapping naming a topic that is not one of the 15, naming the entry', () => {
    const bad = { policyAreas: { Health: ['Healthcare'] }, subjects: { 'Voting rights': ['Voting'] } };
    expect(() => parseTopicMapping(bad)).toThrow(ZodError);
    const { error } = ZTopicMappingSchema.safeParse(bad);
    expect(error?.issues).toEqual([
      expect.objectContaining({
        path: ['subjects', 'Voting rights', 0],
        message: expect.stringMatching(/^"Voting" is not one of the 15 voting topics \(Covid-19, /),
      }),
    ]);
    expect(() => parseTopicMapping({ subjects: {} })).toThrow(ZodError);
  });
});
