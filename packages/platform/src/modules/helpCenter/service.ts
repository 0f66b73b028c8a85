import { recordAction } from '../../audit/actionLog.js';
import type { Db, Queryable } from '../../db/types.js';
import { badRequest, forbidden, notFound, type FieldErrors } from '../../http/errors.js';
import { canWriteDocuments } from '../../policy/documents.js';
import { isAdmin, scopeOf, type Caller } from '../../policy/index.js';
import { toDocument } from '../documents/service.js';
import type { ObjectStorage } from '../../storage/index.js';
import { HelpCenterRepository, type FaqCategoryRow, type FaqQuestionRow, type SectionRow } from './repository.js';
import {
  categoryExists,
  langOf,
  searchText,
  sectionExists,
  throwIfAny,
  validateFaqCategoryName,
  validateNewSection,
  validateQuestion,
  validateSectionChange,
  type Lang,
  type QuestionInput,
  type SectionFields,
  type SectionInput,
} from './rules.js';

const toSection = (r: SectionRow) => ({
  id: r.id,
  category: r.category,
  sectionKey: r.section_key,
  lang: r.lang,
  description: r.description,
  documentCount: r.document_count,
  createdAt: r.created_at.toISOString(),
});

const fieldsOf = (r: SectionRow): SectionFields => ({
  category: r.category,
  sectionKey: r.section_key,
  lang: r.lang,
  description: r.description,
});

const toQuestion = (r: FaqQuestionRow) => ({
  id: r.id,
  question: r.question,
  answer: r.answer,
  categoryId: r.category_id,
  category: r.category,
  lang: r.lang,
});

/** Rows of categories joined with their questions, in order, as categories with their questions. */
function groupFaq(rows: Awaited<ReturnType<HelpCenterRepository['faq']>>) {
  const categories: { id: number; category: string; lang: Lang; questions: object[] }[] = [];
  for (const r of rows) {
    let last = categories[categories.length - 1];
    if (last?.id !== r.category_id) {
      last = { id: r.category_id, category: r.category, lang: r.lang, questions: [] };
      categories.push(last);
    }
    if (r.id != null) last.questions.push({ id: r.id, question: r.question, answer: r.answer });
  }
  return categories;
}

const adminOnly = (caller: Caller) => {
  if (!isAdmin(caller)) throw forbidden('Only an admin manages the help center');
};

export class HelpCenterService {
  private readonly repo: HelpCenterRepository;

  constructor(
    private readonly db: Db,
    private readonly storage: ObjectStorage,
  ) {
    this.repo = new HelpCenterRepository(db);
  }

  // --- sections ---------------------------------------------------------------------------------------

  async sections(caller: Caller, lang: Lang | undefined) {
    const rows = await this.repo.sections(lang ?? langOf(caller.language), canWriteDocuments(caller));
    return rows.map(toSection);
  }

  private async section(id: number): Promise<SectionRow> {
    const row = await this.repo.section(id);
    if (!row) throw notFound('Help section not found');
    return row;
  }

  async createSection(caller: Caller, input: SectionInput) {
    adminOnly(caller);
    const fields = validateNewSection(input);
    const id = await this.db.transaction(async (tx) => {
      const newId = await new HelpCenterRepository(tx).insertSection(fields);
      if (newId === undefined) throw sectionExists(fields.sectionKey, fields.lang);
      await recordAction(tx, {
        entityType: 'helpSection',
        entityId: newId,
        action: 'create',
        actorId: caller.id,
        after: { ...fields },
      });
      return newId;
    });
    return toSection(await this.section(id));
  }

  async updateSection(caller: Caller, id: number, input: SectionInput) {
    adminOnly(caller);
    await this.db.transaction(async (tx) => {
      const repo = new HelpCenterRepository(tx);
      const row = await repo.section(id, true);
      if (!row) throw notFound('Help section not found');
      const before = fieldsOf(row);
      const after = validateSectionChange(before, input);
      await repo.updateSection(id, after);
      await recordAction(tx, {
        entityType: 'helpSection',
        entityId: id,
        action: 'update',
        actorId: caller.id,
        before: { ...before },
        after: { ...after },
      });
    });
    return toSection(await this.section(id));
  }

  /** The section's documents (its key, its language) go with it; their files after the commit. */
  async deleteSection(caller: Caller, id: number): Promise<void> {
    adminOnly(caller);
    const documents = await this.db.transaction(async (tx) => {
      const repo = new HelpCenterRepository(tx);
      const row = await repo.section(id, true);
      if (!row) throw notFound('Help section not found');
      const deleted = await repo.deleteSection(row);
      await recordAction(tx, {
        entityType: 'helpSection',
        entityId: id,
        action: 'delete',
        actorId: caller.id,
        before: { ...fieldsOf(row), documentIds: deleted.map((d) => d.id) },
      });
      return deleted;
    });
    await this.removeFiles(documents.flatMap((d) => (d.storage_key ? [d.storage_key] : [])));
  }

  /** Best effort: a file left behind is unreachable (its row is gone), never a failed delete. */
  private async removeFiles(keys: string[]) {
    for (const key of keys) await this.storage.delete(key).catch(() => undefined);
  }

  async sectionDocuments(caller: Caller, key: string, lang: Lang | undefined) {
    const language = lang ?? langOf(caller.language);
    if (!(await this.repo.sectionByKey(key, language))) throw notFound('Help section not found');
    const scope = await scopeOf(this.db, caller);
    const rows = await this.repo.sectionDocuments(key, language, caller, scope);
    return rows.map((r) => toDocument(r, caller, scope, false));
  }

