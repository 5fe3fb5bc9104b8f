import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { TLocale } from '../../../shared/locales';
import { ZLanguageQuerySchema } from '../../../shared/schemas/translations';
import type { TTextsOf } from '../../../shared/server-texts';
import type { Db } from '../../db/database';
import {
  errorResponses,
  idParams,
  INVALID_INPUT,
  restApp,
  withQueryExamples,
} from '../../http/rest-contract';
import {
  getElectionCalendar,
  getElectionsFeed,
  getNextElectionCalendar,
  type TCalendarFile,
  type TCalendarLanguage,
} from './calendar.service';

const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const EXAMPLE_ELECTION_ID = '7d3c6f0e-2f4b-4c1e-9a7d-1b2c3d4e5f60';

const EXAMPLE_CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Progressive Voter Guide//Election calendar//EN',
  'BEGIN:VEVENT',
  `UID:${EXAMPLE_ELECTION_ID}-election-day@voter-guide`,
  'SUMMARY:Election day: General Election 2026',
  'DTSTART;VALUE=DATE:20261103',
  'DTEND;VALUE=DATE:20261104',
  'BEGIN:VALARM',
  'ACTION:DISPLAY',
  'TRIGGER:-PT15H',
  'END:VALARM',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

/** The answer is an iCalendar file, not JSON: documented as such, and sent as the text it is. */
const ZCalendarAnswer = z.string().meta({
  description: 'An iCalendar file (RFC 5545): election day and the deadlines, each with a reminder',
  content: { 'text/calendar': { schema: { type: 'string', example: EXAMPLE_CALENDAR } } },
});

/** `?lang=es`: the events, reminders and the election's own texts in Spanish (issue 24). */
const ZCalendarQuery = withQueryExamples(
  z.object({
    lang: ZLanguageQuerySchema.shape.lang.describe(
      "The calendar's language: its events and reminders, and the election's name where it is translated",
    ),
  }),
  { lang: 'es' },
);

function sendCalendar(reply: FastifyReply, file: TCalendarFile) {
  return reply
    .type(CALENDAR_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.text);
}

/** Election calendars to add to a phone or a desktop calendar (issue 16). */
export async function calendarRoutes(
  fastify: FastifyInstance,
  { db, now, textsOf }: { db: Db; now: () => Date; textsOf: TTextsOf },
) {
  const app = restApp(fastify);
  const language = (locale: TLocale): TCalendarLanguage => ({ locale, texts: textsOf(locale).calendar });

  app.get(
    '/api/calendar/next.ics',
    {
      schema: {
        operationId: 'getNextElectionCalendar',
        summary: 'The calendar of the next election ahead',
        description: "The same file as the election's own, for the first election day that is not past.",
        tags: ['calendar'],
        querystring: ZCalendarQuery,
        response: {
          200: ZCalendarAnswer,
          ...errorResponses(INVALID_INPUT, { 404: 'No election is ahead.' }),
        },
      },
    },
    async (request, reply) =>
      sendCalendar(reply, await getNextElectionCalendar(db, language(request.query.lang), now())),
  );

  app.get(
    '/api/calendar/elections.ics',
    {
      schema: {
        operationId: 'getElectionsFeed',
        summary: 'The calendar to subscribe to: every election ahead and its deadlines',
        description:
          'For a calendar app to subscribe to (`webcal://…/api/calendar/elections.ics`). Every published ' +
          'election whose day is not past, with its deadlines. Each event keeps its UID, and its SEQUENCE ' +
          "grows when the election's dates are changed, so a subscribed calendar follows the edits.",
        tags: ['calendar'],
        querystring: ZCalendarQuery,
        response: { 200: ZCalendarAnswer, ...errorResponses(INVALID_INPUT) },
      },
    },
    async (request, reply) =>
      reply
        .type(CALENDAR_CONTENT_TYPE)
        // Shown inline, not saved: a calendar app reads the feed again and again.
        .header('content-disposition', 'inline; filename="elections.ics"')
        .send(await getElectionsFeed(db, language(request.query.lang), now())),
  );

  app.get(
    '/api/calendar/:id.ics',
    {
      schema: {
        operationId: 'getElectionCalendar',
        summary: "An election's calendar",
        description: 'Election day and the registration and mail-in deadlines, each with a reminder.',
        tags: ['calendar'],
        params: idParams(EXAMPLE_ELECTION_ID),
        querystring: ZCalendarQuery,
        response: {
          200: ZCalendarAnswer,
          ...errorResponses(INVALID_INPUT, { 404: 'No such election.' }),
        },
      },
    },
    async (request, reply) =>
      sendCalendar(reply, await getElectionCalendar(db, request.params.id, language(request.query.lang))),
  );
}
