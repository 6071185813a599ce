// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupBrandsByLetter, type BrandItem } from './brand-index';

const brand = (name: string): BrandItem => ({ id: name.length, name, url: `b/${name}`, count: 1 });

describe('groupBrandsByLetter', () => {
  it('sorts Norwegian style, with Æ, Ø and Å after Z', () => {
    const groups = groupBrandsByLetter(
      ['Åsen', 'Zeta', 'Østby', 'Aspöck', 'AL-KO', 'Ærlig', 'hella'].map(brand),
    );
    expect(groups.map((group) => group.letter)).toEqual(['A', 'H', 'Z', 'Æ', 'Ø', 'Å']);
    expect(groups[0]?.brands.map((item) => item.name)).toEqual(['AL-KO', 'Aspöck']);
  });

  it('puts names starting with a digit first, under #', () => {
    const groups = groupBrandsByLetter(['Polaris', '3M'].map(brand));
    expect(groups.map((group) => group.letter)).toEqual(['#', 'P']);
  });
});
