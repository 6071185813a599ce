import { describe, expect, it } from 'vitest';
import { fitmentOf, vehicleKey } from './fitment.js';

const sportsman = { vehicle: 'polaris sportsman 570', fromYear: 2021, toYear: 2024 };
const vehicle = { manufacturer: 'Polaris', model: 'Sportsman  570', year: 2022 };

describe('fitmentOf', () => {
  it('says nothing about a universal part', () => {
    expect(fitmentOf([], vehicle)).toBeNull();
  });

  it('fits the make and model within its years, however the names are spaced or cased', () => {
    expect(fitmentOf([sportsman], vehicle)).toBe('fits');
    expect(fitmentOf([sportsman], { ...vehicle, manufacturer: ' POLARIS', year: 2021 })).toBe(
      'fits',
    );
    expect(fitmentOf([sportsman], { ...vehicle, year: 2024 })).toBe('fits');
  });

  it('does not fit another year, another model or a model that only starts the same', () => {
    expect(fitmentOf([sportsman], { ...vehicle, year: 2020 })).toBe('misfit');
    expect(fitmentOf([sportsman], { ...vehicle, year: 2025 })).toBe('misfit');
    expect(fitmentOf([sportsman], { ...vehicle, model: 'Sportsman 450' })).toBe('misfit');
    expect(fitmentOf([sportsman], { ...vehicle, model: 'Sportsman' })).toBe('misfit');
  });

  it('fits when any of its ranges covers the vehicle', () => {
    const other = { vehicle: 'can-am outlander 650', fromYear: 2019, toYear: 2023 };
    expect(fitmentOf([other, sportsman], vehicle)).toBe('fits');
  });
});

describe('vehicleKey', () => {
  it('lower-cases and collapses spaces', () => {
    expect(vehicleKey('  Can-Am   Outlander 650 ')).toBe('can-am outlander 650');
  });
});
