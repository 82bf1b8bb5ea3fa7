package org.torchtpu.testing;

import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ClientCalls;
import java.util.concurrent.TimeUnit;

/**
 * Sends a service's method raw wire bytes, whatever they hold, as a hostile client does: for the services' tests of
 * what is refused before it is parsed.
 */
public final class RawGrpc {
  private RawGrpc() {}

  /** Sends and reads raw wire bytes. */
  public static final MethodDescriptor.Marshaller<byte[]> BYTES = new MethodDescriptor.Marshaller<>() {
    @Override
    public java.io.InputStream stream(byte[] value) {
      return new java.io.ByteArrayInputStream(value);
    }

    @Override
    public byte[] parse(java.io.InputStream stream) {
      try {
        return stream.readAllBytes();
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }
  };

  /** {@code count} empty groups of field 15 (unknown to the messages sent): two bytes each. */
  public static byte[] emptyUnknownGroups(int count) {
    byte[] out = new byte[2 * count];
    for (int i = 0; i < count; i++) {
      out[2 * i] = (byte) (15 << 3 | 3); // start group
      out[2 * i + 1] = (byte) (15 << 3 | 4); // end group
    }
    return out;
  }

  /** {@code wire} sent as the request of {@code method} as it is; the status the call ends with. */
  public static Status send(Channel channel, MethodDescriptor<?, ?> method, byte[] wire) {
    try {
      ClientCalls.blockingUnaryCall(channel, method.toBuilder(BYTES, BYTES).build(),
          CallOptions.DEFAULT.withDeadlineAfter(60, TimeUnit.SECONDS), wire);
      return Status.OK;
    } catch (StatusRuntimeException e) {
      return e.getStatus();
    }
  }
}
