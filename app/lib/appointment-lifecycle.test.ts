import { describe, expect, it } from "vitest";
import {
  ACTORS,
  ADMIN_SETTABLE_STATUSES,
  allowedTargets,
  APPOINTMENT_STATUSES,
  canMove,
  CANCELLABLE_STATUSES,
  type Actor,
  type AppointmentStatus,
  type CancelledBy,
} from "./appointment-lifecycle";

/** Where an appointment may be: its status, and for a cancelled one who cancelled it. */
const STATES = [
  "pending",
  "confirmed",
  "completed",
  "payment_pending",
  "cancelled by customer",
  "cancelled by admin",
  "cancelled by system",
] as const;
type State = (typeof STATES)[number];

const ALL = "pending confirmed completed cancelled";

/** The whole table, written out: who may move an appointment from each state to which statuses. */
const EXPECTED: Record<Actor, Record<State, string>> = {
  customer: {
    pending: "cancelled",
    confirmed: "cancelled",
    completed: "",
    payment_pending: "",
    "cancelled by customer": "",
    "cancelled by admin": "",
    "cancelled by system": "",
  },
  admin: {
    pending: ALL,
    confirmed: ALL,
    completed: ALL,
    payment_pending: ALL,
    "cancelled by customer": ALL,
    "cancelled by admin": ALL,
    "cancelled by system": ALL,
  },
  provider: {
    pending: "",
    confirmed: "",
    completed: "",
    payment_pending: "confirmed",
    "cancelled by customer": "",
    "cancelled by admin": "",
    "cancelled by system": "confirmed",
  },
  system: {
    pending: "",
    confirmed: "",
    completed: "",
    payment_pending: "cancelled",
    "cancelled by customer": "",
    "cancelled by admin": "",
    "cancelled by system": "",
  },
};

function parse(state: State): [AppointmentStatus, CancelledBy | null] {
  const [status, , by] = state.split(" ");
  return [status as AppointmentStatus, (by as CancelledBy | undefined) ?? null];
}

const cases = ACTORS.flatMap((actor) =>
  STATES.flatMap((state) =>
    APPOINTMENT_STATUSES.map((to) => ({
      actor,
      state,
      to,
      allowed: EXPECTED[actor][state].split(" ").includes(to),
    })),
  ),
);

describe("the appointment lifecycle", () => {
  it("covers every actor, state and target", () => {
    expect(cases).toHaveLength(ACTORS.length * STATES.length * APPOINTMENT_STATUSES.length);
  });

  it.each(cases)("$actor: $state -> $to is allowed: $allowed", ({ actor, state, to, allowed }) => {
    const [from, cancelledBy] = parse(state);
    expect(canMove(actor, from, to, cancelledBy)).toBe(allowed);
  });

  it.each(ACTORS.flatMap((actor) => STATES.map((state) => ({ actor, state }))))(
    "$actor from $state lists the targets of the table",
    ({ actor, state }) => {
      const [from, cancelledBy] = parse(state);
      const expected = EXPECTED[actor][state].split(" ").filter(Boolean);
      expect(allowedTargets(actor, from, cancelledBy)).toEqual(
        APPOINTMENT_STATUSES.filter((s) => expected.includes(s)),
      );
    },
  );

  it("keeps the dropdown's and the cancel button's lists in step with the table", () => {
    for (const from of APPOINTMENT_STATUSES) {
      expect(allowedTargets("admin", from)).toEqual([...ADMIN_SETTABLE_STATUSES]);
    }
    expect(APPOINTMENT_STATUSES.filter((s) => canMove("customer", s, "cancelled"))).toEqual([
      ...CANCELLABLE_STATUSES,
    ]);
  });

  it("never lets anyone but the server set payment_pending", () => {
    for (const actor of ACTORS) {
      for (const from of APPOINTMENT_STATUSES) expect(canMove(actor, from, "payment_pending")).toBe(false);
    }
  });
});
