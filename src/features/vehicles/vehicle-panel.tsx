import { use, useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { namespacesReady } from '@/i18n/lazy-namespaces';
import { useLocale } from '@/i18n/use-locale';
import { enabledSteps, type Options } from './select-chain';
import { useSelectChain } from './use-select-chain';
import { makeVehicle, vehicleLabel, type Vehicle } from './vehicle';
import { vehicleListPath } from './vehicle-list-path';
import {
  selectCurrentVehicle,
  selectVehicles,
  vehicleAdded,
  vehicleChosen,
  vehicleRemoved,
} from './vehicles-slice';
import './vehicle-panel.css';

interface VehiclePanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The vehicle selector (manufacturer, year, model), in a panel that loads on first open. */
export default function VehiclePanel({ isOpen, onClose }: VehiclePanelProps) {
  use(namespacesReady(useLocale(), ['vehicles']));
  const { t } = useTranslation(['vehicles', 'common']);
  const location = useLocation();
  // The panel closes when the shopper leaves the page, as the spec says; the vehicle list
  // narrowing its address behind the panel is no such thing.
  const page = location.pathname;
  const shownOn = useRef(page);
  const leave = useEffectEvent(() => onClose());
  useEffect(() => {
    if (shownOn.current !== page) leave();
    shownOn.current = page;
  }, [page]);

  return (
    <Panel
      isOpen={isOpen}
      onClose={onClose}
      title={t('title')}
      closeLabel={t('common:close')}
      side="right"
    >
      {isOpen ? <VehicleSelector onLeave={onClose} /> : null}
    </Panel>
  );
}

/** `onLeave`: the shopper follows a link out of the panel (to the same list, perhaps). */
function VehicleSelector({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('vehicles');
  const dispatch = useAppDispatch();
  const vehicles = useAppSelector(selectVehicles);
  const current = useAppSelector(selectCurrentVehicle);
  const chain = useSelectChain();
  const { state } = chain;
  const enabled = enabledSteps(state);
  const [announcement, setAnnouncement] = useState('');
  const firstSelect = useRef<HTMLSelectElement>(null);
  const savedHeading = useRef<HTMLHeadingElement>(null);
  const savedId = useId();
  const failed = [state.manufacturers, state.years, state.models].some((o) => o.status === 'error');

  const add = () => {
    if (!enabled.add || state.manufacturer === null || state.year === null || !state.model) return;
    const vehicle = makeVehicle(state.manufacturer, state.year, state.model);
    dispatch(vehicleAdded(vehicle));
    chain.reset();
    setAnnouncement(t('added', { vehicle: vehicleLabel(vehicle) }));
    firstSelect.current?.focus();
  };
  const remove = (vehicle: Vehicle) => {
    dispatch(vehicleRemoved(vehicle.id));
    setAnnouncement(t('removed', { vehicle: vehicleLabel(vehicle) }));
    savedHeading.current?.focus();
  };

  return (
    <div className="vehicle-panel">
      <p className="vehicle-panel__intro">{t('intro')}</p>
      <form
        className="vehicle-form"
        aria-label={t('form')}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <ChainSelect
          label={t('manufacturer')}
          placeholder={t('chooseManufacturer')}
          options={state.manufacturers}
          value={state.manufacturer ?? ''}
          disabled={state.manufacturers.status !== 'ready'}
          selectRef={firstSelect}
          onChange={(value) => chain.chooseManufacturer(value || null)}
        >
          {state.manufacturers.items.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </ChainSelect>
        <ChainSelect
          label={t('year')}
          placeholder={t('chooseYear')}
          options={state.years}
          value={state.year === null ? '' : String(state.year)}
          disabled={!enabled.year}
          onChange={(value) => chain.chooseYear(value ? Number(value) : null)}
        >
          {state.years.items.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </ChainSelect>
        <ChainSelect
          label={t('model')}
          placeholder={t('chooseModel')}
          options={state.models}
          value={state.model ?? ''}
          disabled={!enabled.model}
          onChange={(value) => chain.chooseModel(value || null)}
        >
          {state.models.items.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </ChainSelect>
        {failed ? (
          <div className="vehicle-form__error" role="alert">
            <p>{t('failed')}</p>
            <Button variant="secondary" size="s" onClick={chain.retry}>
              <Icon name="refresh" size={18} />
              {t('retry')}
            </Button>
          </div>
        ) : null}
        <Button type="submit" disabled={!enabled.add}>
          <Icon name="check" size={20} />
          {t('add')}
        </Button>
      </form>

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <section className="vehicle-saved" aria-labelledby={savedId}>
        <h3 id={savedId} ref={savedHeading} tabIndex={-1} className="vehicle-saved__title">
          {t('saved')}
        </h3>
        {vehicles.length === 0 ? (
          <p className="vehicle-saved__none">{t('none')}</p>
        ) : (
          <ul className="vehicle-saved__list" role="list">
            {vehicles.map((vehicle) => {
              const isCurrent = vehicle.id === current?.id;
              return (
                <li key={vehicle.id} className="vehicle-item" data-current={isCurrent || undefined}>
                  <button
                    type="button"
                    className="vehicle-item__choose"
                    aria-pressed={isCurrent}
                    aria-label={t('use', { vehicle: vehicleLabel(vehicle) })}
                    onClick={() => dispatch(vehicleChosen(vehicle.id))}
                  >
                    <Icon name="atv" />
                    <span className="vehicle-item__text">
                      <span className="vehicle-item__name">
                        {vehicle.manufacturer} {vehicle.model}
                      </span>
                      <span className="vehicle-item__year">{vehicle.year}</span>
                    </span>
                    {isCurrent ? (
                      <span className="vehicle-item__current">
                        <Icon name="check" size={16} />
                        {t('current')}
                      </span>
                    ) : null}
                  </button>
                  <button
                    type="button"
                    className="vehicle-item__remove"
                    aria-label={t('remove', { vehicle: vehicleLabel(vehicle) })}
                    onClick={() => remove(vehicle)}
                  >
                    <Icon name="trash" size={20} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <p className="vehicle-saved__kept">{t('kept')}</p>
      </section>

      {current ? (
        <div className="vehicle-panel__footer">
          <AppLink
            to={vehicleListPath(current)}
            className={buttonClassName('primary', 'l')}
            onClick={onLeave}
          >
            {t('showPartsFor', { vehicle: `${current.manufacturer} ${current.model}` })}
            <Icon name="chevronRight" size={20} />
          </AppLink>
        </div>
      ) : null}
    </div>
  );
}

interface ChainSelectProps {
  label: string;
  placeholder: string;
  options: Options<string> | Options<number>;
  value: string;
  disabled: boolean;
  selectRef?: React.Ref<HTMLSelectElement>;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** One step of the chain: a labelled select that says when its options are on their way. */
function ChainSelect({
  label,
  placeholder,
  options,
  value,
  disabled,
  selectRef,
  onChange,
  children,
}: ChainSelectProps) {
  const { t } = useTranslation('vehicles');
  const id = useId();
  const isLoading = options.status === 'loading';
  return (
    <div className="vehicle-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={selectRef}
        value={value}
        disabled={disabled}
        aria-busy={isLoading || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{isLoading ? t('loading') : placeholder}</option>
        {children}
      </select>
    </div>
  );
}
