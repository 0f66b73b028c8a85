import type { GatewayContext } from '../../context.js';
import { toGlobalId } from '../../ids.js';
import {
  toFaqCategory,
  toFaqQuestion,
  toFaqQuestionBody,
  type FaqQuestionInput,
  type RestFaqCategory,
  type RestFaqQuestion,
} from './faq.js';
import {
  toCreateSectionBody,
  toHelpSection,
  toUpdateSectionBody,
  type HelpSectionInput,
  type RestHelpSection,
} from './helpSection.js';
import { FAQ_PATH, HELP_CENTER_PATH, faqQuestionPath } from './loaders.js';

/** Admin writes to the help center (the platform answers 403 to anyone else). */

const sectionPath = (restId: number) => `${HELP_CENTER_PATH}/${restId}`;
const faqCategoryPath = (restId: number) => `${FAQ_PATH}/section/${restId}`;

/** A write changes what the lists answer: later reads in this request go to the platform again. */
const forgetHelpCenter = (ctx: GatewayContext) => ctx.rest.forget(HELP_CENTER_PATH);

export async function createSection(ctx: GatewayContext, input: HelpSectionInput) {
  const created = await ctx.rest.post<RestHelpSection>(HELP_CENTER_PATH, toCreateSectionBody(input));
  forgetHelpCenter(ctx);
  return toHelpSection(created);
}

export async function updateSection(ctx: GatewayContext, restId: number, input: HelpSectionInput) {
  const updated = await ctx.rest.patch<RestHelpSection>(sectionPath(restId), toUpdateSectionBody(input));
  forgetHelpCenter(ctx);
  return toHelpSection(updated);
}

export async function deleteSection(ctx: GatewayContext, restId: number) {
  await ctx.rest.delete(sectionPath(restId));
  forgetHelpCenter(ctx);
  return { deletedId: toGlobalId('HelpSection', restId) };
}

export async function createFaqQuestion(ctx: GatewayContext, input: FaqQuestionInput, categoryRestId?: number) {
  const created = await ctx.rest.post<RestFaqQuestion>(FAQ_PATH, toFaqQuestionBody(input, categoryRestId));
  forgetHelpCenter(ctx);
  return toFaqQuestion(created);
}

export async function updateFaqQuestion(
  ctx: GatewayContext,
  restId: number,
  input: FaqQuestionInput,
  categoryRestId?: number,
) {
  // lang goes along: the platform keeps the question's language (another one is READ_ONLY).
  const updated = await ctx.rest.patch<RestFaqQuestion>(
    faqQuestionPath(restId),
    toFaqQuestionBody(input, categoryRestId),
  );
  forgetHelpCenter(ctx);
  return toFaqQuestion(updated);
}

export async function deleteFaqQuestion(ctx: GatewayContext, restId: number) {
  await ctx.rest.delete(faqQuestionPath(restId));
  forgetHelpCenter(ctx);
  return { deletedId: toGlobalId('FaqQuestion', restId) };
}

export async function renameFaqCategory(ctx: GatewayContext, restId: number, category: string) {
  const renamed = await ctx.rest.patch<RestFaqCategory>(faqCategoryPath(restId), { category });
  forgetHelpCenter(ctx);
  return toFaqCategory(renamed);
}

export async function deleteFaqCategory(ctx: GatewayContext, restId: number) {
  await ctx.rest.delete(faqCategoryPath(restId));
  forgetHelpCenter(ctx);
  return { deletedId: toGlobalId('FaqCategory', restId) };
}
