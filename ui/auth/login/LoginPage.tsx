// Login (spec 1 §2): phone and password, driven by machines/auth/login.machine.ts. A failed
// sign-in shows the server's message as a red notice; success hands the token to the session,
// and the guest guard then sends the user to '/'. Links lead to register and to reset password.
// A session the server stopped accepting (a refused token refresh) arrives here signed out with
// 'Unauthorized request', shown as the same red notice until the user signs in again.
// Social sign-in (spec 1 §2, two identity providers): one button per provider the auth port
// offers, below the form; a build without VITE_FIREBASE_CONFIG offers none, so none are drawn.
// Its failure is the same red notice as a failed login (spec 1 §8).
// The phone rule loads on first use (ui/kit/phoneProof/phoneRule.ts): Login holds its send until
// the rule is here and the phone input has composed the number with it, so the server never gets
// the text as typed.
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import { type SocialProvider, loginMachine } from "../../../machines/auth/login.machine";
import { usePorts } from "../../ports/PortsProvider";
import { useSession, useSessionSelector } from "../../session/SessionProvider";
import { loginActor, socialSignInActor } from "./loginActors";
import { AUTH_PATHS } from "../../app/paths/authPaths";
import styles from "../../kit/phoneProof/stepForm.module.css";
import { NoticeMessage } from "../../kit/phoneProof/NoticeMessage";
import { PasswordField } from "../PasswordField";
import { PhoneInput } from "../../kit/phoneProof/PhoneInput";
import { withPhoneRule } from "../../kit/phoneProof/phoneRule";

const SOCIAL_BUTTONS: Record<SocialProvider, { readonly label: string; readonly icon: string }> = {
  google: { label: "Continue with Google", icon: "pi pi-google" },
  facebook: { label: "Continue with Facebook", icon: "pi pi-facebook" },
};

export const LoginPage = () => {
  const { auth } = usePorts();
  const session = useSession();
  const logic = useMemo(
    () => loginMachine.provide({ actors: { login: loginActor(auth), socialSignIn: socialSignInActor(auth) } }),
    [auth],
  );
  const [snapshot, send] = useMachine(logic);
  const { context } = snapshot;
  const sessionEnded = useSessionSelector((session) => session.context.notice);

  useEffect(() => {
    if (snapshot.status !== "done" || context.accessToken === null) return;
    const grant = auth.grantOf(context.accessToken);
    if (grant !== null) session.send({ type: "session.signIn", grant });
  }, [auth, session, snapshot.status, context.accessToken]);

  return (
    <>
      <h1 className={styles.title}>Login</h1>
      <p className={styles.lead}>Sign in with your phone number and password.</p>
      <NoticeMessage notice={context.notice ?? sessionEnded} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          withPhoneRule(() => send({ type: "login.submit" }));
        }}
      >
        <div className={styles.field}>
          <label htmlFor="login-phone" className={styles.label}>
            Phone
          </label>
          <PhoneInput
            id="login-phone"
            value={context.phoneNumber}
            onChange={(phoneNumber) => send({ type: "phone.change", phoneNumber })}
            error={context.fieldErrors.phoneNumber}
            autoFocus
          />
        </div>
        <PasswordField
          id="login-password"
          label="Password"
          value={context.password}
          onChange={(password) => send({ type: "password.change", password })}
          error={context.fieldErrors.password}
          autoComplete="current-password"
        />
        <Button
          type="submit"
          label="Login"
          className={styles.submit}
          disabled={!snapshot.can({ type: "login.submit" })}
          loading={snapshot.matches("submitting")}
        />
      </form>
      {auth.socialProviders.length > 0 && (
        <div className={styles.social}>
          {auth.socialProviders.map((provider) => (
            <Button
              key={provider}
              type="button"
              outlined
              label={SOCIAL_BUTTONS[provider].label}
              icon={SOCIAL_BUTTONS[provider].icon}
              className={styles.submit}
              disabled={!snapshot.can({ type: "social.submit", provider })}
              loading={snapshot.matches("signingInSocially")}
              onClick={() => send({ type: "social.submit", provider })}
            />
          ))}
        </div>
      )}
      <div className={styles.links}>
        <Link to={AUTH_PATHS.forgotPassword}>Forgot password?</Link>
        <Link to={AUTH_PATHS.register}>Register</Link>
      </div>
    </>
  );
};
