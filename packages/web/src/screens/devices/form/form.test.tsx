import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { commonDeviceErrors, commonDeviceInput, coordinateError, roundCoordinate, type DeviceFormBase } from './rules';
import { useDeviceForm } from './useDeviceForm';

const BASE: DeviceFormBase = {
  name: 'Entré',
  location: 'Storgatan 1',
  latitude: '59.3',
  longitude: '18.07',
  client: { id: 'c1', label: 'Kommunen' },
  owner: { id: 'u1', label: 'Anna' },
  testModeEnabled: false,
  testModeAutoDisableTimeoutMs: 60_000,
  enableClustering: false,
  deleted: false,
};

describe('the shared device rules', () => {
  it('coordinates: required, a decimal number, within the limit', () => {
    expect(coordinateError(' ', 90)).toBe('REQUIRED');
    expect(coordinateError('-90', 90)).toBeNull();
    expect(coordinateError('90.0000001', 90)).toBe('OUT_OF_RANGE');
    expect(coordinateError('1e1', 90)).toBe('OUT_OF_RANGE');
    expect(coordinateError('abc', 180)).toBe('OUT_OF_RANGE');
    expect(coordinateError(' 179.5 ', 180)).toBeNull();
  });

  it('name, location and coordinates from everyone, the client owner from a non-admin', () => {
    expect(commonDeviceErrors(BASE, false)).toEqual({});
    const empty = { ...BASE, name: ' ', location: '', latitude: '', longitude: '181', client: null };
    expect(commonDeviceErrors(empty, true)).toEqual({
      name: 'REQUIRED',
      location: 'REQUIRED',
      latitude: 'REQUIRED',
      longitude: 'OUT_OF_RANGE',
    });
    expect(commonDeviceErrors(empty, false)).toMatchObject({ client: 'REQUIRED' });
    expect(commonDeviceErrors({ ...BASE, name: 'x'.repeat(101), location: 'y'.repeat(201) }, true)).toEqual({
      name: 'TOO_LONG',
      location: 'TOO_LONG',
    });
  });

  it('the common input: trimmed text, numbers, ids, timeout only while test mode is on, deleted only when existing', () => {
    const values = { ...BASE, name: ' Entré ', latitude: '59.30' };
    expect(commonDeviceInput(values, { existing: false })).toEqual({
      name: 'Entré',
      location: 'Storgatan 1',
      latitude: 59.3,
      longitude: 18.07,
      clientId: 'c1',
      ownerId: 'u1',
      testModeEnabled: false,
      testModeAutoDisableTimeoutMs: 0,
      enableClustering: false,
    });
    expect(commonDeviceInput({ ...values, testModeEnabled: true, deleted: true }, { existing: true })).toMatchObject({
      testModeAutoDisableTimeoutMs: 60_000,
      deleted: true,
    });
    expect(roundCoordinate(57.70887654321)).toBe('57.7088765');
  });
});

/** A bare form on the shared state: what the three device forms build on. */
function Harness({ save, existing = true }: { save: () => void; existing?: boolean }) {
  const state = useDeviceForm<DeviceFormBase>({
    initial: BASE,
    existing,
    readOnly: false,
    validate: (values) => commonDeviceErrors(values, false),
    fieldText: (field, error) => `${field}:${error.code}`,
  });
  const { values, errors } = state;
  return (
    <form ref={state.formRef} onSubmit={state.submit(save)} aria-label="device">
      <input aria-label="name" value={values.name} onChange={(event) => state.set('name', event.target.value)} />
      <p data-testid="values">{JSON.stringify(values)}</p>
      <p data-testid="errors">{JSON.stringify(errors)}</p>
      <button type="button" onClick={() => state.setClient({ id: 'c1', label: 'Kommunen' })}>
        same client
      </button>
      <button type="button" onClick={() => state.setClient({ id: 'c2', label: 'Nacka' })}>
        other client
      </button>
      <button type="button" onClick={() => state.moveTo(57.70887654321, 11.9746)}>
        move
      </button>
      <button type="button" onClick={() => state.set('deleted', true)}>
        delete
      </button>
      <button
        type="button"
        onClick={() => state.rejected([{ field: 'lat', code: 'OUT_OF_RANGE', message: 'out of range' }])}
      >
        reject
      </button>
      <button type="submit">save</button>
      {state.deletedConfirm(save).open && (
        <button type="button" onClick={state.deletedConfirm(save).onConfirm}>
          confirm deleted
        </button>
      )}
    </form>
  );
}

const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));
const shown = (id: 'values' | 'errors') => JSON.parse(screen.getByTestId(id).textContent!) as Record<string, unknown>;

describe('useDeviceForm', () => {
  it('a new client owner clears the owner; the same one keeps it', () => {
    renderWithProviders(<Harness save={vi.fn()} />);
    click('same client');
    expect(shown('values').owner).toEqual({ id: 'u1', label: 'Anna' });
    click('other client');
    expect(shown('values')).toMatchObject({ client: { id: 'c2' }, owner: null });
  });

  it('a map move rounds to 7 decimals; a field shows its problem once changed, every one after a save was tried', () => {
    const save = vi.fn();
    renderWithProviders(<Harness save={save} />);
    click('move');
    expect(shown('values')).toMatchObject({ latitude: '57.7088765', longitude: '11.9746' });
    act(() => fireEvent.change(screen.getByRole('textbox', { name: 'name' }), { target: { value: ' ' } }));
    expect(shown('errors')).toEqual({ name: ['name:REQUIRED'] });
    click('save');
    expect(save).not.toHaveBeenCalled();
  });

  it('the server errors show at the form fields until that field changes', () => {
    renderWithProviders(<Harness save={vi.fn()} />);
    click('reject');
    expect(shown('errors')).toEqual({ latitude: ['latitude:OUT_OF_RANGE'] });
    click('move');
    expect(shown('errors')).toEqual({});
  });

  it('newly setting the deleted flag asks before saving', () => {
    const save = vi.fn();
    renderWithProviders(<Harness save={save} />);
    click('delete');
    click('save');
    expect(save).not.toHaveBeenCalled();
    click('confirm deleted');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('an unchanged form saves nothing; a valid change saves', () => {
    const save = vi.fn();
    renderWithProviders(<Harness save={save} />);
    click('save');
    expect(save).not.toHaveBeenCalled();
    click('move');
    click('save');
    expect(save).toHaveBeenCalledTimes(1);
  });
});
