import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import sv from '../i18n/sv.json';
import { refusedPicksText, type BatchAddError } from './refusedPicks';

const picked = [
  { id: 'u1', label: 'Anna Berg' },
  { id: 'u2', label: 'Per Holm' },
  { id: 'u3', label: 'Lisa Ek' },
];
const error: BatchAddError = {
  field: 'userIds',
  code: 'NOT_IN_DOCUMENT_CLIENTS',
  message: 'Nothing was added; refused: ...',
  refused: [
    { pickedId: 'u2', name: 'Per Holm', code: 'NOT_IN_DOCUMENT_CLIENTS' },
    // The platform names no pick the viewer cannot see: the picker's label stands in.
    { pickedId: 'u3', name: null, code: 'NOT_FOUND' },
  ],
};

describe('refused picks', () => {
  it('names each refused pick and why, and says how many are still chosen, in each language', () => {
    expect(refusedPicksText(createIntl({ locale: 'en', messages: en }), error, picked)).toBe(
      "Nothing was added. These picks were refused: Per Holm (not of the document's clients); Lisa Ek (not found, or no longer yours to add). The other pick is still chosen: add it again.",
    );
    expect(refusedPicksText(createIntl({ locale: 'sv', messages: sv }), error, picked)).toBe(
      'Inget lades till. De här valen nekades: Per Holm (hör inte till dokumentets kunder); Lisa Ek (hittades inte, eller är inte längre din att lägga till). Det andra valet finns kvar: lägg till det igen.',
    );
    const spanish = refusedPicksText(createIntl({ locale: 'es', messages: es }), error, picked);
    expect(spanish).toContain('Per Holm (no pertenece a los clientes del documento)');
    expect(spanish).toContain('La otra selección sigue elegida');
  });

  it('says nothing of kept picks when every pick was refused; an unknown code reads as its field error', () => {
    const one = { ...error, refused: [{ pickedId: 'u1', name: 'Anna Berg', code: 'NOT_IN_CLIENT' }] };
    expect(refusedPicksText(createIntl({ locale: 'en', messages: en }), one, [picked[0]!])).toBe(
      `Nothing was added. This pick was refused: Anna Berg (${en['fieldError.NOT_IN_CLIENT']}).`,
    );
  });
});
