package org.torchtpu.server.runtime;

import io.grpc.KnownLength;
import io.grpc.MethodDescriptor;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The size a request had on the wire, handed from gRPC's parse of it to the handler that holds that many bytes of the
 * tenant's heap while the request waits ({@link QueuedRequests}). Asking the parsed message for its serialized size
 * instead walks every op of it a second time: in a Strict chain of adds that was 23% of the transport thread's
 * samples (JFR), more than parsing the batch.
 *
 * <p>gRPC parses a message and hands it to the call's listener on the same thread, one message after the other, so
 * the parse leaves the message and its size in a thread-local slot and the handler takes them from there; it checks
 * that the slot holds the very message it was given, and otherwise (a call made some other way) the handler asks the
 * message. A large message's structure is bounded before this parse, as every method's is
 * ({@link org.torchtpu.service.grpc.StructureBound}).
 */
final class WireSizes {
  /** What this thread parsed last: the message and its size on the wire. */
  private static final class Parsed {
    Object message;
    long bytes;
  }

  private static final ThreadLocal<Parsed> LAST = ThreadLocal.withInitial(Parsed::new);
  /**
   * Larger messages are not recorded: the slot would keep one alive on its transport thread should no handler take it
   * (an interceptor that ends the call before the handler sees the message), and a message this large is mostly
   * constant data, not ops (the structure bound sees to it), so asking it for its size costs little next to parsing it.
   */
  static final long RECORDED_MAX_BYTES = 1 << 20;

  private WireSizes() {}

  /**
   * {@code service} with {@code method}'s requests parsed by {@link #recording} (a rebuilt service descriptor naming the
   * same methods, see {@link org.torchtpu.service.grpc.ServiceRebinding}).
   */
  static ServerServiceDefinition recordingRequests(ServerServiceDefinition service, MethodDescriptor<?, ?> method) {
    return org.torchtpu.service.grpc.ServiceRebinding.mapOne(service, method.getFullMethodName(),
        WireSizes::recordingRequests);
  }

  private static <Q, R> ServerMethodDefinition<Q, R> recordingRequests(ServerMethodDefinition<Q, R> m) {
    MethodDescriptor<Q, R> d = m.getMethodDescriptor();
    return ServerMethodDefinition.create(d.toBuilder(recording(d.getRequestMarshaller()), d.getResponseMarshaller()).build(),
        m.getServerCallHandler());
  }

  /** A marshaller parsing as {@code delegate} does that leaves each parsed message's size for {@link #take}. */
  static <T> MethodDescriptor.Marshaller<T> recording(MethodDescriptor.Marshaller<T> delegate) {
    return new MethodDescriptor.PrototypeMarshaller<T>() {
      @Override
      public InputStream stream(T value) {
        return delegate.stream(value);
      }

      @Override
      public T parse(InputStream stream) {
        long bytes = -1;
        if (stream instanceof KnownLength) {
          try {
            bytes = stream.available(); // a known-length stream's available() is its whole length
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        }
        T message = delegate.parse(stream);
        Parsed last = LAST.get();
        last.message = bytes >= 0 && bytes <= RECORDED_MAX_BYTES ? message : null;
        last.bytes = bytes;
        return message;
      }

      @Override
      @SuppressWarnings("unchecked")
      public T getMessagePrototype() {
        return delegate instanceof MethodDescriptor.PrototypeMarshaller<?> p ? (T) p.getMessagePrototype() : null;
      }

      @Override
      public Class<T> getMessageClass() {
        return delegate instanceof MethodDescriptor.ReflectableMarshaller<T> r ? r.getMessageClass() : null;
      }
    };
  }

  /**
   * The wire size of {@code request} when it is the message this thread parsed last, else -1. Empties the slot either
   * way, so it does not keep a large message alive: call it first thing for every message the call is handed.
   */
  static long take(Object request) {
    Parsed last = LAST.get();
    Object parsed = last.message;
    last.message = null;
    return parsed == request && request != null ? last.bytes : -1;
  }
}
