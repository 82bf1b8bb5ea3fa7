package org.torchtpu.scheduler.policy;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.scheduler.placement.Box;
import org.torchtpu.scheduler.placement.FreeMap;
import org.torchtpu.scheduler.placement.Shape;

/**
 * One pod's inventory: which host owns each torus position, which job holds it, and the free map the placers
 * search. Cell c = x + X * (y + Y * z).
 */
final class PodState {
  final PodSpec spec;
  final Shape dims;
  final FreeMap free;
  final HostEntry[] hostAt;
  final int[] chipIndexAt;
  final JobEntry[] jobAt;
  /** Queued jobs holding a reserved box here while the jobs they preempted finish their grace period. */
  final List<JobEntry> reservations = new ArrayList<>();

  PodState(PodSpec spec) {
    this.spec = spec;
    this.dims = spec.dims();
    this.free = new FreeMap(dims);
    int n = dims.size();
    this.hostAt = new HostEntry[n];
    this.chipIndexAt = new int[n];
    this.jobAt = new JobEntry[n];
  }

  String name() {
    return spec.name();
  }

  int cell(int x, int y, int z) {
    return x + dims.x() * (y + dims.y() * z);
  }

  int xOf(int c) {
    return c % dims.x();
  }

  int yOf(int c) {
    return c / dims.x() % dims.y();
  }

  int zOf(int c) {
    return c / dims.x() / dims.y();
  }

  boolean reserved(int c) {
    if (reservations.isEmpty()) {
      return false;
    }
    int x = xOf(c);
    int y = yOf(c);
    int z = zOf(c);
    for (JobEntry r : reservations) {
      if (r.reservedBox.contains(x, y, z)) {
        return true;
      }
    }
    return false;
  }

  /** Registered, healthy and held by no job (reservations aside). */
  boolean available(int c) {
    HostEntry h = hostAt[c];
    return h != null && h.healthy && jobAt[c] == null;
  }

  /** Brings the free map's bit for cell c up to date. */
  void refresh(int c) {
    free.set(xOf(c), yOf(c), zOf(c), available(c) && !reserved(c));
  }

  void refresh(Box box) {
    for (int z = box.z0(); z < box.z0() + box.sz(); z++) {
      for (int y = box.y0(); y < box.y0() + box.sy(); y++) {
        for (int x = box.x0(); x < box.x0() + box.sx(); x++) {
          refresh(cell(x, y, z));
        }
      }
    }
  }

  /** Whether every chip of {@code box} is registered, healthy and held by no job. */
  boolean boxAvailable(Box box) {
    for (int z = box.z0(); z < box.z0() + box.sz(); z++) {
      for (int y = box.y0(); y < box.y0() + box.sy(); y++) {
        for (int x = box.x0(); x < box.x0() + box.sx(); x++) {
          if (!available(cell(x, y, z))) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /** Whether every chip of {@code box} is registered and healthy (held or not). */
  boolean boxHealthy(Box box) {
    for (int z = box.z0(); z < box.z0() + box.sz(); z++) {
      for (int y = box.y0(); y < box.y0() + box.sy(); y++) {
        for (int x = box.x0(); x < box.x0() + box.sx(); x++) {
          HostEntry h = hostAt[cell(x, y, z)];
          if (h == null || !h.healthy) {
            return false;
          }
        }
      }
    }
    return true;
  }
}
