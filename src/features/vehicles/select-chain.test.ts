// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  enabledSteps,
  initialSelectChain,
  selectChainReducer,
  type SelectChain,
  type SelectChainAction,
} from './select-chain';

const run = (...actions: SelectChainAction[]): SelectChain =>
  actions.reduce(selectChainReducer, initialSelectChain);

const upToModel: SelectChainAction[] = [
  { type: 'manufacturers/loaded', items: ['Can-Am', 'Polaris'] },
  { type: 'manufacturer/chosen', manufacturer: 'Polaris' },
  { type: 'years/loaded', manufacturer: 'Polaris', items: [2024, 2023] },
  { type: 'year/chosen', year: 2023 },
  { type: 'models/loaded', manufacturer: 'Polaris', year: 2023, items: ['Ranger 1000'] },
  { type: 'model/chosen', model: 'Ranger 1000' },
];

describe('select chain', () => {
  it('disables year until a manufacturer, model until a year, add until a model', () => {
    expect(enabledSteps(run())).toEqual({ year: false, model: false, add: false });
    const withMaker = run(...upToModel.slice(0, 2));
    expect(enabledSteps(withMaker)).toEqual({ year: false, model: false, add: false });
    expect(withMaker.years.status).toBe('loading');
    expect(enabledSteps(run(...upToModel.slice(0, 3)))).toEqual({
      year: true,
      model: false,
      add: false,
    });
    expect(enabledSteps(run(...upToModel.slice(0, 5)))).toMatchObject({ model: true, add: false });
    expect(enabledSteps(run(...upToModel))).toEqual({ year: true, model: true, add: true });
  });

  it('choosing a manufacturer clears year and model and loads the years', () => {
    const state = run(...upToModel, { type: 'manufacturer/chosen', manufacturer: 'Can-Am' });
    expect(state).toMatchObject({
      manufacturer: 'Can-Am',
      year: null,
      model: null,
      years: { status: 'loading', items: [] },
      models: { status: 'idle', items: [] },
    });
    expect(state.manufacturers.items).toEqual(['Can-Am', 'Polaris']);
  });

  it('choosing a year clears the model and loads the models', () => {
    const state = run(...upToModel, { type: 'year/chosen', year: 2024 });
    expect(state).toMatchObject({
      manufacturer: 'Polaris',
      year: 2024,
      model: null,
      models: { status: 'loading', items: [] },
    });
    expect(state.years.items).toEqual([2024, 2023]);
  });

  it('un-choosing a step clears the later ones without loading', () => {
    const state = run(...upToModel, { type: 'manufacturer/chosen', manufacturer: null });
    expect(state).toMatchObject({ manufacturer: null, year: null, model: null });
    expect(state.years.status).toBe('idle');
  });

  it('drops answers to an earlier choice', () => {
    const state = run(
      ...upToModel.slice(0, 2),
      { type: 'manufacturer/chosen', manufacturer: 'Can-Am' },
      { type: 'years/loaded', manufacturer: 'Polaris', items: [2024] },
      { type: 'years/failed', manufacturer: 'Polaris' },
    );
    expect(state.years).toEqual({ status: 'loading', items: [] });
    const models = run(
      ...upToModel.slice(0, 4),
      { type: 'year/chosen', year: 2024 },
      { type: 'models/loaded', manufacturer: 'Polaris', year: 2023, items: ['Ranger 1000'] },
    );
    expect(models.models).toEqual({ status: 'loading', items: [] });
  });

  it('cannot choose a later step before the earlier one', () => {
    expect(run({ type: 'year/chosen', year: 2020 }).year).toBeNull();
    expect(run({ type: 'model/chosen', model: 'Ranger 1000' }).model).toBeNull();
  });

  it('a failure is reported for retrying and keeps the choices made', () => {
    const state = run(...upToModel.slice(0, 4), {
      type: 'models/failed',
      manufacturer: 'Polaris',
      year: 2023,
    });
    expect(state).toMatchObject({
      manufacturer: 'Polaris',
      year: 2023,
      models: { status: 'error' },
    });
    expect(enabledSteps(state).model).toBe(false);
  });

  it('reset clears the choices and keeps the manufacturers', () => {
    const state = run(...upToModel, { type: 'reset' });
    expect(state).toEqual({
      ...initialSelectChain,
      manufacturers: { status: 'ready', items: ['Can-Am', 'Polaris'] },
    });
  });
});
