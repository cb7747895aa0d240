import { shouldCheckPostalCode, type TPostalPlace } from '@pflegepuls/shared/onboarding/postal-codes';
import { useEffect, useRef, useState } from 'react';
import { checkPostalCode } from './api.ts';
import { getPostalCheckErrorMessage } from './registration-errors.ts';

export type TPostalCheck =
  | { status: 'idle' }
  | { status: 'validating' }
  | { status: 'valid'; place: TPostalPlace }
  | { status: 'invalid'; message: string };

type TCheckResult = { key: string; check: TPostalCheck };

/**
 * The server check of a postal code (001 §5.2): runs by itself once the code has its full length
 * (at least 3 characters), one call per code and country, with the call's 10 s timeout. `onPlace`
 * receives the found place (to fill city and state).
 */
export function usePostalCodeCheck(
  plz: string,
  country: string,
  onPlace: (place: TPostalPlace) => void,
): TPostalCheck {
  const key = `${country}:${plz}`;
  const isCheckable = shouldCheckPostalCode(plz, country);
  const [result, setResult] = useState<TCheckResult | null>(null);
  const onPlaceRef = useRef(onPlace);
  useEffect(() => {
    onPlaceRef.current = onPlace;
  });

  useEffect(() => {
    if (!isCheckable) return;
    const controller = new AbortController();
    checkPostalCode(plz, country, controller.signal).then(
      (answer) => {
        if (answer.success && answer.data) {
          setResult({ key, check: { status: 'valid', place: answer.data } });
          onPlaceRef.current(answer.data);
        } else {
          setResult({ key, check: { status: 'invalid', message: answer.message } });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ key, check: { status: 'invalid', message: getPostalCheckErrorMessage(error) } });
      },
    );
    return () => controller.abort();
  }, [key, isCheckable, plz, country]);

  if (!isCheckable) return { status: 'idle' };
  return result?.key === key ? result.check : { status: 'validating' };
}
