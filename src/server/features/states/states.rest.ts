import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { US_STATES } from '../../../shared/constants/states';
import { ZDropdownStateSchema, ZDropdownUpdateSchema } from '../../../shared/schemas/states';
import type { Db } from '../../db/database';
import type { TErrorBody } from '../../http/error-body';
import { sendSerialized } from '../../http/serialized-body';
import {
  ADMIN_GATE,
  ADMIN_ONLY,
  CROSS_SITE,
  errorResponses,
  errorResponsesOf,
  JSON_BODY,
  restApp,
  ZErrorBody,
} from '../../http/rest-contract';
import { adminActor, requireAdmin } from '../../http/rest-gates';
import { findDropdownStates, updateDropdownStates } from './states.service';

const ZDropdownState = ZDropdownStateSchema.meta({
  id: 'DropdownState',
  examples: [{ stateShort: 'NY', stateFull: 'New York', stateActive: true }],
});

const EXAMPLE_FULL_LIST = US_STATES.map(([stateShort, stateFull]) => ({
  stateShort,
  stateFull,
  stateActive: stateShort === 'NY',
}));

const EXAMPLE_REFUSAL = 'Unknown state: XX (Xanadu)';

/** A refused update: the error shape, with the message also in `data`, where the admin page reads it. */
const ZDropdownUpdateError = ZErrorBody.extend({ data: z.string() }).meta({
  id: 'DropdownUpdateError',
  description: 'A refused update; `data` repeats the message (spec part 2 §7: shown as "Error Msg").',
  examples: [{ success: false, code: 'BAD_REQUEST', message: EXAMPLE_REFUSAL, data: EXAMPLE_REFUSAL }],
});

/** Spec part 2 §7: "If not successful, data holds an error message shown as 'Error Msg'". */
async function repeatErrorMessageAsData(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400) return payload;
  const body = payload as TErrorBody;
  return { ...body, data: body.message };
}

/** GET and PUT /api/dropdown (spec part 2 §7): the states of the structured address form. */
export async function stateRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = restApp(fastify);

  app.get(
    '/api/dropdown',
    {
      schema: {
        operationId: 'listStates',
        summary: 'The states of the structured address form; only active ones are offered',
        description: 'Every state, each with whether it is active.',
        tags: ['states'],
        response: { 200: z.object({ data: z.array(ZDropdownState) }), ...errorResponses() },
      },
    },
    async (_request, reply) => sendSerialized(reply, await findDropdownStates(db), (data) => ({ data })),
  );

  app.put(
    '/api/dropdown',
    {
      onRequest: requireAdmin,
      preSerialization: repeatErrorMessageAsData,
      schema: {
        ...ADMIN_ONLY,
        operationId: 'updateStates',
        summary: 'Choose which states are active, by sending the full list (admins)',
        description:
          'The body is the full list: every state exactly once, each with its own name and whether it is ' +
          'active. The answer is `{ success: true, data }` with the list as it now stands. A refusal (an ' +
          'unknown state, a missing one, one listed twice) is a 400 whose `data` holds the message, as ' +
          'the admin page shows it.',
        tags: ['states'],
        body: ZDropdownUpdateSchema.meta({ id: 'DropdownUpdate', example: EXAMPLE_FULL_LIST }),
        response: {
          200: z.object({ success: z.literal(true), data: z.array(ZDropdownState) }),
          ...errorResponsesOf(ZDropdownUpdateError, JSON_BODY, ADMIN_GATE, CROSS_SITE),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateDropdownStates(db, request.body, adminActor(request)),
    }),
  );
}
