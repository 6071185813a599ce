import { useEffect, useReducer, useState } from 'react';
import { initialSelectChain, selectChainReducer } from './select-chain';
import { vehicleService, type VehicleService } from './vehicle-service';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The select chain with its options from the vehicle data service: choosing a manufacturer
 * loads its years, choosing a year loads the models. `retry` asks again after a failure.
 */
export function useSelectChain(service: VehicleService = vehicleService) {
  const [state, dispatch] = useReducer(selectChainReducer, initialSelectChain);
  const [attempt, setAttempt] = useState(0);
  const { manufacturer, year } = state;

  useEffect(() => {
    const abort = new AbortController();
    dispatch({ type: 'manufacturers/loading' });
    service.manufacturers(abort.signal).then(
      (items) => dispatch({ type: 'manufacturers/loaded', items }),
      (error: unknown) => {
        if (!isAbort(error)) dispatch({ type: 'manufacturers/failed' });
      },
    );
    return () => abort.abort();
  }, [service, attempt]);

  useEffect(() => {
    if (manufacturer === null) return;
    const abort = new AbortController();
    dispatch({ type: 'years/loading', manufacturer });
    service.years(manufacturer, abort.signal).then(
      (items) => dispatch({ type: 'years/loaded', manufacturer, items }),
      (error: unknown) => {
        if (!isAbort(error)) dispatch({ type: 'years/failed', manufacturer });
      },
    );
    return () => abort.abort();
  }, [service, manufacturer, attempt]);

  useEffect(() => {
    if (manufacturer === null || year === null) return;
    const abort = new AbortController();
    dispatch({ type: 'models/loading', manufacturer, year });
    service.models(manufacturer, year, abort.signal).then(
      (items) => dispatch({ type: 'models/loaded', manufacturer, year, items }),
      (error: unknown) => {
        if (!isAbort(error)) dispatch({ type: 'models/failed', manufacturer, year });
      },
    );
    return () => abort.abort();
  }, [service, manufacturer, year, attempt]);

  return {
    state,
    chooseManufacturer: (value: string | null) =>
      dispatch({ type: 'manufacturer/chosen', manufacturer: value }),
    chooseYear: (value: number | null) => dispatch({ type: 'year/chosen', year: value }),
    chooseModel: (value: string | null) => dispatch({ type: 'model/chosen', model: value }),
    reset: () => dispatch({ type: 'reset' }),
    retry: () => setAttempt((n) => n + 1),
  };
}
