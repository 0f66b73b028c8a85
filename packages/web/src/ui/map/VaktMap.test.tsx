import { screen } from '@testing-library/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LocateControl, VaktMap } from './VaktMap';

const fakeMap = () => {
  const flyTo = vi.fn();
  return { map: { flyTo } as unknown as MapLibreMap, flyTo };
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the map', () => {
  it('locate: a button that goes to zoom 14 at the browser position', () => {
    const { map, flyTo } = fakeMap();
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 57.7, longitude: 11.97 } } as GeolocationPosition),
      },
    });
    const element = new LocateControl('Show my location', () => null).onAdd(map);
    const button = element.querySelector('button')!;
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-label')).toBe('Show my location');
    button.click();
    expect(flyTo).toHaveBeenCalledWith({ center: [11.97, 57.7], zoom: 14 });
  });

  it('locate: at the first marker when the browser cannot tell where it is', () => {
    const { map, flyTo } = fakeMap();
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail(null as never) },
    });
    const element = new LocateControl('Show my location', () => ({ latitude: 59.33, longitude: 18.07 })).onAdd(map);
    element.querySelector('button')!.click();
    expect(flyTo).toHaveBeenCalledWith({ center: [18.07, 59.33], zoom: 14 });
  });

  it('without WebGL the page still renders, saying when there is nothing to show', async () => {
    renderWithProviders(<VaktMap label="Map of the network" markers={[]} noLocationText="No position yet." />);
    expect(await screen.findByText('No position yet.')).toBeTruthy();
    expect(screen.getByTestId('map')).toBeTruthy();
  });
});
