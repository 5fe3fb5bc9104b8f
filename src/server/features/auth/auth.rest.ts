import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isAppError, AppError } from '../../../shared/errors';
import {
  ZChangePasswordSchema,
  ZLoginSchema,
  ZRegisterSchema,
  ZRoleSchema,
  ZSecondFactorSchema,
  type TPublicUser,
} from '../../../shared/schemas/auth';
import type { Db } from '../../db/database';
import { ERROR_RESPONSES, restApp, ZSuccessBody } from '../../http/rest-contract';
import {
  clearSessionCookie,
  readDeviceToken,
  readSessionToken,
  setSessionCookie,
  setSignInCookies,
} from '../../http/session-cookies';
import { requireSignedIn } from '../../http/rest-gates';
import { changePassword } from './account.service';
import { completeSignIn, registerUser, signIn, signOut } from './auth.service';

/** MongoDB's duplicate-key code, which the original backend returned and older clients still check. */
const DUPLICATE_KEY_CODE = 11000;

const EXAMPLE_LOGIN = { email: 'ana@example.org', password: 'correct horse battery' };

const ZRestUser = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    role: ZRoleSchema,
    createdAt: z.string(),
  })
  .meta({
    id: 'User',
    examples: [
      {
        _id: '0c9b8a7f-6e5d-4c3b-8a19-0f1e2d3c4b5a',
        name: 'Ana Lopez',
        email: EXAMPLE_LOGIN.email,
        role: 'user',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
  });
const ZUserAnswer = z.object({ success: z.literal(true), data: ZRestUser });
/** Two-factor sign-in is on: no session yet, POST /api/sessions/second-factor follows with a code. */
const ZSecondFactorAnswer = z
  .object({
    success: z.literal(true),
    secondFactorRequired: z.literal(true),
    challenge: z.string(),
    expiresAt: z.string(),
  })
  .meta({
    id: 'SecondFactorRequired',
    examples: [
      {
        success: true,
        secondFactorRequired: true,
        challenge: 'kq3Yc0v6dJ1rF9wz2Lr0c4mUQn8T5bXhA7sPq1eGd2o',
        expiresAt: '2026-11-01T10:05:00.000Z',
      },
    ],
  });

const toRestUser = ({ id, ...user }: TPublicUser) => ({ _id: id, ...user });

/**
 * A taken email also carries the duplicate-key code the original backend sent, but not the email itself
 * (issue 26): the answer tells no more than the spec's message.
 */
function withDuplicateKeyDetails(error: unknown): unknown {
  if (!isAppError(error) || error.code !== 'CONFLICT') return error;
  return new AppError('CONFLICT', error.message, {
    data: { code: DUPLICATE_KEY_CODE, message: error.message },
  });
}

/** The documented account calls (spec part 1 §7), over the same service as the tRPC auth router. */
export async function authRoutes(
  fastify: FastifyInstance,
  { db, mfaKey, now }: { db: Db; mfaKey: string | null; now: () => Date },
) {
  const app = restApp(fastify);

  app.post(
    '/api/users',
    {
      schema: {
        summary: 'Register an account',
        tags: ['accounts'],
        body: ZRegisterSchema.meta({
          id: 'RegistrationForm',
          example: { name: 'Ana Lopez', ...EXAMPLE_LOGIN, passwordConfirmation: EXAMPLE_LOGIN.password },
        }),
        response: { 200: ZUserAnswer, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      try {
        return { success: true as const, data: toRestUser(await registerUser(db, request.body, request.ip)) };
      } catch (error) {
        throw withDuplicateKeyDetails(error);
      }
    },
  );

  app.post(
    '/api/sessions',
    {
      schema: {
        summary:
          'Sign in; the answer sets the session cookie, or (two-factor sign-in on) asks for the second step',
        tags: ['accounts'],
        body: ZLoginSchema.meta({ id: 'SignInForm', example: EXAMPLE_LOGIN }),
        response: { 200: z.union([ZUserAnswer, ZSecondFactorAnswer]), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const client = { address: request.ip, deviceToken: readDeviceToken(request) };
      const outcome = await signIn(db, request.body, client, now(), readSessionToken(request));
      if (outcome.kind === 'second-factor')
        return {
          success: true as const,
          secondFactorRequired: true as const,
          challenge: outcome.challenge,
          expiresAt: outcome.expiresAt.toISOString(),
        };
      setSignInCookies(request, reply, outcome);
      return { success: true as const, data: toRestUser(outcome.user) };
    },
  );

  app.post(
    '/api/sessions/second-factor',
    {
      schema: {
        summary: "Sign in's second step: the challenge and a 6-digit code or a recovery code",
        tags: ['accounts'],
        body: ZSecondFactorSchema.meta({
          id: 'SecondFactorForm',
          example: { challenge: 'kq3Yc0v6dJ1rF9wz2Lr0c4mUQn8T5bXhA7sPq1eGd2o', code: '123456' },
        }),
        response: { 200: ZUserAnswer, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const client = { address: request.ip, deviceToken: readDeviceToken(request) };
      const session = await completeSignIn(db, request.body, client, now(), {
        previousToken: readSessionToken(request),
        mfaKey,
      });
      setSignInCookies(request, reply, session);
      return { success: true as const, data: toRestUser(session.user) };
    },
  );

  app.post(
    '/api/account/password',
    {
      onRequest: requireSignedIn,
      schema: {
        summary: "Change the signed-in user's password; every other session ends, this one gets a new cookie",
        tags: ['accounts'],
        // Any signed-in user's session cookie, not only an administrator's.
        security: [{ session: [] }],
        body: ZChangePasswordSchema.meta({
          id: 'PasswordChangeForm',
          example: {
            currentPassword: EXAMPLE_LOGIN.password,
            newPassword: 'a new long passphrase',
            newPasswordConfirmation: 'a new long passphrase',
          },
        }),
        response: { 200: ZSuccessBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
      const session = await changePassword(db, { user, ip: request.ip }, request.body);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { success: true as const };
    },
  );

  // A visitor gets the default role with a 200: the documented client keeps role 'user' either way.
  app.get(
    '/api/sessions',
    {
      schema: {
        summary: "The caller's role: 'admin', or 'user' for a member or a visitor",
        tags: ['accounts'],
        response: {
          200: z
            .object({ userRole: ZRoleSchema })
            .meta({ id: 'SessionRole', examples: [{ userRole: 'user' }] }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => ({ userRole: request.user?.role ?? 'user' }),
  );

  app.delete(
    '/api/sessions',
    {
      schema: {
        summary: 'Sign out',
        tags: ['accounts'],
        response: { 200: ZSuccessBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await signOut(db, readSessionToken(request));
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );
}
