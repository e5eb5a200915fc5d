import { ideaPriceChecksContract } from '@hrt/shared/contracts/ideas-price-checks';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { ideaKeys } from './idea-keys';
import { SETTINGS_TIMEOUT_MS, withTimeout } from './request-timeout';

function fetchMonitoringSettings() {
  return withTimeout(SETTINGS_TIMEOUT_MS, (signal) =>
    callEndpoint(ideaPriceChecksContract.settings, {}, { signal }),
  );
}

/** A failed settings load is tolerated: the switches show off. */
export function useMonitoringSettings() {
  return useQuery({
    queryKey: ideaKeys.settings,
    queryFn: () => fetchMonitoringSettings().catch(() => null),
  });
}
