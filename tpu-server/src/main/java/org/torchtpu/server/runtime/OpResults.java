package org.torchtpu.server.runtime;

import java.util.HashSet;
import java.util.Set;
import org.torchtpu.api.v1.Op;

/**
 * Checks on the result handles an op names. Two results under one handle would store the second
 * value over the first while both are counted against the chip, leaving the first's bytes counted
 * after every Free and CloseSession: such an op is refused before anything is allocated.
 */
final class OpResults {
  private OpResults() {}

  static boolean namesAHandleTwice(Op op) {
    int n = op.getResultsCount();
    if (n < 2) {
      return false;
    }
    // a sorted primitive copy: a HashSet of boxed handles allocated per op (twice per compiled call of 64 results)
    long[] handles = new long[n];
    for (int i = 0; i < n; i++) {
      handles[i] = op.getResults(i);
    }
    java.util.Arrays.sort(handles);
    for (int i = 1; i < n; i++) {
      if (handles[i] == handles[i - 1]) {
        return true;
      }
    }
    return false;
  }

  /** The first handle named a second time, or null. */
  static Long firstRepeated(Op op) {
    Set<Long> seen = new HashSet<>();
    for (long h : op.getResultsList()) {
      if (!seen.add(h)) {
        return h;
      }
    }
    return null;
  }
}
