import type { TextDescriptor } from '@portal/shared/i18n';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../platform/http/auth-context';
import { notFound } from '../platform/http/errors';
import type { ObjectStore } from '../platform/providers';
import { pathId } from '../platform/http/input-schemas';
import { noStore } from '../platform/http/no-store';
import { isUuid } from '../platform/http/request-scope';
import { PDF_CONTENT_TYPE } from './issue-notice';
import type { NoticeRepository } from './notice-repository';

export const MESSAGE_NOT_FOUND: TextDescriptor = { id: 'notices.messageNotFound' };

/** `GET /messages/:id/pdf`, the messageURL of a notice: the PDF, to its owner's session only (anyone else: 404). */
export async function noticeRoutes(
  app: FastifyInstance,
  { notices, objectStore }: { notices: NoticeRepository; objectStore: ObjectStore },
) {
  app.addHook('onSend', noStore);

  app.get<{ Params: { id: string } }>(
    '/messages/:id/pdf',
    { schema: { params: { type: 'object', properties: { id: pathId }, required: ['id'] } } },
    async (request, reply) => {
      const { clientId, tenantId } = requireAuth(request);
      const id = request.params.id.toLowerCase();
      const message = isUuid(id) ? await notices.findOwnMessage({ clientId, tenantId }, id) : null;
      const stored = message?.pdfStorageKey ? await objectStore.get(message.pdfStorageKey) : null;
      if (!message || !stored) throw notFound(MESSAGE_NOT_FOUND);
      return reply
        .type(PDF_CONTENT_TYPE)
        .header('content-disposition', `inline; filename="${message.type}-${id}.pdf"`)
        .send(stored.body);
    },
  );
}
