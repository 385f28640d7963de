import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE_FORM, checkProfile, profileBodyOf, profileFormOf } from "./profileForm";

const named = { ...EMPTY_PROFILE_FORM, name: "Kopi Corner Bangsar" };

describe("the restaurant profile form", () => {
  it("asks for a name and nothing else", () => {
    expect(checkProfile(EMPTY_PROFILE_FORM)).toEqual({ name: "Name is required" });
    expect(checkProfile(named)).toEqual({});
  });

  it("sends blank optional parts as none and the phone in E.164", () => {
    expect(profileBodyOf({ ...named, phoneNo: "012-345 6789" })).toEqual({
      name: "Kopi Corner Bangsar",
      thumbnail: null,
      phoneNo: "+60123456789",
      address: null,
      location: null,
    });
  });

  it("checks the phone, a started address and a half-entered location", () => {
    expect(checkProfile({ ...named, phoneNo: "12" })).toEqual({ phoneNo: "Invalid phone no" });
    expect(checkProfile({ ...named, address: { ...named.address, line1: "1 Jalan Telawi" } })).toEqual({
      "address.city": "City is required",
      "address.postcode": "Postcode is required",
      "address.state": "State is required",
    });
    expect(checkProfile({ ...named, lat: 3.13 })).toEqual({ "location.lng": "Invalid location" });
    expect(checkProfile({ ...named, lat: 95, lng: 101.67 })).toEqual({ "location.lat": "Invalid location" });
  });

  it("reads a stored profile back", () => {
    const profile = { name: "Kopi", thumbnail: null, phoneNo: "+60123456789", address: null, location: { lat: 3.13, lng: 101.67 } };
    expect(profileBodyOf(profileFormOf(profile))).toEqual(profile);
  });
});
