import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ERROR_RESPONSES, restApp } from '../../http/rest-contract';
import { findDropdownStates } from './states.service';

const ZDropdownState = z
  .object({ stateShort: z.string(), stateFull: z.string(), stateActive: z.boolean() })
  .meta({ id: 'DropdownState', examples: [{ stateShort: 'NY', stateFull: 'New York', stateActive: true }] });

/** GET /api/dropdown (spec part 2 §7). Editing the list belongs to the admin tools. */
export async function stateRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  restApp(fastify).get(
    '/api/dropdown',
    {
      schema: {
        summary: 'The states of the structured address form; only active ones are offered',
        tags: ['states'],
        response: { 200: z.object({ data: z.array(ZDropdownState) }), ...ERROR_RESPONSES },
      },
    },
    async () => ({ data: await findDropdownStates(db) }),
  );
}
