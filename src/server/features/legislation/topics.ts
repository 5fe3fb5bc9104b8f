import { z } from 'zod';
import { VOTING_TOPICS, type TVotingTopic } from '../../../shared/constants/federal-record';
// Bundled by the static import; `--topics` reads another file at run time.
import DEFAULT_MAPPING from './topic-mapping.json';

/**
 * Policy areas and legislative subjects → the 15 voting topics (spec part 1 §9). The mapping lives in one
 * editable file, topic-mapping.json (its "_comment" says how to edit it); the importer can be given another.
 */
const ZTopicList = z.array(
  z.enum(VOTING_TOPICS, {
    error: (issue) =>
      `"${String(issue.input)}" is not one of the 15 voting topics (${VOTING_TOPICS.join(', ')}).`,
  }),
);

export const ZTopicMappingSchema = z.object({
  _comment: z.string().optional(),
  policyAreas: z.record(z.string(), ZTopicList),
  subjects: z.record(z.string(), ZTopicList),
});
export type TTopicMapping = z.infer<typeof ZTopicMappingSchema>;

/** The mapping a file holds; throws a ZodError whose path names the entry (`subjects.Voting rights.0`). */
export const parseTopicMapping = (json: unknown): TTopicMapping => ZTopicMappingSchema.parse(json);

export const DEFAULT_TOPIC_MAPPING: TTopicMapping = parseTopicMapping(DEFAULT_MAPPING);

/** Names compare without case: unitedstates files spell the policy area "Crime and law enforcement". */
const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function lookup(table: Record<string, TVotingTopic[]>) {
  const byKey = new Map(Object.entries(table).map(([name, topics]) => [key(name), topics]));
  return (name: string) => byKey.get(key(name)) ?? [];
}

/** The topics of a bill, in the order the topic buttons show them. */
export function topicsOf(
  bill: { policyArea?: string | null; subjects: string[] },
  mapping: TTopicMapping = DEFAULT_TOPIC_MAPPING,
): TVotingTopic[] {
  const ofArea = lookup(mapping.policyAreas);
  const ofSubject = lookup(mapping.subjects);
  const found = new Set<TVotingTopic>([
    ...(bill.policyArea ? ofArea(bill.policyArea) : []),
    ...bill.subjects.flatMap(ofSubject),
  ]);
  return VOTING_TOPICS.filter((topic) => found.has(topic));
}
