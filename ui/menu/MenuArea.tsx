// The menu manager's frame (issue 16): reads the restaurant's menu v3 document once for all its
// pages and hands it to them with `change`, which sends one create, update or delete on the
// document's current `_rev` and keeps the document the server answers.
// The till's POS version is read beside it (unknown when it cannot be read) for `posGate`, the
// 'Required POS version {v}' label the pages show beside gated features (domain/menu/menuPosGates.ts).
// A refused change shows the server's message in red; a stale `_rev` (409, someone else changed
// the menu) says so and reloads the document, so the next attempt is made on the latest menu.
import { createContext, use, useCallback, useEffect, useMemo, useState } from "react";
import { Outlet, useParams } from "react-router";
import type { MenuOperation } from "../../domain/menu/menuChangeInput";
import type { MenuModule } from "../../domain/menu/menuModules";
import { CONFLICT_STATUS } from "../../machines/business/documentEditor.machine";
import { messageOf } from "../../machines/auth/notice";
import { ACTION_SUCCEEDED } from "../kit/editor/useDocumentEditor";
import { useToast } from "../kit/feedback/ToastProvider";
import { LoadProblem } from "../kit/page/LoadProblem";
import { Loading } from "../kit/page/Loading";
import type { MenuDocument } from "../ports/menuPort";
import { usePorts } from "../ports/PortsProvider";
import { menuPosGate } from "../../domain/menu/menuPosGates";
import type { PosFeature } from "../../domain/shared/posFeatures";

export const STALE_MENU = "Someone else changed this menu after you opened it. The latest menu is loaded: make your change again.";

export interface MenuContextValue {
  readonly businessId: string;
  readonly restaurantId: string;
  readonly document: MenuDocument;
  /** Sends the change; true once saved (green toast), false when refused (red toast). */
  readonly change: (module: MenuModule, operation: MenuOperation, data: object) => Promise<boolean>;
  /** Sends the change without a toast; rejects with the message to show (STALE_MENU on a 409). */
  readonly send: (module: MenuModule, operation: MenuOperation, data: object) => Promise<void>;
  readonly setInclusiveTaxes: (inclusiveTaxes: boolean) => Promise<boolean>;
  /** 'Required POS version {v}' when the restaurant's till lacks `feature`, else null. */
  readonly posGate: (feature: PosFeature) => string | null;
}

const MenuContext = createContext<MenuContextValue | null>(null);

export const useMenu = (): MenuContextValue => {
  const value = use(MenuContext);
  if (value === null) throw new Error("useMenu needs the MenuArea above it");
  return value;
};

const isConflict = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "status" in error && error.status === CONFLICT_STATUS;

type Phase = { readonly kind: "loading" } | { readonly kind: "failed"; readonly message: string } | { readonly kind: "ready"; readonly document: MenuDocument };

export const MenuProvider = ({ businessId, restaurantId, children }: { readonly businessId: string; readonly restaurantId: string; readonly children: React.ReactNode }) => {
  const { menu } = usePorts();
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [posVersion, setPosVersion] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    menu.readPosVersion(restaurantId).then(
      (answer) => current && setPosVersion(answer.version),
      () => current && setPosVersion(null),
    );
    return () => {
      current = false;
    };
  }, [menu, restaurantId]);
  useEffect(() => {
    let current = true;
    menu.readMenu(restaurantId).then(
      (document) => current && setPhase({ kind: "ready", document }),
      (error: unknown) => current && setPhase({ kind: "failed", message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [menu, restaurantId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const quietly = useCallback(
    async (call: (rev: number) => Promise<MenuDocument>): Promise<void> => {
      if (phase.kind !== "ready") return;
      try {
        setPhase({ kind: "ready", document: await call(phase.document.rev) });
      } catch (error) {
        if (!isConflict(error)) throw error;
        reload();
        throw new Error(STALE_MENU);
      }
    },
    [phase, reload],
  );
  const write = useCallback(
    async (call: (rev: number) => Promise<MenuDocument>): Promise<boolean> => {
      try {
        await quietly(call);
        toast.success(ACTION_SUCCEEDED);
        return true;
      } catch (error) {
        toast.error(messageOf(error));
        return false;
      }
    },
    [quietly, toast],
  );
  const value = useMemo<MenuContextValue | null>(
    () =>
      phase.kind !== "ready"
        ? null
        : {
            businessId,
            restaurantId,
            document: phase.document,
            change: (module, operation, data) => write((rev) => menu.changeMenu({ restaurantId, rev, module, operation, data })),
            send: (module, operation, data) => quietly((rev) => menu.changeMenu({ restaurantId, rev, module, operation, data })),
            setInclusiveTaxes: (inclusiveTaxes) => write((rev) => menu.setInclusiveTaxes(restaurantId, inclusiveTaxes, rev)),
            posGate: (feature) => menuPosGate(posVersion, [feature]),
          },
    [phase, businessId, restaurantId, write, quietly, menu, posVersion],
  );
  if (phase.kind === "loading") return <Loading />;
  if (phase.kind === "failed") return <LoadProblem message={phase.message} onRetry={reload} />;
  return <MenuContext value={value}>{children}</MenuContext>;
};

export const MenuArea = () => {
  const { businessId = "", restaurantId = "" } = useParams();
  return (
    <MenuProvider key={restaurantId} businessId={businessId} restaurantId={restaurantId}>
      <Outlet />
    </MenuProvider>
  );
};
