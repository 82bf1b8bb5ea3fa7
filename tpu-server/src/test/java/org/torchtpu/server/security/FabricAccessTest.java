package org.torchtpu.server.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.ServerInterceptors;
import io.grpc.Status;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.stub.StreamObserver;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.security.ApiKeyCredentials;
import org.torchtpu.service.security.ApiKeys;
import org.torchtpu.api.v1.FabricAck;
import org.torchtpu.api.v1.FabricChunk;
import org.torchtpu.api.v1.FabricGrpc;
import org.torchtpu.testing.CallOutcome;

/** The Fabric service takes shards only from other hosts (service keys) or operators, never from a tenant. */
class FabricAccessTest {
  private final String name = InProcessServerBuilder.generateName();
  private Server server;
  private ManagedChannel channel;

  @AfterEach
  void stop() {
    channel.shutdownNow();
    server.shutdownNow();
  }

  @Test
  void aTenantKeyIsRefusedAndAServiceKeyIsLetThrough() throws Exception {
    ApiKeys keys = ApiKeys.of(Map.of("team-a", List.of(sha256("tenant-key"))), Map.of(),
        Map.of("hosts", List.of(sha256("service-key"))));
    FabricGrpc.FabricImplBase acceptEverything = new FabricGrpc.FabricImplBase() {
      @Override
      public StreamObserver<FabricChunk> deliver(StreamObserver<FabricAck> ack) {
        return new StreamObserver<>() {
          @Override
          public void onNext(FabricChunk chunk) {}

          @Override
          public void onError(Throwable t) {}

          @Override
          public void onCompleted() {
            ack.onNext(FabricAck.newBuilder().setBytes(0).build());
            ack.onCompleted();
          }
        };
      }
    };
    server = InProcessServerBuilder.forName(name).directExecutor()
        .addService(ServerInterceptors.intercept(acceptEverything, new org.torchtpu.service.security.ApiKeyServerInterceptor(keys, new TpuServerSecurity()::grpcRule)))
        .build().start();
    channel = InProcessChannelBuilder.forName(name).directExecutor().build();

    assertThat(deliver("tenant-key").getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
    assertThat(deliver("tenant-key").getDescription()).contains("torchtpu.v1.Fabric/Deliver").contains("service or admin key");
    assertThat(deliver(null).getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
    assertThat(deliver("service-key").getCode()).isEqualTo(Status.Code.OK);
  }

  private Status deliver(String key) throws Exception {
    FabricGrpc.FabricStub stub = FabricGrpc.newStub(channel).withDeadlineAfter(10, TimeUnit.SECONDS);
    ApiKeyCredentials credentials = ApiKeyCredentials.ofNullable(key);
    if (credentials != null) {
      stub = stub.withInterceptors(credentials.asInterceptor());
    }
    CallOutcome<FabricAck> call = new CallOutcome<>();
    StreamObserver<FabricChunk> requests = stub.deliver(call);
    requests.onCompleted();
    return call.await(10);
  }

  private static String sha256(String key) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8)));
  }
}
