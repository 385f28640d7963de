// Owns: the names of the business's MEMBER_REWARD vouchers (the rewards a level can give, spec 2
// §3), read with the marketing port's voucher list. Decision where the spec is silent: while the
// list loads, or when it fails, the map is empty and rewards show their ids; a failure is not an
// error of the tier page.
import { useMemo } from "react";
import { useLoad } from "../../kit/page/useLoad";
import { usePorts } from "../../ports/PortsProvider";
import type { VoucherNames } from "./levelRows";

export interface RewardVouchers {
  readonly names: VoucherNames;
  readonly options: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

export const useRewardVouchers = (businessId: string): RewardVouchers => {
  const { marketing } = usePorts();
  const load = useLoad(() => marketing.listVouchers(businessId), businessId);
  const vouchers = load.phase === "ready" ? load.data : null;
  return useMemo(() => {
    const options = (vouchers ?? []).filter((voucher) => voucher.type === "MEMBER_REWARD").map(({ id, name }) => ({ id, name }));
    return { names: new Map(options.map(({ id, name }) => [id, name])), options };
  }, [vouchers]);
};
