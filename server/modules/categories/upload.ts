// Reads the one file of a multipart request (and the form fields around it, in any order) into
// memory, turning the multipart plugin's limits into the 400 envelope a person can act on.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http';

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

export async function readUpload(req: FastifyRequest, field = 'file'): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw badRequest('Send the file as multipart/form-data', [{ path: field, message: 'Attach a file' }]);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        file = { buffer, filename: part.filename, mimetype: part.mimetype };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('The file is too large', [{ path: field, message: 'File too large' }]);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one file at a time', [{ path: field, message: 'One file only' }]);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('The form has too many fields');
    throw e;
  }
  if (!file) throw badRequest('Attach a file', [{ path: field, message: 'Attach a file' }]);
  return { file, fields };
}
