import type { TextDescriptor } from '@portal/shared/i18n';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ID_FILE_MAX_BYTES } from '@portal/shared/constants';
import { VALIDATION_TEXTS } from '@portal/shared/validation';
import { requireAuth } from '../../platform/http/auth-context';
import { AppError, badUserInput, notFound } from '../../platform/http/errors';
import { IDENTITY_DOCUMENT_FIELDS, identifyImage, type IdentityDocumentField } from './identity-document-service';
import { noStore } from '../../platform/http/no-store';

/**
 * Identity documents (requirements §7 `POST /assets/private/`): multipart with TENANT_GUID, CLIENT_GUID
 * and one image under the lowercase document type ('passport' or 'license'). Only the session's
 * own client and tenant (any other pair is answered as if it did not exist); judged by its bytes
 * (PNG or JPEG signature), never by its name or declared type; at most 10 MB; stored privately
 * under the client's prefix in the object store, with an identity_document row. Answers
 * `201 { <type>: <asset id> }`.
 */

export const DOCUMENT_NOT_FOUND = 'Not found';
export const FILE_TOO_LARGE = VALIDATION_TEXTS.fileTooLarge;
export const FILE_TYPE = VALIDATION_TEXTS.fileType;
export const ONE_DOCUMENT: TextDescriptor = { id: 'clients.oneDocument' };
export const OWNER_REQUIRED = 'TENANT_GUID and CLIENT_GUID are required';
export const NOT_MULTIPART: TextDescriptor = { id: 'clients.notMultipart' };
export const MALFORMED_UPLOAD: TextDescriptor = { id: 'clients.malformedUpload' };

interface Upload {
  fields: Map<string, string>;
  file: { field: IdentityDocumentField; bytes: Buffer } | null;
}

function isDocumentField(name: string): name is IdentityDocumentField {
  return Object.hasOwn(IDENTITY_DOCUMENT_FIELDS, name);
}

/**
 * @fastify/multipart's own errors, as the API's messages. Anything else thrown while reading
 * the parts comes from the bytes the caller sent (busboy: no boundary, unexpected end of
 * form, malformed part headers): a 400, never a 500.
 */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 413, FILE_TOO_LARGE);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badUserInput(ONE_DOCUMENT);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 415, NOT_MULTIPART);
    default:
      return badUserInput(MALFORMED_UPLOAD);
  }
}

/** Reads every part: each file is consumed whole (up to the limit), or the request would stall. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const upload: Upload = { fields: new Map(), file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') upload.fields.set(part.fieldname, part.value.trim());
        continue;
      }
      if (!isDocumentField(part.fieldname) || upload.file) {
        part.file.resume(); // drain it
        throw badUserInput(ONE_DOCUMENT);
      }
      upload.file = { field: part.fieldname, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw uploadError(error);
  }
  return upload;
}

export async function identityDocumentRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: ID_FILE_MAX_BYTES,
      files: 1,
      fields: 4,
      parts: 6,
      fieldSize: 200,
      fieldNameSize: 50,
      headerPairs: 50,
    },
  });
  app.addHook('onSend', noStore);

  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    const { clientId, tenantId } = requireAuth(request);
    const { fields, file } = await readUpload(request);
    const ownerTenant = fields.get('TENANT_GUID');
    const ownerClient = fields.get('CLIENT_GUID');
    if (!ownerTenant || !ownerClient) throw badUserInput(OWNER_REQUIRED);
    if (ownerTenant !== tenantId || ownerClient !== clientId) throw notFound(DOCUMENT_NOT_FOUND);
    if (!file) throw badUserInput(ONE_DOCUMENT);
    const image = identifyImage(file.bytes);
    if (!image) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, FILE_TYPE);

    const document = await app.services.identityDocuments.store(app.providers.objectStore, {
      tenantId,
      clientId,
      field: file.field,
      image,
      bytes: file.bytes,
    });
    request.log.info({ identityDocumentId: document.id, documentType: document.type }, 'identity document stored');
    return reply.code(201).send({ [file.field]: document.id });
  };

  // The required path has the trailing slash; the bare one is the same route.
  app.post('/assets/private/', upload);
  app.post('/assets/private', upload);
}
