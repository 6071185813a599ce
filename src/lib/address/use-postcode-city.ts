import { useQuery } from '@apollo/client';
import { useEffect, useRef } from 'react';
import { GetPostcodeDocument } from '@/graphql/generated/operations';
import { isValidPostcode, type DeliveryCountry } from '@shared/validation/contact';

/**
 * Fills the city when the shopper types a known Norwegian postcode (the shop knows Norway's
 * postcode register; in Sweden the shopper writes the town). A postcode the form already had
 * (a restored draft) is not looked up again over a city the shopper may have typed.
 */
export function usePostcodeCity(
  zip: string,
  country: DeliveryCountry,
  onCity: (city: string) => void,
) {
  const code = zip.trim();
  const isPostcode = country === 'NO' && isValidPostcode(code);
  const { data } = useQuery(GetPostcodeDocument, {
    variables: { zip: code },
    skip: !isPostcode,
  });
  const answer = isPostcode && data?.postcode.zip === code ? data.postcode : null;
  const filledFor = useRef(code);
  const fill = useRef(onCity);

  useEffect(() => {
    fill.current = onCity;
  }, [onCity]);

  useEffect(() => {
    if (!answer?.city || filledFor.current === answer.zip) return;
    filledFor.current = answer.zip;
    fill.current(answer.city);
  }, [answer?.zip, answer?.city]);

  return { isUnknown: answer !== null && answer.city === null };
}
