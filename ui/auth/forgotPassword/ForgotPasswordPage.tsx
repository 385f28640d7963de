// Forgot password (spec 1 §2, §4): PHONE ('Get OTP'; 'not registered as a member' for an unknown
// phone), OTP ('Verify'), RESET (new password), driven by machines/auth/forgotPassword.machine.ts.
// 'Invalid user' from the server brings the flow back to PHONE with that message. Success returns
// to auth-login with the green toast 'Password changed'. A Login link serves those who remember.
// Decision: the flow's failures show as the red notice above the step, like every auth error,
// since the notice stays until the next edit, where a toast would be gone in 500 ms.
import { useMachine } from "@xstate/react";
import { Steps } from "primereact/steps";
import { useEffect, useMemo } from "react";
import { Link, useNavigate } from "react-router";
import { forgotPasswordMachine } from "../../../machines/auth/forgotPassword.machine";
import { useToast } from "../../kit/feedback/ToastProvider";
import { usePorts } from "../../ports/PortsProvider";
import { phoneVerification, resetPasswordActor } from "../authActors";
import { AUTH_PATHS } from "../../app/paths/authPaths";
import styles from "../../kit/phoneProof/stepForm.module.css";
import { NoticeMessage } from "../../kit/phoneProof/NoticeMessage";
import { PhoneVerificationSteps, useVerificationStep } from "../../kit/phoneProof/PhoneVerificationSteps";
import { NewPasswordStep } from "./NewPasswordStep";

const STEPS = [{ label: "Phone" }, { label: "OTP" }, { label: "Reset" }];

const PASSWORD_EVENTS = {
  password: (password: string) => ({ type: "password.change", password }) as const,
  passwordConfirmation: (passwordConfirmation: string) =>
    ({ type: "passwordConfirmation.change", passwordConfirmation }) as const,
};

export const ForgotPasswordPage = () => {
  const { auth } = usePorts();
  const toast = useToast();
  const navigate = useNavigate();
  const logic = useMemo(
    () =>
      forgotPasswordMachine.provide({
        actors: { verification: phoneVerification(auth), resetPassword: resetPasswordActor(auth) },
      }),
    [auth],
  );
  const [snapshot, send] = useMachine(logic);
  const { context } = snapshot;

  useEffect(() => {
    if (snapshot.status !== "done" || context.notice === null) return;
    toast.success(context.notice.message);
    void navigate(AUTH_PATHS.login, { replace: true });
  }, [snapshot.status, context.notice, toast, navigate]);

  const verification = snapshot.children.verification;
  const verificationStep = useVerificationStep(verification);
  const step = verificationStep === "phone" ? 0 : verificationStep === "otp" ? 1 : 2;
  return (
    <>
      <h1 className={styles.title}>Forgot password</h1>
      <p className={styles.lead}>We will send a one-time code to your phone to set a new password.</p>
      <Steps model={STEPS} activeIndex={step} readOnly className={styles.steps} />
      <NoticeMessage notice={snapshot.status === "done" || verification !== undefined ? null : context.notice} />
      {verification !== undefined ? (
        <PhoneVerificationSteps actor={verification} />
      ) : (
        <NewPasswordStep
          values={context}
          errors={context.fieldErrors}
          canSubmit={snapshot.can({ type: "password.reset" })}
          submitting={!snapshot.matches({ reset: "editing" })}
          onChange={(field, value) => send(PASSWORD_EVENTS[field](value))}
          onSubmit={() => send({ type: "password.reset" })}
        />
      )}
      <div className={styles.links}>
        <span>
          Remember your password? <Link to={AUTH_PATHS.login}>Login</Link>
        </span>
      </div>
    </>
  );
};
