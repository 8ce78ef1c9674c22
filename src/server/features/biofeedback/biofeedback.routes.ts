import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BiofeedbackDevice,
  BiofeedbackDeviceList,
  BiofeedbackExport,
  BiofeedbackReading,
  BiofeedbackSummary,
  CreateReadingRequest,
  DeleteBiofeedbackResult,
  DEVICE_UPDATES_PER_DEVICE_PER_MINUTE,
  READINGS_PER_DEVICE_PER_MINUTE,
  ReadingsPage,
  ReadingsQuery,
  SummaryQuery,
  UpsertDeviceRequest,
} from '../../../contracts/biofeedback.ts';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../plugins/caller.ts';
import {
  deleteBiofeedbackData,
  exportBiofeedbackData,
  getDevices,
  getReadingsPage,
  getSummary,
  recordReading,
  registerDevice,
} from './biofeedback.service.ts';

export interface BiofeedbackRoutesOptions {
  db: Db;
  /** Readings accepted per account and device per minute. */
  readingsPerMinute?: number;
  /** Device registrations and updates per account and device per minute. */
  deviceUpdatesPerMinute?: number;
}

/**
 * Per account and device: one chatty wearable cannot crowd out the account's others. Runs as a
 * preHandler, after validation, so the device id is known; signed-out requests never get here.
 */
const perDevice = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      `biofeedback:${request.userId ?? request.ip}:${(request.body as { deviceId?: string } | undefined)?.deviceId ?? ''}`,
  },
});

const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

export const biofeedbackRoutes: FastifyPluginAsyncZod<BiofeedbackRoutesOptions> = async (
  app,
  {
    db,
    readingsPerMinute = READINGS_PER_DEVICE_PER_MINUTE,
    deviceUpdatesPerMinute = DEVICE_UPDATES_PER_DEVICE_PER_MINUTE,
  },
) => {
  // Every biofeedback call needs an account (SPEC §6), checked before the body is even read;
  // health data is personal, so no cache keeps a copy.
  app.addHook('onRequest', async (request, reply) => {
    requireUser(request);
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/biofeedback/devices',
    {
      schema: {
        tags: ['biofeedback'],
        summary: "The account's devices, most recently updated first",
        response: { 200: BiofeedbackDeviceList, ...errors },
      },
    },
    (request) => getDevices(db, requireUser(request)),
  );

  app.post(
    '/api/biofeedback/devices',
    {
      config: perDevice(deviceUpdatesPerMinute),
      schema: {
        tags: ['biofeedback'],
        summary: 'Register a device, or update the account’s device with this deviceId',
        body: UpsertDeviceRequest,
        response: { 200: BiofeedbackDevice, ...errors, 409: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    (request) => registerDevice(db, requireUser(request), request.body),
  );

  app.get(
    '/api/biofeedback/data',
    {
      schema: {
        tags: ['biofeedback'],
        summary: "A page of the account's readings, newest first; pass nextCursor as `before`",
        querystring: ReadingsQuery,
        response: { 200: ReadingsPage, ...errors },
      },
    },
    (request) => getReadingsPage(db, requireUser(request), request.query),
  );

  app.post(
    '/api/biofeedback/data',
    {
      config: perDevice(readingsPerMinute),
      schema: {
        tags: ['biofeedback'],
        summary: 'Store one live reading from one of the account’s devices',
        body: CreateReadingRequest,
        response: { 201: BiofeedbackReading, ...errors, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const reading = await recordReading(db, requireUser(request), request.body);
      return reply.status(201).send(reading);
    },
  );

  app.delete(
    '/api/biofeedback/data',
    {
      schema: {
        tags: ['biofeedback'],
        summary: "Delete all the account's readings and devices",
        response: { 200: DeleteBiofeedbackResult, ...errors },
      },
    },
    (request) => deleteBiofeedbackData(db, requireUser(request)),
  );

  app.get(
    '/api/biofeedback/summary',
    {
      schema: {
        tags: ['biofeedback'],
        summary:
          'Averages and meditation sessions over the last `days` local days, with a daily series',
        querystring: SummaryQuery,
        response: { 200: BiofeedbackSummary, ...errors },
      },
    },
    (request) => getSummary(db, requireUser(request), request.query),
  );

  app.get(
    '/api/biofeedback/export',
    {
      schema: {
        tags: ['biofeedback'],
        summary: "All the account's devices and readings as a JSON download",
        response: { 200: BiofeedbackExport, ...errors },
      },
    },
    async (request, reply) => {
      const data = await exportBiofeedbackData(db, requireUser(request));
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="biofeedback-${day}.json"`)
        .send(data);
    },
  );
};
