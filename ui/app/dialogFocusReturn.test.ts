// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { returnFocusFromDialogs } from "./dialogFocusReturn";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the focus after a dialog", () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = "";
  });

  const mount = () => {
    document.body.innerHTML = '<button id="opener">Open</button><button id="other">Other</button>';
    stop = returnFocusFromDialogs(document);
    const opener = document.getElementById("opener") as HTMLButtonElement;
    opener.focus();
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.innerHTML = '<input id="name">';
    document.body.append(dialog);
    (document.getElementById("name") as HTMLInputElement).focus();
    return { opener, dialog };
  };

  it("goes back to the button that opened the dialog when the dialog is removed", async () => {
    const { opener, dialog } = mount();
    dialog.remove();
    await settle();
    expect(document.activeElement).toBe(opener);
  });

  it("stays where the user or the page put it meanwhile", async () => {
    const { dialog } = mount();
    const other = document.getElementById("other") as HTMLButtonElement;
    dialog.remove();
    other.focus();
    await settle();
    expect(document.activeElement).toBe(other);
  });
});
