import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { DomainError, InvalidInputError, TooLargeError } from "../errors";
import type { IncomingImage } from "../storage/upload-pipeline";

const tooLarge = (maxBytes: number) =>
  new TooLargeError(`The file must be at most ${Math.round(maxBytes / 1024 / 1024)} MB`);

async function toUpload(file: MultipartFile, maxBytes: number): Promise<IncomingImage> {
  const data = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(maxBytes);
    throw error;
  });
  return { fileName: file.filename, data };
}

/**
 * The multipart parser rejects a body that breaks off or breaks its own boundaries with a bare Error: the sender's
 * fault, so a 400, not a 500. Its limit errors carry their own 4xx status and pass as they are.
 */
function asMalformedForm(error: unknown): never {
  if (
    error instanceof DomainError ||
    typeof (error as { statusCode?: unknown } | null)?.statusCode === "number"
  )
    throw error;
  throw new InvalidInputError("The form is incomplete or malformed");
}

/** Reads one file field of a multipart request into memory, refusing it past the byte limit. */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<IncomingImage> {
  if (!request.isMultipart())
    throw new InvalidInputError(`Send the image as multipart/form-data in the '${field}' field`);
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file || file.fieldname !== field) throw new InvalidInputError(`The '${field}' file is missing`);
    return await toUpload(file, maxBytes);
  } catch (error) {
    asMalformedForm(error);
  }
}

export type FormWithFiles = { fields: Record<string, string>; files: Record<string, IncomingImage[]> };

/** Reads every text field and file of a multipart request; each file is held to the byte limit. */
export async function readForm(
  request: FastifyRequest,
  maxBytes: number,
  maxFiles: number,
): Promise<FormWithFiles> {
  if (!request.isMultipart()) throw new InvalidInputError("Send the form as multipart/form-data");
  const form: FormWithFiles = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: maxFiles, fieldSize: 64 * 1024 },
    })) {
      if (part.type === "file") {
        const list = form.files[part.fieldname] ?? [];
        list.push(await toUpload(part, maxBytes));
        form.files[part.fieldname] = list;
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    asMalformedForm(error);
  }
  return form;
}

/** A JSON text field of a form, or 400 when it is missing or not JSON. */
export function jsonField(form: FormWithFiles, name: string): unknown {
  const text = form.fields[name];
  if (text === undefined) throw new InvalidInputError(`The '${name}' field is missing`);
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidInputError(`The '${name}' field is not valid JSON`);
  }
}
