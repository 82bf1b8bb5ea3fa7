package org.torchtpu.service.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.rpc.RetryInfo;
import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.ServerInterceptors;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.StreamObserver;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DescribeSessionRequest;
import org.torchtpu.api.v1.SessionStatus;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;

/**
 * A status's description, and the message of its details, stay within what a client accepts in its trailers (8 KiB
 * by default) whatever its characters: 4,096 characters of '€' were 36 KiB percent-encoded, and again in the details.
 */
class StatusDescriptionBoundTest {
  @Test
  void aLongNonAsciiDescriptionWithDetailsIsCutToItsEncodedBound() throws Exception {
    String text = "€".repeat(100_000);
    String name = "bound-" + System.nanoTime();
    Server server = InProcessServerBuilder.forName(name).addService(ServerInterceptors.intercept(
        new RuntimeGrpc.RuntimeImplBase() {
          @Override
          public void describeSession(DescribeSessionRequest request, StreamObserver<SessionStatus> out) {
            out.onError(ServiceStatuses.toException(DomainException.exhausted(text, Duration.ofSeconds(1))));
          }
        }, new StatusDescriptionBound())).build().start();
    ManagedChannel channel = InProcessChannelBuilder.forName(name).build();
    try {
      StatusRuntimeException e = catchThrowableOfType(() -> RuntimeGrpc.newBlockingStub(channel)
          .describeSession(DescribeSessionRequest.getDefaultInstance()), StatusRuntimeException.class);
      assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      String description = e.getStatus().getDescription();
      assertThat(description).startsWith("€€€").endsWith("... [cut: 100000 characters]");
      // grpc-message carries each '€' as its 3 UTF-8 bytes, each %XX (9 bytes), and the ASCII marker as is
      int euros = description.indexOf("...");
      int marker = description.length() - euros;
      assertThat(9 * euros + marker).isLessThanOrEqualTo(StatusDescriptionBound.MAX_ENCODED_BYTES)
          .isGreaterThan(StatusDescriptionBound.MAX_ENCODED_BYTES - 9);
      com.google.rpc.Status details = StatusProto.fromThrowable(e);
      assertThat(details.getMessage()).isEqualTo(description);
      assertThat(details.getDetails(0).is(RetryInfo.class)).isTrue();
    } finally {
      channel.shutdownNow();
      server.shutdownNow();
    }
  }

  @Test
  void printableAsciiKeepsAsManyCharactersAsTheBoundAndShortTextIsUntouched() {
    String cut = StatusDescriptionBound.bounded("a".repeat(10_000));
    assertThat(cut).hasSize(StatusDescriptionBound.MAX_ENCODED_BYTES).endsWith("... [cut: 10000 characters]");
    assertThat(StatusDescriptionBound.bounded("short % text")).isEqualTo("short % text");
    // a pair of surrogates is never split
    String emoji = StatusDescriptionBound.bounded("😀".repeat(1000));
    assertThat(emoji).doesNotContain("\uFFFD");
    assertThat(Character.isHighSurrogate(emoji.charAt(emoji.indexOf("...") - 1))).isFalse();
  }
}
