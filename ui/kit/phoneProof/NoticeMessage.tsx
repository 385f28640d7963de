// An auth flow's notice (machines/auth/notice.ts) as a PrimeReact message: red for a failed call,
// green for success (spec 1 §8 "errors from login, social sign-in and OTP appear as a red notice").
import { Message } from "primereact/message";
import type { Notice } from "../../../machines/auth/notice";

export const NoticeMessage = ({ notice }: { readonly notice: Notice | null }) =>
  notice === null ? null : (
    <Message
      severity={notice.tone === "error" ? "error" : "success"}
      text={notice.message}
      style={{ width: "100%", justifyContent: "flex-start", marginBottom: "1.125rem" }}
    />
  );
