package org.torchtpu.server.fabric;

import io.grpc.ForwardingServerCall;
import io.grpc.ForwardingServerCallListener;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.Status;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * A test host's server calls not yet ended, and whether this host's code is running in one of them right now. When a
 * host does not stop in time this tells a call stuck in our code (a thread inside one of its callbacks: a real bug)
 * from one only left open because gRPC missed its connection at shutdown (no thread in it: the harness closes its
 * event loops and goes on).
 */
final class OpenCalls implements ServerInterceptor {
  /** Per open call: how many of its callbacks run now. */
  private final Map<ServerCall<?, ?>, AtomicInteger> calls = new ConcurrentHashMap<>();

  @Override
  public <Q, A> ServerCall.Listener<Q> interceptCall(ServerCall<Q, A> call, Metadata headers,
      ServerCallHandler<Q, A> next) {
    AtomicInteger running = new AtomicInteger();
    ServerCall<Q, A> tracked = new ForwardingServerCall.SimpleForwardingServerCall<>(call) {
      @Override
      public void close(Status status, Metadata trailers) {
        calls.remove(call);
        super.close(status, trailers);
      }
    };
    calls.put(call, running);
    ServerCall.Listener<Q> listener = inside(running, () -> next.startCall(tracked, headers));
    return new ForwardingServerCallListener.SimpleForwardingServerCallListener<>(listener) {
      @Override
      public void onMessage(Q message) {
        inside(running, () -> {
          super.onMessage(message);
          return null;
        });
      }

      @Override
      public void onHalfClose() {
        inside(running, () -> {
          super.onHalfClose();
          return null;
        });
      }

      @Override
      public void onReady() {
        inside(running, () -> {
          super.onReady();
          return null;
        });
      }

      @Override
      public void onCancel() {
        calls.remove(call);
        super.onCancel();
      }

      @Override
      public void onComplete() {
        calls.remove(call);
        super.onComplete();
      }
    };
  }

  private static <T> T inside(AtomicInteger running, Supplier<T> callback) {
    running.incrementAndGet();
    try {
      return callback.get();
    } finally {
      running.decrementAndGet();
    }
  }

  /** Calls not yet ended. */
  int open() {
    return calls.size();
  }

  /** Open calls with one of their callbacks running now: stuck in this host's code if it should have stopped. */
  String running() {
    StringBuilder names = new StringBuilder();
    calls.forEach((call, running) -> {
      if (running.get() > 0) {
        names.append(names.length() == 0 ? "" : ", ").append(call.getMethodDescriptor().getFullMethodName());
      }
    });
    return names.toString();
  }
}
