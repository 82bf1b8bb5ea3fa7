package org.torchtpu.api.wire;

import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.SourceLocation;

/**
 * An {@link OpBatch}'s source lines: each distinct line is sent once in {@code locations}, and
 * {@code op_locations} names each op's line by its 1-based index there (0: the op's own
 * {@code location} field). Both sides of the op stream read a batch's lines through here.
 */
public final class BatchLocations {
  private BatchLocations() {}

  /** The source line of the batch's op {@code index}: its entry in the table, else the op's own field. */
  public static SourceLocation of(OpBatch batch, int index) {
    int entry = index < batch.getOpLocationsCount() ? batch.getOpLocations(index) : 0;
    return entry == 0 ? batch.getOps(index).getLocation() : batch.getLocations(entry - 1);
  }

  /**
   * What is wrong with the batch's table of lines, or null when every index names an entry of it. A table longer than
   * the batch's ops is refused too: no op can name more lines than that, and the server holds a parsed batch's heap
   * for as long as it waits, where each empty entry (two bytes on the wire) takes about 48 bytes.
   */
  public static String problem(OpBatch batch) {
    if (batch.getLocationsCount() > batch.getOpsCount()) {
      return "locations has " + batch.getLocationsCount() + " entries for " + batch.getOpsCount()
          + " ops (at most one line per op)";
    }
    if (batch.getOpLocationsCount() > batch.getOpsCount()) {
      return "op_locations has " + batch.getOpLocationsCount() + " entries for " + batch.getOpsCount() + " ops";
    }
    for (int i = 0; i < batch.getOpLocationsCount(); i++) {
      int entry = batch.getOpLocations(i);
      if (Integer.compareUnsigned(entry, batch.getLocationsCount()) > 0) {
        return "op_locations[" + i + "] is " + Integer.toUnsignedString(entry) + " but the batch has "
            + batch.getLocationsCount() + " locations";
      }
    }
    return null;
  }

  /**
   * The table of a batch's first {@code skip} ops dropped (a resumed stream drops ops already
   * run): the remaining ops keep their lines.
   */
  public static void copyAfter(OpBatch from, int skip, OpBatch.Builder to) {
    to.clearOpLocations().clearLocations().addAllLocations(from.getLocationsList());
    for (int i = skip; i < from.getOpLocationsCount(); i++) {
      to.addOpLocations(from.getOpLocations(i));
    }
  }
}
