import type { FastifyRequest } from "fastify";
import { badRequest, HttpError } from "./errors";

export type Upload = { fileName: string; data: Buffer };

/** Reads one file field of a multipart request into memory, refusing it past the byte limit. */
export async function readUpload(request: FastifyRequest, field: string, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart())
    throw badRequest(`Send the image as multipart/form-data in the '${field}' field`);
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file || file.fieldname !== field) throw badRequest(`The '${field}' file is missing`);
  const data = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE") {
      throw new HttpError(
        413,
        "FILE_TOO_LARGE",
        `The file must be at most ${Math.round(maxBytes / 1024 / 1024)} MB`,
      );
    }
    throw error;
  });
  return { fileName: file.filename, data };
}
