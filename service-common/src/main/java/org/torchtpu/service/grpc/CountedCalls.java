package org.torchtpu.service.grpc;

import io.grpc.ForwardingServerCall;
import io.grpc.ForwardingServerCallListener;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.Status;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Starts a call that an interceptor counted in, and counts it out exactly once, on whichever comes first: the server
 * closing it, the client cancelling it, its listener completing, or the handler failing to start it. Used by every
 * interceptor that bounds calls in progress (per connection, per tenant).
 */
public final class CountedCalls {
  private CountedCalls() {}

  /** {@code next.startCall} for a call already counted in; {@code countOut} runs once when the call is over. */
  public static <ReqT, RespT> ServerCall.Listener<ReqT> start(ServerCall<ReqT, RespT> call, Metadata headers,
      ServerCallHandler<ReqT, RespT> next, Runnable countOut) {
    AtomicBoolean ended = new AtomicBoolean();
    Runnable end = () -> {
      if (ended.compareAndSet(false, true)) {
        countOut.run();
      }
    };
    // Counted out when the server closes the call, before its trailers leave: a client that sees one call end and
    // opens the next at once must find the count already lower (counted out at the listener's onComplete, which runs
    // after the trailers were sent, such a call could be refused).
    ServerCall<ReqT, RespT> counted = new ForwardingServerCall.SimpleForwardingServerCall<>(call) {
      @Override
      public void close(Status status, Metadata trailers) {
        end.run();
        super.close(status, trailers);
      }
    };
    ServerCall.Listener<ReqT> listener;
    try {
      listener = next.startCall(counted, headers);
    } catch (RuntimeException | Error e) {
      end.run();
      throw e;
    }
    return new ForwardingServerCallListener.SimpleForwardingServerCallListener<>(listener) {
      @Override
      public void onComplete() {
        try {
          super.onComplete();
        } finally {
          end.run();
        }
      }

      @Override
      public void onCancel() {
        try {
          super.onCancel();
        } finally {
          end.run();
        }
      }
    };
  }
}
