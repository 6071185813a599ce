import { useQuery } from '@apollo/client';
import { useEffect, useRef } from 'react';
import { GetPostcodeDocument } from '@/graphql/generated/operations';
import { isValidPostcode } from './model/validators';

/**
 * Fills the city when the shopper types a known postcode. A postcode the form already had (a
 * restored draft) is not looked up again over a city the shopper may have typed.
 */
export function usePostcodeCity(zip: string, onCity: (city: string) => void) {
  const code = zip.trim();
  const isPostcode = isValidPostcode(code);
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
