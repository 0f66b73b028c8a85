import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { idParams } from '../../http/schemas.js';
import { callerOf } from '../../policy/index.js';
import type { Lang, QuestionInput, SectionInput } from './rules.js';
import {
  categoryBody,
  categoryResponse,
  documentsResponse,
  faqQuery,
  faqResponse,
  langQuery,
  questionBody,
  questionResponse,
  sectionBody,
  sectionKeyParams,
  sectionResponse,
  sectionsResponse,
} from './schemas.js';
import { HelpCenterService } from './service.js';

type Id = { Params: { id: number } };
type LangQuery = { Querystring: { lang?: Lang } };

/**
 * /help-center: sections, section documents and the FAQ (issue 12; docs/rest-contract.md "Help center").
 * Every signed-in user reads; the service lets only admins write.
 */
export async function helpCenterRoutes(app: FastifyInstance, { db, storage }: Deps) {
  const help = new HelpCenterService(db, storage);

  app.get<LangQuery>(
    '/help-center',
    { schema: { querystring: langQuery, response: { 200: sectionsResponse } } },
    (req) => help.sections(callerOf(req), req.query.lang),
  );

  app.post<{ Body: SectionInput }>(
    '/help-center',
    { schema: { body: sectionBody, response: { 201: sectionResponse } } },
    async (req, reply) => reply.status(201).send(await help.createSection(callerOf(req), req.body)),
  );

  app.patch<Id & { Body: SectionInput }>(
    '/help-center/:id',
    { schema: { params: idParams, body: sectionBody, response: { 200: sectionResponse } } },
    (req) => help.updateSection(callerOf(req), req.params.id, req.body),
  );

  app.delete<Id>('/help-center/:id', { schema: { params: idParams } }, async (req, reply) => {
    await help.deleteSection(callerOf(req), req.params.id);
    return reply.status(204).send();
  });

  app.get<LangQuery & { Params: { section: string } }>(
    '/help-center/:section/documents',
    { schema: { params: sectionKeyParams, querystring: langQuery, response: { 200: documentsResponse } } },
    (req) => help.sectionDocuments(callerOf(req), req.params.section, req.query.lang),
  );

  app.get<{ Querystring: { lang?: Lang; q?: string } }>(
    '/help-center/faq',
    { schema: { querystring: faqQuery, response: { 200: faqResponse } } },
    (req) => help.faq(callerOf(req), req.query.lang, req.query.q),
  );

  app.get<Id>('/help-center/faq/:id', { schema: { params: idParams, response: { 200: questionResponse } } }, (req) =>
    help.question(callerOf(req), req.params.id),
  );

  app.post<{ Body: QuestionInput }>(
    '/help-center/faq',
    { schema: { body: questionBody, response: { 201: questionResponse } } },
    async (req, reply) => reply.status(201).send(await help.createQuestion(callerOf(req), req.body)),
  );

  app.patch<Id & { Body: QuestionInput }>(
    '/help-center/faq/:id',
    { schema: { params: idParams, body: questionBody, response: { 200: questionResponse } } },
    (req) => help.updateQuestion(callerOf(req), req.params.id, req.body),
  );

  app.delete<Id>('/help-center/faq/:id', { schema: { params: idParams } }, async (req, reply) => {
    await help.deleteQuestion(callerOf(req), req.params.id);
    return reply.status(204).send();
  });

  app.patch<Id & { Body: { category?: string } }>(
    '/help-center/faq/section/:id',
    { schema: { params: idParams, body: categoryBody, response: { 200: categoryResponse } } },
    (req) => help.renameCategory(callerOf(req), req.params.id, req.body),
  );

  app.delete<Id>('/help-center/faq/section/:id', { schema: { params: idParams } }, async (req, reply) => {
    await help.deleteCategory(callerOf(req), req.params.id);
    return reply.status(204).send();
  });
}
