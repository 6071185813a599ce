import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { DEFAULT_CUSTOMER_TYPE } from '@/config/constants';
import type { CustomerType } from '@/graphql/generated/operations';
import type { CustomerTypeChoice } from './customer-type-cookie';
import {
  customerTypeChosen,
  selectCustomerType,
  selectVatIncluded,
  vatDisplayChosen,
} from './customer-type-slice';

const share = (choice: CustomerTypeChoice) =>
  void import('./customer-type-effects')
    .then((effects) => effects.shareCustomerTypeChoice(choice))
    // Offline before the worker holds the chunk: the choice is made and kept (redux-persist).
    .catch(() => undefined);

/** A type with its vat flag from the channel's types; one they do not name: VAT for PERSON only. */
export function choiceFor(
  types: readonly CustomerTypeChoice[],
  type: CustomerType,
): CustomerTypeChoice {
  const setting = types.find((candidate) => candidate.type === type);
  return { type, vatIncluded: setting?.vatIncluded ?? type === DEFAULT_CUSTOMER_TYPE };
}

/**
 * The shopper's own choice of type or VAT display: kept (slice, persisted, and the cookies),
 * shown in every tab, and pushed as `customer-type:change` with the whole choice. The other
 * tabs apply it without pushing it again.
 */
export function useCustomerTypeChoice() {
  const dispatch = useAppDispatch();
  const type = useAppSelector(selectCustomerType);
  const vatIncluded = useAppSelector(selectVatIncluded);

  return {
    type,
    vatIncluded,
    /** A type with the vat flag the channel gives it. */
    chooseType: (choice: CustomerTypeChoice) => {
      if (choice.type === type && choice.vatIncluded === vatIncluded) return;
      dispatch(customerTypeChosen(choice));
      share(choice);
    },
    chooseVat: (included: boolean) => {
      if (included === vatIncluded) return;
      dispatch(vatDisplayChosen(included));
      share({ type, vatIncluded: included });
    },
  };
}
