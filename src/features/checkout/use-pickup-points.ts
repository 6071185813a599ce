import { useQuery } from '@apollo/client';
import { GetPickupPointsDocument } from '@/graphql/generated/operations';
import { isValidPostcode, type DeliveryCountry } from './model/validators';

/** Pickup points (or parcel lockers) near a postcode of the checkout's country, nearest first. */
export function usePickupPoints(
  postcode: string,
  shippingOptionId: string | null,
  country: DeliveryCountry,
) {
  const code = postcode.trim();
  const isPostcode = isValidPostcode(code, country);
  const { data, loading, error } = useQuery(GetPickupPointsDocument, {
    variables: { postcode: code, shippingOptionId },
    skip: !isPostcode || !shippingOptionId,
  });
  return {
    points: isPostcode ? (data?.pickupPoints ?? []) : [],
    isLoading: loading,
    error,
    isPostcode,
  };
}
