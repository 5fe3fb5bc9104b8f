import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { VIDEO_CATEGORIES } from '../../../shared/constants/categories';
import { AppError, isAppError } from '../../../shared/errors';
import {
  VIDEO_MESSAGES,
  ZLibraryPageSchema,
  ZSearchSchema,
  ZVideoFormSchema,
  type TVideo,
} from '../../../shared/schemas/videos';
import type { Db } from '../../db/database';
import { sendSerialized } from '../../http/serialized-body';
import {
  ADMIN_GATE,
  ADMIN_ONLY,
  CROSS_SITE,
  errorResponses,
  idParams,
  INVALID_INPUT,
  restApp,
  ZSuccessBody,
  type TErrorReasons,
} from '../../http/rest-contract';
import { adminActor, requireAdmin } from '../../http/rest-gates';
import {
  createVideo,
  deleteVideo,
  findLibraryPage,
  findVideosByCategory,
  findVideosMatching,
  getVideoById,
  updateVideo,
  type TVideoSettings,
} from './videos.service';

const EXAMPLE_VIDEO = {
  _id: '5b0e8c1e-8f53-4a51-a1d4-2c1e7f9a3b10',
  url: 'https://www.tiktok.com/@progressivevoterguide/video/7301234567890123456',
  videoId: '7301234567890123456',
  category: 'Current Events',
  thumbnail_url: '/media/3f2a9c0d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f.webp',
  title: 'How to check your registration',
  description: 'Three steps, two minutes.',
  createdAt: '2026-10-01T12:00:00.000Z',
};

/** A video in the documented wire shape (spec part 1 §3): `_id` and `thumbnail_url`. */
const ZRestVideo = z
  .object({
    _id: z.string(),
    url: z.string(),
    videoId: z.string(),
    category: z.string(),
    thumbnail_url: z.string(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Video', examples: [EXAMPLE_VIDEO] });

function toRestVideo({ id, thumbnailUrl, ...video }: TVideo): z.output<typeof ZRestVideo> {
  return { _id: id, thumbnail_url: thumbnailUrl, ...video };
}

const ZVideoList = z.object({ data: z.array(ZRestVideo) });

const ZImageFile = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), VIDEO_MESSAGES.image)
  .meta({ type: 'string', format: 'binary', description: 'A PNG or JPEG image' });

/** The multipart form of spec part 1 §5: url (the TikTok video id), category, image; title and description. */
const EXAMPLE_FORM = {
  url: EXAMPLE_VIDEO.videoId,
  category: EXAMPLE_VIDEO.category,
  title: EXAMPLE_VIDEO.title,
  description: EXAMPLE_VIDEO.description,
  // A file field's example stands for the file a client attaches.
  image: 'thumbnail.png',
};
const ZVideoUploadBody = ZVideoFormSchema.extend({ image: ZImageFile.optional() }).meta({
  id: 'VideoEditForm',
  example: EXAMPLE_FORM,
});
const ZVideoCreateBody = ZVideoFormSchema.extend({ image: ZImageFile }).meta({
  id: 'VideoForm',
  example: EXAMPLE_FORM,
});

const FORM_FIELDS = new Set(Object.keys(ZVideoUploadBody.shape));

/**
 * The parser's own refusals (a file over the size limit: 413) keep their status; anything else it throws is
 * a body that is not valid multipart (cut short, no boundary), which busboy reports as a plain Error.
 */
function asClientError(error: unknown): unknown {
  if (isAppError(error)) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) return error;
  return new AppError('BAD_REQUEST', 'The upload was cut short or is not valid multipart form data.');
}

/**
 * Reads a multipart video form into request.body (its text fields and at most one file, `image`,
 * size-limited by the plugin), so the route's body schema checks it before the handler runs.
 */
