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
import {
  CROSS_SITE,
  errorResponses,
  JSON_BODY,
  restApp,
  SIGNED_IN_GATE,
  ZSuccessBody,
  type TErrorReasons,
} from '../../http/rest-contract';
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

/** The sign-in limits (ADR 25): per address, per account and per device. */
const TOO_MANY_ATTEMPTS: TErrorReasons = { 429: 'Too many attempts; `Retry-After` says when to try again.' };

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
        operationId: 'register',
        summary: 'Register an account',
        description:
          'Creates a member account (role `user`) and answers it; it does not sign in. An email that ' +
          "already has an account is a 409 with the message 'Email already in use'.",
        tags: ['accounts'],
        body: ZRegisterSchema.meta({
          id: 'RegistrationForm',
          example: { name: 'Ana Lopez', ...EXAMPLE_LOGIN, passwordConfirmation: EXAMPLE_LOGIN.password },
        }),
        response: {
          200: ZUserAnswer,
          ...errorResponses(JSON_BODY, CROSS_SITE, TOO_MANY_ATTEMPTS, {
            409: 'The email already has an account.',
          }),
        },
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
        operationId: 'signIn',
        summary:
          'Sign in; the answer sets the session cookie, or (two-factor sign-in on) asks for the second step',
        description:
          'With the right email and password the answer is the user and sets the session cookie ' +
          '(`vg_session`, HttpOnly). An account with two-factor sign-in gets `secondFactorRequired` and a ' +
          '`challenge` instead, for POST /api/sessions/second-factor.',
        tags: ['accounts'],
        body: ZLoginSchema.meta({ id: 'SignInForm', example: EXAMPLE_LOGIN }),
        response: {
          200: z.union([ZUserAnswer, ZSecondFactorAnswer]),
          ...errorResponses(JSON_BODY, CROSS_SITE, TOO_MANY_ATTEMPTS, {
            401: 'The email or the password is wrong.',
          }),
        },
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
        operationId: 'completeSignIn',
        summary: "Sign in's second step: the challenge and a 6-digit code or a recovery code",
        description:
          'The `challenge` from POST /api/sessions with the code of the authenticator app (`code`) or one ' +
          'of the recovery codes (`recoveryCode`). The answer is the user and sets the session cookie.',
        tags: ['accounts'],
        body: ZSecondFactorSchema.meta({
          id: 'SecondFactorForm',
          example: { challenge: 'kq3Yc0v6dJ1rF9wz2Lr0c4mUQn8T5bXhA7sPq1eGd2o', code: '123456' },
        }),
        response: {
          200: ZUserAnswer,
          ...errorResponses(JSON_BODY, CROSS_SITE, TOO_MANY_ATTEMPTS, {
            401: 'The code is wrong, or the challenge has expired: sign in again.',
          }),
        },
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
        operationId: 'changePassword',
        summary: "Change the signed-in user's password; every other session ends, this one gets a new cookie",
        description:
          'Needs the current password. Every session of the account ends, this one included, and the ' +
          'answer sets the cookie of a new session.',
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
        response: {
          200: ZSuccessBody,
          ...errorResponses(
            JSON_BODY,
            { 400: 'The current password is wrong.' },
            SIGNED_IN_GATE,
            CROSS_SITE,
            TOO_MANY_ATTEMPTS,
          ),
        },
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
        operationId: 'getSessionRole',
        summary: "The caller's role: 'admin', or 'user' for a member or a visitor",
        description: 'Never refuses a visitor: without a session the role is `user`.',
        tags: ['accounts'],
        response: {
          200: z
            .object({ userRole: ZRoleSchema })
            .meta({ id: 'SessionRole', examples: [{ userRole: 'user' }] }),
          ...errorResponses(),
        },
      },
    },
    async (request) => ({ userRole: request.user?.role ?? 'user' }),
  );

  app.delete(
    '/api/sessions',
    {
      schema: {
        operationId: 'signOut',
        summary: 'Sign out',
        description: 'Ends the session of the cookie sent, if any, and clears the cookie.',
        tags: ['accounts'],
        response: { 200: ZSuccessBody, ...errorResponses(CROSS_SITE) },
      },
    },
    async (request, reply) => {
      await signOut(db, readSessionToken(request));
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );
}
