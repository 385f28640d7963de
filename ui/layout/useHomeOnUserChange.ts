// After Switch user or Switch back the page belongs to someone else: go home, where the new user
// lands on their own business (spec 1 §2 '/'). Signing in or out is not a change of user here;
// the guards handle those.
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useSessionSelector } from "../session/SessionProvider";

export const useHomeOnUserChange = () => {
  const userId = useSessionSelector((snapshot) => snapshot.context.userId);
  const previous = useRef(userId);
  const navigate = useNavigate();
  useEffect(() => {
    const changed = previous.current !== null && userId !== null && previous.current !== userId;
    previous.current = userId;
    if (changed) void navigate("/", { replace: true });
  }, [userId, navigate]);
};
