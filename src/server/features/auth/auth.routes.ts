import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmailChangeConfirmRequest,
  EmailChangeConfirmResult,
  EmailSignupRequest,
  LoginRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  ProfileUpdateRequest,
  User,
} from '../../../contracts/auth.ts';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mailer.ts';
import { requireUser } from '../../plugins/caller.ts';
import { mergeAnonymousUsage } from '../usage/usage.service.ts';
import {
  confirmEmailChange,
  deleteAccount,
  endSession,
  getUser,
  requestPasswordReset,
  resetPassword,
  signInWithEmail,
  signUpWithEmail,
  updateProfile,
  type MailContext,
} from './auth.service.ts';
import { cancelSubscriptionsForDeletion, type Billing } from '../billing/billing.service.ts';
import { clearSessionCookie, startSession } from './session.plugin.ts';
import { metricsOf } from '../../metrics/metrics.ts';

export interface AuthRoutesOptions {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Stripe, when configured: deleting an account cancels its subscription there first. */
  billing: Billing | null;
}

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  409: ApiErrorBody,
  429: ApiErrorBody,
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, config, mailer, billing },
) => {
  // Per network address: sign-in, sign-up, password reset and email change attempts (each
  // route counts its own).
  const authLimit = {
    rateLimit: { max: config.authAttemptsPer10Minutes, timeWindow: '10 minutes' },
  };
  const mailContext = (request: FastifyRequest): MailContext => ({
    publicUrl: config.publicUrl,
    appName: config.appName,
    mailer,
    log: request.log,
  });

  /**
   * Sign the browser in as `userId`: retire any session it had (rotation), set a fresh cookie,
   * and merge this browser's anonymous conversations into the account.
   */
  const signIns = metricsOf(app)?.signIns;
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    method: 'email_signup' | 'password' | 'password_reset',
  ) => {
    await startSession(db, request, reply, userId, config);
    signIns?.inc({ method });
    if (request.clientId) {
      await mergeAnonymousUsage(
        db,
        { kind: 'user', userId, clientId: request.clientId, paid: false },
        request.clientId,
      );
    }
  };

  const endCurrentSession = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionToken) await endSession(db, request.sessionToken);
    clearSessionCookie(reply, config);
  };

  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user; 401 when signed out',
        response: { 200: User, 401: ApiErrorBody },
      },
    },
    (request) => getUser(db, requireUser(request)),
  );

  app.post(
    '/api/auth/email-signup',
    {
      config: authLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create an account with email and password, and sign in',
        body: EmailSignupRequest,
        response: { 201: User, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signUpWithEmail(db, request.body, {
        address: request.ip,
        dailyCap: config.signupsPerAddressPerDay,
      });
      await signIn(request, reply, user.id, 'email_signup');
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: authLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginRequest,
        response: { 200: User, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signInWithEmail(db, request.body.email, request.body.password);
      await signIn(request, reply, user.id, 'password');
      return user;
    },
  );

  app.put(
    '/api/auth/profile',
    {
      // Guesses at the current password, and at which addresses have accounts, cost attempts.
      config: authLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Update the name now; a new email (needs currentPassword) waits for the link mailed to it',
        body: ProfileUpdateRequest,
        response: { 200: User, ...errors },
      },
    },
    (request) =>
      updateProfile(
        db,
        requireUser(request),
        request.body,
        { signedInAt: request.signedInAt },
        mailContext(request),
      ),
  );

  app.post(
    '/api/auth/email-change/confirm',
    {
      config: authLimit,
      schema: {
        tags: ['auth'],
        summary: 'Confirm a new email with the token mailed to it (does not sign in)',
        body: EmailChangeConfirmRequest,
        response: { 200: EmailChangeConfirmResult, ...errors },
      },
    },
    async (request) => {
      const { email } = await confirmEmailChange(db, request.body.token, mailContext(request));
      return { email };
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out (ends the session on the server)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endCurrentSession(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get('/auth/logout', { schema: { hide: true } }, async (request, reply) => {
    await endCurrentSession(request, reply);
    return reply.redirect('/');
  });

  app.delete(
    '/api/auth/account',
    {
      // Each attempt may call Stripe.
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.userId ?? request.ip,
        },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Delete the account and everything it owns; its subscription is cancelled at Stripe first (503 and nothing deleted when that fails)',
        response: { 204: z.null(), 401: ApiErrorBody, 503: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      // Stripe first: when it cannot cancel the subscription, nothing is deleted.
      await cancelSubscriptionsForDeletion(db, billing, userId, request.log);
      await deleteAccount(db, userId);
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: authLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Email a password reset link (answers 202 whether or not the address has an account)',
        body: PasswordResetRequest,
        response: { 202: z.object({ ok: z.literal(true) }), 400: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(db, request.body.email, mailContext(request));
      return reply.status(202).send({ ok: true as const });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: authLimit,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed token, and sign in',
        body: PasswordResetConfirmRequest,
        response: { 200: User, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await resetPassword(db, request.body.token, request.body.password);
      await signIn(request, reply, userId, 'password_reset');
      return getUser(db, userId);
    },
  );
};
