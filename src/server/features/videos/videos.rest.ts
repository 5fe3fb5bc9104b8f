import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors';
import type { TVideoFormInput } from '../../../shared/schemas/videos';
import type { Db } from '../../db/database';
import { requireAdmin } from '../../http/session';
import {
  createVideo,
  deleteVideo,
  findLibraryPage,
  findVideosInCategory,
  findVideosMatching,
  getVideoById,
  updateVideoById,
  type TVideoSettings,
  type TVideoUpload,
} from './videos.service';

const FORM_FIELDS = ['url', 'category', 'title', 'description'] as const;

/** Reads a multipart video form: its text fields and at most one file, `image` (size-limited by the plugin). */
async function readVideoUpload(request: FastifyRequest): Promise<TVideoUpload> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the video as multipart/form-data.');
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image')
        throw new AppError('BAD_REQUEST', `Unexpected file field: ${part.fieldname}`);
      image = await part.toBuffer();
    } else if (
      (FORM_FIELDS as readonly string[]).includes(part.fieldname) &&
      typeof part.value === 'string'
    ) {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields: fields as TVideoFormInput, image };
}

/** The documented library calls (spec part 1 §7): reads for everyone, writes for admins. */
export async function videoRoutes(
  app: FastifyInstance,
  { db, settings }: { db: Db; settings: TVideoSettings },
) {
  app.get<{ Params: { page: string }; Querystring: { newestFirst?: string } }>(
    '/api/books/page/:page',
    (request) => findLibraryPage(db, settings, request.params.page, request.query.newestFirst === 'true'),
  );

  app.get<{ Querystring: { cat?: string; search?: string } }>('/api/books', async (request) => {
    const { cat, search } = request.query;
    if (typeof search === 'string') return { data: await findVideosMatching(db, settings, search) };
    if (typeof cat === 'string') return { data: await findVideosInCategory(db, settings, cat) };
    throw new AppError('BAD_REQUEST', 'Ask for ?cat={category} or ?search={keyword}.');
  });

  app.get<{ Params: { id: string } }>('/api/books/:id', async (request) => ({
    success: true,
    data: await getVideoById(db, settings, request.params.id),
  }));

  app.post('/api/books', { onRequest: requireAdmin }, async (request) => {
    await createVideo(db, settings, await readVideoUpload(request));
    return { success: true };
  });

  app.put<{ Params: { id: string } }>('/api/books/:id', { onRequest: requireAdmin }, async (request) => {
    const video = await updateVideoById(db, settings, request.params.id, await readVideoUpload(request));
    return { success: true, amendedBook: { category: video.category, thumbnail_url: video.thumbnail_url } };
  });

  app.delete<{ Params: { id: string } }>('/api/books/:id', { onRequest: requireAdmin }, async (request) => {
    await deleteVideo(db, request.params.id);
    return { success: true };
  });
}