async function readMultipartBody(request: FastifyRequest, { isImageRequired = false } = {}) {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the video as multipart/form-data.');
  const body: Record<string, string | Buffer> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image')
          throw new AppError('BAD_REQUEST', `Unexpected file field: ${part.fieldname}`);
        body.image = await part.toBuffer();
      } else if (FORM_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        body[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  if (isImageRequired && !body.image) throw new AppError('BAD_REQUEST', VIDEO_MESSAGES.image);
  request.body = body;
}

const MULTIPART = { consumes: ['multipart/form-data'] };

const VIDEO_ID = idParams(EXAMPLE_VIDEO._id);
const NO_SUCH_VIDEO: TErrorReasons = { 404: 'No such video.' };

/** An upload's own refusals, besides the form's fields (400). */
const UPLOAD: TErrorReasons = {
  400: 'A form field is invalid, the image is missing, or the body is not valid multipart form data.',
  413: 'The image is larger than the server accepts (UPLOAD_MAX_BYTES).',
  415: 'The body is not multipart/form-data, or the image is not a PNG or JPEG.',
};

/** A sent value as an error message quotes it: short, so a 1 MB value does not come back twice as big. */
const quoted = (value: unknown) => {
  const text = String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
};

/** The documented library calls (spec part 1 §7): reads for everyone, writes for admins. */
export async function videoRoutes(
  fastify: FastifyInstance,
  { db, settings }: { db: Db; settings: TVideoSettings },
) {
  const app = restApp(fastify);

  app.get(
    '/api/books/page/:page',
    {
      schema: {
        operationId: 'listVideoPage',
        summary: 'One page of the library (12 videos), grouped by category or newest first',
        description:
          'Pages count from 1. By default the videos come grouped by category, newest first inside each; ' +
          '`newestFirst=true` orders them all by date. `hasMore` says whether another page follows.',
        tags: ['videos'],
        params: z.object({ page: ZLibraryPageSchema.meta({ example: 1 }) }),
        querystring: z.object({ newestFirst: z.enum(['true', 'false']).optional() }),
        response: {
          200: z.object({ data: z.array(ZRestVideo), hasMore: z.boolean() }),
          ...errorResponses(INVALID_INPUT),
        },
      },
    },
    async (request, reply) => {
      const page = await findLibraryPage(db, settings, {
        page: request.params.page,
        newestFirst: request.query.newestFirst === 'true',
      });
      return sendSerialized(reply, page, ({ data, hasMore }) => ({ data: data.map(toRestVideo), hasMore }));
    },
  );

  app.get(
    '/api/books',
    {
      schema: {
        operationId: 'listVideos',
        summary: 'The videos of one category (?cat) or matching a search (?search)',
        description:
          "Give `cat` (one of the library's categories: newest first) or `search` (words matched as " +
          'prefixes in the title, the category and the description: best match first); with both, the ' +
          'search wins.',
        tags: ['videos'],
        querystring: z
          .object({
            cat: z
              .enum(VIDEO_CATEGORIES, { error: (issue) => `Unknown category: ${quoted(issue.input)}` })
              .optional()
              .meta({ example: 'Current Events' }),
            search: ZSearchSchema.optional(),
          })
          .refine((query) => query.cat !== undefined || query.search !== undefined, {
            message: 'Ask for ?cat={category} or ?search={keyword}.',
          }),
        response: { 200: ZVideoList, ...errorResponses(INVALID_INPUT) },
      },
    },
    async (request, reply) => {
      const { cat, search } = request.query;
      const videos =
        search !== undefined
          ? await findVideosMatching(db, settings, search)
          : await findVideosByCategory(db, settings, cat!);
      return sendSerialized(reply, videos, (list) => ({ data: list.map(toRestVideo) }));
    },
  );

  app.get(
    '/api/books/:id',
    {
      schema: {
        operationId: 'getVideo',
        summary: 'One video',
        description: 'The video with this id, as the library lists it.',
        tags: ['videos'],
        params: VIDEO_ID,
        response: {
          200: z.object({ success: z.literal(true), data: ZRestVideo }),
          ...errorResponses(INVALID_INPUT, NO_SUCH_VIDEO),
        },
      },
    },
    async (request, reply) =>
      sendSerialized(reply, await getVideoById(db, settings, request.params.id), (video) => ({
        success: true as const,
        data: toRestVideo(video),
      })),
  );

  app.post(
    '/api/books',
    {
      onRequest: requireAdmin,
      preValidation: (request) => readMultipartBody(request, { isImageRequired: true }),
      schema: {
        ...ADMIN_ONLY,
        operationId: 'createVideo',
        summary: 'Add a video (admins)',
        description:
          'A multipart form: `url` (the TikTok video id), `category`, `image` (the thumbnail, a PNG or ' +
          'JPEG) and optionally `title` and `description`. The thumbnail is stored as WebP under /media.',
        tags: ['videos'],
        ...MULTIPART,
        body: ZVideoCreateBody,
        response: { 200: ZSuccessBody, ...errorResponses(UPLOAD, ADMIN_GATE, CROSS_SITE) },
      },
    },
    async (request) => {
      const { image, ...form } = request.body;
      await createVideo(db, settings, { form, image }, adminActor(request));
      return { success: true as const };
    },
  );

  app.put(
    '/api/books/:id',
    {
      onRequest: requireAdmin,
      preValidation: (request) => readMultipartBody(request),
      schema: {
        ...ADMIN_ONLY,
        operationId: 'updateVideo',
        summary: 'Edit a video (admins); the image is optional',
        description:
          'The same form as adding a video; without `image` the thumbnail stays. The answer names the ' +
          'category and the thumbnail as they now stand.',
        tags: ['videos'],
        ...MULTIPART,
        params: VIDEO_ID,
        body: ZVideoUploadBody,
        response: {
          200: z
            .object({
              success: z.literal(true),
              amendedBook: z.object({ category: z.string(), thumbnail_url: z.string() }),
            })
            .meta({
              id: 'AmendedVideo',
              examples: [
                {
                  success: true,
                  amendedBook: {
                    category: EXAMPLE_VIDEO.category,
                    thumbnail_url: EXAMPLE_VIDEO.thumbnail_url,
                  },
                },
              ],
            }),
          ...errorResponses(UPLOAD, ADMIN_GATE, CROSS_SITE, NO_SUCH_VIDEO),
        },
      },
    },
    async (request) => {
      const { image, ...form } = request.body;
      const video = await updateVideo(
        db,
        settings,
        request.params.id,
        { form, image: image ?? null },
        adminActor(request),
      );
      return {
        success: true as const,
        amendedBook: { category: video.category, thumbnail_url: video.thumbnailUrl },
      };
    },
  );

  app.delete(
    '/api/books/:id',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        operationId: 'deleteVideo',
        summary: 'Delete a video (admins)',
        description: 'Deletes the video and its thumbnail.',
        tags: ['videos'],
        params: VIDEO_ID,
        response: {
          200: ZSuccessBody,
          ...errorResponses(INVALID_INPUT, ADMIN_GATE, CROSS_SITE, NO_SUCH_VIDEO),
        },
      },
    },
    async (request) => {
      await deleteVideo(db, request.params.id, adminActor(request));
      return { success: true as const };
    },
  );
}
