import { restIdArg } from '../../ids.js';
import type { ModuleResolvers } from '../types.js';
import { faqField } from './faq.js';
import { sectionField } from './helpSection.js';
import { payloadWithRefusals } from './refusals.js';
import * as writes from './writes.js';

const sectionId = (id: string) => restIdArg('HelpSection', id);
const questionId = (id: string) => restIdArg('FaqQuestion', id);
const categoryId = (id: string) => restIdArg('FaqCategory', id);
const optionalCategoryId = (id: string | null | undefined) =>
  id ? restIdArg('FaqCategory', id, 'input.categoryId') : undefined;

/**
 * Help center and FAQ mutations (admin). Field errors (400 with fields) and the conflicts SECTION_EXISTS (key),
 * READ_ONLY (key) and CATEGORY_EXISTS (category) are payload errors; 403 and 404 stay GraphQL errors.
 */
export const helpCenterMutations: ModuleResolvers = {
  Mutation: {
    createHelpSection: (_, { input }, ctx) =>
      payloadWithRefusals(
        'section',
        () => writes.createSection(ctx, input),
        { SECTION_EXISTS: 'key', READ_ONLY: 'key' },
        sectionField,
      ),
    updateHelpSection: (_, { id, input }, ctx) =>
      payloadWithRefusals(
        'section',
        () => writes.updateSection(ctx, sectionId(id), input),
        { READ_ONLY: 'key', SECTION_EXISTS: 'key' },
        sectionField,
      ),
    deleteHelpSection: (_, { id }, ctx) => writes.deleteSection(ctx, sectionId(id)),
    createFaqQuestion: (_, { input }, ctx) =>
      payloadWithRefusals(
        'question',
        () => writes.createFaqQuestion(ctx, input, optionalCategoryId(input.categoryId)),
        { CATEGORY_EXISTS: 'category' },
        faqField,
      ),
    updateFaqQuestion: (_, { id, input }, ctx) =>
      payloadWithRefusals(
        'question',
        () => writes.updateFaqQuestion(ctx, questionId(id), input, optionalCategoryId(input.categoryId)),
        { CATEGORY_EXISTS: 'category' },
        faqField,
      ),
    deleteFaqQuestion: (_, { id }, ctx) => writes.deleteFaqQuestion(ctx, questionId(id)),
    renameFaqCategory: (_, { id, category }, ctx) =>
      payloadWithRefusals('category', () => writes.renameFaqCategory(ctx, categoryId(id), category), {
        CATEGORY_EXISTS: 'category',
      }),
    deleteFaqCategory: (_, { id }, ctx) => writes.deleteFaqCategory(ctx, categoryId(id)),
  },
};
