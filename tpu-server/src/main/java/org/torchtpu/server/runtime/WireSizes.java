package org.torchtpu.server.runtime;

import io.grpc.KnownLength;
import io.grpc.MethodDescriptor;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import io.grpc.ServiceDescriptor;
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
 * that the slot holds the very message it was given, and otherwise (a compressed message, whose stream does not know
 * its length; a call made some other way) the handler asks the message.
 */
final class WireSizes {
  /** What this thread parsed last: the message and its size on the wire. */
  private static final class Parsed {
    Object message;
    long bytes;
    /** Why the message was not parsed (bytes is then {@link #REFUSED}), else null. */
    io.grpc.Status refusal;
  }

  /** What {@link #take} gives for a message refused before its parse: {@link #refusal} says why. */
  static final long REFUSED = -2;

  private static final ThreadLocal<Parsed> LAST = ThreadLocal.withInitial(Parsed::new);
  /**
   * Larger messages are not recorded: the slot would keep one alive on its transport thread should no handler take it
   * (an interceptor that ends the call before the handler sees the message), and a message this large is mostly
   * constant data, not ops ({@link #MAX_STRUCTURE_BYTES} sees to it), so asking it for its size costs little next to
   * parsing it.
   */
  static final long RECORDED_MAX_BYTES = 1 << 20;
  /**
   * A message larger than {@link #RECORDED_MAX_BYTES} may have at most this many bytes besides its constants' data
   * (see {@link MessageShape}): about 35 MiB of heap once parsed at worst (measured), 150 MiB allocated by the parse.
   * The SDK's batches of up to 1024 ops take a few tens of KiB; constants of any size still pass, up to the host's
   * max-inbound-message-size.
   */
  static final long MAX_STRUCTURE_BYTES = 1 << 20;

  private WireSizes() {}

  /**
   * {@code service} with {@code method}'s requests parsed by {@link #recording}: a new service descriptor naming the
   * same methods (gRPC requires the bound methods to be the descriptor's own), with the same schema for reflection.
   */
  static ServerServiceDefinition recordingRequests(ServerServiceDefinition service, MethodDescriptor<?, ?> method) {
    ServiceDescriptor old = service.getServiceDescriptor();
    ServiceDescriptor.Builder descriptor = ServiceDescriptor.newBuilder(old.getName())
        .setSchemaDescriptor(old.getSchemaDescriptor());
    java.util.List<ServerMethodDefinition<?, ?>> methods = new java.util.ArrayList<>();
    for (ServerMethodDefinition<?, ?> m : service.getMethods()) {
      ServerMethodDefinition<?, ?> bound = m.getMethodDescriptor().getFullMethodName().equals(method.getFullMethodName())
          ? recordingRequests(m) : m;
      methods.add(bound);
      descriptor.addMethod(bound.getMethodDescriptor());
    }
    ServerServiceDefinition.Builder out = ServerServiceDefinition.builder(descriptor.build());
    for (ServerMethodDefinition<?, ?> m : methods) {
      out.addMethod(m);
    }
    return out.build();
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
        Parsed last = LAST.get();
        last.refusal = null;
        if (bytes > RECORDED_MAX_BYTES && getMessagePrototype() instanceof com.google.protobuf.Message prototype) {
          byte[] wire = readFully(stream, (int) bytes);
          last.refusal = structureRefusal(wire, prototype);
          if (last.refusal != null) {
            // Handed on unparsed, as the empty message: the handler answers with the refusal (a status thrown from here
            // would reach the client as UNKNOWN, logged as an application error).
            last.message = prototype;
            last.bytes = REFUSED;
            return getMessagePrototype();
          }
          stream = new KnownLengthBytes(wire);
        }
        T message = delegate.parse(stream);
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

  private static byte[] readFully(InputStream stream, int length) {
    byte[] wire = new byte[length]; // one array: readNBytes would gather chunks and copy them
    try {
      int read = 0;
      while (read < length) {
        int n = stream.read(wire, read, length - read);
        if (n < 0) {
          throw new java.io.EOFException("the message ended after " + read + " of " + length + " bytes");
        }
        read += n;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return wire;
  }

  /** Why a large message is refused before its parse (its structure past {@link #MAX_STRUCTURE_BYTES}), else null. */
  private static io.grpc.Status structureRefusal(byte[] wire, com.google.protobuf.Message prototype) {
    long structure = MessageShape.structureBytes(wire, wire.length, prototype.getDescriptorForType(),
        MAX_STRUCTURE_BYTES);
    if (structure <= MAX_STRUCTURE_BYTES) {
      return null;
    }
    return io.grpc.Status.RESOURCE_EXHAUSTED.withDescription("a " + prototype.getDescriptorForType().getName() + " of "
        + wire.length + " bytes has more than " + MAX_STRUCTURE_BYTES + " bytes besides constant data (ops, handles, "
        + "source lines), which a message larger than " + RECORDED_MAX_BYTES + " bytes may not have: parsed, each such "
        + "byte takes up to " + BatchHeap.HEAP_PER_WIRE_BYTE + " bytes of heap");
  }

  /** Why this thread's last message was refused unparsed, once {@link #take} gave {@link #REFUSED} for it. */
  static io.grpc.Status refusal() {
    Parsed last = LAST.get();
    io.grpc.Status refusal = last.refusal;
    last.refusal = null;
    return refusal;
  }

  /** Bytes already read from the transport, handed on as gRPC hands a message: with its length known. */
  private static final class KnownLengthBytes extends java.io.ByteArrayInputStream implements KnownLength {
    KnownLengthBytes(byte[] bytes) {
      super(bytes);
    }
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
