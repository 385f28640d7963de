// Registration (spec 1 §2, §4): step 1 phone ('Get OTP'; 'This phone number already in use'),
// step 2 one-time code ('Verify'), step 3 name and passwords ('Register'), driven by
// machines/auth/register.machine.ts with its calls from the auth port. On success the session is
// signed out and the user lands on auth-login with the green toast 'User registered successfully'.
import { useMachine } from "@xstate/react";
import { Steps } from "primereact/steps";
import { useEffect, useMemo } from "react";
import { Link, useNavigate } from "react-router";
import { registerMachine } from "../../../machines/auth/register.machine";
import { useToast } from "../../kit/feedback/ToastProvider";
import { usePorts } from "../../ports/PortsProvider";
import { useSession } from "../../session/SessionProvider";
import { phoneVerification, registerActor } from "../authActors";
import { AUTH_PATHS } from "../../app/paths/authPaths";
import styles from "../../kit/phoneProof/stepForm.module.css";
import { NoticeMessage } from "../../kit/phoneProof/NoticeMessage";
import { PhoneVerificationSteps, useVerificationStep } from "../../kit/phoneProof/PhoneVerificationSteps";
import { DetailsStep } from "./DetailsStep";

const STEPS = [{ label: "Phone" }, { label: "OTP" }, { label: "Register" }];

const DETAIL_EVENTS = {
  name: (name: string) => ({ type: "name.change", name }) as const,
  password: (password: string) => ({ type: "password.change", password }) as const,
  passwordConfirmation: (passwordConfirmation: string) =>
    ({ type: "passwordConfirmation.change", passwordConfirmation }) as const,
};

export const RegisterPage = () => {
  const { auth } = usePorts();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const logic = useMemo(
    () =>
      registerMachine.provide({
        actors: { verification: phoneVerification(auth), register: registerActor(auth) },
        actions: { signOut: () => session.send({ type: "session.signOut" }) },
      }),
    [auth, session],
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
      <h1 className={styles.title}>Register</h1>
      <p className={styles.lead}>Create your account with your phone number.</p>
      <Steps model={STEPS} activeIndex={step} readOnly className={styles.steps} />
      <NoticeMessage notice={snapshot.status === "done" || verification !== undefined ? null : context.notice} />
      {verification !== undefined ? (
        <PhoneVerificationSteps actor={verification} />
      ) : (
        <DetailsStep
          values={context}
          errors={context.fieldErrors}
          canSubmit={snapshot.can({ type: "registration.submit" })}
          submitting={!snapshot.matches({ details: "editing" })}
          onChange={(field, value) => send(DETAIL_EVENTS[field](value))}
          onSubmit={() => send({ type: "registration.submit" })}
        />
      )}
      <div className={styles.links}>
        <Link to={AUTH_PATHS.login}>Own account? Login</Link>
      </div>
    </>
  );
};
