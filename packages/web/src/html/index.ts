export { plainText, sanitizeAnswer } from './answerHtml';
