import { useQuery } from '@apollo/client';
import { GetPickupPointsDocument } from '@/graphql/generated/operations';
import { isValidPostcode } from './model/validators';

/** Pickup points (or parcel lockers) near a postcode, nearest first. */
export function usePickupPoints(postcode: string, shippingOptionId: string | null) {
  const code = postcode.trim();
  const isPostcode = isValidPostcode(code);
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
