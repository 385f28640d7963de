import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { proveClaimPhone } from "../../../tests/support/claimProof";
import { PHONE_NOT_VERIFIED } from "./claimProof";
import { openCustomerSession } from "./openCustomerSession";

describe("openCustomerSession", () => {
  it("spends a claim proof of the phone once", async () => {
    const { engine } = memoryEngine();
    const proof = await proveClaimPhone(engine, "+60111111116");
    await expect(openCustomerSession(engine, "+60111111117", proof, { actor: null })).rejects.toMatchObject({ message: PHONE_NOT_VERIFIED, status: 401 });
    await openCustomerSession(engine, "+60111111116", proof, { actor: null });
    await expect(openCustomerSession(engine, "+60111111116", proof, { actor: null })).rejects.toMatchObject({ message: PHONE_NOT_VERIFIED, status: 401 });
  });
});
