import { ZLoginSchema, ZRegisterSchema } from '../../../shared/schemas/auth';
import { clearSessionCookie, readDeviceToken, readSessionToken, setSignInCookies } from '../../http/session';
import { publicProcedure, router } from '../../trpc/init';
import { registerUser, signIn, signOut } from './auth.service';

export const authRouter = router({
  register: publicProcedure
    .input(ZRegisterSchema)
    .mutation(({ ctx, input }) => registerUser(ctx.database.db, input, ctx.clientAddress)),

  login: publicProcedure.input(ZLoginSchema).mutation(async ({ ctx, input }) => {
    const session = await signIn(ctx.database.db, input, {
      address: ctx.clientAddress,
      deviceToken: ctx.request && readDeviceToken(ctx.request),
    });
    if (ctx.request && ctx.reply) setSignInCookies(ctx.request, ctx.reply, session);
    return session.user;
  }),

  // A visitor is an answer too (role 'user', nobody signed in), not an error a page load would log.
  session: publicProcedure.query(({ ctx }) =>
    ctx.user
      ? { userRole: ctx.user.role, user: { name: ctx.user.name, email: ctx.user.email } }
      : { userRole: 'user' as const, user: null },
  ),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.request && ctx.reply) {
      await signOut(ctx.database.db, readSessionToken(ctx.request));
      clearSessionCookie(ctx.request, ctx.reply);
    }
  }),
});
