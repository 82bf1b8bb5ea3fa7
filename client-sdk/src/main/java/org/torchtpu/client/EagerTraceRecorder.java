package org.torchtpu.client;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.EagerTrace;
import org.torchtpu.api.v1.FunctionCompiles;
import org.torchtpu.api.v1.HostSync;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TraceEvent;
import org.torchtpu.api.v1.TracedOp;

/**
 * What a session did, for the hardware advisor: the eager ops it sent with their operand types, the host syncs
 * (reads and synchronize()) between them, and the signatures each compiled function was compiled for. Bounded:
 * past {@link #capacity} events the oldest are dropped (and counted), so a long run costs a fixed amount of memory.
 * Protos are built only when the trace is taken, keeping the cost per op to one small object.
 */
final class EagerTraceRecorder {
  /**
   * Several steps of a training loop (the tiny Llama's eager step is ~1,700 events), and small
   * enough that the events die young: with 50,000 every recorded op outlived the young
   * generation, and the old-generation collections that followed cost the Llama step 1-2 ms of
   * its 12-14 ms.
   */
  static final int DEFAULT_CAPACITY = 8_192;

  /** An op (with the line that issued it, kept beside it as the transport gets it) or a host sync at {@code location}. */
  private record Event(Op op, List<TensorType> operandTypes, long syncValue, TensorType syncType,
      SourceLocation location) {}

  private final int capacity;
  private final ArrayDeque<Event> events = new ArrayDeque<>();
  private long dropped;
  private final Map<Object, FunctionCompiles.Builder> compiles = new IdentityHashMap<>();
  private final List<FunctionCompiles.Builder> compileOrder = new ArrayList<>();

  EagerTraceRecorder(int capacity) {
    this.capacity = capacity;
  }

  synchronized void op(Op op, SourceLocation location, List<TensorType> operandTypes) {
    add(new Event(op, operandTypes, 0, null, location));
  }

  /** A host sync: a read of {@code handle} of {@code type}, or synchronize() when handle is 0. */
  synchronized void sync(long handle, TensorType type, SourceLocation location) {
    add(new Event(null, null, handle, type, location));
  }

  synchronized void compiled(Object function, List<TensorType> parameterTypes) {
    FunctionCompiles.Builder f = compiles.get(function);
    if (f == null) {
      SourceLocation where = CallerLocation.find();
      f = FunctionCompiles.newBuilder().setFunction(where.getFile() + ":" + where.getLine());
      compiles.put(function, f);
      compileOrder.add(f);
    }
    f.addSignatures(FunctionCompiles.Signature.newBuilder().addAllParameterTypes(parameterTypes));
  }

  private void add(Event e) {
    if (events.size() >= capacity) {
      events.removeFirst();
      dropped++;
    }
    events.addLast(e);
  }

  /** The events recorded since the last call (which are then forgotten). */
  synchronized EagerTrace takeTrace() {
    EagerTrace.Builder t = EagerTrace.newBuilder().setDroppedEvents(dropped);
    for (Event e : events) {
      if (e.op() != null) {
        Op op = e.op().hasLocation() ? e.op() : e.op().toBuilder().setLocation(e.location()).build();
        t.addEvents(TraceEvent.newBuilder().setOp(TracedOp.newBuilder().setOp(op)
            .addAllOperandTypes(e.operandTypes())));
      } else {
        HostSync.Builder s = HostSync.newBuilder().setValue(e.syncValue()).setLocation(e.location());
        if (e.syncType() != null) {
          s.setType(e.syncType());
        }
        t.addEvents(TraceEvent.newBuilder().setSync(s));
      }
    }
    events.clear();
    dropped = 0;
    return t.build();
  }

  /** Every compiled function's signatures so far (kept across traces: recompiles add up over a run). */
  synchronized List<FunctionCompiles> compiles() {
    List<FunctionCompiles> out = new ArrayList<>(compileOrder.size());
    for (FunctionCompiles.Builder f : compileOrder) {
      out.add(f.build());
    }
    return out;
  }
}
