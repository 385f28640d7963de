// Every route of the loyalty area (spec 2 §7: the programme and its parts, members, credit,
// transactions, POS events), registered as one plugin under /api/v2 by createApp, after the
// identity services (`app.identity`) are decorated. Each concept registers its own route file.
import type { FastifyInstance } from "fastify";
import { programmeLevelRoutes } from "./programmeLevelRoutes";
import { programmeRewardRoutes } from "./programmeRewardRoutes";
import { programmeRoutes } from "./programmeRoutes";
import { programmeSectionRoutes } from "./programmeSectionRoutes";
import { programmeStoreRoutes } from "./programmeStoreRoutes";
import { programmeDesignImageRoutes } from "./programmeDesignImageRoutes";
import { memberExportRoutes } from "./memberExportRoutes";
import { memberRoutes } from "./memberRoutes";
import { memberCreditRoutes } from "./memberCreditRoutes";
import { memberTitleRoutes } from "./memberTitleRoutes";
import { memberRewardRoutes } from "./memberRewardRoutes";
import { memberSummaryRoutes } from "./memberSummaryRoutes";
import { memberTransactionRoutes } from "./memberTransactionRoutes";
import { storePurchaseRoutes } from "./storePurchaseRoutes";
import { storeTransactionRoutes } from "./storeTransactionRoutes";
import { posEventRoutes } from "../pos/posEventRoutes";
import { seasonPreviewRoutes } from "../jobs/seasonPreviewRoutes";

export const loyaltyArea = async (app: FastifyInstance): Promise<void> => {
  await app.register(programmeRoutes);
  await app.register(programmeSectionRoutes);
  await app.register(programmeRewardRoutes);
  await app.register(programmeStoreRoutes);
  await app.register(programmeDesignImageRoutes);
  await app.register(programmeLevelRoutes);
  await app.register(memberRoutes);
  await app.register(memberExportRoutes);
  await app.register(memberCreditRoutes);
  await app.register(memberTitleRoutes);
  await app.register(memberRewardRoutes);
  await app.register(memberSummaryRoutes);
  await app.register(memberTransactionRoutes);
  await app.register(storePurchaseRoutes);
  await app.register(storeTransactionRoutes);
  await app.register(posEventRoutes);
  await app.register(seasonPreviewRoutes);
};
