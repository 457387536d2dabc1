/** The owner of a note, photo or consent as its row holds it: exactly one of estimate_id and booking_id. */
import { eq, type Column, type SQL } from "drizzle-orm";
import { isJob, type MediaOwner } from "./media-owner";

type OwnedTable = { estimateId: Column; bookingId: Column };

/** The row's columns for `owner`. */
export const ownerColumns = (owner: MediaOwner) =>
  isJob(owner)
    ? { estimateId: owner.estimateId, bookingId: null }
    : { estimateId: null, bookingId: owner.bookingId };

/** The rows of `owner` in `table`. */
export const ofOwner = (table: OwnedTable, owner: MediaOwner): SQL =>
  isJob(owner) ? eq(table.estimateId, owner.estimateId) : eq(table.bookingId, owner.bookingId);
