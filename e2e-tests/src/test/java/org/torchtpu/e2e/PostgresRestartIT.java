package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CacheEntry;
import org.torchtpu.api.v1.CacheLookupRequest;
import org.torchtpu.api.v1.CacheLookupResponse;
import org.torchtpu.api.v1.CachePutRequest;
import org.torchtpu.api.v1.CompilationCacheGrpc;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.GetJobRequest;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.testing.LocalPostgres;

/**
 * PostgreSQL crashes under the compilation cache and the scheduler and comes back: writes they
 * acknowledged before the crash are there after it, a call while it is down gets an error status
 * naming the problem (not a hang, not a dead service), and both services work again once it is back.
 */
class PostgresRestartIT {
  private static String[] withDatabase(LocalPostgres pg, String database, String... args) {
    String[] out = java.util.Arrays.copyOf(args, args.length + 3);
    out[args.length] = "--spring.datasource.url=" + pg.jdbcUrl(database);
    out[args.length + 1] = "--spring.datasource.username=" + LocalPostgres.USER;
    out[args.length + 2] = "--spring.datasource.password=";
    return out;
  }

  /** Repeats a call that may fail while the services reconnect to the restarted database (a bounded number of times). */
  private static <T> T eventually(Supplier<T> call) throws InterruptedException {
    StatusRuntimeException last = null;
    for (int attempt = 0; attempt < 60; attempt++) {
      try {
        return call.get();
      } catch (StatusRuntimeException e) {
        last = e;
        Thread.sleep(500);
      }
    }
    throw last;
  }

  private static String prometheus(ServiceProcess p) throws Exception {
    return java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
        java.net.URI.create(p.managementBase() + "/actuator/prometheus")).build(),
        java.net.http.HttpResponse.BodyHandlers.ofString()).body();
  }

  private static SubmitJobRequest job() {
    return SubmitJobRequest.newBuilder().setTenant("e2e").setGeneration(Generation.V5P).setTopology("2x2x1").build();
  }

  @Test
  void acknowledgedWritesSurviveAPostgresCrashAndCallsDuringItFailClearly() throws Exception {
    Path schedulerDir = Files.createTempDirectory("scheduler-pg");
    try (LocalPostgres pg = LocalPostgres.start()) {
      pg.createDatabase("cache");
      pg.createDatabase("scheduler");
      try (ServiceProcess cache = ServiceProcess.start("compilation-cache-service", withDatabase(pg, "cache"));
           ServiceProcess scheduler = ServiceProcess.start("scheduler", withDatabase(pg, "scheduler",
               "--torchtpu.scheduler.data-dir=" + schedulerDir, "--torchtpu.scheduler.pods[0].name=pg",
               "--torchtpu.scheduler.pods[0].generation=v5p", "--torchtpu.scheduler.pods[0].dims=2x2x2"))) {
        ManagedChannel cacheChannel = CompilationCacheIT.channel(cache);
        ManagedChannel schedulerChannel = ManagedChannelBuilder.forTarget(scheduler.grpcTarget()).usePlaintext().build();
        try {
          Supplier<CompilationCacheGrpc.CompilationCacheBlockingStub> cacheStub = () ->
              CompilationCacheIT.stub(cacheChannel).withDeadlineAfter(90, TimeUnit.SECONDS);
          Supplier<SchedulerGrpc.SchedulerBlockingStub> schedStub = () ->
              SchedulerGrpc.newBlockingStub(schedulerChannel).withDeadlineAfter(90, TimeUnit.SECONDS);

          String before = CompilationCacheIT.sha256Hex("put before the crash".getBytes());
          CacheEntry entry = CompilationCacheIT.compiledProgram(50_000, 3);
          assertThat(cacheStub.get().put(CachePutRequest.newBuilder().setKey(before).setEntry(entry).build()).getStored())
              .isTrue();
          Job queued = schedStub.get().submitJob(job()); // no hosts: it waits in the queue, stored
          assertThat(queued.getState()).isEqualTo(JobState.QUEUED);

          pg.crash();
          StatusRuntimeException cacheDown = catchThrowableOfType(StatusRuntimeException.class, () -> cacheStub.get()
              .put(CachePutRequest.newBuilder().setKey(CompilationCacheIT.sha256Hex("during".getBytes()))
                  .setEntry(entry).build()));
          StatusRuntimeException schedulerDown = catchThrowableOfType(StatusRuntimeException.class,
              () -> schedStub.get().submitJob(job()));
          System.out.println("while PostgreSQL was down: cache said " + cacheDown.getStatus() + "; scheduler said "
              + schedulerDown.getStatus());
          for (StatusRuntimeException e : new StatusRuntimeException[] {cacheDown, schedulerDown}) {
            assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.UNAVAILABLE);
            assertThat(e.getStatus().getDescription()).isNotBlank();
          }
          pg.startAgain();

          CacheLookupResponse found = eventually(() -> cacheStub.get().lookup(CacheLookupRequest.newBuilder()
              .setKey(before).build()));
          assertThat(found.getFound()).isTrue();
          assertThat(found.getEntry().getProgram()).isEqualTo(entry.getProgram());
          Job after = eventually(() -> schedStub.get().getJob(GetJobRequest.newBuilder().setJobId(queued.getJobId()).build()));
          assertThat(after.getState()).isEqualTo(JobState.QUEUED);
          // and both take new writes again
          String later = CompilationCacheIT.sha256Hex("put after the restart".getBytes());
          assertThat(eventually(() -> cacheStub.get().put(CachePutRequest.newBuilder().setKey(later).setEntry(entry)
              .build())).getStored()).isTrue();
          assertThat(eventually(() -> schedStub.get().submitJob(job())).getState()).isEqualTo(JobState.QUEUED);
          // both services time their RPCs by method and status, the failures of the outage included
          assertThat(prometheus(cache)).containsPattern("grpc_server_seconds_count\\{[^}]*rpc_method=\"Put\"");
          assertThat(prometheus(scheduler)).containsPattern("grpc_server_seconds_count\\{[^}]*grpc_status_code=\""
              + schedulerDown.getStatus().getCode() + "\"[^}]*rpc_method=\"SubmitJob\"");
        } finally {
          cacheChannel.shutdownNow();
          schedulerChannel.shutdownNow();
        }
      }
    }
  }
}
