// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanupApp, findText } from "../../app/testing/renderApp";
import type { LoyaltyPort } from "../../ports/loyaltyPort";
import type { Restaurant } from "../../ports/businessPort";
import { renderLoyalty } from "../testing/renderLoyalty";
import { sampleProgramme } from "../testing/sampleProgramme";

const programme = sampleProgramme({ url: "kopi-club", cashback: { percentage: 2, validFor: 30 } });
const restaurants = [{ id: "64b7f0c2a1d3e4f5a6b7c801", name: "Kopi Kita Bangsar" }] as unknown as ReadonlyArray<Restaurant>;

const mount = (loyalty: Partial<LoyaltyPort> = {}) =>
  renderLoyalty("/b/b1/marketing/loyalty/setting", {
    loyalty: { marketingSetting: async () => ({ apiVersion: "v1" }), getProgramme: async () => programme, ...loyalty },
    business: { listRestaurants: async () => restaurants },
  });

const press = async (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));
const typeText = (label: string, value: string) => fireEvent.change(screen.getByRole("textbox", { name: new RegExp(`^${label}`) }), { target: { value } });
const typeNumber = async (label: string, value: string) => {
  const input = screen.getByRole("spinbutton", { name: label });
  fireEvent.change(input, { target: { value } });
  await act(async () => fireEvent.blur(input));
};

describe("the programme settings page", () => {
  afterEach(cleanupApp);

  it("shows the member store address and saves name, URL and cashback with the revision read", async () => {
    const updateSettings = vi.fn(async () => ({ ...programme, name: "Kopi Friends", _rev: 8 }));
    mount({ updateSettings });
    expect(await findText(`Members open ${window.location.origin}/kopi-club`)).toBeTruthy();
    typeText("Name", "Kopi Friends");
    typeText("Member store URL", "");
    expect(await findText(`Members open ${window.location.origin}/b1`)).toBeTruthy();
    typeText("Member store URL", "kopi-friends");
    await typeNumber("Cashback percentage", "5");
    await press("Save");
    await waitFor(() =>
      expect(updateSettings).toHaveBeenCalledWith({
        businessId: "b1",
        rev: 7,
        change: { name: "Kopi Friends", url: "kopi-friends", creditOneToOne: false, freeCreditAsDiscount: false, cashback: { percentage: 5, validFor: 30 }, targetRestaurant: [] },
      }),
    );
    expect(await findText("Membership updated")).toBeTruthy();
  });

  it("shows the domain's messages and sends nothing while a field breaks a rule", async () => {
    const updateSettings = vi.fn();
    mount({ updateSettings });
    await findText(/Members open/);
    typeText("Name", " ");
    typeText("Member store URL", "kopi");
    await typeNumber("Cashback percentage", "-1");
    await typeNumber("Cashback validity (days)", "0");
    await press("Save");
    expect(await findText("Name is required")).toBeTruthy();
    expect(screen.getByText("Invalid URL, should be more than 6 characters")).toBeTruthy();
    expect(screen.getByText("Min cashback percentage is 0")).toBeTruthy();
    expect(screen.getByText("Min cashback validity is 1")).toBeTruthy();
    typeText("Member store URL", "membership");
    expect(await findText("Reserved URL")).toBeTruthy();
    expect(updateSettings).not.toHaveBeenCalled();
  });

  it("asks for an image for the image design, uploads it and saves the design after the settings", async () => {
    const uploadDesignImage = vi.fn(async () => "https://files.example.com/card.png");
    const updateSettings = vi.fn(async () => ({ ...programme, _rev: 8 }));
    const updateDesign = vi.fn(async () => ({ ...programme, _rev: 9, design: { type: "IMAGE" as const, image: "https://files.example.com/card.png" } }));
    mount({ uploadDesignImage, updateSettings, updateDesign });
    await findText(/Members open/);
    await act(async () => fireEvent.click(screen.getByRole("radio", { name: "Image" })));
    expect(screen.getByText("Recommended size 950 x 600 px")).toBeTruthy();
    await press("Save");
    expect(await findText("Image is required")).toBeTruthy();
    const file = new File([new Uint8Array([137, 80, 78, 71])], "card.png", { type: "image/png" });
    await act(async () => fireEvent.change(screen.getByTestId("design-image-input"), { target: { files: [file] } }));
    await waitFor(() => expect(uploadDesignImage).toHaveBeenCalledWith("b1", { contentType: "image/png", bytes: file }));
    await waitFor(() => expect(screen.queryByText("Image is required")).toBeNull());
    await press("Save");
    await waitFor(() => expect(updateDesign).toHaveBeenCalledWith({ businessId: "b1", rev: 8, change: { type: "IMAGE", image: "https://files.example.com/card.png" } }));
    expect(await findText("Membership updated")).toBeTruthy();
  });

  it("shows why an upload failed under the upload button", async () => {
    mount({ uploadDesignImage: async () => Promise.reject(new Error("Invalid file")) });
    await findText(/Members open/);
    await act(async () => fireEvent.click(screen.getByRole("radio", { name: "Image" })));
    const file = new File(["x"], "card.png", { type: "image/png" });
    await act(async () => fireEvent.change(screen.getByTestId("design-image-input"), { target: { files: [file] } }));
    const alert = await screen.findByText("Invalid file");
    expect(within(alert.parentElement as HTMLElement).getByRole("button", { name: "Upload image" })).toBeTruthy();
  });

  it("keeps a refused save in the red banner with a Reload", async () => {
    mount({ updateSettings: async () => Promise.reject(new Error("The record was changed by someone else")) });
    await findText(/Members open/);
    await press("Save");
    expect(await findText("The record was changed by someone else")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });
});
