import { describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../ids.js';
import {
  integrationBody,
  integrationFieldName,
  integrationGlobalId,
  parseIntegrationId,
  toIntegration,
  toSiaCode,
} from './integration.js';

describe('integration mapping (REST ⇄ schema)', () => {
  it('SIA code names: every language the platform answers, en, sv, es first; a missing one is just absent', () => {
    expect(toSiaCode({ code: 'UA', sv: 'Larm', en: 'Untyped Zone Alarm' })).toEqual({
      code: 'UA',
      names: [
        { language: 'en', name: 'Untyped Zone Alarm' },
        { language: 'sv', name: 'Larm' },
      ],
    });
    expect(toSiaCode({ code: 'UA', fi: 'Hälytys', es: 'Alarma', sv: 'Larm', en: 'Alarm', de: 'Alarm!' }).names).toEqual(
      [
        { language: 'en', name: 'Alarm' },
        { language: 'sv', name: 'Larm' },
        { language: 'es', name: 'Alarma' },
        { language: 'de', name: 'Alarm!' },
        { language: 'fi', name: 'Hälytys' },
      ],
    );
    // Not languages: longer keys, empty and non-text values.
    expect(toSiaCode({ code: 'UA', en: 'Alarm', es: '', category: 'alarm', sv: null }).names).toEqual([
      { language: 'en', name: 'Alarm' },
    ]);
  });

  it('the body: null clears an optional setting, a blank or null PIN and null codes are left out', () => {
    expect(
      integrationBody({
        kind: 'MANITOU',
        ip: '10.0.0.1',
        port: 5000,
        description: 'd',
        line: '3',
        uid: null,
        useDeviceId: null,
        pin: '  ',
        siaCodes: { create: 'BA', recall: null },
      }),
    ).toEqual({
      kind: 'manitou',
      ip: '10.0.0.1',
      port: 5000,
      description: 'd',
      settings: { line: '3', uid: '', sia_code_create: 'BA' },
    });
    expect(
      integrationBody({ kind: 'GUARDTOOLS', ip: 'h', port: 1, description: 'd', useDeviceId: false, pin: 'abcd' })
        .settings,
    ).toEqual({ use_device_id: false, pin: 'abcd' });
  });

  it("field names: the platform's body paths become the input's", () => {
    expect(integrationFieldName('settings.line')).toBe('line');
    expect(integrationFieldName('settings.use_device_id')).toBe('useDeviceId');
    expect(integrationFieldName('settings.sia_code_create')).toBe('siaCodes.create');
    expect(integrationFieldName('settings.sia_code_device_test_mode_disabled')).toBe('siaCodes.deviceTestModeDisabled');
    expect(integrationFieldName('port')).toBe('port');
  });

  it('ids carry the network; a row maps every field, unknown statuses read as PENDING', () => {
    const id = integrationGlobalId(7, 42);
    expect(fromGlobalId(id)).toEqual({ type: 'Integration', restId: '7/42' });
    expect(parseIntegrationId(id)).toEqual({ networkRestId: '7', integrationRestId: '42' });
    expect(parseIntegrationId(integrationGlobalId(7, 'x'))).toBeNull();

    const source = toIntegration({
      id: 42,
      networkId: 7,
      kind: 'shortxml',
      ip: 'alarm.example.se',
      port: 8080,
      description: 'x',
      status: 'weird',
      settings: { uid: 'tx', pinSet: true, sia_code_create: 'UA' },
    });
    expect(source).toMatchObject({
      id,
      kind: 'SHORTXML',
      status: 'PENDING',
      uid: 'tx',
      line: null,
      receiver: null,
      pinSet: true,
      useDeviceId: false,
      siaCodes: { create: 'UA', confirm: '' },
    });
  });
});
