package org.torchtpu.client;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SessionInfo;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.Timing;

/**
 * A transport that runs nothing: it records every submitted op and keeps uploaded literals, so
 * uploaded tensors read back and tests can inspect exactly what the SDK sent.
 */
final class RecordingTransport implements Transport {
  final List<Op> ops = new ArrayList<>();
  final Map<Long, TensorLiteral> stored = new HashMap<>();
  /** Handles freed, in order. */
  final List<Long> freed = new ArrayList<>();
  /** How many ops had been submitted when each handle was freed (the last time, if twice). */
  final Map<Long, Integer> freedAfterOps = new HashMap<>();
  int flushes;
  int synchronizations;
  /** Answers Compile; null: this transport cannot compile. */
  FakeCompiler compiler;

  /** A session whose every mode uses this transport, on a current host (it accepts calls by handle). */
  Session session() {
    return session(true);
  }

  /** @param acceptsCallsByHandle what the host advertised; false: a host older than that field, which leaves it unset */
  Session session(boolean acceptsCallsByHandle) {
    SessionInfo.Builder info = SessionInfo.newBuilder().setSessionId("test");
    if (acceptsCallsByHandle) {
      info.setAcceptsCallsByHandle(true);
    }
    return new Session(info.build(), EagerMode.STRICT, mode -> this);
  }

  @Override
  public void submit(Op op) {
    ops.add(op);
  }

  @Override
  public void upload(long handle, TensorLiteral data) {
    stored.put(handle, data);
  }

  @Override
  public TensorLiteral download(long handle) {
    TensorLiteral value = stored.get(handle);
    if (value == null) {
      throw new IllegalStateException("the recording transport computes nothing; handle " + handle
          + " was not uploaded");
    }
    return value;
  }

  @Override
  public void synchronize() {
    synchronizations++;
  }

  @Override
  public void free(long handle) {
    freed.add(handle);
    freedAfterOps.put(handle, ops.size());
  }

  @Override
  public void flush() {
    flushes++;
  }

  @Override
  public CompileResponse compile(Graph graph, CompileOptions options) {
    if (compiler == null) {
      return Transport.super.compile(graph, options);
    }
    return compiler.compile(graph, options);
  }

  @Override
  public Timing totals() {
    return Timing.getDefaultInstance();
  }

  @Override
  public void close() {}

  /** The ops sent since {@code from}, spelled like "reduce MAX", "broadcast_in_dim", "subtract". */
  List<String> kindsSince(int from) {
    List<String> out = new ArrayList<>();
    for (Op op : ops.subList(from, ops.size())) {
      out.add(describe(op));
    }
    return out;
  }

  List<String> kinds() {
    return kindsSince(0);
  }

  static String describe(Op op) {
    String name = TypeInference.kindName(op);
    return switch (op.getKindCase()) {
      case REDUCE -> name + " " + op.getReduce().getKind();
      case ARG_REDUCE -> name + " " + op.getArgReduce().getKind();
      case COMPARE -> name + " " + op.getCompare().getDirection();
      case CONVERT -> name + " " + op.getConvert().getDtype().name().toLowerCase(Locale.ROOT);
      default -> name;
    };
  }

  /** The last op of a given kind. */
  Op last(Op.KindCase kind) {
    for (int i = ops.size() - 1; i >= 0; i--) {
      if (ops.get(i).getKindCase() == kind) {
        return ops.get(i);
      }
    }
    throw new AssertionError("no " + kind + " op was sent; sent " + kinds());
  }

  Op lastOp() {
    return ops.get(ops.size() - 1);
  }
}
