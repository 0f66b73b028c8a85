import type { Queryable } from '../../db/types.js';
import { containsPattern } from '../../http/lists.js';
import { SqlFilter, visibleDocumentCondition, type Caller, type Scope } from '../../policy/index.js';
import { DOCUMENT_COLUMNS, type DocumentRow } from '../documents/repository.js';
import type { Lang, SectionFields } from './rules.js';

export interface SectionRow {
  id: number;
  category: string;
  section_key: string;
  lang: Lang;
  description: string | null;
  created_at: Date;
  document_count: number;
}

export interface FaqCategoryRow {
  id: number;
  category: string;
  lang: Lang;
}

export interface FaqQuestionRow {
  id: number;
  question: string;
  answer: string;
  category_id: number;
  category: string;
  lang: Lang;
}

/** A section's documents: its key in its language or in all languages, ready (stored) ones only. */
const SECTION_DOCUMENTS = `d.section = s.section_key AND d.lang IN (s.lang, 'all') AND d.stored_at IS NOT NULL
  AND NOT d.release_notes`;

/** `withBackoffice` false: the count a plain user's list of the section's documents has (no backoffice ones). */
const sectionColumns = (withBackoffice = true) => `s.id, s.category, s.section_key, s.lang, s.description, s.created_at,
  (SELECT count(*)::int FROM documents d WHERE ${SECTION_DOCUMENTS}${withBackoffice ? '' : ` AND d.type <> 'backoffice'`})
    AS document_count`;

/**
 * The answer as a reader sees it, for the search: block tags become spaces, other tags go, and the
 * entities sanitize-html writes are decoded (a search for "Q&A" finds "Q&amp;A").
 */
const ANSWER_TEXT = `replace(replace(replace(
  regexp_replace(regexp_replace(q.answer, '</?(p|br|li|ul|ol)(\\s[^>]*)?/?>', ' ', 'gi'), '<[^>]*>', '', 'g'),
  '&lt;', '<'), '&gt;', '>'), '&amp;', '&')`;

const QUESTION_COLUMNS = `q.id, q.question, q.answer, q.category_id, c.category, c.lang`;

export class HelpCenterRepository {
  constructor(private readonly db: Queryable) {}

  // --- sections ---------------------------------------------------------------------------------------

  sections(lang: Lang, withBackoffice: boolean) {
    return this.db.query<SectionRow>(
      `SELECT ${sectionColumns(withBackoffice)} FROM help_sections s WHERE s.lang = $1 ORDER BY lower(s.category), s.id`,
      [lang],
    );
  }

  async section(id: number, lock = false): Promise<SectionRow | undefined> {
    const rows = await this.db.query<SectionRow>(
      `SELECT ${sectionColumns()} FROM help_sections s WHERE s.id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  }

  async sectionByKey(key: string, lang: Lang): Promise<SectionRow | undefined> {
    const rows = await this.db.query<SectionRow>(
      `SELECT ${sectionColumns()} FROM help_sections s WHERE s.section_key = $1 AND s.lang = $2`,
      [key, lang],
    );
    return rows[0];
  }

  /** The new section's id, or undefined when the key is taken in that language. */
  async insertSection(f: SectionFields): Promise<number | undefined> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO help_sections (category, section_key, lang, description) VALUES ($1, $2, $3, $4)
       ON CONFLICT (section_key, lang) DO NOTHING RETURNING id`,
      [f.category, f.sectionKey, f.lang, f.description],
    );
    return rows[0]?.id;
  }

  async updateSection(id: number, f: Pick<SectionFields, 'category' | 'description'>) {
    await this.db.query(`UPDATE help_sections SET category = $2, description = $3 WHERE id = $1`, [
      id,
      f.category,
      f.description,
    ]);
  }

  /** Deletes the section and the documents of its key in its language; answers their storage keys. */
  async deleteSection(section: SectionRow): Promise<{ id: number; storage_key: string | null }[]> {
    const documents = await this.db.query<{ id: number; storage_key: string | null }>(
      `DELETE FROM documents WHERE section = $1 AND lang = $2 RETURNING id, storage_key`,
      [section.section_key, section.lang],
    );
    await this.db.query(`DELETE FROM help_sections WHERE id = $1`, [section.id]);
    return documents;
  }

  /**
   * Ready documents of a section in `lang` or in all languages that the caller may read (the documents
   * module's visibility: plain users never see backoffice ones), newest first, as the documents list's rows.
   */
  sectionDocuments(key: string, lang: Lang, caller: Caller, scope: Scope) {
    const f = new SqlFilter(scope);
    f.where(`d.section = ${f.param(key)} AND d.lang IN (${f.param(lang)}, 'all')`)
      .where('d.stored_at IS NOT NULL AND NOT d.release_notes')
      .where(visibleDocumentCondition(f, caller, 'd'));
    return this.db.query<DocumentRow>(
      `SELECT ${DOCUMENT_COLUMNS} FROM documents d ${f.toSql()} ORDER BY d.created_at DESC, d.id DESC`,
      f.params,
    );
  }

