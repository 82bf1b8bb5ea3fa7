package org.torchtpu.service.security;

import io.grpc.Context;
import io.grpc.ForwardingServerCall;
import io.grpc.ForwardingServerCallListener;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.Status;

/**
 * A gRPC call authenticated by a key that may be revoked while the call is open. {@link #revoke} closes it with the
 * revocation's status from whatever thread reloads the keys, cancels its context (kernels and waits that ask the
 * context stop), and its handler is then told the call was cancelled (its listener's {@code onCancel} in place of
 * {@code onComplete}), so it gives back what it holds as when its client cancels. gRPC's calls are not thread-safe:
 * the handler's own sends and closes and the revocation's close take this call's monitor (uncontended but at a
 * revocation: one call's lock, never one shared between calls), and the handler's sends after it are dropped.
 */
final class RevocableCall<Q, R> extends ForwardingServerCall.SimpleForwardingServerCall<Q, R>
    implements KeyGrant.OpenCall {
  private final Context.CancellableContext context;
  /** Guarded by this: the call was closed, by its handler or by the revocation. */
  private boolean closed;
  private volatile boolean revoked;
  /** The revocation, not the handler, closed the call: the handler still holds what the call took. */
  private volatile boolean closedByRevocation;

  RevocableCall(ServerCall<Q, R> call, Context.CancellableContext context) {
    super(call);
    this.context = context;
  }

  /** The handler's listener, told of a revocation as of a cancel, and leaving {@code grant} when the call ends. */
  ServerCall.Listener<Q> listen(ServerCall.Listener<Q> handler, KeyGrant grant) {
    return new ForwardingServerCallListener.SimpleForwardingServerCallListener<>(handler) {
      @Override
      public void onMessage(Q message) {
        if (!revoked) {
          super.onMessage(message);
        }
      }

      @Override
      public void onHalfClose() {
        if (!revoked) {
          super.onHalfClose();
        }
      }

      @Override
      public void onReady() {
        if (!revoked) {
          super.onReady();
        }
      }

      @Override
      public void onComplete() {
        grant.leave(RevocableCall.this);
        if (closedByRevocation) {
          super.onCancel();
        } else {
          super.onComplete();
        }
      }

      @Override
      public void onCancel() {
        grant.leave(RevocableCall.this);
        super.onCancel();
      }
    };
  }

  @Override
  public void revoke(Status status) {
    synchronized (this) {
      if (revoked) {
        return;
      }
      revoked = true;
      if (!closed) {
        closed = true;
        closedByRevocation = true;
        super.close(status, new Metadata());
      }
    }
    context.cancel(status.asRuntimeException());
  }

  @Override
  public synchronized void sendHeaders(Metadata headers) {
    if (!revoked) {
      super.sendHeaders(headers);
    }
  }

  @Override
  public synchronized void sendMessage(R message) {
    if (!revoked) {
      super.sendMessage(message);
    }
  }

  @Override
  public synchronized void close(Status status, Metadata trailers) {
    if (!revoked) {
      closed = true;
      super.close(status, trailers);
    }
  }

  @Override
  public boolean isCancelled() {
    return revoked || super.isCancelled();
  }

  @Override
  public boolean isReady() {
    return !revoked && super.isReady();
  }
}