  // --- FAQ --------------------------------------------------------------------------------------------

  async faq(caller: Caller, lang: Lang | undefined, q: string | undefined) {
    return groupFaq(await this.repo.faq(lang ?? langOf(caller.language), searchText(q)));
  }

  async question(_caller: Caller, id: number) {
    const row = await this.repo.question(id);
    if (!row) throw notFound('Question not found');
    return toQuestion(row);
  }

  /**
   * The question's category: `sectionId`, an existing category of `lang`, else the one named `category`
   * (found whatever its case, or created; the creation is audited too). Undefined with `fields` set.
   */
  private async categoryFor(
    tx: Queryable,
    caller: Caller,
    fields: FieldErrors,
    input: Pick<QuestionInput, 'sectionId' | 'category'>,
    lang: Lang,
  ): Promise<FaqCategoryRow | undefined> {
    const repo = new HelpCenterRepository(tx);
    if (input.sectionId !== undefined) {
      const found = await repo.category(input.sectionId);
      if (found?.lang === lang) return found;
      fields.sectionId = 'NOT_FOUND';
      return undefined;
    }
    const name = validateFaqCategoryName(fields, input.category);
    if (Object.keys(fields).length) return undefined;
    const category = await repo.findOrCreateCategory(name, lang);
    if (category.created)
      await recordAction(tx, {
        entityType: 'faqCategory',
        entityId: category.id,
        action: 'create',
        actorId: caller.id,
        after: { category: category.category, lang },
      });
    return category;
  }

  async createQuestion(caller: Caller, input: QuestionInput) {
    adminOnly(caller);
    const id = await this.db.transaction(async (tx) => {
      const { fields, question, answer } = validateQuestion(input);
      if (!input.lang) fields.lang = 'REQUIRED';
      const category = input.lang ? await this.categoryFor(tx, caller, fields, input, input.lang) : undefined;
      throwIfAny(fields, 'Invalid question');
      const newId = await new HelpCenterRepository(tx).insertQuestion(category!.id, question, answer);
      await recordAction(tx, {
        entityType: 'faqQuestion',
        entityId: newId,
        action: 'create',
        actorId: caller.id,
        after: { question, answer, categoryId: category!.id, lang: category!.lang },
      });
      return newId;
    });
    return this.question(caller, id);
  }

  /** Fields left out keep their value; `sectionId` or `category` moves it within its language. */
  async updateQuestion(caller: Caller, id: number, input: QuestionInput) {
    adminOnly(caller);
    await this.db.transaction(async (tx) => {
      const repo = new HelpCenterRepository(tx);
      const row = await repo.question(id);
      if (!row) throw notFound('Question not found');
      const { fields, question, answer } = validateQuestion({
        question: input.question ?? row.question,
        answer: input.answer ?? row.answer,
      });
      if (input.lang !== undefined && input.lang !== row.lang) fields.lang = 'READ_ONLY';
      const moving = input.sectionId !== undefined || input.category !== undefined;
      const category = moving ? await this.categoryFor(tx, caller, fields, input, row.lang) : undefined;
      throwIfAny(fields, 'Invalid question');
      const categoryId = category?.id ?? row.category_id;
      await repo.updateQuestion(id, categoryId, question, answer);
      await recordAction(tx, {
        entityType: 'faqQuestion',
        entityId: id,
        action: 'update',
        actorId: caller.id,
        before: { question: row.question, answer: row.answer, categoryId: row.category_id },
        after: { question, answer, categoryId },
      });
    });
    return this.question(caller, id);
  }

  async deleteQuestion(caller: Caller, id: number): Promise<void> {
    adminOnly(caller);
    await this.db.transaction(async (tx) => {
      const repo = new HelpCenterRepository(tx);
      const row = await repo.question(id);
      if (!row || !(await repo.deleteQuestion(id))) throw notFound('Question not found');
      await recordAction(tx, {
        entityType: 'faqQuestion',
        entityId: id,
        action: 'delete',
        actorId: caller.id,
        before: { question: row.question, answer: row.answer, categoryId: row.category_id, lang: row.lang },
      });
    });
  }

  /** The renamed category with its questions. */
  async renameCategory(caller: Caller, id: number, input: { category?: string }) {
    adminOnly(caller);
    const fields: FieldErrors = {};
    const name = validateFaqCategoryName(fields, input.category);
    if (Object.keys(fields).length) throw badRequest('Invalid category', fields);
    const lang = await this.db.transaction(async (tx) => {
      const repo = new HelpCenterRepository(tx);
      const row = await repo.category(id, true);
      if (!row) throw notFound('FAQ category not found');
      if (!(await repo.renameCategory(id, name))) throw categoryExists(name, row.lang);
      await recordAction(tx, {
        entityType: 'faqCategory',
        entityId: id,
        action: 'update',
        actorId: caller.id,
        before: { category: row.category },
        after: { category: name },
      });
      return row.lang;
    });
    return groupFaq(await this.repo.faq(lang, undefined, id))[0]!;
  }

  async deleteCategory(caller: Caller, id: number): Promise<void> {
    adminOnly(caller);
    await this.db.transaction(async (tx) => {
      const repo = new HelpCenterRepository(tx);
      const row = await repo.category(id, true);
      if (!row) throw notFound('FAQ category not found');
      const questionIds = await repo.deleteCategory(id);
      await recordAction(tx, {
        entityType: 'faqCategory',
        entityId: id,
        action: 'delete',
        actorId: caller.id,
        before: { category: row.category, lang: row.lang, questionIds },
      });
    });
  }
}
