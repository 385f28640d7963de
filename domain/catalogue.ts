// Every read-model projection and every versioned event type of the product, in one place, so
// the server, the rebuild command and the tests all run the same set.
import { eventTypeRegistry, type EventTypeDefinition } from "./engine/eventTypes";
import type { Projection } from "./engine/projection";
import { usersProjection } from "./auth/users.projection";
import { businessProjections } from "./business/projections";
import { deliveryProjections } from "./delivery/projections";
import { vouchersProjection } from "./marketing/vouchers.projection";
import { promotionsProjection } from "./marketing/promotions.projection";
import { marketingSettingsProjection } from "./marketing/marketingSetting";
import { programmeProjection } from "./loyalty/programme/programme.projection";
import { memberProjections } from "./loyalty/member/projections";
import { loyaltyJobsProjection } from "./loyalty/jobs/loyaltyJobs.projection";
import { providerProjections } from "./provider/projections";
import { reportHoursProjection } from "./report/reportHours.projection";
import { ordersProjection } from "./orders/orders.projection";
import { paymentTransactionsProjection } from "./payments/paymentTransactions.projection";

export const productProjections: ReadonlyArray<Projection> = [usersProjection, ...businessProjections, ...deliveryProjections, vouchersProjection, programmeProjection, promotionsProjection, marketingSettingsProjection, ...memberProjections, loyaltyJobsProjection, ...providerProjections, reportHoursProjection, ordersProjection, paymentTransactionsProjection];

const eventTypes: ReadonlyArray<EventTypeDefinition> = [];

export const productEventTypes = eventTypeRegistry(eventTypes);
