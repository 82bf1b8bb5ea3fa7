package org.torchtpu.service.grpc;

import io.grpc.ForwardingServerCall;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.Status;
import io.grpc.protobuf.ProtoUtils;
import java.nio.charset.StandardCharsets;

/**
 * Every status a call of any service ends with carries a bounded description, however it was built (a domain error,
 * a status a service built itself, one passed through from another call): a description may repeat the caller's own
 * text (a tenant name, a type of 300,000 dims), which a request bounds only at tens of MiB.
 *
 * <p>The bound is on the bytes the description takes in the trailers, not on its characters: gRPC sends it as
 * grpc-message percent-encoded (3 bytes per UTF-8 byte outside printable ASCII, so up to 9 bytes per character), and
 * a status with details sends it again in grpc-status-details-bin (base64: 4 bytes per 3). A client refuses trailers
 * past 8 KiB (gRPC's default) and so loses the status. At most {@value #MAX_ENCODED_BYTES} bytes percent-encoded
 * means at most as many UTF-8 bytes, so at most about 2.7 KiB again in base64: under 5 KiB together, leaving room for
 * the other trailers. Printable ASCII text keeps {@value #MAX_ENCODED_BYTES} characters.
 */
public final class StatusDescriptionBound implements ServerInterceptor {
  /** Most bytes a status description takes percent-encoded (see the class comment). */
  public static final int MAX_ENCODED_BYTES = 2048;

  private static final Metadata.Key<com.google.rpc.Status> DETAILS = Metadata.Key.of("grpc-status-details-bin",
      ProtoUtils.metadataMarshaller(com.google.rpc.Status.getDefaultInstance()));

  @Override
  public <ReqT, RespT> ServerCall.Listener<ReqT> interceptCall(ServerCall<ReqT, RespT> call, Metadata headers,
      ServerCallHandler<ReqT, RespT> next) {
    return next.startCall(new ForwardingServerCall.SimpleForwardingServerCall<>(call) {
      @Override
      public void close(Status status, Metadata trailers) {
        super.close(bounded(status, trailers), trailers);
      }
    }, headers);
  }

  /** {@code status} with its description (and the message of its details in {@code trailers}) bounded. */
  static Status bounded(Status status, Metadata trailers) {
    String description = status.getDescription();
    String cut = bounded(description);
    if (trailers.containsKey(DETAILS)) {
      com.google.rpc.Status details = trailers.get(DETAILS);
      String detailsCut = bounded(details.getMessage());
      if (!detailsCut.equals(details.getMessage())) {
        trailers.removeAll(DETAILS);
        trailers.put(DETAILS, details.toBuilder().setMessage(detailsCut).build());
      }
    }
    return cut == description ? status : status.withDescription(cut);
  }

  /**
   * {@code text} (null stays null) if it takes at most {@link #MAX_ENCODED_BYTES} percent-encoded, else its longest
   * start that does with a marker saying how long it was; a character is never split.
   */
  static String bounded(String text) {
    if (text == null || fits(text)) {
      return text;
    }
    String marker = "... [cut: " + text.length() + " characters]";
    int budget = MAX_ENCODED_BYTES - marker.length();
    int end = 0;
    int used = 0;
    while (end < text.length()) {
      int codePoint = text.codePointAt(end);
      int cost = encodedBytes(codePoint);
      if (used + cost > budget) {
        break;
      }
      used += cost;
      end += Character.charCount(codePoint);
    }
    return text.substring(0, end) + marker;
  }

  private static boolean fits(String text) {
    int bytes = 0;
    for (int i = 0; i < text.length() && bytes <= MAX_ENCODED_BYTES; i += Character.charCount(text.codePointAt(i))) {
      bytes += encodedBytes(text.codePointAt(i));
    }
    return bytes <= MAX_ENCODED_BYTES;
  }

  /** grpc-message keeps printable ASCII but '%' as is and writes every other UTF-8 byte as %XX. */
  private static int encodedBytes(int codePoint) {
    if (codePoint >= ' ' && codePoint <= '~' && codePoint != '%') {
      return 1;
    }
    return 3 * new String(Character.toChars(codePoint)).getBytes(StandardCharsets.UTF_8).length;
  }
}
