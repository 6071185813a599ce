import { configureStore } from '@reduxjs/toolkit';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locale';
import { FitmentNote } from './fitment-note';
import { makeVehicle } from './vehicle';
import { vehicleAdded, vehiclesSlice } from './vehicles-slice';

afterEach(cleanup);

const sportsman = { vehicle: 'polaris sportsman 570', fromYear: 2021, toYear: 2024 };

function note(fitment: (typeof sportsman)[], locale: Locale = 'nb', withVehicle = true) {
  const store = configureStore({ reducer: { [vehiclesSlice.reducerPath]: vehiclesSlice.reducer } });
  if (withVehicle) store.dispatch(vehicleAdded(makeVehicle('Polaris', 2022, 'Sportsman 570')));
  const { container } = render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(locale)}>
        <FitmentNote fitment={fitment} />
      </I18nextProvider>
    </Provider>,
  );
  return container.textContent;
}

describe('FitmentNote', () => {
  it('says whether the part fits the current vehicle, in nb and nn', () => {
    expect(note([sportsman])).toBe('Passer til din Sportsman 570');
    expect(note([{ ...sportsman, toYear: 2021 }])).toBe('Passer ikke til din Sportsman 570 (2022)');
    expect(note([sportsman], 'nn')).toBe('Passar til Sportsman 570-en din');
    expect(note([{ ...sportsman, vehicle: 'polaris ranger 1000' }], 'nn')).toBe(
      'Passar ikkje til Sportsman 570-en din (2022)',
    );
  });

  it('says nothing for a universal part or without a vehicle', () => {
    expect(note([])).toBe('');
    expect(note([sportsman], 'nb', false)).toBe('');
  });
});
