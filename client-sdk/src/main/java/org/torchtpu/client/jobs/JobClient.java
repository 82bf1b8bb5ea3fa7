package org.torchtpu.client.jobs;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Metadata;
import io.grpc.stub.MetadataUtils;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.torchtpu.api.v1.CompleteJobRequest;
import org.torchtpu.api.v1.DescribePodsRequest;
import org.torchtpu.api.v1.DescribePodsResponse;
import org.torchtpu.api.v1.GetJobRequest;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.StartJobRequest;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.wire.CompletionMessages;
import org.torchtpu.client.Resilience;

/**
 * A job's life as its holder sees it, over the scheduler's gRPC API: submit, wait to be placed, say the sessions
 * are open (RUNNING), say it finished (SUCCEEDED or FAILED, chips freed). {@link JobWorld} turns a placed job into
 * the world its ranks join.
 */
public final class JobClient implements AutoCloseable {
  private static final Duration CALL_DEADLINE = Duration.ofSeconds(30);
  /**
   * A call refused at the scheduler's door (more of the tenant key's calls in progress than
   * {@code max-calls-per-tenant}, RESOURCE_EXHAUSTED with a RetryInfo) is sent again: up to 10 attempts, waits from
   * 100 ms growing 1.5 times up to 2 s (jittered by half, each at least the hint): about 7 s in all, at most about 10 s.
   * The refusal comes before the request is read, so a refused SubmitJob stored nothing and its repeat makes one job.
   * (The breaker and stream settings are not used here.)
   */
  static final Resilience.Settings REFUSAL_RETRIES = new Resilience.Settings(CALL_DEADLINE, 10, Duration.ofMillis(100),
      1.5, 0.5, Duration.ofSeconds(2), 1, 100f, Duration.ZERO, 0);
  private final ManagedChannel channel;
  private final SchedulerGrpc.SchedulerBlockingStub stub;

  private JobClient(ManagedChannel channel, SchedulerGrpc.SchedulerBlockingStub stub) {
    this.channel = channel;
    this.stub = stub;
  }

  /** A plaintext connection to the scheduler at {@code host:port}; {@code apiKey} may be null (keys off). */
  public static JobClient connect(String target, String apiKey) {
    ManagedChannel channel = ManagedChannelBuilder.forTarget(target).usePlaintext().build();
    SchedulerGrpc.SchedulerBlockingStub stub = SchedulerGrpc.newBlockingStub(channel);
    if (apiKey != null && !apiKey.isEmpty()) {
      Metadata headers = new Metadata();
      headers.put(Metadata.Key.of("x-api-key", Metadata.ASCII_STRING_MARSHALLER), apiKey);
      stub = stub.withInterceptors(MetadataUtils.newAttachHeadersInterceptor(headers));
    }
    return new JobClient(channel, stub);
  }

  /** Each attempt has its own deadline. */
  private <T> T call(String method, Function<SchedulerGrpc.SchedulerBlockingStub, T> rpc) {
    return Resilience.retryingHintedRefusals(method, REFUSAL_RETRIES, () -> rpc.apply(
        stub.withWaitForReady().withDeadlineAfter(CALL_DEADLINE.toMillis(), TimeUnit.MILLISECONDS)));
  }

  public Job submit(SubmitJobRequest request) {
    return call("SubmitJob", s -> s.submitJob(request));
  }

  public Job get(String jobId) {
    return call("GetJob", s -> s.getJob(GetJobRequest.newBuilder().setJobId(jobId).build()));
  }

  public DescribePodsResponse pods() {
    return call("DescribePods", s -> s.describePods(DescribePodsRequest.getDefaultInstance()));
  }

  /**
   * Waits until the job holds a slice (SCHEDULED or RUNNING) and returns it; throws when the job ends first
   * or {@code timeout} passes.
   */
  public Job awaitPlaced(String jobId, Duration timeout) throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (true) {
      Job j = get(jobId);
      switch (j.getState()) {
        case SCHEDULED, RUNNING -> {
          return j;
        }
        case SUCCEEDED, FAILED, CANCELLED -> throw new IllegalStateException(
            "job " + jobId + " ended " + j.getState() + " before it was placed: " + j.getReason());
        default -> {
          if (System.nanoTime() > deadline) {
            throw new IllegalStateException("job " + jobId + " not placed within " + timeout + "; it is "
                + j.getState() + ": " + j.getReason());
          }
          Thread.sleep(200);
        }
      }
    }
  }

  /** The holder's sessions are open: SCHEDULED -> RUNNING. */
  public Job start(String jobId) {
    return call("StartJob", s -> s.startJob(StartJobRequest.newBuilder().setJobId(jobId).build()));
  }

  /**
   * The holder finished: the job ends SUCCEEDED or FAILED and its chips are freed. A {@code message} past
   * {@link CompletionMessages#MAX_CHARACTERS} is cut here with a marker, not sent whole to be refused.
   */
  public Job complete(String jobId, boolean succeeded, String message) {
    CompleteJobRequest request = CompleteJobRequest.newBuilder().setJobId(jobId).setSucceeded(succeeded)
        .setMessage(message == null ? "" : CompletionMessages.bounded(message)).build();
    return call("CompleteJob", s -> s.completeJob(request));
  }

  /** True for the states a job does not leave. */
  public static boolean ended(JobState s) {
    return s == JobState.SUCCEEDED || s == JobState.FAILED || s == JobState.CANCELLED;
  }

  @Override
  public void close() {
    channel.shutdownNow();
  }
}
