// The selector's manufacturer -> year -> model chain, as a pure reducer:
// a choice clears the later ones and asks for their options; answers to an older choice are
// dropped.

export type OptionsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface Options<T> {
  status: OptionsStatus;
  items: T[];
}

export interface SelectChain {
  manufacturer: string | null;
  year: number | null;
  model: string | null;
  manufacturers: Options<string>;
  years: Options<number>;
  models: Options<string>;
}

export type SelectChainAction =
  | { type: 'manufacturers/loading' }
  | { type: 'manufacturers/loaded'; items: string[] }
  | { type: 'manufacturers/failed' }
  | { type: 'manufacturer/chosen'; manufacturer: string | null }
  | { type: 'years/loading'; manufacturer: string }
  | { type: 'years/loaded'; manufacturer: string; items: number[] }
  | { type: 'years/failed'; manufacturer: string }
  | { type: 'year/chosen'; year: number | null }
  | { type: 'models/loading'; manufacturer: string; year: number }
  | { type: 'models/loaded'; manufacturer: string; year: number; items: string[] }
  | { type: 'models/failed'; manufacturer: string; year: number }
  | { type: 'model/chosen'; model: string | null }
  | { type: 'reset' };

const idle = <T>(): Options<T> => ({ status: 'idle', items: [] });
const loading = <T>(): Options<T> => ({ status: 'loading', items: [] });

export const initialSelectChain: SelectChain = {
  manufacturer: null,
  year: null,
  model: null,
  manufacturers: idle(),
  years: idle(),
  models: idle(),
};

export function selectChainReducer(state: SelectChain, action: SelectChainAction): SelectChain {
  switch (action.type) {
    case 'manufacturers/loading':
      return { ...state, manufacturers: loading() };
    case 'manufacturers/loaded':
      return { ...state, manufacturers: { status: 'ready', items: action.items } };
    case 'manufacturers/failed':
      return { ...state, manufacturers: { status: 'error', items: [] } };
    case 'manufacturer/chosen': {
      const manufacturer = action.manufacturer || null;
      return {
        ...state,
        manufacturer,
        year: null,
        model: null,
        years: manufacturer ? loading() : idle(),
        models: idle(),
      };
    }
    case 'years/loading':
      return action.manufacturer === state.manufacturer ? { ...state, years: loading() } : state;
    case 'years/loaded':
      return action.manufacturer === state.manufacturer
        ? { ...state, years: { status: 'ready', items: action.items } }
        : state;
    case 'years/failed':
      return action.manufacturer === state.manufacturer
        ? { ...state, years: { status: 'error', items: [] } }
        : state;
    case 'year/chosen': {
      const year = state.manufacturer ? action.year : null;
      return { ...state, year, model: null, models: year === null ? idle() : loading() };
    }
    case 'models/loading':
      return isCurrent(state, action) ? { ...state, models: loading() } : state;
    case 'models/loaded':
      return isCurrent(state, action)
        ? { ...state, models: { status: 'ready', items: action.items } }
        : state;
    case 'models/failed':
      return isCurrent(state, action)
        ? { ...state, models: { status: 'error', items: [] } }
        : state;
    case 'model/chosen':
      return { ...state, model: state.year === null ? null : action.model || null };
    case 'reset':
      return { ...initialSelectChain, manufacturers: state.manufacturers };
  }
}

const isCurrent = (state: SelectChain, answer: { manufacturer: string; year: number }) =>
  answer.manufacturer === state.manufacturer && answer.year === state.year;

/** The spec: year disabled until a manufacturer, model until a year, add until a model. */
export function enabledSteps(state: SelectChain) {
  return {
    year: state.manufacturer !== null && state.years.status === 'ready',
    model: state.year !== null && state.models.status === 'ready',
    add: state.manufacturer !== null && state.year !== null && state.model !== null,
  };
}
