package org.torchtpu.server.runtime;

import io.grpc.Status;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.security.TenantQuotas;

/**
 * A session's values by handle, each holding its HBM and heap of the tenant's account until freed. Once the session
 * closes, a value defined or stored late (an upload completed after CloseSession, an op that ran on past it) is given
 * back at once: put in the map, nobody would free it again, its HBM and heap counted against the chip and the host for
 * good.
 */
final class SessionValues {
  private final String sessionId;
  private final TenantQuotas.HbmAccount hbm;
  /** Where a freed value's storage may be recycled. */
  private final SessionStorage storage;
  private final Map<Long, DeviceArray> values = new ConcurrentHashMap<>();
  /** Guards {@link #closed} with every definition of a value. */
  private final Object lock = new Object();
  private boolean closed;
  /**
   * Uploads and op streams under way, told when the session closes so that uploads give their reservations back and
   * streams end (see {@link #whileOpen}).
   */
  private final Set<Runnable> onClose = ConcurrentHashMap.newKeySet();

  SessionValues(String sessionId, TenantQuotas.HbmAccount hbm, SessionStorage storage) {
    this.sessionId = sessionId;
    this.hbm = hbm;
    this.storage = storage;
  }

  int count() {
    return values.size();
  }

  long deviceBytes() {
    long total = 0;
    for (DeviceArray a : values.values()) {
      total += a.deviceBytes();
    }
    return total;
  }

  /** See {@link DeviceSession#whileOpen}. */
  boolean whileOpen(Runnable closing) {
    synchronized (lock) {
      return !closed && onClose.add(closing);
    }
  }

  void forget(Runnable closing) {
    onClose.remove(closing);
  }

  /** Stores an uploaded value whose HBM the caller has reserved. */
  void store(long handle, DeviceArray value) {
    synchronized (lock) {
      if (closed) {
        throw Status.NOT_FOUND.withDescription("session " + sessionId + " was closed").asRuntimeException();
      }
      if (values.putIfAbsent(handle, value) != null) {
        throw Status.ALREADY_EXISTS.withDescription("handle " + handle + " is already defined in session " + sessionId)
            .asRuntimeException();
      }
    }
  }

  DeviceArray get(long handle) {
    DeviceArray a = values.get(handle);
    if (a == null) {
      throw Status.NOT_FOUND.withDescription("handle " + handle + " is not defined in session " + sessionId)
          .asRuntimeException();
    }
    return a;
  }

  /** The value a handle names, or null when it is not defined. */
  DeviceArray getOrNull(long handle) {
    return values.get(handle);
  }

  boolean isDefined(long handle) {
    return values.containsKey(handle);
  }

  /** Frees a value (its storage recycled when it may be); returns the bytes released (0 when it was not defined). */
  long free(long handle) {
    DeviceArray a = values.remove(handle);
    if (a == null) {
      return 0;
    }
    hbm.release(a.deviceBytes(), a.heapBytes());
    storage.freed(a); // after its charge as a value went back: pooled, it is charged again as pooled storage
    return a.deviceBytes();
  }

  /**
   * Defines a handle whose HBM the caller has already reserved. A value it replaces (an upload of the handle that
   * completed while the op ran) gives its reservation back, as does the value itself once the session has closed.
   */
  void define(long handle, DeviceArray value) {
    DeviceArray dropped;
    synchronized (lock) {
      dropped = closed ? value : values.put(handle, value);
    }
    if (dropped != null) {
      hbm.release(dropped.deviceBytes(), dropped.heapBytes());
    }
  }

  /** From now on a value defined is given back at once; the uploads and streams under way are told. */
  void close() {
    synchronized (lock) {
      closed = true;
    }
    for (Runnable closing : List.copyOf(onClose)) { // outside the lock: an upload takes its own, then this one
      closing.run();
    }
    onClose.clear();
  }

  /** Frees every value (once the session's queue has stopped: no task still reads one). */
  void freeAll() {
    for (Long handle : List.copyOf(values.keySet())) {
      free(handle);
    }
  }
}
