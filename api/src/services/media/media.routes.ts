// HTTP of the media service: POST /api/upload, DELETE /api/upload/:fileId, and GET /media/:fileId/:variant.
import Router from '@koa/router';
import multer from '@koa/multer';
import type { Next } from 'koa';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf, type AppContext, type AppState } from '../../http/context.ts';
import { requireUser } from '../../lib/auth/authorize.ts';
import { AppError, badRequest, tooLarge } from '../../lib/errors.ts';
import { deleteUpload, openVariant, uploadImage, type UploadedFile } from './media.ts';

/** The one call whose body is not JSON: a multipart form with the image in field `file`. */
export const UPLOAD_PATH = '/api/upload';

/** Variants never change once written (a new upload gets a new id), so browsers and proxies may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function mediaRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  // Signed-in is checked before the body is read, so an anonymous caller cannot make us take in 5 MB.
  router.post(UPLOAD_PATH, signedInFirst, receiveOneFile(), async (ctx) => {
    ctx.status = 201;
    ctx.body = await uploadImage(deps, fileOf(ctx), callerOf(ctx));
  });

  router.delete('/api/upload/:fileId', async (ctx) => {
    await deleteUpload(deps, ctx.params.fileId ?? '', callerOf(ctx));
    ctx.body = { success: true };
  });

  router.get('/media/:fileId/:name', async (ctx) => {
    const object = await openVariant(deps, ctx.params.fileId ?? '', ctx.params.name ?? '');
    // Body first: Koa drops a Content-Length set before a stream body.
    ctx.body = object.body;
    ctx.type = object.contentType;
    ctx.length = object.size;
    ctx.set('Cache-Control', IMMUTABLE);
  });

  return router;
}

const signedInFirst = async (ctx: AppContext, next: Next) => {
  requireUser(ctx.state.user);
  await next();
};

/** The multipart body: one file in field `file`, held in memory (at most 5 MB), and hardly any other fields. */
function receiveOneFile() {
  const options = {
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 64 * 1024 },
    // Browsers send UTF-8 file names; busboy would read them as Latin-1.
    defParamCharset: 'utf8',
  };
  const single = multer(options).single('file');
  return async (ctx: AppContext, next: Next) => {
    try {
      // Multer waits for the rest of a refused body before it answers, so the client sees the answer, not a reset.
      await single(ctx as never, async () => {});
    } catch (err) {
      throw refusal(err);
    }
    await next();
  };
}

function refusal(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'LIMIT_FILE_SIZE') return tooLarge(UPLOAD_MESSAGES.tooLarge);
  if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE') return badRequest(UPLOAD_MESSAGES.oneFile);
  // Any other multer or busboy failure means a malformed or cut-off multipart body.
  return badRequest(UPLOAD_MESSAGES.unreadable);
}

function fileOf(ctx: AppContext): UploadedFile | undefined {
  const file = (ctx.request as { file?: { buffer: Buffer; originalname: string } }).file;
  return file ? { buffer: file.buffer, originalName: file.originalname } : undefined;
}
