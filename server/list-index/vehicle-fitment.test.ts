import { describe, expect, it } from 'vitest';
import { fitmentLookup, fittingFirst, parseFitments } from './vehicle-fitment.js';

const ints = (values: readonly number[]) => Int32Array.from(values);

const fitments = parseFitments([
  { key: 'Polaris Sportsman 570 2021-2024', positions: ints([1, 4]) },
  { key: 'Can-Am Outlander 650 2019-2023', positions: ints([4, 5]) },
  { key: 'not a fitment', positions: ints([0]) },
]);
const fitmentAt = (list: typeof fitments, position: number) => fitmentLookup(10, list)(position);
const sportsman = { manufacturer: 'Polaris', model: 'Sportsman 570', year: 2022 };

describe('fitmentLookup', () => {
  it('lists what the part at a position fits, as match keys with years', () => {
    expect(fitmentAt(fitments, 4)).toEqual([
      { vehicle: 'polaris sportsman 570', fromYear: 2021, toYear: 2024 },
      { vehicle: 'can-am outlander 650', fromYear: 2019, toYear: 2023 },
    ]);
    expect(fitmentAt(fitments, 5)).toEqual([
      { vehicle: 'can-am outlander 650', fromYear: 2019, toYear: 2023 },
    ]);
  });

  it('is empty for a universal part, a malformed value and a product not in the index', () => {
    expect(fitmentAt(fitments, 2)).toEqual([]);
    expect(fitmentAt(fitments, 0)).toEqual([]);
    expect(fitmentAt(fitments, -1)).toEqual([]);
    expect(fitmentAt(fitments, 99)).toEqual([]);
  });

  it('answers what a search through every fitment answers, in the same order', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const many = parseFitments(
      Array.from({ length: 40 }, (_, i) => ({
        key: `Make${i % 5} Model${i} 20${10 + (i % 9)}-2024`,
        positions: ints(
          [...new Set(Array.from({ length: 30 }, () => Math.floor(random() * 200)))].sort(
            (a, b) => a - b,
          ),
        ),
      })),
    );
    for (let position = 0; position < 210; position++)
      expect(fitmentLookup(200, many)(position)).toEqual(
        many
          .filter((f) => f.positions.includes(position))
          .map((f) => ({ vehicle: f.vehicle, fromYear: f.from, toYear: f.to })),
      );
  });
});

describe('fittingFirst', () => {
  it('moves the parts that fit ahead, each group in its own order', () => {
    expect([...fittingFirst(6, fitments, sportsman, ints([5, 3, 4, 0, 1]))]).toEqual([
      4, 1, 5, 3, 0,
    ]);
  });

  it('keeps the order when nothing fits (another year, another model)', () => {
    const ordered = ints([5, 1, 4]);
    expect([...fittingFirst(6, fitments, { ...sportsman, year: 2020 }, ordered)]).toEqual([
      5, 1, 4,
    ]);
    expect([
      ...fittingFirst(6, fitments, { ...sportsman, model: 'Sportsman 450' }, ordered),
    ]).toEqual([5, 1, 4]);
  });
});