  // --- FAQ --------------------------------------------------------------------------------------------

  /**
   * Categories of a language (by name) with their questions (oldest first); with `q`, matches only. The
   * trigram index faq_questions_search_trgm_idx covers the stored HTML, not the text a reader sees, so it
   * cannot decide a match (a word split by a tag, an entity): one language's FAQ is read through
   * faq_categories_name_idx and faq_questions_category_idx instead.
   */
  faq(lang: Lang, q: string | undefined, categoryId?: number) {
    const pattern = containsPattern(q);
    const params: unknown[] = [lang];
    let match = '';
    if (pattern) match += ` AND (q.question ILIKE $${params.push(pattern)} OR ${ANSWER_TEXT} ILIKE $${params.length})`;
    if (categoryId !== undefined) match += ` AND c.id = $${params.push(categoryId)}`;
    return this.db.query<{ category_id: number; category: string; lang: Lang } & Partial<FaqQuestionRow>>(
      `SELECT c.id AS category_id, c.category, c.lang, q.id, q.question, q.answer
         FROM faq_categories c ${pattern ? 'JOIN' : 'LEFT JOIN'} faq_questions q ON q.category_id = c.id
        WHERE c.lang = $1${match}
        ORDER BY lower(c.category), c.id, q.id`,
      params,
    );
  }

  async question(id: number): Promise<FaqQuestionRow | undefined> {
    const rows = await this.db.query<FaqQuestionRow>(
      `SELECT ${QUESTION_COLUMNS} FROM faq_questions q JOIN faq_categories c ON c.id = q.category_id WHERE q.id = $1`,
      [id],
    );
    return rows[0];
  }

  async category(id: number, lock = false): Promise<FaqCategoryRow | undefined> {
    const rows = await this.db.query<FaqCategoryRow>(
      `SELECT id, category, lang FROM faq_categories WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  }

  /** The category of that name in that language (any case), created when there is none. */
  async findOrCreateCategory(name: string, lang: Lang): Promise<FaqCategoryRow & { created: boolean }> {
    const inserted = await this.db.query<FaqCategoryRow>(
      `INSERT INTO faq_categories (category, lang) VALUES ($1, $2)
       ON CONFLICT (lang, lower(category)) DO NOTHING RETURNING id, category, lang`,
      [name, lang],
    );
    if (inserted[0]) return { ...inserted[0], created: true };
    const found = await this.db.query<FaqCategoryRow>(
      `SELECT id, category, lang FROM faq_categories WHERE lang = $1 AND lower(category) = lower($2)`,
      [lang, name],
    );
    return { ...found[0]!, created: false };
  }

  /** False when another category of the language has that name. */
  async renameCategory(id: number, name: string): Promise<boolean> {
    const taken = await this.db.query(
      `SELECT 1 FROM faq_categories o JOIN faq_categories c ON c.id = $1
        WHERE o.lang = c.lang AND lower(o.category) = lower($2) AND o.id <> $1`,
      [id, name],
    );
    if (taken.length) return false;
    await this.db.query(`UPDATE faq_categories SET category = $2 WHERE id = $1`, [id, name]);
    return true;
  }

  /** Deletes the category with its questions; answers the questions' ids. */
  async deleteCategory(id: number): Promise<number[]> {
    const questions = await this.db.query<{ id: number }>(
      `SELECT id FROM faq_questions WHERE category_id = $1 ORDER BY id`,
      [id],
    );
    await this.db.query(`DELETE FROM faq_categories WHERE id = $1`, [id]);
    return questions.map((q) => q.id);
  }

  async insertQuestion(categoryId: number, question: string, answer: string): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO faq_questions (category_id, question, answer) VALUES ($1, $2, $3) RETURNING id`,
      [categoryId, question, answer],
    );
    return rows[0]!.id;
  }

  async updateQuestion(id: number, categoryId: number, question: string, answer: string) {
    await this.db.query(
      `UPDATE faq_questions SET category_id = $2, question = $3, answer = $4, updated_at = now() WHERE id = $1`,
      [id, categoryId, question, answer],
    );
  }

  async deleteQuestion(id: number): Promise<boolean> {
    const rows = await this.db.query(`DELETE FROM faq_questions WHERE id = $1 RETURNING id`, [id]);
    return rows.length > 0;
  }
}
