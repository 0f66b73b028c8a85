import type { GatewayContext } from '../../context.js';
import type { ModuleResolvers } from '../types.js';
import type { FaqCategorySource } from './faq.js';
import type { HelpSectionSource } from './helpSection.js';
import { toRestLang } from './language.js';
import { helpCenterMutations } from './mutations.js';

/** The console starts the FAQ search at 2 characters; anything shorter reads as no search (the whole FAQ). */
const MIN_SEARCH = 2;
const faqSearchOf = (search: string | null | undefined) => {
  const text = search?.trim() ?? '';
  return text.length >= MIN_SEARCH ? text : undefined;
};

async function questionsOf(category: FaqCategorySource, ctx: GatewayContext) {
  if (category.questions) return category.questions;
  const loaded = await ctx.loaders.helpCenter.faqCategory(category.restId);
  return loaded?.questions ?? [];
}

/** Help center sections and the FAQ (issue 12). lang left out: the viewer's language (the platform's default). */
export const helpCenterResolvers: ModuleResolvers = {
  Query: {
    helpSections: (_, { lang }, ctx) => ctx.loaders.helpCenter.sections(toRestLang(lang)),
    helpSection: (_, { key, lang }, ctx) => ctx.loaders.helpCenter.sectionByKey(key, toRestLang(lang)),
    faq: (_, { lang, search }, ctx) => ctx.loaders.helpCenter.faq(toRestLang(lang), faqSearchOf(search)),
  },
  HelpSection: {
    documents: (section: HelpSectionSource, _, ctx) =>
      ctx.loaders.helpCenter.sectionDocuments(section.key, section.restLang),
  },
  FaqCategory: {
    questions: (category: FaqCategorySource, _, ctx) => questionsOf(category, ctx),
  },
  ...helpCenterMutations,
};
