import {
  ZChangePasswordSchema,
  ZConfirmTwoFactorSchema,
  ZDisableTwoFactorSchema,
  ZLoginSchema,
  ZRegisterSchema,
  ZSecondFactorSchema,
} from '../../../shared/schemas/auth';
import {
  clearSessionCookie,
  readDeviceToken,
  readSessionToken,
  setSignInCookies,
} from '../../http/session-cookies';
import { publicProcedure, router, signedInProcedure } from '../../trpc/init';
import type { TrpcContext } from '../../trpc/context';
import {
  changePassword,
  confirmTwoFactorSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
} from './account.service';
import {
  completeSignIn,
  mustSetUpTwoFactor,
  registerUser,
  signIn,
  signOut,
  type TNewSession,
  type TSessionUser,
} from './auth.service';

function setCookie(ctx: TrpcContext, session: TNewSession) {
  if (ctx.request && ctx.reply) setSignInCookies(ctx.request, ctx.reply, session);
}

/** Where a sign-in comes from, for its limits (sign-in-limits.ts). */
const signInClient = (ctx: TrpcContext) => ({
  address: ctx.clientAddress,
  deviceToken: ctx.request && readDeviceToken(ctx.request),
});

/** The signed-in caller as the account services take it. */
const caller = (ctx: TrpcContext & { user: TSessionUser }) => ({
  user: ctx.user,
  ip: ctx.clientAddress,
  mfaKey: ctx.config.admin.mfaEncryptionKey,
});

const previousToken = (ctx: TrpcContext) => (ctx.request ? readSessionToken(ctx.request) : undefined);

/** Older clients (and the pages' test doubles) know only name and email; the two-factor fields are extra. */
type TSessionAnswer =
  | {
      userRole: 'user' | 'admin';
      user: { name: string; email: string; twoFactorEnabled?: boolean; mustSetUpTwoFactor?: boolean };
    }
  | { userRole: 'user'; user: null };

export const authRouter = router({
  register: publicProcedure
    .input(ZRegisterSchema)
    .mutation(({ ctx, input }) => registerUser(ctx.database.db, input, ctx.clientAddress)),

  /**
   * The user, signed in; or, with two-factor sign-in on, `secondFactorRequired` and the challenge that
   * `loginSecondFactor` takes with a code (no session yet).
   */
  login: publicProcedure.input(ZLoginSchema).mutation(async ({ ctx, input }) => {
    const outcome = await signIn(ctx.database.db, input, signInClient(ctx), ctx.clock(), previousToken(ctx));
    if (outcome.kind === 'second-factor')
      return {
        secondFactorRequired: true as const,
        challenge: outcome.challenge,
        expiresAt: outcome.expiresAt.toISOString(),
      };
    setCookie(ctx, outcome);
    return outcome.user;
  }),

  loginSecondFactor: publicProcedure.input(ZSecondFactorSchema).mutation(async ({ ctx, input }) => {
    const session = await completeSignIn(ctx.database.db, input, signInClient(ctx), ctx.clock(), {
      previousToken: previousToken(ctx),
      mfaKey: ctx.config.admin.mfaEncryptionKey,
    });
    setCookie(ctx, session);
    return session.user;
  }),

  // A visitor is an answer too (role 'user', nobody signed in), not an error a page load would log.
  session: publicProcedure.query(({ ctx }): TSessionAnswer =>
    ctx.user
      ? {
          userRole: ctx.user.role,
          user: {
            name: ctx.user.name,
            email: ctx.user.email,
            twoFactorEnabled: ctx.user.hasTwoFactor === true,
            mustSetUpTwoFactor: mustSetUpTwoFactor(ctx.user, ctx.config.admin.mfaRequired),
          },
        }
      : { userRole: 'user' as const, user: null },
  ),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.request && ctx.reply) {
      await signOut(ctx.database.db, readSessionToken(ctx.request));
      clearSessionCookie(ctx.request, ctx.reply);
    }
  }),

  // The account page (/account): the signed-in user's own settings.

  twoFactorStatus: signedInProcedure.query(({ ctx }) =>
    twoFactorStatus(ctx.database.db, ctx.user, ctx.config.admin.mfaRequired),
  ),

  startTwoFactorSetup: signedInProcedure.mutation(({ ctx }) =>
    startTwoFactorSetup(ctx.database.db, ctx.user, ctx.config.admin.mfaEncryptionKey),
  ),

  confirmTwoFactorSetup: signedInProcedure
    .input(ZConfirmTwoFactorSchema)
    .mutation(({ ctx, input }) => confirmTwoFactorSetup(ctx.database.db, caller(ctx), input.code)),

  disableTwoFactor: signedInProcedure
    .input(ZDisableTwoFactorSchema)
    .mutation(({ ctx, input }) =>
      disableTwoFactor(ctx.database.db, caller(ctx), input, ctx.config.admin.mfaRequired),
    ),

  regenerateRecoveryCodes: signedInProcedure
    .input(ZConfirmTwoFactorSchema)
    .mutation(({ ctx, input }) => regenerateRecoveryCodes(ctx.database.db, caller(ctx), input.code)),

  /** Ends every other session of the user; the caller gets a new session cookie. */
  changePassword: signedInProcedure.input(ZChangePasswordSchema).mutation(async ({ ctx, input }) => {
    const session = await changePassword(ctx.database.db, caller(ctx), input);
    setCookie(ctx, session);
    return { success: true as const };
  }),
});
